/**
 * Material stock views and counts: per material (in, out, remaining, value, restock advice), per lot (expiry), what a
 * lot fed, and a stock count (opname) recorded as an adjustment. "Today", "the last 30 days" and "within 7 days" are
 * business dates in the company's time zone, given by the caller.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays, dateOrToday } from '../../lib/dates.js';
import { missingReference, notFound } from '../../lib/errors.js';
import { amountOf, fromMilli, milliText, quantityOf } from '../../lib/quantity.js';
import { audit } from '../platform/audit.js';
import type { StockContext } from '../platform/context.js';
import { defineList, type List } from '../platform/crud.js';
import { logEntry, USAGE_SOURCE, type LogEntry } from './materialLog.js';
import { lockMaterials, planAllocation, recordUsage, type MaterialKind } from './lots.js';
import { MATERIAL_KIND } from './materials.js';
import { blockColumns } from './blocked.js';
import { applySummaries, newRestock } from '../books/reportSummaries.js';
import { text } from '../../lib/texts.js';
import { int, num, row as rowShape, stamp, text as textKind } from '../../db/rowShape.js';
import { stockChanged } from '../webhooks/stockAlerts.js';

type MaterialStock = Schemas['MaterialStock'];
type MaterialStockQuery = Schemas['MaterialStockListRequest'];
type Lot = Schemas['Lot'];
type LotQuery = Schemas['LotListRequest'];

/** Days the average daily use is taken over. */
export const USE_WINDOW_DAYS = 30;
/** "Expiring soon" and "running out soon": within this many days. */
export const SOON_DAYS = 7;

// ---------- per material ----------

/**
 * Per material: its lots (in, remaining, expired today, value, next expiry), its usages of the last 30 days, and from
 * these the advice: usable stock = remaining − expired − blocked (recalled or held by QC, decision 055); days left =
 * usable ÷ average daily use. Out is in − remaining: every usage is taken whole from lots (decision 008), so the lots
 * say it without adding up years of usages. What was bought and when last (`a`) reads every lot from the FEFO index
 * alone; what is left (`l`) only the lots not used up (a few of a material's hundred at 1M orders: decision 067).
 */
const stockFrom = (today: string) => sql`materials m
  left join lateral (
    select sum(r.qty) as qty_in, max(r.date) as last_restock from restocks r where r.material_id = m.id) a on true
  left join lateral (
    select coalesce(sum(r.remaining), 0) as remaining,
      coalesce(sum(r.remaining) filter (where r.expiry_date < ${today}::date), 0) as expired,
      coalesce(sum(r.remaining) filter (where (r.expiry_date is null or r.expiry_date >= ${today}::date)
        and (r.recalled_at is not null or r.held_at is not null)), 0) as blocked,
      round(sum(r.remaining * r.unit_price)) as value, count(*) as lots,
      min(r.expiry_date) filter (where r.expiry_date >= ${today}::date) as next_expiry
    from restocks r where r.material_id = m.id and r.remaining > 0) l on true
  left join lateral (
    select coalesce(sum(u.qty), 0) as used from usages u
    where u.material_id = m.id and u.date > ${addDays(today, -USE_WINDOW_DAYS)}::date and u.date <= ${today}::date) o on true
  cross join lateral (
    select coalesce(l.remaining, 0) - coalesce(l.expired, 0) - coalesce(l.blocked, 0) as usable,
      case when o.used > 0 then least((coalesce(l.remaining, 0) - coalesce(l.expired, 0) - coalesce(l.blocked, 0)) / (o.used / ${USE_WINDOW_DAYS}), 99999999999) end as days_left
  ) x`;

const stockColumns = (today: string) => sql`m.id, m.kind, m.name, m.unit, m.packaging_type as "packagingType",
  m.unit_price as "unitPrice", m.min_stock::float8 as "minStock",
  coalesce(a.qty_in, 0)::float8 as "in", coalesce(a.qty_in - l.remaining, 0)::float8 as "out", coalesce(l.remaining, 0)::float8 as remaining,
  l.expired::float8 as expired, coalesce(l.value, 0)::float8 as value, coalesce(l.lots, 0)::int as lots,
  a.last_restock::text as "lastRestock", l.next_expiry::text as "nextExpiry", x.usable < m.min_stock as "needRestock",
  round(o.used / ${USE_WINDOW_DAYS}, 3)::float8 as "avgDailyUse", round(x.days_left, 1)::float8 as "daysLeft",
  case when x.days_left <= 3650 then (${today}::date + floor(x.days_left)::int)::text end as "runsOutOn",
  greatest(0, round(m.min_stock + o.used - x.usable, 3))::float8 as "suggestedQty"`;

