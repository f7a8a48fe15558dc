/** The rights one menu grants (an authorization group's, an integration token's scope). */
export interface MenuGrant {
  view: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

export type Right = keyof MenuGrant;
export const RIGHTS: readonly Right[] = ['view', 'create', 'update', 'delete'];

interface TreeMenu {
  id: number;
  parentId: number | null;
}

const none: MenuGrant = { view: false, create: false, update: false, delete: false };

/**
 * Ticks or clears one right of one menu, keeping the tree consistent with what the server shows: a menu is only
 * visible when its ancestors are, so viewing a menu (or any other right on it) also views its ancestors, and
 * hiding a menu clears it and everything below it.
 */
export function setGrant(
  menus: readonly TreeMenu[],
  grants: Readonly<Record<string, MenuGrant>>,
  menuId: number,
  right: Right,
  checked: boolean,
): Record<string, MenuGrant> {
  const next: Record<string, MenuGrant> = { ...grants };
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const get = (id: number) => next[String(id)] ?? none;

  if (checked) {
    next[String(menuId)] = { ...get(menuId), [right]: true, view: true };
    for (let parent = byId.get(menuId)?.parentId; parent != null; parent = byId.get(parent)?.parentId) {
      next[String(parent)] = { ...get(parent), view: true };
    }
    return next;
  }
  if (right !== 'view') {
    next[String(menuId)] = { ...get(menuId), [right]: false };
    return next;
  }
  const hide = [menuId];
  while (hide.length > 0) {
    const id = hide.pop()!;
    delete next[String(id)];
    for (const menu of menus) if (menu.parentId === id) hide.push(menu.id);
  }
  return next;
}

/** Form state from a group's menus. */
export function grantsOf(menus: ReadonlyArray<{ menuId: number } & MenuGrant>): Record<string, MenuGrant> {
  return Object.fromEntries(
    menus.map((m) => [
      String(m.menuId),
      { view: m.view, create: m.create, update: m.update, delete: m.delete },
    ]),
  );
}

/** The menus granted in the form (those with the view right), as the contract's grants: a group's menus, a token's scopes. */
export function grantsFrom(values: Readonly<Record<string, MenuGrant>>) {
  return Object.entries(values)
    .filter(([, grant]) => grant.view)
    .map(([menuId, grant]) => ({
      menuId: Number(menuId),
      create: grant.create,
      update: grant.update,
      delete: grant.delete,
    }));
}
