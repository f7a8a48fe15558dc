import { onTestFinished } from 'vitest';
import { cachedPage, listKey } from '../lib/query/lists';
import { queryClientOf } from '../lib/query/queryClient';
import type { Identified, ListAtoms, ListQuery } from '../lib/listAtoms';
import { appStore } from '../lib/store';

export const FIRST_PAGE: ListQuery = { page: 1, perPage: 25, search: '', sortDir: 'asc', filters: {} };

/**
 * Puts a page in a list's cache as if the server had just answered it, and shows it (watched as its screen would,
 * until the test ends): a test of a write starts from a list on screen without a list call.
 */
export async function showPage<T extends Identified>(
  resource: { key: string; list: ListAtoms<T> },
  rows: T[],
  query: ListQuery = FIRST_PAGE,
  total = rows.length,
) {
  queryClientOf(appStore).setQueryData(
    listKey(resource.key, query),
    cachedPage(query, { datas: rows, total, page: query.page, perPage: query.perPage }),
  );
  onTestFinished(appStore.sub(resource.list.stateAtom, () => undefined));
  await appStore.set(resource.list.loadAtom, query);
}
