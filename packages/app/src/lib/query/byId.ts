import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { queryClientOf, staleTimeOf } from './queryClient';

/**
 * Records read by id through the app's one cache (decision 025), for a form whose lines name a few of a big table
 * (an order's products, a production run's materials): one query per id, keyed `[resource, 'byId', name, id]`, so
 * a record read once is shared by every form and made stale by a write to its resource like any other query. The
 * ids asked in the same moment (a form opening with 30 lines) go out together, at most `max` per request: DataLoader
 * gathers them, its own cache off (TanStack's is the one).
 */
export interface ByIdReader<T> {
  resource: string;
  name: string;
  loader: DataLoader<number, T | null>;
}

export const createByIdReader = <T>(
  resource: string,
  name: string,
  load: (ids: number[]) => Promise<ReadonlyMap<number, T>>,
  max = 100,
): ByIdReader<T> => ({
  resource,
  name,
  loader: new DataLoader(
    async (ids) => {
      const found = await load([...ids]);
      return ids.map((id) => found.get(id) ?? null);
    },
    { cache: false, maxBatchSize: max },
  ),
});

export const byIdKey = (reader: ByIdReader<unknown>, id: number) =>
  [reader.resource, 'byId', reader.name, id] as const;

/** Records another answer brought (a search's), stored as read by id now: shown at once, not asked again. */
export function usePutByIds<T>(reader: ByIdReader<T>) {
  const client = queryClientOf(useStore());
  return useCallback(
    (records: ReadonlyArray<readonly [number, T]>) =>
      records.forEach(([id, record]) => client.setQueryData(byIdKey(reader, id), record)),
    [client, reader],
  );
}

export interface ByIdResult<T> {
  /** The records read so far (a record whose answer had none is left out). */
  found: ReadonlyMap<number, T>;
  /** A read failed (each is asked again when the form opens next, or by `retry`). */
  failed: boolean;
  retry: () => void;
}

/**
 * The records of these ids (asked in id order), each a query of the cache: read when a form first shows them, again
 * when shown after the resource's stale time or after a write made them stale; the cached answer shows meanwhile.
 */
export function useByIds<T>(reader: ByIdReader<T>, ids: readonly number[]): ByIdResult<T> {
  const asked = [...ids].sort((a, b) => a - b);
  const key = asked.join(',');
  // One function per set of ids: the combined result is made again only when an answer changes.
  const combine = useCallback(
    (results: Array<UseQueryResult<T | null>>): ByIdResult<T> => {
      const order = key ? key.split(',').map(Number) : [];
      const found = new Map(results.flatMap((r, i) => (r.data ? [[order[i]!, r.data] as const] : [])));
      return {
        found,
        failed: results.some((r) => r.isError),
        retry: () => results.forEach((r) => r.isError && void r.refetch()),
      };
    },
    [key],
  );
  const queries = asked.map((id) => ({
    queryKey: byIdKey(reader, id),
    queryFn: () => reader.loader.load(id),
    staleTime: staleTimeOf(reader.resource),
  }));
  return useQueries({ queries, combine }, queryClientOf(useStore()));
}
