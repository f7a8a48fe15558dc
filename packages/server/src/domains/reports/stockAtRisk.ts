/**
 * Stock at risk of expiring, "Stok berisiko" (decision 052): the product batches and material lots that their average
 * daily use will not empty before they expire, and what that stock cost (HPP), at the end of a day D.
 *
 * - Held at D, from dated moves (domain.md: figures at a past date): a batch's fresh + frozen now less its ledger rows
 *   dated after D; a lot's remaining now plus what usages dated after D took from it. Only batches and lots with an
 *   expiry, made or received by D.
 * - Use: what left the product (its `sale` rows net of `return` rows: an order deleted or edited gives back) or the
 *   material (usages by production, orders and by hand: a count or waste is not demand) in the 28 days ending on D,
 *   per product or material. FEFO sends that use to the batch expiring first, so each batch is given all of it.
 * - Days left = expiry − D (0 or less: expired by the end of D, all of it at risk). At risk when qty ÷ daily use >
 *   days left, i.e. qty × 28 > used × days left: compared in whole numbers, never through a rounded daily use. Qty at
 *   risk = qty − used × max(days left, 0) ÷ 28, rounded up to a whole unit (pieces) or to 0.001 (weights and volumes).
 *
 * At volume the candidates are the open batches and lots (the partial indexes of migrations 0010 and 0011, a few
 * thousand rows) and those moved after D; the 28 days of use come from migration 0035's partial indexes on the
 * ledger's and the usages' dates. One statement answers the page, the count and the totals.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { likePattern, paging, rows } from '../../db/query.js';
import { bool, int, num, row, text, type RowOf } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays, dateOrToday } from '../../lib/dates.js';

export type StockAtRiskRequest = Schemas['StockAtRiskRequest'];
export type StockAtRiskRow = Schemas['StockAtRiskRow'];
export type StockAtRiskTotals = Schemas['StockAtRiskTotals'];
export type StockAtRisk = Omit<Schemas['StockAtRiskResponse'], 'status' | 'message'>;

/** Days the average daily use is taken over (four whole weeks: every weekday counts the same). */
export const USE_WINDOW_DAYS = 28;

/** Units counted in whole pieces: their quantity at risk is rounded up to a whole one. */
const WHOLE_UNITS = ['pcs', 'box', 'dus', 'pack', 'sak'] as const;
const WHOLE = sql.raw(`(${WHOLE_UNITS.map((u) => `'${u}'`).join(', ')})`);

/** Product batches held at the end of `d` with an expiry, each with its product's use over the window. */
function batchesAt(d: SQL): SQL {
  return sql`
    select 'product'::text as kind, b.id, p.id as item_id, p.name, p.code, null::text as batch_code, p.unit,
      b.date, b.expiry_date, b.fresh + b.frozen - coalesce(a.qty, 0) as qty, b.unit_cost as unit_cost,
      coalesce(u.used, 0) as used
    from (select s.id from product_batches s where (s.fresh > 0 or s.frozen > 0) and s.expiry_date is not null
          union
          select batch_id from batch_after) c
      join product_batches b on b.id = c.id
      join products p on p.id = b.product_id
      left join batch_after a on a.batch_id = b.id
      left join product_use u on u.product_id = b.product_id
    where b.expiry_date is not null and b.date <= ${d}`;
}

/** Material lots held at the end of `d` with an expiry, each with its material's use over the window. */
function lotsAt(d: SQL): SQL {
  return sql`
    select m.kind, r.id, m.id as item_id, m.name, null::text as code, r.batch_code, m.unit,
      r.date, r.expiry_date, r.remaining + coalesce(a.qty, 0) as qty, r.unit_price::numeric as unit_cost,
      coalesce(u.used, 0) as used
    from (select s.id from restocks s where s.remaining > 0 and s.expiry_date is not null
          union
          select restock_id from lot_after) c
      join restocks r on r.id = c.id
      join materials m on m.id = r.material_id
      left join lot_after a on a.restock_id = r.id
      left join material_use u on u.material_id = r.material_id
    where r.expiry_date is not null and r.date <= ${d}`;
}

