import { QueryClient } from '@tanstack/react-query';
import { atom, useStore } from 'jotai';
import { DEPENDENTS, STALE_TIMES } from '../resourceTable';
import { authTokenAtom } from '../session';
import { appStore, type AppStore } from '../store';

/**
 * The app's server state (decisions 025, 043): a TanStack Query cache per jotai store (the app's, a story's, a
 * test's). Keys are `[resource, 'list' | 'lookup', …]`; `meta.resources` names the other resources a query reads.
 * One attempt: the API client already says why a call failed (a 401 signs out). Kept a day unseen: a screen
 * opened offline shows its last answer (decision 039).
 */
const queryClientAtom = atom(() => {
  const queries = { staleTime: 30_000, retry: false, refetchOnWindowFocus: false, gcTime: 24 * 60 * 60_000 };
  const client = new QueryClient({ defaultOptions: { queries } });
  for (const [staleTime, resources] of STALE_TIMES)
    for (const resource of resources.split(' ')) client.setQueryDefaults([resource], { staleTime });
  return client;
});
export const queryClientOf = (store: AppStore = appStore): QueryClient => store.get(queryClientAtom);
export const useClient = () => queryClientOf(useStore());

/** Forgets every answer: each story and test starts empty, and signing out (or a 401) leaves nothing behind. */
export const resetQueryClient = (store: AppStore = appStore) => queryClientOf(store).clear();
appStore.sub(authTokenAtom, () => appStore.get(authTokenAtom) || resetQueryClient(appStore));

/**
 * After a write to `resource`: every query reading it or a resource depending on it is stale (asked again at once
 * on screen, else when next shown), but for its own list pages, left to the list rules (`lists.ts`) unless `lists`.
 */
export function invalidateResource(store: AppStore, resource: string, { lists = false } = {}): Promise<void> {
  const touched = [resource, ...(DEPENDENTS[resource] ?? [])];
  return queryClientOf(store).invalidateQueries({
    predicate: ({ queryKey: [key, kind], meta }) =>
      (kind !== 'list' || key !== resource || lists) &&
      [key, ...((meta?.resources as string[] | undefined) ?? [])].some((r) => touched.includes(r as string)),
  });
}
