import { ConfirmDialog } from '@pawon/ui';
import { messages } from '../../lib/messages';
import { shellMessages as m } from './messages';
import { useLogout } from './useLogout';

/** "Keluar dari Pawon?" — its own chunk, loaded when the user picks Keluar. */
export default function LogoutDialog({ onClose }: { onClose: () => void }) {
  const logout = useLogout();
  return (
    <ConfirmDialog
      defaultOpen
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={m.logoutTitle}
      message={m.logoutText}
      confirmLabel={m.logoutConfirm}
      cancelLabel={messages.cancel}
      tone="primary"
      icon="bx-log-out"
      onConfirm={logout}
    />
  );
}
