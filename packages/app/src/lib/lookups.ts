import { queryOptions, skipToken, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import DataLoader from 'dataloader';
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

/**
 * Records by id for a form whose lines name a few of a big table (an order's products, a run's materials): a lookup
 * per id, shared by every form. The ids asked in the same moment (a form opening with 30 lines) go out together, at
 * most `max` a request: DataLoader gathers them, its own cache off (TanStack's is the one).
 */
export function createByIdReader<T>(
  resource: string,
  name: string,
  load: (ids: number[]) => Promise<ReadonlyMap<number, T>>,
  max = 100,
) {
  const gather = async (ids: readonly number[]) => {
    const found = await load([...ids]);
    return ids.map((id): T | null => found.get(id) ?? null);
  };
  const loader = new DataLoader(gather, { cache: false, maxBatchSize: max });
  return createLookupFamily(resource, name, (id: number) => loader.load(id));
}

/**
 * The records of these ids (asked in id order), read when a form first shows them and again when stale; the cached
 * answer shows meanwhile. `found` leaves out an id without a record; `failed`: a read failed (`retry` asks again).
 */
export function useByIds<T>(reader: ReturnType<typeof createByIdReader<T>>, ids: readonly number[]) {
  const queries = [...ids]
    .sort((a, b) => a - b)
    .map((id) => ({ ...reader(id), select: (record: T | null) => record && ([id, record] as const) }));
  const combine = (results: Array<UseQueryResult<readonly [number, T] | null>>) => ({
    found: new Map(results.flatMap((r) => (r.data ? [r.data] : []))),
    failed: results.some((r) => r.isError),
    retry: () => results.forEach((r) => r.isError && void r.refetch()),
  });
  return useQueries({ queries, combine }, useClient());
}
