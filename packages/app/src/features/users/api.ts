import type { Schemas } from '@pawon/api-client';
import type { SelectOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';
import { listRequestBody, type ListQuery, type PageResult } from '../../lib/listQuery';
import { createLookup } from '../../lib/lookups';
import { refreshStoredUser } from '../../lib/session';
import { appStore } from '../../lib/store';

export type User = Schemas['User'];
type SortBy = NonNullable<Schemas['UserListRequest']['sortBy']>;
const SORTABLE: readonly [SortBy, ...SortBy[]] = ['name', 'email', 'position', 'active', 'createdAt'];

export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  positionId: string;
  active: boolean;
  password: string;
  groupIds: string[];
}

const common = (values: UserFormValues) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim() || null,
  positionId: values.positionId ? Number(values.positionId) : null,
  active: values.active,
  groupIds: values.groupIds.map(Number),
});

export const userApi = {
  async list(query: ListQuery): Promise<PageResult<User>> {
    const active = query.filters?.['active'];
    return unwrap(
      api.POST('/api/userApp/listUser', {
        body: {
          ...listRequestBody(query, SORTABLE),
          active: typeof active === 'boolean' ? active : undefined,
        },
      }),
    );
  },
  async create(values: UserFormValues): Promise<User> {
    return (
      await unwrap(api.POST('/api/userApp/add', { body: { ...common(values), password: values.password } }))
    ).datas;
  },
  async update(record: User, values: UserFormValues): Promise<User> {
    const saved = (
      await unwrap(
        api.POST('/api/userApp/update', {
          body: { id: record.id, version: record.version, ...common(values) },
        }),
      )
    ).datas;
    // Editing one's own account here refreshes the signed-in user too.
    refreshStoredUser(appStore, saved);
    return saved;
  },
  async remove(record: User): Promise<number[]> {
    return [
      (await unwrap(api.DELETE('/api/userApp/delete/{id}', { params: { path: { id: record.id } } }))).id,
    ];
  },
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
