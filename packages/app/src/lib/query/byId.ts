import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { queryClientOf, staleTimeOf } from './queryClient';

/**
 * Records read by id through the app's one cache (decision 025), for a form whose lines name a few of a big table
 * (an order's products, a production run's materials): one query per id, keyed `[resource, 'byId', name, id]`, so
 * a record read once is shared by every form and made stale by a write to its resource like any other query. The
 * ids asked in the same moment (a form opening with 30 lines) go out together, at most `max` per request: a small
 * batcher written here (a library such as DataLoader brings its own cache, which this one would only duplicate).
 */
export interface ByIdReader<T> {
  resource: string;
  name: string;
  /** One record by id, gathered with the others asked in the same task; null when the answer has none. */
  read: (id: number) => Promise<T | null>;
}

export function createByIdReader<T>(
  resource: string,
  name: string,
  load: (ids: number[]) => Promise<ReadonlyMap<number, T>>,
  max = 100,
): ByIdReader<T> {
  let pending: Map<number, Array<{ resolve: (v: T | null) => void; reject: (e: unknown) => void }>> | null =
    null;
  const flush = () => {
    const batch = pending!;
    pending = null;
    const ids = [...batch.keys()].sort((a, b) => a - b);
    for (let i = 0; i < ids.length; i += max) {
      const chunk = ids.slice(i, i + max);
      load(chunk).then(
        (found) => chunk.forEach((id) => batch.get(id)!.forEach((w) => w.resolve(found.get(id) ?? null))),
        (err: unknown) => chunk.forEach((id) => batch.get(id)!.forEach((w) => w.reject(err))),
      );
    }
  };
  return {
    resource,
    name,
    read: (id) =>
      new Promise((resolve, reject) => {
        if (!pending) {
          pending = new Map();
          // The queries a render starts ask synchronously, one after another: the batch closes after them.
          queueMicrotask(flush);
        }
        const waiting = pending.get(id) ?? [];
        waiting.push({ resolve, reject });
        pending.set(id, waiting);
      }),
  };
}

export const byIdKey = (reader: ByIdReader<unknown>, id: number) =>
  [reader.resource, 'byId', reader.name, id] as const;

/** Records another answer brought (a search's), stored as read by id now: shown at once, not asked again. */
export function usePutByIds<T>(
  reader: ByIdReader<T>,
): (records: ReadonlyArray<readonly [number, T]>) => void {
  const client = queryClientOf(useStore());
  return useCallback(
    (records) => records.forEach(([id, record]) => client.setQueryData(byIdKey(reader, id), record)),
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
 * The records of these ids, each a query of the cache: read when a form first shows them, again when shown after
 * the resource's stale time (a few seconds for stock) or after a write made them stale; the cached answer is shown
 * meanwhile. `put` stores records read elsewhere (a search's answer), so they are not asked again.
 */
export function useByIds<T>(reader: ByIdReader<T>, ids: readonly number[]): ByIdResult<T> {
  const client = queryClientOf(useStore());
  const key = ids.join(',');
  // One function per set of ids: the combined result is made again only when an answer changes.
  const combine = useCallback(
    (results: Array<UseQueryResult<T | null>>): ByIdResult<T> => {
      const found = new Map<number, T>();
      const asked = key ? key.split(',').map(Number) : [];
      results.forEach((r, i) => {
        if (r.data) found.set(asked[i]!, r.data);
      });
      return {
        found,
        failed: results.some((r) => r.isError),
        retry: () => results.forEach((r) => r.isError && void r.refetch()),
      };
    },
    [key],
  );
  return useQueries(
    {
      queries: ids.map((id) => ({
        queryKey: byIdKey(reader, id),
        queryFn: () => reader.read(id),
        staleTime: staleTimeOf(reader.resource),
      })),
      combine,
    },
    client,
  );
}
