/**
 * The invariants the app's tests hold its books to (test/materials.test.ts, productStock.test.ts, lots.test.ts,
 * sales and production tests), as SQL over the whole database: each query answers the rows that break it.
 */
import type { Sink } from './sink.js';

export interface Invariant {
  name: string;
  /** Rows breaking the invariant (the first few are shown). */
  sql: string;
}

/** A report summary table (decision 018) and the facts view of migration 0023 it sums. */
interface Summary {
  table: string;
  view: string;
  /** Key columns after grain and period; `payment` (first when there) has a `*` row too. */
  keys: readonly string[];
  sums: readonly string[];
}

const SUMMARIES: Summary[] = [
  {
    table: 'sales_summary',
    view: 'sales_facts',
    keys: ['payment'],
    sums: [
      'orders',
      'items',
      'item_revenue',
      'packaging',
      'ongkir',
      'total',
      'return_count',
      'return_items',
      'return_value',
      'cost',
      'return_cost',
    ],
  },
  {
    table: 'sales_customer_summary',
    view: 'sales_facts',
    keys: ['payment', 'customer_id'],
    sums: [
      'orders',
      'items',
      'total',
      'return_count',
      'return_items',
      'return_value',
      'ongkir',
      'cost',
      'return_cost',
    ],
  },
  {
    table: 'sales_product_summary',
    view: 'sales_product_facts',
    keys: ['payment', 'product_id', 'bucket'],
    sums: ['lines', 'qty', 'revenue', 'return_lines', 'return_qty', 'return_value', 'cost', 'return_cost'],
  },
  {
    table: 'expense_summary',
    view: 'expense_facts',
    keys: ['kind', 'purchase'],
    sums: ['restocks', 'total'],
  },
];

/**
 * A summary table recomputed in full from its facts view (day rows per key, under `*` too, months and years rolled
 * up) against what is stored: the keys of each row that differs, is missing or is extra. Rows whose sums are all zero
 * count as absent (the writes delete them).
 */
function summaryInvariant({ table, view, keys, sums }: Summary): Invariant {
  const list = (names: readonly string[], prefix = '') => names.map((n) => prefix + n).join(', ');
  const summed = sums.map((n) => `sum(${n}) as ${n}`).join(', ');
  const nonzero = `(${list(sums)}) <> (${sums.map(() => '0').join(', ')})`;
  const others = keys.filter((k) => k !== 'payment');
  const rollup = (grain: string, unit: string) =>
    `select '${grain}', date_trunc('${unit}', period::timestamp)::date, ${list(keys)}, ${summed}
             from days group by ${list(['2', ...keys])}`;
  return {
    name: `${table} is its facts (${view}, migration 0023) by day${keys.includes('payment') ? ", '*'" : ''}, month and year`,
    sql: `with facts as (select date as period, ${list(keys)}, ${summed} from ${view} group by ${list(['1', ...keys])}),
          days as (select * from facts${
            keys.includes('payment')
              ? `
            union all select period, '*', ${list([...others, summed])}
              from facts group by ${list(['period', ...others])}`
              : ''
          }),
          x as (select 'd' as grain, period, ${list(keys)}, ${list(sums)} from days
            union all ${rollup('m', 'month')}
            union all ${rollup('y', 'year')})
          select grain, period::text as period, ${list(keys)}
          from (select * from ${table} where ${nonzero}) s
          full join (select * from x where ${nonzero}) x using (grain, period, ${list(keys)})
          where (${list(sums, 's.')}) is distinct from (${list(sums, 'x.')})`,
  };
}

/** What each order owes (total − its returns' value) and what its allocation rows put on it (issue 38, 0025). */
const ORDER_MONEY = `select t.id, t.number, t.date, t.payment, t.total, t.paid_amount, t.balance, t.settled_on,
    coalesce(r.value, 0) as returns, coalesce(a.rows, 0) as rows, r.transaction_id is not null as returned
  from transactions t
  left join (select transaction_id, sum(value)::bigint as value from transaction_returns group by 1) r on r.transaction_id = t.id
  left join (select transaction_id, sum(amount)::bigint as rows from payment_allocations
             where transaction_id is not null group by 1) a on a.transaction_id = t.id`;

