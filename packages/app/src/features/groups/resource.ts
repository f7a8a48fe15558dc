import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import type { ResourceDescriptor } from '../../lib/resource/types';
import { groupApi, type Group, type GroupFormValues } from './api';
import { groupList } from './atoms';
import { groupColumns } from './columns';
import { grantsOf } from './grants';
import { groupMessages as m } from './messages';
import { confirmOwnRights, groupActionState } from './rules';

export const groupResource: ResourceDescriptor<Group, GroupFormValues> = {
  key: 'group',
  menuUrl: '/authorizationGroup',
  messages: m,
  list: groupList,
  columns: groupColumns,
  defaultSort: { sortBy: 'name', sortDir: 'asc' },
  historyEntity: 'group',
  fields: [],
  // Its own chunk, with react-hook-form and the fields: the list shows without them (issue 17).
  FormBody: lazyFormBody(() => import('./GroupFormBody').then((module) => module.GroupFormBody)),
  formSize: 'lg',
  toFormValues: (record) => ({
    name: record?.name ?? '',
    description: record?.description ?? '',
    menus: grantsOf(record?.menus ?? []),
    userIds: record?.users.map((u) => String(u.id)) ?? [],
  }),
  create: groupApi.create,
  update: groupApi.update,
  remove: groupApi.remove,
  describe: (record) => record.name,
  actionState: groupActionState,
  confirmSave: confirmOwnRights,
  // A group one belongs to, joins or leaves changes one's own menus and rights: one /api/me call settles it.
  affectsSession: () => true,
};
