// The reports as computed before decision 018, straight from the orders, lines, returns and restocks: the oracle that
// test/reportSummaries.test.ts holds the summary-based services to. Kept as it was; do not optimise.
/**
 * Reports (domain.md, Reports): sales per product and bucket or per customer, and material purchases, in a period of
 * business dates: today, an inclusive date range, a month of a year (**fix**: the old app ignored the year), a year, or
 * this month.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/db/index.js';
import { and, one, rows } from '../../src/db/query.js';
import type { Schemas } from '../../src/lib/contract.js';
import { EARLIEST_DATE } from '../../src/lib/dates.js';
import { invalid } from '../../src/lib/errors.js';
import { firstOfMonth, lastOfMonth } from '../../src/lib/weeks.js';

type Period = Schemas['ReportPeriod'];
export type SalesReportRequest = Schemas['SalesReportRequest'];
export type ExpenseReportRequest = Schemas['ExpenseReportRequest'];
export type ProductReportRow = Schemas['ProductReportRow'];
export type CustomerReportRow = Schemas['CustomerReportRow'];
export type ExpenseRow = Schemas['ExpenseRow'];

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
 * come off the totals.
 */
export async function salesReport(tx: Tx, today: string, req: SalesReportRequest) {
  const period = periodOf(req, today);
  const where = and(
    sql`t.date between ${period.from}::date and ${period.to}::date`,
    req.payment && sql`t.payment = ${req.payment}`,
  );
  const returnsWhere = and(
    sql`r.date between ${period.from}::date and ${period.to}::date`,
    req.payment && sql`t.payment = ${req.payment}`,
  );
  const lines = sql`transactions t join transaction_packs tp on tp.transaction_id = t.id join transaction_lines tl on tl.pack_id = tp.id
    join products p on p.id = tl.product_id`;
  const returned = sql`transaction_returns r join transactions t on t.id = r.transaction_id`;
  const datas: Array<ProductReportRow | CustomerReportRow> =
    req.type === 'product'
      ? await rows<ProductReportRow>(
          tx,
          sql`(select p.id as "productId", p.code, p.name, p.unit, tl.bucket, sum(tl.qty_per_pack * tp.count)::float8 as qty,
                sum(round(tl.qty_per_pack * tp.count * tl.unit_price))::float8 as revenue, false as returned
              from ${lines} where ${where}
              group by p.id, p.code, p.name, p.unit, tl.bucket order by revenue desc, p.code, tl.bucket limit ${ROW_CAP})
              union all
              (select p.id, p.code, p.name, p.unit, tl.bucket, -sum(rl.qty)::float8, -sum(rl.value)::float8, true
              from ${returned} join transaction_return_lines rl on rl.return_id = r.id
                join transaction_lines tl on tl.id = rl.line_id join products p on p.id = tl.product_id
              where ${returnsWhere}
              group by p.id, p.code, p.name, p.unit, tl.bucket order by 7, p.code, tl.bucket limit ${ROW_CAP})`,
        )
      : await rows<CustomerReportRow>(
          tx,
          sql`(select c.id as "customerId", c.name, c.category, count(*)::int as orders, sum(t.item_count)::float8 as items,
                sum(t.total)::float8 as total, false as returned
              from transactions t join customers c on c.id = t.customer_id where ${where}
              group by c.id, c.name, c.category order by total desc, lower(c.name), c.id limit ${ROW_CAP})
              union all
              (select c.id, c.name, c.category, count(*)::int, -sum(r.item_count)::float8, -sum(r.value)::float8, true
              from ${returned} join customers c on c.id = t.customer_id where ${returnsWhere}
              group by c.id, c.name, c.category order by 6, lower(c.name), c.id limit ${ROW_CAP})`,
        );
  const sums = await one<Omit<Schemas['SalesReportResponse']['totals'], 'quantities'>>(
    tx,
    sql`select count(*)::int as orders, coalesce(sum(t.item_count), 0)::float8 as items,
          coalesce(sum(t.item_subtotal), 0)::float8 as "itemRevenue", coalesce(sum(t.packaging_subtotal), 0)::float8 as packaging,
          coalesce(sum(t.ongkir), 0)::float8 as ongkir, coalesce(sum(t.total), 0)::float8 as total
        from transactions t where ${where}`,
  );
  const back = await one<{ items: number; value: number }>(
    tx,
    sql`select coalesce(sum(r.item_count), 0)::float8 as items, coalesce(sum(r.value), 0)::float8 as value
        from ${returned} where ${returnsWhere}`,
  );
  const quantities = await rows<Schemas['QuantityByUnit']>(
    tx,
    sql`select p.unit, sum(tl.qty_per_pack * tp.count)::float8 as qty from ${lines} where ${where} group by p.unit order by p.unit`,
  );
  const totals = {
    ...sums!,
    items: Math.round((sums!.items - back!.items) * 1000) / 1000,
    itemRevenue: sums!.itemRevenue - back!.value,
    total: sums!.total - back!.value,
    returns: back!.value,
  };
  return {
    type: req.type,
    period,
    datas: datas.slice(0, ROW_CAP),
    totals: { ...totals, quantities },
    received: await received(tx, period),
  };
}

