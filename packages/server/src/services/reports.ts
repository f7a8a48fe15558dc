/**
 * Reports (domain.md, Reports): sales per product and bucket or per customer, and material purchases, in a period of
 * business dates: today, an inclusive date range, a month of a year (**fix**: the old app ignored the year), a year, or
 * this month.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { and, one, rows } from '../db/query.js';
import type { Schemas } from '../lib/contract.js';
import { EARLIEST_DATE } from '../lib/dates.js';
import { invalid } from '../lib/errors.js';
import { firstOfMonth, lastOfMonth } from '../lib/weeks.js';

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
    if (from > to) throw invalid('dateTo', 'Tanggal akhir tidak boleh sebelum tanggal awal.');
    return { from, to };
  }
  if (p.month !== undefined) {
    if (p.year === undefined) throw invalid('year', 'Pilih tahun untuk bulan ini.');
    const first = `${p.year}-${String(p.month).padStart(2, '0')}-01`;
    return { from: first, to: lastOfMonth(first) };
  }
  if (p.year !== undefined) return { from: `${p.year}-01-01`, to: `${p.year}-12-31` };
  return { from: firstOfMonth(today), to: lastOfMonth(today) };
}

const ROW_CAP = 1000;

/** Sales in a period: the rows of its type and the totals of its orders (optionally paid or unpaid only). */
export async function salesReport(tx: Tx, today: string, req: SalesReportRequest) {
  const period = periodOf(req, today);
  const where = and(
    sql`t.date between ${period.from}::date and ${period.to}::date`,
    req.payment && sql`t.payment = ${req.payment}`,
  );
  const lines = sql`transactions t join transaction_packs tp on tp.transaction_id = t.id join transaction_lines tl on tl.pack_id = tp.id
    join products p on p.id = tl.product_id`;
  const datas: Array<ProductReportRow | CustomerReportRow> =
    req.type === 'product'
      ? await rows<ProductReportRow>(
          tx,
          sql`select p.id as "productId", p.code, p.name, p.unit, tl.bucket, sum(tl.qty_per_pack * tp.count)::float8 as qty,
                sum(round(tl.qty_per_pack * tp.count * tl.unit_price))::float8 as revenue
              from ${lines} where ${where}
              group by p.id, p.code, p.name, p.unit, tl.bucket order by revenue desc, p.code, tl.bucket limit ${ROW_CAP}`,
        )
      : await rows<CustomerReportRow>(
          tx,
          sql`select c.id as "customerId", c.name, c.category, count(*)::int as orders, sum(t.item_count)::float8 as items,
                sum(t.total)::float8 as total
              from transactions t join customers c on c.id = t.customer_id where ${where}
              group by c.id, c.name, c.category order by total desc, lower(c.name), c.id limit ${ROW_CAP}`,
        );
  const sums = await one<Omit<Schemas['SalesReportResponse']['totals'], 'quantities'>>(
    tx,
    sql`select count(*)::int as orders, coalesce(sum(t.item_count), 0)::float8 as items,
          coalesce(sum(t.item_subtotal), 0)::float8 as "itemRevenue", coalesce(sum(t.packaging_subtotal), 0)::float8 as packaging,
          coalesce(sum(t.ongkir), 0)::float8 as ongkir, coalesce(sum(t.total), 0)::float8 as total
        from transactions t where ${where}`,
  );
  const quantities = await rows<Schemas['QuantityByUnit']>(
    tx,
    sql`select p.unit, sum(tl.qty_per_pack * tp.count)::float8 as qty from ${lines} where ${where} group by p.unit order by p.unit`,
  );
  return { type: req.type, period, datas, totals: { ...sums!, quantities } };
}

const EXPENSE_CAP = 5000;

/** Material purchases (restocks of raw and packaging materials) in a period, oldest first, with totals by kind. */
export async function expenseReport(tx: Tx, today: string, req: ExpenseReportRequest) {
  const period = periodOf(req, today);
  const where = and(
    sql`r.date between ${period.from}::date and ${period.to}::date`,
    req.kind && sql`m.kind = ${req.kind}`,
  );
  const from = sql`restocks r join materials m on m.id = r.material_id left join vendors v on v.id = r.vendor_id`;
  const datas = await rows<ExpenseRow>(
    tx,
    sql`select r.id, r.date::text as date, m.kind, json_build_object('id', m.id, 'name', m.name, 'unit', m.unit) as material,
          case when v.id is null then null else json_build_object('id', v.id, 'name', v.name) end as vendor,
          r.qty::float8 as qty, m.unit, r.unit_price as "unitPrice", r.total, r.batch_code as "batchCode"
        from ${from} where ${where} order by r.date, r.id limit ${EXPENSE_CAP}`,
  );
  const totals = await one<{ raw: number; packaging: number; total: number; count: number }>(
    tx,
    sql`select coalesce(sum(r.total) filter (where m.kind = 'raw'), 0)::float8 as raw,
          coalesce(sum(r.total) filter (where m.kind = 'packaging'), 0)::float8 as packaging,
          coalesce(sum(r.total), 0)::float8 as total, count(*)::int as count
        from ${from} where ${where}`,
  );
  return { period, datas, totals: totals! };
}
