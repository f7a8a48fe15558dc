import { hashKey, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { atom, useAtom, useAtomValue, type SetStateAction } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { useMemo, useState } from 'react';
import { queryClientOf, staleTimeOf } from './query/queryClient';
import type { AppStore } from './store';

/**
 * Reference lists, figures and reports (positions in the user form, the dashboard's figures, a report…) as queries
 * of the app's one cache (decision 025): keyed `[resource, 'lookup', name, param?]`, fresh for the resource's
 * stale time (`staleTimeOf`), stale after a write to the resource or to one it depends on (`invalidateResource`).
 * Every component that shows one shares a single request; opening a dialog again shows the cached answer.
 */
export interface Lookup<T> {
  /** The query key: `[resource, 'lookup', name]`, or `[resource, 'lookup', name, param]` for a family's member. */
  key: readonly [string, 'lookup', string, ...unknown[]];
  /**
   * The resources whose writes make it stale (a resource descriptor's `key`: `position`, `menu`…; a trace reads
   * orders, production runs and stock). The first one names the key and the stale time.
   */
  resources: readonly string[];
  load: () => Promise<T>;
}

const resourcesOf = (resource: string | readonly string[]): readonly string[] =>
  typeof resource === 'string' ? [resource] : resource;

/** The query of a lookup (its key, function, stale time and the resources that make it stale). */
export function lookupQuery<T>(lookup: Lookup<T>) {
  const [first, ...others] = lookup.resources;
  return queryOptions({
    queryKey: lookup.key as readonly unknown[],
    queryFn: lookup.load,
    // The shortest of the resources it reads: a trace is as fresh as the orders in it.
    staleTime: Math.min(staleTimeOf(first!), ...others.map(staleTimeOf)),
    meta: { resources: lookup.resources },
  });
}

/** A reference list or figure of `resource` (or of several), named `name` among the resource's lookups. */
export function createLookup<T>(
  resource: string | readonly string[],
  name: string,
  load: () => Promise<T>,
): Lookup<T> {
  const resources = resourcesOf(resource);
  return { key: [resources[0]!, 'lookup', name], resources, load };
}

/** The same lookup for each parameter (menus that may be parents, by level; a report by its request: an
 * object parameter is keyed by value, its properties in any order). */
export function createLookupFamily<P, T>(
  resource: string | readonly string[],
  name: string,
  load: (param: P) => Promise<T>,
): (param: P) => Lookup<T> {
  const resources = resourcesOf(resource);
  return (param) => ({ key: [resources[0]!, 'lookup', name, param], resources, load: () => load(param) });
}

/** The lookup's answer: from the cache when fresh, else asked (callers at the same time share one request). */
export const fetchLookup = <T>(store: AppStore, lookup: Lookup<T>): Promise<T> =>
  queryClientOf(store).fetchQuery(lookupQuery(lookup));

/** The lookup's answer asked again now (a dialog that must show the latest); a request in flight serves. */
export const refetchLookup = (store: AppStore, lookup: Lookup<unknown>): Promise<void> =>
  queryClientOf(store).refetchQueries({ queryKey: lookup.key, exact: true }, { cancelRefetch: false });

/** The cached answer, if any (fresh or not). */
export const cachedLookup = <T>(store: AppStore, lookup: Lookup<T>): T | undefined =>
  queryClientOf(store).getQueryData<T>(lookup.key);

/** A write answered the whole record: every screen that shows the lookup shows it at once, without asking. */
export const setLookup = <T>(store: AppStore, lookup: Lookup<T>, data: T): void =>
  void queryClientOf(store).setQueryData<T>(lookup.key, data);

export interface UseLookupResult<T> {
  data: T | null;
  /** Why it could not be loaded (while nothing is shown). */
  error: unknown;
  /** Nothing to show yet. */
  loading: boolean;
  retry: () => void;
}

/** `useLookup(null)`: no query, nothing to show. */
const noLookupAtom = atomWithQuery(() => ({ queryKey: ['none', 'lookup'], enabled: false }));

/** One atom per key (a family's member is a new object at every call). */
const queryAtomOf = <T>(lookup: Lookup<T>) => atomWithQuery(() => lookupQuery(lookup));

/**
 * A lookup in a component, through its query atom: loaded when first shown (or stale), from the cache after that.
 * `null` (fixed options) gives an empty, idle state, so that a component can call it for every field.
 */
export function useLookup<T>(lookup: Lookup<T> | null): UseLookupResult<T> {
  const hash = lookup ? hashKey(lookup.key) : null;
  // The key (its hash) is the query: a family member is a new object at every render.
  const queryAtom = useMemo(() => (lookup ? queryAtomOf(lookup) : noLookupAtom), [hash]);
  const result = useAtomValue(queryAtom);
  const data = lookup && result.data !== undefined ? (result.data as T) : null;
  return {
    data,
    error: data === null ? result.error : null,
    loading: lookup !== null && data === null && !result.isError,
    retry: () => void result.refetch(),
  };
}

export interface UseLookupFamilyResult<T> extends UseLookupResult<T> {
  /** The answer shown is the last parameter's, while the new one loads (a table says it is busy). */
  refreshing: boolean;
}

/**
 * A family's member chosen by a parameter the component changes (a page, a search), through one query atom of
 * the component: the last answer stays on screen while the next one loads. Returns the result, the parameter and
 * its setter.
 */
export function useLookupFamily<P, T>(
  family: (param: P) => Lookup<T>,
  initial: P,
): [UseLookupFamilyResult<T>, P, (update: SetStateAction<P>) => void] {
  const [atoms] = useState(() => {
    const paramAtom = atom(initial);
    const queryAtom = atomWithQuery((get) => ({
      ...lookupQuery(family(get(paramAtom))),
      placeholderData: keepPreviousData,
    }));
    return { paramAtom, queryAtom };
  });
  const [param, setParam] = useAtom(atoms.paramAtom);
  const result = useAtomValue(atoms.queryAtom);
  const data = result.data !== undefined ? result.data : null;
  return [
    {
      data,
      error: result.isError && !result.isPlaceholderData ? result.error : null,
      loading: data === null && !result.isError,
      refreshing: result.isPlaceholderData,
      retry: () => void result.refetch(),
    },
    param,
    setParam,
  ];
}
