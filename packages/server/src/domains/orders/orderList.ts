/**
 * The order list at a million orders (docs/decisions/017-order-list-at-scale.md). A request is answered in two
 * statements: its figures (the state counts, the total and the totals) in one, from the per-day summary
 * `transaction_state_days` when only dates and states filter (`transaction_product_days` when a product does too,
 * decision 035), else from the matching ids; then the page, whose ids
 * are chosen first through an index on the sort key (keyset from `after`/`before`, an offset from the nearer end
 * otherwise) and whose JSON is built for those ids only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, likePattern, one, paging, preparedOne, preparedRows, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { phoneSearchDigits } from '../../lib/phone.js';
import { ORDER_COLUMNS, ORDER_FROM, type Transaction } from './sales.js';
import { int, row as rowShape } from '../../db/rowShape.js';

type OrderQuery = Schemas['TransactionListRequest'];
type StateCounts = Schemas['StateCounts'];
type SortBy = NonNullable<OrderQuery['sortBy']>;

interface SortKey {
  /** The expression sorted by (on `t`, or `c` for the customer). */
  expr: SQL;
  /** Needs the customers join to be sorted or compared. */
  customer?: boolean;
  /** Unique on its own: no id tiebreak (its unique index serves the order). */
  unique?: boolean;
  /** May be null: nulls come last in both directions (an index for each direction). */
  nullable?: boolean;
}

const SORT: Record<SortBy, SortKey> = {
  date: { expr: sql`t.date` },
  number: { expr: sql`t.number`, unique: true },
  customer: { expr: sql`lower(c.name)`, customer: true },
  total: { expr: sql`t.total` },
  deliveryDate: { expr: sql`t.delivery_date`, nullable: true },
  updatedAt: { expr: sql`t.updated_at` },
};

type Dir = 'asc' | 'desc';
const flip = (d: Dir): Dir => (d === 'asc' ? 'desc' : 'asc');

/** `order by` for a key and direction: nulls last whichever the direction (reversed: first). */
function orderBy(key: SortKey, dir: Dir, reversed: boolean): SQL {
  const d = sql.raw(reversed ? flip(dir) : dir);
  const nulls = key.nullable ? sql.raw(reversed ? ' nulls first' : ' nulls last') : sql``;
  return key.unique ? sql`${key.expr} ${d}${nulls}` : sql`${key.expr} ${d}${nulls}, t.id ${d}`;
}

/**
 * The rows past the boundary row `b` (columns `k`, `id`) in the list's order (`forward`) or before it. Written as row
 * comparisons so that the (key, id) index bounds the scan.
 */
function pastBoundary(key: SortKey, dir: Dir, forward: boolean): SQL {
  const gt = (dir === 'asc') === forward;
  const op = sql.raw(gt ? '>' : '<');
  const row = key.unique ? sql`${key.expr} ${op} b.k` : sql`(${key.expr}, t.id) ${op} (b.k, b.id)`;
  // The customer's name is on the joined table: its own bound lets the name index start at the boundary.
  const bound = key.customer ? sql` and ${key.expr} ${sql.raw(gt ? '>=' : '<=')} b.k` : sql``;
  if (!key.nullable) return sql`(${row}${bound})`;
  // Nulls are last: forward from a non-null key also reaches every null; among nulls only the id orders.
  const idOp = sql.raw((dir === 'asc') === forward ? '>' : '<');
  return forward
    ? sql`(case when b.k is null then ${key.expr} is null and t.id ${idOp} b.id else ${row} or ${key.expr} is null end)`
    : sql`(case when b.k is null then ${key.expr} is not null or t.id ${idOp} b.id else ${row} end)`;
}

/** The ids matching a search: order number, note, customer name or phone, each side through its trigram index. */
function searchIds(search: string | undefined): SQL | undefined {
  const like = likePattern(search);
  if (!like) return undefined;
  const digits = phoneSearchDigits(search);
  const customer = [
    sql`c.name ilike ${like}`,
    ...digits.map((d) => sql`regexp_replace(c.phone, '[^0-9]', '', 'g') like ${`%${d}%`}`),
  ];
  return sql`select t.id from transactions t where t.number ilike ${like}
    union select t.id from transactions t where t.note ilike ${like}
    union select t.id from customers c join transactions t on t.customer_id = c.id where ${sql.join(customer, sql` or `)}`;
}

