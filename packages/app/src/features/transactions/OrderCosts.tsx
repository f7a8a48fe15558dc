import { useQuery } from '@tanstack/react-query';
import { callOperation, type DatasOf } from '@pawon/api-client';
import { ErrorState, Skeleton, StatusBadge } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { formatPercent, formatQuantity, formatRupiah } from '../../lib/format';
import { createLookupFamily } from '../../lib/lookups';
import { formatUnitCost } from '../../lib/resource/defineResource';
import { t as tTransactionsCosts } from './costMessages';
import { t } from './messages';
import type { OrderRecord } from './order';
import * as S from './transactions.styles';
import { useClient } from '../../lib/query/queryClient';

type Costs = DatasOf<'transactionCosts'>;

/**
 * An order's cost of goods, keyed `['transaction', 'lookup', 'costs', id]`. Stale after a write to orders (a
 * return, an edit, packing that takes the fresh stock: the detail's `onChanged` marks `transaction` stale) or to
 * production runs, whose costs follow a corrected lot price (material movements mark `produksi` stale): an open
 * detail asks again.
 */
export const orderCosts = createLookupFamily(
  ['transaction', 'produksi'],
  'costs',
  async (id: number): Promise<Costs> =>
    (await callOperation(api, 'transactionCosts', { body: { id } })).datas,
);

/**
 * "HPP & laba kotor" on an order's detail, for users with "Lihat HPP" only (the caller checks the right, so
 * nobody else asks): each line's cost beside its figures, then revenue, costs and the gross margin.
 */
export function OrderCosts({ order }: { order: OrderRecord }) {
  const costs = useQuery(orderCosts(order.id), useClient());
  const heading = `costs-${order.id}`;
  return (
    <S.Costs aria-labelledby={heading} aria-busy={costs.isPending || undefined}>
      <h3 id={heading}>{tTransactionsCosts('transactionsCosts.title')}</h3>
      <p>{tTransactionsCosts('transactionsCosts.intro')}</p>
      {costs.isLoadingError ? (
        <ErrorState
          compact
          headingLevel="h4"
          title={tTransactionsCosts('transactionsCosts.loadFailed')}
          text={errorMessage(costs.error)}
          onRetry={() => void costs.refetch()}
        />
      ) : costs.data ? (
        <CostFigures order={order} costs={costs.data} />
      ) : (
        <Skeleton variant="text" lines={4} />
      )}
    </S.Costs>
  );
}

function CostFigures({ order, costs }: { order: OrderRecord; costs: Costs }) {
  const byLine = new Map(costs.lineCosts.map((line) => [line.lineId, line]));
  const lines = order.packs.flatMap((pack) => pack.lines);
  // A fresh line of an order not packed yet has taken nothing: it has no cost yet, not a cost of Rp 0.
  const someNotTaken = lines.some((line) => byLine.get(line.id)?.unitCost === null);
  const below = costs.margin < 0;
  const tone = below ? 'danger' : undefined;
  return (
    <>
      <S.DetailLines>
        <table aria-label={tTransactionsCosts('transactionsCosts.table', { n: order.number })}>
          <thead>
            <tr>
              <th scope="col">{t('transactions.product')}</th>
              <th scope="col">{t('transactions.qtyShort')}</th>
              <th scope="col">{t('transactions.amount')}</th>
              <th scope="col">{tTransactionsCosts('transactionsCosts.unitCost')}</th>
              <th scope="col">{tTransactionsCosts('transactionsCosts.lineCost')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const cost = byLine.get(line.id);
              return (
                <tr key={line.id}>
                  <td>
                    {line.product.name} ({t(`transactions.choices.bucket.${line.bucket}`)})
                  </td>
                  <td>{formatQuantity(line.qty, line.product.unit)}</td>
                  <td>{formatRupiah(line.subtotal)}</td>
                  {cost?.unitCost === null ? (
                    <td colSpan={2}>
                      <S.StateNote>{tTransactionsCosts('transactionsCosts.notTaken')}</S.StateNote>
                    </td>
                  ) : (
                    <>
                      <td>{formatUnitCost(cost?.unitCost)}</td>
                      <td>{cost ? formatRupiah(cost.cost) : '–'}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </S.DetailLines>
      {someNotTaken ? <p>{tTransactionsCosts('transactionsCosts.notTakenNote')}</p> : null}
      <S.Totals>
        <dt>{tTransactionsCosts('transactionsCosts.revenue')}</dt>
        <dd>{formatRupiah(costs.revenue)}</dd>
        <dt>{tTransactionsCosts('transactionsCosts.linesCost')}</dt>
        <dd>{formatRupiah(costs.lines)}</dd>
        <dt>{tTransactionsCosts('transactionsCosts.packsCost')}</dt>
        <dd>{formatRupiah(costs.packs)}</dd>
        {costs.returned > 0 ? (
          <>
            <dt>{tTransactionsCosts('transactionsCosts.returnedCost')}</dt>
            <dd>−{formatRupiah(costs.returned)}</dd>
          </>
        ) : null}
        <dt>{tTransactionsCosts('transactionsCosts.totalCost')}</dt>
        <dd>{formatRupiah(costs.cost)}</dd>
        <dt>{tTransactionsCosts('transactionsCosts.margin')}</dt>
        <dd data-tone={tone}>
          {/* Not by colour alone: a loss says so in words. */}
          {below ? (
            <>
              <StatusBadge tone="error">{tTransactionsCosts('transactionsCosts.belowCost')}</StatusBadge>{' '}
            </>
          ) : null}
          {formatRupiah(costs.margin)}
        </dd>
        <dt>{tTransactionsCosts('transactionsCosts.marginPct')}</dt>
        <dd data-tone={tone}>
          {costs.marginPct === null ? '–' : formatPercent(costs.marginPct, { maximumFractionDigits: 1 })}
        </dd>
      </S.Totals>
    </>
  );
}
