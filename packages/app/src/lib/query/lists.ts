import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AppStore } from '../store';
import type { Identified, ListChange, ListQuery, PageCursor, PageResult } from '../listQuery';
import { withChange } from '../listQuery';
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
type Figures = Readonly<Record<string, unknown>>;
/** A cached page: its query, what it adds up (`figures`: totals, counts by state) and its first and last ids. */
type Page<T> = PageResult<T> & {
  query: ListQuery;
  figures?: Figures;
  bounds?: { first: number; last: number };
};
const NO_FIGURES: Figures = {};
const figuresOf = <T>({ datas: _d, total: _t, page: _p, perPage: _pp, ...figures }: PageResult<T>): Figures =>
  figures;

/** Equal queries share one key: the cache hashes objects by value, keys in any order, unset values left out. */
export const listKey = (resource: string, { filters = {}, ...query }: ListQuery) =>
  [resource, 'list', { ...query, filters }] as const;

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
      const { datas, total, page, perPage } = answer;
      const [first, last] = [datas[0], datas.at(-1)];
      const ends = first && last ? { bounds: { first: first.id, last: last.id } } : {};
      return { datas, total, page, perPage, query, figures: figuresOf(answer), ...ends };
    },
  });

/** A page on a screen: the last rows stay while the next loads, and offline with no error (decision 039). */
export function useListPage<T extends Identified>(list: ListSource<T>, query: ListQuery) {
  const client = useClient();
  const page = useQuery({ ...listQuery(client, list, query), placeholderData: keepPreviousData }, client);
  const { data, error, isError, isFetching } = page;
  const offline = Boolean(data) && (error as { status?: unknown } | null)?.status === 0;
  // `query`: the one the rows answer; `summary`: one object per answer (the footer changes only with the page).
  const shown = data ?? { datas: [], total: 0, page: query.page, perPage: query.perPage, query };
  return {
    ...shown,
    rows: shown.datas,
    summary: shown.figures ?? NO_FIGURES,
    loading: page.isPlaceholderData || page.isPending || (isError && isFetching),
    error: isError && !isFetching && !offline ? error : null,
    retry: () => void page.refetch(),
  };
}

/** The query of the page on screen, its filters always there (its key's). */
type Shown = ListQuery & { filters: NonNullable<ListQuery['filters']> };

/**
 * The one rule after a write to a list resource: the page on screen shows the change at once (the spec's rules)
 * and asks again only for its figures (by the smallest page), or with `reload` (the server decides the order or
 * filter) for the page; the other pages are stale; lookups of the resource and its dependents are asked again.
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
  const { moveUpdatedToFront: toFront } = list;
  if (change) client.setQueriesData<Page<T>>(active, (page) => page && withChange(page, change, toFront));
  if (!reloaded) {
    void client.invalidateQueries({ ...active, type: 'inactive', refetchType: 'none' });
    const addingUp = shown.filter(([, page]) => Object.keys(page?.figures ?? {}).length > 0);
    await Promise.allSettled(
      addingUp.map(async ([key, page]) => {
        const figures = figuresOf(await list.fetchPage({ ...page!.query, page: 1, perPage: 1 }));
        client.setQueryData<Page<T>>(key, (current) => current && { ...current, figures });
      }),
    );
  }
  await invalidateResource(store, list.key, { lists: reloaded });
}
