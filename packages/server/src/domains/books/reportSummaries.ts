/**
 * The report summaries (decision 018): sums per day, month and year that the sales report, the expense report and
 * the dashboard read instead of the orders, lines and restocks of a period. A write that changes what a report shows
 * marks the facts of the record it touches (an order with its lines and returns, or a restock) before it changes them,
 * and applies the difference after, in its own transaction: one upsert per table (`x = x + excluded.x`, safe under
 * concurrency), rows in key order and tables always in the same order so that two writers never deadlock on them.
 * These upserts come last in a write, so the rows stay locked only until its commit. What a record contributes (its
 * facts) is defined once, in SQL views (migration 0023: `sales_facts`, `sales_product_facts`, `expense_facts`, over
 * the cost views `line_costs` and `order_costs`); the writes read their records' rows of them and
 * `rebuild_report_summaries()` all of them (decision 047).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { preparedOne, preparedRows } from '../../db/query.js';
import { addDays } from '../../lib/dates.js';
import { int, row, text } from '../../db/rowShape.js';
import { lastOfMonth } from '../../lib/weeks.js';

type Column = readonly [name: string, type: 'int' | 'numeric' | 'bigint' | 'text' | 'boolean'];

interface SummaryTable {
  name: string;
  /** The view of its facts (migration 0023), which `rebuild_report_summaries()` reads too. */
  view: string;
  /** The view's column naming the record a fact belongs to. */
  record: 'order_id' | 'restock_id';
  /** Key columns after grain and period. */
  keys: readonly Column[];
  /** Summed columns; a row whose sums are all zero is deleted. */
  sums: readonly Column[];
}

const SALES: SummaryTable = {
  name: 'sales_summary',
  view: 'sales_facts',
  record: 'order_id',
  keys: [['payment', 'text']],
  sums: [
    ['orders', 'int'],
    ['items', 'numeric'],
    ['item_revenue', 'bigint'],
    ['packaging', 'bigint'],
    ['ongkir', 'bigint'],
    ['total', 'bigint'],
    ['return_count', 'int'],
    ['return_items', 'numeric'],
    ['return_value', 'bigint'],
    ['cost', 'bigint'],
    ['return_cost', 'bigint'],
  ],
};

const CUSTOMERS: SummaryTable = {
  name: 'sales_customer_summary',
  view: 'sales_facts',
  record: 'order_id',
  keys: [
    ['payment', 'text'],
    ['customer_id', 'int'],
  ],
  sums: [
    ['orders', 'int'],
    ['items', 'numeric'],
    ['total', 'bigint'],
    ['return_count', 'int'],
    ['return_items', 'numeric'],
    ['return_value', 'bigint'],
    ['ongkir', 'bigint'],
    ['cost', 'bigint'],
    ['return_cost', 'bigint'],
  ],
};

const PRODUCTS: SummaryTable = {
  name: 'sales_product_summary',
  view: 'sales_product_facts',
  record: 'order_id',
  keys: [
    ['payment', 'text'],
    ['product_id', 'int'],
    ['bucket', 'text'],
  ],
  sums: [
    ['lines', 'int'],
    ['qty', 'numeric'],
    ['revenue', 'bigint'],
    ['return_lines', 'int'],
    ['return_qty', 'numeric'],
    ['return_value', 'bigint'],
    ['cost', 'bigint'],
    ['return_cost', 'bigint'],
  ],
};

const EXPENSES: SummaryTable = {
  name: 'expense_summary',
  view: 'expense_facts',
  record: 'restock_id',
  keys: [
    ['kind', 'text'],
    ['purchase', 'boolean'],
  ],
  sums: [
    ['restocks', 'int'],
    ['total', 'bigint'],
  ],
};

/** The tables an order's facts feed, in the order every writer locks their rows. */
const ORDER_TABLES = [SALES, CUSTOMERS, PRODUCTS];
const RESTOCK_TABLES = [EXPENSES];

