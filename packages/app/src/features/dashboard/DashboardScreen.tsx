import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { Card, EmptyState, Icon, PageHeader, Stack } from '@pawon/ui';
import { formatDate } from '../../lib/format';
import { menuLinks } from '../../lib/menus';
import { userDataAtom, userMenusAtom } from '../../lib/session';
import { partOfDay } from './greeting';
import { SalesWidgets } from './SalesWidgets';
import { t } from './messages';
import * as S from './dashboard.styles';

export default function DashboardScreen() {
  const user = useAtomValue(userDataAtom);
  const links = menuLinks(useAtomValue(userMenusAtom)).filter((link) => link.url !== '/dashboard');
  const now = new Date();

  return (
    <Stack>
      <PageHeader
        title={t('dashboard.greeting', {
          part: t(`dashboard.parts.${partOfDay(now)}`),
          name: user?.name ?? '',
        })}
        subtitle={
          <>
            {t('dashboard.today', { date: formatDate(now, { weekday: true }) })}{' '}
            <S.KeyboardTip>{t('dashboard.searchTip')}</S.KeyboardTip>
          </>
        }
      />
      <SalesWidgets />
      <section aria-labelledby="dashboard-shortcuts">
        <S.SectionHeading>
          <h2 id="dashboard-shortcuts">{t('dashboard.shortcuts')}</h2>
          <p>{t('dashboard.shortcutsText')}</p>
        </S.SectionHeading>
        {links.length === 0 ? (
          <Card>
            <EmptyState
              icon="bx-lock-alt"
              title={t('dashboard.noMenus')}
              text={t('dashboard.noMenusText')}
              headingLevel="h3"
            />
          </Card>
        ) : (
          <S.Grid>
            {links.map((link) => (
              <S.Shortcut key={link.id} to={link.url} data-testid="dashboard-shortcut">
                <S.ShortcutIcon>
                  <Icon name={link.icon ?? 'bx-right-arrow-alt'} size="1.5rem" />
                </S.ShortcutIcon>
                <S.ShortcutText>
                  <strong>{link.name}</strong>
                  <span>{link.trail.join(' › ')}</span>
                </S.ShortcutText>
              </S.Shortcut>
            ))}
          </S.Grid>
        )}
      </section>
    </Stack>
  );
}

export { Link };
