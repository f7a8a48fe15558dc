import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, EmptyState, IconButton, StatusBadge, type ColumnDef } from '@pawon/ui';
import { formatNumber, formatQuantity, formatRupiah } from '../../lib/format';
import { answerState } from '../../lib/pagedTable';
import { t as tCommon } from '../../lib/messages';
import { SearchBox } from '../../lib/resource/SearchBox';
import { ExpiryDate } from './ExpiryDate';
import { t } from './messages';
import { availableStock } from './queries';
import type { ProductStock } from './stock';
import * as S from './stock.styles';
import { useClient } from '../../lib/query/queryClient';

/** The table's columns, their headers read in the current language (a switch of language renders it anew). */
const columnsOf = (): ColumnDef<ProductStock, unknown>[] => [
  // The name takes the room the figures leave (cut, whole in its tooltip): at 1366 px the nearest expiry and its
  // badge stayed hidden under the actions column of a table scrolled sideways.
  {
    id: 'product',
    header: t('stockProduct.labels.product'),
    accessorFn: (p) => `${p.code} – ${p.name}`,
    meta: { grow: true },
  },
  {
    id: 'fresh',
    header: t('stockProduct.labels.fresh'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.fresh, row.original.unit),
  },
  {
    id: 'frozen',
    header: t('stockProduct.labels.frozen'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.frozen, row.original.unit),
  },
  {
    id: 'total',
    header: t('stockProduct.labels.total'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) =>
      row.original.total > 0 ? (
        formatQuantity(row.original.total, row.original.unit)
      ) : (
        <StatusBadge tone="warning">{t('stockProduct.out')}</StatusBadge>
      ),
  },
  {
    id: 'value',
    header: t('stockProduct.value'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatRupiah(Math.round(row.original.total * row.original.price)),
  },
  {
    id: 'batches',
    header: t('stockProduct.batches'),
    meta: { align: 'end' },
    cell: ({ row }) => formatNumber(row.original.batches),
  },
  {
    id: 'nextExpiry',
    header: t('stockProduct.nextExpiry'),
    meta: { nowrap: true },
    cell: ({ row }) => <ExpiryDate date={row.original.nextExpiry} />,
  },
];

interface ProductStockTableProps {
  /** Why stock cannot be adjusted (the right it needs), if it cannot: the button stays, disabled. */
  adjustReason?: string | undefined;
  onLedger: (product: ProductStock) => void;
  onAdjust: (product: ProductStock) => void;
}

/**
 * Per product, what can be sold today from the fresh and frozen stock: a page of the active products by name,
 * searched on the server (at 10,000 products the screen read the first 1,000 at once). A query of the app's cache
 * (`availableStock`): a stock write makes it stale and it loads again.
 */
export function ProductStockTable({ adjustReason, onLedger, onAdjust }: ProductStockTableProps) {
  const [query, setQuery] = useState({ page: 1, perPage: 25, search: '' });
  const answer = useQuery({ ...availableStock(query), placeholderData: keepPreviousData }, useClient());
  const [columns] = useState(columnsOf);
  const state = {
    rows: answer.data?.rows ?? [],
    total: answer.data?.total ?? 0,
    value: answer.data?.value,
  };

  return (
    <>
      <S.Note>
        {t('stockProduct.productIntro')}{' '}
        {state.value !== undefined && state.total > 0
          ? `${t('stockProduct.value')}: ${formatRupiah(state.value)}.`
          : null}
      </S.Note>
      <DataTable<ProductStock>
        caption={t('stockProduct.productCaption')}
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
            label={tCommon('common.search')}
            placeholder={t('stockProduct.searchPlaceholder')}
            value={query.search}
            onSearch={(search) => setQuery((q) => ({ ...q, page: 1, search: search.trim() }))}
          />
        }
        {...answerState(answer)}
        empty={
          <EmptyState
            compact
            headingLevel="h2"
            title={
              query.search
                ? tCommon('common.emptySearch', { q: query.search })
                : t('stockProduct.productEmpty')
            }
          />
        }
        rowActions={(p) => (
          <S.RowActions>
            <IconButton
              icon="bx-history"
              label={t('stockProduct.history', { name: p.name })}
              onClick={() => onLedger(p)}
            />
            <IconButton
              icon="bx-slider-alt"
              label={`${t('stockProduct.adjust')} ${p.name}`}
              disabledReason={adjustReason}
              onClick={() => onAdjust(p)}
            />
          </S.RowActions>
        )}
      />
    </>
  );
}
