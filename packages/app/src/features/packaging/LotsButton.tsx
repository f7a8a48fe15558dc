import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation, type Schemas } from '@pawon/api-client';
import { useMemo, useState } from 'react';
import { Button, DataTable, Dialog, EmptyState, IconButton, StatusBadge, type ColumnDef } from '@pawon/ui';
import { api } from '../../lib/client';
import { answerState } from '../../lib/pagedTable';
import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { createLookupFamily } from '../../lib/lookups';
import { t } from '../../lib/messages';
import idTexts from '../../i18n/catalogues/id/packaging.json';
import { catalogueArea } from '../../i18n/area';
import { useClient } from '../../lib/query/queryClient';

const tr = catalogueArea(idTexts);

type Lot = Schemas['Lot'];

/** The lots' columns, in the language shown. */
const columnsOf = (): ColumnDef<Lot, unknown>[] => [
  {
    id: 'date',
    header: tr('packaging.lots.columns.date'),
    meta: { nowrap: true },
    cell: ({ row }) => formatDateShort(row.original.date),
  },
  {
    id: 'vendor',
    header: tr('packaging.lots.columns.vendor'),
    cell: ({ row }) => row.original.vendor?.name ?? '–',
  },
  {
    id: 'qty',
    header: tr('packaging.lots.columns.qty'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.qty, row.original.material.unit),
  },
  {
    id: 'used',
    header: tr('packaging.lots.columns.used'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.used, row.original.material.unit),
  },
  {
    id: 'remaining',
    header: tr('packaging.lots.columns.remaining'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatQuantity(row.original.remaining, row.original.material.unit),
  },
  {
    id: 'value',
    header: tr('packaging.lots.columns.value'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => formatRupiah(row.original.value, { fallback: '–' }),
  },
  {
    id: 'expiryDate',
    header: tr('packaging.lots.columns.expiryDate'),
    meta: { nowrap: true },
    cell: ({ row }) => {
      const lot = row.original;
      if (!lot.expiryDate) return '–';
      return (
        <>
          {formatDateShort(lot.expiryDate)}{' '}
          {lot.expired ? (
            <StatusBadge tone="error">{tr('packaging.lots.expired')}</StatusBadge>
          ) : lot.expiresSoon ? (
            <StatusBadge tone="warning">{tr('packaging.lots.soon')}</StatusBadge>
          ) : null}
        </>
      );
    },
  },
];

/** A page of a pack type's lots that still hold stock, first to be used on top; stale after any packaging write. */
const packLots = createLookupFamily('bahanKemasan', 'lots', (query: { materialId: number; page: number }) =>
  callOperation(api, 'bahanKemasanGetStock', { body: { ...query, perPage: 10, sortBy: 'expiryDate' } }),
);

/** Row action: the lots of one pack type that still hold stock (first to be used on top), with their expiry. */
export function LotsButton({ pack }: { pack: Schemas['Material'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon="bx-layer"
        label={tr('packaging.lots.button', { name: pack.name })}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onOpenChange={({ open: next }) => setOpen(next)} size="lg">
        <Dialog.Header closeLabel={t('common.close')}>
          {tr('packaging.lots.button', { name: pack.name })}
        </Dialog.Header>
        <Dialog.Body>{open && <PackLots pack={pack} />}</Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" type="button" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>
        </Dialog.Footer>
      </Dialog>
    </>
  );
}

function PackLots({ pack }: { pack: Schemas['Material'] }) {
  const [query, setQuery] = useState({ materialId: pack.id, page: 1 });
  const answer = useQuery({ ...packLots(query), placeholderData: keepPreviousData }, useClient());
  const columns = useMemo(columnsOf, []);
  return (
    <DataTable<Lot>
      caption={tr('packaging.lots.caption', { name: pack.name })}
      columns={columns}
      data={answer.data?.datas ?? []}
      getRowId={(lot) => String(lot.id)}
      virtualize={false}
      page={query.page}
      perPage={10}
      total={answer.data?.total ?? 0}
      pageSizes={[10]}
      paginationLabel={tr('packaging.lots.pages')}
      onPageChange={({ page }) => setQuery((q) => ({ ...q, page }))}
      {...answerState(answer)}
      empty={
        <EmptyState
          compact
          headingLevel="h3"
          title={tr('packaging.lots.empty')}
          text={tr('packaging.lots.emptyText')}
        />
      }
    />
  );
}
