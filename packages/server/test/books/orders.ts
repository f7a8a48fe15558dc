/**
 * The sales operations of the books' property test: orders and their edits, state changes, deletes, undoing a
 * delivery, returns and their deletes. Stock as domain.md says: each pack material `count` units from the lots, each
 * product line oldest batch first from its bucket (frozen at once, fresh once packed; delivering packs), all or
 * nothing; an edit that touches packs, date or packing gives everything back and takes it again.
 */
import { sql } from 'drizzle-orm';
import type { Json } from '../helpers.js';
import {
  allocate,
  applyDeposit,
  applyLots,
  changeBatch,
  creditCheck,
  flagOf,
  isHeld,
  linesOf,
  newPayment,
  orderSums,
  owedOf,
  PACKS,
  paidOf,
  settle,
  planBatches,
  planLots,
  removeUsage,
  type Bucket,
  type Model,
  type Order,
  type Pack,
  type Usage,
} from './model.js';
import type { PackSpec } from './ops.js';
import { type OpOf, type Step, type World, pick, qtyOf, versionOf } from './world.js';

function packsOf(m: Model, specs: PackSpec[]): Pack[] {
  return specs.map((s) => {
    const material = PACKS[s.pack]!;
    return {
      material,
      count: s.count,
      packPrice: m.materials[material]!.packPrice,
      lines: s.lines.map((l) => ({
        id: 0,
        product: l.product,
        bucket: l.bucket,
        qtyPerPack: l.qty,
        unitPrice: m.products[l.product]!.price,
        takes: [],
      })),
    };
  });
}

const specsOf = (packs: Pack[]): PackSpec[] =>
  packs.map((p) => ({
    pack: PACKS.indexOf(p.material),
    count: p.count,
    lines: p.lines.map((l) => ({ product: l.product, bucket: l.bucket, qty: l.qtyPerPack })),
  }));

const packsBody = (m: Model, specs: PackSpec[], negative = false) =>
  specs.map((p, i) => ({
    materialId: m.materials[PACKS[p.pack]!]!.id,
    count: p.count,
    lines: p.lines.map((l, j) => ({
      productId: m.products[l.product]!.id,
      bucket: l.bucket,
      qtyPerPack: qtyOf(negative && i === 0 && j === 0 ? -l.qty : l.qty),
    })),
  }));

/** A product twice in one bucket of one pack is refused (422). */
const duplicated = (specs: PackSpec[]) =>
  specs.some((p) => new Set(p.lines.map((l) => `${l.product}:${l.bucket}`)).size !== p.lines.length);

const takesNow = (bucket: Bucket, order: Order) => bucket === 'frozen' || order.packing === 'packed';

/** Delivery implies packing (issue 37): an order that becomes delivered while unpacked is packed first. */
const packingOf = (delivery: Order['delivery'], packing: Order['packing']): Order['packing'] =>
  delivery === 'delivered' ? 'packed' : packing;

/** Takes an order's stock, all or nothing; answers the usages it recorded, or null when anything is short. */
function takeOrderStock(m: Model, order: Order): Usage[] | null {
  const counts = new Map<number, number>();
  for (const p of order.packs) counts.set(p.material, (counts.get(p.material) ?? 0) + p.count);
  const lotPlans = [...counts].map(([material, n]) => ({
    material,
    plan: planLots(m, material, n * 1000, order.date, false),
  }));
  const groups = new Map<string, Array<{ line: Pack['lines'][number]; qty: number }>>();
  for (const p of order.packs)
    for (const line of p.lines) {
      if (!takesNow(line.bucket, order)) continue;
      const key = `${line.product}:${line.bucket}`;
      groups.set(key, [...(groups.get(key) ?? []), { line, qty: line.qtyPerPack * p.count }]);
    }
  const batchPlans = [...groups.values()].map((group) => {
    const { product, bucket } = group[0]!.line;
    const date = bucket === 'fresh' ? order.packedDate! : order.date;
    const qty = group.reduce((s, g) => s + g.qty, 0);
    return { group, bucket, date, plan: planBatches(m, product, bucket, qty, date, false) };
  });
  if (lotPlans.some((p) => !p.plan.enough) || batchPlans.some((p) => !p.plan.enough)) return null;
  const usages = lotPlans.map(({ material, plan }): Usage => {
    applyLots(m, plan);
    return {
      id: 0,
      material,
      date: order.date,
      qty: counts.get(material)! * 1000,
      reason: 'order',
      takes: plan.takes,
    };
  });
  m.usages.push(...usages);
  for (const { group, bucket, date, plan } of batchPlans) {
    for (const t of plan.takes) changeBatch(m, t.id, bucket, -t.qty, 'sale', date);
    // Split over the lines in order, oldest batch first.
    const queue = plan.takes.map((t) => ({ ...t }));
    for (const { line, qty } of group) {
      let left = qty;
      while (left > 0 && queue.length) {
        const head = queue[0]!;
        const take = Math.min(head.qty, left);
        line.takes.push({ id: head.id, qty: take });
        head.qty -= take;
        left -= take;
        if (head.qty === 0) queue.shift();
      }
    }
  }
  return usages;
}