/** What a record contributed before a write: its facts per table, as JSON text (numbers kept exact). */
export interface SummaryMark {
  tables: SummaryTable[];
  /** The records (orders or restocks) marked. */
  ids: number[];
  before: string[];
}

const raw = (name: string) => sql.raw(name);
const list = (names: readonly string[], prefix = '') => sql.raw(names.map((n) => prefix + n).join(', '));

/**
 * The facts of the records `ids` in a table's view: `date`, the keys, the sums, in that order. One record is
 * `where order_id = $1`, which PostgreSQL carries into each branch of the view and into its grouped cost views;
 * several are each looked up the same way (a lateral join: `= any(…)` would not reach the grouped views, which would
 * then add up every order's cost).
 */
function facts(t: SummaryTable, ids: number[]): SQL {
  const columns = list(['date', ...t.keys.map(([n]) => n), ...t.sums.map(([n]) => n)], 'f.');
  const select = (id: SQL) => sql`select ${columns} from ${raw(t.view)} f where f.${raw(t.record)} = ${id}`;
  if (ids.length === 1) return select(sql`${ids[0]}`);
  return sql`select x.* from unnest(${`{${ids.join(',')}}`}::int[]) r(id)
    cross join lateral (${select(sql`r.id`)} offset 0) x`;
}

async function mark(tx: Tx, tables: SummaryTable[], ids: number[]): Promise<SummaryMark> {
  const columns = tables.map(
    (t, i) =>
      sql`(select coalesce(json_agg(f), '[]'::json) from (${facts(t, ids)}) f)::text as ${raw(`t${i}`)}`,
  );
  const row = await preparedOne<Record<string, string>>(tx, sql`select ${sql.join(columns, sql`, `)}`);
  return { tables, ids, before: tables.map((_, i) => row![`t${i}`]!) };
}

/** Before changing or deleting an order (its lines, returns, state, date or customer). */
export const markOrder = (tx: Tx, orderId: number) => mark(tx, ORDER_TABLES, [orderId]);
/**
 * Before changing the cost of what several orders took (a batch's unit cost, a lot's price: costs.ts), or
 * nothing to mark when `ids` is empty.
 */
export const markOrders = async (tx: Tx, ids: number[]): Promise<SummaryMark | undefined> =>
  ids.length ? mark(tx, ORDER_TABLES, ids) : undefined;
/** For an order created in this transaction: it contributed nothing before. */
export const newOrder = (orderId: number): SummaryMark => ({
  tables: ORDER_TABLES,
  ids: [orderId],
  before: ORDER_TABLES.map(() => '[]'),
});
/** Before changing or deleting a restock (a lot: a purchase or a stock correction). */
export const markRestock = (tx: Tx, restockId: number) => mark(tx, RESTOCK_TABLES, [restockId]);
export const newRestock = (restockId: number): SummaryMark => ({
  tables: RESTOCK_TABLES,
  ids: [restockId],
  before: ['[]'],
});

const PERIOD = sql`case g.grain when 'd' then d.date
  else date_trunc(case g.grain when 'm' then 'month' else 'year' end, d.date::timestamp)::date end`;

/**
 * Each fact counts under its payment state and again under `*` (paid or not), so that a report without a payment
 * filter over a whole year reads one row per customer or product, with nothing to add up.
 */
const PAYMENTS = sql`cross join (values (false), (true)) a(everyone)`;
const keyOf = (name: string) =>
  name === 'payment' ? `case when a.everyone then '*' else d.payment end` : `d.${name}`;

/**
 * Adds to each table what the marked record contributes now less what it contributed at the mark (nothing for no mark:
 * `markOrders` of no orders).
 */
