/**
 * Stock valuation at a date, "Nilai Persediaan" (issue 20, decision 040): what products and materials were on hand at
 * the end of a day and what they were worth at cost (FIFO).
 *
 * Products: Σ of a product's stock ledger rows up to the end of day D, and of each row's qty × its batch's unit cost
 * (HPP, decision 037): the batches' stock at D at their costs. Materials, what the books hold: Σ of the lots dated ≤ D
 * (qty, qty × price) less Σ of the usages dated ≤ D (qty, recorded value: what they took, lot by lot, at each lot's
 * price, decision 036), so closing = opening + purchases − consumption at the values the runs and orders were costed
 * with. A usage takes only lots dated on or before it (stock/lots.ts), so no lot is counted short. A material with
 * nothing left is left out: its usages' rounding to the rupiah is not a value.
 *
 * At 1M orders the ledger holds millions of rows, so both sums are kept per month (products per year too:
 * `product_value_months`, `product_value_years`, `material_value_months`, by migration 0020's triggers in the
 * transaction of every write, a corrected unit cost included). A day adds up the summaries before its month and the
 * moves of its month up to it, or the summaries up to its month's end less the moves after it: at most half a month
 * of moves, from the date indexes alone.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays, daysBetween, dateOrToday } from '../../lib/dates.js';
import { firstOfMonth, lastOfMonth } from '../../lib/weeks.js';

export type ValuationRequest = Schemas['ValuationRequest'];
export type ValuationRow = Schemas['ValuationRow'];
export type Valuation = Omit<Schemas['ValuationResponse'], 'status' | 'message'>;
type Kind = ValuationRow['kind'];

export const VALUATION_ROW_CAP = 5000;
const KIND_ORDER: Record<Kind, number> = { product: 0, raw: 1, packaging: 2 };

/**
 * How a day's figures are read: the months before its month plus its month's moves up to it (`before`), or the
 * months up to its month's end less the moves after it in the month (`after`). Both give the same figures; the one
 * reading fewer moves is taken (the first half of a month reads forward from its 1st).
 */
export type LedgerSide = 'before' | 'after';

/** The summary rows up to the end of `month` and the moves of the partial month, with the sign they are added with. */
function spanOf(date: string, side: LedgerSide) {
  const first = firstOfMonth(date);
  const span =
    side === 'before'
      ? { month: firstOfMonth(addDays(first, -1)), from: first, to: date, sign: 1 }
      : { month: first, from: addDays(date, 1), to: lastOfMonth(date), sign: -1 };
  // Literals, not parameters: PostgreSQL cannot type `$1 * qty`.
  return { ...span, sign: sql.raw(String(span.sign)), minus: sql.raw(String(-span.sign)) };
}

/**
 * A product's stock changes up to the end of `month` (its 1st) as rows to add up: the years before its year and its
 * year's months up to it, or (from July) the years up to its year less the months after it in the year. At most six
 * months' rows.
 */
function productsUpTo(month: string): SQL {
  const year = `${month.slice(0, 4)}-01-01`;
  const m = Number(month.slice(5, 7));
  const years = (op: SQL) =>
    sql`select product_id, fresh, frozen, value from product_value_years where year ${op} ${year}::date`;
  if (m === 12) return years(sql`<=`);
  if (m <= 6)
    return sql`${years(sql`<`)} union all
      select product_id, fresh, frozen, value from product_value_months where month between ${year}::date and ${month}::date`;
  const nextYear = `${Number(month.slice(0, 4)) + 1}-01-01`;
  return sql`${years(sql`<=`)} union all
    select product_id, -fresh, -frozen, -value from product_value_months
    where month > ${month}::date and month < ${nextYear}::date`;
}

const sideOf = (date: string): LedgerSide =>
  daysBetween(firstOfMonth(date), date) <= daysBetween(date, lastOfMonth(date)) ? 'before' : 'after';

interface ProductFigures {
  id: number;
  code: string;
  name: string;
  unit: ValuationRow['unit'];
  fresh: number;
  frozen: number;
  value: number;
}

