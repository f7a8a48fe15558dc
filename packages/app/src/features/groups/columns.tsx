import type { ColumnDef } from '@pawon/ui';
import { formatNumber } from '../../lib/format';
import type { Group } from './api';
import { groupMessages as m } from './messages';

export const groupColumns: ColumnDef<Group, unknown>[] = [
  { id: 'name', accessorKey: 'name', header: m.columns.name, enableSorting: true },
  {
    id: 'description',
    accessorKey: 'description',
    header: m.columns.description,
    enableSorting: false,
    meta: { truncate: true },
    cell: ({ row }) => row.original.description ?? '–',
  },
  {
    id: 'menus',
    header: m.columns.menus,
    enableSorting: false,
    accessorFn: (group) => group.menus.length,
    meta: { align: 'end', width: '7rem', nowrap: true },
    cell: ({ row }) => m.menuCount(row.original.menus.length),
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
