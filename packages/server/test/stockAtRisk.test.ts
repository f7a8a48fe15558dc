/**
 * Stok berisiko (decision 052, domains/reports/stockAtRisk.ts), by hand, through the API: a product made on day −30
 * (330 pcs at HPP 2,000, expiring in 3 days) that sells 40 every fourth day (280 in the 28 days: 10 a day) and a
 * second batch of it that its use covers; a raw material lot expired two days ago; a packaging lot nobody used; a
 * flour lot used a little (kilograms: rounded up to 0.001). Checked: the figures today and at past days, the covered
 * batch and a lot without expiry left out, paging, sorting, the kind filter, totals, who may read it and bad input.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);
const { post, ok } = t;
const scenes = sceneBuilder(t, 'Risiko', 'RSK');
const URL = '/api/report/stockAtRisk';

/** The report of this file's pieces (their names all hold "Risiko"): every row, one page. */
const report = async (body: Json = {}) =>
  (await ok(URL, { search: 'Risiko', perPage: 200, ...body })) as Json;
const rowOf = (r: Json, kind: string, id: number) =>
  (r.rows as Json[]).find((x) => x.kind === kind && x.id === id);

describe('stock at risk of expiring', () => {
  const ids = { product: 0, batchA: 0, batchB: 0, flourLot: 0, fishLot: 0, trayLot: 0, meatLot: 0 };

  const restock = async (
    base: string,
    materialId: number,
    qty: number,
    unitPrice: number,
    date: number,
    expiry?: number,
  ) =>
    (
      await ok(`/api/${base}/restock/add`, {
        category: 'restock',
        materialId,
        qty,
        unitPrice,
        date: day(date),
        ...(expiry === undefined ? {} : { expiryDate: day(expiry) }),
      })
    ).datas.id as number;

  beforeAll(async () => {
    // Meat without expiry: 100 kg at 20,000; the run takes 33 kg (660,000 for 330 pcs: HPP 2,000 a piece).
    const meat = (await ok('/api/bahanBaku/add', { name: 'Daging Risiko', unit: 'kg', unitPrice: 20_000 }))
      .datas;
    ids.meatLot = await restock('bahanBaku', meat.id, 100, 20_000, -40);
    const category = (await ok('/api/category/list', {})).datas[0].id;
    ids.product = (
      await ok('/api/product/add', {
        code: 'RSK1',
        name: 'Bakso Risiko',
        categoryId: category,
        price: 7_500,
        unit: 'pcs',
      })
    ).datas.id;
    await ok('/api/produksi/add', {
      date: day(-30),
      productId: ids.product,
      qty: 330,
      expiryDate: day(3),
      inputs: [{ materialId: meat.id, qty: 33 }],
    });
    const [batch] = await t.query<{ id: number; version: number }>(
      sql`select id, version from product_batches where product_id = ${ids.product}`,
    );
    ids.batchA = batch!.id;
    await ok('/api/stock/update', { id: batch!.id, version: batch!.version, to: 'frozen', qty: 330 });
    // 40 sold every fourth day from day −24 to today: 280 in the 28 days ending today.
    const box = await scenes.box(1_000, [100], { date: -40 });
    const customer = await scenes.customer();
    for (let n = -24; n <= 0; n += 4)
      await ok('/api/transaction/add', {
        customerId: customer.id,
        date: day(n),
        payment: 'unpaid',
        packing: 'packed',
        delivery: 'pending',
        packs: [
          {
            materialId: box.id,
            count: 1,
            lines: [{ productId: ids.product, bucket: 'frozen', qtyPerPack: 40 }],
          },
        ],
      });
    // A second batch of 20, made today, expiring in 10 days: its product's 10 a day empties it in 2.
    await ok('/api/stock/add', {
      reason: 'opening',
      productId: ids.product,
      bucket: 'frozen',
      qty: 20,
      date: today,
      expiryDate: day(10),
    });
    const [second] = await t.query<{ id: number }>(
      sql`select max(id)::int as id from product_batches where product_id = ${ids.product}`,
    );
    ids.batchB = second!.id;

    // Fish: 8 kg at 5,000 received on day −20, expired on day −2; 2 kg used by hand on day −10.
    const fish = (await ok('/api/bahanBaku/add', { name: 'Ikan Risiko', unit: 'kg', unitPrice: 5_000 }))
      .datas;
    ids.fishLot = await restock('bahanBaku', fish.id, 8, 5_000, -20, -2);
    await ok('/api/bahanBaku/restock/add', { category: 'used', materialId: fish.id, qty: 2, date: day(-10) });
    // Trays: 100 pcs at 300 on day −5, expiring in 30 days, never used.
    const tray = (
      await ok('/api/bahanKemasan/add', {
        name: 'Mika Risiko',
        unit: 'pcs',
        unitPrice: 300,
        packagingType: 'consumable',
      })
    ).datas;
    ids.trayLot = await restock('bahanKemasan', tray.id, 100, 300, -5, 30);
    // Flour: 10 kg at 10,000 on day −3, expiring in 5 days; 3 kg used yesterday.
    const flour = (await ok('/api/bahanBaku/add', { name: 'Tepung Risiko', unit: 'kg', unitPrice: 10_000 }))
      .datas;
    ids.flourLot = await restock('bahanBaku', flour.id, 10, 10_000, -3, 5);
    await ok('/api/bahanBaku/restock/add', { category: 'used', materialId: flour.id, qty: 3, date: day(-1) });
  });

  it('lists what its last 28 days of use will not empty before expiry, with its value at HPP', async () => {
    const r = await report();
    expect(r.date).toBe(today);
    // 50 left, 10 a day, 3 days: 30 used in time, 20 at risk × 2,000.
    expect(rowOf(r, 'product', ids.batchA)).toEqual({
      kind: 'product',
      id: ids.batchA,
      itemId: ids.product,
      name: 'Bakso Risiko',
      code: 'RSK1',
      batchCode: null,
      unit: 'pcs',
      date: day(-30),
      expiryDate: day(3),
      daysLeft: 3,
      expired: false,
      qty: 50,
      dailyUse: 10,
      daysOfCover: 5,
      qtyAtRisk: 20,
      unitCost: 2_000,
      valueAtRisk: 40_000,
    });
    // 20 left, 10 a day, 10 days: covered in time.
    expect(rowOf(r, 'product', ids.batchB)).toBeUndefined();
    // Expired two days ago: all 6 kg left, whatever its use.
    expect(rowOf(r, 'raw', ids.fishLot)).toMatchObject({
      daysLeft: -2,
      expired: true,
      qty: 6,
      qtyAtRisk: 6,
      unitCost: 5_000,
      valueAtRisk: 30_000,
    });
    // No use in 28 days: never covered.
    expect(rowOf(r, 'packaging', ids.trayLot)).toMatchObject({
      name: 'Mika Risiko',
      daysLeft: 30,
      expired: false,
      qty: 100,
      dailyUse: 0,
      daysOfCover: null,
      qtyAtRisk: 100,
      valueAtRisk: 30_000,
    });
    // 7 kg left, 3 kg in 28 days, 5 days: 7 − 3 × 5 ÷ 28 = 6.4643 kg at risk, rounded up to the gram.
    expect(rowOf(r, 'raw', ids.flourLot)).toMatchObject({
      qty: 7,
      dailyUse: 0.107,
      daysOfCover: 65.3,
      qtyAtRisk: 6.465,
      valueAtRisk: 64_650,
    });
    // A lot without expiry is never at risk of expiring.
    expect(rowOf(r, 'raw', ids.meatLot)).toBeUndefined();
    expect(r).toMatchObject({
      total: 4,
      totals: { valueAtRisk: 164_650, expired: 1, expiredValue: 30_000 },
    });
  });

  it('reads a past day as it stood: what was held then, the use of the 28 days ending then', async () => {
    // Day −10: 170 held (160 sold on days −24…−12), 160 in the 28 days, 13 days left: 170 − 160 × 13 ÷ 28 = 95.7.
    const past = await report({ date: day(-10) });
    expect(rowOf(past, 'product', ids.batchA)).toMatchObject({
      qty: 170,
      daysLeft: 13,
      dailyUse: 5.714,
      daysOfCover: 29.8,
      qtyAtRisk: 96,
      valueAtRisk: 192_000,
    });
    // Not made yet.
    expect(rowOf(past, 'product', ids.batchB)).toBeUndefined();
    // Day −15: the fish lot whole, unused, 13 days before its expiry.
    expect(rowOf(await report({ date: day(-15) }), 'raw', ids.fishLot)).toMatchObject({
      qty: 8,
      daysLeft: 13,
      expired: false,
      qtyAtRisk: 8,
      valueAtRisk: 40_000,
    });
    // Day −6: 130 held (200 sold on days −24…−8, all in the 28 days), 9 days left: 130 − 200 × 9 ÷ 28 = 65.7.
    expect(rowOf(await report({ date: day(-6) }), 'product', ids.batchA)).toMatchObject({
      qty: 130,
      daysLeft: 9,
      dailyUse: 7.143,
      qtyAtRisk: 66,
      valueAtRisk: 132_000,
    });
  });

  it('pages and sorts on the server; the count and totals are of every row, whatever the page', async () => {
    const all = await report();
    const order = (r: Json) => (r.rows as Json[]).map((x) => `${x.kind}:${x.id}`);
    const flour = `raw:${ids.flourLot}`;
    const batch = `product:${ids.batchA}`;
    const fish = `raw:${ids.fishLot}`;
    const tray = `packaging:${ids.trayLot}`;
    // Largest value first; the two of 30,000 by expiry.
    expect(order(all)).toEqual([flour, batch, fish, tray]);
    expect(order(await report({ sortBy: 'valueAtRisk', sortDir: 'asc' }))).toEqual([
      fish,
      tray,
      batch,
      flour,
    ]);
    expect(order(await report({ sortBy: 'expiryDate' }))).toEqual([fish, batch, flour, tray]);
    expect(order(await report({ sortBy: 'name' }))).toEqual([batch, fish, tray, flour]);
    expect(order(await report({ sortBy: 'name', sortDir: 'desc' }))).toEqual([flour, tray, fish, batch]);
    const page2 = await report({ perPage: 3, page: 2 });
    expect(page2).toMatchObject({ page: 2, perPage: 3, total: 4, totals: all.totals });
    expect(order(page2)).toEqual([tray]);
    const past = await report({ perPage: 3, page: 9 });
    expect(past).toMatchObject({ rows: [], total: 4, totals: all.totals });
    // By kind: batches only, or lots only (raw and packaging).
    expect(order(await report({ kind: 'product' }))).toEqual([batch]);
    const lots = await report({ kind: 'material' });
    expect(order(lots)).toEqual([flour, fish, tray]);
    expect(lots.totals).toEqual({ valueAtRisk: 124_650, expired: 1, expiredValue: 30_000 });
    // By name, any case.
    expect(order(await report({ search: 'tepung risiko' }))).toEqual([flour]);
    // Without a search: the demo data's rows too, each at risk, 50 a page by default.
    const everything = (await ok(URL, {})) as Json;
    expect(everything.perPage).toBe(50);
    expect(everything.total).toBeGreaterThanOrEqual(4);
    for (const row of everything.rows as Json[]) {
      expect(row.qtyAtRisk).toBeGreaterThan(0);
      expect(row.qtyAtRisk).toBeLessThanOrEqual(row.qty);
      if (!row.expired && row.daysOfCover !== null) expect(row.daysOfCover).toBeGreaterThan(row.daysLeft);
    }
  });

  it('is read with Stok Berisiko (Super Admin, Owner); 401 without a session, 403 without the menu', async () => {
    expect((await t.call(null, 'POST', URL, {})).statusCode).toBe(401);
    for (const role of ['kasir', 'staff'] as const) {
      const res = await t.call(role, 'POST', URL, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBeTruthy();
    }
    expect((await t.call('owner', 'POST', URL, {})).statusCode).toBe(200);
  });

  it('refuses a day after today, a bad date, more than 200 a page and an unknown sort, each on its field', async () => {
    const later = await post(URL, { date: day(1) });
    expect(later.statusCode).toBe(422);
    expect(later.json()).toMatchObject({ code: 'date.afterToday', errors: { date: [expect.any(String)] } });
    for (const bad of [
      { date: '2026-02-30' },
      { date: 'kemarin' },
      { perPage: 201 },
      { page: 0 },
      { sortBy: 'qty' },
      { kind: 'raw' },
    ]) {
      const res = await post(URL, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      const field = Object.keys(bad)[0]!;
      expect(res.json().errors[field], JSON.stringify(res.json())).toEqual([expect.any(String)]);
      expect(res.json().code).toBeTruthy();
    }
  });
});
