import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useState, type SetStateAction } from 'react';
import { queryClientOf, staleTimeOf } from './query/queryClient';
import type { AppStore } from './store';

/**
 * A reference list, figure or report as a query of the app's one cache (decision 025): keyed `[resource, 'lookup',
 * name, param?]`, fresh for the shortest stale time of the resources it reads, stale after a write to any of them
 * (`meta.resources`, read by `invalidateResource`).
 */
export interface Lookup<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  staleTime: number;
  meta: { resources: readonly string[] };
}
export const lookup = <T>(resources: readonly string[], key: readonly unknown[], load: () => Promise<T>) =>
  ({
    queryKey: [resources[0]!, 'lookup', ...key],
    queryFn: load,
    staleTime: Math.min(...resources.map(staleTimeOf)),
    meta: { resources },
  }) satisfies Lookup<T>;
const list = (resource: string | readonly string[]) => (typeof resource === 'string' ? [resource] : resource);

export const createLookup = <T>(resource: string | readonly string[], name: string, load: () => Promise<T>) =>
  lookup(list(resource), [name], load);
/** The same lookup for each parameter (an object parameter is keyed by value). */
export const createLookupFamily =
  <P, T>(resource: string | readonly string[], name: string, load: (param: P) => Promise<T>) =>
  (param: P) =>
    lookup(list(resource), [name, param], () => load(param));

export const fetchLookup = <T>(store: AppStore, query: Lookup<T>): Promise<T> =>
  queryClientOf(store).fetchQuery(query);
/** Asked again now (a dialog that must show the latest); a request in flight serves. */
export const refetchLookup = (store: AppStore, query: Lookup<unknown>): Promise<void> =>
  queryClientOf(store).refetchQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false });
export const cachedLookup = <T>(store: AppStore, query: Lookup<T>): T | undefined =>
  queryClientOf(store).getQueryData(query.queryKey);
/** A write answered the whole record: every screen shows it at once, without asking. */
export const setLookup = <T>(store: AppStore, query: Lookup<T>, data: T): void =>
  void queryClientOf(store).setQueryData(query.queryKey, data);

/** A lookup in a component (`null`: nothing asked, so that a component can call it for every field). */
export function useLookup<T>(query: Lookup<T> | null, placeholder?: typeof keepPreviousData) {
  const client = queryClientOf(useStore());
  const result = useQuery<T, Error, T, readonly unknown[]>(
    // No lookup: a query that is never asked (skipToken), so that a component can call this for every field.
    { ...(query ?? { queryKey: ['none', 'lookup'], queryFn: skipToken }), placeholderData: placeholder },
    client,
  );
  const data = query && result.data !== undefined ? result.data : null;
  return {
    data,
    error: data === null ? result.error : null,
    loading: query !== null && data === null && !result.isError,
    /** The answer shown is the last parameter's while the new one loads. */
    refreshing: result.isPlaceholderData,
    retry: () => void result.refetch(),
  };
}
export type UseLookupResult<T> = ReturnType<typeof useLookup<T>>;

/** A family's member chosen by a parameter the component changes (a page, a search); the last answer stays. */
export function useLookupFamily<P, T>(family: (param: P) => Lookup<T>, initial: P) {
  const [param, setParam] = useState(initial);
  const result = useLookup(family(param), keepPreviousData);
  return [result, param, setParam as (update: SetStateAction<P>) => void] as const;
}
