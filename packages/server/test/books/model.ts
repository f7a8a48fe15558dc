/**
 * The books as the property test (test/books.property.test.ts) expects them: a model of one sequence's own pieces
 * (materials, products, a customer) kept by the same rules as domain.md and decision 008 say, written without the
 * server's code. Lots give first-expiring first, then oldest, then by id; batches give oldest first; every change of a
 * batch is a ledger row. Quantities are thousandths (integers), money whole rupiah.
 */
export type Milli = number;
export type Bucket = 'fresh' | 'frozen';
export type UsageReason = 'manual' | 'waste' | 'count' | 'production' | 'order';
export type LedgerReason = 'production' | 'opening' | 'count' | 'waste' | 'move' | 'sale' | 'return';

export interface Lot {
  id: number;
  material: number;
  date: string;
  expiry: string | null;
  qty: Milli;
  remaining: Milli;
  unitPrice: number;
  vendor: boolean;
  /** Received against a purchase order: the vendor's bill, so restock/update and delete refuse it (409). */
  received?: boolean;
}

/** What a usage took from one lot, or an order line from one batch. */
export interface Take {
  id: number;
  qty: Milli;
}

export interface Usage {
  id: number;
  material: number;
  date: string;
  qty: Milli;
  reason: UsageReason;
  takes: Take[];
}

export interface LedgerRow {
  bucket: Bucket;
  qty: Milli;
  reason: LedgerReason;
  date: string;
}

export interface Batch {
  id: number;
  product: number;
  date: string;
  expiry: string | null;
  fresh: Milli;
  frozen: Milli;
  run: number | null;
  ledger: LedgerRow[];
}

export interface Run {
  id: number;
  product: number;
  date: string;
  /** The expiry the producer gave; `expiry` is it capped by the lots the run took (decision 050). */
  given: string | null;
  expiry: string | null;
  qty: Milli;
  batch: number;
  /** The usage of each input material (model index → usage id). */
  inputs: Map<number, number>;
}

export interface Line {
  id: number;
  product: number;
  bucket: Bucket;
  qtyPerPack: Milli;
  unitPrice: number;
  /** The batches it took from (frozen at once, fresh once packed), oldest first. */
  takes: Take[];
}

export interface Pack {
  material: number;
  count: number;
  packPrice: number;
  lines: Line[];
}

export interface ReturnLine {
  line: number;
  qty: Milli;
  destination: Bucket | 'waste';
  gives: Take[];
}

export interface Return {
  id: number;
  date: string;
  value: number;
  lines: ReturnLine[];
}

export interface Order {
  id: number;
  /** The model index of its customer (`Model.customers`). */
  customer: number;
  date: string;
  packing: 'packed' | 'unpacked';
  delivery: 'pending' | 'delivered';
  /** The day its fresh lines were taken (packed), or null while unpacked. */
  packedDate: string | null;
  packs: Pack[];
  /** Its usage of each pack material (model index → usage id). */
  usages: Map<number, number>;
  returns: Return[];
  /** Net paid on it by each payment (`Payment.key` → rupiah): Σ of its allocation rows per payment, never 0. */
  paidBy: Record<number, number>;
  /** Due once delivered: the delivery day (today) + its customer's term; null while not delivered. */
  dueDate: string | null;
  /** The credit hold it got (the exposure then), and whether it was released; null when never held. */
  hold: { exposure: number; released: boolean } | null;
}

export type Method = 'tunai' | 'transfer' | 'qris' | 'lainnya';

/** Money received from a customer (payment/add, "Tandai lunas", a sale paid on the spot). */
export interface Payment {
  /** Its place among the sequence's payments: they get ids in this order (latest = highest). */
  key: number;
  id: number;
  customer: number;
  date: string;
  amount: number;
  method: Method;
  reversed: boolean;
}

export interface Customer {
  id: number;
  ongkir: number;
  /** Days after delivery an order is due. */
  term: number;
  limit: number | null;
}

export interface MaterialRef {
  id: number;
  kind: 'raw' | 'packaging';
  unitPrice: number;
  packPrice: number;
}

export interface Model {
  today: string;
  /** Raw materials first, then packs (see `RAW` and `PACKS`). */
  materials: MaterialRef[];
  products: Array<{ id: number; price: number }>;
  customers: Customer[];
  lots: Lot[];
  usages: Usage[];
  batches: Batch[];
  runs: Run[];
  orders: Order[];
  payments: Payment[];
  /** The sequence's vendor (decision 051): its purchase orders, Σ of its bills and of the payments to it. */
  vendor: { id: number; name: string };
  purchases: Purchase[];
  billed: number;
  vendorPaid: number;
}

/** A purchase order of one line, sent: what it asked and what has arrived. */
export interface Purchase {
  id: number;
  lineId: number;
  material: number;
  date: string;
  qty: Milli;
  price: number;
  received: Milli;
}

