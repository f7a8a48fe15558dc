/**
 * The returns of the books' property test: a line of a delivered order comes back, up to what was delivered less
 * earlier returns, into a bucket of the batches the line took from (up to what it took from each) or as waste; a
 * return's delete takes that stock out again, refused when a batch no longer holds it.
 */
import type { Json } from '../helpers.js';
import {
  amount,
  applyDeposit,
  settle,
  batchOf,
  changeBatch,
  givenBackOf,
  linesOf,
  returnedOf,
  type Bucket,
  type Model,
  type Return,
  type Take,
} from './model.js';
import { type OpOf, type Step, type World, pick, qtyOf } from './world.js';

/** A return of one line of a delivered order: back into a bucket of the batches the line took from, or waste. */
export async function giveBack(w: World, m: Model, op: OpOf<'return'>): Promise<Step | null> {
  // Delivered orders first (a return needs one), then every order (a return of one not delivered is refused).
  const target = pick([...m.orders.filter((o) => o.delivery === 'delivered'), ...m.orders], op.order);
  const line = target && pick(linesOf(target), op.line);
  if (!target || !line) return null;
  const date = w.dayAfter(target.date, op.after) > w.today ? w.today : w.dayAfter(target.date, op.after);
  const req = {
    url: '/api/transaction/return/add',
    body: {
      transactionId: target.id,
      date,
      reason: 'Rusak',
      lines: [
        {
          lineId: line.id,
          qty: qtyOf(op.bad === 'negative' ? -op.qty : op.qty),
          destination: op.destination,
        },
      ],
    },
  };
  if (op.bad === 'negative') return { expected: 422, req };
  if (target.delivery !== 'delivered') return { expected: 409, req };
  const pack = target.packs.find((p) => p.lines.includes(line))!;
  if (op.qty > line.qtyPerPack * pack.count - returnedOf(target, line.id)) return { expected: 422, req };
  const gives: Take[] = [];
  if (op.destination !== 'waste') {
    const taken = new Map<number, number>();
    for (const t of line.takes) taken.set(t.id, (taken.get(t.id) ?? 0) + t.qty);
    const order = [...taken.keys()].sort(
      (a, b) => batchOf(m, a).date.localeCompare(batchOf(m, b).date) || a - b,
    );
    let left = op.qty;
    for (const id of order) {
      const free = taken.get(id)! - givenBackOf(target, line.id, id);
      if (left <= 0 || free <= 0) continue;
      gives.push({ id, qty: Math.min(free, left) });
      left -= Math.min(free, left);
    }
    if (left > 0) return { expected: 422, req };
    for (const g of gives) changeBatch(m, g.id, op.destination, g.qty, 'return', date);
  }
  const made: Return = {
    id: 0,
    date,
    value: amount(op.qty, line.unitPrice),
    lines: [{ line: line.id, qty: op.qty, destination: op.destination, gives }],
  };
  target.returns.push(made);
  // Paid more than it owes now: the surplus goes back to its payments, latest first (the customer's deposit).
  settle(m, target);
  const known = new Set(target.returns.map((r) => r.id));
  return {
    expected: 200,
    req,
    learn: (json) =>
      void (made.id = (json.datas.returns as Json[])
        .map((r) => r.id as number)
        .find((id) => !known.has(id))!),
  };
}

export async function returnDelete(w: World, m: Model, op: OpOf<'returnDelete'>): Promise<Step | null> {
  const target = pick(
    m.orders.filter((o) => o.returns.length),
    op.order,
  );
  const gone = target && pick(target.returns, op.ret);
  if (!target || !gone) return null;
  const req = { method: 'DELETE' as const, url: `/api/transaction/return/delete/${gone.id}` };
  const given = new Map<string, { batch: number; bucket: Bucket; qty: number }>();
  for (const l of gone.lines)
    for (const g of l.gives) {
      const key = `${g.id}:${l.destination}`;
      const entry = given.get(key) ?? { batch: g.id, bucket: l.destination as Bucket, qty: 0 };
      entry.qty += g.qty;
      given.set(key, entry);
    }
  if ([...given.values()].some((g) => batchOf(m, g.batch)[g.bucket] < g.qty)) return { expected: 409, req };
  const date = w.today < gone.date ? gone.date : w.today;
  for (const g of given.values()) changeBatch(m, g.batch, g.bucket, -g.qty, 'return', date);
  target.returns = target.returns.filter((r) => r !== gone);
  // What the return gave back to the deposit pays the order again, oldest payment first.
  applyDeposit(m, target);
  settle(m, target);
  return { expected: 200, req };
}
