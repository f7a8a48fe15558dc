/**
 * The restock and usage logs of a kind of material (the `restock/*` operations, `category` restock or used): paged
 * lists with the totals of every matching row, and writes that keep lots and usages consistent (see lots.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { dateOrToday, expiryFrom } from '../../lib/dates.js';
import { AppError, conflict, invalid, missingReference, notFound, staleVersion } from '../../lib/errors.js';
import { errorText } from '../../lib/texts.js';
import { amountOf, fromMilli, MAX_MONEY, milliText, quantityOf, type Milli } from '../../lib/quantity.js';
import { audit } from '../platform/audit.js';
import { ensureExists } from '../catalogue/catalogue.js';
import type { StockContext } from '../platform/context.js';
import { defineList, stampColumns, type Actor, type List } from '../platform/crud.js';
import {
  lockMaterials,
  reapplyUsage,
  recordUsage,
  removeUsage,
  type MaterialKind,
  type UsageReason,
} from './lots.js';
import { MATERIAL_KIND } from './materials.js';
import { recapRunsOfLot } from './expiryCap.js';
import { lockForCostChange, ordersOfLot } from '../books/costs.js';
import { applySummaries, markOrders, markRestock, newRestock } from '../books/reportSummaries.js';
import { int, milli, num, row as rowShape, stamp, text as textKind } from '../../db/rowShape.js';
import { stockChanged } from '../webhooks/stockAlerts.js';

export type Restock = Schemas['Restock'];
export type Usage = Schemas['Usage'];
export type LogEntry = Schemas['MaterialLogEntry'];
export type LogCategory = Schemas['LogCategory'];
type LogInput = Schemas['MaterialLogInput'];
type LogUpdate = Schemas['MaterialLogUpdate'];
export type LogQuery = Schemas['MaterialLogListRequest'];
export type LogPage = Schemas['MaterialLogPage'];

const text = (value: string | null | undefined) => value?.trim() || null;
const named = (alias: string, name = 'name') =>
  sql.raw(
    `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.${name}) end`,
  );
const materialRef = sql`json_build_object('id', m.id, 'name', m.name, 'unit', m.unit)`;

// ---------- reading ----------

const RESTOCK_FROM = sql`restocks r join materials m on m.id = r.material_id
  left join vendors v on v.id = r.vendor_id left join users cu on cu.id = r.created_by`;

const RESTOCK_COLUMNS = sql`'restock' as category, ${stampColumns('r')}, r.material_id as "materialId", ${materialRef} as material,
  r.vendor_id as "vendorId", ${named('v')} as vendor, r.date::text as date, r.qty::float8 as qty, r.unit_price as "unitPrice",
  r.total, r.batch_code as "batchCode", r.expiry_date::text as "expiryDate", r.note, r.remaining::float8 as remaining,
  (r.qty - r.remaining)::float8 as used, ${named('cu')} as "createdBy"`;

/** What a usage took from each lot (in the order it took them), per usage row `u` (its cost is `u.value`, 0017). */
const USAGE_FROM = sql`usages u join materials m on m.id = u.material_id
  left join lateral (
    select json_agg(json_build_object('restockId', r.id, 'date', r.date::text, 'vendor', v.name, 'batchCode', r.batch_code,
        'expiryDate', r.expiry_date::text, 'unitPrice', r.unit_price, 'qty', ul.qty)
        order by r.expiry_date asc nulls last, r.date, r.id) as lots
    from usage_lots ul join restocks r on r.id = ul.restock_id left join vendors v on v.id = r.vendor_id
    where ul.usage_id = u.id) c on true
  left join production_runs pr on pr.id = u.production_run_id left join products p on p.id = pr.product_id
  left join transactions t on t.id = u.transaction_id left join users cu on cu.id = u.created_by`;

/**
 * What recorded a usage, in words. No date: the run's is the usage's own, already in the row (issue 16: one date
 * format per row, the app's).
 */
export const USAGE_SOURCE = sql`case
    when pr.id is not null then 'Produksi ' || p.name
    when t.id is not null then 'Transaksi ' || t.number end`;