/** The money rules (migration 0025, domains/money ledger.ts and payments.ts) over orders, payments and customers. */
const MONEY: Invariant[] = [
  {
    name: 'per order paid_amount = Σ its allocation rows and balance = max(0, total − returns − paid_amount)',
    sql: `select id, number, total, returns, paid_amount, rows, balance from (${ORDER_MONEY}) o
          where paid_amount <> rows or balance <> greatest(0, total - returns - paid_amount)`,
  },
  {
    name: 'per order Σ allocation rows is within 0…total − returns (never over)',
    sql: `select id, number, total, returns, rows from (${ORDER_MONEY}) o
          where rows < 0 or rows > greatest(0, total - returns)`,
  },
  {
    name: "the payment flag agrees with the balance: 'paid' when nothing is left and something was paid",
    sql: `select id, number, payment, paid_amount, balance from (${ORDER_MONEY}) o
          where (balance > 0 and payment <> 'unpaid') or (balance = 0 and paid_amount > 0 and payment <> 'paid')`,
  },
  {
    // As ledger.ts settles: when the rows (in the order they were written) last brought the balance to 0, the day is
    // the latest of the order's date and its rows' dates so far; it stays while the order is paid.
    name: 'settled_on is null while open; else the day the rows last brought the balance to 0 (orders without returns)',
    sql: `with o as (${ORDER_MONEY}),
          r as (select a.transaction_id as id, a.id as aid, sum(a.amount) over w as cum, max(a.date) over w as upto
                from payment_allocations a where a.transaction_id is not null
                window w as (partition by a.transaction_id order by a.id)),
          s as (select r.id, max(r.aid) filter (where r.cum < o.total) as last_open
                from r join o on o.id = r.id group by r.id),
          want as (select r.id, min(r.upto) as settled from r join s on s.id = r.id join o on o.id = r.id
                   where r.cum >= o.total and (s.last_open is null or r.aid > s.last_open) group by r.id)
          select o.id, o.number, o.balance, o.settled_on, greatest(o.date, w.settled) as want
          from o left join want w on w.id = o.id
          where (o.balance > 0 and o.settled_on is not null)
             or (o.balance = 0 and o.paid_amount > 0 and o.settled_on is null)
             or (not o.returned and o.balance = 0 and o.paid_amount > 0
                 and greatest(o.date, w.settled) is distinct from o.settled_on)`,
  },
  {
    name: 'delivered orders have delivered_on (their delivery day) and a due date on or after it, others neither',
    sql: `select id, number, delivery, delivered_on, due_date from transactions
          where (delivery = 'delivered') <> (delivered_on is not null) or (due_date is null) <> (delivered_on is null)
             or due_date < delivered_on or due_date > delivered_on + 365
             or (delivered_at is not null and delivered_on <> (delivered_at at time zone 'Asia/Jakarta')::date)`,
  },
  {
    name: 'per payment allocated = Σ its rows, within 0…amount, and 0 when reversed (with its reversal day)',
    sql: `select p.id, p.amount, p.allocated, coalesce(a.rows, 0) as rows, p.reversed_on from payments p
          left join (select payment_id, sum(amount)::bigint as rows from payment_allocations group by 1) a on a.payment_id = p.id
          where p.allocated <> coalesce(a.rows, 0) or p.allocated < 0 or p.allocated > p.amount or p.amount <= 0
             or (p.reversed_on is null) <> (p.reversed_at is null) or (p.reversed_on is not null and p.allocated <> 0)
             or p.reversed_on < p.date`,
  },
  {
    // The aging of a past day takes an order's and a payment's columns as they stood at D unless they moved after D
    // (migration 0028): a `moved_on` earlier than a row would put a wrong figure in it.
    name: 'moved_on is the day of the latest ledger row (and return) of each order and payment, null without any',
    sql: `select 'order' as of, t.id, t.moved_on, m.day from transactions t
          left join (select id, max(date) as day from (select transaction_id as id, date from payment_allocations
                       where transaction_id is not null union all select transaction_id, date from transaction_returns) x
                     group by 1) m on m.id = t.id
          where t.moved_on is distinct from m.day
          union all
          select 'payment', p.id, p.moved_on, m.day from payments p
          left join (select payment_id as id, max(date) as day from payment_allocations group by 1) m on m.id = p.id
          where p.moved_on is distinct from m.day`,
  },
  {
    // An order moved to another customer keeps the old customer's rows, netting to 0 (taken back on the move).
    name: 'a payment has money only on orders of its customer; rows dated on or after the payment, of the order number',
    sql: `select a.id, a.payment_id, a.transaction_id, a.number, a.date, p.date as paid from payment_allocations a
          join payments p on p.id = a.payment_id left join transactions t on t.id = a.transaction_id
          where (t.id is not null and t.number <> a.number) or a.date < p.date
          union all
          select null, a.payment_id, a.transaction_id, null, null, null from payment_allocations a
          join payments p on p.id = a.payment_id join transactions t on t.id = a.transaction_id
          where t.customer_id <> p.customer_id group by a.payment_id, a.transaction_id having sum(a.amount) <> 0`,
  },
  {
    name: 'table_counts = the rows of customers and of purchase_orders (migration 0047)',
    sql: `select w.name, c.n, w.n as want
          from (values ('customers', (select count(*) from customers)),
                       ('purchase_orders', (select count(*) from purchase_orders))) w(name, n)
          left join table_counts c on c.name = w.name
          where c.n is distinct from w.n`,
  },
  {
    name: 'per day and method, payment_days = its payments (how many, not reversed, money not reversed, what is unallocated)',
    sql: `select coalesce(s.date, p.date) as date, coalesce(s.method, p.method) as method, s.count, p.count as want
          from payment_days s
          full join (select date, method, count(*)::int as count,
                       count(*) filter (where reversed_at is null)::int as received,
                       coalesce(sum(amount) filter (where reversed_at is null), 0)::bigint as amount,
                       coalesce(sum(amount - allocated) filter (where reversed_at is null), 0)::bigint as deposit
                     from payments group by 1, 2) p on p.date = s.date and p.method = s.method
          where (s.count, s.received, s.amount, s.deposit) is distinct from (coalesce(p.count, 0), coalesce(p.received, 0),
                                                                  coalesce(p.amount, 0), coalesce(p.deposit, 0))`,
  },
  {
    name: 'per customer Σ allocations + deposits = Σ payments − Σ reversed',
    sql: `select c.id, a.rows, p.deposit, p.paid, p.reversed from customers c
          join (select customer_id, sum(amount)::bigint as paid,
                  coalesce(sum(amount) filter (where reversed_on is not null), 0)::bigint as reversed,
                  coalesce(sum(amount - allocated) filter (where reversed_on is null), 0)::bigint as deposit
                from payments group by 1) p on p.customer_id = c.id
          left join (select p.customer_id, sum(a.amount)::bigint as rows from payment_allocations a
                     join payments p on p.id = a.payment_id group by 1) a on a.customer_id = c.id
          where coalesce(a.rows, 0) + p.deposit <> p.paid - p.reversed`,
  },
  {
    name: 'the aging total (Σ open of delivered orders from the ledger, per customer) = Σ balance of delivered orders',
    sql: `with d as (select greatest((now() at time zone 'Asia/Jakarta')::date,
                       (select max(date) from payment_allocations), (select max(date) from transaction_returns)) as day),
          open as (
            select t.customer_id, t.balance, greatest(0, t.total
              - coalesce((select sum(r.value) from transaction_returns r where r.transaction_id = t.id and r.date <= d.day), 0)
              - coalesce((select sum(a.amount) from payment_allocations a where a.transaction_id = t.id and a.date <= d.day), 0)
              ) as open
            from transactions t, d where t.delivered_on <= d.day)
          select customer_id, sum(open) as aging, sum(balance) as balance from open group by 1 having sum(open) <> sum(balance)
          union all
          select null, sum(open), sum(balance) from open having sum(open) <> sum(balance)`,
  },
];

