import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/client';
import { notifyAtom, withLoading } from '../../lib/feedback';
import { clearSession } from '../../lib/session';
import { appStore } from '../../lib/store';
import { t } from './messages';

/** Logout calls /api/logout, then clears the session (even when the call fails: the user asked to leave). */
export function useLogout() {
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);
  return async () => {
    await withLoading(appStore, async () => {
      try {
        await api.POST('/api/logout');
      } catch (error) {
        console.warn('Logout request failed; the local session is cleared anyway.', error);
      }
    });
    clearSession(appStore);
    notify({ status: 'info', title: t('shell.loggedOut') });
    await navigate('/login', { replace: true });
  };
}
