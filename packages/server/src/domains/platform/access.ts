import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { rows } from '../../db/query.js';
import type { Right } from '../../openapi.js';
import type { Schemas } from '../../lib/contract.js';

export interface GrantedMenu {
  id: number;
  name: string;
  nameEn: string | null;
  url: string | null;
  icon: string | null;
  level: 'header' | 'parent' | 'submenu' | 'action';
  parentId: number | null;
  sortOrder: number;
  create: boolean;
  update: boolean;
  delete: boolean;
}

export type Rights = Map<string, Record<Right, boolean>>;

/**
 * The menus a user's groups grant, kept only where every ancestor is granted too
 * (a child appears only if it and its ancestors are granted).
 */
/** The granted menus of one user as rows; `userId` is an SQL expression or value. */
export const grantedMenusSql = (userId: SQL | number) => sql`
  select m.id, m.name, m.name_en as "nameEn", m.url, m.icon, m.level, m.parent_id as "parentId", m.sort_order as "sortOrder",
         bool_or(gm.can_create) as "create", bool_or(gm.can_update) as "update", bool_or(gm.can_delete) as "delete"
  from group_users gu
  join group_menus gm on gm.group_id = gu.group_id
  join menus m on m.id = gm.menu_id
  where gu.user_id = ${userId}
  group by m.id`;

export async function grantedMenus(tx: Tx, userId: number): Promise<GrantedMenu[]> {
  return reachableMenus(await rows<GrantedMenu>(tx, grantedMenusSql(userId)));
}

/** Keeps the menus whose every ancestor is granted too, in sort order. */
export function reachableMenus(granted: GrantedMenu[]): GrantedMenu[] {
  granted.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const byId = new Map(granted.map((m) => [m.id, m]));
  const reachable = (m: GrantedMenu): boolean => {
    const seen = new Set<number>();
    let current: GrantedMenu | undefined = m;
    while (current) {
      if (seen.has(current.id)) return false;
      seen.add(current.id);
      if (current.parentId === null) return current.level === 'header';
      current = byId.get(current.parentId);
    }
    return false;
  };
  return granted.filter(reachable);
}

export function rightsOf(menus: GrantedMenu[]): Rights {
  const rights: Rights = new Map();
  for (const m of menus) {
    if (m.url) rights.set(m.url, { view: true, create: m.create, update: m.update, delete: m.delete });
  }
  return rights;
}

export function rightsList(rights: Rights): Schemas['MenuRight'][] {
  return [...rights].map(([url, r]) => ({ url, ...r }));
}

/** Any of `menus` grants `right`. */
export function allows(rights: Rights, menus: string[], right: Right): boolean {
  return menus.some((url) => rights.get(url)?.[right] === true);
}

/** Header → items (parents) → submenu, each level in sort order. */
export function menuTree(menus: GrantedMenu[]): Schemas['MenuHeader'][] {
  // Actions are rights only: the tree holds headers, parents and submenus.
  const node = (m: GrantedMenu) => ({
    id: m.id,
    name: m.name,
    nameEn: m.nameEn,
    url: m.url,
    icon: m.icon,
    level: m.level as Exclude<GrantedMenu['level'], 'action'>,
  });
  const children = (id: number) => menus.filter((m) => m.parentId === id);
  return menus
    .filter((m) => m.level === 'header' && m.parentId === null)
    .map((h) => ({
      ...node(h),
      items: children(h.id)
        .filter((p) => p.level === 'parent')
        .map((p) => ({
          ...node(p),
          submenu: children(p.id)
            .filter((s) => s.level === 'submenu')
            .map(node),
        })),
    }));
}
