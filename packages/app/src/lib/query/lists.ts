import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { AppStore } from '../store';
import type { Identified, ListQuery, PageCursor, PageResult } from '../listQuery';
import { invalidateResource, queryClientOf, staleTimeOf } from './queryClient';

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

/** Filters without the unset ones, in name order: equal queries share one key. */
const filtersOf = (query: ListQuery) =>
  Object.fromEntries(
    Object.entries(query.filters ?? {})
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
export const listKey = (resource: string, query: ListQuery) => {
  const { page, perPage, search, sortBy, sortDir } = query;
  return [resource, 'list', { page, perPage, search, sortBy, sortDir, filters: filtersOf(query) }] as const;
};
/** What a list answers over every matching row (totals, counts): a figure of its own, stale after any write. */
const figuresKey = (resource: string, query: ListQuery) =>
  [resource, 'figures', { search: query.search, filters: filtersOf(query) }] as const;
const figuresOf = ({ datas: _d, total: _t, page: _p, perPage: _pp, ...rest }: PageResult<unknown>) => {
  for (const own of ['bounds', 'query']) delete (rest as Record<string, unknown>)[own];
  return rest as Readonly<Record<string, unknown>>;
};

/** A cached neighbour's cursor (same search, filters, sort and size), unless a write made it stale. */
function cursorFor(client: QueryClient, resource: string, query: ListQuery): PageCursor | undefined {
  const bounds = (page: number) => {
    const state = client.getQueryState<Page<unknown>>(listKey(resource, { ...query, page }));
    return state && !state.isInvalidated ? state.data?.bounds : undefined;
  };
  const before = query.page > 1 ? bounds(query.page - 1) : undefined;
  const after = before ? undefined : bounds(query.page + 1);
  return before ? { after: before.last } : after ? { before: after.first } : undefined;
}

/** The query of one page; its answer also seeds the list's figures. */
export const listQuery = <T extends Identified>(client: QueryClient, list: ListSource<T>, query: ListQuery) =>
  queryOptions({
    queryKey: listKey(list.key, query),
    queryFn: async (): Promise<Page<T>> => {
      const cursor = list.keyset ? cursorFor(client, list.key, query) : undefined;
      const answer: PageResult<T> = await (cursor ? list.fetchPage(query, cursor) : list.fetchPage(query));
      const [first, last] = [answer.datas[0], answer.datas.at(-1)];
      const page = {
        ...answer,
        query,
        ...(first && last ? { bounds: { first: first.id, last: last.id } } : {}),
      };
      client.setQueryData(figuresKey(list.key, query), figuresOf(page));
      return page;
    },
    staleTime: staleTimeOf(list.key),
  });

/**
 * A page of a list on a screen: the last rows stay while the next page or search loads (`loading` says so);
 * offline, rows already shown stay and no error is said (decision 039).
 */
export function useListPage<T extends Identified>(list: ListSource<T>, query: ListQuery) {
  const client = queryClientOf(useStore());
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
  const data = page.data;
  const offline = Boolean(data) && (page.error as { status?: unknown } | null)?.status === 0;
  return {
    rows: data?.datas ?? [],
    total: data?.total ?? 0,
    page: data?.page ?? query.page,
    perPage: data?.perPage ?? query.perPage,
    /** The query the rows answer (the last one's while the next loads). */
    query: data?.query ?? query,
    summary: figures.data ?? {},
    loading: page.isPlaceholderData || (!data && !page.isError) || (page.isError && page.isFetching),
    error: page.isError && !page.isFetching && !offline ? page.error : null,
    retry: () => void page.refetch(),
  };
}

export type ListChange<T> = { added: T } | { updated: T } | { removed: number | readonly number[] };

/** Spec section 4: a new record to the front, an update merged by id (or to the front), a delete removed by id. */
function applied<T extends Identified>(page: Page<T>, change: ListChange<T>, toFront: boolean): Page<T> {
  if ('removed' in change) {
    const gone = new Set([change.removed].flat());
    const datas = page.datas.filter((row) => !gone.has(row.id));
    return { ...page, datas, total: Math.max(0, page.total - (page.datas.length - datas.length)) };
  }
  const record = 'added' in change ? change.added : change.updated;
  const index = page.datas.findIndex((row) => row.id === record.id);
  const merged = 'added' in change || index === -1 ? record : { ...page.datas[index], ...record };
  if (!('added' in change) && !toFront)
    return index === -1 ? page : { ...page, datas: page.datas.map((row, i) => (i === index ? merged : row)) };
  const datas = [merged, ...page.datas.filter((row) => row.id !== record.id)];
  return { ...page, datas, total: index === -1 ? page.total + 1 : page.total };
}

/**
 * The one rule after a write to a list resource: the page on screen shows the change at once (the spec's rules),
 * then asks the server again with `reload` (a list whose order or filter the server decides); the other pages are
 * stale; every figure and lookup of the resource and of those depending on it is asked again.
 */
export async function written<T extends Identified>(
  store: AppStore,
  list: ListSource<T>,
  change: ListChange<T> | null,
  options: {
    reload?:
      boolean | ((shown: Pick<ListQuery, 'search'> & { filters: ListQuery['filters'] & {} }) => boolean);
  } = {},
): Promise<void> {
  const client = queryClientOf(store);
  const pages = { queryKey: [list.key, 'list'] };
  const shown = client.getQueryCache().findAll({ ...pages, type: 'active' })[0]?.queryKey[2] as
    ListQuery | undefined;
  const reload =
    typeof options.reload === 'function'
      ? !!shown && options.reload({ search: shown.search, filters: shown.filters ?? {} })
      : !!options.reload;
  if (change)
    client.setQueriesData<Page<T>>({ ...pages, type: 'active' }, (page) =>
      page ? applied(page, change, list.moveUpdatedToFront ?? false) : page,
    );
  if (!reload) void client.invalidateQueries({ ...pages, type: 'inactive', refetchType: 'none' });
  await invalidateResource(store, list.key, { lists: reload });
}