/** Gives back exactly what an order took: its usages to their lots, its batch takes (one ledger row per batch and bucket). */
function releaseOrderStock(m: Model, order: Order, today: string) {
  for (const id of order.usages.values()) removeUsage(m, id);
  order.usages = new Map();
  const back = new Map<string, { batch: number; bucket: Bucket; qty: number }>();
  for (const line of linesOf(order)) {
    for (const t of line.takes) {
      const key = `${t.id}:${line.bucket}`;
      const entry = back.get(key) ?? { batch: t.id, bucket: line.bucket, qty: 0 };
      entry.qty += t.qty;
      back.set(key, entry);
    }
    line.takes = [];
  }
  const date = today < order.date ? order.date : today;
  for (const b of back.values()) changeBatch(m, b.batch, b.bucket, b.qty, 'return', date);
}

/** The ids of the usages an order recorded, by the model index of their material. */
export async function orderUsages(w: World, m: Model, orderId: number): Promise<Map<number, number>> {
  const found = await w.t.query<{ id: number; materialId: number }>(
    sql`select id, material_id as "materialId" from usages where transaction_id = ${orderId}`,
  );
  return new Map(found.map((u) => [m.materials.findIndex((x) => x.id === u.materialId), u.id]));
}

/** After an order's stock was (re)taken: its line ids from the answer, its usages' ids from the database. */
function learnOrder(w: World, m: Model, order: Order, usages: Usage[]) {
  return async (json: Json) => {
    order.id = json.datas.id as number;
    (json.datas.packs as Json[]).forEach((p, i) =>
      (p.lines as Json[]).forEach((l, j) => (order.packs[i]!.lines[j]!.id = l.id as number)),
    );
    order.usages = await orderUsages(w, m, order.id);
    for (const u of usages) u.id = order.usages.get(u.material)!;
  };
}

/**
 * "Tandai lunas" (a sale paid on the spot, the status, the form's payment field): a payment of the balance, today,
 * allocated to the order. The caller settles it.
 */
function payBalance(w: World, m: Model, target: Order): void {
  const open = owedOf(m, target) - paidOf(target);
  if (open <= 0) return;
  const payment = newPayment(m, { customer: target.customer, date: w.today, amount: open, method: 'tunai' });
  allocate(target, payment, open);
}

/** Marked delivered today: due after the customer's term, and their deposit pays it. The caller settles it. */
function markDelivered(w: World, m: Model, target: Order): void {
  target.dueDate = w.dayAfter(w.today, m.customers[target.customer]!.term);
  applyDeposit(m, target);
}

