/**
 * The production plan, "Rencana Produksi" (issue 39, decision 053): for the delivery days D … D+k−1, per product what
 * to make and why, and what the plan's runs need of the materials. Read in three set-based statements whatever the
 * number of products and orders: the lines, the planned runs, the materials.
 *
 * Per product: to make = ordered (lines of orders not yet packed for those days, and the standing orders' days not
 * made yet) − what those orders already took from stock (frozen lines take theirs when the order is made) + the
 * minimum stock − usable stock − runs planned up to the last day, rounded up to the batch size. Stock that expires
 * during the days serves only the days before it: the need is the most that the demand from any day on (the minimum
 * kept after the last day) exceeds the stock not expired that day, with planned runs' batches (no expiry yet) serving
 * every day. For one day that is the formula above; for several it never counts a batch for a day it cannot serve.
 * Materials follow the same rule with the lots' expiry and the day each run needs them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { rows } from '../../db/query.js';
import { bool, int, json, num, row as rowShape, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays, daysBetween, EARLIEST_DATE } from '../../lib/dates.js';
import { invalid } from '../../lib/errors.js';
import { daysNotMade } from '../orders/standingOrders.js';
import { recipeNeed } from '../production/recipes.js';

type Plan = Schemas['ProductionPlan'];
type PlanLine = Schemas['PlanLine'];
type PlanMaterial = Schemas['PlanMaterial'];
type ProductRef = Schemas['ProductRef'];

interface Period {
  /** The first and last delivery day. */
  from: string;
  until: string;
  /** Standing orders' days counted: from max(from, today), `count` candidates (none when the days have passed). */
  standingFrom: string;
  standingCount: number;
  /** The day the lines still to make are made (and need their materials): the first day, not before today. */
  makeDay: string;
  today: string;
}

function periodOf(date: string, days: number, today: string): Period {
  if (date < EARLIEST_DATE) throw invalid('date', 'date.tooEarly');
  const until = addDays(date, days - 1);
  const standingFrom = date > today ? date : today;
  return {
    from: date,
    until,
    standingFrom,
    standingCount: Math.max(daysBetween(standingFrom, until) + 1, 0),
    makeDay: standingFrom,
    today,
  };
}

/** The standing orders' days not made yet within the period, as rows of (s.*, x.d): `s` standing_orders. */
const standingDays = (p: Period) =>
  sql`standing_orders s cross join lateral (${daysNotMade(
    sql`${p.standingFrom}::date`,
    sql`${p.until}::date`,
    sql`${p.standingCount}::int`,
  )}) x`;

const PRODUCT_REF = sql`json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'unit', p.unit)`;

/**
 * The plan's lines: every product ordered for the days, with runs planned, or under its minimum, with its figures.
 * The orders are read from `transactions_unpacked_day` (migration 0036), their lines by pack; a product's stock from
 * its stocked batches only.
 */
