/**
 * Payments (issue 38, decision 048): money received from a customer, allocated to their orders; what is left is their
 * deposit. A reversal keeps the payment (marked, with who, when and why) and takes its allocations back through the
 * ledger in the same transaction. "Tandai lunas" is a payment of the order's balance.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { bool, int, num, row, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { dateOrToday, daysBetween } from '../../lib/dates.js';
import { conflict, invalid, missingReference, notFound } from '../../lib/errors.js';
import { audit } from '../platform/audit.js';
import type { OrderContext, StockContext } from '../platform/context.js';
import { allocate, customerDeposit, lockCustomers, OWED, settleMarked } from './ledger.js';
import { paymentReceived } from '../webhooks/events.js';

export type Payment = Schemas['Payment'];
type PaymentInput = Schemas['PaymentInput'];
type Method = Schemas['PaymentMethod'];

export const PAYMENT_COLUMNS = sql`p.id, p.version, to_json(p.created_at)#>>'{}' as "createdAt", to_json(p.updated_at)#>>'{}' as "updatedAt",
  p.customer_id as "customerId", json_build_object('id', c.id, 'name', c.name) as customer, p.date::text as date,
  p.amount, p.method, p.reference, p.allocated,
  case when p.reversed_at is null then p.amount - p.allocated else 0 end::bigint as deposit,
  (select coalesce(json_agg(json_build_object('orderId', x.transaction_id, 'number', x.number, 'amount', x.amount)
      order by x.transaction_id), '[]'::json)
    from (select a.transaction_id, min(a.number) as number, sum(a.amount)::bigint as amount from payment_allocations a
          where a.payment_id = p.id and a.transaction_id is not null group by a.transaction_id having sum(a.amount) > 0) x) as allocations,
  (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = p.created_by) as "createdBy",
  to_json(p.reversed_at)#>>'{}' as "reversedAt",
  (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = p.reversed_by) as "reversedBy",
  p.reverse_reason as "reverseReason"`;
export const PAYMENT_FROM = sql`payments p join customers c on c.id = p.customer_id`;

export async function getPayment(tx: Tx, id: number): Promise<Payment> {
  const found = await one<Payment>(
    tx,
    sql`select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.id = ${id}`,
  );
  if (!found) throw notFound('payment');
  return found;
}

/** A customer's orders with a balance, in the order a payment without allocations pays them. */
export async function openOrders(tx: Tx, customerId: number) {
  return rows(
    tx,
    sql`select t.id, t.number, t.date::text as date, t.due_date::text as "dueDate", t.total, t.paid_amount as paid,
          t.balance, t.delivery = 'delivered' as delivered
        from transactions t where t.customer_id = ${customerId} and t.balance > 0
        order by t.due_date nulls last, t.date, t.id`,
    row({
      id: int,
      number: text,
      date: text,
      dueDate: text.nullable,
      total: num,
      paid: num,
      balance: num,
      delivered: bool,
    }),
  );
}

interface Plan {
  allocations: Array<{ orderId: number; number: string; date: string; amount: number }>;
}

/** Checks the allocations asked for, or plans them: open orders oldest due first; the rest is deposit. */
async function planAllocations(tx: Tx, input: PaymentInput): Promise<Plan> {
  const open = await openOrders(tx, input.customerId);
  if (!input.allocations) {
    let left = input.amount;
    const allocations = [];
    for (const o of open) {
      if (left <= 0) break;
      const amount = Math.min(o.balance, left);
      left -= amount;
      allocations.push({ orderId: o.id, number: o.number, date: o.date, amount });
    }
    return { allocations };
  }
  const byId = new Map(open.map((o) => [o.id, o]));
  const seen = new Map<number, number>();
  let sum = 0;
  const allocations = input.allocations.map((a, i) => {
    const field = `allocations.${i}`;
    const first = seen.get(a.orderId);
    if (first !== undefined) throw invalid(`${field}.orderId`, 'payment.duplicateOrder', { line: first + 1 });
    seen.set(a.orderId, i);
    const order = byId.get(a.orderId);
    if (!order) throw invalid(`${field}.orderId`, 'payment.orderNotOpen', { number: String(a.orderId) });
    if (a.amount > order.balance)
      throw invalid(`${field}.amount`, 'payment.overBalance', {
        number: order.number,
        balance: order.balance,
      });
    sum += a.amount;
    return { orderId: order.id, number: order.number, date: order.date, amount: a.amount };
  });
  if (sum > input.amount)
    throw invalid('allocations', 'payment.overAmount', { allocated: sum, amount: input.amount });
  return { allocations };
}