/** The model indexes of the raw materials and of the pack materials. */
export const RAW = [0, 1];
export const PACKS = [2, 3];

/** `qty × price` in whole rupiah, rounded half away from zero (qty in thousandths). */
export const amount = (qty: Milli, price: number): number =>
  Math.sign(qty) * Math.floor((Math.abs(qty) * price + 500) / 1000);

const expiredOn = (expiry: string | null, date: string) => expiry !== null && expiry < date;

export interface Plan {
  takes: Take[];
  enough: boolean;
}

function takeInOrder<T extends { id: number }>(items: T[], qty: Milli, held: (item: T) => Milli): Plan {
  const takes: Take[] = [];
  let left = qty;
  for (const item of items) {
    if (left <= 0) break;
    const take = Math.min(held(item), left);
    if (take > 0) takes.push({ id: item.id, qty: take });
    left -= take;
  }
  return { takes, enough: left <= 0 };
}

/** The lots a usage of `material` on `date` may take, in the order it takes them. */
export function lotsFor(m: Model, material: number, date: string, includeExpired: boolean): Lot[] {
  return m.lots
    .filter((l) => l.material === material && l.remaining > 0 && l.date <= date)
    .filter((l) => includeExpired || !expiredOn(l.expiry, date))
    .sort(
      (a, b) =>
        (a.expiry ?? '9999-12-31').localeCompare(b.expiry ?? '9999-12-31') ||
        a.date.localeCompare(b.date) ||
        a.id - b.id,
    );
}

export function planLots(
  m: Model,
  material: number,
  qty: Milli,
  date: string,
  includeExpired: boolean,
): Plan {
  return takeInOrder(lotsFor(m, material, date, includeExpired), qty, (l) => l.remaining);
}

/** What the lots of a material dated on or before `date` hold, expired ones included (a stock count's system). */
export const heldOn = (m: Model, material: number, date: string): Milli =>
  lotsFor(m, material, date, true).reduce((s, l) => s + l.remaining, 0);

const lotOf = (m: Model, id: number) => m.lots.find((l) => l.id === id)!;
export const batchOf = (m: Model, id: number) => m.batches.find((b) => b.id === id)!;
export const usageOf = (m: Model, id: number) => m.usages.find((u) => u.id === id)!;

/** Takes a planned allocation from the lots. */
export function applyLots(m: Model, plan: Plan): void {
  for (const t of plan.takes) lotOf(m, t.id).remaining -= t.qty;
}

/** Gives a usage's takes back to the same lots and forgets them. */
export function releaseUsage(m: Model, usage: Usage): void {
  for (const t of usage.takes) lotOf(m, t.id).remaining += t.qty;
  usage.takes = [];
}

export function removeUsage(m: Model, id: number): void {
  releaseUsage(m, usageOf(m, id));
  m.usages = m.usages.filter((u) => u.id !== id);
}

/** The batches a take of `product` from `bucket` on `date` may use, oldest first. */
export function planBatches(
  m: Model,
  product: number,
  bucket: Bucket,
  qty: Milli,
  date: string,
  includeExpired: boolean,
): Plan {
  const batches = m.batches
    .filter((b) => b.product === product && b[bucket] > 0 && b.date <= date)
    .filter((b) => includeExpired || !expiredOn(b.expiry, date))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  return takeInOrder(batches, qty, (b) => b[bucket]);
}

/** Changes a batch's bucket and writes its ledger row. */
export function changeBatch(
  m: Model,
  id: number,
  bucket: Bucket,
  qty: Milli,
  reason: LedgerReason,
  date: string,
): void {
  if (qty === 0) return;
  const batch = batchOf(m, id);
  batch[bucket] += qty;
  batch.ledger.push({ bucket, qty, reason, date });
}

/** The first date a batch gave anything out or took anything in but its production (null: never moved). */
export function firstMovement(batch: Batch): string | null {
  const dates = batch.ledger.filter((r) => r.reason !== 'production').map((r) => r.date);
  return dates.length ? dates.sort()[0]! : null;
}

/** The lines of an order, in order. */
export const linesOf = (order: Order): Line[] => order.packs.flatMap((p) => p.lines);

/** An order's sums, as the contract's pricing rule says (domain.md, Sales transactions). */
export function orderSums(m: Model, order: Order) {
  let items = 0;
  let packaging = 0;
  let count = 0;
  for (const p of order.packs) {
    packaging += p.count * p.packPrice;
    for (const l of p.lines) {
      items += amount(l.qtyPerPack * p.count, l.unitPrice);
      count += l.qtyPerPack * p.count;
    }
  }
  const ongkir = m.customers[order.customer]!.ongkir;
  return { items, packaging, ongkir, total: items + packaging + ongkir, count };
}

/** What a line has come back already, over all the order's returns. */
export const returnedOf = (order: Order, lineId: number): Milli =>
  order.returns.flatMap((r) => r.lines).reduce((s, l) => s + (l.line === lineId ? l.qty : 0), 0);