interface Conditions {
  /** Search, customer, product and dates: what the state counts are over. */
  base: SQL;
  /** The state filters on a table's columns (`t` or the summary's `s`), on top of `base`. */
  states: (alias: string) => SQL;
  /** Only dates (and states, and a product) filter: the figures come from the per-day summary (of the product). */
  summary?: { from?: string | undefined; to?: string | undefined; productId?: number | undefined };
}

/** The list's filters, and for an export of chosen rows their ids. */
/** `today`: the caller's business day, for `overdue` (the database's date when left out). */
type OrderFilters = Partial<OrderQuery> & { ids?: number[] | undefined; today?: string | undefined };

const PAYMENT_STATES = {
  paid: sql`t.payment = 'paid'`,
  partial: sql`t.balance > 0 and t.paid_amount > 0`,
  unpaid: sql`t.payment = 'unpaid' and t.paid_amount = 0`,
} as const;

function conditions(query: OrderFilters): Conditions {
  const search = searchIds(query.search);
  const base = and(
    // An array of the matching ids: the planner then reads them by primary key instead of joining every order.
    search && sql`t.id = any(array(${search}))`,
    query.customerId !== undefined && sql`t.customer_id = ${query.customerId}`,
    // The product's orders from `transaction_lines_product_order` alone (migration 0012), not its lines joined to packs.
    query.productId !== undefined &&
      sql`t.id in (select tl.transaction_id from transaction_lines tl where tl.product_id = ${query.productId})`,
    query.dateFrom !== undefined && sql`t.date >= ${query.dateFrom}::date`,
    query.dateTo !== undefined && sql`t.date <= ${query.dateTo}::date`,
    query.ids !== undefined && sql`t.id = any(${`{${query.ids.join(',')}}`}::int[])`,
    // Money (issue 38): read from the order's own columns, not from the per-day figures.
    query.paymentState !== undefined && PAYMENT_STATES[query.paymentState],
    query.overdue === true &&
      sql`t.balance > 0 and t.due_date < coalesce(${query.today ?? null}::date, current_date)`,
    query.overdue === false &&
      sql`not (t.balance > 0 and coalesce(t.due_date < coalesce(${query.today ?? null}::date, current_date), false))`,
    query.held === true && sql`t.credit_hold is not null and t.hold_released_at is null`,
    query.held === false && sql`(t.credit_hold is null or t.hold_released_at is not null)`,
  );
  const states = (alias: string) => {
    const a = sql.raw(alias);
    return and(
      query.payment !== undefined && sql`${a}.payment = ${query.payment}`,
      query.packing !== undefined && sql`${a}.packing = ${query.packing}`,
      query.delivery !== undefined && sql`${a}.delivery = ${query.delivery}`,
    );
  };
  const onlyDates =
    !search &&
    query.customerId === undefined &&
    query.ids === undefined &&
    query.paymentState === undefined &&
    query.overdue === undefined &&
    query.held === undefined;
  return {
    base,
    states,
    ...(onlyDates ? { summary: { from: query.dateFrom, to: query.dateTo, productId: query.productId } } : {}),
  };
}

interface Figures {
  counts: StateCounts;
  /** Orders matching every filter, states included. */
  matching: number;
  totals: { total: number; itemCount: number };
}

/** Σ of `n` over all rows and over each state, as the status tabs' counts. */
function countColumns(alias: string, n: SQL): SQL {
  const sum = (column: string, value: string) =>
    sql`coalesce(sum(${n}) filter (where ${sql.raw(`${alias}.${column} = '${value}'`)}), 0)::int`;
  return sql`coalesce(sum(${n}), 0)::int as all, ${sum('payment', 'paid')} as paid, ${sum('payment', 'unpaid')} as unpaid,
    ${sum('packing', 'packed')} as packed, ${sum('packing', 'unpacked')} as unpacked,
    ${sum('delivery', 'pending')} as pending, ${sum('delivery', 'delivered')} as delivered`;
}

