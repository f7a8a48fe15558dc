/**
 * What the books' property test checks after each step. After a write: the sequence's lots, usages, batches with
 * their ledger, production runs and orders with their takes and returns equal the model (so each lot's remaining is
 * in − out ≥ 0 and every usage took first-expiring first; each batch's fresh and frozen are its production less
 * sales, plus or minus moves and adjustments, and equal to its ledger); the sales and expense reports of the period
 * equal Σ of the orders and purchases (the sequence's customer and materials from the model, the whole period from
 * the direct computation of test/oracle); the dashboard's figures equal their recomputation from the orders. After a
 * refusal: the tables the books live in are unchanged. After a sequence: every invariant of bench/data's checks.
 */
import { INVARIANTS } from '@pawon/bench-data';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import * as directDashboard from '../oracle/dashboardDirect.js';
import * as direct from '../oracle/reportsDirect.js';
import type { Json, TestContext } from '../helpers.js';
import { agingOf, amount, depositOf, orderSums, type Model } from './model.js';
import { expectedBooks, storedBooks } from './stored.js';
import type { World } from './world.js';

/** The tables the books live in: a refused write must leave each as it was. */
const BOOK_TABLES = [
  'materials',
  'products',
  'restocks',
  'usages',
  'usage_lots',
  'production_runs',
  'product_batches',
  'product_ledger',
  'transactions',
  'transaction_counters',
  'transaction_packs',
  'transaction_lines',
  'transaction_batches',
  'transaction_returns',
  'transaction_return_lines',
  'transaction_return_batches',
  'payments',
  'payment_allocations',
  'purchase_orders',
  'purchase_order_lines',
  'purchase_receipts',
  'purchase_receipt_lines',
  'vendor_bills',
  'vendor_payments',
  'vendor_payment_allocations',
  'sales_summary',
  'sales_customer_summary',
  'sales_product_summary',
  'expense_summary',
  'audit_log',
];

/**
 * What a refusal must leave as it was: each book table's row count, and the transaction id the snapshot was taken
 * after. Any row a later transaction committed (inserted or updated) carries a newer `xmin`; a deleted row lowers
 * the count. Cheaper than hashing every row of the demo data, and as strict.
 */
export interface Snapshot {
  xid: number;
  counts: string[];
}

const XID = sql.raw(`(pg_current_xact_id()::text::bigint % 4294967296)`);

export async function snapshot(t: TestContext): Promise<Snapshot> {
  const [row] = await t.query<{ xid: string }>(sql`select ${XID}::text as xid`);
  return { xid: Number(row!.xid), counts: await countsSince(t, Number(row!.xid)) };
}

