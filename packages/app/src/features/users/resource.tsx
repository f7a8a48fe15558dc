import type { ResourceDescriptor } from '../../lib/resource/types';
import { userApi, type User, type UserFormValues } from './api';
import { userList } from './atoms';
import { userColumns } from './columns';
import { userMessages as m } from './messages';
import { ResetPasswordButton } from './ResetPasswordButton';

const PHONE = /^(\+?[0-9][0-9 -]{5,18})?$/;

export const userResource: ResourceDescriptor<User, UserFormValues> = {
  key: 'user',
  menuUrl: '/user-management',
  messages: m,
  list: userList,
  columns: userColumns,
  defaultSort: { sortBy: 'name', sortDir: 'asc' },
  filters: [
    {
      name: 'active',
      label: m.statusFilter,
      allLabel: m.statusAll,
      options: [
        { value: 'true', label: m.active },
        { value: 'false', label: m.inactive },
      ],
      parse: (value) => value === 'true',
    },
  ],
  fields: [
    {
      name: 'name',
      label: m.fields.name,
      kind: 'text',
      required: true,
      minLength: 2,
      maxLength: 100,
      autoComplete: 'off',
    },
    {
      name: 'email',
      label: m.fields.email,
      kind: 'email',
      required: true,
      maxLength: 200,
      autoComplete: 'off',
    },
    {
      name: 'phone',
      label: m.fields.phone,
      kind: 'tel',
      maxLength: 20,
      hint: m.fields.phoneHint,
      pattern: { value: PHONE, message: 'Nomor telepon hanya boleh berisi angka, spasi, tanda + atau -.' },
    },
    {
      name: 'positionId',
      label: m.fields.position,
      kind: 'select',
      placeholder: m.fields.positionPlaceholder,
      options: userApi.positionOptions,
    },
    {
      name: 'groupIds',
      label: m.fields.groups,
      kind: 'checkboxes',
      hint: m.fields.groupsHint,
      options: userApi.groupOptions,
    },
    { name: 'active', label: m.fields.active, kind: 'switch', hint: m.fields.activeHint },
    {
      name: 'password',
      label: m.fields.password,
      kind: 'password',
      required: true,
      minLength: 10,
      maxLength: 200,
      hint: m.fields.passwordHint,
      when: 'create',
    },
  ],
  toFormValues: (record) => ({
    name: record?.name ?? '',
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    positionId: record?.position ? String(record.position.id) : '',
    active: record?.active ?? true,
    password: '',
    groupIds: record?.groups.map((g) => String(g.id)) ?? [],
  }),
  create: userApi.create,
  update: userApi.update,
  remove: userApi.remove,
  describe: (record) => record.name,
  formSize: 'md',
};

/** Reset password is an update right on User Management. */
export function withResetPassword(canUpdate: boolean): ResourceDescriptor<User, UserFormValues> {
  return canUpdate
    ? { ...userResource, rowActions: ({ record }) => <ResetPasswordButton user={record} /> }
    : userResource;
}
