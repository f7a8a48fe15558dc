/**
 * The stock of a sales order (domain.md, Sales transactions; decision 008): its pack materials through lot allocation
 * (one usage per material, reason `order`), its products from the batches oldest first (frozen lines at once, fresh
 * lines only once packed), all or nothing. What it took is kept (`usage_lots`, `transaction_batches`) so that an edit
 * or a delete gives exactly that back.
 *
 * Locks, as decision 008 orders them: the pack materials (id order), then the products (id order), then lots and
 * batches in the order they are taken from.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { rows } from '../../db/query.js';
import { shortOfMany, type AppError } from '../../lib/errors.js';
import { milliText, type Milli } from '../../lib/quantity.js';
import {
  applyTake,
  give,
  planTake,
  shortProductStock,
  type BatchTake,
  type Bucket,
  type LockedProduct,
  type TakePlan,
} from '../stock/batches.js';
import type { Actor } from '../platform/crud.js';
import type { Writer } from '../platform/context.js';
import {
  applyAllocations,
  insertUsages,
  planAllocations,
  removeUsage,
  shortStock,
  type AllocationPlan,
  type LockedMaterial,
} from '../stock/lots.js';
import { int, milli, row, text } from '../../db/rowShape.js';

/** A line as the order's stock needs it: where its qty is reported, and its row once written. */
export interface StockLine {
  field: string;
  product: LockedProduct;
  bucket: Bucket;
  /** qty per pack × the pack's count. */
  qty: Milli;
  lineId?: number;
}

export interface StockPack {
  field: string;
  material: LockedMaterial;
  count: number;
}

/** Whether a line's stock is taken in the order's current state: frozen always, fresh once packed. */
export const takesNow = (bucket: Bucket, packed: boolean) => bucket === 'frozen' || packed;

export interface OrderStockPlan {
  materials: Array<{ material: LockedMaterial; plan: AllocationPlan }>;
  products: Array<{ lines: StockLine[]; plan: TakePlan }>;
}

/** One 409 for every short material and product, each named on its field; `available` is the first's. */
function refuseShort(errors: AppError[]): never {
  if (errors.length === 1) throw errors[0]!;
  throw shortOfMany(errors, 'product');
}

/**
 * Plans the order's stock (materials and products locked already): `count` of each pack material from lots dated on
 * or before `date`, and each product's lines that take stock now, per bucket, from batches made on or before `date`
 * (frozen) or `packedDate` (fresh) and not expired then, nor (for a customer who asks for a minimum shelf life)
 * expiring before the delivery day (`deliveryDate`, else `date`) plus those days. Any shortage refuses the whole
 * order (409; stock left out for the shelf life is named in it).
 */
