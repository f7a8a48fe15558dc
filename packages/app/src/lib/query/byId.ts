import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { useCallback } from 'react';
import { useClient } from './queryClient';

/**
 * Records read by id through the app's one cache (decision 025), for a form whose lines name a few of a big table
 * (an order's products, a production run's materials): one query per id, keyed `[resource, 'byId', name, id]`, so
 * a record read once is shared by every form and made stale by a write to its resource like any other query. The
 * ids asked in the same moment (a form opening with 30 lines) go out together, at most `max` per request: DataLoader
 * gathers them, its own cache off (TanStack's is the one).
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
  return (id: number) =>
    queryOptions({ queryKey: [resource, 'byId', name, id], queryFn: () => loader.load(id) });
}
export type ByIdReader<T> = ReturnType<typeof createByIdReader<T>>;

/** Records another answer brought (a search's), stored as read by id now: shown at once, not asked again. */
export function usePutByIds<T>(reader: ByIdReader<T>) {
  const client = useClient();
  return useCallback(
    (records: ReadonlyArray<readonly [number, T]>) =>
      records.forEach(([id, record]) => client.setQueryData(reader(id).queryKey, record)),
    [client, reader],
  );
}

/**
 * The records of these ids (asked in id order), each a query of the cache: read when a form first shows them, again
 * when shown after the resource's stale time or after a write made them stale; the cached answer shows meanwhile.
 * `found` leaves out a record whose answer had none; `failed`: a read failed (asked again when the form opens next,
 * or by `retry`).
 */
export function useByIds<T>(reader: ByIdReader<T>, ids: readonly number[]) {
  const asked = [...ids].sort((a, b) => a - b);
  const key = asked.join(',');
  // One function per set of ids: the combined result is made again only when an answer changes.
  const combine = useCallback(
    (results: Array<UseQueryResult<T | null>>) => ({
      found: new Map(
        results.flatMap((r, i) => (r.data ? [[Number(key.split(',')[i]), r.data] as const] : [])),
      ),
      failed: results.some((r) => r.isError),
      retry: () => results.forEach((r) => r.isError && void r.refetch()),
    }),
    [key],
  );
  return useQueries({ queries: asked.map(reader), combine }, useClient());
}
