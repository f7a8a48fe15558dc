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

/** A cached neighbour's cursor (same search, filters, sort and size), unless a write made it stale. */
function cursorFor(client: QueryClient, resource: string, query: ListQuery): PageCursor | undefined {
  const bounds = (page: number) => {
    const state = client.getQueryState<Page<unknown>>(listKey(resource, { ...query, page }));
    return state?.isInvalidated ? undefined : state?.data?.bounds;
  };
  const [before, after] = [bounds(query.page - 1), bounds(query.page + 1)];
  return before ? { after: before.last } : after ? { before: after.first } : undefined;
}

/** The query of one page; its answer also seeds the list's figures. */
export const listQuery = <T extends Identified>(client: QueryClient, list: ListSource<T>, query: ListQuery) =>
  queryOptions({
    queryKey: listKey(list.key, query),
    queryFn: async (): Promise<Page<T>> => {
      const cursor = list.keyset ? cursorFor(client, list.key, query) : undefined;
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
  const seeded = client.getQueryData<object>(figuresKey(list.key, query));
  const figures = useQuery(
    {
      queryKey: figuresKey(list.key, query),
      queryFn: async () => figuresOf(await list.fetchPage({ ...query, page: 1, perPage: 1 })),
      staleTime: Infinity,
      placeholderData: keepPreviousData,
      enabled: Boolean(seeded && Object.keys(seeded).length),
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
    loading: page.isPlaceholderData || (!data && !isError) || (isError && isFetching),
    error: isError && !isFetching && !offline ? error : null,
    retry: () => void page.refetch(),
  };
}

/** The query of the page on screen, its filters always there. */
type Shown = ListQuery & { filters: NonNullable<ListQuery['filters']> };

export type ListChange<T> = { added: T } | { updated: T } | { removed: number | readonly number[] };

/** Spec section 4: a new record to the front, an update merged by id (or to the front), a delete removed by id. */
function applied<T extends Identified>(page: Page<T>, change: ListChange<T>, toFront: boolean): Page<T> {
  if ('removed' in change) {
    const gone = [change.removed].flat();
    const datas = page.datas.filter((row) => !gone.includes(row.id));
    return { ...page, datas, total: Math.max(0, page.total - (page.datas.length - datas.length)) };
  }
  const record =
    'added' in change
      ? change.added
      : { ...page.datas.find((row) => row.id === change.updated.id), ...change.updated };
  const index = page.datas.findIndex((row) => row.id === record.id);
  if ('updated' in change && !toFront)
    return index === -1 ? page : { ...page, datas: page.datas.with(index, record) };
  const datas = [record, ...page.datas.filter((row) => row.id !== record.id)];
  return { ...page, datas, total: index === -1 ? page.total + 1 : page.total };
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
  const pages = { queryKey: [list.key, 'list'] };
  const shown = client.getQueryCache().findAll({ ...pages, type: 'active' })[0]?.queryKey[2];
  const reloaded = typeof reload === 'function' ? !!shown && reload(shown as Shown) : reload;
  if (change)
    client.setQueriesData<Page<T>>({ ...pages, type: 'active' }, (page) =>
      page ? applied(page, change, list.moveUpdatedToFront ?? false) : page,
    );
  if (!reloaded) void client.invalidateQueries({ ...pages, type: 'inactive', refetchType: 'none' });
  await invalidateResource(store, list.key, { lists: reloaded });
}
