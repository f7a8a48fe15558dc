import { callOperation } from '@pawon/api-client';
import { useEffect, useMemo, useState } from 'react';
import { DataTable, EmptyState, IconButton, StatusBadge, type ColumnDef } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { formatNumber, formatQuantity, formatRupiah } from '../../lib/format';
import { ExpiryDate } from './ExpiryDate';
import { m } from './messages';
import { mergeAvailable, type ProductStock } from './stock';
import * as S from './stock.styles';

const columns: ColumnDef<ProductStock, unknown>[] = [
  // The name takes the room the figures leave (cut, whole in its tooltip): at 1366 px the nearest expiry and its
  // badge stayed hidden under the actions column of a table scrolled sideways.
  {
    id: 'product',
    header: m.labels.product,
    accessorFn: (p) => `${p.code} – ${p.name}`,
    meta: { grow: true },
  },
  {
    id: 'fresh',
    header: m.labels.fresh,
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.fresh, row.original.unit),
  },
  {
    id: 'frozen',
    header: m.labels.frozen,
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.frozen, row.original.unit),
  },
  {
    id: 'total',
    header: m.labels.total,
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) =>
      row.original.total > 0 ? (
        formatQuantity(row.original.total, row.original.unit)
      ) : (
        <StatusBadge tone="warning">Habis</StatusBadge>
      ),
  },
  {
    id: 'value',
    header: m.value,
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatRupiah(Math.round(row.original.total * row.original.price)),
  },
  {
    id: 'batches',
    header: m.batches,
    meta: { align: 'end' },
    cell: ({ row }) => formatNumber(row.original.batches),
  },
  {
    id: 'nextExpiry',
    header: m.nextExpiry,
    meta: { nowrap: true },
    cell: ({ row }) => <ExpiryDate date={row.original.nextExpiry} />,
  },
];

interface ProductStockTableProps {
  /** Changes after each write: the table asks again. */
  revision: number;
  /** Why stock cannot be adjusted (the right it needs), if it cannot: the button stays, disabled. */
  adjustReason?: string | undefined;
  onLedger: (product: ProductStock) => void;
  onAdjust: (product: ProductStock) => void;
}

/** Per product, what can be sold today from the fresh and frozen stock (two answers of `stock/available`). */
export function ProductStockTable({ revision, adjustReason, onLedger, onAdjust }: ProductStockTableProps) {
  const [state, setState] = useState<{ rows: ProductStock[]; loading: boolean; error: unknown }>({
    rows: [],
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    Promise.all([
      callOperation(api, 'stockAvailable', { path: { category: 'Fresh' }, body: {} }),
      callOperation(api, 'stockAvailable', { path: { category: 'Frozen' }, body: {} }),
    ]).then(
      ([fresh, frozen]) =>
        live && setState({ rows: mergeAvailable(fresh.datas, frozen.datas), loading: false, error: null }),
      (error: unknown) => live && setState((s) => ({ ...s, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [revision, attempt]);
  const total = useMemo(
    () => state.rows.reduce((sum, p) => sum + Math.round(p.total * p.price), 0),
    [state.rows],
  );

  return (
    <>
      <S.Note>
        {m.productIntro} {state.rows.length > 0 ? `${m.value}: ${formatRupiah(total)}.` : null}
      </S.Note>
      <DataTable<ProductStock>
        caption={m.productCaption}
        columns={columns}
        data={state.rows}
        getRowId={(p) => String(p.id)}
        virtualize={false}
        loading={state.loading}
        error={state.error ? errorMessage(state.error) : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
        empty={<EmptyState compact headingLevel="h2" title={m.productEmpty} />}
        rowActions={(p) => (
          <S.RowActions>
            <IconButton icon="bx-history" label={m.history(p.name)} onClick={() => onLedger(p)} />
            <IconButton
              icon="bx-slider-alt"
              label={`${m.adjust} ${p.name}`}
              disabledReason={adjustReason}
              onClick={() => onAdjust(p)}
            />
          </S.RowActions>
        )}
      />
    </>
  );
}
