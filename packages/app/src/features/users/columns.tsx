import type { ColumnDef } from '@pawon/ui';
import { StatusBadge } from '@pawon/ui';
import type { User } from './api';
import { userMessages as m } from './messages';

export const userColumns: ColumnDef<User, unknown>[] = [
  { id: 'name', accessorKey: 'name', header: m.columns.name, enableSorting: true },
  { id: 'email', accessorKey: 'email', header: m.columns.email, enableSorting: true },
  {
    id: 'phone',
    accessorKey: 'phone',
    header: m.columns.phone,
    enableSorting: false,
    meta: { nowrap: true },
    cell: ({ row }) => row.original.phone ?? '–',
  },
  {
    id: 'position',
    header: m.columns.position,
    enableSorting: true,
    accessorFn: (user) => user.position?.name ?? '',
    meta: { truncate: true },
    cell: ({ row }) => row.original.position?.name ?? m.noPosition,
  },
  {
    id: 'groups',
    header: m.columns.groups,
    enableSorting: false,
    accessorFn: (user) => user.groups.map((g) => g.name).join(', '),
    meta: { truncate: true },
    cell: ({ row }) => row.original.groups.map((g) => g.name).join(', ') || '–',
  },
  {
    id: 'active',
    accessorKey: 'active',
    header: m.columns.active,
    enableSorting: true,
    meta: { width: '7rem' },
    cell: ({ row }) =>
      row.original.active ? (
        <StatusBadge tone="success" dot>
          {m.active}
        </StatusBadge>
      ) : (
        <StatusBadge tone="neutral" dot>
          {m.inactive}
        </StatusBadge>
      ),
  },
];