export async function order(w: World, m: Model, op: OpOf<'order'>): Promise<Step> {
  const date = w.day(op.bad === 'future' ? 1 : op.day);
  const customer = op.customer ?? 0;
  const req = {
    url: '/api/transaction/add',
    body: {
      customerId: m.customers[customer]!.id,
      date,
      payment: op.paid ? 'paid' : 'unpaid',
      packing: op.packing,
      delivery: op.delivery,
      packs: packsBody(m, op.packs, op.bad === 'negative'),
    },
  };
  if (op.bad) return { expected: 422, req };
  if (duplicated(op.packs)) return { expected: 422, req };
  const created: Order = {
    id: 0,
    customer,
    date,
    packing: packingOf(op.delivery, op.packing),
    delivery: op.delivery,
    packedDate: null,
    packs: packsOf(m, op.packs),
    usages: new Map(),
    returns: [],
    paidBy: {},
    dueDate: null,
    hold: null,
  };
  // Over the credit limit: accepted but held, neither packed nor delivered (paid on the spot, it owes nothing more).
  const exposure = creditCheck(m, customer, null, op.paid ? 0 : orderSums(m, created).total);
  if (exposure !== null) {
    Object.assign(created, { packing: 'unpacked', delivery: 'pending' });
    created.hold = { exposure, released: false };
  }
  if (created.packing === 'packed') created.packedDate = w.today;
  const usages = takeOrderStock(m, created);
  if (!usages) return { expected: 409, req };
  m.orders.push(created);
  if (op.paid) payBalance(w, m, created);
  if (created.delivery === 'delivered') markDelivered(w, m, created);
  settle(m, created);
  return { expected: 200, req, learn: learnOrder(w, m, created, usages) };
}

const samePacks = (a: PackSpec[], b: PackSpec[]) => JSON.stringify(a) === JSON.stringify(b);

/** A change of an order through transaction/update (or transaction/status: the same rules, states only). */
async function changeOrder(
  w: World,
  m: Model,
  target: Order,
  changes: {
    customer?: number | undefined;
    packs?: PackSpec[];
    date?: string;
    payment?: 'paid' | 'unpaid';
    packing?: Order['packing'];
    delivery?: Order['delivery'];
  },
  stale: boolean,
  url = '/api/transaction/update',
): Promise<Step> {
  const body: Json = {
    id: target.id,
    version: await versionOf(w, 'transactions', target.id, stale),
    ...(changes.customer !== undefined ? { customerId: m.customers[changes.customer]!.id } : {}),
    ...(changes.packs ? { packs: packsBody(m, changes.packs) } : {}),
    ...(changes.date ? { date: changes.date } : {}),
    ...(changes.payment ? { payment: changes.payment } : {}),
    ...(changes.packing ? { packing: changes.packing } : {}),
    ...(changes.delivery ? { delivery: changes.delivery } : {}),
  };
  const req = { url, body };
  if (stale) return { expected: 409, req };
  // The flag follows the payments: "belum lunas" is refused once money was received on it (a payment is reversed).
  if (changes.payment === 'unpaid' && paidOf(target) > 0) return { expected: 409, req };
  // "Lunas" on an order with a balance: a payment of it.
  const payNow = changes.payment === 'paid' && flagOf(m, target) !== 'paid';
  const moved = changes.customer !== undefined && changes.customer !== target.customer;
  if (target.delivery === 'delivered') {
    const refused =
      moved ||
      (changes.packs && !samePacks(changes.packs, specsOf(target.packs))) ||
      (changes.date && changes.date !== target.date) ||
      (changes.packing && changes.packing !== target.packing) ||
      changes.delivery === 'pending';
    if (refused) return { expected: 409, req };
    if (payNow) payBalance(w, m, target);
    settle(m, target);
    return { expected: 200, req };
  }
  const date = changes.date ?? target.date;
  if (date > w.today || (changes.packs && duplicated(changes.packs))) return { expected: 422, req };
  // The target is not delivered yet: delivering it now packs it.
  const packing = packingOf(changes.delivery ?? target.delivery, changes.packing ?? target.packing);
  const delivery = changes.delivery ?? target.delivery;
  // Credit: an order that comes to owe more, or moves to another customer, is checked again unless held already
  // (what it owes: its total less what stays paid on it; moved, nothing does); held, it moves neither.
  const customer = changes.customer ?? target.customer;
  const total = orderSums(m, { ...target, packs: packsOf(m, changes.packs ?? specsOf(target.packs)) }).total;
  const before = orderSums(m, target).total;
  const exposure =
    !isHeld(target) && (moved || total > before)
      ? creditCheck(m, customer, target, payNow ? 0 : total - (moved ? 0 : paidOf(target)))
      : null;
  // (Not delivered yet: delivering it is a move.)
  const moves = (packing === 'packed' && target.packing !== 'packed') || delivery === 'delivered';
  if ((isHeld(target) || exposure !== null) && moves) return { expected: 409, req };
  const restock = changes.packs !== undefined || date !== target.date || packing !== target.packing;
  const packedDate =
    packing === 'packed'
      ? target.packedDate && target.packedDate >= date
        ? target.packedDate
        : w.today
      : null;
  const delivering = delivery === 'delivered';
  target.delivery = delivery;
  if (exposure !== null) target.hold = { exposure, released: false };
  let usages: Usage[] | null = [];
  if (restock) {
    releaseOrderStock(m, target, w.today);
    Object.assign(target, {
      date,
      packing,
      packedDate,
      packs: packsOf(m, changes.packs ?? specsOf(target.packs)),
    });
    usages = takeOrderStock(m, target);
    if (!usages) return { expected: 409, req };
  }
  // Money of one customer never pays another's order: moved, what was paid goes back to the payments (deposit).
  if (moved) {
    target.paidBy = {};
    target.customer = customer;
  }
  if (payNow) payBalance(w, m, target);
  if (delivering) markDelivered(w, m, target);
  settle(m, target);
  return { expected: 200, req, ...(restock ? { learn: learnOrder(w, m, target, usages) } : {}) };
}