/**
 * Standing orders (issue 39, migration 0031, domains/orders/standingOrders.ts): one row per standing order and day,
 * the day's order made by it for its customer and that day, or kept with why not. As the generator writes them: the
 * app keeps a made day's row when its order is later edited or deleted (its delivery date moved, its link null), and
 * a standing order's rows when its customer or schedule is changed, which these do not allow for.
 */
const STANDING: Invariant[] = [
  {
    name: "one row per standing order and day; a made day names an order of the standing order's customer for that day made by it, a failed one its error and no order; every such order is its day's",
    sql: `select 'twice' as why, standing_order_id, date from standing_order_days group by 2, 3 having count(*) > 1
          union all
          select 'made', o.standing_order_id, o.date from standing_order_days o
          join standing_orders s on s.id = o.standing_order_id left join transactions t on t.id = o.transaction_id
          where o.transaction_id is not null and (t.id is null or t.customer_id <> s.customer_id
            or t.delivery_date is distinct from o.date or t.standing_order_id is distinct from o.standing_order_id
            or o.error_code is not null)
          union all
          select 'failed', o.standing_order_id, o.date from standing_order_days o
          where o.error_code is not null and (o.transaction_id is not null or o.error_params is null)
          union all
          select 'order', t.standing_order_id, t.delivery_date from transactions t
          where t.standing_order_id is not null and not exists (select 1 from standing_order_days o
            where o.standing_order_id = t.standing_order_id and o.date = t.delivery_date and o.transaction_id = t.id)`,
  },
  {
    name: 'standing order days are on its schedule (its weekdays, or every N days from its start), within its dates, not a day off',
    sql: `select o.standing_order_id, o.date from standing_order_days o join standing_orders s on s.id = o.standing_order_id
          where o.date < s.start_date or o.date > s.end_date or o.date = any(s.skip_dates)
             or (s.weekdays is not null and not extract(isodow from o.date)::int = any(s.weekdays))
             or (s.every_days is not null and (o.date - s.start_date) % s.every_days <> 0)`,
  },
];

