import { SUPER_ADMIN_GROUP, type ActionContext } from '../../lib/rights';
import type { ActionState, SaveConfirmation } from '../../lib/resource/types';
import type { User, UserFormValues } from './api';
import { t } from './messages';

const allowed: ActionState = { disabled: false };
const isSuperAdmin = (user: Pick<User, 'groups'>) => user.groups.some((g) => g.name === SUPER_ADMIN_GROUP);

/**
 * What the client knows for sure (the server enforces the same): nobody deletes their own account, and only a
 * member of Super Admin edits, deletes, resets the password of or ends the sessions of a Super Admin.
 */
export function userActionState(
  record: User,
  action: 'edit' | 'delete' | 'reset' | 'sessions',
  context: ActionContext,
): ActionState {
  if (action === 'delete' && record.id === context.user?.id)
    return { disabled: true, reason: t('users.rules.deleteSelf') };
  if (!context.isSuperAdmin && isSuperAdmin(record)) {
    const reason = {
      edit: t('users.rules.editSuper'),
      delete: t('users.rules.deleteSuper'),
      reset: t('users.rules.resetSuper'),
      sessions: t('users.rules.sessionsSuper'),
    }[action];
    return { disabled: true, reason };
  }
  return allowed;
}

/** Nobody deactivates their own account: the switch is locked, with the reason as its hint. */
export function activeLockedFor(record: unknown, context: ActionContext): string | undefined {
  return (record as User | null)?.id === context.user?.id ? t('users.rules.deactivateSelf') : undefined;
}

/** Taking groups away from one's own account asks first. */
export function confirmOwnGroups(
  record: User | null,
  values: UserFormValues,
  context: ActionContext,
): SaveConfirmation | null {
  if (!record || record.id !== context.user?.id) return null;
  const kept = new Set(values.groupIds);
  const lost = record.groups.filter((group) => !kept.has(String(group.id)));
  if (lost.length === 0) return null;
  return {
    title: t('users.rules.selfRightsTitle'),
    text: t('users.rules.leaveGroups', { names: lost.map((group) => group.name).join(', ') }),
    confirmLabel: t('users.rules.confirm'),
  };
}
