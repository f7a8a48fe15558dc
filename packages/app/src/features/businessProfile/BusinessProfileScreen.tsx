import { Alert, Button, Card, PageHeader, Skeleton, Stack } from '@pawon/ui';
import { BUSINESS_PROFILE_URL, useBusinessProfile } from '../../lib/businessProfile';
import { errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { useRights } from '../../lib/rights';
import { BusinessProfileForm } from './BusinessProfileForm';
import { businessProfileMessages as m } from './messages';

/** "Profil Usaha": the business identity printed on every invoice, receipt and export. */
export default function BusinessProfileScreen() {
  const rights = useRights(BUSINESS_PROFILE_URL);
  const { data, error, loading, retry } = useBusinessProfile();
  return (
    <Stack>
      <PageHeader title={m.title} subtitle={m.description} />
      <Card>
        {data ? (
          <BusinessProfileForm profile={data} canUpdate={rights.update} />
        ) : error ? (
          <Stack>
            <Alert>{`${messages.loadError}: ${errorMessage(error)}`}</Alert>
            <div>
              <Button variant="secondary" icon="bx-refresh" onClick={retry}>
                {messages.retry}
              </Button>
            </div>
          </Stack>
        ) : loading ? (
          <Skeleton lines={6} aria-label={messages.loading} />
        ) : null}
      </Card>
    </Stack>
  );
}
