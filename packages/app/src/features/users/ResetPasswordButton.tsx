import { useState } from 'react';
import { IconButton } from '@pawon/ui';
import { lazyDialog } from '../../lib/lazyDialog';
import { useActionContext, useRights } from '../../lib/rights';
import { reasonUnless } from '../../lib/resource/RightButton';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { userActionState } from './rules';
import type { User } from './api';
import { t } from './messages';

// The dialog and its form (react-hook-form) are their own chunk: the user list does not load them until idle.
const ResetPasswordDialog = lazyDialog(() =>
  import('./ResetPasswordDialog').then((module) => module.ResetPasswordDialog),
);

/** Row action: sets a new password for another user (their sessions end on the server). */
export function ResetPasswordButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  // An update right on User Management (as on the server); without it the button stays, naming the right.
  const rightReason = reasonUnless(useRights(resourceMenus.user).update, 'update', t('users.title'));
  const state = userActionState(user, 'reset', useActionContext());
  return (
    <>
      <IconButton
        icon="bx-key"
        label={t('users.reset.action', { name: user.name })}
        disabledReason={rightReason ?? (state.disabled ? state.reason : undefined)}
        onClick={() => setOpen(true)}
      />
      <ResetPasswordDialog open={open} user={user} onClose={() => setOpen(false)} />
    </>
  );
}