/** Per book table: its rows, and those written by a transaction at or after `xid` (committed ones only). */
async function countsSince(t: TestContext, xid: number): Promise<string[]> {
  const parts = BOOK_TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::int as n, (count(*) filter (where xmin::text::bigint >= ${xid}))::int as w from "${table}"`,
  );
  const found = await t.query<{ t: string; n: number; w: number }>(sql.raw(parts.join(' union all ')));
  return found.map((r) => `${r.t}: ${r.n} rows, ${r.w} written since`);
}

/** The counts again, as they must be after a refusal: the same rows, none written since the snapshot. */
export async function sinceSnapshot(
  t: TestContext,
  before: Snapshot,
): Promise<{ now: string[]; expected: string[] }> {
  return {
    now: await countsSince(t, before.xid),
    expected: before.counts.map((c) => c.replace(/\d+ written since$/, '0 written since')),
  };
}

/** Numbers to a millionth: sums of float8 may differ in their last bit. */
const rounded = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v), (_k, x) => (typeof x === 'number' ? Math.round(x * 1e6) / 1e6 : x));
const withoutStatus = ({ status: _status, ...rest }: Json) => rest;

/**
 * What a step can have changed beyond stock: the sales (reports, dashboard), the purchases (expense report), and what
 * customers owe (the aging and the statements).
 */
export interface Touched {
  sales: boolean;
  purchases: boolean;
  money: boolean;
  /** What the business owes its vendor (issue 39). */
  payables: boolean;
}

/**
 * The sequence's books against the model; the sales report and the dashboard against the orders when a step could
 * change them, the expense report against the purchases likewise.
 */
export async function checkBooks(
  w: World,
  m: Model,
  touched: Touched = { sales: true, purchases: true, money: true, payables: true },
): Promise<void> {
  const { t } = w;
  const stored = await storedBooks(t, m);
  for (const lot of stored.lots) {
    expect(lot.remaining, `lot ${lot.id}: remaining = in − out`).toBe(lot.qty - lot.out);
    expect(lot.remaining, `lot ${lot.id}`).toBeGreaterThanOrEqual(0);
  }
  for (const batch of stored.batches) {
    for (const bucket of ['fresh', 'frozen'] as const) {
      const ledger = batch.ledger
        .filter((r: Json) => r.bucket === bucket)
        .reduce((s: number, r: Json) => s + r.qty, 0);
      expect(batch[bucket], `batch ${batch.id} ${bucket} = its ledger`).toBe(ledger);
      expect(batch[bucket], `batch ${batch.id} ${bucket}`).toBeGreaterThanOrEqual(0);
    }
  }
  // Delivery implies packing (issue 37): no order went out with its fresh lines still in stock.
  for (const order of stored.orders)
    if (order.delivery === 'delivered') expect(order.packing, `order ${order.id}: delivered`).toBe('packed');
  // The ledger: an order is never paid more than it owes; per customer, what the payments put on orders and what
  // they left as deposit add up to what was paid less what was reversed.
  for (const order of stored.orders) {
    const owed = order.total - order.returns.reduce((s: number, r: Json) => s + r.value, 0);
    expect(order.allocated, `order ${order.id}: Σ allocations ≤ total − returns`).toBeLessThanOrEqual(owed);
    expect(order.allocated, `order ${order.id}: Σ allocations ≥ 0`).toBeGreaterThanOrEqual(0);
  }
  for (const [i] of m.customers.entries()) {
    const payments = stored.payments.filter((p) => p.customer === i);
    const sum = (f: (p: Json) => number) => payments.reduce((s, p) => s + f(p), 0);
    const deposit = sum((p) => (p.reversed ? 0 : p.amount - p.allocated));
    expect(
      sum((p) => p.rows) + deposit,
      `customer ${i}: Σ allocations + deposit = Σ payments − Σ reversed`,
    ).toBe(sum((p) => p.amount) - sum((p) => (p.reversed ? p.amount : 0)));
    expect(deposit, `customer ${i}: deposit`).toBe(depositOf(m, i));
  }
  expect(stored).toEqual(expectedBooks(m));
  if (touched.money) await checkMoney(w, m);
  if (touched.sales) {
    await checkSales(w, m);
    await checkDashboard(w);
  }
  if (touched.purchases) await checkPurchases(w, m);
  if (touched.payables) await checkPayables(w, m);
}

/**
 * What the business owes its vendor, as the payables aging says it today (decision 051): balance = Σ bills − Σ
 * payments; a payment pays open bills and the rest is paid ahead, which pays the next bill received, so the open
 * amount and the credit are that balance's two signs. Every bill is due in 7 days: none is late.
 */
async function checkPayables(w: World, m: Model) {
  const aging = await w.t.ok('/api/report/payables', { search: m.vendor.name });
  const row = (aging.rows as Json[]).find((r) => r.vendorId === m.vendor.id);
  const got = row
    ? { open: row.open, credit: row.credit, balance: row.balance, notDue: row.notDue }
    : { open: 0, credit: 0, balance: 0, notDue: 0 };
  const balance = m.billed - m.vendorPaid;
  expect(got, 'payables: the vendor owed Σ bills − Σ payments').toEqual({
    open: Math.max(balance, 0),
    credit: Math.max(-balance, 0),
    balance,
    notDue: Math.max(balance, 0),
  });
}

async function checkSales(w: World, m: Model) {
  const { t, today } = w;
  const db = t.database.db;
  const period = { dateFrom: w.day(-7), dateTo: today };
  const customers = await t.ok('/api/report/getReport', { type: 'customer', ...period });
  expect(rounded(withoutStatus(customers))).toEqual(
    rounded(await direct.salesReport(db, today, { type: 'customer', ...period })),
  );
  const products = await t.ok('/api/report/getReport', { type: 'product', ...period });
  expect(rounded(withoutStatus(products))).toEqual(
    rounded(await direct.salesReport(db, today, { type: 'product', ...period })),
  );
  // The sequence's customers: Σ of each one's orders, and its returns as a negative row.
  const ours = new Map(m.customers.map((c, i) => [c.id, i]));
  const mine = (customers.datas as Json[])
    .filter((r) => ours.has(r.customerId))
    .map(({ customerId, orders, items, total, returned }) => ({
      customer: ours.get(customerId)!,
      orders,
      items,
      total,
      returned,
    }))
    .sort((a, b) => a.customer - b.customer || Number(a.returned) - Number(b.returned));
  const rows = m.customers.flatMap((_c, customer) => {
    const orders = m.orders.filter((o) => o.customer === customer);
    const sold = orders.map((o) => orderSums(m, o));
    const returns = orders.flatMap((o) => o.returns);
    return [
      ...(orders.length
        ? [
            {
              customer,
              orders: orders.length,
              items: sold.reduce((s, o) => s + o.count, 0) / 1000,
              total: sold.reduce((s, o) => s + o.total, 0),
              returned: false,
            },
          ]
        : []),
      ...(returns.length
        ? [
            {
              customer,
              orders: returns.length,
              items: -returns.flatMap((r) => r.lines).reduce((s, l) => s + l.qty, 0) / 1000,
              total: -returns.reduce((s, r) => s + r.value, 0),
              returned: true,
            },
          ]
        : []),
    ];
  });
  expect(rounded(mine)).toEqual(rounded(rows));
}

/** The earliest day a sequence dates anything (orders, payments, returns): a statement from it opens at 0. */
const EARLIEST = -7;

/**
 * What customers owe, as the reports say it today: the aging's total open is Σ of the open balances of delivered
 * orders (all customers'); each of the sequence's customers' line is the model's (open, credit = deposit + paid
 * ahead of delivery, balance = open − credit; nothing is past due: every due date is today or later); each one's
 * statement from before anything they did to today opens at 0 and closes at that balance.
 */
async function checkMoney(w: World, m: Model) {
  const { t, today } = w;
  const aging = await t.ok('/api/report/aging', { perPage: 200 });
  expect(aging.rows.length, 'aging: one page holds every customer of the sequence').toBe(aging.total);
  const [delivered] = await t.query<{ open: number }>(
    sql`select coalesce(sum(balance), 0)::float8 as open from transactions where delivery = 'delivered'`,
  );
  expect(aging.totals.open, 'aging: total open = Σ open balances of delivered orders').toBe(delivered!.open);
  expect(aging.totals.balance, 'aging: total balance = Σ of its rows').toBe(
    (aging.rows as Json[]).reduce((s, r) => s + r.balance, 0),
  );
  for (const [i, customer] of m.customers.entries()) {
    const want = agingOf(m, i);
    const row = (aging.rows as Json[]).find((r) => r.customerId === customer.id);
    const got = row
      ? { open: row.open, credit: row.credit, balance: row.balance, notDue: row.notDue }
      : { open: 0, credit: 0, balance: 0, notDue: 0 };
    expect(got, `aging: customer ${i}`).toEqual({ ...want, notDue: want.open });
    if (!m.orders.some((o) => o.customer === i) && !m.payments.some((p) => p.customer === i)) continue;
    const statement = await t.ok('/api/payment/statement', {
      customerId: customer.id,
      from: w.day(EARLIEST),
      to: today,
    });
    expect(
      { opening: statement.opening, closing: statement.closing },
      `statement of customer ${i}: closing = the aging's balance`,
    ).toEqual({ opening: 0, closing: got.balance });
  }
}

