import type { ColumnDef, Row, Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { tableDefaults } from '../UiLabels/defaults/table';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

function SelectAllCheckbox<TData>({ table }: { table: Table<TData> }) {
  // Not TanStack's page selection: with virtualisation the table model holds only the rows on screen.
  const selection = table.options.meta?.pageSelection;
  const labels = useUiLabelGroup('table', tableDefaults);
  const all = selection?.all ?? false;
  const some = selection?.some ?? false;
  return (
    <input
      type="checkbox"
      name="selectAll"
      aria-label={labels.selectAll}
      checked={all}
      ref={(element) => {
        if (element) element.indeterminate = some && !all;
      }}
      disabled={(table.options.meta?.rows?.length ?? 0) === 0}
      onChange={() => selection?.toggle()}
    />
  );
}

function RowCheckbox<TData>({ row, table }: { row: Row<TData>; table: Table<TData> }) {
  const position = (table.options.meta?.rowOffset ?? 0) + row.index + 1;
  const labels = useUiLabelGroup('table', tableDefaults);
  return (
    <input
      type="checkbox"
      name="selectedIds"
      value={row.id}
      aria-label={labels.selectRow(position)}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
    />
  );
}

/** The checkbox column of a selectable DataTable. */
export function selectionColumn<TData>(): ColumnDef<TData, unknown> {
  return {
    id: '__select',
    header: ({ table }) => <SelectAllCheckbox table={table} />,
    cell: ({ row, table }) => <RowCheckbox row={row} table={table} />,
    enableSorting: false,
    meta: { width: '3rem', cardLabel: '' },
  };
}

/**
 * One component for every row's buttons, reading the current renderer from the table: a new `rowActions`
 * function (each render of the screen) then updates the buttons instead of replacing them, so a button keeps
 * its focus and a dialog it opened can give focus back to it.
 */
function ActionsCell<TData>({ row, table }: { row: Row<TData>; table: Table<TData> }): ReactNode {
  return <div>{table.options.meta?.rowActions?.(row.original)}</div>;
}

function ActionsHeader() {
  return useUiLabelGroup('table', tableDefaults).actions;
}

function DetailsHeader() {
  return <span data-hidden="">{useUiLabelGroup('table', tableDefaults).details}</span>;
}

/** The "Aksi" column holding each row's buttons (from the table's `meta.rowActions`). */
export function actionsColumn<TData>(): ColumnDef<TData, unknown> {
  return {
    id: '__actions',
    header: () => <ActionsHeader />,
    cell: ActionsCell,
    enableSorting: false,
    meta: { align: 'end', cardLabel: '' },
  };
}

/** The id of a row's detail row (its open/close button controls it). */
export const detailId = (rowId: string) => `pawon-detail-${rowId.replace(/[^\w-]/g, '_')}`;

function ExpandButton<TData>({ row, table }: { row: Row<TData>; table: Table<TData> }): ReactNode {
  const expansion = table.options.meta?.expansion;
  if (!expansion?.canExpand(row.original)) return null;
  const open = expansion.isOpen(row.id);
  const position = (table.options.meta?.rowOffset ?? 0) + row.index + 1;
  return (
    <button
      type="button"
      data-expand=""
      aria-expanded={open}
      aria-controls={open ? detailId(row.id) : undefined}
      aria-label={expansion.label(row.original, position)}
      onClick={() => expansion.toggle(row.id)}
    >
      <span data-expand-indicator="" aria-hidden="true" />
    </button>
  );
}

/** The first column of an expandable table: each row's button that opens its detail row. */
export function expandColumn<TData>(): ColumnDef<TData, unknown> {
  return {
    id: '__expand',
    header: () => <DetailsHeader />,
    cell: ExpandButton,
    enableSorting: false,
    meta: { width: '3rem', cardLabel: '' },
  };
}
