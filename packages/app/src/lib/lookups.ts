import { keepPreviousData, queryOptions, skipToken, useQuery, type DataTag } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useState, type SetStateAction } from 'react';
import { queryClientOf, staleTimeOf } from './query/queryClient';

/**
 * A reference list, figure or report as a query of the app's one cache (decision 025): keyed `[resource, 'lookup',
 * name, param?]`, fresh for the shortest stale time of the resources it reads, stale after a write to any of them
 * (`meta.resources`, read by `invalidateResource`).
 */
export interface Lookup<T> {
  /** Tagged with the answer's type: the cache's `getQueryData(lookup.queryKey)` is typed. */
  queryKey: DataTag<readonly unknown[], T, Error>;
  queryFn: () => Promise<T>;
  staleTime: number;
  meta: { resources: readonly string[] };
}
const lookup = <T>(resource: string | readonly string[], key: readonly unknown[], load: () => Promise<T>) => {
  const resources = typeof resource === 'string' ? [resource] : resource;
  const staleTime = Math.min(...resources.map(staleTimeOf));
  // queryOptions tags the key with the answer's type.
  const { queryKey } = queryOptions({
    queryKey: [resources[0]!, 'lookup', ...key] as readonly unknown[],
    queryFn: load,
  });
  return { queryKey, queryFn: load, staleTime, meta: { resources } } satisfies Lookup<T>;
};
export const createLookup = <T>(resource: string | readonly string[], name: string, load: () => Promise<T>) =>
  lookup(resource, [name], load);
/** The same lookup for each parameter (an object parameter is keyed by value). */
export const createLookupFamily =
  <P, T>(resource: string | readonly string[], name: string, load: (param: P) => Promise<T>) =>
  (param: P) =>
    lookup(resource, [name, param], () => load(param));

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
