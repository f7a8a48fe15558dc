import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createLookup, createLookupFamily, type Lookup } from './lookups';
import { invalidateResource, queryClientOf, resetQueryClient, useClient } from './query/queryClient';

/** A store with its own query cache, as the app's (no retry). */
function newStore() {
  const store = createStore();
  resetQueryClient(store);
  return store;
}

/** A lookup read as a screen reads it: `useQuery` on the store's cache. */
const useShown = <T>(lookup: Lookup<T>) => useQuery(lookup, useClient());

const wrapperFor = (store: ReturnType<typeof createStore>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return createElement(Provider, { store }, children);
  };

describe('lookups: reference lists, figures and reports on the query cache', () => {
  it('loads once for every dialog that shows it, and shares a load in flight', async () => {
    const load = vi.fn(async () => ['Owner', 'Staff']);
    const positions = createLookup('position-a', 'options', load);
    const store = newStore();
    const first = renderHook(() => useShown(positions), { wrapper: wrapperFor(store) });
    const second = renderHook(() => useShown(positions), { wrapper: wrapperFor(store) });
    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => expect(first.result.current.data).toEqual(['Owner', 'Staff']));
    expect(second.result.current.data).toEqual(['Owner', 'Staff']);
    first.unmount();
    second.unmount();
    // The dialog opens again: from the cache.
    const again = renderHook(() => useShown(positions), { wrapper: wrapperFor(store) });
    expect(again.result.current.data).toEqual(['Owner', 'Staff']);
    expect(again.result.current.isPending).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is keyed [resource, lookup, name, param] with the stale time of its freshest resource', () => {
    const traces = createLookupFamily(['transaction', 'region'], 'trace', async (body: object) => body);
    const query = traces({ restockId: 7 });
    expect(query.queryKey).toEqual(['transaction', 'lookup', 'trace', { restockId: 7 }]);
    const client = queryClientOf(newStore());
    expect(client.defaultQueryOptions(query).staleTime).toBe(5_000);
    expect(query.meta).toEqual({ resources: ['transaction', 'region'] });
    expect(client.defaultQueryOptions(createLookup('region', 'provinces', async () => [])).staleTime).toBe(
      Infinity,
    );
  });

  it('is stale after a write to any of its resources or to one they depend on', async () => {
    let n = 0;
    const stock = createLookup(['stock', 'material-c'], 'figures', async () => [`v${++n}`]);
    const store = newStore();
    const shown = renderHook(() => useShown(stock), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(shown.result.current.data).toEqual(['v1']));
    await act(() => invalidateResource(store, 'material-c'));
    await waitFor(() => expect(shown.result.current.data).toEqual(['v2']));
    // A new order changes product stock (DEPENDENTS).
    await act(() => invalidateResource(store, 'transaction'));
    await waitFor(() => expect(shown.result.current.data).toEqual(['v3']));
  });

  it('price tiers (issue 39): a price list write makes customers and quotes stale; a product write, the price lists', async () => {
    const store = newStore();
    const client = queryClientOf(store);
    const quote = createLookupFamily(['priceList', 'customer', 'product'], 'quote', async (id: number) => id);
    const prices = createLookupFamily('priceList', 'prices', async (id: number) => id);
    const customers = { queryKey: ['customer', 'list', {}], queryFn: async () => [] };
    const lists = { queryKey: ['priceList', 'list', {}], queryFn: async () => [] };
    const seed = () =>
      Promise.all([quote(1), prices(1), customers, lists].map((q) => client.fetchQuery(q as never)));
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
    await seed();
    await invalidateResource(store, 'priceList');
    expect([stale(customers.queryKey), stale(quote(1).queryKey), stale(prices(1).queryKey)]).toEqual([
      true,
      true,
      true,
    ]);
    await seed();
    // A product's own price shows on the prices page and is a quote's fallback.
    await invalidateResource(store, 'product');
    expect([stale(lists.queryKey), stale(prices(1).queryKey), stale(quote(1).queryKey)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(stale(customers.queryKey)).toBe(false);
    await seed();
    // A customer moved to another list is quoted anew.
    await invalidateResource(store, 'customer');
    expect([stale(quote(1).queryKey), stale(prices(1).queryKey)]).toEqual([true, false]);
  });

  it('loads again after a write to its resource: at once when shown, else when next shown', async () => {
    let n = 0;
    const load = vi.fn(async () => [`v${++n}`]);
    const groups = createLookup('group-b', 'options', load);
    const store = newStore();
    const shown = renderHook(() => useShown(groups), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(shown.result.current.data).toEqual(['v1']));
    act(() => void invalidateResource(store, 'group-b'));
    // The old list stays on screen while the new one loads.
    expect(shown.result.current.data).toEqual(['v1']);
    await waitFor(() => expect(shown.result.current.data).toEqual(['v2']));
    shown.unmount();
    await act(() => invalidateResource(store, 'group-b'));
    await act(() => invalidateResource(store, 'other-resource'));
    expect(load).toHaveBeenCalledTimes(2);
    const later = renderHook(() => useShown(groups), { wrapper: wrapperFor(store) });
    // The stale list shows while the new one loads.
    expect(later.result.current.data).toEqual(['v2']);
    await waitFor(() => expect(later.result.current.data).toEqual(['v3']));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reports a failure without retrying by itself, and retries when asked', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(['Gudang']);
    const menus = createLookup('menu-c', 'all', load);
    const store = newStore();
    const view = renderHook(() => useShown(menus), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(view.result.current.error).toBeInstanceOf(Error));
    expect(view.result.current.isPending).toBe(false);
    expect(queryClientOf(store).getQueryState(menus.queryKey)?.fetchFailureCount).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => void view.result.current.refetch());
    await waitFor(() => expect(view.result.current.data).toEqual(['Gudang']));
    expect(view.result.current.error).toBeNull();
  });

  it('keeps one answer per parameter in a family (objects by value), all stale together', async () => {
    const load = vi.fn(async (body: { level: string; active?: boolean }) => [body.level]);
    const parents = createLookupFamily('menu-d', 'parents', load);
    const store = newStore();
    await queryClientOf(store).fetchQuery(parents({ level: 'parent', active: true }));
    await queryClientOf(store).fetchQuery(parents({ level: 'submenu' }));
    expect(await queryClientOf(store).fetchQuery(parents({ active: true, level: 'parent' }))).toEqual([
      'parent',
    ]);
    expect(load).toHaveBeenCalledTimes(2);
    await invalidateResource(store, 'menu-d');
    await queryClientOf(store).fetchQuery(parents({ level: 'submenu' }));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows a record a write answered at once, without asking', async () => {
    const load = vi.fn(async () => ({ name: 'Pawon', version: 1 }));
    const profile = createLookup('businessProfile-e', 'profile', load);
    const store = newStore();
    const view = renderHook(() => useShown(profile), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(view.result.current.data).toEqual({ name: 'Pawon', version: 1 }));
    act(
      () => void queryClientOf(store).setQueryData(profile.queryKey, { name: 'Pawon Bu Sari', version: 2 }),
    );
    await waitFor(() => expect(view.result.current.data).toEqual({ name: 'Pawon Bu Sari', version: 2 }));
    expect(queryClientOf(store).getQueryData(profile.queryKey)?.version).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the last page on screen while the next one of a family loads', async () => {
    const pages = new Map<number, (rows: string[]) => void>();
    const family = createLookupFamily(
      'ledger-f',
      'page',
      (page: number) => new Promise<string[]>((resolve) => pages.set(page, resolve)),
    );
    const store = newStore();
    const view = renderHook(
      () => {
        const [page, setPage] = useState(1);
        const answer = useQuery({ ...family(page), placeholderData: keepPreviousData }, useClient());
        return [answer, page, setPage] as const;
      },
      { wrapper: wrapperFor(store) },
    );
    expect(view.result.current[0]).toMatchObject({
      data: undefined,
      isPending: true,
      isPlaceholderData: false,
    });
    await waitFor(() => expect(pages.has(1)).toBe(true));
    act(() => pages.get(1)!(['a']));
    await waitFor(() => expect(view.result.current[0].data).toEqual(['a']));
    act(() => view.result.current[2](2));
    await waitFor(() => expect(view.result.current[1]).toBe(2));
    expect(view.result.current[0]).toMatchObject({ data: ['a'], isPending: false, isPlaceholderData: true });
    await waitFor(() => expect(pages.has(2)).toBe(true));
    act(() => pages.get(2)!(['b']));
    await waitFor(() =>
      expect(view.result.current[0]).toMatchObject({ data: ['b'], isPlaceholderData: false }),
    );
  });

  it('asks nothing while not enabled (no product picked, a closed dialog), and loads once it is', async () => {
    const load = vi.fn(async (id: number) => [`resep ${id}`]);
    const recipes = createLookupFamily('recipe-g', 'of', load);
    const view = renderHook(({ id }) => useQuery({ ...recipes(id), enabled: id > 0 }, useClient()), {
      wrapper: wrapperFor(newStore()),
      initialProps: { id: 0 },
    });
    expect(view.result.current).toMatchObject({ data: undefined, error: null, isLoading: false });
    expect(load).not.toHaveBeenCalled();
    view.rerender({ id: 4 });
    await waitFor(() => expect(view.result.current.data).toEqual(['resep 4']));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