/**
 * Purchase orders and supplier debts (issue 39, decision 051, purchasing/receiving.ts and money/vendorLedger.ts): a
 * receipt line is its lot, a line's received is Σ its receipt lines, a bill is Σ its receipt's lots, and bills and
 * payments are kept from their allocation rows.
 */
const PAYABLES: Invariant[] = [
  {
    name: "a receipt line is its lot (material, vendor, date, qty, price, the order's number as note); a line's received = Σ its receipt lines",
    sql: `select 'lot' as why, rl.id from purchase_receipt_lines rl join purchase_receipts r on r.id = rl.receipt_id
          join purchase_orders o on o.id = r.purchase_order_id join purchase_order_lines l on l.id = rl.line_id
          join restocks s on s.id = rl.restock_id
          where l.purchase_order_id <> o.id or s.material_id <> l.material_id or s.vendor_id is distinct from o.vendor_id
             or s.date <> r.date or s.qty <> rl.qty or s.unit_price <> rl.unit_price or s.note is distinct from o.number
             or rl.ordered_price <> l.unit_price
          union all
          select 'received', l.id from purchase_order_lines l
          left join (select line_id, sum(qty) as q from purchase_receipt_lines group by 1) rl on rl.line_id = l.id
          where l.received <> coalesce(rl.q, 0)`,
  },
  {
    name: "an order's state follows its lines (received in full, in part, none) and its total is Σ qty × price",
    sql: `select o.id, o.state from purchase_orders o
          join (select purchase_order_id as id, bool_and(received >= qty) as full, bool_or(received > 0) as some,
                  sum(floor((qty * 1000 * unit_price + 500) / 1000))::bigint as total
                from purchase_order_lines group by 1) l on l.id = o.id
          where o.total <> l.total or (o.state = 'received' and not l.full)
             or (o.state = 'partial' and (l.full or not l.some)) or (o.state in ('draft', 'sent') and l.some)`,
  },
  {
    name: "a bill is its receipt's lots (Σ totals), of the order's vendor and number, due after the vendor's term",
    sql: `select b.id from vendor_bills b join purchase_receipts r on r.id = b.receipt_id
          join purchase_orders o on o.id = r.purchase_order_id join vendors v on v.id = b.vendor_id
          left join (select rl.receipt_id, sum(s.total)::bigint as amount from purchase_receipt_lines rl
                     join restocks s on s.id = rl.restock_id group by 1) t on t.receipt_id = r.id
          where b.vendor_id <> o.vendor_id or b.number <> o.number or b.date <> r.date
             or b.due_date <> b.date + v.payment_term_days or b.amount <> coalesce(t.amount, 0)`,
  },
  {
    name: "per bill paid_amount = Σ its rows and balance = amount − paid, settled_on its last row's day once paid; per payment allocated = Σ its rows ≤ amount, moved_on its last row's day",
    sql: `select 'bill' as why, b.id from vendor_bills b
          left join (select bill_id, sum(amount)::bigint as paid, max(date) as last from vendor_payment_allocations group by 1) a
            on a.bill_id = b.id
          where b.paid_amount <> coalesce(a.paid, 0) or b.balance <> b.amount - b.paid_amount
             or b.settled_on is distinct from (case when b.balance = 0 then greatest(a.last, b.date) end)
          union all
          select 'payment', p.id from vendor_payments p
          left join (select payment_id, sum(amount)::bigint as s, max(date) as last from vendor_payment_allocations group by 1) a
            on a.payment_id = p.id
          where p.allocated <> coalesce(a.s, 0) or p.allocated > p.amount or p.moved_on is distinct from a.last`,
  },
  {
    name: 'per vendor the payables (Σ balance of bills) = Σ bills − Σ payments not reversed + Σ paid ahead',
    sql: `select v.id from vendors v
          left join (select vendor_id, sum(amount)::bigint as billed, sum(balance)::bigint as open from vendor_bills group by 1) b
            on b.vendor_id = v.id
          left join (select vendor_id, sum(amount)::bigint as paid, sum(amount - allocated)::bigint as ahead
                     from vendor_payments where reversed_at is null group by 1) p on p.vendor_id = v.id
          where coalesce(b.open, 0) <> coalesce(b.billed, 0) - coalesce(p.paid, 0) + coalesce(p.ahead, 0)`,
  },
];