export async function applySummaries(tx: Tx, m: SummaryMark | undefined): Promise<void> {
  if (!m) return;
  // One statement for every table (a round trip each held the rows of the day, month and year locked longer: every
  // order of a day upserts the same ones). Its upserts run in the order the answer reads them: the tables' order.
  const parts = m.tables.map((t, i) => {
    const keys = t.keys.map(([n]) => n);
    const sums = t.sums.map(([n]) => n);
    const typed = raw(['date date', ...[...t.keys, ...t.sums].map(([n, type]) => `${n} ${type}`)].join(', '));
    const negated = raw(sums.map((n) => `-f.${n} as ${n}`).join(', '));
    const delta = raw(`delta${i}`);
    const up = raw(`up${i}`);
    return {
      ctes: sql`${delta} as (
            select date, ${list(keys)}, ${raw(sums.map((n) => `sum(${n}) as ${n}`).join(', '))} from (
              select f.date, ${list(keys, 'f.')}, ${negated} from json_to_recordset(${m.before[i]}::json) as f(${typed})
              union all
              select * from (${facts(t, m.ids)}) cur
            ) x group by date, ${list(keys)}
          ), ${up} as (
            insert into ${raw(t.name)} as s (grain, period, ${list(keys)}, ${list(sums)})
            select g.grain, ${PERIOD}, ${raw(keys.map(keyOf).join(', '))}, ${raw(sums.map((n) => `sum(d.${n})`).join(', '))}
            from ${delta} d cross join (values ('d'), ('m'), ('y')) g(grain) ${keys.includes('payment') ? PAYMENTS : sql``}
            group by ${raw(['1', '2', ...keys.map((_, j) => String(j + 3))].join(', '))}
            having ${raw(sums.map((n) => `sum(d.${n}) <> 0`).join(' or '))}
            order by ${raw(['1', '2', ...keys.map((_, j) => String(j + 3))].join(', '))}
            on conflict (grain, period, ${list(keys)}) do update
              set ${raw(sums.map((n) => `${n} = s.${n} + excluded.${n}`).join(', '))}
            returning grain, period, ${list(keys)}, ${list(sums)}
          )`,
      emptied: sql`select ${i}::int as t, json_build_object('grain', grain, 'period', period::text, ${raw(
        keys.map((n) => `'${n}', ${n}`).join(', '),
      )})::text as k from ${up} where ${raw(sums.map((n) => `${n} = 0`).join(' and '))}`,
    };
  });
  const emptied = await preparedRows(
    tx,
    sql`with ${sql.join(
      parts.map((p) => p.ctes),
      sql`, `,
    )} ${sql.join(
      parts.map((p) => p.emptied),
      sql` union all `,
    )}`,
    row({ t: int, k: text }),
  );
  // Rows whose sums all came to zero (an order deleted, a day's last one moved) are removed, table by table.
  for (const [i, t] of m.tables.entries()) {
    const gone = emptied.filter((e) => e.t === i).map((e) => JSON.parse(e.k) as Record<string, unknown>);
    if (!gone.length) continue;
    const keys = t.keys.map(([n]) => n);
    const keyTypes = raw(
      ['grain text', 'period date', ...t.keys.map(([n, type]) => `${n} ${type}`)].join(', '),
    );
    await tx.execute(
      sql`delete from ${raw(t.name)} s using json_to_recordset(${JSON.stringify(gone)}::json) as e(${keyTypes})
          where ${raw(['grain', 'period', ...keys].map((n) => `s.${n} = e.${n}`).join(' and '))} and ${raw(
            t.sums.map(([n]) => `s.${n} = 0`).join(' and '),
          )}`,
    );
  }
}

/** Recomputes every summary from the base tables (a maintenance command, and bench:data after a fill). */
export async function rebuildSummaries(tx: Tx): Promise<void> {
  await tx.execute(sql`select rebuild_report_summaries()`);
}

// ---------- reading ----------

export type Grain = 'd' | 'm' | 'y';

/**
 * The rows of a summary covering `from`…`to` (both inclusive): whole years, then whole months, then days, at each
 * end. A year is one row per key; a month at an end 12 at most; a day at an end 31 at most.
 */
