import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import type { ResourceDescriptor } from '../../lib/resource/types';
import { descendantsOf, menuApi, type Menu, type MenuFormValues } from './api';
import { menuList } from './atoms';
import { menuColumns } from './columns';
import { menuMessages as m } from './messages';
import * as S from './menus.styles';
import { menuActionState } from './rules';

export const menuResource: ResourceDescriptor<Menu, MenuFormValues> = {
  key: 'menu',
  menuUrl: '/menuManagement',
  messages: m,
  list: menuList,
  columns: menuColumns,
  paged: false,
  historyEntity: 'menu',
  reloadAfterSave: true,
  fields: [],
  // Its own chunk, with react-hook-form and the fields: the list shows without them (issue 17).
  FormBody: lazyFormBody(() => import('./MenuFormBody').then((module) => module.MenuFormBody)),
  formSize: 'lg',
  toFormValues: (record) => ({
    name: record?.name ?? '',
    level: record?.level ?? 'parent',
    parentId: record?.parentId ? String(record.parentId) : '',
    url: record?.url ?? '',
    icon: record?.icon ?? '',
    sortOrder: String(record?.sortOrder ?? 0),
  }),
  create: menuApi.create,
  update: menuApi.update,
  remove: menuApi.remove,
  describe: (record) => record.name,
  actionState: (record, action, _context, rows) => menuActionState(record, action, rows),
  // Every menu change may change one's own sidebar (names, order, what a deletion takes along).
  affectsSession: () => true,
  deleteDetails: (record, rows) => {
    const children = descendantsOf(record, rows);
    if (children.length === 0) return m.deleteNoChildren;
    return (
      <>
        {m.deleteChildren(children.length)}
        <S.ChildList>
          {children.map((child) => (
            <span key={child.id}>
              {child.name}
              {child.url ? ` (${child.url})` : ''}
            </span>
          ))}
        </S.ChildList>
      </>
    );
  },
};
