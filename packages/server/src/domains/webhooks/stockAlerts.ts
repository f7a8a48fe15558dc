/**
 * `stock.below_minimum` and `lot.expiring` (decision 065).
 *
 * Below minimum: the stock ledger's writers (product batches: `writeLedger`; material lots: `applyAllocations`,
 * `release` and the lots' own add, edit and delete) tell `stockChanged` which items moved, in their transaction. Each
 * item's usable stock (not expired today, not recalled or held by QC) is compared with its minimum: an item below it
 * that was not yet (no `webhook_stock_alerts` row) gets the row and an event; an item at or above it loses its row,
 * so the next fall is told again. Once per crossing, whatever the number of processes (the row's primary key). With
 * nobody subscribed nothing is read (the cached subscribed types); the daily check sweeps every item (stock that
 * became unusable by expiring or a hold, a crossing while nobody subscribed).
 *
 * Expiring: the daily check (`dailyCheck`, on the server's schedule in every process) sends one event per material lot
 * (`webhook_lot_alerts`) or product batch (`webhook_batch_alerts`) with stock left whose expiry is within 7 days;
 * the rows make it once per lot whichever process, and whichever day, gets there first.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { inList, rows } from '../../db/query.js';
import { int, num, row as rowShape, text } from '../../db/rowShape.js';
import { addDays, businessDate, daysBetween } from '../../lib/dates.js';
import { emitEvent, isSubscribed } from './outbox.js';

/** A lot is "expiring" this many days before its expiry date (the stock screens' "soon"). */
export const EXPIRY_WARNING_DAYS = 7;

let timeZone = 'Asia/Jakarta';
/** The business time zone ("today" for expiry), set when the app is built. */
export function setAlertTimeZone(zone: string): void {
  timeZone = zone;
}

export type StockKind = 'material' | 'product';

const ALERTED = rowShape({ id: int, name: text, unit: text, stock: num, minimum: num });

const usableSql = (kind: StockKind, today: string) =>
  kind === 'product'
    ? sql`coalesce((select sum(b.fresh + b.frozen) from product_batches b where b.product_id = i.id
          and b.recalled_at is null and b.held_at is null
          and (b.expiry_date is null or b.expiry_date >= ${today}::date)), 0)`
    : sql`coalesce((select sum(r.remaining) from restocks r where r.material_id = i.id
          and r.recalled_at is null and r.held_at is null
          and (r.expiry_date is null or r.expiry_date >= ${today}::date)), 0)`;

/**
 * Compares the items' usable stock with their minimum (all items with a minimum when `ids` is 'all'), keeps the alert
 * rows and emits `stock.below_minimum` for each new crossing. One statement, and one per event.
 */
async function checkItems(tx: Tx, kind: StockKind, ids: number[] | 'all', today: string): Promise<number> {
  const table = kind === 'product' ? sql`products` : sql`materials`;
  const scope = ids === 'all' ? sql`true` : sql`i.id in ${inList(ids)}`;
  const active = kind === 'product' ? sql`i.active` : sql`true`;
  const fired = await rows(
    tx,
    sql`with s as (
          select i.id, i.name, i.unit, i.min_stock as minimum, ${usableSql(kind, today)} as stock
          from ${table} i where ${scope} and i.min_stock > 0 and ${active}),
        rearmed as (
          delete from webhook_stock_alerts a using s
          where a.kind = ${kind} and a.item_id = s.id and s.stock >= s.minimum),
        fired as (
          insert into webhook_stock_alerts (kind, item_id)
          select ${kind}, s.id from s where s.stock < s.minimum
          on conflict do nothing returning item_id)
        select s.id, s.name, s.unit, s.stock::float8 as stock, s.minimum::float8 as minimum
        from s join fired f on f.item_id = s.id order by s.id`,
    ALERTED,
  );
  for (const f of fired)
    await emitEvent(tx, 'stock.below_minimum', `${kind}:${f.id}`, {
      kind,
      id: f.id,
      name: f.name,
      unit: f.unit,
      stock: f.stock,
      minimum: f.minimum,
    });
  return fired.length;
}

