import { callOperation, type OkOf, type Schemas } from '@pawon/api-client';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Card,
  Combobox,
  DataTable,
  EmptyState,
  ErrorState,
  IconButton,
  Skeleton,
  StatusBadge,
  type ColumnDef,
  type ComboboxOption,
} from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { formatDateShort, formatNumber, formatQuantity } from '../../lib/format';
import { useClient } from '../../lib/query/queryClient';
import { traces } from '../../lib/references';
import { BlockBadge } from '../../lib/recall/BlockBadge';
import { HalalOverrideBadge, halalOverrideNote } from '../../lib/recall/HalalOverrideBadge';
import { RecallButton, RecallHost } from '../../lib/recall/RecallButton';
import { traceTarget, type TraceKind } from './data';
import { ReportHeader } from './ReportHeader';
import { ReportTotals } from './ReportTotals';
import { t } from './messages';
import * as S from './reports.styles';

type Trace = OkOf<'reportTrace'>;
type Lot = Schemas['TraceLot'];

const lotName = (l: Lot) => `${l.material.name} · ${l.batchCode ?? t('reports.traceNoCode')}`;
const dash = (value: string | null | undefined) => value || '–';

/** The columns the four tables share. */
const dateColumn = <T extends { date: string }>(): ColumnDef<T, unknown> => ({
  id: 'date',
  header: t('reports.date'),
  cell: ({ row }) => formatDateShort(row.original.date),
  meta: { nowrap: true },
});
const productColumn = <T extends { product: { code: string; name: string } }>(): ColumnDef<T, unknown> => ({
  id: 'product',
  header: t('reports.product'),
  cell: ({ row }) => `${row.original.product.code} – ${row.original.product.name}`,
});
const expiryColumn = <T extends { expiryDate?: string | null }>(): ColumnDef<T, unknown> => ({
  id: 'expiry',
  header: t('reports.traceExpiry'),
  cell: ({ row }) => (row.original.expiryDate ? formatDateShort(row.original.expiryDate) : '–'),
  meta: { nowrap: true },
});

/** Where the trace can start: the server's candidates for what was typed, newest first, each kind apart. */
async function findStarts(query: string): Promise<ComboboxOption[]> {
  const answer = await callOperation(api, 'reportTraceSearch', {
    body: { search: query.trim() || undefined, limit: 8 },
  });
  return answer.datas.map((c) => ({
    value: `${c.kind}:${c.id}`,
    label: `${t(`reports.traceKinds.${c.kind}`)}: ${c.label}`,
    // One date format in the option: a batch's expiry is formatted like its date.
    description: `${formatDateShort(c.date)} · ${c.detail}${c.expiryDate ? ` ${formatDateShort(c.expiryDate)}` : ''}`,
  }));
}

/** What the trace started from, in words (`lot Tepung · LOT-1`), from the trace itself. */
function startName(kind: TraceKind, id: number, trace: Trace): string {
  if (kind === 'lot') {
    const lot = trace.lots.find((l) => l.id === id);
    return `${t('reports.traceKinds.lot').toLowerCase()} ${lot ? lotName(lot) : `#${id}`}`;
  }
  if (kind === 'batch') {
    const batch = trace.batches.find((b) => b.id === id);
    return `${t('reports.traceKinds.batch').toLowerCase()} #${id}${batch ? ` ${batch.product.name}` : ''}`;
  }
  const order = trace.orders.find((o) => o.id === id);
  return `${t('reports.traceKinds.order').toLowerCase()} ${order ? `${order.number} (${order.customer.name})` : `#${id}`}`;
}