async function planLines(tx: Tx, p: Period): Promise<PlanLine[]> {
  const from = sql`${p.from}::date`;
  const until = sql`${p.until}::date`;
  const found = await rows(
    tx,
    sql`with days as (
          select g::date as day from generate_series(${from}, ${until}, interval '1 day') g
        ),
        demand as (
          select tl.product_id, coalesce(t.delivery_date, t.date) as day, tl.bucket, tl.qty_per_pack * tp.count as qty,
            coalesce(h.qty, 0) as held, 0::numeric as standing
          from transactions t
          join transaction_packs tp on tp.transaction_id = t.id
          join transaction_lines tl on tl.pack_id = tp.id
          left join lateral (select sum(tb.qty) as qty from transaction_batches tb where tb.line_id = tl.id) h on true
          where t.packing = 'unpacked' and coalesce(t.delivery_date, t.date) between ${from} and ${until}
          union all
          select (l.line->>'productId')::int, x.d, l.line->>'bucket',
            (pk.pack->>'count')::numeric * (l.line->>'qtyPerPack')::numeric, 0,
            (pk.pack->>'count')::numeric * (l.line->>'qtyPerPack')::numeric
          from ${standingDays(p)}
          cross join lateral jsonb_array_elements(s.packs) pk(pack)
          cross join lateral jsonb_array_elements(pk.pack->'lines') l(line)
        ),
        ordered as (
          select product_id, coalesce(sum(qty) filter (where bucket = 'fresh'), 0) as fresh,
            coalesce(sum(qty) filter (where bucket = 'frozen'), 0) as frozen,
            coalesce(sum(held) filter (where bucket = 'fresh'), 0) as fresh_held, sum(held) as held,
            sum(standing) as standing
          from demand group by product_id
        ),
        by_day as (select product_id, day, sum(qty - held) as qty from demand group by product_id, day),
        planned as (
          select product_id, sum(qty) as qty from production_runs
          where state = 'planned' and date <= ${until} group by product_id
        ),
        candidates as (
          select product_id from ordered union select product_id from planned
          union select id from products where active and min_stock > 0
        ),
        -- Usable on the first day: every stocked batch not expired then (the stocked index, in product order), nor
        -- recalled or held by QC (decision 055).
        on_hand as (
          select b.product_id, sum(b.fresh) as fresh, sum(b.frozen) as frozen
          from product_batches b
          where (b.fresh > 0 or b.frozen > 0) and (b.expiry_date is null or b.expiry_date >= ${from})
            and b.recalled_at is null and b.held_at is null
          group by b.product_id
        ),
        -- Of it, what expires before the last day (by expiry: a handful of days).
        stock as (
          select b.product_id, b.expiry_date, sum(b.fresh + b.frozen) as qty
          from product_batches b
          where b.expiry_date >= ${from} and b.expiry_date < ${until} and (b.fresh > 0 or b.frozen > 0)
            and b.recalled_at is null and b.held_at is null
          group by b.product_id, b.expiry_date
        ),
        -- Per day d: the demand from d on, and the stock that expires before d (serving only the days before it).
        -- Rows only for products with demand or stock expiring within the days: the others' need is their minimum
        -- less their stock.
        need_from as (
          select bd.product_id, d.day, coalesce(sum(bd.qty) filter (where bd.day >= d.day), 0) as qty
          from by_day bd cross join days d group by bd.product_id, d.day
        ),
        expiring as (
          select st.product_id, d.day, sum(st.qty) as qty
          from stock st join days d on st.expiry_date < d.day
          group by st.product_id, d.day
        ),
        peak as (
          select coalesce(nf.product_id, ex.product_id) as product_id, max(coalesce(nf.qty, 0) + coalesce(ex.qty, 0)) as qty,
            max(coalesce(nf.qty, 0)) as demand
          from need_from nf full join expiring ex on ex.product_id = nf.product_id and ex.day = nf.day
          group by 1
        ),
        line as (
          select p.id, p.code, p.name, p.unit, p.active, p.min_stock, p.batch_size,
            coalesce(o.fresh, 0) as fresh, coalesce(o.frozen, 0) as frozen, coalesce(o.fresh_held, 0) as fresh_held,
            coalesce(o.held, 0) as held, coalesce(o.standing, 0) as standing,
            coalesce(h.fresh, 0) as on_fresh, coalesce(h.frozen, 0) as on_frozen, coalesce(pl.qty, 0) as planned,
            coalesce(pk.qty, 0) - coalesce(h.fresh + h.frozen, 0) + p.min_stock - coalesce(pl.qty, 0) as need,
            -- What the need adds back of the stock: the peak beyond the days' whole demand (0 for one day).
            coalesce(pk.qty, 0) - coalesce(pk.demand, 0) as expiring,
            o.product_id is not null or pl.product_id is not null as listed
          from candidates c join products p on p.id = c.product_id
          left join peak pk on pk.product_id = p.id
          left join ordered o on o.product_id = p.id
          left join on_hand h on h.product_id = p.id
          left join planned pl on pl.product_id = p.id
        ),
        made as (
          select l.*, case when l.need <= 0 then 0 when l.batch_size is null then l.need
            else ceil(l.need / l.batch_size) * l.batch_size end as to_make
          from line l where l.listed or l.need > 0
        )
        select m.id as "productId", m.code, m.name, m.unit, m.active, m.fresh::float8 as "orderedFresh", m.frozen::float8 as "orderedFrozen", m.standing::float8 as standing,
          m.held::float8 as held, m.min_stock::float8 as minimum, m.on_fresh::float8 as "onFresh",
          m.on_frozen::float8 as "onFrozen", m.expiring::float8 as expiring, m.planned::float8 as planned,
          m.need::float8 as need,
          m.batch_size::float8 as "batchSize", m.to_make::float8 as "toMake",
          least(m.to_make, greatest(m.fresh - m.fresh_held - m.on_fresh - m.planned, 0))::float8 as "toMakeFresh"
        from made m order by lower(m.name), m.id`,
    rowShape({
      productId: int,
      code: text,
      name: text,
      unit: text<ProductRef['unit']>(),
      active: bool,
      orderedFresh: num,
      orderedFrozen: num,
      standing: num,
      held: num,
      minimum: num,
      onFresh: num,
      onFrozen: num,
      expiring: num,
      planned: num,
      need: num,
      batchSize: num.nullable,
      toMake: num,
      toMakeFresh: num,
    }),
  );
  // The product's reference built here, not as JSON in SQL: 7,923 lines at 1M read no JSON (decision 053).
  return found.map((l) => ({
    productId: l.productId,
    product: { id: l.productId, code: l.code, name: l.name, unit: l.unit },
    active: l.active,
    ordered: { fresh: l.orderedFresh, frozen: l.orderedFrozen },
    standing: l.standing,
    held: l.held,
    minimum: l.minimum,
    onHand: { fresh: l.onFresh, frozen: l.onFrozen },
    expiring: l.expiring,
    planned: l.planned,
    need: l.need,
    batchSize: l.batchSize,
    toMake: { fresh: l.toMakeFresh, frozen: thousandths(l.toMake - l.toMakeFresh), total: l.toMake },
  }));
}

