/**
 * Reports (domain.md, Reports): sales per product and bucket or per customer, and material purchases, in a period of
 * business dates: today, an inclusive date range, a month of a year (**fix**: the old app ignored the year), a year, or
 * this month.
 */
import { receivedBetween } from './money.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { EARLIEST_DATE } from '../../lib/dates.js';
import { invalid } from '../../lib/errors.js';
import { firstOfMonth, lastOfMonth } from '../../lib/weeks.js';
import { inPeriod, segments, signedPeriod } from '../books/reportSummaries.js';
import { int, num, row, text } from '../../db/rowShape.js';

type Period = Schemas['ReportPeriod'];
export type SalesReportRequest = Schemas['SalesReportRequest'];
export type ExpenseReportRequest = Schemas['ExpenseReportRequest'];
export type ProductReportRow = Schemas['ProductReportRow'];
export type CustomerReportRow = Schemas['CustomerReportRow'];
export type ExpenseRow = Schemas['ExpenseRow'];
export type ExpenseVendorRow = Schemas['ExpenseVendorRow'];

/** The dates a report covers, both inclusive. */
export function periodOf(p: Period, today: string): { from: string; to: string } {
  if (p.today) return { from: today, to: today };
  if (p.dateFrom || p.dateTo) {
    const from = p.dateFrom ?? EARLIEST_DATE;
    const to = p.dateTo ?? today;
    if (from > to) throw invalid('dateTo', 'date.beforeStart', { start: from, rule: 'period' });
    return { from, to };
  }
  if (p.month !== undefined) {
    if (p.year === undefined) throw invalid('year', 'report.yearRequired');
    const first = `${p.year}-${String(p.month).padStart(2, '0')}-01`;
    return { from: first, to: lastOfMonth(first) };
  }
  if (p.year !== undefined) return { from: `${p.year}-01-01`, to: `${p.year}-12-31` };
  return { from: firstOfMonth(today), to: lastOfMonth(today) };
}

const ROW_CAP = 1000;

/**
 * Sales in a period: the rows of its type and the totals of its orders (optionally paid or unpaid only). Returns
 * recorded in the period (by their own date, whatever the order's) are rows of their own with negative amounts, and
 * come off the totals. Read from the report summaries (decision 018): a year is one row per product, customer or
 * payment state, whatever the number of orders.
 */
