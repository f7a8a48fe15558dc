import { flexRender, type Row } from '@tanstack/react-table';
import { memo, type MouseEvent } from 'react';

export interface DataRowProps<TData> {
  /** TanStack's default cell renderer (the value as text): columns that keep it are plain text. */
  defaultCell: unknown;
  /** The buttons' renderer: a new one renders the row again (the actions may have changed). */
  rowActions: unknown;
  row: Row<TData>;
  /** Position in the whole page (virtualised rows only). */
  index: number | undefined;
  selected: boolean;
  /** Its detail row is open (an expandable table). */
  expanded?: boolean;
  /** Card labels by column id. */
  labels: ReadonlyMap<string, string>;
  /** Each cell's area in a compact card, by column id (a table with `cardTemplate`). */
  places: ReadonlyMap<string, { area: string; end: boolean }> | undefined;
  /** Identity of the column definitions; a new value re-renders every row. */
  columns: unknown;
  measure: ((element: HTMLTableRowElement | null) => void) | undefined;
  onRowClick: ((change: { row: TData }) => void) | undefined;
}

/** Text longer than this gets its full value as a tooltip (`title`): it may be cut with an ellipsis. */
const TITLE_FROM = 24;

/** Gives a cell's text its full value as a title once it is long enough to be cut. */
function titleFromText(element: HTMLElement | null) {
  if (!element) return;
  const text = element.textContent ?? '';
  if (text.length >= TITLE_FROM) element.title = text;
  else element.removeAttribute('title');
}

/**
 * A column of plain text: long unbroken values (an email, a code) end in an ellipsis at the column's limit
 * instead of widening the table until the actions leave the screen; the full value stays in the title. On by
 * default for columns that show their value as it is; `meta.truncate` turns it on for a custom text cell.
 */
function isTextColumn(def: { cell?: unknown; meta?: { truncate?: boolean } }, defaultCell: unknown): boolean {
  return def.meta?.truncate ?? def.cell === defaultCell;
}

function DataRowView<TData>({
  row,
  index,
  selected,
  expanded,
  labels,
  places,
  measure,
  onRowClick,
  defaultCell,
}: DataRowProps<TData>) {
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
      data-expanded={expanded || undefined}
      data-clickable={onRowClick ? '' : undefined}
      aria-rowindex={index === undefined ? undefined : index + 2}
      onClick={handleClick}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        const text = isTextColumn(cell.column.columnDef, defaultCell);
        const place = places?.get(cell.column.id);
        return (
          <td
            key={cell.id}
            // A static value per column (a grid area applies only to the card layout's grid).
            style={place ? { gridArea: place.area } : undefined}
            data-card-area={place?.area}
            data-card-end={place?.end ? '' : undefined}
            data-align={meta?.align}
            data-nowrap={meta?.nowrap ? '' : undefined}
            data-grow={meta?.grow ? '' : undefined}
            data-hide-in-card={meta?.hideInCard ? '' : undefined}
            data-label={labels.get(cell.column.id) ?? ''}
            data-select-cell={cell.column.id === '__select' ? '' : undefined}
            data-actions-cell={cell.column.id === '__actions' ? '' : undefined}
            data-expand-cell={cell.column.id === '__expand' ? '' : undefined}
          >
            {text ? (
              // A new callback each render: the title follows the text when the row changes.
              <span data-cell-text="" ref={(element) => titleFromText(element)}>
                {content}
              </span>
            ) : (
              content
            )}
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
    before.expanded === after.expanded &&
    before.labels === after.labels &&
    before.places === after.places &&
    before.columns === after.columns &&
    before.measure === after.measure &&
    before.onRowClick === after.onRowClick &&
    before.rowActions === after.rowActions,
) as <TData>(props: DataRowProps<TData>) => ReturnType<typeof DataRowView>;
