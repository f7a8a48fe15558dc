/**
 * Product stock by batch (decision 008). A batch holds a product's fresh and frozen stock; stock is taken from one
 * bucket oldest batch first, all or nothing, and `give` puts back exactly what a take took. Every change is a row of
 * the product ledger (batch, bucket, ± qty, reason, source), and stock never goes below zero.
 *
 * Locks: the product row first (`for no key update`, products in id order, after any materials), then the batches,
 * in the order stock is taken from them (`for update`).
 *
 * Quantities here are thousandths (see lib/quantity.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { inList, one, rows } from '../../db/query.js';
import { AppError, missingReference, shortParams } from '../../lib/errors.js';
import { fromMilli, milliText, type Milli } from '../../lib/quantity.js';
import { bool, int, milli, num, row as rowShape, stamp, text as textKind } from '../../db/rowShape.js';
import { stockChanged } from '../webhooks/stockAlerts.js';

export type Bucket = 'fresh' | 'frozen';
export type LedgerReason = 'production' | 'opening' | 'count' | 'waste' | 'move' | 'sale' | 'return';

/** A product as the stock services need it, its row locked. */
export interface LockedProduct {
  id: number;
  code: string;
  name: string;
  unit: string;
  price: number;
  active: boolean;
  /** Labour and overhead per unit made, or per run (`overheadPer`): a run's cost (HPP). */
  overheadCost: number;
  overheadPer: 'unit' | 'run';
}

/** What was taken from (or given to) one batch's bucket. */
export interface BatchTake {
  batchId: number;
  bucket: Bucket;
  qty: Milli;
}

/** Why stock changes, for its ledger rows. */
export interface LedgerEntry {
  reason: LedgerReason;
  date: string;
  note?: string | null;
  productionRunId?: number | null;
  transactionId?: number | null;
  userId: number | null;
}

/** Which batches a take may use. */
export interface BatchWindow {
  /** Batches made later are not there yet. */
  date: string;
  /** Waste and counts take expired batches too; sales only batches not expired on `date`. */
  includeExpired: boolean;
  /**
   * Waste and counts take recalled or QC-held batches too (discarding them, or recording what a count found: decision
   * 055); nothing else does. @default false
   */
  includeBlocked?: boolean;
  /**
   * A sale to a customer who asks for a minimum remaining shelf life (customers.min_shelf_life_days, issue 39): the
   * batches that expire before the delivery day plus those days are left out, counted in `shortDated`.
   */
  shelfLife?: { customerId: number; deliveryDate: string };
}

export interface TakePlan {
  productId: number;
  bucket: Bucket;
  qty: Milli;
  takes: BatchTake[];
  /** What each batch taken from held in the bucket before. */
  held: Map<number, Milli>;
  /** What the batches the take may use hold in the bucket. */
  available: Milli;
  /** What expired batches it may not use hold (blocked ones not counted again). */
  expired: Milli;
  /** What recalled or QC-held batches it may not use hold (decision 055). */
  blocked: Milli;
  /** What batches not expired but too short-lived for the customer hold (0 without a shelf-life window). */
  shortDated: Milli;
  /** The customer's minimum shelf life at delivery, in days (0: none asked). */
  minShelfLifeDays: number;
  enough: boolean;
}

/** `fresh` or `frozen` as a column (never from input: the type allows only these two). */
const column = (bucket: Bucket) => sql.raw(bucket === 'frozen' ? 'frozen' : 'fresh');

/** Locks the products (in id order) for a change to their stock; ids that do not exist are left out. */
export async function lockProducts(tx: Tx, ids: number[]): Promise<Map<number, LockedProduct>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return new Map();
  const found = await rows(
    tx,
    sql`select id, code, name, unit, price, active, overhead_cost as "overheadCost", overhead_per as "overheadPer"
        from products where id in ${inList(sorted)} order by id for no key update`,
    rowShape({
      id: int,
      code: textKind,
      name: textKind,
      unit: textKind,
      price: num,
      active: bool,
      overheadCost: num,
      overheadPer: textKind<'unit' | 'run'>(),
    }),
  );
  return new Map(found.map((p) => [p.id, p]));
}

