import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AppStore } from '../store';
import {
  withChange,
  type Identified,
  type ListChange,
  type ListQuery,
  type PageCursor,
  type PageResult,
} from '../listQuery';
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
const NO_FIGURES: Readonly<Record<string, unknown>> = {};
/** What a list answers over every matching row besides its page (totals, counts by state). */
const figuresOf = ({
  datas: _d,
  total: _t,
  page: _p,
  perPage: _pp,
  query: _q,
  bounds: _b,
  ...figures
}: Page<unknown>) => figures as Readonly<Record<string, unknown>>;

/** The query of one page: from a cached neighbour's bounds (same search, filters, sort and size) when keyset. */
export const listQuery = <T extends Identified>(client: QueryClient, list: ListSource<T>, query: ListQuery) =>
  queryOptions({
    queryKey: listKey(list.key, query),
    queryFn: async (): Promise<Page<T>> => {
      const bounds = (page: number) => {
        const state = client.getQueryState<Page<T>>(listKey(list.key, { ...query, page }));
        return list.keyset && !state?.isInvalidated ? state?.data?.bounds : undefined;
      };
      const [before, after] = [bounds(query.page - 1), bounds(query.page + 1)];
      const cursor = before ? { after: before.last } : after && { before: after.first };
      const answer = await (cursor ? list.fetchPage(query, cursor) : list.fetchPage(query));
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
  const { data, error, isError, isFetching } = page;
  // One object per answer: the footer's totals (and the columns made from them) change only with the page.
  const summary = useMemo(() => (data ? figuresOf(data) : NO_FIGURES), [data]);
  const offline = Boolean(data) && (error as { status?: unknown } | null)?.status === 0;
  return {
    rows: data?.datas ?? [],
    total: data?.total ?? 0,
    page: data?.page ?? query.page,
    perPage: data?.perPage ?? query.perPage,
    /** The query the rows answer (the last one's while the next loads). */
    query: data?.query ?? query,
    summary,
    loading: page.isPlaceholderData || page.isPending || (isError && isFetching),
    error: isError && !isFetching && !offline ? error : null,
    retry: () => void page.refetch(),
  };
}

/** The query of the page on screen, its filters always there. */
type Shown = ListQuery & { filters: NonNullable<ListQuery['filters']> };

/**
 * The one rule after a write to a list resource: the page on screen shows the change at once (the spec's rules)
 * and asks again only for what it adds up (by the smallest page), or with `reload` (a list whose order or filter
 * the server decides; a function of the query shown) asks the server again; the other pages are stale; every
 * lookup of the resource and of those depending on it is asked again.
 */
export async function written<T extends Identified>(
  store: AppStore,
  list: ListSource<T>,
  change: ListChange<T> | null,
  { reload = false }: { reload?: boolean | ((shown: Shown) => boolean) } = {},
): Promise<void> {
  const client = queryClientOf(store);
  const active = { queryKey: [list.key, 'list'], type: 'active' } as const;
  const shown = client.getQueriesData<Page<T>>(active);
  const reloaded = typeof reload === 'function' ? shown.some(([key]) => reload(key[2] as Shown)) : reload;
  if (change)
    client.setQueriesData<Page<T>>(
      active,
      (page) => page && withChange(page, change, list.moveUpdatedToFront),
    );
  if (!reloaded) {
    void client.invalidateQueries({ ...active, type: 'inactive', refetchType: 'none' });
    const addingUp = shown.flatMap(([, page]) =>
      page && Object.keys(figuresOf(page)).length ? [page.query] : [],
    );
    await Promise.allSettled(
      addingUp.map(async (query) => {
        const figures = figuresOf({ ...(await list.fetchPage({ ...query, page: 1, perPage: 1 })), query });
        client.setQueryData<Page<T>>(listKey(list.key, query), (page) => page && { ...page, ...figures });
      }),
    );
  }
  await invalidateResource(store, list.key, { lists: reloaded });
}
