import type { ColumnDef, Header } from '@tanstack/react-table';

/** A column definition of any value type (column value types differ per column). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
export type AnyColumnDef<TData> = ColumnDef<TData, any>;

/** Every leaf column by id (ids resolved the way TanStack Table does). */
export function leafColumnsOf<TData>(
  columns: readonly AnyColumnDef<TData>[],
): Map<string, AnyColumnDef<TData>> {
  const leaves = new Map<string, AnyColumnDef<TData>>();
  for (const column of columns) {
    if ('columns' in column && column.columns) {
      for (const [id, leaf] of leafColumnsOf(column.columns)) leaves.set(id, leaf);
      continue;
    }
    const accessorKey = 'accessorKey' in column ? String(column.accessorKey) : undefined;
    const header = typeof column.header === 'string' ? column.header : undefined;
    const id = column.id ?? accessorKey?.replace(/\./g, '_') ?? header;
    if (id !== undefined) leaves.set(id, column);
  }
  return leaves;
}

/** Card label of every leaf column by id. */
export function cardLabelsOf<TData>(columns: readonly AnyColumnDef<TData>[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const [id, column] of leafColumnsOf(columns)) {
    const header = typeof column.header === 'string' ? column.header : undefined;
    labels.set(id, column.meta?.cardLabel ?? header ?? '');
  }
  return labels;
}

/** A header's text for the card layout's "label: value" line (its `cardLabel`, else a plain-text header). */
export function headerText<TData>(header: Header<TData, unknown>): string {
  const { header: def, meta } = header.column.columnDef;
  return meta?.cardLabel ?? (typeof def === 'string' ? def : '');
}
