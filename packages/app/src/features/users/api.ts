import type { Schemas } from '@pawon/api-client';
import type { SelectOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { createLookup } from '../../lib/lookups';

export type User = Schemas['User'];

/** The user form's values (the kit's form: ids of the pickers as text). */
export type UserFormValues = {
  name: string;
  email: string;
  phone: string;
  positionId: string;
  active: boolean;
  password: string;
  groupIds: string[];
};

export const userApi = {
  async resetPassword(id: number, newPassword: string): Promise<void> {
    await unwrap(api.POST('/api/userApp/newPass/', { body: { id, newPassword } }));
  },
  async positionOptions(): Promise<SelectOption[]> {
    const { datas } = await unwrap(api.POST('/api/userApp/getPositions'));
    return datas.map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` }));
  },
  async groupOptions(): Promise<SelectOption[]> {
    const { datas } = await unwrap(
      api.POST('/api/authorization-group/list', { body: { perPage: 'all', sortBy: 'name' } }),
    );
    return datas.map((g) => ({ value: String(g.id), label: g.name }));
  },
};

/** Positions for the user form: cached, stale after any position is saved or deleted. */
export const positionLookup = createLookup('position', 'options', userApi.positionOptions);
/** Groups for the user form: cached, stale after any group is saved or deleted. */
export const groupLookup = createLookup('group', 'options', userApi.groupOptions);
