/**
 * The expense report's money paid beside what was bought (issue 39): per vendor, its purchases in the period (by the
 * kind filter) and its payments dated in the period that are not reversed, whatever the kind. Figures by hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const { ok, post } = t;
const s = sceneBuilder(t, 'Peng', 'PNG');

// A period of its own, long before anything else the database holds.
const from = s.day(-200);
const to = s.day(-190);

const ids: Record<'a' | 'b' | 'c' | 'tepung' | 'plastik', number> = {
  a: 0,
  b: 0,
  c: 0,
  tepung: 0,
  plastik: 0,
};

const restock = (kind: 'bahanBaku' | 'bahanKemasan', body: Json) =>
  ok(`/api/${kind}/restock/add`, { category: 'restock', ...body });
const pay = async (vendorId: number, amount: number, date: string) =>
  (await ok('/api/vendorPayment/add', { vendorId, amount, method: 'transfer', date })).datas as Json;

beforeAll(async () => {
  const vendor = async (name: string) => (await ok('/api/vendor/add', { name })).datas.id as number;
  ids.a = await vendor('CV Aneka Pengeluaran');
  ids.b = await vendor('UD Bumi Pengeluaran');
  ids.c = await vendor('PT Cahaya Pengeluaran');
  ids.tepung = (
    await ok('/api/bahanBaku/add', { name: 'Tepung Peng', unit: 'kg', unitPrice: 10_000 })
  ).datas.id;
  ids.plastik = (
    await ok('/api/bahanKemasan/add', {
      name: 'Plastik Peng',
      unit: 'pcs',
      unitPrice: 300,
      packagingType: 'consumable',
    })
  ).datas.id;
  // A: 10 kg × 12.000 = 120.000 (raw) and 500 pcs × 300 = 150.000 (packaging); B: 4 kg × 25.500 = 102.000 (raw).
  await restock('bahanBaku', {
    materialId: ids.tepung,
    qty: 10,
    unitPrice: 12_000,
    vendorId: ids.a,
    date: from,
  });
  await restock('bahanKemasan', {
    materialId: ids.plastik,
    qty: 500,
    unitPrice: 300,
    vendorId: ids.a,
    date: s.day(-199),
  });
  await restock('bahanBaku', {
    materialId: ids.tepung,
    qty: 4,
    unitPrice: 25_500,
    vendorId: ids.b,
    date: s.day(-198),
  });
  // Opening stock (no vendor): a correction, no vendor's purchase. After the period: not in it.
  await restock('bahanBaku', { materialId: ids.tepung, qty: 3, unitPrice: 10_000, date: s.day(-198) });
  await restock('bahanBaku', {
    materialId: ids.tepung,
    qty: 1,
    unitPrice: 12_000,
    vendorId: ids.a,
    date: s.day(-185),
  });
  // Paid: A 100.000 (and 50.000 reversed), C 75.000 without buying anything; B's 20.000 after the period.
  await pay(ids.a, 100_000, s.day(-199));
  const wrong = await pay(ids.a, 50_000, s.day(-197));
  await ok(`/api/vendorPayment/delete/${wrong.id}`, { reason: 'Transfer gagal' });
  await pay(ids.c, 75_000, s.day(-198));
  await pay(ids.b, 20_000, s.day(-189));
}, 120_000);

const report = async (body: Json = {}) =>
  (await ok('/api/report/getExpenses', { dateFrom: from, dateTo: to, ...body })) as Json;

const vendorRow = (
  id: number,
  name: string,
  bought: number,
  restocks: number,
  paid: number,
  payments: number,
) => ({
  vendor: { id, name },
  bought,
  restocks,
  paid,
  payments,
});

describe('the expense report: paid beside bought', () => {
  it('per vendor, most bought first: the purchases of the period beside the payments not reversed', async () => {
    const r = await report();
    expect(r.vendors).toEqual({
      datas: [
        vendorRow(ids.a, 'CV Aneka Pengeluaran', 270_000, 2, 100_000, 1),
        vendorRow(ids.b, 'UD Bumi Pengeluaran', 102_000, 1, 0, 0),
        vendorRow(ids.c, 'PT Cahaya Pengeluaran', 0, 0, 75_000, 1),
      ],
      bought: 372_000,
      paid: 175_000,
      payments: 2,
    });
    // What was bought is the purchases' total; the opening stock stays a correction.
    expect(r.totals).toEqual({ raw: 222_000, packaging: 150_000, total: 372_000, count: 3 });
    expect(r.corrections).toMatchObject({ total: 30_000, count: 1 });
  });

  it('bought follows the kind; paid does not (a payment is for the bills, not a kind)', async () => {
    const raw = await report({ kind: 'raw' });
    expect(raw.vendors).toEqual({
      datas: [
        vendorRow(ids.a, 'CV Aneka Pengeluaran', 120_000, 1, 100_000, 1),
        vendorRow(ids.b, 'UD Bumi Pengeluaran', 102_000, 1, 0, 0),
        vendorRow(ids.c, 'PT Cahaya Pengeluaran', 0, 0, 75_000, 1),
      ],
      bought: 222_000,
      paid: 175_000,
      payments: 2,
    });
    const packaging = await report({ kind: 'packaging' });
    // B neither sold packaging nor was paid in the period: not listed.
    expect(packaging.vendors).toEqual({
      datas: [
        vendorRow(ids.a, 'CV Aneka Pengeluaran', 150_000, 1, 100_000, 1),
        vendorRow(ids.c, 'PT Cahaya Pengeluaran', 0, 0, 75_000, 1),
      ],
      bought: 150_000,
      paid: 175_000,
      payments: 2,
    });
  });

  it('a period without purchases nor payments has no vendor rows', async () => {
    const r = await report({ dateFrom: s.day(-260), dateTo: s.day(-250) });
    expect(r.vendors).toEqual({ datas: [], bought: 0, paid: 0, payments: 0 });
  });

  it('a longer period takes in what the first left out', async () => {
    const r = await report({ dateTo: s.day(-185) });
    expect(r.vendors.datas).toEqual([
      vendorRow(ids.a, 'CV Aneka Pengeluaran', 282_000, 3, 100_000, 1),
      vendorRow(ids.b, 'UD Bumi Pengeluaran', 102_000, 1, 20_000, 1),
      vendorRow(ids.c, 'PT Cahaya Pengeluaran', 0, 0, 75_000, 1),
    ]);
  });

  it('needs a session and the menu; a reversed period is refused on dateTo', async () => {
    const body = { dateFrom: from, dateTo: to };
    expect((await t.call(null, 'POST', '/api/report/getExpenses', body)).statusCode).toBe(401);
    expect((await post('/api/report/getExpenses', body, 'kasir')).statusCode).toBe(403);
    const bad = await post('/api/report/getExpenses', { dateFrom: to, dateTo: from });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['dateTo']);
  });
});