/** Writes ledger rows for changes of batches (signed thousandths), all with one reason and source. */
export async function writeLedger(tx: Tx, changes: BatchTake[], entry: LedgerEntry): Promise<void> {
  const moved = changes.filter((c) => c.qty !== 0);
  if (!moved.length) return;
  const values = sql.join(
    moved.map((c) => sql`(${c.batchId}::int, ${c.bucket}::text, ${milliText(c.qty)}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into product_ledger (batch_id, product_id, bucket, qty, reason, date, note, production_run_id, transaction_id, created_by)
    select v.id, b.product_id, v.bucket, v.qty, ${entry.reason}::text, ${entry.date}::date, ${entry.note ?? null}::text,
           ${entry.productionRunId ?? null}::int, ${entry.transactionId ?? null}::int, ${entry.userId}::int
    from (values ${values}) as v(id, bucket, qty) join product_batches b on b.id = v.id`);
  // The ledger is where every product's stock changes: a fall below its minimum is told here (decision 065).
  await stockChanged(tx, 'product', { batchIds: moved.map((c) => c.batchId) });
}

/** Adds signed amounts to batches' buckets (their rows locked already) and bumps their version. */
async function addToBatches(tx: Tx, changes: BatchTake[]): Promise<void> {
  if (!changes.length) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.batchId}::int, ${c.bucket}::text, ${milliText(c.qty)}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`
    update product_batches b set
      fresh = b.fresh + coalesce((select sum(v.qty) from (values ${values}) as v(id, bucket, qty) where v.id = b.id and v.bucket = 'fresh'), 0),
      frozen = b.frozen + coalesce((select sum(v.qty) from (values ${values}) as v(id, bucket, qty) where v.id = b.id and v.bucket = 'frozen'), 0),
      version = b.version + 1, updated_at = now()
    where b.id in ${inList([...new Set(changes.map((c) => c.batchId))])}`);
}

/**
 * Plans taking `qty` of a product from one bucket: its batches made on or before `date` (and not expired then, unless
 * waste or a count), oldest first, each locked. The product must be locked already.
 */
export async function planTake(
  tx: Tx,
  productId: number,
  bucket: Bucket,
  qty: Milli,
  window: BatchWindow,
): Promise<TakePlan> {
  // The customer's minimum shelf life is read here, in the same statement (no round trip for the order path).
  const days = window.shelfLife
    ? sql`coalesce((select min_shelf_life_days from customers where id = ${window.shelfLife.customerId}::int), 0)`
    : sql`0`;
  const until = window.shelfLife ? sql`${window.shelfLife.deliveryDate}::date` : sql`null::date`;
  const batches = await rows(
    tx,
    sql`select id, (${column(bucket)} * 1000)::bigint as stock, coalesce(expiry_date < ${window.date}::date, false) as expired,
          (recalled_at is not null or held_at is not null) as blocked,
          coalesce(expiry_date < ${until} + ${days}, false) and ${days} > 0 as "shortDated", ${days}::int as "minDays"
        from product_batches
        where product_id = ${productId} and ${column(bucket)} > 0 and date <= ${window.date}::date
        order by date asc, id asc
        for update`,
    rowShape({ id: int, stock: milli, expired: bool, blocked: bool, shortDated: bool, minDays: int }),
  );
  const allowed = batches.filter((b) => window.includeBlocked || !b.blocked);
  const counted = allowed.filter((b) => window.includeExpired || !b.expired);
  const usable = counted.filter((b) => !b.shortDated);
  const available = usable.reduce((sum, b) => sum + b.stock, 0);
  const blocked = window.includeBlocked ? 0 : batches.reduce((sum, b) => sum + (b.blocked ? b.stock : 0), 0);
  const expired = window.includeExpired ? 0 : allowed.reduce((sum, b) => sum + (b.expired ? b.stock : 0), 0);
  const shortDated = counted.reduce((sum, b) => sum + (b.shortDated ? b.stock : 0), 0);
  const takes: BatchTake[] = [];
  let left = qty;
  for (const b of usable) {
    if (left <= 0) break;
    const take = Math.min(b.stock, left);
    takes.push({ batchId: b.id, bucket, qty: take });
    left -= take;
  }
  return {
    productId,
    bucket,
    qty,
    takes,
    held: new Map(usable.map((b) => [b.id, b.stock])),
    available,
    expired,
    blocked,
    shortDated,
    minShelfLifeDays: batches[0]?.minDays ?? 0,
    enough: left <= 0,
  };
}

/** 409 for taking more than a bucket holds: the product and what is available, on `field` and in `available`. */
export function shortProductStock(
  field: string,
  product: Pick<LockedProduct, 'name' | 'unit'>,
  plan: Pick<TakePlan, 'bucket' | 'qty' | 'available' | 'expired'> &
    Partial<Pick<TakePlan, 'blocked' | 'shortDated' | 'minShelfLifeDays'>>,
): AppError {
  // Stock left out for the customer's shelf life is named (the `shortDated` variant of the message).
  const shelfLife: Record<string, number> = plan.shortDated
    ? { shortDated: fromMilli(plan.shortDated), minShelfLifeDays: plan.minShelfLifeDays ?? 0 }
    : {};
  return new AppError(409, 'stock.short', {
    params: { ...shortParams(product.name, product.unit, plan), bucket: plan.bucket, ...shelfLife },
    fields: [field],
    extra: { available: fromMilli(plan.available) },
  });
}

/** Writes a planned take: the batches give it and the ledger records it (negative amounts). */
export async function applyTake(tx: Tx, plan: TakePlan, entry: LedgerEntry): Promise<BatchTake[]> {
  if (!plan.enough) throw new Error('applyTake: the plan is short of stock');
  await addToBatches(
    tx,
    plan.takes.map((t) => ({ ...t, qty: -t.qty })),
  );
  await writeLedger(
    tx,
    plan.takes.map((t) => ({ ...t, qty: -t.qty })),
    entry,
  );
  return plan.takes;
}

