import { t as tRoot } from '../../lib/rootMessages';
import { Alert, Button, Card, PageHeader, Skeleton, Stack } from '@pawon/ui';
import { BUSINESS_PROFILE_URL, useBusinessProfile } from '../../lib/businessProfile';
import { errorMessage } from '../../lib/errors';
import { t as tCommon } from '../../lib/messages';
import { useRights } from '../../lib/rights';
import { BusinessProfileForm } from './BusinessProfileForm';
import { t } from './messages';

/** "Profil Usaha": the business identity printed on every invoice, receipt and export. */
export default function BusinessProfileScreen() {
  const rights = useRights(BUSINESS_PROFILE_URL);
  const { data, error, isLoadingError, isPending, refetch } = useBusinessProfile();
  return (
    <Stack>
      <PageHeader title={t('businessProfile.title')} subtitle={t('businessProfile.description')} />
      <Card>
        {data ? (
          <BusinessProfileForm profile={data} canUpdate={rights.update} />
        ) : isLoadingError ? (
          <Stack>
            <Alert>{`${tCommon('common.loadError')}: ${errorMessage(error)}`}</Alert>
            <div>
              <Button variant="secondary" icon="bx-refresh" onClick={() => void refetch()}>
                {tCommon('common.retry')}
              </Button>
            </div>
          </Stack>
        ) : isPending ? (
          <Skeleton lines={6} aria-label={tRoot('root.loading')} />
        ) : null}
      </Card>
    </Stack>
  );
}
