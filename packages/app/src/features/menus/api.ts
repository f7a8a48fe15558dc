import type { Schemas } from '@pawon/api-client';
import type { SelectOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import type { ListQuery, PageResult } from '../../lib/listQuery';
import { createLookupFamily } from '../../lib/lookups';

export type Menu = Schemas['Menu'];
export type MenuLevel = Schemas['MenuLevel'];

export interface MenuFormValues {
  name: string;
  level: MenuLevel;
  parentId: string;
  url: string;
  icon: string;
  sortOrder: string;
}

const bodyOf = (values: MenuFormValues) => ({
  name: values.name.trim(),
  level: values.level,
  parentId: values.level === 'header' || !values.parentId ? null : Number(values.parentId),
  url: values.url.trim() || null,
  icon: values.icon || null,
  sortOrder: Number(values.sortOrder) || 0,
});

export const menuApi = {
  /** The whole tree, flat in tree order (small: fetched whole, not paged). */
  async list(query: ListQuery): Promise<PageResult<Menu>> {
    const { datas, total } = await unwrap(
      api.POST('/api/menu-management/menuList', { body: query.search ? { search: query.search } : {} }),
    );
    return { datas, total, page: 1, perPage: Math.max(total, 1) };
  },
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
  async create(values: MenuFormValues): Promise<Menu> {
    return (await unwrap(api.POST('/api/menu-management/add', { body: bodyOf(values) }))).datas;
  },
  async update(record: Menu, values: MenuFormValues): Promise<Menu> {
    return (
      await unwrap(
        api.POST('/api/menu-management/update', {
          body: { id: record.id, version: record.version, ...bodyOf(values) },
        }),
      )
    ).datas;
  },
  /** Deletes a menu and its children; answers every id that went. */
  async remove(record: Menu): Promise<number[]> {
    const result = await unwrap(api.POST('/api/menu-management/delete', { body: { id: record.id } }));
    return result.ids.length > 0 ? result.ids : [result.id];
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