export async function orderEdit(w: World, m: Model, op: OpOf<'orderEdit'>): Promise<Step | null> {
  const target = pick(m.orders, op.order);
  if (!target) return null;
  const date = op.day === undefined ? undefined : w.day(op.bad === 'future' ? 1 : op.day);
  const payment = op.paid === undefined ? undefined : op.paid ? 'paid' : 'unpaid';
  return changeOrder(
    w,
    m,
    target,
    {
      customer: op.customer === undefined ? undefined : op.customer % m.customers.length,
      packs: op.packs,
      date,
      payment,
      packing: op.packing,
      delivery: op.delivery,
    },
    op.bad === 'stale',
  );
}

/** "Tandai status": paid, packed or delivered. */
export async function status(w: World, m: Model, op: OpOf<'status'>): Promise<Step | null> {
  const target = pick(m.orders, op.order);
  if (!target) return null;
  const changes =
    op.target === 'paid'
      ? { payment: 'paid' as const }
      : op.target === 'packed'
        ? { packing: 'packed' as const }
        : { delivery: 'delivered' as const };
  return changeOrder(w, m, target, changes, op.bad === 'stale', '/api/transaction/status');
}

export async function orderDelete(w: World, m: Model, op: OpOf<'orderDelete'>): Promise<Step | null> {
  const target = pick(m.orders, op.order);
  if (!target) return null;
  const req = { method: 'DELETE' as const, url: `/api/transaction/delete/${target.id}` };
  if (target.delivery === 'delivered') return { expected: 409, req };
  releaseOrderStock(m, target, w.today);
  // What was paid on it goes back to its payments (rows of kind `removed`): the customer's deposit.
  m.orders = m.orders.filter((o) => o !== target);
  return { expected: 200, req };
}

export async function undeliver(w: World, m: Model, op: OpOf<'undeliver'>): Promise<Step | null> {
  const target = pick(m.orders, op.order);
  if (!target) return null;
  const version = await versionOf(w, 'transactions', target.id, op.bad === 'stale');
  const req = { url: '/api/transaction/undeliver', body: { id: target.id, version, reason: 'Salah kirim' } };
  if (op.bad === 'stale' || target.delivery !== 'delivered' || target.returns.length)
    return { expected: 409, req };
  // Not due any more; its payments stay on it.
  target.delivery = 'pending';
  target.dueDate = null;
  return { expected: 200, req };
}
