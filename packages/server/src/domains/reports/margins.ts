/**
 * The gross margin report ("Laba kotor", decision 037): revenue, cost of goods, margin and margin % per product, per
 * customer or per day or month of a period, net of the returns recorded in it. Read from the report summaries
 * (decision 018), which keep cost beside revenue: a year is one row per product or customer, whatever the orders.
 *
 * A line enters the report with its cost (decision 037, issue 37): a fresh line of an order not packed yet has taken
 * no stock, so its revenue is left out too (less the period's open lines, read from the report facts of those orders)
 * and said beside the report as `totals.open`; it enters when the order is packed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays } from '../../lib/dates.js';
import { firstOfMonth, lastOfMonth } from '../../lib/weeks.js';
import { marginPct } from '../books/costs.js';
import { periodOf } from './reports.js';
import { signedPeriod } from '../books/reportSummaries.js';
import { int, num, row, text } from '../../db/rowShape.js';

export type MarginReportRequest = Schemas['MarginReportRequest'];
export type MarginRow = Schemas['MarginRow'];
export type MarginReport = Omit<Schemas['MarginReportResponse'], 'status' | 'message'>;

const ROW_CAP = 1000;
/** Up to this many days a period's rows are days; beyond, months. */
const DAY_ROWS = 62;

interface Figures {
  revenue: number;
  cost: number;
}

const figures = <R extends Figures>(r: R) => {
  const margin = r.revenue - r.cost;
  return { ...r, margin, marginPct: marginPct(margin, r.revenue), belowCost: margin < 0 };
};

/** ORDER BY of the ranked rows, from `x` with revenue and cost. */
function orderOf(req: MarginReportRequest): SQL {
  const dir = sql.raw(req.sortDir === 'asc' ? 'asc' : 'desc');
  const by = {
    revenue: sql`x.revenue`,
    cost: sql`x.cost`,
    margin: sql`(x.revenue - x.cost)`,
    // Null (last either way) where marginPct() answers null: without a positive revenue.
    marginPct: sql`(case when x.revenue > 0 then (x.revenue - x.cost) / x.revenue end)`,
  }[req.sortBy ?? 'revenue'];
  return sql`${by} ${dir} nulls last`;
}

/**
 * `open`: the lines of the period that took no stock yet (fresh, their order not packed), one row each with its
 * order, date, product, customer, qty and revenue: those orders' rows of the report facts (decision 047), found by
 * `transactions_packing_date_id` and read order by order (a lateral per order keeps the view's plan per order).
 */
function openLines(period: { from: string; to: string }, payment: MarginReportRequest['payment']): SQL {
  return sql`open as materialized (
    select t.id as order_id, t.date, t.customer_id, f.product_id, f.qty, f.revenue
    from transactions t cross join lateral (
      select f.product_id, f.qty, f.revenue from sales_product_facts f
      where f.order_id = t.id and f.bucket = 'fresh' and f.lines = 1 offset 0) f
    where t.packing = 'unpacked' and t.date between ${period.from}::date and ${period.to}::date
      ${payment ? sql`and t.payment = ${payment}` : sql``})`;
}

