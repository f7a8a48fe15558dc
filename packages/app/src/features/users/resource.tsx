import { personResourceField } from '../../lib/fields';
import type { ResourceDescriptor } from '../../lib/resource/types';
import { reasonUnless } from '../../lib/resource/RightButton';
import { groupLookup, positionLookup, userApi, type User, type UserFormValues } from './api';
import { userList } from './atoms';
import { userColumns } from './columns';
import { userMessages as m } from './messages';
import { ResetPasswordButton } from './ResetPasswordButton';
import { SessionsButton } from './SessionsButton';
import { activeLockedFor, confirmOwnGroups, userActionState } from './rules';

export const userResource: ResourceDescriptor<User, UserFormValues> = {
  key: 'user',
  menuUrl: '/user-management',
  messages: m,
  list: userList,
  columns: userColumns,
  defaultSort: { sortBy: 'name', sortDir: 'asc' },
  historyEntity: 'user',
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
    personResourceField('name', m.fields.name),
    personResourceField('email', m.fields.email),
    personResourceField('phone', m.fields.phone),
    {
      name: 'positionId',
      label: m.fields.position,
      kind: 'select',
      placeholder: m.fields.positionPlaceholder,
      options: positionLookup,
    },
    {
      name: 'groupIds',
      label: m.fields.groups,
      kind: 'checkboxes',
      hint: m.fields.groupsHint,
      options: groupLookup,
    },
    {
      name: 'active',
      label: m.fields.active,
      kind: 'switch',
      hint: m.fields.activeHint,
      lockedFor: activeLockedFor,
    },
    personResourceField('password', m.fields.password, { hint: m.fields.passwordHint, when: 'create' }),
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
  actionState: userActionState,
  confirmSave: confirmOwnGroups,
  // Editing one's own account (groups) changes one's own menus and rights.
  affectsSession: (record, context) => record !== null && record.id === context.user?.id,
};

/** Reset password and a user's sessions are an update right on User Management (the server checks the same). */
export function withUserActions(canUpdate: boolean): ResourceDescriptor<User, UserFormValues> {
  // Without the right the buttons stay in view, disabled, naming the right they need (as edit and delete do).
  const rightReason = reasonUnless(canUpdate, 'update', userResource.messages.title);
  return {
    ...userResource,
    rowActions: ({ record }) => (
      <>
        <ResetPasswordButton user={record} rightReason={rightReason} />
        <SessionsButton user={record} rightReason={rightReason} />
      </>
    ),
  };
}
