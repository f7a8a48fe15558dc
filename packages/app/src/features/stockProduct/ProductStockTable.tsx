import { callOperation } from '@pawon/api-client';
import { useEffect, useState } from 'react';
import { DataTable, EmptyState, IconButton, StatusBadge, type ColumnDef } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { formatNumber, formatQuantity, formatRupiah } from '../../lib/format';
import { messages } from '../../lib/messages';
import { SearchBox } from '../../lib/resource/SearchBox';
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

/**
 * Per product, what can be sold today from the fresh and frozen stock (two answers of `stock/available`): a page of
 * the active products by name, searched on the server (at 10,000 products the screen read the first 1,000 at once).
 */
export function ProductStockTable({ revision, adjustReason, onLedger, onAdjust }: ProductStockTableProps) {
  const [state, setState] = useState<{
    rows: ProductStock[];
    total: number;
    value: number | undefined;
    loading: boolean;
    error: unknown;
  }>({ rows: [], total: 0, value: undefined, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState({ page: 1, perPage: 25, search: '' });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    const body = { page: query.page, perPage: query.perPage, ...(query.search ? { search: query.search } : {}) };
    Promise.all([
      callOperation(api, 'stockAvailable', { path: { category: 'Fresh' }, body }),
      callOperation(api, 'stockAvailable', { path: { category: 'Frozen' }, body }),
    ]).then(
      ([fresh, frozen]) =>
        live &&
        setState({
          rows: mergeAvailable(fresh.datas, frozen.datas),
          total: fresh.total,
          // Every matching product's worth, from the server (left out for those without Stok Produk's money).
          value:
            fresh.value !== undefined && frozen.value !== undefined ? fresh.value + frozen.value : undefined,
          loading: false,
          error: null,
        }),
      (error: unknown) => live && setState((s) => ({ ...s, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [revision, attempt, query]);

  return (
    <>
      <S.Note>
        {m.productIntro} {state.value !== undefined && state.total > 0 ? `${m.value}: ${formatRupiah(state.value)}.` : null}
      </S.Note>
      <DataTable<ProductStock>
        caption={m.productCaption}
        columns={columns}
        data={state.rows}
        getRowId={(p) => String(p.id)}
        virtualize={false}
        page={query.page}
        perPage={query.perPage}
        total={state.total}
        onPageChange={({ page }) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={({ perPage }) => setQuery((q) => ({ ...q, page: 1, perPage }))}
        toolbar={
          <SearchBox
            id="product-stock-search"
            name="product-stock-search"
            label={messages.search}
            placeholder={m.searchPlaceholder}
            value={query.search}
            onSearch={(search) => setQuery((q) => ({ ...q, page: 1, search: search.trim() }))}
          />
        }
        loading={state.loading}
        error={state.error ? errorMessage(state.error) : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
        empty={
          <EmptyState
            compact
            headingLevel="h2"
            title={query.search ? messages.emptySearch(query.search) : m.productEmpty}
          />
        }
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
