import { callOperation, type DatasOf } from '@pawon/api-client';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Checkbox, DataTable, Dialog, EmptyState, type ColumnDef } from '@pawon/ui';
import { api } from '../../lib/client';
import { pagedTable } from '../../lib/pagedTable';
import { codedText } from '../../lib/errors';
import { addDays, formatDateShort, formatDateTime } from '../../lib/format';
import { createLookupFamily } from '../../lib/lookups';
import { t as tCommon } from '../../lib/messages';
import { useClient } from '../../lib/query/queryClient';
import { useRights } from '../../lib/rights';
import { t } from './messages';
import { isoWeekday } from './schedule';
import { weekdayName } from './text';
import * as S from './standingOrders.styles';

type Run = DatasOf<'standingOrderRuns'> extends Array<infer R> ? R : never;

interface RunsQuery {
  page: number;
  perPage: number;
  standingOrderId?: number | undefined;
  failed?: true | undefined;
}

/**
 * A page of the days standing orders came due, newest first: a query of the app's cache keyed by `standingOrder`,
 * stale after a write to standing orders or orders (`resourceTable`: a deleted order leaves its day without one).
 */
export const standingOrderRuns = createLookupFamily('standingOrder', 'runs', (body: RunsQuery) =>
  callOperation(api, 'standingOrderRuns', { body }),
);

/** The order made for a day: its number, opening Data Transaksi on it for those who may see orders. */
function OrderMade({ run, order }: { run: Run; order: NonNullable<Run['order']> }) {
  const menu = resourceMenus.transaction;
  const mayOpen = useRights(menu).view;
  if (!mayOpen) return <span>{order.number}</span>;
  const search = new URLSearchParams({
    q: order.number,
    period: 'range',
    from: addDays(run.date, -14),
    to: run.date,
  });
  return (
    <Link to={`${menu}?${search}`} title={t('standingOrders.openOrder', { number: order.number })}>
      {order.number}
    </Link>
  );
}

/** Why a day's order could not be made, in the user's language from its code (the server's words otherwise). */
const reasonOf = (error: NonNullable<Run['error']>) =>
  codedText(error.code, error.params ?? {}, error.message);

const columns = (withCustomer: boolean): ColumnDef<Run, unknown>[] => [
  {
    id: 'date',
    header: t('standingOrders.runs.date'),
    meta: { nowrap: true },
    cell: ({ row }) =>
      `${weekdayName(isoWeekday(row.original.date), 'short')}, ${formatDateShort(row.original.date)}`,
  },
  ...(withCustomer
    ? [
        {
          id: 'customer',
          header: t('standingOrders.runs.customer'),
          meta: { truncate: true },
          cell: ({ row }: { row: { original: Run } }) => row.original.customer.name,
        } satisfies ColumnDef<Run, unknown>,
      ]
    : []),
  {
    id: 'result',
    header: t('standingOrders.runs.result'),
    meta: { grow: true },
    cell: ({ row }) => {
      const run = row.original;
      if (run.error)
        return <S.Failed>{t('standingOrders.runs.failed', { reason: reasonOf(run.error) })}</S.Failed>;
      if (run.order) return <OrderMade run={run} order={run.order} />;
      return <S.Muted>{t('standingOrders.runs.orderDeleted')}</S.Muted>;
    },
  },
  {
    id: 'at',
    header: t('standingOrders.runs.at'),
    meta: { nowrap: true },
    cell: ({ row }) => formatDateTime(row.original.at, { month: 'short' }),
  },
];

/** The pages of the history, with "Gagal saja". */
function RunsTable({ standingOrderId }: { standingOrderId: number | undefined }) {
  const [query, setQuery] = useState<RunsQuery>({ page: 1, perPage: 10, standingOrderId });
  const answer = useQuery({ ...standingOrderRuns(query), placeholderData: keepPreviousData }, useClient());
  return (
    <>
      <S.RunsFilter>
        <Checkbox
          id="standing-order-runs-failed"
          label={t('standingOrders.runs.failedOnly')}
          checked={query.failed === true}
          onCheckedChange={({ checked }) =>
            setQuery((q) => ({ ...q, page: 1, failed: checked ? true : undefined }))
          }
        />
      </S.RunsFilter>
      <DataTable<Run>
        caption={t('standingOrders.runs.caption')}
        columns={columns(standingOrderId === undefined)}
        {...pagedTable(answer, query, setQuery)}
        getRowId={(run) => `${run.standingOrderId}:${run.date}`}
        paginationLabel={t('standingOrders.runs.pages')}
        empty={
          <EmptyState
            compact
            headingLevel="h3"
            title={t(query.failed ? 'standingOrders.runs.emptyFailed' : 'standingOrders.runs.empty')}
          />
        }
      />
    </>
  );
}

/**
 * "Riwayat pembuatan" (issue 39): each delivery day that came due, of one standing order or of all, with the order
 * made or, in red and in words, why it could not be made (it is tried again at every run until the day has passed).
 */
export function RunsDialog({
  open,
  onClose,
  standingOrder,
}: {
  open: boolean;
  onClose: () => void;
  /** One standing order's days (its id and customer's name), or every standing order's (`null`). */
  standingOrder: { id: number; name: string } | null;
}) {
  return (
    <Dialog open={open} onOpenChange={({ open: next }) => !next && onClose()} size="lg">
      <Dialog.Header closeLabel={tCommon('common.close')} description={t('standingOrders.runs.description')}>
        {standingOrder
          ? t('standingOrders.runs.titleOf', { name: standingOrder.name })
          : t('standingOrders.runs.title')}
      </Dialog.Header>
      <Dialog.Body>
        {/* Another standing order starts at its first page, without the filter. */}
        {open ? <RunsTable key={standingOrder?.id ?? 'all'} standingOrderId={standingOrder?.id} /> : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          {tCommon('common.close')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
