import { Dialog } from '@pawon/ui';
import { t as tCommon } from '../../lib/messages';
import { SessionList } from '../../lib/sessions/SessionList';
import type { User } from './api';
import { t } from './messages';

/** A user's active sessions, from user management: end one, or all of them (its own chunk: see SessionsButton). */
export function UserSessionsDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: User;
  onClose: () => void;
}) {
  if (!open) return null;
  return (
    <Dialog open onOpenChange={({ open: next }) => !next && onClose()} size="lg">
      <Dialog.Header closeLabel={tCommon('common.close')}>
        {t('users.sessions.title', { name: user.name })}
      </Dialog.Header>
      <Dialog.Body>
        <SessionList user={{ id: user.id, name: user.name }} />
      </Dialog.Body>
    </Dialog>
  );
}