const USAGE_COLUMNS = sql`'used' as category, ${stampColumns('u')}, u.material_id as "materialId", ${materialRef} as material,
  u.date::text as date, u.qty::float8 as qty, u.reason, u.note, u.value,
  u.production_run_id as "productionRunId", u.transaction_id as "transactionId", ${USAGE_SOURCE} as source,
  coalesce(c.lots, '[]'::json) as lots, ${named('cu')} as "createdBy"`;

const byDate = (column: SQL) => ({
  dateFrom: (d: string) => sql`${column} >= ${d}::date`,
  dateTo: (d: string) => sql`${column} <= ${d}::date`,
});

function restockList(kind: MaterialKind): List<Restock, LogQuery> {
  return defineList<Restock, LogQuery>({
    columns: RESTOCK_COLUMNS,
    from: RESTOCK_FROM,
    key: sql`r.id`,
    scope: sql`m.kind = ${kind}`,
    search: [sql`m.name`, sql`v.name`, sql`r.batch_code`, sql`r.note`],
    sort: {
      date: sql`r.date`,
      material: sql`lower(m.name)`,
      vendor: sql`lower(v.name)`,
      qty: sql`r.qty`,
      value: sql`r.total`,
      updatedAt: sql`r.updated_at`,
    },
    defaultSort: 'date',
    filters: {
      ...byDate(sql`r.date`),
      materialId: (id) => sql`r.material_id = ${id}`,
      vendorId: (id) => sql`r.vendor_id = ${id}`,
      packagingType: (type) => sql`m.packaging_type = ${type}`,
    },
  });
}

function usageList(kind: MaterialKind): List<Usage, LogQuery> {
  return defineList<Usage, LogQuery>({
    columns: USAGE_COLUMNS,
    from: USAGE_FROM,
    key: sql`u.id`,
    scope: sql`m.kind = ${kind}`,
    search: [sql`m.name`, sql`u.note`, sql`p.name`, sql`t.number`],
    sort: {
      date: sql`u.date`,
      material: sql`lower(m.name)`,
      vendor: sql`u.date`,
      qty: sql`u.qty`,
      value: sql`value`,
      updatedAt: sql`u.updated_at`,
    },
    defaultSort: 'date',
    filters: {
      ...byDate(sql`u.date`),
      materialId: (id) => sql`u.material_id = ${id}`,
      vendorId: (id) =>
        sql`exists (select 1 from usage_lots ul join restocks r on r.id = ul.restock_id where ul.usage_id = u.id and r.vendor_id = ${id})`,
      reason: (reason) => sql`u.reason = ${reason}`,
      packagingType: (type) => sql`m.packaging_type = ${type}`,
    },
  });
}

const LISTS = {
  raw: { restock: restockList('raw'), used: usageList('raw') },
  packaging: { restock: restockList('packaging'), used: usageList('packaging') },
};

/** The list of one category of one kind (its rows and the condition of a request). */
export const logListOf = (kind: MaterialKind, category: LogCategory) => LISTS[kind][category];

/** The totals of every row a request matches: value (restocks at price, usages at cost) and quantity per unit. */
export async function logTotals(tx: Tx, kind: MaterialKind, query: LogQuery): Promise<LogPage['totals']> {
  const where = logListOf(kind, query.category).where(query);
  const restock = query.category === 'restock';
  const from = restock ? RESTOCK_FROM : USAGE_FROM;
  const value = restock ? sql`r.total` : sql`u.value`;
  const qty = restock ? sql`r.qty` : sql`u.qty`;
  const sum = await one(
    tx,
    sql`select coalesce(sum(${value}), 0)::float8 as value from ${from} where ${where}`,
    rowShape({ value: num }),
  );
  const quantities = await rows(
    tx,
    sql`select m.unit, sum(${qty})::float8 as qty from ${from} where ${where} group by m.unit order by m.unit`,
    rowShape({ unit: textKind<Schemas['Unit']>(), qty: num }),
  );
  return { value: sum?.value ?? 0, quantities };
}

/** A page of restocks or usages of a kind, with the totals of every matching row. */
export async function logPage(tx: Tx, kind: MaterialKind, query: LogQuery): Promise<Omit<LogPage, 'status'>> {
  const page = await (logListOf(kind, query.category) as List<LogEntry, LogQuery>).list(tx, query);
  return { ...page, totals: await logTotals(tx, kind, query) };
}