/** A difference of two quantities of 3 decimals, without the float's noise. */
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/** The planned runs up to the last day (not started: those before the first day are still to make). */
async function plannedRuns(tx: Tx, p: Period): Promise<Plan['runs']> {
  return rows(
    tx,
    sql`select pr.id, pr.version, pr.date::text as date, pr.product_id as "productId", ${PRODUCT_REF} as product,
          pr.qty::float8 as qty
        from production_runs pr join products p on p.id = pr.product_id
        where pr.state = 'planned' and pr.date <= ${p.until}::date
        order by pr.date, lower(p.name), pr.id`,
    rowShape({ id: int, version: int, date: text, productId: int, product: json<ProductRef>(), qty: num }),
  );
}

/**
 * What is on order for each material by the first day it is needed: the quantity still to arrive (ordered less
 * received) on open purchase orders (draft, sent or partly received: a draft made by "Buat PO" counts, so that the
 * next look at the plan does not ask for it again) whose line is expected by that day, or has no expected date.
 */
async function onOrder(
  tx: Tx,
  materials: Array<{ materialId: number; firstDay: string }>,
): Promise<Map<number, number>> {
  if (!materials.length) return new Map();
  const ids = `{${materials.map((m) => m.materialId).join(',')}}`;
  const days = `{${materials.map((m) => m.firstDay).join(',')}}`;
  const found = await rows(
    tx,
    sql`select w.material_id as "materialId", coalesce(sum(greatest(l.qty - l.received, 0)), 0)::float8 as qty
        from unnest(${ids}::int[], ${days}::date[]) w(material_id, day)
        join purchase_order_lines l on l.material_id = w.material_id
          and (l.expected_date is null or l.expected_date <= w.day)
        join purchase_orders po on po.id = l.purchase_order_id and po.state in ('draft', 'sent', 'partial')
        group by w.material_id`,
    rowShape({ materialId: int, qty: num }),
  );
  return new Map(found.map((r) => [r.materialId, r.qty]));
}

/**
 * What the plan's runs need of each material: every planned run up to the last day (on its day, today for one overdue)
 * and every line still to make (on the first day) × its recipe (`recipeNeed`: ÷ yield, ÷ (1 − loss)), and the packs
 * of the standing orders' days not made yet (an order's packs are taken when it is made), against the lots that
 * still hold something and are not expired on the day needed. Each material names what needs it.
 */
