import type { ColumnDef, Row, Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

function SelectAllCheckbox<TData>({ table }: { table: Table<TData> }) {
  const all = table.getIsAllPageRowsSelected();
  const some = table.getIsSomePageRowsSelected();
  return (
    <input
      type="checkbox"
      aria-label="Pilih semua baris di halaman ini"
      checked={all}
      ref={(element) => {
        if (element) element.indeterminate = some && !all;
      }}
      disabled={table.getRowModel().rows.length === 0}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
}

function RowCheckbox<TData>({ row }: { row: Row<TData> }) {
  return (
    <input
      type="checkbox"
      aria-label={`Pilih baris ${row.index + 1}`}
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
    cell: ({ row }) => <RowCheckbox row={row} />,
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
