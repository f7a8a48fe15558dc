import { SUPER_ADMIN_GROUP, type ActionContext } from '../../lib/rights';
import type { ActionState, SaveConfirmation } from '../../lib/resource/types';
import type { Group, GroupFormValues, MenuGrant } from './api';
import { grantsOf, RIGHTS } from '../../lib/menuRights/grants';
import { t } from './messages';

const allowed: ActionState = { disabled: false };

/** The Super Admin group cannot be deleted, and only its members may change it (the server enforces the same). */
export function groupActionState(
  record: Group,
  action: 'edit' | 'delete',
  context: ActionContext,
): ActionState {
  if (record.name !== SUPER_ADMIN_GROUP) return allowed;
  if (action === 'delete') return { disabled: true, reason: t('groups.rules.deleteSuper') };
  return context.isSuperAdmin ? allowed : { disabled: true, reason: t('groups.rules.editSuper') };
}

/** Whether `after` takes away a menu or a right that `before` gave. */
export function losesGrants(
  before: Readonly<Record<string, MenuGrant>>,
  after: Readonly<Record<string, MenuGrant>>,
): boolean {
  return Object.entries(before).some(([menuId, grant]) => {
    const next = after[menuId];
    return RIGHTS.some((right) => grant[right] && !next?.[right]);
  });
}

export const isMember = (record: Group, context: ActionContext) =>
  context.user !== null && record.users.some((u) => u.id === context.user?.id);

/** Leaving a group, or taking menus or rights away from a group one belongs to, asks first. */
export function confirmOwnRights(
  record: Group | null,
  values: GroupFormValues,
  context: ActionContext,
): SaveConfirmation | null {
  if (!record || !context.user || !isMember(record, context)) return null;
  const ask = (text: string) => ({
    title: t('groups.rules.selfRightsTitle'),
    text,
    confirmLabel: t('groups.rules.confirm'),
  });
  if (!values.userIds.includes(String(context.user.id)))
    return ask(t('groups.rules.leaveGroup', { name: record.name }));
  if (losesGrants(grantsOf(record.menus), values.menus))
    return ask(t('groups.rules.loseRights', { name: record.name }));
  return null;
}
