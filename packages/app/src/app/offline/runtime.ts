import { queryClientOf } from '../../lib/query/queryClient';
// Reaching the lookups module too keeps TanStack Query's core in the one chunk every screen shares with it: without
// this, the core became a chunk of its own, named in every screen's preload list in the entry (+65 B on /login).
import '../../lib/lookups';
import { watchConnection } from '../../lib/offline/connection';
import { persistCache } from '../../lib/offline/persist';
import { startSync } from '../../lib/offline/writes';
import { authTokenAtom, userDataAtom } from '../../lib/session';
import type { AppStore } from '../../lib/store';

let started = false;

/**
 * Starts what makes the app work offline, once per page, from the signed-in layout (after its first paint): the
 * connection watch, the query cache kept in IndexedDB for the signed-in user (dropped at sign-out or when another
 * user signs in), the offline queue's sync, and the service worker with its update prompt.
 */
export function startOfflineRuntime(store: AppStore): void {
  if (started) return;
  started = true;
  watchConnection(store);
  startSync(store);
  let persisted: { userId: number; forget: () => Promise<void>; stop: () => void } | null = null;
  const follow = () => {
    const user = store.get(userDataAtom);
    const signedIn = Boolean(store.get(authTokenAtom)) && user !== null;
    if (persisted && (!signedIn || persisted.userId !== user?.id)) {
      void persisted.forget();
      persisted = null;
    }
    if (signedIn && user && !persisted) {
      const { stop, forget } = persistCache(queryClientOf(store), user.id);
      persisted = { userId: user.id, stop, forget };
    }
  };
  follow();
  store.sub(authTokenAtom, follow);
  store.sub(userDataAtom, follow);
  // The built app only (vite-plugin-pwa's virtual module exists in the build; dev and tests run without a worker).
  if (import.meta.env.PROD)
    void import('./pwa').then(({ linkManifest, registerServiceWorker }) => {
      linkManifest();
      registerServiceWorker(store);
    });
}