/**
 * The stock of these items changed in `tx` (materials by id; products by id, or by the batches that moved): tells a
 * crossing of the minimum. Nothing is read when no webhook takes `stock.below_minimum`.
 */
export async function stockChanged(
  tx: Tx,
  kind: StockKind,
  items: { ids?: number[]; batchIds?: number[] },
): Promise<void> {
  if (!(await isSubscribed(tx, 'stock.below_minimum'))) return;
  let ids = items.ids ?? [];
  if (items.batchIds?.length) {
    const found = await rows(
      tx,
      sql`select distinct product_id as id from product_batches where id in ${inList(items.batchIds)}`,
      rowShape({ id: int }),
    );
    ids = [...ids, ...found.map((f) => f.id)];
  }
  ids = [...new Set(ids)];
  if (!ids.length) return;
  await checkItems(tx, kind, ids, businessDate(timeZone));
}

const EXPIRING = rowShape({
  id: int,
  itemId: int,
  name: text,
  unit: text,
  remaining: num,
  expiryDate: text,
});

/**
 * The daily check: lots and batches entering their expiry warning window (`lot.expiring`, once per lot) and a sweep
 * of every item's minimum. Answers what it sent. Safe in every process at once (the alert rows' keys).
 */
export async function dailyCheck(
  db: Db,
  now: Date = new Date(),
): Promise<{ expiring: number; belowMinimum: number }> {
  const today = businessDate(timeZone, now);
  const until = addDays(today, EXPIRY_WARNING_DAYS);
  return db.transaction(async (tx) => {
    let expiring = 0;
    let belowMinimum = 0;
    if (await isSubscribed(tx, 'lot.expiring')) {
      const lots = await rows(
        tx,
        sql`with due as (
              select r.id from restocks r
              where r.remaining > 0 and r.expiry_date between ${today}::date and ${until}::date),
            fired as (
              insert into webhook_lot_alerts (restock_id) select id from due
              on conflict do nothing returning restock_id)
            select r.id, r.material_id as "itemId", m.name, m.unit, r.remaining::float8 as remaining,
                   r.expiry_date::text as "expiryDate"
            from fired f join restocks r on r.id = f.restock_id join materials m on m.id = r.material_id
            order by r.expiry_date, r.id`,
        EXPIRING,
      );
      for (const l of lots)
        await emitEvent(tx, 'lot.expiring', `material:${l.itemId}`, {
          kind: 'material',
          lotId: l.id,
          materialId: l.itemId,
          materialName: l.name,
          unit: l.unit,
          remaining: l.remaining,
          expiryDate: l.expiryDate,
          daysLeft: daysBetween(today, l.expiryDate),
        });
      const batches = await rows(
        tx,
        sql`with due as (
              select b.id from product_batches b
              where b.fresh + b.frozen > 0 and b.expiry_date between ${today}::date and ${until}::date),
            fired as (
              insert into webhook_batch_alerts (batch_id) select id from due
              on conflict do nothing returning batch_id)
            select b.id, b.product_id as "itemId", p.name, p.unit, (b.fresh + b.frozen)::float8 as remaining,
                   b.expiry_date::text as "expiryDate"
            from fired f join product_batches b on b.id = f.batch_id join products p on p.id = b.product_id
            order by b.expiry_date, b.id`,
        EXPIRING,
      );
      for (const b of batches)
        await emitEvent(tx, 'lot.expiring', `product:${b.itemId}`, {
          kind: 'product',
          batchId: b.id,
          productId: b.itemId,
          productName: b.name,
          unit: b.unit,
          remaining: b.remaining,
          expiryDate: b.expiryDate,
          daysLeft: daysBetween(today, b.expiryDate),
        });
      expiring = lots.length + batches.length;
    }
    if (await isSubscribed(tx, 'stock.below_minimum'))
      for (const kind of ['material', 'product'] as const)
        belowMinimum += await checkItems(tx, kind, 'all', today);
    return { expiring, belowMinimum };
  });
}
