import { useSearchParams } from 'react-router-dom';
import { Card, PageHeader, Stack, Tabs } from '@pawon/ui';
import { AccountForm } from './AccountForm';
import { LanguageSwitch } from './LanguageSwitch';
import { t } from './messages';
import { SecurityForm } from './SecurityForm';
import { SessionList } from '../../lib/sessions/SessionList';

export default function ProfileScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'security' || asked === 'sessions' ? asked : 'account';
  return (
    <Stack>
      <PageHeader title={t('profile.title')} subtitle={t('profile.description')} />
      <Tabs
        label={t('profile.title')}
        value={tab}
        onValueChange={({ value }) => setParams(value === 'account' ? {} : { tab: value }, { replace: true })}
        items={[
          {
            value: 'account',
            label: t('profile.tabs.account'),
            icon: 'bx-user',
            content: (
              <Card>
                <AccountForm />
              </Card>
            ),
          },
          {
            value: 'security',
            label: t('profile.tabs.security'),
            icon: 'bx-lock-alt',
            content: (
              <Card>
                <SecurityForm />
              </Card>
            ),
          },
          {
            value: 'sessions',
            label: t('profile.tabs.sessions'),
            icon: 'bx-devices',
            content: (
              <Card>
                <SessionList />
              </Card>
            ),
          },
        ]}
      />
      <Card>
        <LanguageSwitch />
      </Card>
    </Stack>
  );
}
