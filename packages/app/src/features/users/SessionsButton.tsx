import { useState } from 'react';
import { IconButton } from '@pawon/ui';
import { lazyDialog } from '../../lib/lazyDialog';
import { useActionContext } from '../../lib/rights';
import { userActionState } from './rules';
import type { User } from './api';
import { userMessages as m } from './messages';

// The dialog (the sessions table and its confirmations) is its own chunk, fetched once the list is idle.
const UserSessionsDialog = lazyDialog(() =>
  import('./UserSessionsDialog').then((module) => module.UserSessionsDialog),
);

/** Row action: a user's active sessions, to end one or all (User Management's update right, as on the server). */
export function SessionsButton({
  user,
  rightReason,
}: {
  user: User;
  /** Why the signed-in user may not manage sessions (the right it needs), if they may not. */
  rightReason?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const state = userActionState(user, 'sessions', useActionContext());
  return (
    <>
      <IconButton
        icon="bx-devices"
        label={m.sessions.action(user.name)}
        disabledReason={rightReason ?? (state.disabled ? state.reason : undefined)}
        onClick={() => setOpen(true)}
      />
      <UserSessionsDialog open={open} user={user} onClose={() => setOpen(false)} />
    </>
  );
}
