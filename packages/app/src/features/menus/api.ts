import type { Schemas } from '@pawon/api-client';
import type { SelectOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { createLookupFamily } from '../../lib/lookups';

export type Menu = Schemas['Menu'];
export type MenuLevel = Schemas['MenuLevel'];

/** The menu form's values (numbers as typed). */
export type MenuFormValues = {
  name: string;
  nameEn: string;
  level: MenuLevel;
  parentId: string;
  url: string;
  icon: string;
  sortOrder: string;
};

export const menuApi = {
  async parents(level: MenuLevel): Promise<SelectOption[]> {
    if (level === 'header') return [];
    const { datas } = await unwrap(
      api.POST('/api/menu-management/getParent/{category}', { params: { path: { category: level } } }),
    );
    return datas.map((menu) => ({
      value: String(menu.id),
      label: menu.parentName ? `${menu.parentName} › ${menu.name}` : menu.name,
    }));
  },
};

/** The menus that may be the parent of a menu of a level: cached per level, stale after any menu write. */
export const parentLookup = createLookupFamily('menu', 'parents', menuApi.parents);

/** The menus under one (children, grandchildren), in list order. */
export function descendantsOf(menu: { id: number }, all: readonly Menu[]): Menu[] {
  const found: Menu[] = [];
  const ids = new Set([menu.id]);
  for (const candidate of all) {
    if (candidate.parentId !== null && ids.has(candidate.parentId)) {
      ids.add(candidate.id);
      found.push(candidate);
    }
  }
  return found;
}