async function checkPurchases(w: World, m: Model) {
  const { t, today } = w;
  const period = { dateFrom: w.day(-7), dateTo: today };
  const expenses = await t.ok('/api/report/getExpenses', period);
  expect(withoutStatus(expenses)).toEqual(await direct.expenseReport(t.database.db, today, period));
  // The sequence's materials: purchases (lots with a vendor) in the spent total, the rest as corrections.
  const ids = new Set(m.materials.map((x) => x.id));
  const sumOf = (list: Json[]) => list.filter((r) => ids.has(r.material.id)).reduce((s, r) => s + r.total, 0);
  const lotSum = (vendor: boolean) =>
    m.lots.filter((l) => l.vendor === vendor).reduce((s, l) => s + amount(l.qty, l.unitPrice), 0);
  expect(sumOf(expenses.datas)).toBe(lotSum(true));
  expect(sumOf(expenses.corrections.datas)).toBe(lotSum(false));
}

async function checkDashboard(w: World) {
  const { t, today } = w;
  const db = t.database.db;
  const todayList = await t.ok('/api/transaction/todayList');
  expect(rounded(todayList.summary)).toEqual(rounded(await directDashboard.todaySummary(db, today)));
  const weekly = await t.ok('/api/transaction/weeklySummary');
  expect(withoutStatus(weekly)).toEqual(await directDashboard.weeklySummary(db, today));
  const income = await t.ok('/api/transaction/weeklyIncomeStats');
  expect(withoutStatus(income)).toEqual(await directDashboard.weeklyIncome(db, today));
}

/**
 * Two of bench/data's invariants hold for its generated orders, which are never edited or deleted, and not for
 * orders that are: an order keeps its number (and the day counter of its first date) when its date is corrected, as
 * an edit keeps its id; and an edit or a delete gives its stock back with ledger rows of reason `return` while its
 * sale rows stay (a deleted order's lose their link to it), as a ledger does. What an order takes from each batch is
 * compared with the model instead (stored.ts: each line's takes, each batch's ledger rows).
 */
const SKIPPED = [/^order numbers are TRX-date-NNNN/, /^an order's batch takes are its sale ledger rows/];

/** The rows breaking each invariant of the books over the whole database (bench/data/src/checks.ts). */
export async function violations(t: TestContext): Promise<Set<string>> {
  const found = new Set<string>();
  for (const inv of INVARIANTS) {
    if (SKIPPED.some((s) => s.test(inv.name))) continue;
    const rows = await t.query<{ x: string }>(sql.raw(`select x::text as x from (${inv.sql}) x limit 200`));
    for (const r of rows) found.add(`${inv.name}: ${r.x}`);
  }
  return found;
}

/**
 * No invariant broken by rows it did not break before (`before`: the violations before the sequence, none unless an
 * earlier sequence failed: a shrinking run starts from the database the failing one left). Answers the violations now.
 */
export async function checkInvariants(t: TestContext, before: Set<string>): Promise<Set<string>> {
  const now = await violations(t);
  expect([...now].filter((v) => !before.has(v))).toEqual([]);
  return now;
}