/**
 * Every row at risk at the end of `date` (columns named as `StockAtRiskRow`, plus `value` and the raw `expiry_date`
 * and `name` to sort by), of `kind` and matching `search`.
 */
export function stockAtRiskQuery(date: string, kind?: 'product' | 'material', search?: string): SQL {
  const d = sql`${date}::date`;
  const since = sql`${addDays(date, -USE_WINDOW_DAYS)}::date`;
  const pattern = likePattern(search);
  const branches = [
    ...(kind !== 'material' ? [batchesAt(d)] : []),
    ...(kind !== 'product' ? [lotsAt(d)] : []),
  ];
  return sql`
    with batch_after as (
      -- What the ledger moved after D, per batch: held at D = held now less these.
      select l.batch_id, sum(l.qty) as qty from product_ledger l where l.date > ${d} group by l.batch_id),
    lot_after as (
      -- What usages dated after D took from each lot: held at D = remaining now plus these.
      select ul.restock_id, sum(ul.qty) as qty from usages x join usage_lots ul on ul.usage_id = x.id
      where x.date > ${d} group by ul.restock_id),
    product_use as (
      -- Sold in the window, net of what orders gave back (migration 0035's index, read alone).
      select l.product_id, greatest(-sum(l.qty), 0) as used from product_ledger l
      where l.reason in ('sale', 'return') and l.date > ${since} and l.date <= ${d} group by l.product_id),
    material_use as (
      select x.material_id, sum(x.qty) as used from usages x
      where x.reason in ('production', 'order', 'manual') and x.date > ${since} and x.date <= ${d}
      group by x.material_id),
    held as (${sql.join(branches, sql` union all `)}),
    figured as (
      -- short × 28: what will be left on its expiry day (× 28, so that the test is exact), > 0 when at risk.
      select h.*, (h.expiry_date - ${d}) as days_left,
        h.qty * ${USE_WINDOW_DAYS} - h.used * greatest(h.expiry_date - ${d}, 0) as short
      from held h
      where h.qty > 0 ${pattern ? sql`and (h.name ilike ${pattern} or h.batch_code ilike ${pattern})` : sql``}),
    at_risk as (
      select f.*, least(f.qty, case when f.unit in ${WHOLE} then ceil(f.short / ${USE_WINDOW_DAYS})
                                    else ceil(f.short * 1000 / ${USE_WINDOW_DAYS}) / 1000 end) as risk_qty
      from figured f where f.short > 0)
    select r.kind, r.id, r.item_id as "itemId", r.name, r.code, r.batch_code as "batchCode", r.unit,
      r.date::text as date, r.expiry_date::text as "expiryDate", r.expiry_date, r.days_left as "daysLeft",
      r.days_left <= 0 as expired, r.qty::float8 as qty, round(r.used / ${USE_WINDOW_DAYS}, 3)::float8 as "dailyUse",
      case when r.used > 0 then least(round(r.qty * ${USE_WINDOW_DAYS} / r.used, 1), 99999999999)::float8 end as "daysOfCover",
      r.risk_qty::float8 as "qtyAtRisk", round(r.unit_cost, 2)::float8 as "unitCost",
      round(r.risk_qty * r.unit_cost)::bigint as "valueAtRisk"
    from at_risk r`;
}

type StockAtRiskSort = NonNullable<StockAtRiskRequest['sortBy']>;

/** The order of `sortBy`/`sortDir` (largest value at risk first when left out), then by name, kind and id. */
function riskOrder(req: StockAtRiskRequest): SQL {
  const by: StockAtRiskSort = req.sortBy ?? 'valueAtRisk';
  const dir = sql.raw((req.sortDir ?? (by === 'valueAtRisk' ? 'desc' : 'asc')) === 'asc' ? 'asc' : 'desc');
  const rest = sql`lower(s.name), s.kind, s.id`;
  if (by === 'name') return sql`lower(s.name) ${dir}, s.expiry_date, s.kind, s.id`;
  if (by === 'expiryDate') return sql`s.expiry_date ${dir}, ${rest}`;
  return sql`s."valueAtRisk" ${dir}, s.expiry_date, ${rest}`;
}

