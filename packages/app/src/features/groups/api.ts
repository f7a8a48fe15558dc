import type { Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { listRequestBody, type ListQuery, type PageResult } from '../../lib/listQuery';
import { createLookup } from '../../lib/lookups';

export type Group = Schemas['Group'];
export type Menu = Schemas['Menu'];
export type UserRef = Schemas['UserRef'];
type SortBy = NonNullable<Schemas['GroupListRequest']['sortBy']>;
const SORTABLE: readonly [SortBy, ...SortBy[]] = ['name', 'userCount', 'updatedAt'];

export interface MenuGrant {
  view: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

export interface GroupFormValues {
  name: string;
  description: string;
  /** Grants by menu id (as text: form state keys). */
  menus: Record<string, MenuGrant>;
  userIds: string[];
}

const bodyOf = (values: GroupFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  menus: Object.entries(values.menus)
    .filter(([, grant]) => grant.view)
    .map(([menuId, grant]) => ({
      menuId: Number(menuId),
      create: grant.create,
      update: grant.update,
      delete: grant.delete,
    })),
  userIds: values.userIds.map(Number),
});

export const groupApi = {
  async list(query: ListQuery): Promise<PageResult<Group>> {
    return unwrap(
      api.POST('/api/authorization-group/list', {
        body: listRequestBody(query, SORTABLE),
      }),
    );
  },
  async create(values: GroupFormValues): Promise<Group> {
    return (await unwrap(api.POST('/api/authorization-group/add', { body: bodyOf(values) }))).datas;
  },
  async update(record: Group, values: GroupFormValues): Promise<Group> {
    return (
      await unwrap(
        api.POST('/api/authorization-group/update', {
          body: { id: record.id, version: record.version, ...bodyOf(values) },
        }),
      )
    ).datas;
  },
  async remove(record: Group): Promise<number[]> {
    return [(await unwrap(api.POST('/api/authorization-group/delete', { body: { id: record.id } }))).id];
  },
  /** Every menu, flat, in tree order. */
  async menus(): Promise<Menu[]> {
    return (await unwrap(api.POST('/api/menu-management/menuList', { body: {} }))).datas;
  },
  /** Every user, for the member picker. */
  async users(): Promise<UserRef[]> {
    const { datas } = await unwrap(
      api.POST('/api/userApp/listUser', { body: { perPage: 'all', sortBy: 'name' } }),
    );
    return datas.map((u) => ({ id: u.id, name: u.name, email: u.email }));
  },
};

/** Every menu for the rights table: cached, stale after any menu is saved or deleted. */
export const menuLookup = createLookup('menu', 'all', groupApi.menus);
/** Every user for the member picker: cached, stale after any user is saved or deleted. */
export const userLookup = createLookup('user', 'refs', groupApi.users);
