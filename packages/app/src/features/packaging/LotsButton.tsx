import { callOperation, type Schemas } from '@pawon/api-client';
import { useEffect, useState } from 'react';
import { Button, DataTable, Dialog, EmptyState, IconButton, StatusBadge, type ColumnDef } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { messages } from '../../lib/messages';

type Lot = Schemas['Lot'];

const columns: ColumnDef<Lot, unknown>[] = [
  {
    id: 'date',
    header: 'Tanggal masuk',
    meta: { nowrap: true },
    cell: ({ row }) => formatDateShort(row.original.date),
  },
  { id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendor?.name ?? '–' },
  {
    id: 'qty',
    header: 'Masuk',
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.qty, row.original.material.unit),
  },
  {
    id: 'used',
    header: 'Keluar',
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.used, row.original.material.unit),
  },
  {
    id: 'remaining',
    header: 'Sisa',
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.remaining, row.original.material.unit),
  },
  {
    id: 'value',
    header: 'Nilai',
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatRupiah(row.original.value, { fallback: '–' }),
  },
  {
    id: 'expiryDate',
    header: 'Kedaluwarsa',
    meta: { nowrap: true },
    cell: ({ row }) => {
      const lot = row.original;
      if (!lot.expiryDate) return '–';
      return (
        <>
          {formatDateShort(lot.expiryDate)}{' '}
          {lot.expired ? (
            <StatusBadge tone="error">Kedaluwarsa</StatusBadge>
          ) : lot.expiresSoon ? (
            <StatusBadge tone="warning">≤ 7 hari</StatusBadge>
          ) : null}
        </>
      );
    },
  },
];

/** Row action: the lots of one pack type that still hold stock (first to be used on top), with their expiry. */
export function LotsButton({ pack }: { pack: Schemas['Material'] }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ rows: Lot[]; total: number; loading: boolean; error: unknown }>({
    rows: [],
    total: 0,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    callOperation(api, 'bahanKemasanGetStock', {
      body: { materialId: pack.id, page, perPage: 10, sortBy: 'expiryDate' },
    }).then(
      (answer) => live && setState({ rows: answer.datas, total: answer.total, loading: false, error: null }),
      (error: unknown) => live && setState((s) => ({ ...s, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [open, page, pack.id, attempt]);

  return (
    <>
      <IconButton icon="bx-layer" label={`Lot ${pack.name}`} onClick={() => setOpen(true)} />
      <Dialog open={open} onOpenChange={({ open: next }) => setOpen(next)} size="lg">
        <Dialog.Header closeLabel={messages.close}>{`Lot ${pack.name}`}</Dialog.Header>
        <Dialog.Body>
          <DataTable<Lot>
            caption={`Lot ${pack.name} yang masih berisi`}
            columns={columns}
            data={state.rows}
            getRowId={(lot) => String(lot.id)}
            virtualize={false}
            page={page}
            perPage={10}
            total={state.total}
            pageSizes={[10]}
            paginationLabel="Navigasi halaman lot"
            onPageChange={({ page: next }) => setPage(next)}
            loading={state.loading}
            error={state.error ? errorMessage(state.error) : undefined}
            onRetry={() => setAttempt((n) => n + 1)}
            empty={
              <EmptyState
                compact
                headingLevel="h3"
                title="Tidak ada lot yang berisi"
                text="Stok bertambah lewat Restock Bahan Kemasan."
              />
            }
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" type="button" onClick={() => setOpen(false)}>
            {messages.close}
          </Button>
        </Dialog.Footer>
      </Dialog>
    </>
  );
}
