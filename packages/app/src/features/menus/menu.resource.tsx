import { MenuInput, SearchRequest } from '@pawon/api-client/constraints';
import { Icon, StatusBadge } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/menus.json';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource } from '../../lib/resource/defineResource';
import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import { descendantsOf, type Menu, type MenuFormValues } from './api';
import { t } from './messages';
import * as S from './menus.styles';
import { menuActionState } from './rules';

const tone = { header: 'primary', parent: 'info', submenu: 'neutral', action: 'warning' } as const;

/** The menu's add and update body (a header has no parent; an empty url or icon is none). */
const toBody = (values: MenuFormValues) => ({
  name: values.name.trim(),
  nameEn: values.nameEn.trim() || null,
  level: values.level,
  parentId: values.level === 'header' || !values.parentId ? null : Number(values.parentId),
  url: values.url.trim() || null,
  icon: values.icon || null,
  sortOrder: Number(values.sortOrder) || 0,
});

/** The sidebar's menus, as one tree in order (Menu Management): small, so read whole, not paged. */
export const menus = defineResource<Menu, MenuFormValues>({
  key: 'menu',
  rules: { input: MenuInput, query: SearchRequest },
  text: catalogueText(idTexts),
  columns: [
    {
      id: 'name',
      cell: (menu) => (
        <S.TreeName data-depth={menu.depth ?? 0}>
          {menu.icon ? <Icon name={menu.icon} /> : <S.NoIcon />}
          <span title={menu.name.length >= 24 ? menu.name : undefined}>{menu.name}</span>
        </S.TreeName>
      ),
    },
    { id: 'nameEn', value: (menu) => menu.nameEn ?? '–' },
    { id: 'parent', value: (menu) => menu.parentName ?? '–', nowrap: true, truncate: false },
    { id: 'url', value: (menu) => menu.url ?? '–', nowrap: true, truncate: false },
    {
      id: 'level',
      nowrap: true,
      cell: (menu) => <StatusBadge tone={tone[menu.level]}>{t(`menus.level.${menu.level}`)}</StatusBadge>,
    },
    { id: 'sortOrder', kind: 'count', width: '6rem' },
  ],
  describe: (menu) => menu.name,
  toBody,
  extra: {
    historyEntity: 'menu',
    // The server orders the tree: after a save the list is read again.
    reloadAfterSave: true,
    // Its own chunk, with react-hook-form and the fields: the list shows without them (issue 17).
    FormBody: lazyFormBody(() => import('./MenuFormBody').then((module) => module.MenuFormBody)),
    formSize: 'lg',
    toFormValues: (record) => ({
      name: record?.name ?? '',
      nameEn: record?.nameEn ?? '',
      level: record?.level ?? 'parent',
      parentId: record?.parentId ? String(record.parentId) : '',
      url: record?.url ?? '',
      icon: record?.icon ?? '',
      sortOrder: String(record?.sortOrder ?? 0),
    }),
    actionState: (record, action, _context, rows) => menuActionState(record, action, rows),
    // Every menu change may change one's own sidebar (names, order, what a deletion takes along).
    affectsSession: () => true,
    deleteDetails: (record, rows) => {
      const children = descendantsOf(record, rows);
      if (children.length === 0) return t('menus.deleteNoChildren');
      return (
        <>
          {t('menus.deleteChildren', { n: children.length })}
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
  },
});

export default menus.Screen;