/**
 * The money that came in over the period (issue 38): payments dated in it and not reversed, whatever the payment
 * filter, in all and by method (most first, then by name).
 */
async function received(tx: Tx, period: { from: string; to: string }): Promise<Schemas['ReceivedByMethod']> {
  const byMethod = await rows<Schemas['ReceivedByMethod']['byMethod'][number]>(
    tx,
    sql`select method, sum(amount)::float8 as amount, count(*)::int as payments from payments
        where date >= ${period.from}::date and date <= ${period.to}::date and reversed_at is null
        group by method order by sum(amount) desc, method`,
  );
  return {
    amount: byMethod.reduce((s, r) => s + r.amount, 0),
    payments: byMethod.reduce((s, r) => s + r.payments, 0),
    byMethod,
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
  const sums = await one<{
    raw: number;
    packaging: number;
    total: number;
    count: number;
    correctionTotal: number;
    correctionCount: number;
  }>(
    tx,
    sql`select coalesce(sum(r.total) filter (where m.kind = 'raw' and r.vendor_id is not null), 0)::float8 as raw,
          coalesce(sum(r.total) filter (where m.kind = 'packaging' and r.vendor_id is not null), 0)::float8 as packaging,
          coalesce(sum(r.total) filter (where r.vendor_id is not null), 0)::float8 as total,
          (count(*) filter (where r.vendor_id is not null))::int as count,
          coalesce(sum(r.total) filter (where r.vendor_id is null), 0)::float8 as "correctionTotal",
          (count(*) filter (where r.vendor_id is null))::int as "correctionCount"
        from ${from} where ${where}`,
  );
  const { correctionTotal, correctionCount, ...totals } = sums!;
  // Issue 39: per vendor, what was bought (by the kind filter) beside what was paid (not reversed, any kind).
  // The vendor's own restocks (`from` joins vendors as `v` too, which would hide the outer vendor).
  const bought = sql`restocks r join materials m on m.id = r.material_id`;
  const vendors = await rows<{
    id: number;
    name: string;
    bought: number;
    restocks: number;
    paid: number;
    payments: number;
  }>(
    tx,
    sql`select * from (select v.id, v.name,
          (select coalesce(sum(r.total), 0) from ${bought} where ${where} and r.vendor_id = v.id)::float8 as bought,
          (select count(*) from ${bought} where ${where} and r.vendor_id = v.id)::int as restocks,
          (select coalesce(sum(p.amount), 0) from vendor_payments p where p.vendor_id = v.id
             and p.date between ${period.from}::date and ${period.to}::date and p.reversed_at is null)::float8 as paid,
          (select count(*) from vendor_payments p where p.vendor_id = v.id
             and p.date between ${period.from}::date and ${period.to}::date and p.reversed_at is null)::int as payments
        from vendors v) x
        where x.restocks > 0 or x.payments > 0
        order by x.bought desc, x.paid desc, x.name, x.id`,
  );
  return {
    period,
    datas,
    totals,
    corrections: { datas: corrected, total: correctionTotal, count: correctionCount },
    vendors: {
      datas: vendors.map(({ id, name, ...figures }) => ({ vendor: { id, name }, ...figures })),
      bought: vendors.reduce((s, v) => s + v.bought, 0),
      paid: vendors.reduce((s, v) => s + v.paid, 0),
      payments: vendors.reduce((s, v) => s + v.payments, 0),
    },
  };
}
