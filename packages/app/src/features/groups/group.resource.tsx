import { GroupInput, GroupListRequest } from '@pawon/api-client/constraints';
import idTexts from '../../i18n/catalogues/id/groups.json';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource } from '../../lib/resource/defineResource';
import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import type { Group, GroupFormValues } from './api';
import { grantsFrom, grantsOf } from '../../lib/menuRights/grants';
import { t } from './messages';
import { confirmOwnRights, groupActionState } from './rules';

/** The group's add and update body: the menus it grants (a menu without "view" is not granted) and its members. */
const toBody = (values: GroupFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  menus: grantsFrom(values.menus),
  userIds: values.userIds.map(Number),
});

/** Authorization groups: the menus and rights their members get (Authorization Group). */
export const groups = defineResource<Group, GroupFormValues>({
  key: 'group',
  rules: { input: GroupInput, query: GroupListRequest },
  text: catalogueText(idTexts),
  columns: [
    'name',
    { id: 'description', truncate: true },
    {
      id: 'menus',
      kind: 'count',
      value: (g) => g.menus.length,
      cell: (g) => t('groups.menuCount', { n: g.menus.length }),
      width: '7rem',
      sortable: false,
    },
    { id: 'userCount', kind: 'count', width: '7rem' },
  ],
  defaultSort: { sortBy: 'name', sortDir: 'asc' },
  describe: (g) => g.name,
  toBody,
  extra: {
    historyEntity: 'group',
    // Its own chunk, with react-hook-form and the fields: the list shows without them (issue 17).
    FormBody: lazyFormBody(() => import('./GroupFormBody').then((module) => module.GroupFormBody)),
    formSize: 'lg',
    toFormValues: (record) => ({
      name: record?.name ?? '',
      description: record?.description ?? '',
      menus: grantsOf(record?.menus ?? []),
      userIds: record?.users.map((u) => String(u.id)) ?? [],
    }),
    actionState: groupActionState,
    confirmSave: confirmOwnRights,
    // A group one belongs to, joins or leaves changes one's own menus and rights: one /api/me call settles it.
    affectsSession: () => true,
  },
});

export default groups.Screen;
