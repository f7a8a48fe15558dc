import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { Card, EmptyState, PageHeader, Stack } from '@pawon/ui';
import { menuLinks, normalisePath } from '../../lib/menus';
import { userMenusAtom } from '../../lib/session';
import { t } from './messages';

/**
 * A menu the user holds whose screen is not built yet: it says so, rather than "not granted to your account".
 */
export default function ComingSoonScreen() {
  const menus = useAtomValue(userMenusAtom);
  const path = normalisePath(useLocation().pathname).toLowerCase();
  const link = menuLinks(menus).find((l) => normalisePath(l.url).toLowerCase() === path);
  const name = link?.name;
  return (
    <Stack>
      <PageHeader title={name ?? t('notFound.soonTitle')} subtitle={link?.trail.join(' › ') || undefined} />
      <Card>
        <EmptyState
          icon="bx-time-five"
          headingLevel="h2"
          title={t('notFound.soonTitle')}
          text={t('notFound.soonText', { name: name ?? t('notFound.soonUnknown') })}
          data-testid="coming-soon"
        />
      </Card>
    </Stack>
  );
}
