import type { ColumnDef } from '@pawon/ui';
import { formatNumber } from '../../lib/format';
import type { Position } from './api';
import { positionMessages as m } from './messages';

export const positionColumns: ColumnDef<Position, unknown>[] = [
  {
    id: 'code',
    accessorKey: 'code',
    header: m.columns.code,
    enableSorting: true,
    meta: { width: '8rem', nowrap: true },
  },
  { id: 'name', accessorKey: 'name', header: m.columns.name, enableSorting: true },
  {
    id: 'description',
    accessorKey: 'description',
    header: m.columns.description,
    enableSorting: false,
    cell: ({ row }) => row.original.description ?? '–',
  },
  {
    id: 'userCount',
    accessorKey: 'userCount',
    header: m.columns.userCount,
    enableSorting: true,
    meta: { align: 'end', width: '7rem' },
    cell: ({ row }) => formatNumber(row.original.userCount),
  },
];
