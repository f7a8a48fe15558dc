import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import { Alert, CenteredPanel, Icon, Skeleton, StatusBadge } from '@pawon/ui';
import { ApiError } from '@pawon/api-client';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useClient } from '../../lib/query/queryClient';
import { useRights } from '../../lib/rights';
import { t as tRoot } from '../../lib/rootMessages';
import { isSignedInAtom } from '../../lib/session';
import { t } from './messages';
import { batchByCode, publicBatch, type PublicBatch } from './queries';
import * as S from './publicBatch.styles';

/** The screens a signed-in user may open the batch in: its trace, or the batch list of Stok Produk. */
const TRACE_URL = '/report/trace';
const STOCK_URL = '/stock-product';

/** For a signed-in user with the trace or stock screen: a link to the batch in Pawon (never for anyone else). */
function OpenInPawon({ code }: { code: string }) {
  const trace = useRights(TRACE_URL).view;
  const stock = useRights(STOCK_URL).view;
  const found = useQuery({ ...batchByCode(code), enabled: trace || stock }, useClient());
  if (!found.data) return null;
  const to = trace
    ? `${TRACE_URL}?batch=${found.data.batchId}`
    : `${STOCK_URL}?view=batch&productId=${found.data.productId}&includeEmpty=true`;
  return (
    <S.Actions>
      <Link to={to}>{trace ? t('publicBatch.openTrace') : t('publicBatch.openStock')}</Link>
    </S.Actions>
  );
}

/** The four facts, and whether to eat it: a recalled batch says so first and loudest. */
export function PublicBatchFacts({ batch }: { batch: PublicBatch }) {
  const recalled = batch.state === 'ditarik';
  return (
    <>
      {recalled ? (
        <Alert tone="error" role="alert">
          {t('publicBatch.recalledText')}
        </Alert>
      ) : null}
      <S.Facts>
        <dt>{t('publicBatch.product')}</dt>
        <dd>{batch.productName}</dd>
        <dt>{t('publicBatch.produced')}</dt>
        <dd>{formatDate(batch.productionDate)}</dd>
        <dt>{t('publicBatch.bestBefore')}</dt>
        <dd>{batch.bestBefore ? formatDate(batch.bestBefore) : '–'}</dd>
        <dt>{t('publicBatch.status')}</dt>
        <dd>
          <StatusBadge tone={recalled ? 'error' : 'success'} data-state={batch.state}>
            {recalled ? t('publicBatch.recalled') : t('publicBatch.safe')}
          </StatusBadge>
        </dd>
      </S.Facts>
    </>
  );
}

/**
 * A label's public page (`/p/<code>`, decision 054), outside the signed-in shell: what the QR on a pack tells whoever
 * scans it — product, production date, best before, safe or recalled — and for a signed-in user with the right, a
 * link to the batch in Pawon.
 */
export default function PublicBatchScreen() {
  const code = useParams().code ?? '';
  const signedIn = useAtomValue(isSignedInAtom);
  const batch = useQuery(publicBatch(code), useClient());
  const unknown = batch.error instanceof ApiError && batch.error.status === 404;
  return (
    <CenteredPanel
      brand={
        <>
          <Icon name="bxs-bowl-hot" size="2rem" />
          <span>{tRoot('root.appName')}</span>
        </>
      }
    >
      <S.Heading>
        <h1>{t('publicBatch.title')}</h1>
        <p>{t('publicBatch.subtitle')}</p>
      </S.Heading>
      {batch.data ? (
        <>
          <PublicBatchFacts batch={batch.data} />
          {signedIn ? <OpenInPawon code={code} /> : null}
        </>
      ) : batch.error ? (
        <Alert tone={unknown ? 'warning' : 'error'}>
          {unknown ? t('publicBatch.unknown') : errorMessage(batch.error)}
        </Alert>
      ) : (
        <Skeleton lines={4} aria-label={t('publicBatch.loading')} />
      )}
    </CenteredPanel>
  );
}