async function planMaterials(tx: Tx, p: Period, lines: PlanLine[]): Promise<PlanMaterial[]> {
  const toMake = lines.filter((l) => l.toMake.total > 0);
  const ids = `{${toMake.map((l) => l.productId).join(',')}}`;
  const qtys = `{${toMake.map((l) => l.toMake.total).join(',')}}`;
  const makeDay = sql`${p.makeDay}::date`;
  const needRows: SQL = sql`
    select rc.material_id, greatest(r.date, ${p.today}::date) as day, ${recipeNeed(sql`r.qty`)} as qty, r.id as run_id,
      r.product_id, 0 as standing_orders
    from production_runs r join products p on p.id = r.product_id join recipes rc on rc.product_id = r.product_id
    where r.state = 'planned' and r.date <= ${p.until}::date
    union all
    select rc.material_id, ${makeDay}, ${recipeNeed(sql`m.qty`)}, null, m.product_id, 0
    from unnest(${ids}::int[], ${qtys}::numeric[]) m(product_id, qty)
    join products p on p.id = m.product_id join recipes rc on rc.product_id = m.product_id
    union all
    select (pk.pack->>'materialId')::int, x.d, sum((pk.pack->>'count')::numeric), null, null, count(distinct s.id)
    from ${standingDays(p)} cross join lateral jsonb_array_elements(s.packs) pk(pack)
    group by 1, 2`;
  const found = await rows(
    tx,
    sql`with needs as (${needRows}),
        by_day as (select material_id, day, sum(qty) as qty from needs group by material_id, day),
        need_from as (
          select a.material_id, a.day, sum(b.qty) as qty
          from by_day a join by_day b on b.material_id = a.material_id and b.day >= a.day
          group by a.material_id, a.day
        ),
        supply_from as (
          select nf.material_id, nf.day,
            coalesce(sum(r.remaining) filter (where r.expiry_date is null or r.expiry_date >= nf.day), 0) as qty
          from need_from nf left join restocks r on r.material_id = nf.material_id and r.remaining > 0
            and r.recalled_at is null and r.held_at is null
          group by nf.material_id, nf.day
        ),
        totals as (
          select nf.material_id, max(nf.qty) as needed, max(nf.qty - sf.qty) as gap, min(nf.day) as first_day,
            (array_agg(sf.qty order by nf.day))[1] as on_hand
          from need_from nf join supply_from sf on sf.material_id = nf.material_id and sf.day = nf.day
          group by nf.material_id
        ),
        listed as (
          select n.material_id, json_agg(json_build_object('date', n.day::text, 'qty', n.qty::float8, 'runId', n.run_id,
              'productId', n.product_id, 'standingOrders', n.standing_orders)
            order by n.day, n.run_id nulls last, n.product_id nulls last) as needs
          from needs n group by n.material_id
        )
        select m.id as "materialId", m.name, m.unit, m.kind, t.needed::float8 as needed, t.on_hand::float8 as "onHand",
          t.gap::float8 as gap, t.first_day::text as "firstDay", m.preferred_vendor_id as "preferredVendorId",
          v.name as "preferredVendorName", m.min_order_qty::float8 as "minOrderQty", l.needs
        from totals t join materials m on m.id = t.material_id join listed l on l.material_id = t.material_id
          left join vendors v on v.id = m.preferred_vendor_id
        order by lower(m.name), m.id`,
    rowShape({
      materialId: int,
      name: text,
      unit: text<Schemas['Unit']>(),
      kind: text<Schemas['MaterialKind']>(),
      needed: num,
      onHand: num,
      gap: num,
      firstDay: text,
      preferredVendorId: int.nullable,
      preferredVendorName: text.nullable,
      minOrderQty: num.nullable,
      needs: json<Schemas['PlanNeed'][]>(),
    }),
  );
  const ordered = await onOrder(tx, found);
  const materials = found.map((m) => {
    const onOrderQty = ordered.get(m.materialId) ?? 0;
    return {
      material: { id: m.materialId, name: m.name, unit: m.unit },
      kind: m.kind,
      needed: m.needed,
      onHand: m.onHand,
      onOrder: onOrderQty,
      short: Math.max(thousandths(m.gap - onOrderQty), 0),
      preferredVendorId: m.preferredVendorId,
      preferredVendor:
        m.preferredVendorId === null ? null : { id: m.preferredVendorId, name: m.preferredVendorName ?? '' },
      minOrderQty: m.minOrderQty,
      needs: m.needs,
    };
  });
  // Short ones first, each group by name (the statement's order).
  return [...materials.filter((m) => m.short > 0), ...materials.filter((m) => m.short <= 0)];
}

/** The plan of `days` delivery days from `date`, as of `today`. */
export async function productionPlan(tx: Tx, today: string, query: Schemas['PlanRequest']): Promise<Plan> {
  const days = query.days ?? 1;
  const period = periodOf(query.date, days, today);
  const lines = await planLines(tx, period);
  const runs = await plannedRuns(tx, period);
  const materials = await planMaterials(tx, period, lines);
  return { date: period.from, days, until: period.until, lines, runs, materials };
}
