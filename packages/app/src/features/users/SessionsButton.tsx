import { useState } from 'react';
import { IconButton } from '@pawon/ui';
import { lazyDialog } from '../../lib/lazyDialog';
import { useActionContext, useRights } from '../../lib/rights';
import { reasonUnless } from '../../lib/resource/RightButton';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { userActionState } from './rules';
import type { User } from './api';
import { t } from './messages';

// The dialog (the sessions table and its confirmations) is its own chunk, fetched once the list is idle.
const UserSessionsDialog = lazyDialog(() =>
  import('./UserSessionsDialog').then((module) => module.UserSessionsDialog),
);

/** Row action: a user's active sessions, to end one or all (User Management's update right, as on the server). */
export function SessionsButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  // An update right on User Management (as on the server); without it the button stays, naming the right.
  const rightReason = reasonUnless(useRights(resourceMenus.user).update, 'update', t('users.title'));
  const state = userActionState(user, 'sessions', useActionContext());
  return (
    <>
      <IconButton
        icon="bx-devices"
        label={t('users.sessions.action', { name: user.name })}
        disabledReason={rightReason ?? (state.disabled ? state.reason : undefined)}
        onClick={() => setOpen(true)}
      />
      <UserSessionsDialog open={open} user={user} onClose={() => setOpen(false)} />
    </>
  );
}
