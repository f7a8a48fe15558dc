import { useMemo } from 'react';
import { Checkbox, DataTable, Icon, type ColumnDef } from '@pawon/ui';
import { menuName } from '../menus';
import { RIGHTS, setGrant, type MenuGrant, type Right } from './grants';
import { t } from './messages';
import * as S from './menuRights.styles';

/** A menu as a row of the rights table: the authorization groups' menu list, or a user's own menus. */
export interface RightsMenu {
  id: number;
  name: string;
  nameEn?: string | null | undefined;
  url: string | null;
  icon: string | null;
  level: 'header' | 'parent' | 'submenu' | 'action';
  parentId: number | null;
  /** Depth in the tree (the indent). @default 0 */
  depth?: number | undefined;
}

/**
 * Which rights a menu can be given: headers and groups without a url only have "view" (being shown); create,
 * update and delete need a screen. An action menu (Batalkan Pengiriman) is a right of its own: being granted is all
 * it has.
 */
export const grantable = (menu: RightsMenu, right: Right): boolean =>
  right === 'view' || (Boolean(menu.url) && menu.level !== 'action');

export interface MenuRightsTableProps {
  /** The menus, flat in tree order; null while they load. */
  menus: RightsMenu[] | null;
  /** The grants by menu id (as text). */
  grants: Record<string, MenuGrant>;
  onChange: (grants: Record<string, MenuGrant>) => void;
  /** The table's accessible name. */
  caption: string;
  /** Whether a menu's right can be ticked here (no checkbox otherwise). @default `grantable` */
  allows?: (menu: RightsMenu, right: Right) => boolean;
  /** Rows in view before the table scrolls. @default '22rem' */
  maxHeight?: string;
  /** Prefix of the checkboxes' test ids. @default 'grant' */
  testIdPrefix?: string;
}

/**
 * The menu × right checklist (an authorization group's menus, an integration token's scopes): the menu tree with a
 * checkbox per right, kept consistent with the tree (`setGrant`: a right on a menu shows its ancestors).
 */
export function MenuRightsTable({
  menus,
  grants,
  onChange,
  caption,
  allows = grantable,
  maxHeight = '22rem',
  testIdPrefix = 'grant',
}: MenuRightsTableProps) {
  const columns = useMemo<ColumnDef<RightsMenu, unknown>[]>(
    () => [
      {
        id: 'menu',
        header: t('menuRights.rights.menu'),
        accessorKey: 'name',
        cell: ({ row }) => (
          <S.MenuName data-depth={row.original.depth ?? 0} data-level={row.original.level}>
            {row.original.icon ? <Icon name={row.original.icon} /> : null}
            <span>{menuName({ name: row.original.name, nameEn: row.original.nameEn ?? undefined })}</span>
            <S.Level>{t(`menuRights.level.${row.original.level}`)}</S.Level>
          </S.MenuName>
        ),
      },
      ...RIGHTS.map<ColumnDef<RightsMenu, unknown>>((right) => ({
        id: right,
        header: t(`menuRights.rights.${right}`),
        meta: { align: 'center', width: '5rem', cardLabel: t(`menuRights.rights.${right}`) },
        cell: ({ row }) => {
          const menu = row.original;
          if (!allows(menu, right)) return null;
          const grant = grants[String(menu.id)];
          return (
            <Checkbox
              name={`menus[${menu.id}][${right}]`}
              aria-label={t('menuRights.rightLabel', {
                right: t(`menuRights.rights.${right}`),
                menu: menuName({ name: menu.name, nameEn: menu.nameEn ?? undefined }),
              })}
              checked={Boolean(grant?.[right])}
              onCheckedChange={({ checked }) =>
                onChange(setGrant(menus ?? [], grants, menu.id, right, checked))
              }
              data-testid={`${testIdPrefix}-${menu.id}-${right}`}
            />
          );
        },
      })),
    ],
    [allows, grants, menus, onChange, testIdPrefix],
  );
  return (
    <S.RightsTable>
      <DataTable<RightsMenu>
        caption={caption}
        columns={columns}
        data={menus ?? []}
        loading={menus === null}
        getRowId={(menu) => String(menu.id)}
        virtualize={false}
        maxHeight={maxHeight}
      />
    </S.RightsTable>
  );
}
