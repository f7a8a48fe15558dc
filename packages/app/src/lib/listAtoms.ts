import type { Atom, WritableAtom } from 'jotai';

/** A record of a list resource: every one has an id (spec section 3). */
export interface Identified {
  id: number;
}

export type SortDir = 'asc' | 'desc';

/** What a list screen asks the server for (the contract's list body). */
export interface ListQuery {
  page: number;
  perPage: number;
  search: string;
  sortBy?: string | undefined;
  sortDir?: SortDir | undefined;
  /** Extra filters of a resource (`active`, `positionId`, dates…). */
  filters?: Readonly<Record<string, string | number | boolean | undefined>> | undefined;
}

/**
 * The contract's list body for a query: paging, search (left out when empty) and a sort the resource
 * allows (its first sortable column otherwise).
 */
export function listRequestBody<S extends string>(query: ListQuery, sortable: readonly [S, ...S[]]) {
  return {
    page: query.page,
    perPage: query.perPage,
    search: query.search || undefined,
    sortBy: sortable.find((s) => s === query.sortBy) ?? sortable[0],
    sortDir: query.sortDir,
  };
}

/** A page answered by a list operation: `{ datas, total, page, perPage }`, and the totals of every matching row. */
export interface PageResult<T> {
  datas: T[];
  total: number;
  page: number;
  perPage: number;
  /** What some lists add up over every row the filters match (value, quantities per unit…). */
  totals?: unknown;
}

export type ListStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ListState<T> {
  rows: T[];
  total: number;
  page: number;
  perPage: number;
  status: ListStatus;
  error: unknown;
  /** The query the rows answer. */
  query: ListQuery | null;
  /** What the list answered besides its rows and paging (`totals` of every matching row…). */
  summary?: Readonly<Record<string, unknown>>;
}

export function emptyListState<T>(): ListState<T> {
  return { rows: [], total: 0, page: 1, perPage: 25, status: 'idle', error: null, query: null };
}

/** Whether two list queries ask for the same rows (filters compared by value, in any order). */
export function sameListQuery(a: ListQuery | null, b: ListQuery | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const filters = (q: ListQuery) =>
    JSON.stringify(
      Object.entries(q.filters ?? {})
        .filter(([, v]) => v !== undefined)
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
    );
  return (
    a.page === b.page &&
    a.perPage === b.perPage &&
    a.search === b.search &&
    a.sortBy === b.sortBy &&
    a.sortDir === b.sortDir &&
    filters(a) === filters(b)
  );
}

// ---------- The client-side list rules of spec section 4 ----------

/** A new record goes to the front of its list. */
export function withAdded<T extends Identified>(state: ListState<T>, record: T): ListState<T> {
  const known = state.rows.some((row) => row.id === record.id);
  return {
    ...state,
    rows: [record, ...state.rows.filter((row) => row.id !== record.id)],
    total: known ? state.total : state.total + 1,
  };
}

/**
 * An updated record is merged by id, where it stands. With `moveToFront` (transactions and production runs)
 * it moves to the front of the list instead, and is put there even when it was on another page.
 */
export function withUpdated<T extends Identified>(
  state: ListState<T>,
  record: T,
  moveToFront = false,
): ListState<T> {
  const index = state.rows.findIndex((row) => row.id === record.id);
  const merged = index === -1 ? record : ({ ...state.rows[index], ...record } as T);
  if (moveToFront) {
    return {
      ...state,
      rows: [merged, ...state.rows.filter((row) => row.id !== record.id)],
      total: index === -1 ? state.total + 1 : state.total,
    };
  }
  if (index === -1) return state;
  const rows = state.rows.slice();
  rows[index] = merged;
  return { ...state, rows };
}

/** A deleted record (or several: a menu takes its children along) is removed by id. */
export function withRemoved<T extends Identified>(
  state: ListState<T>,
  ids: number | readonly number[],
): ListState<T> {
  const gone = new Set(typeof ids === 'number' ? [ids] : ids);
  const rows = state.rows.filter((row) => !gone.has(row.id));
  const removed = state.rows.length - rows.length;
  return { ...state, rows, total: Math.max(0, state.total - removed) };
}

// ---------- The atoms a list screen reads and writes (made by `createListAtoms` in `data/lists.ts`) ----------

/**
 * Where a page starts in the list's order (keyset paging, the contract's `PageCursor`): after the last row of the
 * page before it, or before the first row of the page after it.
 */
export type PageCursor = { after: number } | { before: number };

export interface ListAtoms<T extends Identified> {
  /** Rows, paging, status and error of the query on screen. */
  stateAtom: Atom<ListState<T>>;
  /** Shows a query: from the cache when fresh, else loaded (an answer to an older query is not shown). */
  loadAtom: WritableAtom<null, [ListQuery], Promise<void>>;
  /** Loads the list again (every page of it is stale). */
  reloadAtom: WritableAtom<null, [], Promise<void>>;
  /** A created record: to the front. */
  addedAtom: WritableAtom<null, [T], void>;
  /** An updated record: merged by id (or to the front, see `moveUpdatedToFront`). */
  updatedAtom: WritableAtom<null, [T], void>;
  /** Deleted ids: removed. */
  removedAtom: WritableAtom<null, [number | readonly number[]], void>;
  /** Forgets the query and every cached page (a story or test starting over). */
  resetAtom: WritableAtom<null, [], void>;
}
