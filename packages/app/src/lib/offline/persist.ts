import {
  persistQueryClient,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';

/** How long a saved cache may be shown offline: a market weekend and then some. */
export const PERSIST_MAX_AGE = 3 * 24 * 60 * 60_000;
const KEY = 'queryCache';

let cacheStore: UseStore | undefined;
const store = () => (cacheStore ??= createStore('pawon-cache', 'client'));

/**
 * TanStack Query's persister over IndexedDB (idb-keyval), as TanStack's docs write it, with saves at most once a
 * second (every cache event asks for one: a screen's first load alone is a dozen).
 */
export function indexedDbPersister(throttleMs = 1000): Persister {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let next: PersistedClient | undefined;
  return {
    persistClient: (client) => {
      next = client;
      timer ??= setTimeout(() => {
        timer = undefined;
        if (next) void set(KEY, next, store()).catch(() => undefined);
      }, throttleMs);
    },
    restoreClient: () => get<PersistedClient>(KEY, store()),
    removeClient: async () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      next = undefined;
      await del(KEY, store());
    },
  };
}

/**
 * Keeps the signed-in user's query cache in IndexedDB and puts it back on the next visit (offline too): the screens
 * show what they showed last, with its age. The saved copy belongs to one user (`buster`): another user's sign-in
 * on this browser discards it, and signing out deletes it. Returns the stop function and the restore's promise.
 */
export function persistCache(queryClient: QueryClient, userId: number, persister = indexedDbPersister()) {
  const [stop, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE,
    buster: `user-${userId}`,
  });
  return {
    restored,
    stop: () => stop(),
    forget: async () => {
      stop();
      await persister.removeClient();
    },
  };
}
