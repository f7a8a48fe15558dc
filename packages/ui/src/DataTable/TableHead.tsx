import { flexRender, type Header, type SortDirection as ColumnSort, type Table } from '@tanstack/react-table';

/** The columns' widths (`meta.width`; the checkbox column is 3rem). */
export function TableColumns<TData>({ table }: { table: Table<TData> }) {
  return (
    <colgroup>
      {table.getVisibleLeafColumns().map((column) => (
        <col
          key={column.id}
          style={{
            width: column.id === '__select' ? '3rem' : (column.columnDef.meta?.width ?? undefined),
          }}
        />
      ))}
    </colgroup>
  );
}

function ariaSort(canSort: boolean, direction: ColumnSort | false) {
  if (!canSort) return undefined;
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
}

/**
 * One column header: a sort button when the table sorts (`onSortChange`) and the column may be sorted. A plain
 * function rather than a component: the header renders again on every scroll step, one component per header
 * would add to each.
 */
function headerCell<TData>(header: Header<TData, unknown>) {
  const canSort = header.column.getCanSort() && header.column.id !== '__select';
  const direction = header.column.getIsSorted();
  const meta = header.column.columnDef.meta;
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      key={header.id}
      colSpan={header.colSpan}
      scope="col"
      data-align={meta?.align}
      data-sortable={canSort ? '' : undefined}
      data-select-cell={header.column.id === '__select' ? '' : undefined}
      data-actions-cell={header.column.id === '__actions' ? '' : undefined}
      aria-sort={ariaSort(canSort, direction)}
    >
      {canSort ? (
        <button
          type="button"
          data-sort={direction || 'none'}
          onClick={header.column.getToggleSortingHandler()}
        >
          {content}
          {/* Drawn in CSS: an icon component per header would cost more than the whole row. */}
          <span data-sort-indicator="" aria-hidden="true" />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

/** The header rows (row 1 of `aria-rowcount` when virtualised). */
export function TableHead<TData>({ table, virtual }: { table: Table<TData>; virtual: boolean }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
          {group.headers.map((header) => headerCell(header))}
        </tr>
      ))}
    </thead>
  );
}