/** One restock or usage of a kind, or 404. */
export async function logEntry(
  tx: Tx,
  kind: MaterialKind,
  category: LogCategory,
  id: number,
): Promise<LogEntry> {
  const entry =
    category === 'restock'
      ? await one<Restock>(
          tx,
          sql`select ${RESTOCK_COLUMNS} from ${RESTOCK_FROM} where ${and(sql`m.kind = ${kind}`, sql`r.id = ${id}`)}`,
        )
      : await one<Usage>(
          tx,
          sql`select ${USAGE_COLUMNS} from ${USAGE_FROM} where ${and(sql`m.kind = ${kind}`, sql`u.id = ${id}`)}`,
        );
  if (!entry) throw category === 'restock' ? notFound('restock') : notFound('usage');
  return entry;
}

// ---------- writing ----------

/** A material of the kind, for a restock or usage (422 on materialId when it is not one). */
async function materialOfKind(
  tx: Tx,
  kind: MaterialKind,
  id: number,
): Promise<{ id: number; name: string; unit: string; unitPrice: number }> {
  const material = await one(
    tx,
    sql`select id, name, unit, unit_price as "unitPrice" from materials where id = ${id} and kind = ${kind}`,
    rowShape({ id: int, name: textKind, unit: textKind, unitPrice: num }),
  );
  if (!material) throw missingReference('materialId', MATERIAL_KIND[kind]);
  return material;
}

const RESTOCK_ONLY = ['vendorId', 'unitPrice', 'batchCode', 'expiryDate'] as const;

/** Fields of the other category are refused rather than silently dropped. */
function checkFields(input: LogInput) {
  const rules: Record<string, 'usageOnly' | 'restockOnly'> = {};
  if (input.category === 'restock' && input.reason !== undefined) rules.reason = 'usageOnly';
  if (input.category === 'used') {
    for (const field of RESTOCK_ONLY) {
      if (input[field] !== undefined && input[field] !== null) rules[field] = 'restockOnly';
    }
  }
  const [first, rule] = Object.entries(rules)[0] ?? [];
  if (first && rule) {
    const fieldCode = (r: string) => ({
      code: 'validation.unknownField' as const,
      params: { field: first, rule: r },
    });
    const detail = errorText('validation.unknownField', fieldCode(rule).params, true);
    throw new AppError(422, 'validation.unknownField', {
      params: { field: first },
      fields: Object.fromEntries(Object.entries(rules).map(([field, r]) => [field, fieldCode(r)])),
      text: { key: 'error.validation.failed.detail', params: { field: first, detail } },
    });
  }
}

/** A restock to record: a new lot holding all of `qty` (restock/add, and each line of a purchase receipt). */
export interface RestockValues {
  materialId: number;
  vendorId: number | null;
  date: string;
  qty: Milli;
  unitPrice: number;
  total: number;
  batchCode: string | null;
  expiryDate: string | null;
  note: string | null;
}

async function restockValues(
  tx: Tx,
  ctx: StockContext,
  kind: MaterialKind,
  input: LogInput,
): Promise<RestockValues> {
  const material = await materialOfKind(tx, kind, input.materialId);
  await ensureExists(tx, 'vendors', input.vendorId, 'vendorId', 'vendor');
  const date = dateOrToday('date', input.date, ctx.today);
  const qty = quantityOf('qty', input.qty, { positive: true });
  const unitPrice = input.unitPrice ?? material.unitPrice;
  const total = amountOf(qty, unitPrice);
  if (total > MAX_MONEY) throw invalid('qty', 'restock.totalTooLarge');
  return {
    materialId: material.id,
    vendorId: input.vendorId ?? null,
    date,
    qty,
    unitPrice,
    total,
    batchCode: text(input.batchCode),
    expiryDate: expiryFrom('expiryDate', input.expiryDate, date),
    note: text(input.note),
  };
}

/**
 * Records a restock: a new lot holding all of it, the report summaries and valuation that follow, and its audit row.
 * The one way a lot of a purchase comes in (restock/add, and each line of a purchase receipt: purchasing/receiving.ts).
 */
