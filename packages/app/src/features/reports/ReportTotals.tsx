import type { ColumnDef } from '@pawon/ui';
import { t } from './messages';
import * as S from './reports.styles';

/** A report's figures as a list of label and value; `null` values show `…` while the report loads. */
export function ReportTotals({ items }: { items: ReadonlyArray<{ label: string; value: string | null }> }) {
  return (
    <S.Totals aria-busy={items.some((i) => i.value === null) || undefined}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? '…'}</dd>
        </div>
      ))}
    </S.Totals>
  );
}

/**
 * A report table's columns with a TOTAL row under the rows: the first column says TOTAL, the others show `values`
 * by column id (the server's totals, never a sum made here). `null` (no rows, or still loading): no TOTAL row.
 */
export function withTotalRow<Row>(
  columns: ColumnDef<Row, unknown>[],
  values: Record<string, string> | null,
): ColumnDef<Row, unknown>[] {
  if (!values) return columns;
  return columns.map((column, i) => ({
    ...column,
    footer: i === 0 ? t('reports.totalRow') : (values[column.id ?? ''] ?? ''),
  }));
}
