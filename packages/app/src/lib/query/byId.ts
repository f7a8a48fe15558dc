import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { useClient } from './queryClient';

type Load<T> = (ids: number[]) => Promise<ReadonlyMap<number, T>>;

/**
 * Records read by id for a form whose lines name a few of a big table (an order's products, a run's materials): a
 * query per id, keyed `[resource, 'byId', name, id]`, shared by every form and stale after a write to its
 * resource. The ids asked in the same moment (a form opening with 30 lines) go out together, at most `max` per
 * request: DataLoader gathers them, its own cache off (TanStack's is the one).
 */
export function createByIdReader<T>(resource: string, name: string, load: Load<T>, max = 100) {
  const gather = async (ids: readonly number[]) => {
    const found = await load([...ids]);
    return ids.map((id): T | null => found.get(id) ?? null);
  };
  const loader = new DataLoader(gather, { cache: false, maxBatchSize: max });
  return (id: number) =>
    queryOptions({ queryKey: [resource, 'byId', name, id], queryFn: () => loader.load(id) });
}

/** The answers by id: a record found, whether a read failed, and a retry of the failed ones. */
const combine = <T>(results: Array<UseQueryResult<readonly [number, T] | null>>) => ({
  found: new Map(results.flatMap((r) => (r.data ? [r.data] : []))),
  failed: results.some((r) => r.isError),
  retry: () => results.forEach((r) => r.isError && void r.refetch()),
});

/**
 * The records of these ids (asked in id order), each a query of the cache: read when a form first shows them, again
 * when shown after the resource's stale time or after a write made them stale; the cached answer shows meanwhile.
 * `found` leaves out a record whose answer had none; `failed`: a read failed (asked again when the form opens next,
 * or by `retry`).
 */
export function useByIds<T>(reader: ReturnType<typeof createByIdReader<T>>, ids: readonly number[]) {
  const queries = [...ids]
    .sort((a, b) => a - b)
    .map((id) => ({ ...reader(id), select: (record: T | null) => record && ([id, record] as const) }));
  return useQueries({ queries, combine: combine<T> }, useClient());
}