/** A page's row, or nulls when the page is past the end (its one row then carries only the count and totals). */
const PAGE_ROW = row({
  total: int,
  totalValue: num,
  expiredRows: int,
  expiredValue: num,
  kind: text<StockAtRiskRow['kind']>().nullable,
  id: int.nullable,
  itemId: int.nullable,
  name: text.nullable,
  code: text.nullable,
  batchCode: text.nullable,
  unit: text<StockAtRiskRow['unit']>().nullable,
  date: text.nullable,
  expiryDate: text.nullable,
  daysLeft: int.nullable,
  expired: bool.nullable,
  qty: num.nullable,
  dailyUse: num.nullable,
  daysOfCover: num.nullable,
  qtyAtRisk: num.nullable,
  unitCost: num.nullable,
  valueAtRisk: num.nullable,
});
type PageRow = RowOf<typeof PAGE_ROW>;

/**
 * The stock at risk at the end of `req.date` (today when left out; never later): one page of rows in the order asked,
 * with how many match and their totals (one statement: the rows are worked out once for both).
 */
export async function stockAtRisk(
  db: Db | Tx,
  today: string,
  req: StockAtRiskRequest = {},
): Promise<StockAtRisk> {
  const date = dateOrToday('date', req.date, today);
  const { page, perPage, limit, offset } = paging({ page: req.page, perPage: req.perPage ?? 50 });
  const order = riskOrder(req);
  const found = await rows(
    db,
    sql`with s as (${stockAtRiskQuery(date, req.kind, req.search?.trim() || undefined)}),
      t as (select count(*)::int as total, coalesce(sum(s."valueAtRisk"), 0)::float8 as "totalValue",
              (count(*) filter (where s.expired))::int as "expiredRows",
              coalesce(sum(s."valueAtRisk") filter (where s.expired), 0)::float8 as "expiredValue"
            from s),
      -- The page first (a top-N sort), then its rows numbered: a window over every row would sort them all (at 1M
      -- orders ≈ 160k rows at risk, an external sort).
      p as (select s.*, row_number() over (order by ${order}) as n
            from (select * from s order by ${order} limit ${limit} offset ${offset}) s)
      select t.total, t."totalValue", t."expiredRows", t."expiredValue", p.kind, p.id, p."itemId", p.name, p.code,
        p."batchCode", p.unit, p.date, p."expiryDate", p."daysLeft", p.expired, p.qty, p."dailyUse", p."daysOfCover",
        p."qtyAtRisk", p."unitCost", p."valueAtRisk"
      from t left join p on true order by p.n`,
    PAGE_ROW,
  );
  const first = found[0];
  return {
    date,
    rows: found.flatMap(pageRow),
    totals: {
      valueAtRisk: first?.totalValue ?? 0,
      expired: first?.expiredRows ?? 0,
      expiredValue: first?.expiredValue ?? 0,
    },
    total: first?.total ?? 0,
    page,
    perPage,
  };
}

/** A page row's field, which the statement gives every row of the page (only the row past the end has none). */
function given<T>(value: T | null): T {
  if (value === null) throw new Error('stockAtRisk: a row of the page without one of its fields');
  return value;
}

/** A page's row as the contract's, or none for the row past the last page (its own fields all null). */
function pageRow(r: PageRow): StockAtRiskRow[] {
  if (r.id === null) return [];
  return [
    {
      kind: given(r.kind),
      id: r.id,
      itemId: given(r.itemId),
      name: given(r.name),
      code: r.code,
      batchCode: r.batchCode,
      unit: given(r.unit),
      date: given(r.date),
      expiryDate: given(r.expiryDate),
      daysLeft: given(r.daysLeft),
      expired: given(r.expired),
      qty: given(r.qty),
      dailyUse: given(r.dailyUse),
      daysOfCover: r.daysOfCover,
      qtyAtRisk: given(r.qtyAtRisk),
      unitCost: given(r.unitCost),
      valueAtRisk: given(r.valueAtRisk),
    },
  ];
}