function TraceTables({
  trace,
  from,
  kind,
  go,
}: {
  trace: Trace;
  from: string;
  /** What the trace starts from: names the lots' share column. */
  kind: TraceKind;
  go: (kind: TraceKind, id: number) => void;
}) {
  const lotCodes = new Map(trace.lots.map((l) => [l.id, l.batchCode ?? `#${l.id}`]));
  const codes = (ids: readonly number[]) =>
    ids.length ? ids.map((id) => lotCodes.get(id) ?? `#${id}`).join(', ') : '–';
  const again = (kind: TraceKind, id: number, what: string) => (
    <IconButton
      icon="bx-git-branch"
      variant="text"
      label={t('reports.traceAgain', { what })}
      onClick={() => go(kind, id)}
    />
  );
  const lotColumns: ColumnDef<Lot, unknown>[] = [
    dateColumn(),
    {
      id: 'material',
      header: t('reports.material'),
      // A recalled or QC-held lot says so (decision 055).
      cell: ({ row }) => (
        <S.TraceMarked>
          <span>{`${row.original.material.name} (${t(`reports.kinds.${row.original.kind}`).toLowerCase()})`}</span>
          <BlockBadge stock={row.original} />
        </S.TraceMarked>
      ),
    },
    {
      id: 'code',
      header: t('reports.traceCode'),
      cell: ({ row }) => row.original.batchCode ?? t('reports.traceNoCode'),
      meta: { nowrap: true },
    },
    { id: 'vendor', header: t('reports.vendor'), cell: ({ row }) => dash(row.original.vendor?.name) },
    {
      id: 'used',
      header: t(`reports.traceUsed.${kind}`),
      cell: ({ row }) => formatQuantity(row.original.used, row.original.material.unit),
      meta: { align: 'end', nowrap: true },
    },
    {
      id: 'qty',
      header: t('reports.traceLotSize'),
      cell: ({ row }) => formatQuantity(row.original.qty, row.original.material.unit),
      meta: { align: 'end', nowrap: true },
    },
    expiryColumn(),
  ];
  const runColumns: ColumnDef<Schemas['TraceRun'], unknown>[] = [
    dateColumn(),
    {
      ...productColumn<Schemas['TraceRun']>(),
      // A run recorded with the halal override says so (decision 057).
      cell: ({ row }) => (
        <S.TraceMarked>
          <span>{`${row.original.product.code} – ${row.original.product.name}`}</span>
          <HalalOverrideBadge marked={row.original.halalOverride} />
        </S.TraceMarked>
      ),
    },
    {
      id: 'qty',
      header: t('reports.qty'),
      cell: ({ row }) => formatQuantity(row.original.qty, row.original.product.unit),
      meta: { align: 'end', nowrap: true },
    },
    { id: 'lots', header: t('reports.traceLotsUsed'), cell: ({ row }) => codes(row.original.lotIds) },
  ];
  const batchColumns: ColumnDef<Schemas['TraceBatch'], unknown>[] = [
    {
      id: 'batch',
      header: t('reports.traceBatch'),
      cell: ({ row }) => (
        <S.TraceMarked>
          <span>{`#${row.original.id}`}</span>
          <BlockBadge stock={row.original} />
          <HalalOverrideBadge marked={row.original.halalOverride} />
        </S.TraceMarked>
      ),
    },
    dateColumn(),
    productColumn(),
    {
      id: 'run',
      header: t('reports.traceRun'),
      cell: ({ row }) =>
        row.original.productionRunId === null
          ? t('reports.traceNotProduced')
          : `#${row.original.productionRunId}`,
    },
    {
      ...expiryColumn<Schemas['TraceBatch']>(),
      // The lot whose expiry the batch's is (issue 39), under the date: the cell wraps, the date does not.
      meta: {},
      cell: ({ row }) => {
        const { expiryDate, expiryCap } = row.original;
        if (!expiryDate) return '–';
        if (!expiryCap) return formatDateShort(expiryDate);
        return (
          <S.TraceExpiry>
            <span>{formatDateShort(expiryDate)}</span>
            <S.TraceExpiryCap>
              {t('reports.traceExpiryCapped', {
                lot: expiryCap.batchCode
                  ? `${expiryCap.material.name} ${expiryCap.batchCode}`
                  : expiryCap.material.name,
                date: formatDateShort(expiryCap.expiryDate),
              })}
            </S.TraceExpiryCap>
          </S.TraceExpiry>
        );
      },
    },
  ];
  const orderColumns: ColumnDef<Schemas['TraceOrder'], unknown>[] = [
    {
      id: 'number',
      header: t('reports.traceNumber'),
      cell: ({ row }) => row.original.number,
      meta: { nowrap: true },
    },
    dateColumn(),
    { id: 'customer', header: t('reports.customer'), cell: ({ row }) => row.original.customer.name },
    {
      id: 'phone',
      header: t('reports.tracePhone'),
      cell: ({ row }) => dash(row.original.customer.phone),
      meta: { nowrap: true },
    },
    {
      id: 'address',
      header: t('reports.traceAddress'),
      cell: ({ row }) => dash(row.original.customer.address),
    },
    {
      id: 'delivery',
      header: t('reports.traceDelivery'),
      cell: ({ row }) => (
        <StatusBadge tone={row.original.delivery === 'delivered' ? 'success' : 'warning'}>
          {t(`reports.deliveries.${row.original.delivery}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'taken',
      header: t('reports.traceTaken'),
      // From the traced batches a quantity; an order that took only packaging from the traced lots names them.
      cell: ({ row }) =>
        row.original.qty
          ? t('reports.traceTakenFromBatch', { qty: formatNumber(row.original.qty) })
          : t('reports.traceTakenFromLots', { codes: codes(row.original.lotIds) }),
      meta: { align: 'end', nowrap: true },
    },
  ];
  return (
    <>
      <TraceSection
        title={t('reports.traceLots')}
        from={from}
        columns={lotColumns}
        rows={trace.lots}
        icon="bx-cube"
        action={(r) => (
          <S.RowActions>
            {again('lot', r.id, `lot ${lotName(r)}`)}
            <RecallButton target={{ kind: 'lot', id: r.id, name: `lot ${lotName(r)}` }} stock={r} />
          </S.RowActions>
        )}
      />
      <TraceSection
        title={t('reports.traceRuns')}
        note={trace.runs.some((r) => r.halalOverride) ? halalOverrideNote() : undefined}
        from={from}
        columns={runColumns}
        rows={trace.runs}
        icon="bx-cog"
      />
      <TraceSection
        title={t('reports.traceBatches')}
        note={trace.batches.some((b) => b.halalOverride) ? halalOverrideNote() : undefined}
        from={from}
        columns={batchColumns}
        rows={trace.batches}
        icon="bx-package"
        action={(r) => (
          <S.RowActions>
            {again('batch', r.id, `batch #${r.id}`)}
            <RecallButton
              target={{ kind: 'batch', id: r.id, name: `batch #${r.id} ${r.product.name}` }}
              stock={r}
            />
          </S.RowActions>
        )}
      />
      <TraceSection
        title={t('reports.traceOrders')}
        from={from}
        columns={orderColumns}
        rows={trace.orders}
        icon="bx-cart"
        action={(r) => again('order', r.id, `${t('reports.traceKinds.order').toLowerCase()} ${r.number}`)}
      />
    </>
  );
}

/** One step of the trace as a titled table, each row with a button to trace from it; a note under the title. */
function TraceSection<Row extends { id: number }>({
  title,
  note,
  from,
  columns,
  rows,
  icon,
  action,
}: {
  title: string;
  /** What a mark in the rows means (the halal override), when a row has it. @default none */
  note?: string | undefined;
  from: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  icon: 'bx-cube' | 'bx-cog' | 'bx-package' | 'bx-cart';
  action?: (row: Row) => ReactNode;
}) {
  return (
    <Card title={title} subtitle={note}>
      <DataTable<Row>
        caption={t('reports.caption', { title, period: from })}
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.id)}
        rowActions={action}
        empty={<EmptyState icon={icon} title={t('reports.traceNone')} headingLevel="h3" />}
      />
    </Card>
  );
}