export async function recordRestock(
  tx: Tx,
  actor: Actor,
  kind: MaterialKind,
  v: RestockValues,
): Promise<Restock> {
  const row = await one(
    tx,
    sql`insert into restocks (material_id, vendor_id, date, qty, unit_price, total, batch_code, expiry_date, note, remaining, created_by)
        values (${v.materialId}, ${v.vendorId}, ${v.date}, ${milliText(v.qty)}::numeric, ${v.unitPrice}, ${v.total}, ${v.batchCode},
                ${v.expiryDate}, ${v.note}, ${milliText(v.qty)}::numeric, ${actor.userId})
        returning id`,
    rowShape({ id: int }),
  );
  await applySummaries(tx, newRestock(row!.id));
  await stockChanged(tx, 'material', { ids: [v.materialId] });
  const after = (await logEntry(tx, kind, 'restock', row!.id)) as Restock;
  await audit(tx, { userId: actor.userId, action: 'create', entity: 'restock', entityId: after.id, after });
  return after;
}

/**
 * A lot that a purchase receipt made is the vendor's bill: it changes only through its purchase order (409
 * `purchase.lotLocked`).
 */
async function ensureNotReceived(tx: Tx, restockId: number): Promise<void> {
  const received = await one(
    tx,
    sql`select o.number from purchase_receipt_lines l join purchase_receipts r on r.id = l.receipt_id
          join purchase_orders o on o.id = r.purchase_order_id
        where l.restock_id = ${restockId}`,
    rowShape({ number: textKind }),
  );
  if (received) throw conflict('purchase.lotLocked', { number: received.number });
}

/** Records a restock (a new lot holding all of it) or a usage (taken from the lots); answers it as the list does. */
export async function addLogEntry(
  tx: Tx,
  ctx: StockContext,
  kind: MaterialKind,
  input: LogInput,
): Promise<LogEntry> {
  checkFields(input);
  if (input.category === 'restock')
    return recordRestock(tx, ctx, kind, await restockValues(tx, ctx, kind, input));
  await materialOfKind(tx, kind, input.materialId);
  const { usageId } = await recordUsage(tx, ctx, {
    materialId: input.materialId,
    date: dateOrToday('date', input.date, ctx.today),
    qty: quantityOf('qty', input.qty, { positive: true }),
    reason: input.reason ?? 'manual',
    note: text(input.note),
  });
  const after = await logEntry(tx, kind, 'used', usageId);
  await audit(tx, { userId: ctx.userId, action: 'create', entity: 'usage', entityId: usageId, after });
  return after;
}

/** A usage that a production run or an order recorded changes only through it (409). */
function ensureManualUsage(usage: Usage) {
  if (usage.reason !== 'production' && usage.reason !== 'order') return;
  throw conflict('usage.recordedElsewhere', { by: usage.source ?? null, source: usage.reason });
}

interface LotState {
  used: Milli;
  firstUse: string | null;
  /** The last date a usage that may not take expired lots (not waste, not a count) took from it. */
  lastUse: string | null;
}

/** What a lot has given and the date of its first usage; the lot's row locked (its material locked first). */
async function lockLot(tx: Tx, restock: Restock, materialIds: number[]): Promise<LotState> {
  await lockMaterials(tx, [restock.materialId, ...materialIds]);
  const lot = await one(
    tx,
    sql`select ((r.qty - r.remaining) * 1000)::bigint as used,
          (select min(u.date)::text from usage_lots ul join usages u on u.id = ul.usage_id where ul.restock_id = r.id) as "firstUse",
          (select max(u.date)::text from usage_lots ul join usages u on u.id = ul.usage_id
            where ul.restock_id = r.id and u.reason not in ('waste', 'count')) as "lastUse"
        from restocks r where r.id = ${restock.id} for update`,
    rowShape({ used: milli, firstUse: stamp.nullable, lastUse: stamp.nullable }),
  );
  return lot!;
}