export async function planOrderStock(
  tx: Tx,
  packs: StockPack[],
  lines: StockLine[],
  when: { date: string; packedDate: string | null; customerId: number; deliveryDate: string | null },
): Promise<OrderStockPlan> {
  const perMaterial = new Map<number, { material: LockedMaterial; count: number; field: string }>();
  for (const p of packs) {
    const m = perMaterial.get(p.material.id);
    if (m) m.count += p.count;
    else perMaterial.set(p.material.id, { material: p.material, count: p.count, field: p.field });
  }
  const wanted = [...perMaterial.values()];
  const materialPlans = await planAllocations(
    tx,
    wanted.map((m) => ({ materialId: m.material.id, qty: m.count * 1000 })),
    { date: when.date, includeExpired: false },
  );
  const short: AppError[] = [];
  wanted.forEach((m, i) => {
    if (!materialPlans[i]!.enough) short.push(shortStock(m.field, m.material, materialPlans[i]!));
  });

  const groups = new Map<string, StockLine[]>();
  for (const line of lines) {
    if (!takesNow(line.bucket, when.packedDate !== null)) continue;
    const key = `${line.product.id}:${line.bucket}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const products: OrderStockPlan['products'] = [];
  for (const group of [...groups.values()].sort((a, b) => a[0]!.product.id - b[0]!.product.id)) {
    const { product, bucket } = group[0]!;
    const qty = group.reduce((sum, l) => sum + l.qty, 0);
    const date = bucket === 'fresh' ? when.packedDate! : when.date;
    const plan = await planTake(tx, product.id, bucket, qty, {
      date,
      includeExpired: false,
      shelfLife: { customerId: when.customerId, deliveryDate: when.deliveryDate ?? when.date },
    });
    if (!plan.enough) short.push(shortProductStock(group[0]!.field, product, plan));
    products.push({ lines: group, plan });
  }
  if (short.length) refuseShort(short);
  return { materials: wanted.map((m, i) => ({ material: m.material, plan: materialPlans[i]! })), products };
}

/** Splits a product's takes (oldest batch first) over its lines in order, so that each line knows its batches. */
function splitOverLines(lines: StockLine[], takes: BatchTake[]) {
  const out: Array<{ lineId: number; take: BatchTake }> = [];
  const queue = takes.map((t) => ({ ...t }));
  for (const line of lines) {
    let left = line.qty;
    while (left > 0 && queue.length) {
      const head = queue[0]!;
      const qty = Math.min(head.qty, left);
      out.push({ lineId: line.lineId!, take: { batchId: head.batchId, bucket: head.bucket, qty } });
      head.qty -= qty;
      left -= qty;
      if (head.qty === 0) queue.shift();
    }
  }
  return out;
}

/** Writes a planned order stock (its lines written, `lineId` set): usages with their lots, batch takes, the ledger. */
export async function applyOrderStock(
  tx: Tx,
  actor: Writer,
  order: { id: number; number: string; date: string; packedDate: string | null },
  plan: OrderStockPlan,
): Promise<void> {
  const note = `Pesanan ${order.number}`;
  const usageIds = await insertUsages(
    tx,
    actor,
    plan.materials.map((m) => ({
      materialId: m.material.id,
      date: order.date,
      qty: m.plan.qty,
      reason: 'order',
      note,
      transactionId: order.id,
    })),
  );
  await applyAllocations(
    tx,
    usageIds.map((usageId, i) => ({ usageId, plan: plan.materials[i]!.plan })),
  );
  const kept: Array<{ lineId: number; take: BatchTake }> = [];
  for (const { lines, plan: take } of plan.products) {
    const date = take.bucket === 'fresh' ? order.packedDate! : order.date;
    await applyTake(tx, take, { reason: 'sale', date, note, transactionId: order.id, userId: actor.userId });
    kept.push(...splitOverLines(lines, take.takes));
  }
  if (kept.length) {
    const values = sql.join(
      kept.map(
        (k) =>
          sql`(${order.id}::int, ${k.lineId}::int, ${k.take.batchId}::int, ${k.take.bucket}::text, ${milliText(k.take.qty)}::numeric)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      insert into transaction_batches (transaction_id, line_id, batch_id, bucket, qty)
      select * from (values ${values}) as v(transaction_id, line_id, batch_id, bucket, qty)`);
  }
}

/** What an order took from the batches, summed per batch and bucket. */
export async function orderTakes(tx: Tx, transactionId: number): Promise<BatchTake[]> {
  return rows(
    tx,
    sql`select batch_id as "batchId", bucket, (sum(qty) * 1000)::bigint as qty from transaction_batches
        where transaction_id = ${transactionId} group by batch_id, bucket order by batch_id, bucket`,
    row({ batchId: int, bucket: text<Bucket>(), qty: milli }),
  );
}

/**
 * Gives back exactly what an order took: its usages to the same lots (and they are deleted), its batch takes to the
 * same batches (ledger reason `return`), and forgets the takes.
 */
export async function releaseOrderStock(
  tx: Tx,
  actor: Actor,
  order: { id: number; number: string; date: string },
  today: string,
): Promise<void> {
  const usages = await rows(
    tx,
    sql`select id from usages where transaction_id = ${order.id} order by id`,
    row({ id: int }),
  );
  await removeUsage(
    tx,
    usages.map((u) => u.id),
  );
  const takes = await orderTakes(tx, order.id);
  await give(tx, takes, {
    reason: 'return',
    date: today < order.date ? order.date : today,
    note: `Pesanan ${order.number}`,
    transactionId: order.id,
    userId: actor.userId,
  });
  await tx.execute(sql`delete from transaction_batches where transaction_id = ${order.id}`);
}

/** The pack materials and products an order uses now, to lock them before an edit or a delete. */
export async function orderStockIds(
  tx: Tx,
  transactionId: number,
): Promise<{ materialIds: number[]; productIds: number[] }> {
  const m = await rows(
    tx,
    sql`select distinct material_id as id from transaction_packs where transaction_id = ${transactionId}`,
    row({ id: int }),
  );
  const p = await rows(
    tx,
    sql`select distinct tl.product_id as id from transaction_lines tl join transaction_packs tp on tp.id = tl.pack_id where tp.transaction_id = ${transactionId}`,
    row({ id: int }),
  );
  const u = await rows(
    tx,
    sql`select distinct material_id as id from usages where transaction_id = ${transactionId}`,
    row({ id: int }),
  );
  return { materialIds: [...new Set([...m, ...u].map((r) => r.id))], productIds: p.map((r) => r.id) };
}
