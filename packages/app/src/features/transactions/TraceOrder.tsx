import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, ErrorState, Skeleton } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { formatDateShort, formatQuantity } from '../../lib/format';
import { HalalOverrideBadge, halalOverrideNote } from '../../lib/recall/HalalOverrideBadge';
import { traces } from '../../lib/references';
import { useRights } from '../../lib/rights';
import { useHasScreen } from '../../lib/screens';
import { t } from './messages';
import type { OrderRecord } from './order';
import * as S from './print.styles';
import { useClient } from '../../lib/query/queryClient';

/**
 * The whole recall trace, with customers and export, for those who have its menu. Without it the server answers this
 * order's trace only, lots without their vendor (decision 014, fields owned by menus): every field below that may be absent is optional.
 */
const TRACE_SCREEN = '/report/trace';

function TraceBody({ order }: { order: OrderRecord }) {
  const trace = useQuery(traces({ transactionId: order.id }), useClient());
  if (trace.isLoadingError)
    return <ErrorState text={errorMessage(trace.error)} onRetry={() => void trace.refetch()} />;
  if (!trace.data) return <Skeleton variant="text" lines={5} />;
  const { lots, runs, batches } = trace.data;
  return (
    <S.Trace>
      <h3>{t('transactions.traceBatches')}</h3>
      <ul>
        {batches.length === 0 ? <li>{t('transactions.traceNone')}</li> : null}
        {batches.map((b) => (
          <li key={b.id}>
            {b.product.name} · {t('transactions.traceBatch', { id: b.id, date: formatDateShort(b.date) })}
            {b.expiryDate
              ? ` · ${t('transactions.traceExpiry', { date: formatDateShort(b.expiryDate) })}`
              : ''}{' '}
            <HalalOverrideBadge marked={b.halalOverride} />
          </li>
        ))}
      </ul>
      <h3>{t('transactions.traceRuns')}</h3>
      <ul>
        {runs.length === 0 ? <li>{t('transactions.traceNone')}</li> : null}
        {runs.map((r) => (
          <li key={r.id}>
            {formatDateShort(r.date)} · {r.product.name} {formatQuantity(r.qty, r.product.unit)}{' '}
            <HalalOverrideBadge marked={r.halalOverride} />
          </li>
        ))}
      </ul>
      {runs.some((r) => r.halalOverride) || batches.some((b) => b.halalOverride) ? (
        <p>{halalOverrideNote()}</p>
      ) : null}
      <h3>{t('transactions.traceLots')}</h3>
      <ul>
        {lots.length === 0 ? <li>{t('transactions.traceNone')}</li> : null}
        {lots.map((l) => (
          <li key={l.id}>
            {l.material.name} · {l.batchCode ?? t('transactions.traceNoCode')} · {formatDateShort(l.date)}
            {l.vendor ? ` · ${l.vendor.name}` : ''} ·{' '}
            {t('transactions.traceLotShare', {
              used: formatQuantity(l.used, l.material.unit),
              size: formatQuantity(l.qty, l.material.unit),
            })}
          </li>
        ))}
      </ul>
    </S.Trace>
  );
}

/** Where an order's products and packs came from: batches, the production runs that made them, the material lots. */
export function TraceOrder({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const hasScreen = useHasScreen();
  const mayTrace = useRights(TRACE_SCREEN).view;
  const navigate = useNavigate();
  return (
    <Dialog open onOpenChange={({ open: next }) => (next ? undefined : onClose())} size="md">
      <Dialog.Header description={t('transactions.traceText')}>
        {t('transactions.traceTitle', { n: order.number })}
      </Dialog.Header>
      <Dialog.Body>
        <TraceBody order={order} />
      </Dialog.Body>
      {mayTrace && hasScreen(TRACE_SCREEN) ? (
        <Dialog.Footer>
          <Button
            variant="secondary"
            icon="bx-git-branch"
            onClick={() => navigate(`${TRACE_SCREEN}?order=${order.id}`)}
          >
            {t('transactions.traceOpenScreen')}
          </Button>
        </Dialog.Footer>
      ) : null}
    </Dialog>
  );
}