/**
 * Records a payment (or, with `dryRun`, answers it as it would be and keeps nothing: the caller rolls back). The
 * customer's money is locked first: two payments, or a payment and an order, of one customer queue.
 */
export async function recordPayment(tx: Tx, ctx: StockContext, input: PaymentInput): Promise<Payment> {
  const customer = await one(
    tx,
    sql`select id from customers where id = ${input.customerId}`,
    row({ id: int }),
  );
  if (!customer) throw missingReference('customerId', 'customer');
  await lockCustomers(tx, [input.customerId]);
  const date = dateOrToday('date', input.date, ctx.today);
  const plan = await planAllocations(tx, input);
  const created = await one(
    tx,
    sql`insert into payments (customer_id, date, amount, method, reference, created_by)
        values (${input.customerId}, ${date}::date, ${input.amount}, ${input.method}, ${input.reference?.trim() || null}, ${ctx.userId})
        returning id`,
    row({ id: int }),
  );
  const id = created!.id;
  await allocate(
    tx,
    plan.allocations.map((a) => ({
      paymentId: id,
      orderId: a.orderId,
      number: a.number,
      // Money that came before its order is a deposit until the order's date, and pays it from then (a `deposit`
      // row, which the aging of a past day finds among the rows written after it).
      date: a.date > date ? a.date : date,
      amount: a.amount,
      kind: a.date > date ? ('deposit' as const) : ('pay' as const),
    })),
  );
  await settleMarked(
    tx,
    plan.allocations.map((a) => a.orderId),
    ctx.today,
  );
  const after = await getPayment(tx, id);
  await audit(tx, { userId: ctx.userId, action: 'create', entity: 'payment', entityId: id, after });
  await paymentReceived(tx, id, input.customerId, async () => after);
  return after;
}

/** Reverses a payment: its allocations are taken back (ledger rows dated today), the orders' balances follow. */
export async function reversePayment(
  tx: Tx,
  ctx: StockContext,
  id: number,
  reason: string,
): Promise<Payment> {
  if (reason.trim().length < 3) throw invalid('reason', 'validation.minLength', { limit: 3 });
  const found = await one(
    tx,
    sql`select customer_id as "customerId" from payments where id = ${id}`,
    row({ customerId: int }),
  );
  if (!found) throw notFound('payment');
  await lockCustomers(tx, [found.customerId]);
  const before = await getPayment(tx, id);
  if (before.reversedAt) throw conflict('payment.reversed', { id });
  const net = await rows(
    tx,
    sql`select a.transaction_id as "orderId", min(a.number) as number, sum(a.amount)::bigint as amount
        from payment_allocations a where a.payment_id = ${id} and a.transaction_id is not null
        group by a.transaction_id having sum(a.amount) <> 0`,
    row({ orderId: int, number: text, amount: num }),
  );
  await allocate(
    tx,
    net.map((a) => ({
      paymentId: id,
      orderId: a.orderId,
      number: a.number,
      date: ctx.today,
      amount: -a.amount,
      kind: 'reversal' as const,
    })),
  );
  await tx.execute(sql`update payments set reversed_on = ${ctx.today}::date, reversed_at = now(), reversed_by = ${ctx.userId},
    reverse_reason = ${reason.trim()}, version = version + 1, updated_at = now() where id = ${id}`);
  await settleMarked(
    tx,
    net.map((a) => a.orderId),
    ctx.today,
  );
  const after = await getPayment(tx, id);
  await audit(tx, { userId: ctx.userId, action: 'delete', entity: 'payment', entityId: id, before, after });
  return after;
}

/**
 * "Tandai lunas": a payment of the order's balance, allocated to it (method `tunai` unless said). An order with
 * nothing left to pay (a total of 0, or everything returned) is only flagged paid. The caller holds the customer's
 * money lock and the order's row, and keeps the summaries (the order write marks them).
 */
export async function payBalance(
  tx: Tx,
  ctx: OrderContext,
  order: { id: number; number: string; customerId: number },
  method: Method = 'tunai',
): Promise<void> {
  // What is paid on it now, from its ledger rows: the kept `paid_amount` is settled after this (an order moved to
  // another customer in the same update has had its payments taken back already).
  const state = await one(
    tx,
    sql`select ${OWED} - coalesce((select sum(a.amount) from payment_allocations a where a.transaction_id = t.id), 0) as open
        from transactions t where t.id = ${order.id}`,
    row({ open: num }),
  );
  const open = state?.open ?? 0;
  if (open <= 0) {
    await tx.execute(sql`update transactions set payment = 'paid' where id = ${order.id}`);
    return;
  }
  const created = await one(
    tx,
    sql`insert into payments (customer_id, date, amount, method, reference, created_by)
        values (${order.customerId}, ${ctx.today}::date, ${open}, ${method}, ${order.number}, ${ctx.userId}) returning id`,
    row({ id: int }),
  );
  await allocate(tx, [
    {
      paymentId: created!.id,
      orderId: order.id,
      number: order.number,
      date: ctx.today,
      amount: open,
      kind: 'pay',
    },
  ]);
  await audit(tx, {
    userId: ctx.userId,
    action: 'create',
    entity: 'payment',
    entityId: created!.id,
    after: { orderId: order.id, number: order.number, amount: open, method },
  });
  await paymentReceived(tx, created!.id, order.customerId, () => getPayment(tx, created!.id));
}

