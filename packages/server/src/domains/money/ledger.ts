/**
 * What an order owes and what has been paid on it (issue 38, decision 048): the one home of `transactions.paid_amount`,
 * `balance`, `settled_on`, `moved_on` and the `payment` flag (paid = nothing left to pay), and of `payments.allocated`
 * and `moved_on`, kept from the allocation ledger (`payment_allocations`: signed rows, never changed) and the order's
 * total and returns.
 *
 * Every write that changes what a customer owes or has paid takes that customer's money lock first (`lockCustomers`,
 * before any order, stock or cost lock), so that two writes for one customer (two orders checked against one credit
 * limit, a payment and a return) run one after the other on PostgreSQL, and never deadlock on the payments' rows.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { int, num, row, text } from '../../db/rowShape.js';
import { addDays } from '../../lib/dates.js';
import { applySummaries, markOrders } from '../books/reportSummaries.js';

/** What order `t` owes: its total less its returns' value (one home for the rule, decision 048). */
export const OWED = sql`(t.total - coalesce((select sum(r.value) from transaction_returns r where r.transaction_id = t.id), 0))`;

export type AllocationKind = 'pay' | 'deposit' | 'surplus' | 'reversal' | 'removed';

/** Locks the customers' money (their rows, `for no key update`: an order may still reference them), in id order. */
export async function lockCustomers(tx: Tx, customerIds: Array<number | undefined>): Promise<void> {
  const ids = [...new Set(customerIds.filter((id): id is number => id !== undefined))].sort((a, b) => a - b);
  for (const id of ids) await tx.execute(sql`select 1 from customers where id = ${id} for no key update`);
}

/** The customer of an order (read without a lock: the caller locks the customer, then the order). */
export async function customerOfOrder(tx: Tx, orderId: number): Promise<number | undefined> {
  const found = await one(
    tx,
    sql`select customer_id as id from transactions where id = ${orderId}`,
    row({ id: int }),
  );
  return found?.id;
}

/** Writes ledger rows and keeps each payment's `allocated` with them. */
export async function allocate(
  tx: Tx,
  moves: Array<{
    paymentId: number;
    orderId: number | null;
    number: string;
    date: string;
    amount: number;
    kind: AllocationKind;
  }>,
): Promise<void> {
  const real = moves.filter((m) => m.amount !== 0);
  if (!real.length) return;
  await tx.execute(sql`insert into payment_allocations (payment_id, transaction_id, number, date, amount, kind)
    select * from json_to_recordset(${JSON.stringify(real)}::json)
      as m("paymentId" int, "orderId" int, number text, date date, amount bigint, kind text)`);
  // `moved_on`, the day of the payment's latest row, lets the aging of an earlier day take `allocated` as it was then.
  await tx.execute(sql`update payments p set allocated = p.allocated + m.sum, moved_on = greatest(p.moved_on, m.last),
      updated_at = now()
    from (select "paymentId" as id, sum(amount)::bigint as sum, max(date) as last
          from json_to_recordset(${JSON.stringify(real)}::json) as m("paymentId" int, amount bigint, date date) group by 1) m
    where p.id = m.id`);
}

/** What each payment has on an order now (net of its ledger rows), latest payment first. */
async function netByPayment(tx: Tx, orderId: number) {
  return rows(
    tx,
    sql`select a.payment_id as "paymentId", sum(a.amount)::bigint as amount from payment_allocations a
        where a.transaction_id = ${orderId} group by a.payment_id having sum(a.amount) <> 0 order by a.payment_id desc`,
    row({ paymentId: int, amount: num }),
  );
}

/**
 * Brings orders' money columns up to date after a change of their total, returns or allocations: a surplus (paid
 * more than it owes now) goes back to its payments, latest first (the customer's deposit), dated `today`; then
 * paid_amount, balance, the flag, settled_on and moved_on (the day of its latest ledger row or return: the aging of an
 * earlier day reads the ledger only for orders moved since, migration 0028) follow. Summaries are the caller's
 * (`settleMarked` marks them).
 */
