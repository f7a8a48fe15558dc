import { callOperation, type Schemas } from '@pawon/api-client';
import { useEffect, useState } from 'react';
import { Button, DataTable, Dialog, EmptyState, type ColumnDef } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { formatDateShort, formatDateTime, formatQuantity } from '../../lib/format';
import { messages } from '../../lib/messages';
import { m } from './messages';
import { signed } from './stock';
import * as S from './stock.styles';

type Entry = Schemas['LedgerEntry'];

/** Whose ledger to show: a product's or one batch's. */
export interface LedgerTarget {
  productId?: number;
  batchId?: number;
  title: string;
  unit: Schemas['Unit'];
}

const columnsFor = (unit: string): ColumnDef<Entry, unknown>[] => [
  {
    id: 'at',
    header: m.ledger.at,
    meta: { nowrap: true },
    // The batch's date beside it is short: one month format per row.
    cell: ({ row }) => formatDateTime(row.original.at, { month: 'short' }),
  },
  {
    id: 'batch',
    header: m.ledger.batch,
    meta: { nowrap: true },
    cell: ({ row }) => formatDateShort(row.original.batchDate),
  },
  { id: 'bucket', header: m.ledger.bucket, cell: ({ row }) => m.bucket[row.original.bucket] },
  {
    id: 'qty',
    header: m.ledger.qty,
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => (
      <S.Change data-sign={row.original.qty > 0 ? 'in' : row.original.qty < 0 ? 'out' : undefined}>
        {signed(row.original.qty, (n) => formatQuantity(n, unit))}
      </S.Change>
    ),
  },
  { id: 'reason', header: m.ledger.reason, cell: ({ row }) => m.reasonsLedger[row.original.reason] },
  { id: 'note', header: m.ledger.note, cell: ({ row }) => row.original.note ?? '–' },
  { id: 'user', header: m.ledger.user, cell: ({ row }) => row.original.createdBy?.name ?? '–' },
];

/** Every change of a product's (or a batch's) stock, newest first, paged by the server. */
export function LedgerDialog({ target, onClose }: { target: LedgerTarget | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [state, setState] = useState<{ rows: Entry[]; total: number; loading: boolean; error: unknown }>({
    rows: [],
    total: 0,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setPage(1), [target]);
  useEffect(() => {
    if (!target) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    const filter = target.batchId ? { batchId: target.batchId } : { productId: target.productId };
    callOperation(api, 'stockLedger', { body: { page, perPage, ...filter } }).then(
      (answer) => live && setState({ rows: answer.datas, total: answer.total, loading: false, error: null }),
      (error: unknown) => live && setState((s) => ({ ...s, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [target, page, perPage, attempt]);

  return (
    <Dialog
      open={target !== null}
      onOpenChange={({ open }) => !open && onClose()}
      size="lg"
      data-testid="stock-ledger"
    >
      <Dialog.Header closeLabel={messages.close}>{target ? m.ledgerTitle(target.title) : ''}</Dialog.Header>
      <Dialog.Body>
        <DataTable<Entry>
          caption={m.ledgerCaption}
          columns={columnsFor(target?.unit ?? '')}
          data={state.rows}
          getRowId={(e) => String(e.id)}
          virtualize={false}
          page={page}
          perPage={perPage}
          total={state.total}
          pageSizes={[10, 25, 50]}
          paginationLabel="Navigasi halaman riwayat"
          onPageChange={({ page: next }) => setPage(next)}
          onPerPageChange={({ perPage: next }) => {
            setPerPage(next);
            setPage(1);
          }}
          loading={state.loading}
          error={state.error ? errorMessage(state.error) : undefined}
          onRetry={() => setAttempt((n) => n + 1)}
          empty={<EmptyState compact headingLevel="h3" title={m.ledgerEmpty} />}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          {messages.close}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