const needRestock = sql`x.usable < m.min_stock`;

function stockList(kind: MaterialKind, today: string): List<MaterialStock, MaterialStockQuery> {
  return defineList<MaterialStock, MaterialStockQuery>({
    columns: stockColumns(today),
    from: stockFrom(today),
    key: sql`m.id`,
    scope: sql`m.kind = ${kind}`,
    search: [sql`m.name`, sql`m.description`],
    sort: {
      name: sql`lower(m.name)`,
      remaining: sql`remaining`,
      value: sql`value`,
      minStock: sql`m.min_stock`,
      daysLeft: sql`x.days_left`,
    },
    defaultSort: 'name',
    filters: {
      packagingType: (type) => sql`m.packaging_type = ${type}`,
      needRestock: (yes) => (yes ? needRestock : sql`not (${needRestock})`),
    },
  });
}

/** A page of stock per material, with the value of every matching material. */
export async function materialStockPage(
  tx: Tx,
  kind: MaterialKind,
  today: string,
  query: MaterialStockQuery,
) {
  const list = stockList(kind, today);
  const page = await list.list(tx, query);
  const total = await one(
    tx,
    sql`select coalesce(sum(l.value), 0)::float8 as value from ${stockFrom(today)} where ${list.where(query)}`,
    rowShape({ value: num }),
  );
  return { ...page, totals: { value: total?.value ?? 0 } };
}

/** Materials whose usable stock is below their minimum, never-restocked ones included (a left join). */
export async function materialsToRestock(
  tx: Tx,
  kind: MaterialKind,
  today: string,
): Promise<MaterialStock[]> {
  return rows<MaterialStock>(
    tx,
    sql`select ${stockColumns(today)} from ${stockFrom(today)} where ${and(sql`m.kind = ${kind}`, needRestock)}
        order by lower(m.name), m.id limit 1000`,
  );
}

/** Materials that will run out within `days` days at their average daily use of the last 30 days, soonest first. */
export async function materialsRunningOut(tx: Tx, kind: MaterialKind, today: string, days: number) {
  const datas = await rows<MaterialStock>(
    tx,
    sql`select ${stockColumns(today)} from ${stockFrom(today)} where ${and(sql`m.kind = ${kind}`, sql`x.days_left <= ${days}`)}
        order by x.days_left, lower(m.name), m.id limit 1000`,
  );
  return { datas, total: datas.length, days, since: addDays(today, 1 - USE_WINDOW_DAYS), until: today };
}

// ---------- per lot ----------

const LOT_FROM = sql`restocks r join materials m on m.id = r.material_id left join vendors v on v.id = r.vendor_id`;

const lotColumns = (
  today: string,
) => sql`r.id, r.material_id as "materialId", json_build_object('id', m.id, 'name', m.name, 'unit', m.unit) as material,
  r.date::text as date, case when v.id is null then null else json_build_object('id', v.id, 'name', v.name) end as vendor,
  r.batch_code as "batchCode", r.expiry_date::text as "expiryDate", r.qty::float8 as qty, (r.qty - r.remaining)::float8 as used,
  r.remaining::float8 as remaining, r.unit_price as "unitPrice", round(r.remaining * r.unit_price)::float8 as value,
  coalesce(r.expiry_date < ${today}::date, false) as expired,
  coalesce(r.expiry_date between ${today}::date and ${addDays(today, SOON_DAYS)}::date, false) as "expiresSoon",
  (r.expiry_date - ${today}::date) as "daysToExpiry", ${blockColumns('r')}`;

function lotList(kind: MaterialKind, today: string): List<Lot, LotQuery> {
  const expiring = sql`r.expiry_date <= ${addDays(today, SOON_DAYS)}::date`;
  return defineList<Lot, LotQuery>({
    columns: lotColumns(today),
    from: LOT_FROM,
    key: sql`r.id`,
    scope: sql`m.kind = ${kind}`,
    search: [sql`m.name`, sql`v.name`, sql`r.batch_code`],
    // Expiry first, then the restock date: the order a usage takes lots in.
    sort: {
      expiryDate: sql`r.expiry_date`,
      date: sql`r.date`,
      remaining: sql`r.remaining`,
      material: sql`lower(m.name)`,
    },
    defaultSort: 'expiryDate',
    filters: {
      materialId: (id) => sql`r.material_id = ${id}`,
      packagingType: (type) => sql`m.packaging_type = ${type}`,
      inStock: (yes) => (yes ? sql`r.remaining > 0` : sql`true`),
      expiring: (yes) => (yes ? expiring : sql`(r.expiry_date is null or not ${expiring})`),
    },
  });
}

