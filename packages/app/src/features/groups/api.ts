import type { Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { createLookup } from '../../lib/lookups';
import type { MenuGrant } from '../../lib/menuRights/grants';

export type Group = Schemas['Group'];
export type Menu = Schemas['Menu'];
export type UserRef = Schemas['UserRef'];

export type { MenuGrant } from '../../lib/menuRights/grants';

/** The group form's values (ids as text: form state keys). */
export type GroupFormValues = {
  name: string;
  description: string;
  /** Grants by menu id (as text: form state keys). */
  menus: Record<string, MenuGrant>;
  userIds: string[];
};

export const groupApi = {
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
