import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@pawon/api-client';
import { Button, DataTable, Dialog, EmptyState, type ColumnDef } from '@pawon/ui';
import { formatDateShort, formatDateTime, formatQuantity } from '../../lib/format';
import { pagedTable } from '../../lib/pagedTable';
import { t as tCommon } from '../../lib/messages';
import { t } from './messages';
import { stockLedger } from './queries';
import { signed } from './stock';
import * as S from './stock.styles';
import { useClient } from '../../lib/query/queryClient';

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
    header: t('stockProduct.ledger.at'),
    meta: { nowrap: true },
    // The batch's date beside it is short: one month format per row.
    cell: ({ row }) => formatDateTime(row.original.at, { month: 'short' }),
  },
  {
    id: 'batch',
    header: t('stockProduct.ledger.batch'),
    meta: { nowrap: true },
    cell: ({ row }) => formatDateShort(row.original.batchDate),
  },
  {
    id: 'bucket',
    header: t('stockProduct.ledger.bucket'),
    cell: ({ row }) => t(`stockProduct.bucket.${row.original.bucket}`),
  },
  {
    id: 'qty',
    header: t('stockProduct.ledger.qty'),
    meta: { align: 'end', nowrap: true },
    cell: ({ row }) => (
      <S.Change data-sign={row.original.qty > 0 ? 'in' : row.original.qty < 0 ? 'out' : undefined}>
        {signed(row.original.qty, (n) => formatQuantity(n, unit))}
      </S.Change>
    ),
  },
  {
    id: 'reason',
    header: t('stockProduct.ledger.reason'),
    cell: ({ row }) => t(`stockProduct.reasonsLedger.${row.original.reason}`),
  },
  { id: 'note', header: t('stockProduct.ledger.note'), cell: ({ row }) => row.original.note ?? '–' },
  {
    id: 'user',
    header: t('stockProduct.ledger.user'),
    cell: ({ row }) => row.original.createdBy?.name ?? '–',
  },
];

/** Every change of a product's (or a batch's) stock, newest first, paged by the server. */
export function LedgerDialog({ target, onClose }: { target: LedgerTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={({ open }) => !open && onClose()}
      size="lg"
      data-testid="stock-ledger"
    >
      <Dialog.Header closeLabel={tCommon('common.close')}>
        {target ? t('stockProduct.ledgerTitle', { name: target.title }) : ''}
      </Dialog.Header>
      <Dialog.Body>
        {/* Another product or batch starts at its first page. */}
        {target && <LedgerTable key={`${target.productId}:${target.batchId}`} target={target} />}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          {tCommon('common.close')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

/** The ledger's pages: queries of the app's cache (`stockLedger`), stale after any stock write. */
function LedgerTable({ target }: { target: LedgerTarget }) {
  const filter = target.batchId ? { batchId: target.batchId } : { productId: target.productId };
  const [query, setQuery] = useState({ page: 1, perPage: 10, ...filter });
  const answer = useQuery({ ...stockLedger(query), placeholderData: keepPreviousData }, useClient());
  return (
    <DataTable<Entry>
      caption={t('stockProduct.ledgerCaption')}
      columns={columnsFor(target.unit)}
      {...pagedTable(answer, query, setQuery)}
      getRowId={(e) => String(e.id)}
      paginationLabel={t('stockProduct.ledgerPages')}
      empty={<EmptyState compact headingLevel="h3" title={t('stockProduct.ledgerEmpty')} />}
    />
  );
}