/** Products on hand at the end of `date`, per product, valued at their batches' unit costs. */
export async function productsAt(
  tx: Tx,
  date: string,
  side: LedgerSide = sideOf(date),
): Promise<ProductFigures[]> {
  const span = spanOf(date, side);
  return rows<ProductFigures>(
    tx,
    sql`with months as (${productsUpTo(span.month)}),
        moves as (
          select x.product_id, sum(x.fresh) as fresh, sum(x.frozen) as frozen,
            sum((x.fresh + x.frozen) * b.unit_cost) as value
          from (select l.batch_id, l.product_id,
                  coalesce(sum(l.qty) filter (where l.bucket = 'fresh'), 0) as fresh,
                  coalesce(sum(l.qty) filter (where l.bucket = 'frozen'), 0) as frozen
                from product_ledger l where l.date between ${span.from}::date and ${span.to}::date
                group by l.batch_id, l.product_id) x
          -- A probe per batch moved (thousands), not a hash of all the batches (hundreds of thousands).
          cross join lateral (select b.unit_cost from product_batches b where b.id = x.batch_id offset 0) b
          group by x.product_id),
        per_product as (
          select product_id, sum(fresh) as fresh, sum(frozen) as frozen, round(sum(value)) as value
          from (select * from months
                union all
                select product_id, ${span.sign} * fresh, ${span.sign} * frozen, ${span.sign} * value from moves) u
          group by product_id)
        select p.id, p.code, p.name, p.unit, x.fresh::float8 as fresh, x.frozen::float8 as frozen,
          x.value::float8 as value
        from per_product x join products p on p.id = x.product_id
        where x.fresh + x.frozen <> 0`,
  );
}

interface MaterialFigures {
  id: number;
  kind: 'raw' | 'packaging';
  name: string;
  unit: ValuationRow['unit'];
  qty: number;
  value: number;
}

/** Materials on hand at the end of `date`: lots in less usages out, both dated on or before it. */
export async function materialsAt(
  tx: Tx,
  date: string,
  kind?: 'raw' | 'packaging',
  side: LedgerSide = sideOf(date),
): Promise<MaterialFigures[]> {
  const span = spanOf(date, side);
  return rows<MaterialFigures>(
    tx,
    sql`with moves as (
          select s.material_id, s.qty, s.value from material_value_months s where s.month <= ${span.month}::date
          union all
          select r.material_id, ${span.sign} * r.qty, ${span.sign} * r.qty * r.unit_price
          from restocks r where r.date between ${span.from}::date and ${span.to}::date
          union all
          select u.material_id, ${span.minus} * u.qty, ${span.minus} * u.value
          from usages u where u.date between ${span.from}::date and ${span.to}::date),
        per_material as (
          select material_id, sum(qty) as qty, round(sum(value)) as value from moves group by material_id)
        select m.id, m.kind, m.name, m.unit, x.qty::float8 as qty, x.value::float8 as value
        from per_material x join materials m on m.id = x.material_id
        where x.qty <> 0 ${kind ? sql`and m.kind = ${kind}` : sql``}`,
  );
}

const unitCostOf = (value: number, qty: number) => (qty === 0 ? null : Math.round((value / qty) * 100) / 100);

/** The valuation of `req.date` (today when left out; never later), products then raw then packaging materials. */
export async function stockValuation(
  db: Tx,
  today: string,
  req: ValuationRequest = {},
  side?: LedgerSide,
): Promise<Valuation> {
  const date = dateOrToday('date', req.date, today);
  // The sums of a day group tens of thousands of rows per product and batch: in memory, not spilled to disk.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return valuationOf(tx, date, req.kind, side);
  });
}

async function valuationOf(
  tx: Tx,
  date: string,
  kind: ValuationRequest['kind'],
  side: LedgerSide | undefined,
): Promise<Valuation> {
  const all: ValuationRow[] = [];
  if (!kind || kind === 'product') {
    const products = await productsAt(tx, date, side);
    for (const p of products) {
      const qty = Math.round((p.fresh + p.frozen) * 1000) / 1000;
      all.push({
        kind: 'product',
        id: p.id,
        code: p.code,
        name: p.name,
        unit: p.unit,
        qty,
        fresh: p.fresh,
        frozen: p.frozen,
        value: p.value,
        unitCost: unitCostOf(p.value, qty),
      });
    }
  }
  if (kind !== 'product') {
    for (const m of await materialsAt(tx, date, kind, side)) {
      all.push({
        kind: m.kind,
        id: m.id,
        name: m.name,
        unit: m.unit,
        qty: m.qty,
        value: m.value,
        unitCost: unitCostOf(m.value, m.qty),
      });
    }
  }
  all.sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      b.value - a.value ||
      a.name.localeCompare(b.name, 'id') ||
      a.id - b.id,
  );
  const totals = { product: 0, raw: 0, packaging: 0, total: 0 };
  for (const r of all) {
    totals[r.kind] += r.value;
    totals.total += r.value;
  }
  return { date, datas: all.slice(0, VALUATION_ROW_CAP), truncated: all.length > VALUATION_ROW_CAP, totals };
}
