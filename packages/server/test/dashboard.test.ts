/** Issue 11, dashboard and reports: change %, weeks of the month (5 and 6), WIB dates, periods, totals that add up. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { percentChange, weekOfMonth, weeksInMonth } from '../src/lib/weeks.js';
import { todaySummary, weeklyIncome, weeklySummary } from '../src/domains/reports/dashboard.js';
import { expenseReport, periodOf, salesReport } from '../src/domains/reports/reports.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');

const { ok } = t;

describe('weeks and change', () => {
  it('weeks start on Monday; week 1 holds the 1st; months span 4 to 6 weeks', () => {
    // March 2031 starts on a Saturday: the 31st is in week 6. February 2031 (Saturday, 28 days): 5 weeks.
    expect(['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-10', '2031-03-31'].map(weekOfMonth)).toEqual([
      1, 1, 2, 3, 6,
    ]);
    expect(weeksInMonth('2031-03-15')).toBe(6);
    expect(weeksInMonth('2031-02-15')).toBe(5);
    // February 2027 starts on a Monday and has 28 days: exactly 4 weeks.
    expect(weeksInMonth('2027-02-10')).toBe(4);
  });

  it('change % rounds to the decimals asked, 100 from zero, 0 from zero to zero', () => {
    expect(percentChange(1, 3, 2)).toBe(-66.67);
    expect(percentChange(2, 3, 1)).toBe(-33.3);
    expect(percentChange(5, 0, 2)).toBe(100);
    expect(percentChange(0, 0, 2)).toBe(0);
    expect(percentChange(0, 4, 1)).toBe(-100);
    expect(percentChange(3, 2, 2)).toBe(50);
  });

  it('the business day is the one in Jakarta, not UTC, at a month boundary', () => {
    expect(businessDate('Asia/Jakarta', new Date('2026-11-30T17:30:00Z'))).toBe('2026-12-01');
    expect(businessDate('UTC', new Date('2026-11-30T17:30:00Z'))).toBe('2026-11-30');
  });
});

describe('dashboard and reports over fixed orders (March 2031)', () => {
  // [date, payment, items]; each order: one pack (Rp 500) of one line at Rp 1.000 a unit, no ongkir.
  const ORDERS: Array<[string, 'paid' | 'unpaid', number]> = [
    ['2031-03-10', 'paid', 3],
    ['2031-03-10', 'unpaid', 2],
    ['2031-03-09', 'paid', 5],
    ['2031-03-04', 'unpaid', 1],
    ['2031-03-03', 'unpaid', 1],
    ['2031-03-01', 'paid', 4],
    ['2031-02-28', 'paid', 7],
    ['2031-02-01', 'paid', 2],
  ];
  const TODAY = '2031-03-10';

  beforeAll(async () => {
    const [ref] = await t.query<{ customerId: number; materialId: number; productId: number }>(sql`
      select (select min(id) from customers)::int as "customerId",
        (select min(id) from materials where packaging_type = 'pack')::int as "materialId",
        (select min(id) from products)::int as "productId"`);
    for (const [i, [date, payment, items]] of ORDERS.entries()) {
      const [o] = await t.query<{ id: number }>(sql`
        insert into transactions (number, date, customer_id, payment, packing, packed_date, delivery, ongkir, item_subtotal, packaging_subtotal, total, item_count)
        values (${`TRX-${date.replaceAll('-', '')}-${String(9000 + i)}`}, ${date}, ${ref!.customerId}, ${payment}, 'packed', ${date}, 'delivered', 0,
          ${items * 1000}, 500, ${items * 1000 + 500}, ${items})
        returning id`);
      const [pk] = await t.query<{ id: number }>(sql`
        insert into transaction_packs (transaction_id, position, material_id, count, pack_price, subtotal)
        values (${o!.id}, 0, ${ref!.materialId}, 1, 500, ${items * 1000 + 500}) returning id`);
      await t.query(sql`
        insert into transaction_lines (pack_id, transaction_id, position, product_id, bucket, qty_per_pack, unit_price)
        values (${pk!.id}, ${o!.id}, 0, ${ref!.productId}, 'fresh', ${items}, 1000) returning id`);
    }
    // Written straight into the tables, past the services that keep the report summaries (decision 018).
    await t.query(sql`select rebuild_report_summaries()`);
  });

  it('today against yesterday for all, paid and unpaid', async () => {
    const s = await todaySummary(t.database.db, TODAY);
    expect(s).toMatchObject({ today: TODAY, yesterday: '2031-03-09' });
    expect(s.all).toEqual({
      orders: { today: 2, yesterday: 1, change: 100 },
      items: { today: 5, yesterday: 5, change: 0 },
      revenue: { today: 6_000, yesterday: 5_500, change: 9.09 },
      returns: { today: 0, yesterday: 0, change: 0 },
    });
    expect(s.paid.items).toEqual({ today: 3, yesterday: 5, change: -40 });
    expect(s.paid.revenue).toEqual({ today: 3_500, yesterday: 5_500, change: -36.36 });
    expect(s.unpaid.revenue).toEqual({ today: 2_500, yesterday: 0, change: 100 });
  });

  it('items per week of this month and last, six categories when March needs six', async () => {
    const w = await weeklySummary(t.database.db, TODAY);
    expect(w.categories).toEqual(['Minggu 1', 'Minggu 2', 'Minggu 3', 'Minggu 4', 'Minggu 5', 'Minggu 6']);
    expect(w.series).toEqual([
      { name: 'Maret 2031', month: '2031-03', data: [4, 7, 5, 0, 0, 0] },
      { name: 'Februari 2031', month: '2031-02', data: [2, 0, 0, 0, 7, 0] },
    ]);
  });

  it('weekly income: this week against last week, 1 decimal, and the amount between them', async () => {
    const w = await weeklyIncome(t.database.db, TODAY);
    expect(w).toEqual({
      series: [{ name: 'Maret 2031', month: '2031-03', data: [4_500, 8_500, 6_000, 0, 0, 0] }],
      categories: ['Minggu 1', 'Minggu 2', 'Minggu 3', 'Minggu 4', 'Minggu 5', 'Minggu 6'],
      total: 6_000,
      lastWeek: 8_500,
      percentage: -29.4,
      amount: 2_500,
    });
  });

  it('periods: today, inclusive range, month of a year (the year is needed), year, this month', () => {
    expect(periodOf({ today: true, year: 2020 }, TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(periodOf({ dateFrom: '2031-03-03', dateTo: '2031-03-09' }, TODAY)).toEqual({
      from: '2031-03-03',
      to: '2031-03-09',
    });
    expect(periodOf({ month: 2, year: 2031 }, TODAY)).toEqual({ from: '2031-02-01', to: '2031-02-28' });
    expect(periodOf({ year: 2031 }, TODAY)).toEqual({ from: '2031-01-01', to: '2031-12-31' });
    expect(periodOf({}, TODAY)).toEqual({ from: '2031-03-01', to: '2031-03-31' });
    expect(() => periodOf({ month: 2 }, TODAY)).toThrow(/tahun/);
    expect(() => periodOf({ dateFrom: '2031-03-09', dateTo: '2031-03-03' }, TODAY)).toThrow();
  });

  it('sales per product: qty = qty per pack × packs, revenue = Σ lines; totals of the orders', async () => {
    const r = await salesReport(t.database.db, TODAY, { type: 'product', month: 3, year: 2031 });
    expect(r.datas).toEqual([expect.objectContaining({ bucket: 'fresh', qty: 16, revenue: 16_000 })]);
    expect(r.totals).toMatchObject({
      orders: 6,
      items: 16,
      itemRevenue: 16_000,
      packaging: 3_000,
      ongkir: 0,
      total: 19_000,
    });
    const paid = await salesReport(t.database.db, TODAY, {
      type: 'customer',
      month: 3,
      year: 2031,
      payment: 'paid',
    });
    expect(paid.totals).toMatchObject({ orders: 3, items: 12, total: 13_500 });
    expect(paid.datas).toEqual([expect.objectContaining({ orders: 3, items: 12, total: 13_500 })]);
    const range = await salesReport(t.database.db, TODAY, {
      type: 'customer',
      dateFrom: '2031-03-03',
      dateTo: '2031-03-09',
    });
    expect(range.totals).toMatchObject({ orders: 3, total: 8_500 });
    const year = await salesReport(t.database.db, TODAY, { type: 'product', year: 2031 });
    expect(year.totals.orders).toBe(8);
  });

  it('through the API: the report of today adds up to the orders the list shows for today; month without year is 422', async () => {
    const list = await ok('/api/transaction/list', { dateFrom: today, dateTo: today, perPage: 200 });
    const byCustomer = await ok('/api/report/getReport', { type: 'customer', today: true });
    const byProduct = await ok('/api/report/getReport', { type: 'product', today: true });
    const sum = list.datas.reduce((s: number, o: Json) => s + o.total, 0);
    expect(byCustomer.totals.total).toBe(sum);
    expect(byCustomer.datas.reduce((s: number, r: Json) => s + r.total, 0)).toBe(sum);
    expect(byProduct.datas.reduce((s: number, r: Json) => s + r.revenue, 0)).toBe(
      byProduct.totals.itemRevenue,
    );
    expect(byProduct.totals.orders).toBe(list.total);
    const bad = await t.call('admin', 'POST', '/api/report/getReport', { type: 'product', month: 5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('year');
    expect((await t.call('admin', 'POST', '/api/report/getReport', { type: 'orders' })).statusCode).toBe(422);
    expect(
      (await t.call('admin', 'POST', '/api/report/getReport', { type: 'product', month: 13, year: 2031 }))
        .statusCode,
    ).toBe(422);
  });

  it('expenses: every restock of both kinds in the period with totals by kind', async () => {
    const from = addDays(today, -30);
    const r = await expenseReport(t.database.db, today, { dateFrom: from, dateTo: today });
    const [sums] = await t.query<{ raw: number; packaging: number; n: number }>(sql`
      select coalesce(sum(r.total) filter (where m.kind = 'raw'), 0)::float8 as raw,
        coalesce(sum(r.total) filter (where m.kind = 'packaging'), 0)::float8 as packaging, count(*)::int as n
      from restocks r join materials m on m.id = r.material_id
      where r.date between ${from}::date and ${today}::date and r.vendor_id is not null`);
    expect(r.totals).toEqual({
      raw: sums!.raw,
      packaging: sums!.packaging,
      total: sums!.raw + sums!.packaging,
      count: sums!.n,
    });
    expect(r.datas.reduce((s, x) => s + x.total, 0)).toBe(r.totals.total);
    const api = await ok('/api/report/getExpenses', { dateFrom: from, dateTo: today, kind: 'packaging' });
    expect(api.totals).toMatchObject({ raw: 0, packaging: sums!.packaging });
    expect(api.datas.every((x: Json) => x.kind === 'packaging')).toBe(true);
  });

  it('expenses are purchases only: opening stock and a count surplus are stock corrections, apart', async () => {
    const report = () => ok('/api/report/getExpenses', { today: true });
    const before = await report();
    const vendorId = (await ok('/api/vendor/list', {})).datas[0].id as number;
    const m = (await ok('/api/bahanBaku/add', { name: 'Uji Koreksi Stok', unit: 'kg', unitPrice: 2_000 }))
      .datas;
    const lot = (extra: Json) =>
      ok('/api/bahanBaku/restock/add', { category: 'restock', materialId: m.id, ...extra });
    const bought = (await lot({ vendorId, qty: 2, unitPrice: 1_500 })).datas;
    const opening = (await lot({ qty: 3, unitPrice: 1_000, note: 'Stok awal' })).datas;
    const surplus = (await ok('/api/bahanBaku/stock/count', { materialId: m.id, counted: 6 })).datas;
    expect(surplus).toMatchObject({ vendor: null, qty: 1, total: 2_000 });

    const after = await report();
    const ids = (rows: Json[]) => rows.map((r) => r.id as number);
    expect(ids(after.datas)).toContain(bought.id);
    expect(ids(after.datas)).not.toContain(opening.id);
    expect(ids(after.datas)).not.toContain(surplus.id);
    expect(after.totals.total - before.totals.total).toBe(3_000);
    expect(after.totals.raw - before.totals.raw).toBe(3_000);
    expect(after.totals.count - before.totals.count).toBe(1);
    expect(ids(after.corrections.datas)).toEqual(expect.arrayContaining([opening.id, surplus.id]));
    expect(after.corrections.total - before.corrections.total).toBe(5_000);
    expect(after.corrections.count - before.corrections.count).toBe(2);
    expect(after.datas.reduce((s: number, x: Json) => s + x.total, 0)).toBe(after.totals.total);

    // The file: the TOTAL is money spent; the corrections follow in a section of their own.
    const csv = await t.call('admin', 'POST', '/api/report/expenses/export', { today: true, format: 'csv' });
    const lines = csv.body.trim().split(/\r?\n/);
    const total = lines.findIndex((l) => l.startsWith('TOTAL,'));
    expect(lines[total]).toMatch(new RegExp(`,${after.totals.total}$`));
    expect(lines.slice(total).some((l) => l.startsWith('KOREKSI STOK,'))).toBe(true);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^TOTAL KOREKSI,${after.corrections.count} koreksi,.*,${after.corrections.total}$`),
    );
  });

  it('exports the reports as CSV and XLSX with a TOTAL row; only with the report menus', async () => {
    const csv = await t.call('admin', 'POST', '/api/report/export', {
      type: 'product',
      month: 3,
      year: 2031,
      format: 'csv',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('laporan-penjualan-produk-2031-03-01_2031-03-31');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Pendapatan');
    expect(lines.at(-1)).toMatch(/^"?TOTAL"?[,;].*16000/);
    const byCustomer = await t.call('admin', 'POST', '/api/report/export', {
      type: 'customer',
      year: 2031,
      format: 'csv',
    });
    expect(byCustomer.body.trim().split(/\r?\n/).at(-1)).toBe('TOTAL,,8,25,29000');
    const xlsx = await t.call('admin', 'POST', '/api/report/expenses/export', {});
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.call('kasir', 'POST', '/api/report/export', { type: 'product' })).statusCode).toBe(403);
    expect(
      (await t.call('admin', 'POST', '/api/report/export', { type: 'product', month: 3 })).statusCode,
    ).toBe(422);
  });

  it('the dashboard calls answer through the API for the Default group (kasir)', async () => {
    const s = await ok('/api/transaction/todayList', undefined, 'kasir');
    expect(s.summary.today).toBe(today);
    const w = await ok('/api/transaction/weeklySummary', undefined, 'kasir');
    expect(w.categories.length).toBeGreaterThanOrEqual(4);
    expect(w.series[0].data).toHaveLength(w.categories.length);
    const i = await ok('/api/transaction/weeklyIncomeStats', undefined, 'kasir');
    expect(i.amount).toBe(Math.abs(i.total - i.lastWeek));
    const p = await ok('/api/transaction/pendingList', {}, 'kasir');
    expect(p.perPage).toBe(10);
  });
});