export async function salesReport(tx: Tx, today: string, req: SalesReportRequest) {
  const period = periodOf(req, today);
  const payment = sql`s.payment = ${req.payment ?? '*'}`;
  // Sums over the period's rows, a part of a year possibly as the year less the rest (signedSegments).
  const signed = signedPeriod(period.from, period.to);
  const where = and(signed.where, payment);
  const sign = signed.sign;
  const parts = segments(period.from, period.to);
  // A whole year (or month, or day) is one row per key: nothing to add up, and its rows read in amount order.
  const single = parts.length === 1 && parts[0]!.from === parts[0]!.to ? parts[0]! : undefined;
  /**
   * The summary's rows per key in the period (`x`), and of them the first ROW_CAP by amount and by returned value,
   * ties included (`sold`, `back`): what the final sorts (by amount, then the name) need, without joining and
   * sorting every customer or product of a year. A single period reads them from the summary's amount indexes.
   */
  const ranked = (
    table: string,
    keys: string,
    columns: string[],
    sold: [string, string],
    back: [string, string],
  ) => {
    const t = sql.raw(table);
    if (single) {
      const here = sql`s.grain = ${single.grain} and s.period = ${single.from}::date and ${payment}`;
      const first = ([present, amount]: [string, string]) => {
        const [p, a] = [sql.raw(present), sql.raw(amount)];
        return sql`select ${sql.raw([...keys.split(', '), ...columns].map((c) => `s.${c}`).join(', '))} from ${t} s
          where ${here} and s.${p} > 0 and s.${a} >= coalesce((select s.${a} from ${t} s where ${here} and s.${p} > 0
            order by s.${a} desc offset ${ROW_CAP - 1} limit 1), 0)`;
      };
      return sql`sold as (${first(sold)}), back as (${first(back)})`;
    }
    const first = ([present, amount]: [string, string]) =>
      sql.raw(`select * from x where ${present} > 0 and ${amount} >= coalesce((select ${amount} from x
        where ${present} > 0 order by ${amount} desc offset ${ROW_CAP - 1} limit 1), 0)`);
    const sums = sql.join(
      [sql.raw(keys), ...columns.map((c) => sql`sum(${sign} * s.${sql.raw(c)}) as ${sql.raw(c)}`)],
      sql`, `,
    );
    return sql`x as materialized (select ${sums} from ${t} s where ${where} group by ${sql.raw(keys)}),
      sold as (${first(sold)}), back as (${first(back)})`;
  };
  // A lookup per ranked row (offset 0 keeps it one): the planner cannot know that only ROW_CAP-odd rows are ranked.
  const customerOf = sql`select c.id, c.name, c.category from customers c where c.id = x.customer_id offset 0`;
  const datas: Array<ProductReportRow | CustomerReportRow> =
    req.type === 'product'
      ? await rows<ProductReportRow>(
          tx,
          sql`with ${ranked(
            'sales_product_summary',
            'product_id, bucket',
            ['lines', 'qty', 'revenue', 'return_lines', 'return_qty', 'return_value'],
            ['lines', 'revenue'],
            ['return_lines', 'return_value'],
          )}
              (select p.id as "productId", p.code, p.name, p.unit, x.bucket, x.qty::float8 as qty, x.revenue::float8 as revenue,
                false as returned
              from sold x join products p on p.id = x.product_id
              order by revenue desc, p.code, x.bucket limit ${ROW_CAP})
              union all
              (select p.id, p.code, p.name, p.unit, x.bucket, -x.return_qty::float8, -x.return_value::float8, true
              from back x join products p on p.id = x.product_id
              order by 7, p.code, x.bucket limit ${ROW_CAP})`,
        )
      : await rows<CustomerReportRow>(
          tx,
          sql`with ${ranked(
            'sales_customer_summary',
            'customer_id',
            ['orders', 'items', 'total', 'return_count', 'return_items', 'return_value'],
            ['orders', 'total'],
            ['return_count', 'return_value'],
          )}
              (select c.id as "customerId", c.name, c.category, x.orders::int as orders, x.items::float8 as items,
                x.total::float8 as total, false as returned
              from sold x cross join lateral (${customerOf}) c
              order by total desc, lower(c.name), c.id limit ${ROW_CAP})
              union all
              (select c.id, c.name, c.category, x.return_count::int, -x.return_items::float8, -x.return_value::float8, true
              from back x cross join lateral (${customerOf}) c
              order by 6, lower(c.name), c.id limit ${ROW_CAP})`,
        );
  const sums = await one<
    Omit<Schemas['SalesReportResponse']['totals'], 'quantities'> & { backItems: number; backValue: number }
  >(
    tx,
    sql`select coalesce(sum(${sign} * s.orders), 0)::int as orders, coalesce(sum(${sign} * s.items), 0)::float8 as items,
          coalesce(sum(${sign} * s.item_revenue), 0)::float8 as "itemRevenue",
          coalesce(sum(${sign} * s.packaging), 0)::float8 as packaging,
          coalesce(sum(${sign} * s.ongkir), 0)::float8 as ongkir, coalesce(sum(${sign} * s.total), 0)::float8 as total,
          coalesce(sum(${sign} * s.return_items), 0)::float8 as "backItems",
          coalesce(sum(${sign} * s.return_value), 0)::float8 as "backValue"
        from sales_summary s where ${where}`,
  );
  const quantities = await rows(
    tx,
    sql`select p.unit, sum(x.qty)::float8 as qty
        from (select s.product_id, sum(${sign} * s.qty) as qty from sales_product_summary s
          where ${where} and s.lines > 0 group by s.product_id having sum(${sign} * s.lines) > 0) x
        join products p on p.id = x.product_id group by p.unit order by p.unit`,
    row({ unit: text<Schemas['Unit']>(), qty: num }),
  );
  const { backItems, backValue, ...sold } = sums!;
  const totals = {
    ...sold,
    items: Math.round((sold.items - backItems) * 1000) / 1000,
    itemRevenue: sold.itemRevenue - backValue,
    total: sold.total - backValue,
    returns: backValue,
  };
  return {
    type: req.type,
    period,
    datas: datas.slice(0, ROW_CAP),
    totals: { ...totals, quantities },
    // Beside the revenue, the money that came in over the period (issue 38): whatever the payment filter.
    received: await receivedBetween(tx, period.from, period.to),
  };
}

const EXPENSE_CAP = 5000;

/**
 * Material purchases (restocks of raw and packaging materials from a vendor) in a period, oldest first, with totals
 * by kind: money spent. A lot without a vendor is opening stock or a stock count's surplus (the restock form and
 * `stock/count` leave the vendor out for exactly those): not a purchase, so it is listed apart as a stock correction
 * with its value, outside the totals.
 */
