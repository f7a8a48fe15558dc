import { onlineManager } from '@tanstack/react-query';
import { atom } from 'jotai';
import { api } from '../client';
import type { AppStore } from '../store';
import { isNetworkFailure } from './send';

/** The browser says it is offline. */
export const browserOfflineAtom = atom(typeof navigator !== 'undefined' && navigator.onLine === false);
/** The last request could not reach the server although the browser thinks it is online (a weak signal). */
export const serverUnreachableAtom = atom(false);
export const offlineAtom = atom((get) => get(browserOfflineAtom) || get(serverUnreachableAtom));

/**
 * Follows the connection: the browser's online/offline events, and every API call (a failed one for want of a
 * network marks the server unreachable, any answer marks it reachable again).
 */
export function watchConnection(store: AppStore): () => void {
  const follow = () => {
    store.set(browserOfflineAtom, navigator.onLine === false);
    // TanStack Query assumes it starts online: a page opened offline pauses its queries instead of failing them.
    onlineManager.setOnline(navigator.onLine !== false);
  };
  window.addEventListener('online', follow);
  window.addEventListener('offline', follow);
  follow();
  const middleware = {
    onResponse() {
      store.set(serverUnreachableAtom, false);
      return undefined;
    },
    onError({ error }: { error: unknown }) {
      if (isNetworkFailure(error)) store.set(serverUnreachableAtom, true);
      return undefined;
    },
  };
  api.use(middleware);
  return () => {
    window.removeEventListener('online', follow);
    window.removeEventListener('offline', follow);
    api.eject(middleware);
  };
}
