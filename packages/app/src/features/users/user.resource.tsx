import { UserInput, UserListRequest } from '@pawon/api-client/constraints';
import { StatusBadge } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/users.json';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import { groupLookup, positionLookup, type UserFormValues } from './api';
import { t } from './messages';
import { ResetPasswordButton } from './ResetPasswordButton';
import { activeLockedFor, confirmOwnGroups, userActionState } from './rules';
import { SessionsButton } from './SessionsButton';

type User = RecordOf<'userList'>;

/** Staff accounts: position, authorization groups, active status and a first password (User Management). */
export const users = defineResource<User, UserFormValues>({
  key: 'user',
  rules: { input: UserInput, query: UserListRequest },
  text: catalogueText(idTexts),
  columns: [
    'name',
    'email',
    { id: 'phone', nowrap: true, sortable: false },
    {
      id: 'position',
      value: (u) => u.position?.name ?? '',
      cell: (u) => u.position?.name ?? t('users.noPosition'),
      truncate: true,
    },
    {
      id: 'groups',
      value: (u) => u.groups.map((g) => g.name).join(', '),
      cell: (u) => u.groups.map((g) => g.name).join(', ') || '–',
      truncate: true,
    },
    {
      id: 'active',
      width: '7rem',
      cell: (u) => (
        <StatusBadge tone={u.active ? 'success' : 'neutral'} dot>
          {u.active ? t('users.active') : t('users.inactive')}
        </StatusBadge>
      ),
    },
  ],
  fields: [
    { name: 'name', autoComplete: 'off' },
    'email',
    'phone',
    {
      name: 'positionId',
      kind: 'select',
      options: positionLookup,
      from: (u: User) => (u.position ? String(u.position.id) : ''),
    },
    {
      name: 'groupIds',
      kind: 'checkboxes',
      options: groupLookup,
      from: (u: User) => u.groups.map((g) => String(g.id)),
    },
    { name: 'active', kind: 'switch', lockedFor: activeLockedFor, defaultValue: () => true },
    { name: 'password', kind: 'password', when: 'create', autoComplete: 'new-password' },
  ],
  filters: [
    {
      name: 'active',
      get label() {
        return t('users.statusFilter');
      },
      get allLabel() {
        return t('users.statusAll');
      },
      options: [
        {
          value: 'true',
          get label() {
            return t('users.active');
          },
        },
        {
          value: 'false',
          get label() {
            return t('users.inactive');
          },
        },
      ],
      parse: (value) => value === 'true',
    },
  ],
  defaultSort: { sortBy: 'name', sortDir: 'asc' },
  describe: (u) => u.name,
  extra: {
    historyEntity: 'user',
    formSize: 'md',
    actionState: userActionState,
    confirmSave: confirmOwnGroups,
    // Editing one's own account (groups) changes one's own menus and rights, and the name in the top bar.
    affectsSession: (record, context) => record !== null && record.id === context.user?.id,
    // Reset password and a user's sessions are an update right on User Management (the server checks the same).
    rowActions: ({ record }) => (
      <>
        <ResetPasswordButton user={record} />
        <SessionsButton user={record} />
      </>
    ),
  },
});

export default users.Screen;
