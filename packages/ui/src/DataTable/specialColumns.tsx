import type { ColumnDef, Row, Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

function SelectAllCheckbox<TData>({ table }: { table: Table<TData> }) {
  // Not TanStack's page selection: with virtualisation the table model holds only the rows on screen.
  const selection = table.options.meta?.pageSelection;
  const all = selection?.all ?? false;
  const some = selection?.some ?? false;
  return (
    <input
      type="checkbox"
      aria-label="Pilih semua baris di halaman ini"
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
  return (
    <input
      type="checkbox"
      aria-label={`Pilih baris ${position}`}
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

/** The "Aksi" column holding each row's buttons. */
export function actionsColumn<TData>(render: (row: TData) => ReactNode): ColumnDef<TData, unknown> {
  return {
    id: '__actions',
    header: 'Aksi',
    cell: ({ row }) => <div>{render(row.original)}</div>,
    enableSorting: false,
    meta: { align: 'end', cardLabel: '' },
  };
}
