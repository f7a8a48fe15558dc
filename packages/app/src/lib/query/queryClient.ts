import { QueryClient, type Query } from '@tanstack/react-query';
import { atom } from 'jotai';
import { authTokenAtom } from '../session';
import { appStore, type AppStore } from '../store';

/**
 * The app's server state (decisions 025, 043): one TanStack Query cache per jotai store (the app's, a story's, a
 * test's), read by screens with `useQuery`. Only signed-in screens import this module.
 *
 * Query keys: `[resource, 'list', query]` and `[resource, 'figures', filters]` for a list's pages and what it adds
 * up (`lists.ts`), `[resource, 'lookup', name, param?]` for reference lists, figures and reports (`../lookups.ts`),
 * `[resource, 'byId', name, id]` (`byId.ts`). `meta.resources` names the other resources a query reads.
 */

/** How long an answer counts as fresh, per resource (ms): a fresh answer is shown again without asking. */
const STALE_TIME: Readonly<Record<string, number>> = {
  // What the cashier and the kitchen change all day: fresh for a few seconds (a second screen shows it soon).
  transaction: 5_000,
  produksi: 5_000,
  stock: 5_000,
  bahanBaku: 10_000,
  bahanKemasan: 10_000,
  // Master data changes rarely and every write in this app marks it stale at once.
  region: Infinity,
  category: 5 * 60_000,
  ongkir: 5 * 60_000,
  position: 5 * 60_000,
  group: 60_000,
  menu: 60_000,
  businessProfile: 5 * 60_000,
};
const DEFAULT_STALE_TIME = 30_000;

export const staleTimeOf = (resource: string) => STALE_TIME[resource] ?? DEFAULT_STALE_TIME;

/**
 * What a write to a resource makes stale besides its own queries (spec: a new order changes stock, the dashboard
 * and the reports; a production run consumes materials and makes product stock).
 */
const DEPENDENTS: Readonly<Record<string, readonly string[]>> = {
  // An order takes product batches and packaging lots.
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

/** A material's movements (`bahanBaku-restock`, `-used`) change its stock, lots, list and the expense report. */
function dependentsOf(resource: string): readonly string[] {
  const movement = /^(bahanBaku|bahanKemasan)-(restock|used|stock|lot)$/.exec(resource);
  if (!movement) return DEPENDENTS[resource] ?? [];
  const kind = movement[1]!;
  return [
    kind,
    `${kind}-stock`,
    `${kind}-lot`,
    ...(movement[2] === 'restock' ? ['restock'] : []),
    'produksi',
  ];
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME,
        // The API client already says why a call failed (and a 401 signs out): one attempt, the screen offers
        // "Coba lagi".
        retry: false,
        refetchOnWindowFocus: false,
        // Kept a day without a screen showing it (not TanStack's 5 minutes): the copy in IndexedDB holds what the
        // cache holds, and a screen opened offline shows its last answer (decision 039).
        gcTime: 24 * 60 * 60_000,
      },
    },
  });
}

const queryClientAtom = atom(new QueryClient());
/** The cache of a store (the app's one, or a story's / test's). */
export const queryClientOf = (store: AppStore = appStore): QueryClient => store.get(queryClientAtom);

/** A new, empty cache for a store: every story and test starts with its own, so none leaks into another. */
export function resetQueryClient(store: AppStore = appStore): QueryClient {
  queryClientOf(store).clear();
  const client = createQueryClient();
  store.set(queryClientAtom, client);
  return client;
}

resetQueryClient(appStore);
// Signing out (or a 401) forgets every answer: the next user never sees the last one's data.
appStore.sub(authTokenAtom, () => {
  if (!appStore.get(authTokenAtom)) queryClientOf(appStore).clear();
});

const resourcesOf = (query: Query): readonly unknown[] => [
  query.queryKey[0],
  ...((query.meta?.resources as readonly string[] | undefined) ?? []),
];

/**
 * After a write to `resource`: every query that reads it or a resource depending on it is stale; those on screen
 * load again at once, the others when next shown. The resource's own list pages are left to the write rules
 * (`lib/query/lists.ts`: the page on screen already holds the answer), unless `lists` says otherwise.
 */
export function invalidateResource(
  store: AppStore,
  resource: string,
  { lists = false }: { lists?: boolean } = {},
): Promise<void> {
  const touched = new Set([resource, ...dependentsOf(resource)]);
  return queryClientOf(store).invalidateQueries({
    predicate: (query) => {
      // Its own pages are left to the write rules (unless `lists`); a page asked again brings its figures along.
      const [key, kind] = query.queryKey;
      const own = key === resource;
      if ((kind === 'list' && own && !lists) || (kind === 'figures' && (!own || lists))) return false;
      return resourcesOf(query).some((r) => typeof r === 'string' && touched.has(r));
    },
  });
}
