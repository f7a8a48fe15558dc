/**
 * The product stock operations of the books' property test: opening stock (a new batch), waste (from a batch, or
 * oldest batch first, expired ones too), counts of a batch's bucket, and moves between fresh and frozen.
 */
import { changeBatch, planBatches, type Batch, type Model } from './model.js';
import { type OpOf, type Step, type World, pick, qtyOf, refusedAtOnce, versionOf } from './world.js';

export async function opening(w: World, m: Model, op: OpOf<'opening'>): Promise<Step> {
  const date = w.day(op.bad === 'future' ? 1 : op.day);
  const expiry = op.expiry === null ? null : w.dayAfter(date, op.expiry);
  const req = {
    url: '/api/stock/add',
    body: {
      reason: 'opening',
      productId: m.products[op.product]!.id,
      bucket: op.bucket,
      qty: qtyOf(op.bad === 'negative' ? -op.qty : op.qty),
      date,
      ...(expiry ? { expiryDate: expiry } : {}),
    },
  };
  if (refusedAtOnce(op.bad)) return { expected: refusedAtOnce(op.bad), req };
  const batch: Batch = {
    id: 0,
    product: op.product,
    date,
    expiry,
    fresh: 0,
    frozen: 0,
    run: null,
    ledger: [],
  };
  batch[op.bucket] = op.qty;
  batch.ledger.push({ bucket: op.bucket, qty: op.qty, reason: 'opening', date });
  m.batches.push(batch);
  return { expected: 200, req, learn: (json) => void (batch.id = json.changes[0].batchId as number) };
}

/** Waste from a batch, or oldest batch first (expired ones too). */
export async function waste(w: World, m: Model, op: OpOf<'waste'>): Promise<Step> {
  const date = w.day(op.day);
  const own = m.batches.filter((b) => b.product === op.product);
  const batch = op.batch === null ? undefined : pick(own, op.batch);
  const req = {
    url: '/api/stock/add',
    body: {
      reason: 'waste',
      productId: m.products[op.product]!.id,
      bucket: op.bucket,
      qty: qtyOf(op.bad === 'negative' ? -op.qty : op.qty),
      date,
      ...(batch ? { batchId: batch.id } : {}),
    },
  };
  if (op.bad === 'negative') return { expected: 422, req };
  if (batch) {
    if (batch[op.bucket] < op.qty) return { expected: 409, req };
    changeBatch(m, batch.id, op.bucket, -op.qty, 'waste', date);
    return { expected: 200, req };
  }
  const plan = planBatches(m, op.product, op.bucket, op.qty, date, true);
  if (!plan.enough) return { expected: 409, req };
  for (const t of plan.takes) changeBatch(m, t.id, op.bucket, -t.qty, 'waste', date);
  return { expected: 200, req };
}

/** A count of one bucket of a batch: the bucket becomes what was counted. */
export async function stockCount(w: World, m: Model, op: OpOf<'stockCount'>): Promise<Step | null> {
  const batch = pick(m.batches, op.batch);
  if (!batch) return null;
  const counted = op.bad === 'negative' ? -250 : Math.max(0, batch[op.bucket] + op.delta);
  const date = w.day(op.day);
  const req = {
    url: '/api/stock/add',
    body: {
      reason: 'count',
      productId: m.products[batch.product]!.id,
      batchId: batch.id,
      bucket: op.bucket,
      qty: qtyOf(counted),
      date,
    },
  };
  if (op.bad === 'negative') return { expected: 422, req };
  changeBatch(m, batch.id, op.bucket, counted - batch[op.bucket], 'count', date);
  return { expected: 200, req };
}

/** A move between the fresh and frozen stock of a batch, `after` days after the batch's date (−1: before it, refused). */
export async function move(w: World, m: Model, op: OpOf<'move'>): Promise<Step | null> {
  const batch = pick(m.batches, op.batch);
  if (!batch) return null;
  const date = w.dayAfter(batch.date, op.after) > w.today ? w.today : w.dayAfter(batch.date, op.after);
  const req = {
    url: '/api/stock/update',
    body: {
      id: batch.id,
      version: await versionOf(w, 'product_batches', batch.id, op.bad === 'stale'),
      to: op.to,
      qty: qtyOf(op.bad === 'negative' ? -op.qty : op.qty),
      date,
    },
  };
  if (op.bad === 'stale') return { expected: 409, req };
  if (op.bad === 'negative' || date < batch.date) return { expected: 422, req };
  const from = op.to === 'frozen' ? 'fresh' : 'frozen';
  if (batch[from] < op.qty) return { expected: 409, req };
  changeBatch(m, batch.id, from, -op.qty, 'move', date);
  changeBatch(m, batch.id, op.to, op.qty, 'move', date);
  return { expected: 200, req };
}

/** The ids of the usages an order recorded, by the model index of their material. */
