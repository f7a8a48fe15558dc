import { ConfirmDialog } from '@pawon/ui';
import { t as tCommon } from '../../lib/messages';
import { t } from './messages';
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
      title={t('shell.logoutTitle')}
      message={t('shell.logoutText')}
      confirmLabel={t('shell.logoutConfirm')}
      cancelLabel={tCommon('common.cancel')}
      tone="primary"
      icon="bx-log-out"
      onConfirm={logout}
    />
  );
}