export async function marginReport(tx: Tx, today: string, req: MarginReportRequest): Promise<MarginReport> {
  const period = periodOf(req, today);
  const payment = sql`s.payment = ${req.payment ?? '*'}`;
  const signed = signedPeriod(period.from, period.to);
  const where = and(signed.where, payment);
  const sign = signed.sign;
  const open = openLines(period, req.payment);

  let datas: MarginRow[];
  let belowCost: number;
  let truncated = false;
  let grain: 'day' | 'month' | undefined;
  if (req.by === 'product' || req.by === 'customer') {
    const ranked =
      req.by === 'product'
        ? sql`${open}, x as materialized (
              select s.id, s.qty - coalesce(o.qty, 0) as qty, s.revenue - coalesce(o.revenue, 0) as revenue, s.cost
              from (select s.product_id as id, sum(${sign} * (s.qty - s.return_qty)) as qty,
                  sum(${sign} * (s.revenue - s.return_value)) as revenue, sum(${sign} * (s.cost - s.return_cost)) as cost,
                  sum(${sign} * (s.lines + s.return_lines)) as lines
                from sales_product_summary s where ${where} group by s.product_id) s
              left join (select product_id, sum(qty) as qty, sum(revenue) as revenue, count(*) as lines
                from open group by product_id) o on o.product_id = s.id
              where s.lines - coalesce(o.lines, 0) > 0)`
        : sql`${open}, x as materialized (
              select s.id, s.orders, s.revenue - coalesce(o.revenue, 0) as revenue, s.cost
              from (select s.customer_id as id, sum(${sign} * s.orders) as orders,
                  sum(${sign} * (s.total - s.ongkir - s.return_value)) as revenue, sum(${sign} * (s.cost - s.return_cost)) as cost
                from sales_customer_summary s where ${where} group by s.customer_id
                having sum(${sign} * (s.orders + s.return_count)) > 0) s
              left join (select customer_id, sum(revenue) as revenue from open group by customer_id) o
                on o.customer_id = s.id)`;
    // The first ROW_CAP + 1 in the chosen order (ties by id), before a name is looked up for each.
    const top = sql`top as (select * from x order by ${orderOf(req)}, x.id limit ${ROW_CAP + 1})`;
    const found = await rows<{
      id: number;
      label: string;
      code?: string;
      unit?: MarginRow['unit'];
      qty?: number;
      orders?: number;
      revenue: number;
      cost: number;
      below: number;
    }>(
      tx,
      req.by === 'product'
        ? sql`with ${ranked}, ${top}
            select p.id, p.code || ' ' || p.name as label, p.code, p.unit, x.qty::float8 as qty,
              x.revenue::float8 as revenue, x.cost::float8 as cost,
              (select count(*) from x where x.revenue < x.cost)::int as below
            from top x cross join lateral (select p.id, p.code, p.name, p.unit from products p where p.id = x.id offset 0) p
            order by ${orderOf(req)}, x.id`
        : sql`with ${ranked}, ${top}
            select c.id, c.name as label, x.orders::int as orders, x.revenue::float8 as revenue, x.cost::float8 as cost,
              (select count(*) from x where x.revenue < x.cost)::int as below
            from top x cross join lateral (select c.id, c.name from customers c where c.id = x.id offset 0) c
            order by ${orderOf(req)}, x.id`,
    );
    truncated = found.length > ROW_CAP;
    belowCost = found[0]?.below ?? 0;
    datas = found.slice(0, ROW_CAP).map(({ id, below: _below, ...r }) => figures({ key: String(id), ...r }));
  } else {
    const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
    grain = days <= DAY_ROWS ? 'day' : 'month';
    const inRange =
      grain === 'day'
        ? sql`s.grain = 'd' and s.period between ${period.from}::date and ${period.to}::date`
        : monthsOf(period.from, period.to);
    const bucket = (day: SQL) => (grain === 'day' ? day : sql`date_trunc('month', ${day}::timestamp)::date`);
    const found = await rows(
      tx,
      sql`with ${open}
          select s.key::text as key, s.orders::int as orders, (s.revenue - coalesce(o.revenue, 0))::float8 as revenue,
            s.cost::float8 as cost
          from (select ${bucket(sql`s.period`)} as key, sum(s.orders) as orders,
              sum(s.item_revenue + s.packaging - s.return_value) as revenue, sum(s.cost - s.return_cost) as cost
            from sales_summary s where ${payment} and (${inRange}) group by 1) s
          left join (select ${bucket(sql`date`)} as key, sum(revenue) as revenue from open group by 1) o on o.key = s.key
          order by 1`,
      row({ key: text, orders: int, revenue: num, cost: num }),
    );
    datas = found.map((r) => figures({ ...r, label: r.key }));
    belowCost = datas.filter((r) => r.belowCost).length;
  }

  const sums = await one(
    tx,
    sql`with ${open}
        select (coalesce(sum(${sign} * (s.item_revenue + s.packaging - s.return_value)), 0)
            - (select coalesce(sum(revenue), 0) from open))::float8 as revenue,
          coalesce(sum(${sign} * (s.cost - s.return_cost)), 0)::float8 as cost,
          coalesce(sum(${sign} * s.packaging), 0)::float8 as packaging,
          (select coalesce(sum(${sign} * (s.cost - s.return_cost)), 0) from sales_product_summary s
            where ${where})::float8 as "lineCost",
          (select count(distinct order_id) from open)::int as "openOrders",
          (select count(*) from open)::int as "openLines",
          (select coalesce(sum(revenue), 0) from open)::float8 as "openRevenue"
        from sales_summary s where ${where}`,
    row({
      revenue: num,
      cost: num,
      packaging: num,
      lineCost: num,
      openOrders: int,
      openLines: int,
      openRevenue: num,
    }),
  );
  const { lineCost, openOrders, openLines: openCount, openRevenue, ...totals } = sums!;
  const withMargin = figures(totals);
  // Σ of the orders' cost less their lines', both net of returns (a return gives back line cost only): the packs'.
  const packCost = totals.cost - lineCost;
  return {
    by: req.by,
    ...(grain ? { grain } : {}),
    period,
    datas,
    truncated,
    totals: {
      revenue: withMargin.revenue,
      cost: withMargin.cost,
      margin: withMargin.margin,
      marginPct: withMargin.marginPct,
      packaging: totals.packaging,
      packCost,
      belowCost,
      open: { orders: openOrders, lines: openCount, revenue: openRevenue },
    },
  };
}

/**
 * The summary rows of a period read month by month: the months it holds whole ('m' rows), and the days of a month it
 * holds in part ('d' rows), for a summary aliased `s`.
 */
function monthsOf(from: string, to: string): SQL {
  const parts: SQL[] = [];
  const wholeFrom = from === firstOfMonth(from) ? from : addDays(lastOfMonth(from), 1);
  const wholeTo = to === lastOfMonth(to) ? firstOfMonth(to) : firstOfMonth(addDays(firstOfMonth(to), -1));
  if (wholeFrom <= wholeTo)
    parts.push(sql`(s.grain = 'm' and s.period between ${wholeFrom}::date and ${wholeTo}::date)`);
  if (from !== firstOfMonth(from)) {
    const end = lastOfMonth(from) < to ? lastOfMonth(from) : to;
    parts.push(sql`(s.grain = 'd' and s.period between ${from}::date and ${end}::date)`);
  }
  if (to !== lastOfMonth(to)) {
    const start = firstOfMonth(to) > from ? firstOfMonth(to) : from;
    parts.push(sql`(s.grain = 'd' and s.period between ${start}::date and ${to}::date)`);
  }
  return parts.length ? sql.join(parts, sql` or `) : sql`false`;
}
