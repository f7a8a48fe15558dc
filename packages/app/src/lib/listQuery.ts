/** What a list asks and answers: the contract's list call, as every list screen and its cache use it. */

/** A record of a list resource: every one has an id (spec section 3). */
export interface Identified {
  id: number;
}
export type SortDir = 'asc' | 'desc';
/** What a list screen asks the server for (the contract's list body) plus a resource's filters. */
export interface ListQuery {
  page: number;
  perPage: number;
  search: string;
  sortBy?: string | undefined;
  sortDir?: SortDir | undefined;
  filters?: Readonly<Record<string, string | number | boolean | undefined>> | undefined;
}
/** A list operation's answer: `{ datas, total, page, perPage }` and what it adds up over every matching row. */
export interface PageResult<T> {
  datas: T[];
  total: number;
  page: number;
  perPage: number;
  totals?: unknown;
}
/** Where a keyset page starts (the contract's `PageCursor`): after the page before it, or before the next one. */
export type PageCursor = { after: number } | { before: number };
/** The contract's list body: paging, search (left out when empty) and a sort the resource allows. */
export function listRequestBody<S extends string>(query: ListQuery, sortable: readonly [S, ...S[]]) {
  const { page, perPage, search, sortDir } = query;
  const sortBy = sortable.find((s) => s === query.sortBy) ?? sortable[0];
  return { page, perPage, search: search || undefined, sortBy, sortDir };
}

/** A write's change to a list page. */
export type ListChange<T> = { added: T } | { updated: T } | { removed: number | readonly number[] };
/**
 * How a page on screen takes a write (spec section 4): a new record to the front, an update merged by id (or moved
 * to the front, `toFront`: transactions, production runs), a delete removed by id; the total follows.
 */
export function withChange<T extends Identified, P extends PageResult<T>>(
  page: P,
  change: ListChange<T>,
  toFront?: boolean,
): P {
  const { datas, total } = page;
  if ('removed' in change) {
    const gone = [change.removed].flat();
    const kept = datas.filter((row) => !gone.includes(row.id));
    return { ...page, datas: kept, total: Math.max(0, total - (datas.length - kept.length)) };
  }
  const added = 'added' in change;
  const index = datas.findIndex((row) => row.id === (added ? change.added : change.updated).id);
  const record = added ? change.added : { ...datas[index], ...change.updated };
  if (!added && !toFront) return index === -1 ? page : { ...page, datas: datas.with(index, record) };
  const rest = datas.filter((row) => row.id !== record.id);
  return { ...page, datas: [record, ...rest], total: index === -1 ? total + 1 : total };
}