/** What returns of a line have put back into a batch so far. */
export const givenBackOf = (order: Order, lineId: number, batchId: number): Milli =>
  order.returns
    .flatMap((r) => r.lines)
    .filter((l) => l.line === lineId)
    .flatMap((l) => l.gives)
    .reduce((s, g) => s + (g.id === batchId ? g.qty : 0), 0);

// ---------- money (decision 048, domains/money/ledger.ts and payments.ts) ----------

/** What an order owes: its total less its returns' value (never below 0). */
export const owedOf = (m: Model, order: Order): number =>
  Math.max(0, orderSums(m, order).total - order.returns.reduce((s, r) => s + r.value, 0));

/** What has been paid on an order: Σ of its allocation rows. */
export const paidOf = (order: Order): number => Object.values(order.paidBy).reduce((s, a) => s + a, 0);

export const balanceOf = (m: Model, order: Order): number => Math.max(0, owedOf(m, order) - paidOf(order));

/** The flag every list reads: paid once nothing is left to pay (every order here owes something: its ongkir). */
export const flagOf = (m: Model, order: Order): 'paid' | 'unpaid' =>
  balanceOf(m, order) > 0 ? 'unpaid' : 'paid';

/** What a payment has on orders: Σ of its rows (a deleted order's rows add up to 0). */
export const allocatedOf = (m: Model, payment: Payment): number =>
  m.orders.reduce((s, o) => s + (o.paidBy[payment.key] ?? 0), 0);

/** A customer's payments with money left to allocate (their deposit), oldest first (date, then id). */
export const depositSources = (m: Model, customer: number): Payment[] =>
  m.payments
    .filter((p) => p.customer === customer && !p.reversed && allocatedOf(m, p) < p.amount)
    .sort((a, b) => a.date.localeCompare(b.date) || a.key - b.key);

export const depositOf = (m: Model, customer: number): number =>
  depositSources(m, customer).reduce((s, p) => s + p.amount - allocatedOf(m, p), 0);

/** Moves `amount` of a payment onto an order (negative: back off it). */
export function allocate(order: Order, payment: Payment, amount: number): void {
  const net = (order.paidBy[payment.key] ?? 0) + amount;
  if (net === 0) delete order.paidBy[payment.key];
  else order.paidBy[payment.key] = net;
}

/** Records a payment in the model (its id is learned after the step). */
export function newPayment(
  m: Model,
  fields: Pick<Payment, 'customer' | 'date' | 'amount' | 'method'>,
): Payment {
  const payment: Payment = { key: m.payments.length, id: 0, reversed: false, ...fields };
  m.payments.push(payment);
  return payment;
}

/** `settle`: paid beyond what it owes goes back to its payments, latest payment first (the customer's deposit). */
export function settle(m: Model, order: Order): void {
  let surplus = paidOf(order) - owedOf(m, order);
  const latestFirst = m.payments.filter((p) => order.paidBy[p.key]).sort((a, b) => b.key - a.key);
  for (const p of latestFirst) {
    if (surplus <= 0) break;
    const back = Math.min(order.paidBy[p.key]!, surplus);
    allocate(order, p, -back);
    surplus -= back;
  }
}

/** The customer's deposit pays what an order owes, oldest payment first (on delivery, and when a return goes). */
export function applyDeposit(m: Model, order: Order): void {
  let open = owedOf(m, order) - paidOf(order);
  for (const p of open > 0 ? depositSources(m, order.customer) : []) {
    if (open <= 0) break;
    const take = Math.min(p.amount - allocatedOf(m, p), open);
    allocate(order, p, take);
    open -= take;
  }
}

export const isHeld = (order: Order): boolean => order.hold !== null && !order.hold.released;

/**
 * Would an order owing `owed` more put its customer over their limit (open balances of their other orders + this −
 * deposit)? Answers the exposure when it would, else null. (Every due date here is today or later: never overdue.)
 */
export function creditCheck(m: Model, customer: number, except: Order | null, owed: number): number | null {
  const { limit } = m.customers[customer]!;
  if (owed <= 0 || limit === null) return null;
  const open = m.orders
    .filter((o) => o.customer === customer && o !== except)
    .reduce((s, o) => s + balanceOf(m, o), 0);
  const exposure = Math.max(0, open + owed - depositOf(m, customer));
  return exposure > limit ? exposure : null;
}

/** A customer's line of the aging today: open balances of delivered orders; credit = deposit + paid ahead of delivery. */
export function agingOf(m: Model, customer: number) {
  const mine = m.orders.filter((o) => o.customer === customer);
  const open = mine.filter((o) => o.delivery === 'delivered').reduce((s, o) => s + balanceOf(m, o), 0);
  const ahead = mine.filter((o) => o.delivery !== 'delivered').reduce((s, o) => s + paidOf(o), 0);
  const credit = depositOf(m, customer) + ahead;
  return { open, credit, balance: open - credit };
}
