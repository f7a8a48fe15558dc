import type { ColumnDef } from '@pawon/ui';
import type { Schemas } from '@pawon/api-client';
import { formatQuantity, formatRupiah, formatUnitCost } from '../../lib/format';
import { t } from './messages';
import * as S from './reports.styles';

export type ValuationRow = Schemas['ValuationRow'];
export type ValuationKind = ValuationRow['kind'];
/** A kind's subtotal under the rows: the server's figure for the whole kind, never a sum made here. */
export interface SubtotalLine {
  subtotal: true;
  kind: ValuationKind;
  value: number;
}
/** A line of the table: a product or material the server answered, or a kind's subtotal under them. */
export type ValuationLine = ValuationRow | SubtotalLine;

/** The kinds in the server's order (products, raw materials, packaging). */
export const VALUATION_KINDS: readonly ValuationKind[] = ['product', 'raw', 'packaging'];
const KIND_ORDER: Record<ValuationKind, number> = { product: 0, raw: 1, packaging: 2 };

export const isSubtotal = (line: ValuationLine): line is SubtotalLine => 'subtotal' in line;

/** A line's id: a product and a material may share a number. */
export const lineKey = (line: ValuationLine) =>
  isSubtotal(line) ? `subtotal:${line.kind}` : `${line.kind}:${line.id}`;

/** What a column sorts by; `undefined`/`null` (a material's code, the unit cost of nothing) sorts last. */
const SORT_VALUE = {
  kind: (r) => KIND_ORDER[r.kind],
  code: (r) => r.code,
  name: (r) => r.name,
  fresh: (r) => r.fresh,
  frozen: (r) => r.frozen,
  qty: (r) => r.qty,
  unitCost: (r) => r.unitCost,
  value: (r) => r.value,
} satisfies Record<string, (r: ValuationRow) => string | number | null | undefined>;

export type ValuationSort = keyof typeof SORT_VALUE;
/** Every column sorts (in the browser: the answer is one page of at most 5.000 rows). */
export const VALUATION_SORTS = Object.keys(SORT_VALUE) as ValuationSort[];

const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

/** The rows in a column's order; ties keep the server's order (kind, then value, largest first). */
export function sortRows(
  rows: readonly ValuationRow[],
  by: ValuationSort,
  dir: 'asc' | 'desc',
): ValuationRow[] {
  const valueOf: (r: ValuationRow) => string | number | null | undefined = SORT_VALUE[by];
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(`${x}`, `${y}`));
  });
}

/** The rows whose name or code holds the search (any case); all of them for an empty search. */
export function matchingRows(rows: readonly ValuationRow[], search: string): readonly ValuationRow[] {
  const needle = search.trim().toLocaleLowerCase('id');
  if (!needle) return rows;
  return rows.filter(
    (r) =>
      r.name.toLocaleLowerCase('id').includes(needle) ||
      (r.code?.toLocaleLowerCase('id').includes(needle) ?? false),
  );
}

/** The subtotal lines of the kinds shown, from the server's totals. */
export const subtotalLines = (
  kinds: readonly ValuationKind[],
  totals: Record<ValuationKind, number>,
): SubtotalLine[] => kinds.map((kind) => ({ subtotal: true, kind, value: totals[kind] }));

const column = (
  id: ValuationSort,
  header: string,
  cell: (r: ValuationRow) => string,
  figure = true,
): ColumnDef<ValuationLine, unknown> => ({
  id,
  // An accessor makes the header sortable; the screen sorts the rows (the table only reports the click).
  accessorFn: (line) => (isSubtotal(line) ? null : SORT_VALUE[id](line)),
  header,
  cell: ({ row }) => (isSubtotal(row.original) ? '' : cell(row.original)),
  meta: figure ? { align: 'end', nowrap: true } : {},
});

/** A product's fresh or frozen stock; nothing for a material (it has no buckets). */
const bucket = (value: number | undefined) => (value === undefined ? '' : formatQuantity(value));

/**
 * The stock valuation's columns: kind, code (products), name, fresh and frozen (products), quantity with its unit,
 * unit cost and value. A subtotal line says its kind in the first column and its value in the last.
 */
export function valuationColumns(): ColumnDef<ValuationLine, unknown>[] {
  return [
    {
      ...column('kind', t('reports.valuationKind'), (r) => t(`reports.valuationKinds.${r.kind}`), false),
      cell: ({ row }) => {
        const line = row.original;
        return isSubtotal(line) ? (
          <S.Subtotal>{t('reports.valuationSubtotal', { kind: line.kind })}</S.Subtotal>
        ) : (
          t(`reports.valuationKinds.${line.kind}`)
        );
      },
      meta: { nowrap: true },
    },
    column('code', t('reports.code'), (r) => r.code ?? '', false),
    column('name', t('reports.name'), (r) => r.name, false),
    column('fresh', t('reports.buckets.fresh'), (r) => bucket(r.fresh)),
    column('frozen', t('reports.buckets.frozen'), (r) => bucket(r.frozen)),
    column('qty', t('reports.qty'), (r) => formatQuantity(r.qty, r.unit)),
    column('unitCost', t('reports.unitCost'), (r) => formatUnitCost(r.unitCost)),
    {
      ...column('value', t('reports.value'), (r) => formatRupiah(r.value)),
      cell: ({ row }) => {
        const line = row.original;
        return isSubtotal(line) ? (
          <S.Subtotal>{formatRupiah(line.value)}</S.Subtotal>
        ) : (
          formatRupiah(line.value)
        );
      },
    },
  ];
}
