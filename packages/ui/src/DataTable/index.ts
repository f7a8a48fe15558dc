export { DataTable } from './DataTable';
export type { DataTableProps, SortDirection } from './DataTable';
export type { ColumnDef } from '@tanstack/react-table';
