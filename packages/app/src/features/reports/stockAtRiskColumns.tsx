import type { ReactNode } from 'react';
import { StatusBadge, type ColumnDef } from '@pawon/ui';
import type { Schemas } from '@pawon/api-client';
import { formatDateShort, formatNumber, formatQuantity, formatRupiah } from '../../lib/format';
import { t } from './messages';
import * as S from './reports.styles';

export type StockAtRiskRow = Schemas['StockAtRiskRow'];
export type StockAtRiskSort = NonNullable<Schemas['StockAtRiskRequest']['sortBy']>;
export type StockAtRiskKind = NonNullable<Schemas['StockAtRiskRequest']['kind']>;

/** The columns the server sorts by (the table shows one page of the rows). */
export const STOCK_AT_RISK_SORTS: readonly StockAtRiskSort[] = ['valueAtRisk', 'expiryDate', 'name'];
export const STOCK_AT_RISK_KINDS: readonly StockAtRiskKind[] = ['product', 'material'];

/** A row's id: a batch and a lot may share a number. */
export const riskRowKey = (row: StockAtRiskRow) => `${row.kind}:${row.id}`;

/** A batch is known by its number; a lot by its supplier's code, else its number. */
export const batchLabel = (row: StockAtRiskRow) =>
  row.kind === 'product'
    ? t('reports.riskBatch', { id: row.id })
    : (row.batchCode ?? t('reports.riskLot', { id: row.id }));

/** Days left, or a badge in the theme's danger tone for stock expired by the end of the day. */
function DaysLeft({ row }: { row: StockAtRiskRow }) {
  if (!row.expired) return <>{t('reports.riskDays', { days: row.daysLeft })}</>;
  return (
    <S.Label>
      <StatusBadge tone="error">{t('reports.riskExpired')}</StatusBadge>
      {row.daysLeft < 0 ? <S.CellNote>{t('reports.riskDaysAgo', { days: -row.daysLeft })}</S.CellNote> : null}
    </S.Label>
  );
}

const figure = (
  id: string,
  header: string,
  cell: (r: StockAtRiskRow) => ReactNode,
  sortable = false,
): ColumnDef<StockAtRiskRow, unknown> => ({
  id,
  // The sortable columns have an accessor (the table reports a click on their header; the server sorts).
  ...(sortable ? { accessorFn: (r: StockAtRiskRow) => r[id as keyof StockAtRiskRow] } : {}),
  enableSorting: sortable,
  header,
  cell: ({ row }) => cell(row.original),
  meta: { align: 'end', nowrap: true },
});

/**
 * The report's columns: kind, name, batch or lot, expiry, days left (expired: a badge), quantity, daily use (with its
 * days of cover under it), quantity at risk and value at risk. Name, expiry and value at risk sort on the server.
 */
export function stockAtRiskColumns(): ColumnDef<StockAtRiskRow, unknown>[] {
  return [
    {
      id: 'kind',
      header: t('reports.riskKind'),
      enableSorting: false,
      cell: ({ row }) => t(`reports.riskRowKinds.${row.original.kind}`),
      meta: { nowrap: true },
    },
    {
      id: 'name',
      accessorFn: (r) => r.name,
      header: t('reports.name'),
      meta: { grow: true },
    },
    {
      id: 'batch',
      header: t('reports.riskBatchOrLot'),
      enableSorting: false,
      cell: ({ row }) => batchLabel(row.original),
      meta: { nowrap: true },
    },
    figure('expiryDate', t('reports.riskExpiry'), (r) => formatDateShort(r.expiryDate), true),
    figure('daysLeft', t('reports.riskDaysLeft'), (r) => <DaysLeft row={r} />),
    figure('qty', t('reports.qty'), (r) => formatQuantity(r.qty, r.unit)),
    figure('dailyUse', t('reports.riskDailyUse'), (r) => (
      <>
        {formatQuantity(r.dailyUse, r.unit)}
        <S.CellNote>
          {r.daysOfCover === null
            ? t('reports.riskNoUse')
            : t('reports.riskCover', { days: formatNumber(r.daysOfCover, { maximumFractionDigits: 1 }) })}
        </S.CellNote>
      </>
    )),
    figure('qtyAtRisk', t('reports.riskQty'), (r) => formatQuantity(r.qtyAtRisk, r.unit)),
    figure('valueAtRisk', t('reports.riskValue'), (r) => formatRupiah(r.valueAtRisk), true),
  ];
}