/** Changes a restock or a usage (same id), keeping lots and usages consistent. */
export async function updateLogEntry(
  tx: Tx,
  ctx: StockContext,
  kind: MaterialKind,
  input: LogUpdate,
): Promise<LogEntry> {
  checkFields(input);
  const found = await logEntry(tx, kind, input.category, input.id);
  if (found.category === 'restock') await ensureNotReceived(tx, found.id);
  // A lot's price is part of what the goods made or packed from it cost (books/costs.ts).
  if (found.category === 'restock') await lockForCostChange(tx);
  // Locked (materials first, then the row), then read again: a concurrent edit either finished or waits for this one.
  await lockMaterials(tx, [found.materialId, input.materialId]);
  await one(
    tx,
    sql`select id from ${sql.raw(found.category === 'restock' ? 'restocks' : 'usages')} where id = ${found.id} for update`,
  );
  const before = await logEntry(tx, kind, input.category, input.id);
  if (before.version !== input.version) throw staleVersion();
  if (before.category === 'restock') {
    const lot = await lockLot(tx, before, [input.materialId]);
    const v = await restockValues(tx, ctx, kind, input);
    const unit = before.material.unit;
    if (lot.used > 0 && v.materialId !== before.materialId) {
      throw conflict('lot.usedMaterial', { used: fromMilli(lot.used), unit }, ['materialId']);
    }
    if (v.qty < lot.used) {
      throw invalid('qty', 'lot.qtyBelowUsed', { used: fromMilli(lot.used), unit });
    }
    if (lot.firstUse && v.date > lot.firstUse) {
      throw invalid('date', 'lot.dateAfterUse', { firstUse: lot.firstUse });
    }
    // A usage takes only lots not expired on its date (lots.ts): the lot cannot expire before one that took from it.
    if (lot.lastUse && v.expiryDate && v.expiryDate < lot.lastUse) {
      throw invalid('expiryDate', 'date.beforeStart', { start: lot.lastUse, rule: 'lotUsed' });
    }
    const summaries = await markRestock(tx, before.id);
    const costs =
      v.unitPrice !== before.unitPrice ? await markOrders(tx, await ordersOfLot(tx, before.id)) : undefined;
    await tx.execute(sql`
      update restocks set material_id = ${v.materialId}, vendor_id = ${v.vendorId}, date = ${v.date},
        qty = ${milliText(v.qty)}::numeric, remaining = ${milliText(v.qty - lot.used)}::numeric, unit_price = ${v.unitPrice},
        total = ${v.total}, batch_code = ${v.batchCode}, expiry_date = ${v.expiryDate}, note = ${v.note},
        version = version + 1, updated_at = now()
      where id = ${before.id}`);
    await stockChanged(tx, 'material', { ids: [...new Set([before.material.id, v.materialId])] });
    await applySummaries(tx, summaries);
    await applySummaries(tx, costs);
    // The batches made from the lot expire no later than it (decision 050): a corrected expiry caps them again.
    if (v.expiryDate !== before.expiryDate) await recapRunsOfLot(tx, before.id);
  } else {
    ensureManualUsage(before);
    await materialOfKind(tx, kind, input.materialId);
    await reapplyUsage(tx, before.id, {
      materialId: input.materialId,
      date: dateOrToday('date', input.date, ctx.today),
      qty: quantityOf('qty', input.qty, { positive: true }),
      reason: (input.reason ?? before.reason) as UsageReason,
      note: text(input.note),
    });
  }
  const after = await logEntry(tx, kind, before.category, before.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: before.category === 'restock' ? 'restock' : 'usage',
    entityId: before.id,
    before,
    after,
  });
  return after;
}

/** Deletes a restock whose lot was never used (else 409), or a usage after giving back what it took. */
export async function deleteLogEntry(
  tx: Tx,
  ctx: StockContext,
  kind: MaterialKind,
  category: LogCategory,
  id: number,
): Promise<LogEntry> {
  const before = await logEntry(tx, kind, category, id);
  if (before.category === 'restock') {
    await ensureNotReceived(tx, id);
    const lot = await lockLot(tx, before, []);
    if (lot.used > 0) {
      throw conflict('lot.usedUndeletable', {
        name: before.material.name,
        date: before.date,
        used: fromMilli(lot.used),
        unit: before.material.unit,
      });
    }
    const summaries = await markRestock(tx, id);
    await tx.execute(sql`delete from restocks where id = ${id}`);
    await stockChanged(tx, 'material', { ids: [before.material.id] });
    await applySummaries(tx, summaries);
  } else {
    ensureManualUsage(before);
    await removeUsage(tx, id);
  }
  await audit(tx, {
    userId: ctx.userId,
    action: 'delete',
    entity: category === 'restock' ? 'restock' : 'usage',
    entityId: id,
    before,
  });
  return before;
}
