import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLookup, createLookupFamily, invalidateLookups, useLookup } from './lookups';

const wrapperFor = (store: ReturnType<typeof createStore>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return createElement(Provider, { store }, children);
  };

describe('lookups: cached reference lists', () => {
  it('loads once for every dialog that shows it, and shares a load in flight', async () => {
    const load = vi.fn(async () => ['Owner', 'Staff']);
    const positions = createLookup('position-a', load);
    const store = createStore();
    const first = renderHook(() => useLookup(positions), { wrapper: wrapperFor(store) });
    const second = renderHook(() => useLookup(positions), { wrapper: wrapperFor(store) });
    expect(first.result.current.loading).toBe(true);
    await waitFor(() => expect(first.result.current.data).toEqual(['Owner', 'Staff']));
    expect(second.result.current.data).toEqual(['Owner', 'Staff']);
    first.unmount();
    second.unmount();
    // The dialog opens again: from the cache.
    const again = renderHook(() => useLookup(positions), { wrapper: wrapperFor(store) });
    expect(again.result.current.data).toEqual(['Owner', 'Staff']);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is stale after a write to any of its resources (a material after a restock)', async () => {
    let n = 0;
    const materials = createLookup(['material-c', 'material-c-restock'], async () => [`v${++n}`]);
    const store = createStore();
    const shown = renderHook(() => useLookup(materials), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(shown.result.current.data).toEqual(['v1']));
    act(() => invalidateLookups(store, 'material-c-restock'));
    await waitFor(() => expect(shown.result.current.data).toEqual(['v2']));
    act(() => invalidateLookups(store, 'material-c'));
    await waitFor(() => expect(shown.result.current.data).toEqual(['v3']));
  });

  it('loads again after a write to its resource: at once when shown, else when next shown', async () => {
    let n = 0;
    const load = vi.fn(async () => [`v${++n}`]);
    const groups = createLookup('group-b', load);
    const store = createStore();
    const shown = renderHook(() => useLookup(groups), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(shown.result.current.data).toEqual(['v1']));
    act(() => invalidateLookups(store, 'group-b'));
    // The old list stays on screen while the new one loads.
    expect(shown.result.current.data).toEqual(['v1']);
    await waitFor(() => expect(shown.result.current.data).toEqual(['v2']));
    shown.unmount();
    act(() => invalidateLookups(store, 'group-b'));
    act(() => invalidateLookups(store, 'other-resource'));
    expect(load).toHaveBeenCalledTimes(2);
    const later = renderHook(() => useLookup(groups), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(later.result.current.data).toEqual(['v3']));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reports a failure without retrying by itself, and retries when asked', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(['Gudang']);
    const menus = createLookup('menu-c', load);
    const store = createStore();
    const view = renderHook(() => useLookup(menus), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(view.result.current.error).toBeInstanceOf(Error));
    expect(view.result.current.loading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => view.result.current.retry());
    await waitFor(() => expect(view.result.current.data).toEqual(['Gudang']));
    expect(view.result.current.error).toBeNull();
  });

  it('keeps one list per parameter in a family, all stale together', async () => {
    const load = vi.fn(async (level: string) => [level]);
    const parents = createLookupFamily('menu-d', load);
    const store = createStore();
    expect(parents('parent')).toBe(parents('parent'));
    await parents('parent').ensure(store);
    await parents('submenu').ensure(store);
    await parents('parent').ensure(store);
    expect(load).toHaveBeenCalledTimes(2);
    invalidateLookups(store, 'menu-d');
    await parents('submenu').ensure(store);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