// ---------- credit ----------

export type CreditHold = Schemas['CreditHold'];

/** A customer's money position (the order form, the payment dialog). */
export async function customerCredit(
  tx: Tx,
  customerId: number,
  today: string,
): Promise<Schemas['CustomerCredit']> {
  const customer = await one(
    tx,
    sql`select payment_term_days as term, credit_limit as "limit" from customers where id = ${customerId}`,
    row({ term: int, limit: num.nullable }),
  );
  if (!customer) throw notFound('customer');
  const open = await openOrders(tx, customerId);
  const deposit = await customerDeposit(tx, customerId);
  const openSum = open.reduce((s, o) => s + o.balance, 0);
  const overdue = open.filter((o) => o.delivered && o.dueDate !== null && o.dueDate < today);
  const exposure = Math.max(0, openSum - deposit);
  return {
    customerId,
    paymentTermDays: customer.term,
    creditLimit: customer.limit,
    open: openSum,
    deposit,
    exposure,
    available: customer.limit === null ? null : customer.limit - exposure,
    overdueOrders: overdue.length,
    overdueBalance: overdue.reduce((s, o) => s + o.balance, 0),
    overdueDays: overdue.reduce((d, o) => Math.max(d, daysBetween(o.dueDate!, today)), 0),
    openOrders: open,
  };
}

/**
 * Would an order owing `owed` more put its customer on credit hold (issue 38)? Over the limit: open balances of their
 * other orders + this one − deposit > limit. Overdue: an order of theirs more than the profile's days past due. An
 * order that adds nothing owed (paid on the spot) extends no credit and is never held. The caller holds the
 * customer's money lock, so two orders of one customer are checked one after the other.
 */
export async function creditCheck(
  tx: Tx,
  customerId: number,
  orderId: number | null,
  owed: number,
  today: string,
): Promise<Omit<CreditHold, 'heldAt' | 'releasedAt' | 'releasedBy' | 'releaseNote'> | null> {
  if (owed <= 0) return null;
  const figures = await one(
    tx,
    sql`select c.credit_limit as "limit", b.credit_hold_overdue_days as "overdueDays",
          (select coalesce(sum(t.balance), 0) from transactions t where t.customer_id = c.id and t.balance > 0
             and t.id is distinct from ${orderId}::int)::bigint as open,
          (select min(t.due_date)::text from transactions t where t.customer_id = c.id and t.balance > 0
             and t.due_date < ${today}::date and t.id is distinct from ${orderId}::int) as "oldestDue",
          (select coalesce(sum(p.amount - p.allocated), 0) from payments p where p.customer_id = c.id
             and p.reversed_at is null and p.allocated < p.amount)::bigint as deposit
        from customers c cross join business_profile b where c.id = ${customerId} and b.id = 1`,
    row({ limit: num.nullable, overdueDays: int, open: num, oldestDue: text.nullable, deposit: num }),
  );
  if (!figures) return null;
  const exposure = Math.max(0, figures.open + owed - figures.deposit);
  const overdueDays = figures.oldestDue ? daysBetween(figures.oldestDue, today) : 0;
  const reasons: Array<'limit' | 'overdue'> = [];
  if (figures.limit !== null && exposure > figures.limit) reasons.push('limit');
  if (overdueDays > figures.overdueDays) reasons.push('overdue');
  return reasons.length ? { reasons, exposure, limit: figures.limit, overdueDays } : null;
}

export const HOLD_JSON = sql`case when t.credit_hold is null then null else t.credit_hold || jsonb_build_object(
  'releasedAt', to_json(t.hold_released_at)#>>'{}',
  'releasedBy', (select jsonb_build_object('id', u.id, 'name', u.name) from users u where u.id = t.hold_released_by),
  'releaseNote', t.hold_release_note) end`;

export const isHeld = (order: { creditHold: CreditHold | null }) =>
  order.creditHold !== null && order.creditHold.releasedAt === null;
