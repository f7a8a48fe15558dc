import type { ActionState } from '../../lib/resource/types';
import { descendantsOf, type Menu } from './api';
import { t } from './messages';

/** The administration screens: without them nobody could manage menus, groups, users or positions. */
export const ADMIN_MENU_URLS = [
  '/menuManagement',
  '/authorizationGroup',
  '/user-management',
  '/position-management',
];
/** The seeded header that holds them. */
export const ADMIN_HEADER = 'Pengaturan Aplikasi';

export const isAdminMenu = (menu: Pick<Menu, 'url' | 'name' | 'level'>) =>
  (menu.url !== null && ADMIN_MENU_URLS.includes(menu.url)) ||
  (menu.level === 'header' && menu.name === ADMIN_HEADER);

/**
 * The administration menus cannot be deleted (the server refuses too); nor can a menu whose deletion would take
 * one of them along.
 */
export function menuActionState(record: Menu, action: 'edit' | 'delete', rows: readonly Menu[]): ActionState {
  if (action !== 'delete') return { disabled: false };
  if (isAdminMenu(record)) return { disabled: true, reason: t('menus.rules.adminMenu') };
  if (descendantsOf(record, rows).some(isAdminMenu))
    return { disabled: true, reason: t('menus.rules.hasAdminMenu') };
  return { disabled: false };
}
