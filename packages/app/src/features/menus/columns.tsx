import { Icon, StatusBadge, type ColumnDef } from '@pawon/ui';
import type { Menu } from './api';
import { menuMessages as m } from './messages';
import * as S from './menus.styles';

const tone = { header: 'primary', parent: 'info', submenu: 'neutral', action: 'warning' } as const;

export const menuColumns: ColumnDef<Menu, unknown>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: m.columns.name,
    enableSorting: false,
    cell: ({ row }) => (
      <S.TreeName data-depth={row.original.depth ?? 0}>
        {row.original.icon ? <Icon name={row.original.icon} /> : <S.NoIcon />}
        <span title={row.original.name.length >= 24 ? row.original.name : undefined}>
          {row.original.name}
        </span>
      </S.TreeName>
    ),
  },
  {
    id: 'parent',
    header: m.columns.parent,
    enableSorting: false,
    accessorFn: (menu) => menu.parentName ?? '–',
    meta: { nowrap: true },
  },
  {
    id: 'url',
    header: m.columns.url,
    enableSorting: false,
    accessorFn: (menu) => menu.url ?? '–',
    meta: { nowrap: true },
  },
  {
    id: 'level',
    header: m.columns.level,
    enableSorting: false,
    accessorKey: 'level',
    meta: { nowrap: true },
    cell: ({ row }) => (
      <StatusBadge tone={tone[row.original.level]}>{m.level[row.original.level]}</StatusBadge>
    ),
  },
  {
    id: 'sortOrder',
    header: m.columns.order,
    enableSorting: false,
    accessorKey: 'sortOrder',
    meta: { align: 'end', width: '6rem' },
  },
];
