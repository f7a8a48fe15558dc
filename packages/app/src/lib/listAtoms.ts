import { atom, type WritableAtom } from 'jotai';

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

// ---------- The factory every list screen uses ----------

/**
 * Where a page starts in the list's order (keyset paging, the contract's `PageCursor`): after the last row of the
 * page before it, or before the first row of the page after it.
 */
export type PageCursor = { after: number } | { before: number };

/**
 * The cursor for `next` when `previous` answered the page just before or after it with the same search, filters,
 * sort and page size: the boundary rows as the server answered them (`first`, `last`), not as local edits moved them.
 */
export function cursorFor(
  previous: { query: ListQuery; first: number; last: number } | null,
  next: ListQuery,
): PageCursor | undefined {
  if (!previous || !sameListQuery({ ...previous.query, page: next.page }, next)) return undefined;
  if (next.page === previous.query.page + 1) return { after: previous.last };
  if (next.page === previous.query.page - 1) return { before: previous.first };
  return undefined;
}

export interface ListAtomsOptions<T> {
  /**
   * Loads one page from the server; `cursor` (with `keyset`) when the page is the next or previous one of the
   * page shown.
   */
  fetchPage: (query: ListQuery, cursor?: PageCursor) => Promise<PageResult<T>>;
  /** The list takes `after`/`before` (a next or previous page reads from its boundary row). @default false */
  keyset?: boolean;
  /** Updated records move to the front (transactions, production runs). @default false */
  moveUpdatedToFront?: boolean;
}

export interface ListAtoms<T extends Identified> {
  /** Rows, paging, status and error of the list. */
  stateAtom: WritableAtom<ListState<T>, [ListState<T>], void>;
  /** Loads a page for a query; an answer to an older query is dropped. Resolves when it is in. */
  loadAtom: WritableAtom<null, [ListQuery], Promise<void>>;
  /** Loads the current query again. */
  reloadAtom: WritableAtom<null, [], Promise<void>>;
  /** A created record: to the front. */
  addedAtom: WritableAtom<null, [T], void>;
  /** An updated record: merged by id (or to the front, see `moveUpdatedToFront`). */
  updatedAtom: WritableAtom<null, [T], void>;
  /** Deleted ids: removed. */
  removedAtom: WritableAtom<null, [number | readonly number[]], void>;
}

/** Creates the atoms of one list resource (call once per resource, at module level). */
export function createListAtoms<T extends Identified>(options: ListAtomsOptions<T>): ListAtoms<T> {
  const stateAtom = atom<ListState<T>>(emptyListState<T>());
  const requestSeqAtom = atom(0);
  // The last page answered: its query and boundary rows, for the keyset cursor of the next or previous page.
  const boundaryAtom = atom<{ query: ListQuery; first: number; last: number } | null>(null);

  const loadAtom = atom(null, async (get, set, query: ListQuery) => {
    const seq = get(requestSeqAtom) + 1;
    set(requestSeqAtom, seq);
    set(stateAtom, { ...get(stateAtom), status: 'loading', error: null, query });
    try {
      const cursor = options.keyset ? cursorFor(get(boundaryAtom), query) : undefined;
      const result = await (cursor ? options.fetchPage(query, cursor) : options.fetchPage(query));
      if (get(requestSeqAtom) !== seq) return;
      const [first, last] = [result.datas[0], result.datas.at(-1)];
      set(boundaryAtom, first && last ? { query, first: first.id, last: last.id } : null);
      const {
        datas: _rows,
        total: _total,
        page: _page,
        perPage: _perPage,
        ...summary
      } = result as PageResult<T> & Record<string, unknown>;
      set(stateAtom, {
        summary,
        rows: result.datas,
        total: result.total,
        page: result.page,
        perPage: result.perPage,
        status: 'success',
        error: null,
        query,
      });
    } catch (error) {
      if (get(requestSeqAtom) !== seq) return;
      set(stateAtom, { ...get(stateAtom), status: 'error', error });
    }
  });

  const reloadAtom = atom(null, async (get, set) => {
    const query = get(stateAtom).query;
    if (query) await set(loadAtom, query);
  });

  const addedAtom = atom(null, (get, set, record: T) => set(stateAtom, withAdded(get(stateAtom), record)));
  const updatedAtom = atom(null, (get, set, record: T) =>
    set(stateAtom, withUpdated(get(stateAtom), record, options.moveUpdatedToFront ?? false)),
  );
  const removedAtom = atom(null, (get, set, ids: number | readonly number[]) =>
    set(stateAtom, withRemoved(get(stateAtom), ids)),
  );

  return { stateAtom, loadAtom, reloadAtom, addedAtom, updatedAtom, removedAtom };
}
