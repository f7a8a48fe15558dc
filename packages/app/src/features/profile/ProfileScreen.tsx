import { useSearchParams } from 'react-router-dom';
import { Card, PageHeader, Stack, Tabs } from '@pawon/ui';
import { AccountForm } from './AccountForm';
import { LanguageSwitch } from './LanguageSwitch';
import { profileMessages as m } from './messages';
import { SecurityForm } from './SecurityForm';

export default function ProfileScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'security' ? 'security' : 'account';
  return (
    <Stack>
      <PageHeader title={m.title} subtitle={m.description} />
      <Tabs
        label={m.title}
        value={tab}
        onValueChange={({ value }) =>
          setParams(value === 'security' ? { tab: 'security' } : {}, { replace: true })
        }
        items={[
          {
            value: 'account',
            label: m.tabs.account,
            icon: 'bx-user',
            content: (
              <Card>
                <AccountForm />
              </Card>
            ),
          },
          {
            value: 'security',
            label: m.tabs.security,
            icon: 'bx-lock-alt',
            content: (
              <Card>
                <SecurityForm />
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