export const INVARIANTS: Invariant[] = [
  {
    name: "every lot's remaining is its qty less what usages took from it, between 0 and qty",
    sql: `select r.id from restocks r left join (select restock_id, sum(qty) as q from usage_lots group by restock_id) ul
          on ul.restock_id = r.id where r.qty - coalesce(ul.q, 0) <> r.remaining or r.remaining < 0 or r.remaining > r.qty`,
  },
  {
    name: 'every usage took exactly its qty from the lots',
    sql: `select u.id from usages u left join (select usage_id, sum(qty) as q from usage_lots group by usage_id) ul
          on ul.usage_id = u.id where coalesce(ul.q, 0) <> u.qty`,
  },
  {
    name: "every usage's value is what it took from each lot at the lot's price (migration 0017)",
    sql: `select u.id from usages u left join (
            select ul.usage_id, round(sum(ul.qty * r.unit_price))::bigint as value
            from usage_lots ul join restocks r on r.id = ul.restock_id group by ul.usage_id) v on v.usage_id = u.id
          where u.value <> coalesce(v.value, 0)`,
  },
  {
    name: 'usages take only lots of their material, restocked by then and (but for waste and counts) not expired',
    sql: `select u.id from usages u join usage_lots ul on ul.usage_id = u.id join restocks r on r.id = ul.restock_id
          where r.material_id <> u.material_id or r.date > u.date
             or (u.reason not in ('waste', 'count') and r.expiry_date < u.date)`,
  },
  {
    name: 'per material in − out = remaining (the stock list)',
    sql: `select m.id from materials m
          left join (select material_id, sum(qty) as qin, sum(remaining) as rem from restocks group by material_id) r on r.material_id = m.id
          left join (select material_id, sum(qty) as qout from usages group by material_id) u on u.material_id = m.id
          where coalesce(r.qin, 0) - coalesce(u.qout, 0) <> coalesce(r.rem, 0)`,
  },
  {
    name: 'per batch and bucket the ledger adds up to the stock, which is never negative',
    sql: `select b.id from product_batches b
          left join (select batch_id, sum(qty) filter (where bucket = 'fresh') as fresh, sum(qty) filter (where bucket = 'frozen') as frozen
                     from product_ledger group by batch_id) l on l.batch_id = b.id
          where coalesce(l.fresh, 0) <> b.fresh or coalesce(l.frozen, 0) <> b.frozen or b.fresh < 0 or b.frozen < 0`,
  },
  {
    name: 'ledger rows name the product of their batch',
    sql: `select l.id from product_ledger l join product_batches b on b.id = l.batch_id where l.product_id <> b.product_id`,
  },
  {
    name: 'every production run recorded has one batch and a production ledger row of its qty, and its inputs as usages; a planned one none (0036)',
    sql: `select pr.id from production_runs pr
          left join product_batches b on b.production_run_id = pr.id
          left join (select production_run_id, sum(qty) as q from product_ledger where reason = 'production' group by production_run_id) l
            on l.production_run_id = pr.id
          where pr.state = 'planned' and (b.id is not null or pr.material_cost <> 0 or pr.overhead_cost <> 0
             or exists (select 1 from usages u where u.production_run_id = pr.id))
          union all
          select pr.id from production_runs pr
          left join product_batches b on b.production_run_id = pr.id
          left join (select production_run_id, sum(qty) as q from product_ledger where reason = 'production' group by production_run_id) l
            on l.production_run_id = pr.id
          where pr.state = 'recorded' and (b.id is null or b.product_id <> pr.product_id or b.date <> pr.date or coalesce(l.q, 0) <> pr.qty
             or not exists (select 1 from usages u where u.production_run_id = pr.id and u.reason = 'production'))`,
  },
  {
    name: "a run's material cost is Σ of its usages' values, its batch's unit cost (material + overhead) ÷ qty (0018)",
    sql: `select pr.id from production_runs pr join product_batches b on b.production_run_id = pr.id
          left join (select production_run_id, sum(value) as v from usages where production_run_id is not null
            group by production_run_id) u on u.production_run_id = pr.id
          where pr.material_cost <> coalesce(u.v, 0)
             or b.unit_cost <> round((pr.material_cost + pr.overhead_cost) / pr.qty, 6)`,
  },
  {
    // Sold (lines less what came back into batches) + on hand − opening stock and adjustments = what the runs cost:
    // per batch, what came in at its unit cost went out at it. To the rounding of each line (½ rupiah) and each
    // run's unit cost (6 decimals).
    name: 'cost of goods balances: sold + on hand − opening stock and adjustments = the runs’ cost (issue 20)',
    sql: `select round(x.lhs - x.rhs, 2) as gap, x.tolerance from (
            select (select coalesce(sum(c), 0) from (select round(sum(tb.qty * b.unit_cost)) as c
                      from transaction_batches tb join product_batches b on b.id = tb.batch_id group by tb.line_id) l)
              - (select coalesce(sum(return_line_cost(rl.id)), 0) from transaction_return_lines rl
                 where rl.destination <> 'waste')
              + (select coalesce(sum((b.fresh + b.frozen) * b.unit_cost), 0) from product_batches b)
              - (select coalesce(sum(l.qty * b.unit_cost), 0) from product_ledger l join product_batches b on b.id = l.batch_id
                 where l.reason in ('opening', 'count', 'waste')) as lhs,
              (select coalesce(sum(material_cost + overhead_cost), 0) from production_runs) as rhs,
              0.5 * ((select count(*) from transaction_lines) + (select count(*) from transaction_return_lines))
                + (select coalesce(sum(qty), 0) from production_runs) * 0.000001 + 1 as tolerance) x
          where abs(x.lhs - x.rhs) > x.tolerance`,
  },
  {
    // To the rounding of each change to 6 decimals.
    name: "per product and month the valuation summary is its ledger rows' qty and qty × unit cost (migration 0020)",
    sql: `select coalesce(s.product_id, x.product_id) as product_id, coalesce(s.month, x.month)::text as month
          from product_value_months s
          full join (select x.product_id, x.month, sum(x.fresh) as fresh, sum(x.frozen) as frozen,
                       sum((x.fresh + x.frozen) * b.unit_cost) as value
                     from (select batch_id, product_id, date_trunc('month', date)::date as month,
                             coalesce(sum(qty) filter (where bucket = 'fresh'), 0) as fresh,
                             coalesce(sum(qty) filter (where bucket = 'frozen'), 0) as frozen
                           from product_ledger group by 1, 2, 3) x
                     join product_batches b on b.id = x.batch_id group by 1, 2) x
            on x.product_id = s.product_id and x.month = s.month
          where coalesce(s.fresh, 0) <> coalesce(x.fresh, 0) or coalesce(s.frozen, 0) <> coalesce(x.frozen, 0)
             or abs(coalesce(s.value, 0) - coalesce(x.value, 0)) > 0.01`,
  },
  {
    name: 'per product and year the valuation summary is the sum of its months (migration 0020)',
    sql: `select coalesce(y.product_id, m.product_id) as product_id, coalesce(y.year, m.year)::text as year
          from product_value_years y
          full join (select product_id, date_trunc('year', month)::date as year, sum(fresh) as fresh,
                       sum(frozen) as frozen, sum(value) as value from product_value_months group by 1, 2) m
            on m.product_id = y.product_id and m.year = y.year
          where coalesce(y.fresh, 0) <> coalesce(m.fresh, 0) or coalesce(y.frozen, 0) <> coalesce(m.frozen, 0)
             or abs(coalesce(y.value, 0) - coalesce(m.value, 0)) > 0.01`,
  },
  {
    name: 'per material and month the valuation summary is its lots in less its usages out (migration 0020)',
    sql: `select coalesce(s.material_id, x.material_id) as material_id, coalesce(s.month, x.month)::text as month
          from material_value_months s
          full join (select material_id, month, sum(qty) as qty, sum(value) as value from (
                       select material_id, date_trunc('month', date)::date as month, qty, qty * unit_price as value
                       from restocks
                       union all
                       select material_id, date_trunc('month', date)::date, -qty, -value from usages) m
                     group by 1, 2) x
            on x.material_id = s.material_id and x.month = s.month
          where coalesce(s.qty, 0) <> coalesce(x.qty, 0) or abs(coalesce(s.value, 0) - coalesce(x.value, 0)) > 0.01`,
  },
  {
    name: "a run's value is its qty at the product's price",
    sql: `select pr.id from production_runs pr join products p on p.id = pr.product_id
          where pr.value <> round(pr.qty * p.price) or pr.unit <> p.unit`,
  },
  {
    name: 'each line took its qty from batches when it takes stock (frozen, or fresh once packed), and nothing otherwise',
    sql: `select tl.id from transaction_lines tl join transaction_packs tp on tp.id = tl.pack_id
          join transactions t on t.id = tp.transaction_id
          left join (select line_id, sum(qty) as q from transaction_batches group by line_id) tb on tb.line_id = tl.id
          where coalesce(tb.q, 0) <> case when tl.bucket = 'frozen' or t.packing = 'packed' then tl.qty_per_pack * tp.count else 0 end`,
  },
  {
    name: "an order's batch takes are its sale ledger rows (batch, bucket, qty), from batches of the line's product and bucket",
    sql: `select coalesce(a.transaction_id, b.transaction_id) from
            (select transaction_id, batch_id, bucket, sum(qty) as q from transaction_batches group by 1, 2, 3) a
          full join
            (select transaction_id, batch_id, bucket, -sum(qty) as q from product_ledger where reason = 'sale' group by 1, 2, 3) b
          using (transaction_id, batch_id, bucket)
          where a.q is distinct from b.q
          union all
          select tb.transaction_id from transaction_batches tb join transaction_lines tl on tl.id = tb.line_id
            join product_batches pb on pb.id = tb.batch_id
          where pb.product_id <> tl.product_id or tb.bucket <> tl.bucket`,
  },
  {
    name: 'sales take only batches made by then and not expired then',
    sql: `select l.id from product_ledger l join product_batches b on b.id = l.batch_id
          where l.reason = 'sale' and (b.date > l.date or b.expiry_date < l.date)`,
  },
  {
    name: "an order's pack materials are its usages (one per material, reason order, its date)",
    sql: `select coalesce(a.transaction_id, b.transaction_id) from
            (select transaction_id, material_id, sum(count)::numeric as q from transaction_packs group by 1, 2) a
          full join
            (select u.transaction_id, u.material_id, sum(u.qty) as q from usages u where u.transaction_id is not null group by 1, 2) b
          using (transaction_id, material_id)
          where a.q is distinct from b.q
          union all
          select u.transaction_id from usages u join transactions t on t.id = u.transaction_id
          where u.reason <> 'order' or u.date <> t.date`,
  },
  {
    name: 'pack subtotal = packs × (pack price + Σ qty × unit price); order totals add up with ongkir',
    sql: `select t.id from transactions t
          join (select tp.transaction_id, sum(tp.subtotal) as sub, sum(tp.count * tp.pack_price) as packaging,
                       sum(l.items) as items, sum(l.qty) as qty,
                       bool_or(tp.subtotal <> tp.count * tp.pack_price + l.items) as bad
                from transaction_packs tp
                join (select pack_id, sum(round(tl.qty_per_pack * p.count * tl.unit_price)) as items, sum(tl.qty_per_pack * p.count) as qty
                      from transaction_lines tl join transaction_packs p on p.id = tl.pack_id group by pack_id) l on l.pack_id = tp.id
                group by tp.transaction_id) s on s.transaction_id = t.id
          where s.bad or t.item_subtotal <> s.items or t.packaging_subtotal <> s.packaging
             or t.total <> s.items + s.packaging + t.ongkir or t.item_count <> s.qty`,
  },
  {
    name: 'every order has packs and every pack lines',
    sql: `select t.id from transactions t where not exists (select 1 from transaction_packs tp where tp.transaction_id = t.id)
          union all
          select tp.id from transaction_packs tp where not exists (select 1 from transaction_lines tl where tl.pack_id = tp.id)`,
  },
  {
    name: "orders copy their customer's ongkir, and pack materials are packs",
    sql: `select t.id from transactions t join customers c on c.id = t.customer_id left join ongkir o on o.id = c.ongkir_id
          where t.ongkir <> coalesce(o.price, 0)
          union all
          select tp.id from transaction_packs tp join materials m on m.id = tp.material_id
          where m.packaging_type is distinct from 'pack' or tp.pack_price <> m.pack_price`,
  },
  {
    name: 'order numbers are TRX-date-NNNN, and the day counters are at least the last number of their day',
    sql: `select t.id from transactions t left join transaction_counters c on c.day = t.date
          where t.number !~ ('^TRX-' || to_char(t.date, 'YYYYMMDD') || '-[0-9]{4,}$')
             or c.last is null or c.last < split_part(t.number, '-', 3)::int`,
  },
  {
    name: 'packed orders have a packed date on or after their date, unpacked ones none',
    sql: `select id from transactions where (packing = 'packed') <> (packed_date is not null) or packed_date < date`,
  },
  {
    name: "the order list's figures per day and state are its orders' (transaction_state_days)",
    sql: `select day, payment, packing, delivery from (
            select * from transaction_state_days where (orders, total, item_count) <> (0, 0, 0)) s
          full join (select date as day, payment, packing, delivery, count(*) as orders, sum(total) as total,
              sum(item_count) as item_count
            from transactions group by 1, 2, 3, 4) o using (day, payment, packing, delivery)
          where (s.orders, s.total, s.item_count) is distinct from (o.orders, o.total, o.item_count)`,
  },
  {
    name: "the order list's figures per product, day and state are its orders' (transaction_product_days)",
    sql: `select product_id, day, payment, packing, delivery from (
            select * from transaction_product_days where (orders, total, item_count) <> (0, 0, 0)) s
          full join (select op.product_id, t.date as day, t.payment, t.packing, t.delivery, count(*) as orders,
              sum(t.total) as total, sum(t.item_count) as item_count
            from (select distinct transaction_id, product_id from transaction_lines) op
            join transactions t on t.id = op.transaction_id group by 1, 2, 3, 4, 5) o
            using (product_id, day, payment, packing, delivery)
          where (s.orders, s.total, s.item_count) is distinct from (o.orders, o.total, o.item_count)`,
  },
  {
    name: "customers' regions are real Kemendagri codes, each in its parent",
    sql: `select c.id from customers c
          left join regions p on p.code = c.province_code left join regions r on r.code = c.regency_code
          left join regions d on d.code = c.district_code
          where (c.province_code is not null and p.code is null) or (c.regency_code is not null and (r.code is null or r.parent_code <> c.province_code))
             or (c.district_code is not null and (d.code is null or d.parent_code <> c.regency_code))`,
  },
  {
    name: 'sequences are past every id (the app can insert)',
    sql: `select 'transactions' where (select coalesce(max(id), 0) from transactions) >= (select case when is_called then last_value + 1 else last_value end from transactions_id_seq)
          union all select 'transaction_packs' where (select coalesce(max(id), 0) from transaction_packs) >= (select case when is_called then last_value + 1 else last_value end from transaction_packs_id_seq)
          union all select 'transaction_lines' where (select coalesce(max(id), 0) from transaction_lines) >= (select case when is_called then last_value + 1 else last_value end from transaction_lines_id_seq)
          union all select 'product_ledger' where (select coalesce(max(id), 0) from product_ledger) >= (select case when is_called then last_value + 1 else last_value end from product_ledger_id_seq)
          union all select 'usages' where (select coalesce(max(id), 0) from usages) >= (select case when is_called then last_value + 1 else last_value end from usages_id_seq)
          union all select 'restocks' where (select coalesce(max(id), 0) from restocks) >= (select case when is_called then last_value + 1 else last_value end from restocks_id_seq)
          union all select 'product_batches' where (select coalesce(max(id), 0) from product_batches) >= (select case when is_called then last_value + 1 else last_value end from product_batches_id_seq)
          union all select 'production_runs' where (select coalesce(max(id), 0) from production_runs) >= (select case when is_called then last_value + 1 else last_value end from production_runs_id_seq)
          union all select 'payments' where (select coalesce(max(id), 0) from payments) >= (select case when is_called then last_value + 1 else last_value end from payments_id_seq)
          union all select 'payment_allocations' where (select coalesce(max(id), 0) from payment_allocations) >= (select case when is_called then last_value + 1 else last_value end from payment_allocations_id_seq)
          union all select 'customers' where (select coalesce(max(id), 0) from customers) >= (select case when is_called then last_value + 1 else last_value end from customers_id_seq)
          union all select 'products' where (select coalesce(max(id), 0) from products) >= (select case when is_called then last_value + 1 else last_value end from products_id_seq)
          union all select 'materials' where (select coalesce(max(id), 0) from materials) >= (select case when is_called then last_value + 1 else last_value end from materials_id_seq)
          union all select 'purchase_orders' where (select coalesce(max(id), 0) from purchase_orders) >= (select case when is_called then last_value + 1 else last_value end from purchase_orders_id_seq)
          union all select 'vendor_payments' where (select coalesce(max(id), 0) from vendor_payments) >= (select case when is_called then last_value + 1 else last_value end from vendor_payments_id_seq)
          union all select 'standing_orders' where (select coalesce(max(id), 0) from standing_orders) >= (select case when is_called then last_value + 1 else last_value end from standing_orders_id_seq)`,
  },
  ...STANDING,
  ...MONEY,
  ...PAYABLES,
  ...SUMMARIES.map(summaryInvariant),
];

export interface CheckResult {
  name: string;
  ok: boolean;
  violations: number;
  sample: string[];
  ms: number;
}

/** Runs every invariant; `onResult` hears each as it finishes. */
export async function checkInvariants(
  sink: Sink,
  onResult?: (r: CheckResult) => void,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const inv of INVARIANTS) {
    const started = Date.now();
    const [row] = await sink.query<{ n: number; sample: string[] | null }>(
      `select count(*)::int as n, (array_agg(x::text))[1:5] as sample from (${inv.sql}) x`,
    );
    const result: CheckResult = {
      name: inv.name,
      ok: row!.n === 0,
      violations: row!.n,
      sample: row!.sample ?? [],
      ms: Date.now() - started,
    };
    results.push(result);
    onResult?.(result);
  }
  return results;
}