export function segments(from: string, to: string): Array<{ grain: Grain; from: string; to: string }> {
  const out: Array<{ grain: Grain; from: string; to: string }> = [];
  const add = (grain: Grain, period: string) => {
    const last = out[out.length - 1];
    if (last && last.grain === grain) last.to = period;
    else out.push({ grain, from: period, to: period });
  };
  let day = from;
  while (day <= to) {
    const yearEnd = `${day.slice(0, 4)}-12-31`;
    if (day.endsWith('-01-01') && yearEnd <= to) {
      add('y', day);
      day = addDays(yearEnd, 1);
    } else if (day.endsWith('-01') && lastOfMonth(day) <= to) {
      add('m', day);
      day = addDays(lastOfMonth(day), 1);
    } else {
      add('d', day);
      day = addDays(day, 1);
    }
  }
  return out;
}

/** A segment counted in (`sign` 1) or taken away (−1). */
export type SignedSegment = { grain: Grain; from: string; to: string; sign: 1 | -1 };

/** Rows a segment reads per key, relative to a day's: a month ≈ 20 days' rows, a year ≈ 3 months' (the 1M data). */
const GRAIN_COST: Record<Grain, number> = { d: 1, m: 20, y: 60 };
const periodsIn = (s: { grain: Grain; from: string; to: string }) =>
  s.grain === 'd'
    ? Math.round((Date.parse(s.to) - Date.parse(s.from)) / 86_400_000) + 1
    : s.grain === 'm'
      ? (Number(s.to.slice(0, 4)) - Number(s.from.slice(0, 4))) * 12 +
        Number(s.to.slice(5, 7)) -
        Number(s.from.slice(5, 7)) +
        1
      : Number(s.to.slice(0, 4)) - Number(s.from.slice(0, 4)) + 1;
const costOf = (list: Array<{ grain: Grain; from: string; to: string }>) =>
  list.reduce((sum, s) => sum + GRAIN_COST[s.grain] * periodsIn(s), 0);

/**
 * `segments`, with a part of a calendar year read as the whole year less what lies outside the period when that
 * reads fewer rows (decision 035): 15 December to 14 December is the second year less its last 17 days plus the
 * first year's last 17 days, not 11 months and 31 days of every customer. Sums only: each row counts `sign` times.
 */
export function signedSegments(from: string, to: string): SignedSegment[] {
  const out: SignedSegment[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const [start, end] = [`${year}-01-01`, `${year}-12-31`];
    const a = from > start ? from : start;
    const b = to < end ? to : end;
    const inside = segments(a, b);
    const outside = [...segments(start, addDays(a, -1)), ...segments(addDays(b, 1), end)];
    if (outside.length && GRAIN_COST.y + costOf(outside) < costOf(inside))
      out.push(
        { grain: 'y', from: start, to: start, sign: 1 },
        ...outside.map((s) => ({ ...s, sign: -1 as const })),
      );
    else out.push(...inside.map((s) => ({ ...s, sign: 1 as const })));
  }
  return out;
}

/**
 * For sums over a summary aliased `s` in a period read by `signedSegments`: which rows (`where`) and each row's
 * factor (`sign`, 1 or −1).
 */
export function signedPeriod(from: string, to: string): { where: SQL; sign: SQL } {
  const parts = signedSegments(from, to);
  const match = (list: SignedSegment[]) =>
    list.map((s) => sql`(s.grain = ${s.grain} and s.period between ${s.from}::date and ${s.to}::date)`);
  const all = match(parts);
  const back = match(parts.filter((s) => s.sign < 0));
  return {
    where: all.length ? sql`(${sql.join(all, sql` or `)})` : sql`false`,
    sign: back.length ? sql`(case when ${sql.join(back, sql` or `)} then -1 else 1 end)` : sql`1`,
  };
}

/** `(s.grain, s.period)` within the period's segments, for a summary aliased `s`. */
export function inPeriod(from: string, to: string): SQL {
  const parts = segments(from, to).map(
    (s) => sql`(s.grain = ${s.grain} and s.period between ${s.from}::date and ${s.to}::date)`,
  );
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}
