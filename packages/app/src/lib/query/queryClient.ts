import { QueryClient } from '@tanstack/react-query';
import { atom, useStore } from 'jotai';
import { authTokenAtom } from '../session';
import { appStore, type AppStore } from '../store';

/**
 * The app's server state (decisions 025, 043): one TanStack Query cache per jotai store (the app's, a story's, a
 * test's), read by screens with `useQuery`. Only signed-in screens import this module. Keys: `[resource, 'list' |
 * 'figures', …]` (`lists.ts`), `[resource, 'lookup', name, param?]` (`../lookups.ts`), `[resource, 'byId', name,
 * id]` (`byId.ts`); `meta.resources` names the other resources a query reads.
 */

/**
 * How long an answer counts as fresh (ms; else 30 s), the defaults of every query keyed by the resource: what the
 * cashier and the kitchen change all day for a few seconds (a second screen shows it soon); master data, which
 * every write in this app marks stale at once, for minutes. A query reading several resources names the freshest
 * first.
 */
const fresh = (ms: number, resources: string) => resources.split(' ').map((r) => [r, ms] as const);
const STALE_TIME = [
  ...fresh(5_000, 'transaction produksi stock'),
  ...fresh(10_000, 'bahanBaku bahanKemasan'),
  ...fresh(60_000, 'group menu'),
  ...fresh(5 * 60_000, 'category ongkir position businessProfile'),
  ...fresh(Infinity, 'region'),
];

/**
 * What a write to a resource makes stale besides its own queries (spec: a new order takes product batches and
 * packaging lots and changes the dashboard and the reports; a production run consumes materials and makes stock).
 */
const DEPENDENTS: Record<string, readonly string[]> = {
  transaction: ['stock', 'product', 'customer', 'bahanKemasan', 'bahanKemasan-stock', 'bahanKemasan-lot'],
  produksi: ['stock', 'product', 'bahanBaku', 'bahanKemasan'],
  stock: ['product', 'transaction'],
  restock: ['bahanBaku', 'bahanKemasan'],
  bahanBaku: ['produksi'],
  bahanKemasan: ['transaction'],
  product: ['stock', 'transaction', 'produksi'],
  vendor: ['bahanBaku-restock', 'bahanKemasan-restock'],
  position: ['user'],
  group: ['user', 'menu'],
  menu: ['group'],
  user: ['group'],
};
// A material's movements (`bahanBaku-restock`, `-used`) change its stock, lots, list and production; a restock
// also the expense report.
for (const kind of ['bahanBaku', 'bahanKemasan']) {
  const changed = [kind, `${kind}-stock`, `${kind}-lot`, 'produksi'];
  for (const part of ['used', 'stock', 'lot']) DEPENDENTS[`${kind}-${part}`] = changed;
  DEPENDENTS[`${kind}-restock`] = [...changed, 'restock'];
}

const queryClientAtom = atom(new QueryClient());
/** The cache of a store (the app's one, or a story's / test's). */
export const queryClientOf = (store: AppStore = appStore): QueryClient => store.get(queryClientAtom);
/** The cache of the store a component is rendered in. */
export const useClient = () => queryClientOf(useStore());

/** A new, empty cache for a store: every story and test starts with its own, so none leaks into another. */
export function resetQueryClient(store: AppStore = appStore): QueryClient {
  queryClientOf(store).clear();
  const client = new QueryClient({
    // The API client already says why a call failed (and a 401 signs out): one attempt, the screen offers "Coba
    // lagi". Kept a day without a screen showing it (not 5 minutes): the copy in IndexedDB holds what the cache
    // holds, and a screen opened offline shows its last answer (decision 039).
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false, gcTime: 24 * 60 * 60_000 },
    },
  });
  for (const [resource, staleTime] of STALE_TIME) client.setQueryDefaults([resource], { staleTime });
  store.set(queryClientAtom, client);
  return client;
}

resetQueryClient(appStore);
// Signing out (or a 401) forgets every answer: the next user never sees the last one's data.
appStore.sub(authTokenAtom, () => {
  if (!appStore.get(authTokenAtom)) queryClientOf(appStore).clear();
});

/**
 * After a write to `resource`: every query that reads it or a resource depending on it is stale; those on screen
 * load again at once, the others when next shown. The resource's own list pages are left to the write rules
 * (`lists.ts`: the page on screen already holds the answer) and its figures asked again, unless `lists`: then its
 * pages are asked again and bring their figures along.
 */
export function invalidateResource(store: AppStore, resource: string, { lists = false } = {}): Promise<void> {
  const touched = [resource, ...(DEPENDENTS[resource] ?? [])];
  return queryClientOf(store).invalidateQueries({
    predicate: ({ queryKey: [key, kind], meta }) =>
      kind !== (key === resource && !lists ? 'list' : 'figures') &&
      [key, ...((meta?.resources as string[] | undefined) ?? [])].some((r) => touched.includes(r as string)),
  });
}