/** The state counts, the number of matching orders and their totals, in one statement. */
async function figures(tx: Tx, c: Conditions): Promise<Figures> {
  let row: (StateCounts & { matching: number; total: number; itemCount: number }) | undefined;
  if (c.summary) {
    const { from, to, productId } = c.summary;
    const kept = c.states('s');
    // A product's orders per day and state (decision 035), or every order's (017).
    const summary = productId === undefined ? sql`transaction_state_days s` : sql`transaction_product_days s`;
    // Prepared (db/query.ts): a handful of texts, planned once per connection instead of on every page.
    row = await preparedOne(
      tx,
      sql`select ${countColumns('s', sql`s.orders`)},
          coalesce(sum(s.orders) filter (where ${kept}), 0)::int as matching,
          coalesce(sum(s.total) filter (where ${kept}), 0)::float8 as total,
          coalesce(sum(s.item_count) filter (where ${kept}), 0)::float8 as "itemCount"
        from ${summary}
        where ${and(
          productId !== undefined && sql`s.product_id = ${productId}`,
          from !== undefined && sql`s.day >= ${from}::date`,
          to !== undefined && sql`s.day <= ${to}::date`,
        )}`,
    );
  } else {
    const kept = c.states('t');
    row = await one(
      tx,
      sql`select ${countColumns('t', sql`1`)},
          count(*) filter (where ${kept})::int as matching,
          coalesce(sum(t.total) filter (where ${kept}), 0)::float8 as total,
          coalesce(sum(t.item_count) filter (where ${kept}), 0)::float8 as "itemCount"
        from transactions t where ${c.base}`,
    );
  }
  const { matching, total, itemCount, ...counts } = row!;
  return { counts, matching, totals: { total, itemCount } };
}

interface PageRequest {
  page: number;
  perPage: number;
  sortBy?: SortBy | undefined;
  sortDir?: Dir | undefined;
  after?: number | undefined;
  before?: number | undefined;
}

/**
 * The orders of one page, in the list's order. Ids first: keyset past the `after` row (or before the `before` row)
 * when it is given and still there; else an offset from the nearer end (a page in the second half is read in the
 * reversed order), so the last page costs what the first does. Then the JSON of those ids only.
 */
async function pageRows(tx: Tx, c: Conditions, matching: number, p: PageRequest): Promise<Transaction[]> {
  const key = SORT[p.sortBy ?? 'date'];
  const dir: Dir = p.sortDir ?? 'desc';
  const where = and(c.base, c.states('t'));
  const from = key.customer
    ? sql`transactions t join customers c on c.id = t.customer_id`
    : sql`transactions t`;
  let ids: number[] | undefined;
  const boundary = p.after ?? p.before;
  if (boundary !== undefined) {
    const forward = p.after !== undefined;
    ids = (
      await rows(
        tx,
        sql`select t.id from (select ${key.expr} as k, t.id from ${from} where t.id = ${boundary}) b, ${from}
            where ${where} and ${pastBoundary(key, dir, forward)}
            order by ${orderBy(key, dir, !forward)} limit ${p.perPage}`,
        rowShape({ id: int }),
      )
    ).map((r) => r.id);
    // A boundary row deleted meanwhile (or an empty side) falls back to the page number.
    if (!ids.length) ids = undefined;
  }
  if (!ids) {
    const start = (p.page - 1) * p.perPage;
    if (start >= matching) return [];
    const count = Math.min(p.perPage, matching - start);
    const reversed = start + count / 2 > matching / 2;
    const offset = reversed ? matching - start - count : start;
    ids = (
      await rows(
        tx,
        sql`select t.id from ${from} where ${where} order by ${orderBy(key, dir, reversed)}
            limit ${count} offset ${offset}`,
        rowShape({ id: int }),
      )
    ).map((r) => r.id);
  }
  if (!ids.length) return [];
  // Prepared: one text per sort, whose planning (≈1.2 ms at 1M orders) cost as much as its run.
  return preparedRows<Transaction>(
    tx,
    sql`select ${ORDER_COLUMNS} from ${ORDER_FROM} where t.id = any(${`{${ids.join(',')}}`}::int[])
        order by ${orderBy(key, dir, false)}`,
  );
}

