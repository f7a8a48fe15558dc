import { flexRender, type Row } from '@tanstack/react-table';
import { memo, type MouseEvent } from 'react';

export interface DataRowProps<TData> {
  row: Row<TData>;
  /** Position in the whole page (virtualised rows only). */
  index: number | undefined;
  selected: boolean;
  /** Card labels by column id. */
  labels: ReadonlyMap<string, string>;
  /** Identity of the column definitions; a new value re-renders every row. */
  columns: unknown;
  measure: ((element: HTMLTableRowElement | null) => void) | undefined;
  onRowClick: ((change: { row: TData }) => void) | undefined;
}

function DataRowView<TData>({ row, index, selected, labels, measure, onRowClick }: DataRowProps<TData>) {
  const handleClick = onRowClick
    ? (event: MouseEvent<HTMLTableRowElement>) => {
        if ((event.target as HTMLElement).closest('button, a, input, select, textarea, label')) return;
        onRowClick({ row: row.original });
      }
    : undefined;
  return (
    <tr
      data-row=""
      data-index={index}
      ref={measure}
      data-selected={selected || undefined}
      data-clickable={onRowClick ? '' : undefined}
      aria-rowindex={index === undefined ? undefined : index + 2}
      onClick={handleClick}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <td
            key={cell.id}
            data-align={meta?.align}
            data-nowrap={meta?.nowrap ? '' : undefined}
            data-hide-in-card={meta?.hideInCard ? '' : undefined}
            data-label={labels.get(cell.column.id) ?? ''}
            data-select-cell={cell.column.id === '__select' ? '' : undefined}
            data-actions-cell={cell.column.id === '__actions' ? '' : undefined}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One body row. Memoised on the row's data rather than TanStack's row object (which is rebuilt whenever the
 * virtual window moves), so scrolling renders only the rows that come into view.
 */
export const DataRow = memo(
  DataRowView,
  (before, after) =>
    before.row.original === after.row.original &&
    before.row.id === after.row.id &&
    before.index === after.index &&
    before.selected === after.selected &&
    before.labels === after.labels &&
    before.columns === after.columns &&
    before.measure === after.measure &&
    before.onRowClick === after.onRowClick,
) as <TData>(props: DataRowProps<TData>) => ReturnType<typeof DataRowView>;
