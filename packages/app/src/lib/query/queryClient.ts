import { QueryClient } from '@tanstack/react-query';
import { atom, useStore } from 'jotai';
import { authTokenAtom } from '../session';
import { appStore, type AppStore } from '../store';

/**
 * The app's server state (decisions 025, 043): a TanStack Query cache per jotai store (the app's, a story's, a
 * test's). Keys are `[resource, 'list' | 'figures' | 'lookup' | 'byId', …]`; `meta.resources` names the other
 * resources a query reads.
 */

/**
 * What a write to a resource makes stale besides its own queries (spec: an order takes product batches and
 * packaging lots, a production run consumes materials and makes stock).
 */
const DEPENDENTS: Record<string, readonly string[]> = {
  // "Tandai lunas" records a payment; a deleted order or a return gives its payments back as deposit.
  transaction: [
    'stock',
    'product',
    'customer',
    'bahanKemasan',
    'bahanKemasan-stock',
    'bahanKemasan-lot',
    'payment',
  ],
  // A payment or its reversal changes what orders owe (their badges, the dashboard) and the customer's position.
  payment: ['transaction', 'customer'],
  produksi: ['stock', 'product', 'bahanBaku', 'bahanKemasan'],
  stock: ['product', 'transaction'],
  bahanBaku: ['produksi'],
  bahanKemasan: ['transaction'],
  product: ['stock', 'transaction', 'produksi'],
  vendor: ['bahanBaku-restock', 'bahanKemasan-restock'],
  position: ['user'],
  group: ['user', 'menu'],
  menu: ['group'],
  user: ['group'],
};
// A material's movements, stock and lots change each other and production; a restock also the expense report.
for (const kind of ['bahanBaku', 'bahanKemasan']) {
  const changed = [kind, `${kind}-stock`, `${kind}-lot`, 'produksi'];
  for (const part of ['used', 'stock', 'lot']) DEPENDENTS[`${kind}-${part}`] = changed;
  DEPENDENTS[`${kind}-restock`] = [...changed, 'restock'];
}

/** A store's own cache, made when first asked. */
const queryClientAtom = atom(() => {
  const client = new QueryClient({
    // The API client already says why a call failed (and a 401 signs out): one attempt, the screen offers "Coba
    // lagi". Kept a day without a screen showing it: a screen opened offline shows its last answer (decision 039).
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false, gcTime: 24 * 60 * 60_000 },
    },
  });
  // Fresh for seconds: what the cashier and the kitchen change all day; for minutes: master data, which every
  // write here marks stale at once. A query reading several resources names the freshest first.
  const fresh = (staleTime: number, resources: string) =>
    resources.split(' ').forEach((resource) => client.setQueryDefaults([resource], { staleTime }));
  fresh(5_000, 'transaction produksi stock');
  fresh(10_000, 'bahanBaku bahanKemasan');
  fresh(60_000, 'group menu');
  fresh(5 * 60_000, 'category ongkir position businessProfile');
  fresh(Infinity, 'region');
  return client;
});
export const queryClientOf = (store: AppStore = appStore): QueryClient => store.get(queryClientAtom);
export const useClient = () => queryClientOf(useStore());

/** Forgets every answer: each story and test starts empty, and signing out (or a 401) leaves nothing behind. */
export const resetQueryClient = (store: AppStore = appStore) => queryClientOf(store).clear();
appStore.sub(authTokenAtom, () => {
  if (!appStore.get(authTokenAtom)) resetQueryClient(appStore);
});

/**
 * After a write to `resource`: every query reading it or a resource depending on it is stale (asked again at once
 * on screen, else when next shown), but for its own list pages, left to the list rules (`lists.ts`), whose figures
 * are asked again; with `lists`, its pages are asked again and bring their figures.
 */
export function invalidateResource(store: AppStore, resource: string, { lists = false } = {}): Promise<void> {
  const touched = [resource, ...(DEPENDENTS[resource] ?? [])];
  return queryClientOf(store).invalidateQueries({
    predicate: ({ queryKey: [key, kind], meta }) =>
      kind !== (key === resource && !lists ? 'list' : 'figures') &&
      [key, ...((meta?.resources as string[] | undefined) ?? [])].some((r) => touched.includes(r as string)),
  });
}