export async function expenseReport(tx: Tx, today: string, req: ExpenseReportRequest) {
  const period = periodOf(req, today);
  const where = and(
    sql`r.date between ${period.from}::date and ${period.to}::date`,
    req.kind && sql`m.kind = ${req.kind}`,
  );
  const from = sql`restocks r join materials m on m.id = r.material_id left join vendors v on v.id = r.vendor_id`;
  const lines = (purchases: boolean) =>
    rows<ExpenseRow>(
      tx,
      sql`select r.id, r.date::text as date, m.kind, json_build_object('id', m.id, 'name', m.name, 'unit', m.unit) as material,
            case when v.id is null then null else json_build_object('id', v.id, 'name', v.name) end as vendor,
            r.qty::float8 as qty, m.unit, r.unit_price as "unitPrice", r.total, r.batch_code as "batchCode"
          from ${from} where ${where} and r.vendor_id is ${purchases ? sql`not null` : sql`null`}
          order by r.date, r.id limit ${EXPENSE_CAP}`,
    );
  const datas = await lines(true);
  const corrected = await lines(false);
  // The sums come from the summary (decision 018): a year is a few rows per kind.
  const sums = await one(
    tx,
    sql`select coalesce(sum(s.total) filter (where s.kind = 'raw' and s.purchase), 0)::float8 as raw,
          coalesce(sum(s.total) filter (where s.kind = 'packaging' and s.purchase), 0)::float8 as packaging,
          coalesce(sum(s.total) filter (where s.purchase), 0)::float8 as total,
          coalesce(sum(s.restocks) filter (where s.purchase), 0)::int as count,
          coalesce(sum(s.total) filter (where not s.purchase), 0)::float8 as "correctionTotal",
          coalesce(sum(s.restocks) filter (where not s.purchase), 0)::int as "correctionCount"
        from expense_summary s where ${and(inPeriod(period.from, period.to), req.kind && sql`s.kind = ${req.kind}`)}`,
    row({ raw: num, packaging: num, total: num, count: int, correctionTotal: num, correctionCount: num }),
  );
  const { correctionTotal, correctionCount, ...totals } = sums!;
  const vendors = await vendorsBoughtAndPaid(tx, period, req.kind);
  return {
    period,
    datas,
    totals,
    corrections: { datas: corrected, total: correctionTotal, count: correctionCount },
    vendors: {
      datas: vendors,
      bought: totals.total,
      paid: vendors.reduce((sum, v) => sum + v.paid, 0),
      payments: vendors.reduce((sum, v) => sum + v.payments, 0),
    },
  };
}

/**
 * What was bought beside what was paid, per vendor (issue 39): its restocks in the period (by `kind`, as the
 * purchases are) and its payments dated in the period that are not reversed (a payment pays the vendor's bills, not
 * a kind of material, so whatever the kind), each through its date index (`restocks_date`, `vendor_payments_date_id`).
 */
async function vendorsBoughtAndPaid(
  tx: Tx,
  period: { from: string; to: string },
  kind: ExpenseReportRequest['kind'],
): Promise<ExpenseVendorRow[]> {
  const found = await rows(
    tx,
    sql`with bought as (
          select r.vendor_id, sum(r.total)::bigint as bought, count(*)::int as restocks
          from restocks r join materials m on m.id = r.material_id
          where ${and(
            sql`r.date between ${period.from}::date and ${period.to}::date`,
            sql`r.vendor_id is not null`,
            kind && sql`m.kind = ${kind}`,
          )}
          group by r.vendor_id
        ), paid as (
          select p.vendor_id, sum(p.amount)::bigint as paid, count(*)::int as payments
          from vendor_payments p
          where p.date between ${period.from}::date and ${period.to}::date and p.reversed_at is null
          group by p.vendor_id
        )
        select v.id, v.name, coalesce(b.bought, 0)::bigint as bought, coalesce(b.restocks, 0)::int as restocks,
          coalesce(pd.paid, 0)::bigint as paid, coalesce(pd.payments, 0)::int as payments
        from bought b full join paid pd on pd.vendor_id = b.vendor_id
        join vendors v on v.id = coalesce(b.vendor_id, pd.vendor_id)
        order by 3 desc, 5 desc, v.name, v.id
        limit ${EXPENSE_CAP}`,
    row({ id: int, name: text, bought: num, restocks: int, paid: num, payments: int }),
  );
  return found.map(({ id, name, ...figures }) => ({ vendor: { id, name }, ...figures }));
}
