import { hashKey, keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import {
  withAdded,
  withRemoved,
  withUpdated,
  type Identified,
  type ListAtoms,
  type ListQuery,
  type ListState,
  type PageCursor,
  type PageResult,
} from '../listAtoms';
import { staleTimeOf } from './queryClient';

/** A page as the cache keeps it: the list state of one query, and its boundary rows as the server answered them. */
interface CachedPage<T> extends ListState<T> {
  query: ListQuery;
  /** The ids of the first and last row answered (before any local edit), for the keyset cursor of a neighbour. */
  bounds: { first: number; last: number } | null;
}

/** The query as a key: filters without the unset ones and in name order, so equal queries share one entry. */
export function listKey(resource: string, query: ListQuery | null) {
  if (!query) return [resource, 'list', null] as const;
  const filters = Object.fromEntries(
    Object.entries(query.filters ?? {})
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const { page, perPage, search, sortBy, sortDir } = query;
  return [resource, 'list', { page, perPage, search, sortBy, sortDir, filters }] as const;
}

/** A list's answer as the cache keeps it. */
export function cachedPage<T extends Identified>(query: ListQuery, answer: PageResult<T>): CachedPage<T> {
  const { datas, total, page, perPage, ...summary } = answer as PageResult<T> & Record<string, unknown>;
  const [first, last] = [datas[0], datas.at(-1)];
  return {
    rows: datas,
    total,
    page,
    perPage,
    summary,
    status: 'success',
    error: null,
    query,
    bounds: first && last ? { first: first.id, last: last.id } : null,
  };
}

export interface ListOptions<T> {
  /** The resource's key: the first part of every query key of its pages (`vendor`). */
  key: string;
  /** Loads one page; `cursor` (with `keyset`) when a neighbouring page is in the cache. */
  fetchPage: (query: ListQuery, cursor?: PageCursor) => Promise<PageResult<T>>;
  /** The list takes `after`/`before`. @default false */
  keyset?: boolean;
  /** Updated records move to the front (transactions, production runs). @default false */
  moveUpdatedToFront?: boolean;
}

/** The cursor of a page from a cached neighbour answered for the same search, filters, sort and page size. */
function cursorFrom<T>(client: QueryClient, resource: string, query: ListQuery): PageCursor | undefined {
  const neighbour = (page: number) => {
    const key = listKey(resource, { ...query, page });
    const state = client.getQueryState<CachedPage<T>>(key);
    return state && !state.isInvalidated ? state.data?.bounds : undefined;
  };
  const before = query.page > 1 ? neighbour(query.page - 1) : undefined;
  if (before) return { after: before.last };
  const after = neighbour(query.page + 1);
  return after ? { before: after.first } : undefined;
}

/**
 * The atoms of one list resource, on the query cache (call once per resource, at module level): the screen sets
 * the query it shows (`loadAtom`), reads its state (`stateAtom`), and writes apply the spec's list rules to the
 * page on screen, marking the resource's other pages stale (they load again when shown).
 */
export function createListAtoms<T extends Identified>(options: ListOptions<T>): ListAtoms<T> {
  const { key: resource } = options;
  const queryAtom = atom<ListQuery | null>(null);

  const optionsFor = (client: QueryClient, query: ListQuery | null) => ({
    queryKey: listKey(resource, query),
    queryFn: async (): Promise<CachedPage<T>> => {
      if (!query) throw new Error('no query');
      const cursor = options.keyset ? cursorFrom<T>(client, resource, query) : undefined;
      const answer = await (cursor ? options.fetchPage(query, cursor) : options.fetchPage(query));
      return cachedPage(query, answer);
    },
    staleTime: staleTimeOf(resource),
  });

  const resultAtom = atomWithQuery((get) => {
    const query = get(queryAtom);
    return {
      ...optionsFor(get(queryClientAtom), query),
      enabled: query !== null,
      // While another page or search loads, the last rows stay (the table says it is busy).
      placeholderData: query ? keepPreviousData : undefined,
    };
  });

  const stateAtom = atom((get): ListState<T> => {
    const result = get(resultAtom);
    const query = get(queryAtom);
    const data = query ? result.data : undefined;
    const base = data
      ? {
          rows: data.rows,
          total: data.total,
          page: data.page,
          perPage: data.perPage,
          summary: data.summary ?? {},
        }
      : { rows: [] as T[], total: 0, page: query?.page ?? 1, perPage: query?.perPage ?? 25 };
    const waiting = result.isFetching && (result.isPlaceholderData || !data);
    // Offline (the request never reached the server), rows already shown stay, the banner says how old they are
    // (decision 039); any other failure is shown as one.
    const failed = result.isError && !(data && (result.error as { status?: unknown } | null)?.status === 0);
    return {
      ...base,
      status: waiting ? 'loading' : failed ? 'error' : data ? 'success' : 'idle',
      error: waiting || !failed ? null : result.error,
      // The query the rows (or the error) answer: the previous one while a new one loads.
      query: result.isPlaceholderData ? (data?.query ?? null) : data || result.isError ? query : null,
    };
  });

  const loadAtom = atom(null, async (get, set, query: ListQuery) => {
    set(queryAtom, query);
    const client = get(queryClientAtom);
    try {
      // A fresh page comes from the cache; a missing, stale or failed one is asked once (shared with the atom's).
      const state = client.getQueryState(listKey(resource, query));
      if (state?.status === 'error')
        await client.refetchQueries({ queryKey: listKey(resource, query), exact: true });
      else await client.fetchQuery(optionsFor(client, query));
    } catch {
      // The state says it (status 'error').
    }
  });

  const reloadAtom = atom(null, async (get) => {
    const query = get(queryAtom);
    if (!query) return;
    const client = get(queryClientAtom);
    // Every page is stale; the one on screen is asked now.
    await client.invalidateQueries({ queryKey: [resource, 'list'], refetchType: 'none' });
    await client.refetchQueries({ queryKey: listKey(resource, query), exact: true });
  });

  /** Applies a rule to the page on screen; every other page of the list is stale (loads again when shown). */
  const edit = (client: QueryClient, query: ListQuery | null, rule: (page: ListState<T>) => ListState<T>) => {
    const key = listKey(resource, query);
    const hash = hashKey(key);
    void client.invalidateQueries(
      { queryKey: [resource, 'list'], predicate: (q) => q.queryHash !== hash },
      { cancelRefetch: false },
    );
    if (query)
      client.setQueryData<CachedPage<T>>(key, (page) =>
        page ? { ...page, ...rule(page), query: page.query, bounds: page.bounds } : page,
      );
  };

  const addedAtom = atom(null, (get, _set, record: T) =>
    edit(get(queryClientAtom), get(queryAtom), (page) => withAdded(page, record)),
  );
  const updatedAtom = atom(null, (get, _set, record: T) =>
    edit(get(queryClientAtom), get(queryAtom), (page) =>
      withUpdated(page, record, options.moveUpdatedToFront ?? false),
    ),
  );
  const removedAtom = atom(null, (get, _set, ids: number | readonly number[]) =>
    edit(get(queryClientAtom), get(queryAtom), (page) => withRemoved(page, ids)),
  );
  /** Forgets the list (a story or test starting over). */
  const resetAtom = atom(null, (get, set) => {
    set(queryAtom, null);
    get(queryClientAtom).removeQueries({ queryKey: [resource, 'list'] });
  });

  return { stateAtom, loadAtom, reloadAtom, addedAtom, updatedAtom, removedAtom, resetAtom };
}
