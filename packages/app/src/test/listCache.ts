import { onTestFinished } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { listKey, listQuery, type ListSource } from '../lib/query/lists';
import type { Identified, ListQuery } from '../lib/listQuery';
import { queryClientOf } from '../lib/query/queryClient';
import { appStore } from '../lib/store';

export const FIRST_PAGE: ListQuery = { page: 1, perPage: 25, search: '', sortDir: 'asc', filters: {} };

/**
 * Puts a page in a list's cache as if the server had just answered it, and shows it (an observer as its screen
 * would have, until the test ends): a test of a write starts from a list on screen without a list call.
 */
export function showPage<T extends Identified>(
  resource: { key: string; list: ListSource<T> },
  rows: T[],
  query: ListQuery = FIRST_PAGE,
  total = rows.length,
) {
  const client = queryClientOf(appStore);
  client.setQueryData(listKey(resource.list.key, query), {
    datas: rows,
    total,
    page: query.page,
    perPage: query.perPage,
    query,
  });
  const observer = new QueryObserver(client, listQuery(client, resource.list, query));
  onTestFinished(observer.subscribe(() => undefined));
}

/** Forgets every page of a list (a story starting over). */
export const forgetList = (list: ListSource<never> | { key: string }) =>
  queryClientOf(appStore).removeQueries({ queryKey: [list.key] });

/** The page a screen shows of a list (its rows and total), as the cache holds it. */
export function shownList<T>(list: ListSource<T>) {
  const query = queryClientOf(appStore)
    .getQueryCache()
    .findAll({ queryKey: [list.key, 'list'], type: 'active' })[0];
  const data = query?.state.data as { datas: T[]; total: number } | undefined;
  return { rows: data?.datas ?? [], total: data?.total ?? 0 };
}