/** A page of lots, with the value of every matching lot. */
export async function lotPage(tx: Tx, kind: MaterialKind, today: string, query: LotQuery) {
  const list = lotList(kind, today);
  const page = await list.list(tx, query);
  const total = await one(
    tx,
    sql`select coalesce(round(sum(r.remaining * r.unit_price)), 0)::float8 as value from ${LOT_FROM} where ${list.where(query)}`,
    rowShape({ value: num }),
  );
  return { ...page, totals: { value: total?.value ?? 0 } };
}

/** A lot and every usage it fed, oldest first (404 when it is not a lot of this kind). */
export async function lotDetail(tx: Tx, kind: MaterialKind, today: string, id: number) {
  const lot = await one<Lot>(
    tx,
    sql`select ${lotColumns(today)} from ${LOT_FROM} where ${and(sql`m.kind = ${kind}`, sql`r.id = ${id}`)}`,
  );
  if (!lot) throw notFound('lot');
  const usages = await rows(
    tx,
    sql`select u.id as "usageId", u.date::text as date, ul.qty::float8 as qty, u.reason, u.note,
          u.production_run_id as "productionRunId", u.transaction_id as "transactionId", ${USAGE_SOURCE} as source
        from usage_lots ul join usages u on u.id = ul.usage_id
          left join production_runs pr on pr.id = u.production_run_id left join products p on p.id = pr.product_id
          left join transactions t on t.id = u.transaction_id
        where ul.restock_id = ${id} order by u.date, u.id`,
    rowShape({
      usageId: int,
      date: stamp,
      qty: num,
      reason: textKind<Schemas['UsageReason']>(),
      note: textKind.nullable,
      productionRunId: int.nullable,
      transactionId: int.nullable,
      source: textKind.nullable,
    }),
  );
  return { datas: lot, usages };
}

// ---------- stock count (opname) ----------

type CountRequest = Schemas['MaterialCountRequest'];

/**
 * A stock count: the variance between what was counted and what the lots dated on or before the count hold. Less is
 * recorded as a usage (reason count, taken first-expiring first, expired lots included); more as a lot without vendor
 * at the reference price. A dry run, or no variance, records nothing.
 */
export async function countMaterial(tx: Tx, ctx: StockContext, kind: MaterialKind, input: CountRequest) {
  const material = (await lockMaterials(tx, [input.materialId])).get(input.materialId);
  if (!material || material.kind !== kind) throw missingReference('materialId', MATERIAL_KIND[kind]);
  const date = dateOrToday('date', input.date, ctx.today);
  const counted = quantityOf('counted', input.counted);
  const held = await planAllocation(tx, material.id, 0, { date, includeExpired: true, includeBlocked: true });
  const variance = counted - held.available;
  const note = input.note?.trim() || text('note.count', { counted: fromMilli(counted), unit: material.unit });
  let datas: LogEntry | null = null;
  if (!input.dryRun && variance < 0) {
    const { usageId } = await recordUsage(tx, ctx, {
      materialId: material.id,
      date,
      qty: -variance,
      reason: 'count',
      note,
      field: 'counted',
    });
    datas = await logEntry(tx, kind, 'used', usageId);
  } else if (!input.dryRun && variance > 0) {
    const row = await one(
      tx,
      sql`insert into restocks (material_id, vendor_id, date, qty, unit_price, total, note, remaining, created_by)
          values (${material.id}, null, ${date}, ${milliText(variance)}::numeric, ${material.unitPrice}, ${amountOf(variance, material.unitPrice)},
                  ${note}, ${milliText(variance)}::numeric, ${ctx.userId})
          returning id`,
      rowShape({ id: int }),
    );
    await applySummaries(tx, newRestock(row!.id));
    await stockChanged(tx, 'material', { ids: [material.id] });
    datas = await logEntry(tx, kind, 'restock', row!.id);
  }
  if (datas)
    await audit(tx, {
      userId: ctx.userId,
      action: 'create',
      entity: datas.category === 'restock' ? 'restock' : 'usage',
      entityId: datas.id,
      after: datas,
    });
  return {
    dryRun: input.dryRun ?? false,
    materialId: material.id,
    system: fromMilli(held.available),
    counted: fromMilli(counted),
    variance: fromMilli(variance),
    value: amountOf(variance, material.unitPrice),
    datas,
  };
}