/** A page of orders, the count of each state (for the status tabs) and the totals of every matching order. */
export async function orderPage(tx: Tx, query: OrderQuery & { today?: string }) {
  const { page, perPage } = paging(query);
  const c = conditions(query);
  const { counts, matching, totals } = await figures(tx, c);
  const datas = await pageRows(tx, c, matching, { ...query, page, perPage });
  return { datas, total: matching, page, perPage, counts, totals };
}

/** Orders not delivered yet, newest first. */
export async function pendingPage(tx: Tx, query: { page?: number; perPage?: number }) {
  const { page, perPage } = paging({ page: query.page ?? 1, perPage: query.perPage ?? 10 });
  const c = conditions({ delivery: 'pending' });
  const { matching } = await figures(tx, c);
  const datas = await pageRows(tx, c, matching, { page, perPage, sortBy: 'date', sortDir: 'desc' });
  return { datas, total: matching, page, perPage };
}

/**
 * The ids of the orders matching the list's search and filters, in the list's order, for a bulk action: at most
 * `cap` of them, and how many match (from the same figures the list gives), so that the caller can refuse a filter
 * matching more.
 */
export async function matchingOrderIds(
  tx: Tx,
  query: OrderFilters,
  cap: number,
): Promise<{ matching: number; ids: number[] }> {
  const c = conditions(query);
  const { matching } = await figures(tx, c);
  if (matching > cap) return { matching, ids: [] };
  const key = SORT[query.sortBy ?? 'date'];
  const from = key.customer
    ? sql`transactions t join customers c on c.id = t.customer_id`
    : sql`transactions t`;
  const ids = await rows(
    tx,
    sql`select t.id from ${from} where ${and(c.base, c.states('t'))}
        order by ${orderBy(key, query.sortDir ?? 'desc', false)} limit ${cap}`,
    rowShape({ id: int }),
  );
  return { matching, ids: ids.map((r) => r.id) };
}

/**
 * Every order matching the list's filters (and `ids`, when given), in the list's order, page after page for an
 * export: how many match first (from the list's figures, so a caller can refuse too many before writing anything),
 * then the ids of every matching order in one statement (≤ 100,000 integers: the export's cap), then the JSON of
 * `perPage` of them at a time, so only one page of orders is held. One statement for the ids, not a keyset page
 * after page: with a sort no index matches together with the filters (by total within a month) each keyset page
 * walked the sort index again from its boundary, filtering by date (1.1 s a page at 1M orders); read once, the ids of
 * the month are sorted once (docs/decisions/024-pickers-and-plans-at-scale.md).
 */
export async function orderExport(
  tx: Tx,
  query: OrderFilters,
  perPage = 500,
): Promise<{ matching: number; pages: () => AsyncIterable<Transaction[]> }> {
  const c = conditions(query);
  const { matching } = await figures(tx, c);
  const key = SORT[query.sortBy ?? 'date'];
  const order = orderBy(key, query.sortDir ?? 'desc', false);
  const from = key.customer
    ? sql`transactions t join customers c on c.id = t.customer_id`
    : sql`transactions t`;
  async function* pages() {
    const ids = (
      await rows(
        tx,
        sql`select t.id from ${from} where ${and(c.base, c.states('t'))} order by ${order}`,
        rowShape({ id: int }),
      )
    ).map((r) => r.id);
    for (let start = 0; start < ids.length; start += perPage) {
      const page = ids.slice(start, start + perPage);
      const datas = await rows<Transaction>(
        tx,
        sql`select ${ORDER_COLUMNS} from ${ORDER_FROM} where t.id = any(${`{${page.join(',')}}`}::int[])
            order by ${order}`,
      );
      if (datas.length) yield datas;
    }
  }
  return { matching, pages };
}
