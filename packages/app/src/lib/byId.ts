import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { createLookupFamily } from './lookups';
import { useClient } from './query/queryClient';

// Its own module, not lib/lookups: DataLoader travels only with the forms that read by id (the order's lines, a
// run's materials), not in the first load of every screen (bench/bundle: +2.4 KB on each route when it was there).

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
  const sorted = [...ids].sort((a, b) => a - b);
  const combine = (results: Array<UseQueryResult<T | null>>) => ({
    found: new Map(results.flatMap((r, i) => (r.data ? [[sorted[i]!, r.data] as const] : []))),
    failed: results.some((r) => r.isError),
    retry: () => results.forEach((r) => r.isError && void r.refetch()),
  });
  return useQueries({ queries: sorted.map((id) => reader(id)), combine }, useClient());
}
