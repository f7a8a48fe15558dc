import { queryClientOf } from '../query/queryClient';
import { appStore } from '../store';

interface Page<T> {
  datas: T[];
  total: number;
}

/**
 * The records of a resource any cached answer holds (list pages keep `rows`, picker answers `datas`, a lookup of
 * choices, `[resource, 'lookup', 'choices']`, the array itself), by id.
 */
export function cachedRecords<T extends { id: number }>(resource: string): T[] {
  const byId = new Map<number, T>();
  for (const query of queryClientOf(appStore)
    .getQueryCache()
    .findAll({ queryKey: [resource] })) {
    const data = query.state.data as { rows?: unknown; datas?: unknown } | unknown[] | undefined;
    const rows = Array.isArray(data)
      ? query.queryKey[2] === 'choices'
        ? data
        : []
      : Array.isArray(data?.rows)
        ? data.rows
        : Array.isArray(data?.datas)
          ? data.datas
          : [];
    for (const row of rows as T[]) if (row && typeof row.id === 'number') byId.set(row.id, row);
  }
  return [...byId.values()];
}

/**
 * A picker's search on the server that still answers offline (decision 039): each answer is kept in the query cache
 * (which IndexedDB keeps), and without a network the search runs over every record of the resource the cache holds
 * (pickers' answers and list pages), every word of the query in `text(record)`. With nothing cached that matches,
 * the network failure stands.
 */
export async function searchWithCache<T extends { id: number }>(
  resource: string,
  search: string,
  load: () => Promise<Page<T>>,
  text: (record: T) => string,
  limit = 20,
): Promise<Page<T>> {
  try {
    const page = await load();
    queryClientOf(appStore).setQueryData([resource, 'lookup', 'pickerSearch', search], page);
    return page;
  } catch (error) {
    // Only a request that never got an answer (the client's status 0); send.ts is the offline chunk's.
    if ((error as { status?: unknown } | null)?.status !== 0) throw error;
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    const found = cachedRecords<T>(resource)
      .filter((r) => words.every((w) => text(r).toLowerCase().includes(w)))
      .sort((a, b) => text(a).localeCompare(text(b)));
    if (found.length === 0) throw error;
    return { datas: found.slice(0, limit), total: found.length };
  }
}