export async function settle(tx: Tx, orderIds: number[], today: string): Promise<void> {
  for (const id of [...new Set(orderIds)]) {
    const order = await one(
      tx,
      sql`select t.number, ${OWED} as owed,
            coalesce((select sum(a.amount) from payment_allocations a where a.transaction_id = t.id), 0) as paid
          from transactions t where t.id = ${id}`,
      row({ number: text, owed: num, paid: num }),
    );
    if (!order) continue;
    const owed = Math.max(0, order.owed);
    let surplus = order.paid - owed;
    if (surplus > 0) {
      const moves = [];
      for (const p of await netByPayment(tx, id)) {
        if (surplus <= 0) break;
        const back = Math.min(p.amount, surplus);
        surplus -= back;
        moves.push({
          paymentId: p.paymentId,
          orderId: id,
          number: order.number,
          date: today,
          amount: -back,
          kind: 'surplus' as const,
        });
      }
      await allocate(tx, moves);
    }
    await tx.execute(sql`
      with s as (
        select coalesce(sum(a.amount), 0)::bigint as paid, max(a.date) as last_paid,
          (select max(r.date) from transaction_returns r where r.transaction_id = ${id}) as last_return
        from payment_allocations a where a.transaction_id = ${id})
      update transactions t set paid_amount = s.paid, balance = greatest(0, ${owed}::bigint - s.paid),
        moved_on = greatest(s.last_paid, s.last_return),
        payment = case when ${owed}::bigint > s.paid then 'unpaid' when s.paid > 0 then 'paid' else t.payment end,
        settled_on = case when ${owed}::bigint > s.paid then null
          else coalesce(t.settled_on, greatest(s.last_paid, s.last_return, t.date)) end
      from s where t.id = ${id}`);
  }
}

/** `settle` with the report summaries kept (the `payment` flag is a key of them): for writes that do not mark them. */
export async function settleMarked(tx: Tx, orderIds: number[], today: string): Promise<void> {
  if (!orderIds.length) return;
  const marked = await markOrders(tx, orderIds);
  await settle(tx, orderIds, today);
  await applySummaries(tx, marked);
}

/** The payments of a customer with money left to allocate (their deposit), oldest first. */
export async function depositSources(tx: Tx, customerId: number) {
  return rows(
    tx,
    sql`select id, (amount - allocated)::bigint as left from payments
        where customer_id = ${customerId} and reversed_at is null and allocated < amount order by date, id`,
    row({ id: int, left: num }),
  );
}

export async function customerDeposit(tx: Tx, customerId: number): Promise<number> {
  return (await depositSources(tx, customerId)).reduce((s, p) => s + p.left, 0);
}

/**
 * An order was just delivered: its delivery day and due date (today + the customer's term now), and the customer's
 * deposit pays it. The caller settles it after.
 */
export async function delivered(tx: Tx, orderId: number, today: string): Promise<void> {
  const order = await one(
    tx,
    sql`select c.payment_term_days as term from transactions t join customers c on c.id = t.customer_id where t.id = ${orderId}`,
    row({ term: int }),
  );
  if (!order) return;
  await tx.execute(sql`update transactions set delivered_on = ${today}::date, due_date = ${addDays(today, order.term)}::date
    where id = ${orderId}`);
  await applyDeposit(tx, orderId, today);
}

/**
 * The customer's deposit pays what a delivered order owes, oldest payment first (ledger rows of kind `deposit`, dated
 * today): when it is delivered, and when a return of it is deleted (the surplus the return gave back comes home).
 */
export async function applyDeposit(tx: Tx, orderId: number, today: string): Promise<void> {
  const order = await one(
    tx,
    sql`select t.customer_id as "customerId", t.number,
          ${OWED}
            - coalesce((select sum(a.amount) from payment_allocations a where a.transaction_id = t.id), 0) as open
        from transactions t where t.id = ${orderId}`,
    row({ customerId: int, number: text, open: num }),
  );
  if (!order) return;
  let open = order.open;
  const moves = [];
  for (const p of open > 0 ? await depositSources(tx, order.customerId) : []) {
    if (open <= 0) break;
    const take = Math.min(p.left, open);
    open -= take;
    moves.push({
      paymentId: p.id,
      orderId,
      number: order.number,
      date: today,
      amount: take,
      kind: 'deposit' as const,
    });
  }
  await allocate(tx, moves);
}

/** A delivery undone: not due any more (its payments stay on it). */
export async function undelivered(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`update transactions set delivered_on = null, due_date = null where id = ${orderId}`);
}

/** Before an order is deleted: what was paid on it goes back to its payments (the customer's deposit). */
export async function removeAllocations(tx: Tx, orderId: number, today: string): Promise<void> {
  const order = await one(
    tx,
    sql`select number from transactions where id = ${orderId}`,
    row({ number: text }),
  );
  if (!order) return;
  await allocate(
    tx,
    (await netByPayment(tx, orderId)).map((p) => ({
      paymentId: p.paymentId,
      orderId,
      number: order.number,
      date: today,
      amount: -p.amount,
      kind: 'removed' as const,
    })),
  );
}
