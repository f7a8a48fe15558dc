/**
 * Issue 17, the benchmark data (bench/data): a tiny profile generated into this file's database through COPY holds
 * every invariant of the books, is the same for the same seed, refuses to fill a filled database without `reset`, and
 * is what the list, report and dashboard calls answer.
 */
import { checkInvariants, fill, type Sink, sinkOf } from '@pawon/bench-data';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../src/lib/dates.js';
import { normalizePhone } from '../src/lib/phone.js';
import { useTestApp, type Json } from './helpers.js';

const ORDERS = 500;

describe('bench:data, a tiny profile', { timeout: 60_000 }, () => {
  const t = useTestApp();
  const today = businessDate('Asia/Jakarta');
  let sink: Sink;
  let counts: Record<string, number>;

  beforeAll(async () => {
    sink = await sinkOf(t.database.db);
  });
  afterAll(async () => {
    await sink?.release();
  });

  it('refuses the demo data without reset, then fills; the same seed makes the same data, a filled database is refused', async () => {
    await expect(fill(sink, { orders: ORDERS, seed: 7, endDate: today, reset: false })).rejects.toThrow(
      /--reset/,
    );
    await fill(sink, { orders: ORDERS, seed: 7, endDate: today, reset: true });
    const first = await t.digest();
    const again = await fill(sink, { orders: ORDERS, seed: 7, endDate: today, reset: true });
    counts = again.counts;
    expect(await t.digest()).toBe(first);
    await expect(fill(sink, { orders: ORDERS, seed: 7, endDate: today, reset: false })).rejects.toThrow(
      /already.*--reset/,
    );
    expect(counts).toMatchObject({ transactions: ORDERS, customers: again.profile.customers });
    for (const table of [
      'usage_lots',
      'production_runs',
      'product_ledger',
      'transaction_batches',
      'restocks',
      'payments',
      'payment_allocations',
      'standing_orders',
      'standing_order_days',
      'purchase_orders',
      'purchase_receipt_lines',
      'vendor_bills',
      'vendor_payments',
    ])
      expect(counts[table], table).toBeGreaterThan(0);
  });

  it('holds every invariant of the books', async () => {
    const results = await checkInvariants(sink);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.length).toBeGreaterThan(15);
    const phones = await t.query<{ phone: string }>(sql`select phone from customers limit 20`);
    for (const { phone } of phones) expect(normalizePhone(phone)).toBe(phone);
  });

  it('finds a summary row that is not what its facts give (changed in a transaction rolled back)', async () => {
    await sink.exec('begin');
    try {
      await sink.exec(`
        update sales_product_summary set cost = cost + 1 where (grain, period, payment, product_id, bucket) =
          (select grain, period, payment, product_id, bucket from sales_product_summary where grain = 'm'
           order by period, payment, product_id, bucket limit 1);
        delete from expense_summary where (grain, period, kind, purchase) =
          (select grain, period, kind, purchase from expense_summary where grain = 'd' order by period, kind, purchase limit 1)`);
      const failed = (await checkInvariants(sink)).filter((r) => !r.ok);
      expect(failed.map((r) => [r.name.split(' ')[0], r.violations])).toEqual([
        ['sales_product_summary', 1],
        ['expense_summary', 1],
      ]);
      expect(failed[0]!.sample[0]).toMatch(/^\(m,/);
      expect(failed[1]!.sample[0]).toMatch(/^\(d,/);
    } finally {
      await sink.exec('rollback');
    }
    expect((await checkInvariants(sink)).filter((r) => !r.ok)).toEqual([]);
  });

  it('finds an order whose balance is not its ledger and a payment whose allocated is not its rows (rolled back)', async () => {
    await sink.exec('begin');
    try {
      await sink.exec(`
        update transactions set balance = balance + 1000 where id =
          (select id from transactions where delivery = 'delivered' and balance = 0 and paid_amount > 0 order by id limit 1);
        update payments set allocated = allocated - 1 where id =
          (select min(id) from payments where reversed_on is null)`);
      const failed = (await checkInvariants(sink)).filter((r) => !r.ok);
      expect(failed.map((r) => r.name)).toEqual([
        'per order paid_amount = Σ its allocation rows and balance = max(0, total − returns − paid_amount)',
        "the payment flag agrees with the balance: 'paid' when nothing is left and something was paid",
        'settled_on is null while open; else the day the rows last brought the balance to 0 (orders without returns)',
        'per payment allocated = Σ its rows, within 0…amount, and 0 when reversed (with its reversal day)',
        'per customer Σ allocations + deposits = Σ payments − Σ reversed',
        'the aging total (Σ open of delivered orders from the ledger, per customer) = Σ balance of delivered orders',
      ]);
    } finally {
      await sink.exec('rollback');
    }
  });

  it("finds a standing order's order moved off its day, and a day made twice (rolled back)", async () => {
    await sink.exec('begin');
    try {
      await sink.exec(`
        update transactions set delivery_date = delivery_date + 1 where id =
          (select min(transaction_id) from standing_order_days);
        alter table standing_order_days drop constraint standing_order_days_pk;
        insert into standing_order_days (standing_order_id, date, error_code, error_params)
          select standing_order_id, date, 'stock.short', '{}' from standing_order_days order by 1, 2 limit 1`);
      const failed = (await checkInvariants(sink)).filter((r) => !r.ok);
      expect(failed.map((r) => [r.name.split(';')[0], r.violations])).toEqual([
        ['one row per standing order and day', 3],
      ]);
      expect(failed[0]!.sample.map((x) => x.split(',')[0]).sort()).toEqual(['(made', '(order', '(twice']);
    } finally {
      await sink.exec('rollback');
    }
  });

  it("prices every generated line as the server prices an order: its customer's list at the order's date", async () => {
    const [tiers] = await t.query<{ lists: number; onList: number; lines: number; off: number }>(sql`
      select (select count(*) from price_lists)::int as lists,
        (select count(*) from customers where price_list_id is not null)::int as "onList",
        count(*)::int as lines,
        count(*) filter (where l.unit_price <> coalesce((
          select pp.price from price_list_prices pp
          where pp.price_list_id = c.price_list_id and pp.product_id = l.product_id and pp.effective_from <= o.date
          order by pp.effective_from desc limit 1), p.price))::int as off
      from transaction_lines l join transactions o on o.id = l.transaction_id
      join customers c on c.id = o.customer_id join products p on p.id = l.product_id`);
    expect(tiers).toMatchObject({ lists: 2, off: 0 });
    expect(tiers!.onList).toBeGreaterThan(0);
    // Agents' second price, from half way: some lines at each of their two prices.
    const [agents] = await t.query<{ prices: number }>(sql`
      select count(distinct l.unit_price)::int as prices from transaction_lines l
      join transactions o on o.id = l.transaction_id join customers c on c.id = o.customer_id
      where c.price_list_id = 2 and l.product_id = (
        select l2.product_id from transaction_lines l2 join transactions o2 on o2.id = l2.transaction_id
        join customers c2 on c2.id = o2.customer_id where c2.price_list_id = 2
        group by 1 order by count(*) desc limit 1)`);
    expect(agents!.prices).toBe(2);
  });

  it('is what the screens and reports answer, and the app can go on writing', async () => {
    const orders = await t.ok('/api/transaction/list', { perPage: 25 });
    expect(orders.total).toBe(ORDERS);
    expect(orders.datas[0].packs.length).toBeGreaterThan(0);
    const report = await t.ok('/api/report/getReport', {
      type: 'product',
      dateFrom: '2000-01-01',
      dateTo: today,
    });
    expect(report.totals.orders).toBe(ORDERS);
    const byCustomer = await t.ok('/api/report/getReport', {
      type: 'customer',
      dateFrom: '2000-01-01',
      dateTo: today,
    });
    expect(byCustomer.totals.total).toBe(report.totals.total);
    expect((await t.ok('/api/customer/list', {})).total).toBe(counts.customers);
    expect((await t.ok('/api/product/list', {})).total).toBe(counts.products);
    expect((await t.ok('/api/produksi/list', {})).total).toBe(counts.production_runs);
    expect((await t.ok('/api/stock/list', { includeEmpty: true })).total).toBe(counts.product_batches);
    const materials = (await t.ok('/api/bahanBaku/stock/list', { perPage: 'all' })).datas as Json[];
    for (const m of materials)
      expect(Math.round((m.in - m.out) * 1000), m.name).toBe(Math.round(m.remaining * 1000));
    expect(
      (await t.ok('/api/report/getExpenses', { dateFrom: '2000-01-01', dateTo: today })).datas.length,
    ).toBe(counts.restocks);
    const summary = await t.ok('/api/transaction/todayList', {});
    expect(summary.summary).toBeDefined();
    const standing = await t.ok('/api/standingOrder/list', { perPage: 25 });
    expect(standing.total).toBe(counts.standing_orders);
    const runs = await t.ok('/api/standingOrder/runs', { perPage: 25 });
    expect(runs.total).toBe(counts.standing_order_days);
    expect(runs.datas.some((r: Json) => r.order !== null)).toBe(true);

    // A new order takes the next number of the day and its stock from the generated lots and batches.
    const [frozen] = await t.query<{ productId: number }>(sql`
      select product_id as "productId" from product_batches
      where frozen >= 1 and date <= ${today}::date and expiry_date >= ${today}::date order by id limit 1`);
    const [pack] = await t.query<{ materialId: number }>(sql`
      select r.material_id as "materialId" from restocks r join materials m on m.id = r.material_id
      where m.packaging_type = 'pack' and r.remaining >= 1 order by r.id limit 1`);
    const created = await t.ok('/api/transaction/add', {
      customerId: orders.datas[0].customerId,
      date: today,
      packing: 'packed',
      packs: [
        {
          materialId: pack!.materialId,
          count: 1,
          lines: [{ productId: frozen!.productId, bucket: 'frozen', qtyPerPack: 1 }],
        },
      ],
    });
    expect(created.datas.number).toMatch(new RegExp(`^TRX-${today.replaceAll('-', '')}-\\d{4}$`));

    // The receivables: today's aging is the open balances of the orders delivered by today; a payment of the app
    // goes on the open orders of a customer and the books still hold.
    const [owed] = await t.query<{ open: string; customerId: number }>(sql`
      select (select coalesce(sum(balance), 0) from transactions where delivered_on <= ${today}::date)::text as open,
        (select customer_id from transactions where balance > 0 order by due_date nulls last, id limit 1) as "customerId"`);
    const aging = await t.ok('/api/report/aging', {});
    expect(aging.totals.open).toBe(Number(owed!.open));
    expect(Number(owed!.open)).toBeGreaterThan(0);
    await t.ok('/api/payment/add', { customerId: owed!.customerId, amount: 25_000, method: 'transfer' });

    // The payables: today's aging is what the bills still owe; the app receives a generated sent order and pays a
    // vendor, and the books still hold.
    const [payable] = await t.query<{ open: string; vendorId: number }>(sql`
      select (select coalesce(sum(balance), 0) from vendor_bills)::text as open,
        (select vendor_id from vendor_bills where balance > 0 order by due_date, id limit 1) as "vendorId"`);
    const payables = await t.ok('/api/report/payables', {});
    expect(payables.totals.balance).toBe(Number(payable!.open));
    expect(Number(payable!.open)).toBeGreaterThan(0);
    const [sent] = await t.query<{ id: number; lineId: number; qty: string }>(sql`
      select o.id, l.id as "lineId", l.qty::text as qty from purchase_orders o
      join purchase_order_lines l on l.purchase_order_id = o.id where o.state = 'sent' order by o.id, l.position limit 1`);
    const received = await t.ok('/api/purchase/receive', {
      id: sent!.id,
      lines: [{ lineId: sent!.lineId, qty: Number(sent!.qty) }],
    });
    expect(received.datas.receipts).toHaveLength(1);
    await t.ok('/api/vendorPayment/add', { vendorId: payable!.vendorId, amount: 25_000, method: 'transfer' });
    expect((await checkInvariants(sink)).filter((r) => !r.ok)).toEqual([]);
  });
});
