import { atom, useAtomValue, useStore, type PrimitiveAtom } from 'jotai';
import { useEffect } from 'react';
import type { AppStore } from './store';

/**
 * Reference lists for pickers (positions in the user form, menus and users in the group form…), loaded once and
 * shared by every dialog that shows them, until a write to their resource makes them stale. Opening a dialog
 * again does not ask the server again.
 */
export interface LookupState<T> {
  /** The last list loaded (kept while a stale list reloads). */
  data: T | null;
  /** Why the last load failed. */
  error: unknown;
  loading: boolean;
  /** A write to the resource happened since `data` was loaded: load again when next shown. */
  stale: boolean;
}

export interface Lookup<T> {
  /**
   * The resources whose writes make this list stale (a resource descriptor's `key`: `position`, `menu`…; a
   * material's stock also changes with its restocks and usages).
   */
  resource: string | readonly string[];
  stateAtom: PrimitiveAtom<LookupState<T>>;
  /** The list: loaded when missing or stale (`force`: always); callers at the same time share one request. */
  ensure: (store: AppStore, options?: { force?: boolean }) => Promise<T>;
}

const initial: LookupState<never> = { data: null, error: null, loading: false, stale: false };

/** Every lookup by resource key, so that a write can mark them stale without knowing them. */
const byResource = new Map<string, Set<Lookup<unknown>>>();

/** A cached reference list of `resource` (or of several), loaded by `load`. Create once, at module level. */
export function createLookup<T>(resource: string | readonly string[], load: () => Promise<T>): Lookup<T> {
  const stateAtom = atom<LookupState<T>>(initial);
  const running = new WeakMap<AppStore, Promise<T>>();
  const lookup: Lookup<T> = {
    resource,
    stateAtom,
    ensure(store, { force = false } = {}) {
      const state = store.get(stateAtom);
      if (!force && state.data !== null && !state.stale) return Promise.resolve(state.data);
      const pending = running.get(store);
      if (pending) return pending;
      // Not stale from here: a write during the load marks it stale again (and it loads once more).
      store.set(stateAtom, { ...state, loading: true, error: null, stale: false });
      const request = load().then(
        (data) => {
          running.delete(store);
          store.set(stateAtom, { ...store.get(stateAtom), data, error: null, loading: false });
          return data;
        },
        (error: unknown) => {
          running.delete(store);
          store.set(stateAtom, { ...store.get(stateAtom), error, loading: false });
          throw error;
        },
      );
      running.set(store, request);
      return request;
    },
  };
  for (const key of typeof resource === 'string' ? [resource] : resource) {
    const list = byResource.get(key) ?? new Set();
    list.add(lookup as Lookup<unknown>);
    byResource.set(key, list);
  }
  return lookup;
}

/**
 * The same lookup for each parameter (menus that may be parents, by level): one cached list per value, all
 * stale together.
 */
export function createLookupFamily<P extends string | number, T>(
  resource: string | readonly string[],
  load: (param: P) => Promise<T>,
): (param: P) => Lookup<T> {
  const members = new Map<P, Lookup<T>>();
  return (param) => {
    let lookup = members.get(param);
    if (!lookup) {
      lookup = createLookup(resource, () => load(param));
      members.set(param, lookup);
    }
    return lookup;
  };
}

/** What else keeps answers of a resource (the query cache of `lib/query`, once a signed-in screen loaded it). */
const followers = new Set<(store: AppStore, resource: string) => void>();
export const onInvalidate = (follow: (store: AppStore, resource: string) => void) =>
  void followers.add(follow);

/**
 * After a write to `resource` (a save or a delete): its lists are stale. Shown ones load again at once; the
 * others when next shown. The query cache hears of it too (what depends on the resource: stock after an order).
 */
export function invalidateLookups(store: AppStore, resource: string): void {
  for (const follow of followers) follow(store, resource);
  for (const lookup of byResource.get(resource) ?? []) {
    const state = store.get(lookup.stateAtom);
    if (state.data !== null || state.loading) store.set(lookup.stateAtom, { ...state, stale: true });
  }
}

export interface UseLookupResult<T> {
  data: T | null;
  error: unknown;
  /** Nothing to show yet. */
  loading: boolean;
  retry: () => void;
}

const noLookupAtom = atom<LookupState<never>>(initial);

/**
 * A lookup's list in a component: loaded when first shown (or stale), from the cache after that. `null` (fixed
 * options) gives an empty, idle state, so that a component can call it for every field.
 */
export function useLookup<T>(lookup: Lookup<T> | null): UseLookupResult<T> {
  const store = useStore();
  const state = useAtomValue<LookupState<T>>(lookup?.stateAtom ?? noLookupAtom);
  const wanted = lookup !== null && ((state.data === null && state.error === null) || state.stale);
  useEffect(() => {
    if (wanted && !state.loading) lookup?.ensure(store).catch(() => undefined);
  }, [wanted, state.loading, lookup, store]);
  return {
    data: state.data,
    error: state.data === null ? state.error : null,
    loading: lookup !== null && state.data === null && state.error === null,
    retry: () => void lookup?.ensure(store, { force: true }).catch(() => undefined),
  };
}
