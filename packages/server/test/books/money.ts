/**
 * The money operations of the books' property test (issue 38, decision 048): payments with and without allocations
 * (some dated back, some with allocations the server must refuse), reversals, and the release of a credit hold. The
 * orders' side (a sale paid on the spot, "Tandai lunas", delivery, deletes, returns) is in orders.ts and returns.ts.
 */
import { sql } from 'drizzle-orm';
import { allocate, balanceOf, isHeld, newPayment, settle, type Model, type Order } from './model.js';
import { type OpOf, type Step, type World, pick, versionOf } from './world.js';

/** A customer's orders with a balance, in the order a payment without allocations pays them: due first, then date. */
export const openOrders = (m: Model, customer: number): Order[] =>
  m.orders
    .filter((o) => o.customer === customer && balanceOf(m, o) > 0)
    .sort(
      (a, b) =>
        (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
        a.date.localeCompare(b.date) ||
        a.id - b.id,
    );

const customerOf = (m: Model, n: number) => n % m.customers.length;

/** payment/add without allocations: open orders oldest due first (delivered before the rest); the rest is deposit. */
export async function pay(w: World, m: Model, op: OpOf<'pay'>): Promise<Step> {
  const customer = customerOf(m, op.customer);
  const date = w.day(op.bad === 'future' ? 1 : op.day);
  const req = {
    url: '/api/payment/add',
    body: {
      customerId: m.customers[customer]!.id,
      amount: op.bad === 'negative' ? -op.amount : op.amount,
      method: op.method,
      // Today's payments leave the date out (today is the default).
      ...(date === w.today ? {} : { date }),
    },
  };
  if (op.bad) return { expected: 422, req };
  const payment = newPayment(m, { customer, date, amount: op.amount, method: op.method });
  let left = op.amount;
  for (const o of openOrders(m, customer)) {
    if (left <= 0) break;
    const amount = Math.min(balanceOf(m, o), left);
    allocate(o, payment, amount);
    left -= amount;
    settle(m, o);
  }
  return { expected: 200, req };
}

/** payment/add with allocations: each within its order's balance, Σ within the amount; or a refusal (422). */
export async function payTo(w: World, m: Model, op: OpOf<'payTo'>): Promise<Step | null> {
  const customer = customerOf(m, op.customer);
  const open = openOrders(m, customer);
  const chosen = new Map<Order, number>();
  for (const { order, part } of op.orders) {
    const target = pick(open, order);
    if (target && !chosen.has(target))
      chosen.set(target, Math.max(1, Math.round((balanceOf(m, target) * part) / 4)));
  }
  const allocations = [...chosen].map(([o, amount]) => ({ orderId: o.id, amount }));
  if (op.bad === 'notOpen') {
    // Another customer's order, a paid one, or none at all.
    const closed = pick(
      m.orders.filter((o) => o.customer !== customer || balanceOf(m, o) === 0),
      op.orders[0]!.order,
    );
    allocations.splice(0, 1, { orderId: closed?.id ?? 2_147_483_647, amount: 1000 });
  } else if (!allocations.length) return null;
  if (op.bad === 'overBalance') allocations[0]!.amount = balanceOf(m, [...chosen.keys()][0]!) + 1;
  if (op.bad === 'twice') allocations.push({ ...allocations[0]! });
  const sum = allocations.reduce((s, a) => s + a.amount, 0);
  const amount = op.bad === 'overAmount' ? sum - 1 : sum + op.extra;
  const date = w.day(op.day);
  const req = {
    url: '/api/payment/add',
    body: {
      customerId: m.customers[customer]!.id,
      amount,
      method: op.method,
      date,
      reference: 'Transfer',
      allocations,
    },
  };
  if (op.bad) return { expected: 422, req };
  const payment = newPayment(m, { customer, date, amount, method: op.method });
  for (const [o, a] of chosen) {
    allocate(o, payment, a);
    settle(m, o);
  }
  return { expected: 200, req };
}

/** payment/delete/{id}: a reversal with a reason takes its allocations back; a second one is refused (409). */
export async function reverse(_w: World, m: Model, op: OpOf<'reverse'>): Promise<Step | null> {
  const target = pick(m.payments, op.payment);
  if (!target) return null;
  const req = {
    url: `/api/payment/delete/${target.id}`,
    // Three characters for the contract, one once trimmed: the server's rule refuses it.
    body: { reason: op.bad === 'reason' ? ' x ' : 'Transfer ditolak bank' },
  };
  if (op.bad) return { expected: 422, req };
  if (target.reversed) return { expected: 409, req };
  for (const o of m.orders) {
    const net = o.paidBy[target.key];
    if (net) allocate(o, target, -net);
  }
  target.reversed = true;
  return { expected: 200, req };
}

/** transaction/releaseHold: a held order may be packed and delivered again; one not held is refused (409). */
export async function release(w: World, m: Model, op: OpOf<'release'>): Promise<Step | null> {
  // Held orders first (a release needs one), then every order (one not held is refused).
  const target = pick([...m.orders.filter(isHeld), ...m.orders], op.order);
  if (!target) return null;
  const version = await versionOf(w, 'transactions', target.id, op.bad === 'stale');
  const req = {
    url: '/api/transaction/releaseHold',
    body: { id: target.id, version, note: 'Sudah janji bayar' },
  };
  if (op.bad === 'stale' || !isHeld(target)) return { expected: 409, req };
  target.hold = { ...target.hold!, released: true };
  return { expected: 200, req };
}

/** The ids of the payments the model made in the last step (the sequence's customers' payments, in id order). */
export async function learnPayments(w: World, m: Model): Promise<void> {
  if (m.payments.every((p) => p.id)) return;
  const ids = `{${m.customers.map((c) => c.id).join(',')}}`;
  const found = await w.t.query<{ id: number }>(
    sql`select id from payments where customer_id = any(${ids}::int[]) order by id`,
  );
  if (found.length !== m.payments.length)
    throw new Error(`${found.length} payments stored where the model made ${m.payments.length}`);
  found.forEach((p, i) => (m.payments[i]!.id = p.id));
}
