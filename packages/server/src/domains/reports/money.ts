/**
 * The dashboard's money and the sales report's cash (issue 38, decision 048): what came in (payments not reversed, by
 * method), what falls due in the next seven days, what is overdue and who owes most of it, and the orders held for
 * credit. Read from the money domain's kept figures: an order's `balance` and `due_date` (money/ledger.ts) through the
 * open-balance indexes, payments through their days (`payment_days`).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { int, json, num, row, text } from '../../db/rowShape.js';
import type { AnswerOf, Schemas } from '../../lib/contract.js';
import { addDays } from '../../lib/dates.js';

type Received = Schemas['ReceivedByMethod'];
type Method = Schemas['PaymentMethod'];
type Overdue = AnswerOf<'reportMoney'>['overdue'];

/**
 * Payments dated from `from` to `to` (inclusive) that are not reversed, in all and by method (most first): from their
 * days (`payment_days`, migrations 0029 and 0048), a row per day and method, not the payments themselves.
 */
export async function receivedBetween(tx: Tx, from: string, to: string): Promise<Received> {
  const byMethod = await rows(
    tx,
    sql`select s.method, sum(s.amount)::bigint as amount, sum(s.received)::int as payments from payment_days s
        where s.date between ${from}::date and ${to}::date
        group by s.method having sum(s.received) > 0 order by 2 desc, 1`,
    row({ method: text, amount: num, payments: int }),
  );
  return {
    amount: byMethod.reduce((s, r) => s + r.amount, 0),
    payments: byMethod.reduce((s, r) => s + r.payments, 0),
    byMethod: byMethod.map((r) => ({ method: r.method as Method, amount: r.amount, payments: r.payments })),
  };
}

/** The dashboard's money figures on `today` (the contract's `reportMoney`). */
export async function moneyFigures(tx: Tx, today: string): Promise<AnswerOf<'reportMoney'>> {
  const until = addDays(today, 6);
  const received = await receivedBetween(tx, today, today);
  // The overdue orders read once, per customer (the figures and the five owing most): at 1M orders 81,018 of them.
  const sums = await one(
    tx,
    sql`with overdue as (
          select t.customer_id, sum(t.balance)::bigint as amount, count(*)::int as orders, min(t.due_date) as oldest
          from transactions t where t.balance > 0 and t.due_date < ${today}::date group by t.customer_id)
        select
          (select coalesce(sum(t.balance), 0) from transactions t
             where t.balance > 0 and t.due_date between ${today}::date and ${until}::date)::bigint as "dueAmount",
          (select count(*) from transactions t
             where t.balance > 0 and t.due_date between ${today}::date and ${until}::date)::int as "dueOrders",
          (select coalesce(sum(o.amount), 0) from overdue o)::bigint as "overdueAmount",
          (select coalesce(sum(o.orders), 0) from overdue o)::int as "overdueOrders",
          (select count(*) from overdue o)::int as "overdueCustomers",
          (select coalesce(json_agg(x order by x.amount desc, x.days desc, x."customerId"), '[]'::json) from (
             select o.customer_id as "customerId", c.name, c.phone, o.amount, o.orders,
               (${today}::date - o.oldest)::int as days
             from (select * from overdue order by amount desc, oldest, customer_id limit 5) o
             join customers c on c.id = o.customer_id) x) as top,
          (select count(*) from transactions t
             where t.credit_hold is not null and t.hold_released_at is null)::int as "heldOrders",
          (select coalesce(sum(t.total), 0) from transactions t
             where t.credit_hold is not null and t.hold_released_at is null)::bigint as "heldAmount"`,
    row({
      dueAmount: num,
      dueOrders: int,
      overdueAmount: num,
      overdueOrders: int,
      overdueCustomers: int,
      top: json<Overdue['top']>(),
      heldOrders: int,
      heldAmount: num,
    }),
  );
  return {
    today,
    received,
    due: { amount: sums!.dueAmount, orders: sums!.dueOrders, until },
    overdue: {
      amount: sums!.overdueAmount,
      orders: sums!.overdueOrders,
      customers: sums!.overdueCustomers,
      top: sums!.top,
    },
    held: { orders: sums!.heldOrders, amount: sums!.heldAmount },
  };
}