/**
 * Recall trace: from a material lot to the runs that used it, the batches they made, the orders that took those
 * and their customers; from an order or a batch back to the lots. The start is in the URL (`?lot=12`), each row
 * can become the next start, and the whole trace exports as XLSX or CSV.
 */
export default function TraceScreen() {
  const [params, setParams] = useSearchParams();
  const start = traceTarget(params);
  const trace = useQuery({ ...traces(start?.body ?? {}), enabled: start !== null }, useClient());
  const go = (kind: TraceKind, id: number) => setParams({ [kind]: String(id) });
  const customers = trace.data ? new Set(trace.data.orders.map((o) => o.customer.id)).size : 0;
  const from = start && trace.data ? startName(start.kind, start.id, trace.data) : '';
  return (
    <S.Stack>
      <ReportHeader
        title={t('reports.traceTitle')}
        text={t('reports.traceText')}
        exportOperation="reportTraceExport"
        body={start?.body ?? {}}
        fileName="telusur-lot"
        disabled={!trace.data}
      />
      <Card data-print="hide">
        <Combobox
          id="trace-start"
          label={t('reports.traceFind')}
          hint={t('reports.traceFindHint')}
          placeholder={t('reports.traceFindPlaceholder')}
          loadOptions={findStarts}
          value={null}
          onValueChange={({ value }) => {
            if (!value) return;
            const [kind, id] = value.value.split(':') as [TraceKind, string];
            go(kind, Number(id));
          }}
        />
      </Card>
      {!start ? (
        <Card>
          <EmptyState
            icon="bx-git-branch"
            title={t('reports.traceChoose')}
            text={t('reports.traceChooseText')}
            headingLevel="h2"
          />
        </Card>
      ) : trace.isLoadingError ? (
        <Card>
          <ErrorState
            text={errorMessage(trace.error)}
            onRetry={() => void trace.refetch()}
            headingLevel="h2"
          />
        </Card>
      ) : !trace.data ? (
        <Card aria-busy="true">
          <Skeleton variant="text" lines={6} />
        </Card>
      ) : (
        <>
          <Card title={t('reports.traceFrom', { what: from })} subtitle={t('reports.traceSummary')}>
            <ReportTotals
              items={[
                { label: t('reports.traceLots'), value: formatNumber(trace.data.lots.length) },
                { label: t('reports.traceRuns'), value: formatNumber(trace.data.runs.length) },
                { label: t('reports.traceBatches'), value: formatNumber(trace.data.batches.length) },
                { label: t('reports.orders'), value: formatNumber(trace.data.orders.length) },
                { label: t('reports.traceCustomers'), value: formatNumber(customers) },
              ]}
            />
          </Card>
          <TraceTables trace={trace.data} from={from} kind={start.kind} go={go} />
          {/* After a recall the trace is read again: its badges show what is now recalled. */}
          <RecallHost onRecalled={() => void trace.refetch()} />
        </>
      )}
    </S.Stack>
  );
}
