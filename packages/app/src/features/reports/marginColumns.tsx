import { StatusBadge, formatMonth, type ColumnDef } from '@pawon/ui';
import type { OkOf, Schemas } from '@pawon/api-client';
import { formatDateShort, formatNumber, formatPercent, formatQuantity, formatRupiah } from '../../lib/format';
import { t } from './messages';
import * as S from './reports.styles';

export type MarginBy = Schemas['MarginQuery']['by'];
export type MarginGrain = 'day' | 'month';
/** A row of the table: the server's, or the packs' line under the product rows. */
export type MarginLine = Schemas['MarginRow'] & { packs?: true };

/**
 * margin ÷ revenue × 100 to 1 decimal, only over a positive revenue (null otherwise): the server's rule for every
 * other row (decision 037), where returns that outweigh the sales leave a negative revenue.
 */
const marginPctOf = (margin: number, revenue: number) =>
  revenue > 0 ? Math.round((margin / revenue) * 1000) / 10 : null;

/**
 * The packs sold in the period: in the totals but in no product row (a pack is not a product), so the product rows
 * and this line add up to the TOTAL under them.
 */
export function packsLine(totals: OkOf<'reportGetMargin'>['totals']): MarginLine {
  const margin = totals.packaging - totals.packCost;
  return {
    key: 'packs',
    label: t('reports.packs'),
    revenue: totals.packaging,
    cost: totals.packCost,
    margin,
    marginPct: marginPctOf(margin, totals.packaging),
    belowCost: margin < 0,
    packs: true,
  };
}

/** A margin % with one decimal (over 100 or below −100 as it comes), `–` without a positive revenue. */
export const formatMarginPct = (value: number | null) =>
  formatPercent(value, { maximumFractionDigits: 1, fallback: '–' });

/** A period row's day (`Senin, 3 Nov 2026`) or month (`November 2026`), from its first day. */
export function periodLabel(key: string, grain: MarginGrain): string {
  if (grain === 'day') return formatDateShort(key, { weekday: true });
  return formatMonth(key);
}

const figure = (
  id: 'revenue' | 'cost' | 'margin' | 'marginPct',
  header: string,
  format: (row: MarginLine) => string,
): ColumnDef<MarginLine, unknown> => ({
  id,
  // An accessor makes the header sortable (by the server: the table only reports the click).
  accessorKey: id,
  header,
  // A loss shows in the danger colour; the badge beside the row's name says it in words.
  cell: ({ row }) =>
    id === 'margin' || id === 'marginPct' ? (
      <S.Figure data-below={row.original.belowCost || undefined}>{format(row.original)}</S.Figure>
    ) : (
      format(row.original)
    ),
  meta: { align: 'end', nowrap: true },
});

/**
 * The margin report's columns per product, customer or period: the row's name (flagged when sold below cost), its
 * quantity (products) or orders (customers, periods), then revenue, cost, margin and margin %, the four the server
 * sorts by (their ids are its `sortBy` values).
 */
export function marginColumns(by: MarginBy, grain: MarginGrain): ColumnDef<MarginLine, unknown>[] {
  const header = {
    product: t('reports.product'),
    customer: t('reports.customer'),
    period: t('reports.period'),
  }[by];
  const name: ColumnDef<MarginLine, unknown> = {
    id: 'label',
    header,
    enableSorting: false,
    cell: ({ row }) => {
      const r = row.original;
      const text = by === 'period' && !r.packs ? periodLabel(r.key, grain) : r.label;
      if (!r.belowCost) return text;
      return (
        <S.Label>
          {text} <StatusBadge tone="error">{t('reports.belowCost')}</StatusBadge>
        </S.Label>
      );
    },
  };
  const count: ColumnDef<MarginLine, unknown> =
    by === 'product'
      ? {
          id: 'qty',
          header: t('reports.qty'),
          enableSorting: false,
          cell: ({ row }) => formatQuantity(row.original.qty, row.original.unit),
          meta: { align: 'end', nowrap: true },
        }
      : {
          id: 'orders',
          header: t('reports.orders'),
          enableSorting: false,
          cell: ({ row }) => formatNumber(row.original.orders),
          meta: { align: 'end' },
        };
  return [
    name,
    count,
    figure('revenue', t('reports.revenue'), (r) => formatRupiah(r.revenue)),
    figure('cost', t('reports.cost'), (r) => formatRupiah(r.cost)),
    figure('margin', t('reports.margin'), (r) => formatRupiah(r.margin)),
    figure('marginPct', t('reports.marginPct'), (r) => formatMarginPct(r.marginPct)),
  ];
}
