/**
 * Stock valuation at a date, "Nilai Persediaan" (issue 20, decision 040): what products and materials were on hand at
 * the end of a day and what they were worth at cost (FIFO).
 *
 * Products: per batch, its stock at the end of the day × its unit cost (HPP, decision 037). The stock ledger holds
 * every change of a batch (bench invariant: per batch and bucket it adds up to the stock), so a batch's stock at the
 * end of day D is either Σ of its moves dated ≤ D, or today's stock less Σ of its moves dated > D. Both give the same
 * figure; the side with fewer rows is read (by where D falls between the first move and today), from the index
 * `product_ledger_date` alone.
 *
 * Materials: Σ of the lots dated ≤ D at their prices less Σ of the usages dated ≤ D at their recorded values (what
 * they took, lot by lot, at each lot's price: decision 036). That is the books' figure: closing = opening + purchases
 * − consumption at the values the production runs and orders were costed with. A usage takes only lots dated on or
 * before it (services/lots.ts), so no lot is counted short. Each usage's value is rounded to the rupiah; a material
 * with nothing left is answered 0, not that rounding.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { one, rows } from '../db/query.js';
import type { Schemas } from '../lib/contract.js';
import { daysBetween, dateOrToday } from '../lib/dates.js';

export type ValuationRequest = Schemas['ValuationRequest'];
export type ValuationRow = Schemas['ValuationRow'];
export type Valuation = Omit<Schemas['ValuationResponse'], 'status' | 'message'>;
type Kind = ValuationRow['kind'];

export const VALUATION_ROW_CAP = 5000;
const KIND_ORDER: Record<Kind, number> = { product: 0, raw: 1, packaging: 2 };

/** Which side of the day a product valuation reads: the moves up to it, or those after it taken off today's stock. */
export type LedgerSide = 'before' | 'after';

interface ProductFigures {
  id: number;
  code: string;
  name: string;
  unit: ValuationRow['unit'];
  fresh: number;
  frozen: number;
  value: number;
}

/** The side with fewer ledger rows, taking them as spread evenly from the first move to today. */
async function sideOf(tx: Tx, date: string, today: string): Promise<LedgerSide> {
  const first = await one<{ first: string | null }>(
    tx,
    sql`select min(date)::text as first from product_ledger`,
  );
  if (!first?.first || first.first > date) return 'before';
  return daysBetween(first.first, date) <= daysBetween(date, today) ? 'before' : 'after';
}

/** Products on hand at the end of `date`, per product, valued at their batches' unit costs. */
export async function productsAt(tx: Tx, date: string, side: LedgerSide): Promise<ProductFigures[]> {
  const byBatch =
    side === 'before'
      ? sql`held as (
            select m.batch_id as id, m.fresh, m.frozen
            from (select l.batch_id, coalesce(sum(l.qty) filter (where l.bucket = 'fresh'), 0) as fresh,
                    coalesce(sum(l.qty) filter (where l.bucket = 'frozen'), 0) as frozen
                  from product_ledger l where l.date <= ${date}::date group by l.batch_id) m)`
      : sql`later as (
            select l.batch_id, coalesce(sum(l.qty) filter (where l.bucket = 'fresh'), 0) as fresh,
              coalesce(sum(l.qty) filter (where l.bucket = 'frozen'), 0) as frozen
            from product_ledger l where l.date > ${date}::date group by l.batch_id),
          held as (
            select b.id, b.fresh - coalesce(m.fresh, 0) as fresh, b.frozen - coalesce(m.frozen, 0) as frozen
            from (select id from product_batches where fresh > 0 or frozen > 0 union select batch_id from later) ids
            join product_batches b on b.id = ids.id
            left join later m on m.batch_id = ids.id)`;
  return rows<ProductFigures>(
    tx,
    sql`with ${byBatch},
          per_product as (
            select b.product_id, sum(h.fresh) as fresh, sum(h.frozen) as frozen,
              round(sum((h.fresh + h.frozen) * b.unit_cost)) as value
            from held h join product_batches b on b.id = h.id
            where h.fresh <> 0 or h.frozen <> 0
            group by b.product_id)
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
): Promise<MaterialFigures[]> {
  return rows<MaterialFigures>(
    tx,
    sql`with lots as (
          select r.material_id, sum(r.qty) as qty, sum(r.qty * r.unit_price) as value
          from restocks r where r.date <= ${date}::date group by r.material_id),
        used as (
          select u.material_id, sum(u.qty) as qty, sum(u.value) as value
          from usages u where u.date <= ${date}::date group by u.material_id)
        select m.id, m.kind, m.name, m.unit, (l.qty - coalesce(u.qty, 0))::float8 as qty,
          round(l.value - coalesce(u.value, 0))::float8 as value
        from lots l left join used u on u.material_id = l.material_id
        join materials m on m.id = l.material_id
        where l.qty - coalesce(u.qty, 0) <> 0 ${kind ? sql`and m.kind = ${kind}` : sql``}`,
  );
}

const unitCostOf = (value: number, qty: number) => (qty === 0 ? null : Math.round((value / qty) * 100) / 100);

/** The valuation of `req.date` (today when left out; never later), products then raw then packaging materials. */
export async function stockValuation(
  tx: Tx,
  today: string,
  req: ValuationRequest = {},
  side?: LedgerSide,
): Promise<Valuation> {
  const date = dateOrToday('date', req.date, today);
  const kind = req.kind;
  const all: ValuationRow[] = [];
  if (!kind || kind === 'product') {
    const products = await productsAt(tx, date, side ?? (await sideOf(tx, date, today)));
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
    for (const m of await materialsAt(tx, date, kind)) {
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
