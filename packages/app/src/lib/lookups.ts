import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useClient } from './query/queryClient';

/**
 * A reference list, figure or report: query options keyed `[resource, 'lookup', name, param?]` (a parameter object
 * by value), read with `useQuery(lookup, useClient())`, fresh for the stale time of its first resource (the
 * freshest it reads) and stale after a write to any of them (`meta.resources`, read by `invalidateResource`).
 */
type Resources = string | readonly string[];
const lookup = <T>(resource: Resources, key: readonly unknown[], queryFn: () => Promise<T>) => {
  const resources = [resource].flat();
  // queryOptions tags the key with the answer's type: the cache's `getQueryData(lookup.queryKey)` is typed.
  const { queryKey } = queryOptions({ queryKey: [resources[0], 'lookup', ...key], queryFn });
  return { queryKey, queryFn, meta: { resources } };
};
export type Lookup<T> = ReturnType<typeof lookup<T>>;
export const createLookup = <T>(resource: Resources, name: string, load: () => Promise<T>) =>
  lookup(resource, [name], load);
export const createLookupFamily =
  <P, T>(resource: Resources, name: string, load: (param: P) => Promise<T>) =>
  (param: P) =>
    lookup(resource, [name, param], () => load(param));

/**
 * A lookup that may be none (`null`: nothing asked, no entry in the cache; a field without a reference list, a
 * closed dialog), as `{ data, error, loading, retry }`: the error and loading only while nothing is shown.
 */
export function useLookup<T>(query: Lookup<T> | null) {
  const none = { queryKey: ['none', 'lookup'], queryFn: skipToken } as const;
  const result = useQuery<T, Error, T, readonly unknown[]>(query ?? none, useClient());
  const data = result.data ?? null;
  return {
    data,
    error: data === null ? result.error : null,
    loading: query !== null && data === null && !result.isError,
    retry: () => void result.refetch(),
  };
}
export type UseLookupResult<T> = ReturnType<typeof useLookup<T>>;
