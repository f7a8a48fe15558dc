import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AppStore } from '../store';
import type { Identified, ListQuery, PageCursor, PageResult } from '../listQuery';
import { invalidateResource, queryClientOf, useClient } from './queryClient';

/** A list resource: its key (the first part of its query keys) and how one page is read. */
export interface ListSource<T> {
  key: string;
  fetchPage: (query: ListQuery, cursor?: PageCursor) => Promise<PageResult<T>>;
  /** The list takes `after`/`before`. */
  keyset?: boolean | undefined;
  /** Updated records move to the front (spec section 4: transactions, production runs). */
  moveUpdatedToFront?: boolean | undefined;
}
/** A cached page: the answer, its query, and the ids the server put first and last (a neighbour's cursor). */
type Page<T> = PageResult<T> & { query: ListQuery; bounds?: { first: number; last: number } };

/** Equal queries share one key: the cache hashes objects by value, keys in any order, unset values left out. */
export const listKey = (resource: string, { filters = {}, ...query }: ListQuery) =>
  [resource, 'list', { ...query, filters }] as const;
/** What a list answers over every matching row (totals, counts): a figure of its own, stale after any write. */
const figuresKey = (resource: string, { search, filters = {} }: ListQuery) =>
  [resource, 'figures', { search, filters }] as const;
const figuresOf = ({ datas: _d, total: _t, page: _p, perPage: _pp, ...figures }: PageResult<unknown>) =>
  figures as Readonly<Record<string, unknown>>;

/** The query of one page; its answer also seeds the list's figures. */
export const listQuery = <T extends Identified>(client: QueryClient, list: ListSource<T>, query: ListQuery) =>
  queryOptions({
    queryKey: listKey(list.key, query),
    queryFn: async (): Promise<Page<T>> => {
      // Keyset: from a cached neighbour (same search, filters, sort and size), unless a write made it stale.
      const bounds = (page: number) => {
        const state = client.getQueryState<Page<T>>(listKey(list.key, { ...query, page }));
        return list.keyset && !state?.isInvalidated ? state?.data?.bounds : undefined;
      };
      const [before, after] = [bounds(query.page - 1), bounds(query.page + 1)];
      const cursor = before ? { after: before.last } : after && { before: after.first };
      const answer = await (cursor ? list.fetchPage(query, cursor) : list.fetchPage(query));
      client.setQueryData(figuresKey(list.key, query), figuresOf(answer));
      const [first, last] = [answer.datas[0], answer.datas.at(-1)];
      return { ...answer, query, ...(first && last ? { bounds: { first: first.id, last: last.id } } : {}) };
    },
  });

/**
 * A page of a list on a screen: the last rows stay while the next page or search loads (`loading` says so);
 * offline, rows already shown stay and no error is said (decision 039).
 */
export function useListPage<T extends Identified>(list: ListSource<T>, query: ListQuery) {
  const client = useClient();
  const page = useQuery({ ...listQuery(client, list, query), placeholderData: keepPreviousData }, client);
  const figures = useQuery(
    {
      queryKey: figuresKey(list.key, query),
      queryFn: async () => figuresOf(await list.fetchPage({ ...query, page: 1, perPage: 1 })),
      staleTime: Infinity,
      placeholderData: keepPreviousData,
      // Asked only after a write: the pages seed it, and a list that adds nothing up never asks.
      enabled: ({ state }) => Object.keys(state.data ?? {}).length > 0,
    },
    client,
  );
  const { data, error, isError, isFetching } = page;
  const offline = Boolean(data) && (error as { status?: unknown } | null)?.status === 0;
  return {
    rows: data?.datas ?? [],
    total: data?.total ?? 0,
    page: data?.page ?? query.page,
    perPage: data?.perPage ?? query.perPage,
    /** The query the rows answer (the last one's while the next loads). */
    query: data?.query ?? query,
    summary: figures.data ?? {},
    loading: page.isPlaceholderData || page.isPending || (isError && isFetching),
    error: isError && !isFetching && !offline ? error : null,
    retry: () => void page.refetch(),
  };
}

/** The query of the page on screen, its filters always there. */
type Shown = ListQuery & { filters: NonNullable<ListQuery['filters']> };

export type ListChange<T> = { added: T } | { updated: T } | { removed: number | readonly number[] };

/** Spec section 4: a new record to the front, an update merged by id (or to the front), a delete removed by id. */
function applied<T extends Identified>(page: Page<T>, change: ListChange<T>, list: ListSource<T>): Page<T> {
  const { datas, total } = page;
  if ('removed' in change) {
    const gone = [change.removed].flat();
    const kept = datas.filter((row) => !gone.includes(row.id));
    return { ...page, datas: kept, total: Math.max(0, total - (datas.length - kept.length)) };
  }
  const added = 'added' in change;
  const index = datas.findIndex((row) => row.id === (added ? change.added : change.updated).id);
  const record = added ? change.added : { ...datas[index], ...change.updated };
  if (!added && !list.moveUpdatedToFront)
    return index === -1 ? page : { ...page, datas: datas.with(index, record) };
  const rest = datas.filter((row) => row.id !== record.id);
  return { ...page, datas: [record, ...rest], total: index === -1 ? total + 1 : total };
}

/**
 * The one rule after a write to a list resource: the page on screen shows the change at once (the spec's rules),
 * or with `reload` (a list whose order or filter the server decides; a function of the query shown) asks the
 * server again; the other pages are stale; every figure and lookup of the resource and of those depending on it
 * is asked again.
 */
export async function written<T extends Identified>(
  store: AppStore,
  list: ListSource<T>,
  change: ListChange<T> | null,
  { reload = false }: { reload?: boolean | ((shown: Shown) => boolean) } = {},
): Promise<void> {
  const client = queryClientOf(store);
  const active = { queryKey: [list.key, 'list'], type: 'active' } as const;
  const [shown] = client.getQueriesData(active).map(([key]) => key[2] as Shown);
  const reloaded = typeof reload === 'function' ? !!shown && reload(shown) : reload;
  if (change) client.setQueriesData<Page<T>>(active, (page) => page && applied(page, change, list));
  if (!reloaded) void client.invalidateQueries({ ...active, type: 'inactive', refetchType: 'none' });
  await invalidateResource(store, list.key, { lists: reloaded });
}