/**
 * Takes `qty` of a product from a bucket, oldest batch first, all or nothing (409 `shortProductStock` on `field`), and
 * answers what it took from each batch (to keep, so that `give` can return exactly that). Locks the product.
 */
export async function take(
  tx: Tx,
  productId: number,
  bucket: Bucket,
  qty: Milli,
  entry: LedgerEntry & { field: string; includeExpired?: boolean },
): Promise<BatchTake[]> {
  const product = (await lockProducts(tx, [productId])).get(productId);
  if (!product) throw missingReference('productId', 'product');
  const plan = await planTake(tx, productId, bucket, qty, {
    date: entry.date,
    includeExpired: entry.includeExpired ?? false,
  });
  if (!plan.enough) throw shortProductStock(entry.field, product, plan);
  return applyTake(tx, plan, entry);
}

/** Puts back exactly what takes took (to the same batches and buckets), with ledger rows (reason `return` for a sale). */
export async function give(tx: Tx, takes: BatchTake[], entry: LedgerEntry): Promise<void> {
  if (!takes.length) return;
  const products = await rows(
    tx,
    sql`select distinct product_id as "productId" from product_batches where id in ${inList(takes.map((t) => t.batchId))}`,
    rowShape({ productId: int }),
  );
  await lockProducts(
    tx,
    products.map((p) => p.productId),
  );
  await rows(
    tx,
    sql`select id from product_batches where id in ${inList(takes.map((t) => t.batchId))} order by id for update`,
  );
  await addToBatches(tx, takes);
  await writeLedger(tx, takes, entry);
}

export interface LockedBatch {
  id: number;
  /** Recalled or held by QC (decision 055): only waste and counts may change its stock. */
  blocked: boolean;
  productId: number;
  productionRunId: number | null;
  version: number;
  date: string;
  fresh: Milli;
  frozen: Milli;
}

/** A batch with its row locked (its product locked first), or undefined. */
export async function lockBatch(tx: Tx, batchId: number): Promise<LockedBatch | undefined> {
  const found = await one(
    tx,
    sql`select product_id as "productId" from product_batches where id = ${batchId}`,
    rowShape({ productId: int }),
  );
  if (!found) return undefined;
  await lockProducts(tx, [found.productId]);
  return one(
    tx,
    sql`select id, product_id as "productId", production_run_id as "productionRunId", version, date::text as date,
          (fresh * 1000)::bigint as fresh, (frozen * 1000)::bigint as frozen,
          (recalled_at is not null or held_at is not null) as blocked
        from product_batches where id = ${batchId} for update`,
    rowShape({
      id: int,
      blocked: bool,
      productId: int,
      productionRunId: int.nullable,
      version: int,
      date: stamp,
      fresh: milli,
      frozen: milli,
    }),
  );
}

/**
 * Changes one batch's buckets by signed amounts (its row locked with `lockBatch`), refusing to leave a bucket below
 * zero (409 on `field`, with what it holds), and writes the ledger rows.
 */
export async function changeBatch(
  tx: Tx,
  batch: LockedBatch,
  product: Pick<LockedProduct, 'name' | 'unit'>,
  changes: Array<{ bucket: Bucket; qty: Milli }>,
  entry: LedgerEntry & { field: string },
): Promise<void> {
  for (const bucket of ['fresh', 'frozen'] as const) {
    const delta = changes.filter((c) => c.bucket === bucket).reduce((s, c) => s + c.qty, 0);
    if (batch[bucket] + delta < 0) {
      throw shortProductStock(entry.field, product, {
        bucket,
        qty: -delta,
        available: batch[bucket],
        expired: 0,
      });
    }
  }
  const rowsOf = changes
    .filter((c) => c.qty !== 0)
    .map((c) => ({ batchId: batch.id, bucket: c.bucket, qty: c.qty }));
  await addToBatches(tx, rowsOf);
  await writeLedger(tx, rowsOf, entry);
  for (const c of changes) batch[c.bucket] += c.qty;
}

/** Makes a batch holding `qty` in one bucket, with its ledger row; answers its id. */
export async function createBatch(
  tx: Tx,
  batch: {
    productId: number;
    productionRunId: number | null;
    date: string;
    expiryDate: string | null;
    bucket: Bucket;
    qty: Milli;
  },
  entry: LedgerEntry,
): Promise<number> {
  const qty = milliText(batch.qty);
  const row = await one(
    tx,
    sql`insert into product_batches (product_id, production_run_id, date, expiry_date, fresh, frozen)
        values (${batch.productId}, ${batch.productionRunId}, ${batch.date}, ${batch.expiryDate},
                ${batch.bucket === 'fresh' ? qty : '0'}::numeric, ${batch.bucket === 'frozen' ? qty : '0'}::numeric)
        returning id`,
    rowShape({ id: int }),
  );
  await writeLedger(tx, [{ batchId: row!.id, bucket: batch.bucket, qty: batch.qty }], entry);
  return row!.id;
}
