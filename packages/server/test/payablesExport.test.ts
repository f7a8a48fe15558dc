/**
 * The Hutang aging as a file (`report/payables/export`, issue 39): every matching vendor in the screen's order and a
 * TOTAL row, the figures the aging answers, worked out by hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const { ok, post } = t;
const s = sceneBuilder(t, 'EksporHutang', 'EKH');

let tunai: Json;
let tempo: Json;

/** An order of `qty` kg at `price` from `vendor`, dated and received on `day`. */
async function received(vendor: Json, material: number, qty: number, price: number, day: string) {
  const po = (
    await ok('/api/purchase/add', {
      vendorId: vendor.id,
      date: day,
      lines: [{ materialId: material, qty, unitPrice: price }],
    })
  ).datas;
  const sent = (await ok(`/api/purchase/send/${po.id}`, { version: po.version })).datas;
  await ok('/api/purchase/receive', {
    id: sent.id,
    version: sent.version,
    date: day,
    lines: [{ lineId: sent.lines[0].id, qty }],
  });
}

beforeAll(async () => {
  const material = (
    await ok('/api/bahanBaku/add', { name: 'Tepung Ekspor Hutang', unit: 'kg', unitPrice: 10_000 })
  ).datas.id as number;
  tunai = (
    await ok('/api/vendor/add', { name: 'Ekspor Hutang Tunai', phone: '0812-1111-2222', paymentTermDays: 0 })
  ).datas;
  tempo = (await ok('/api/vendor/add', { name: 'Ekspor Hutang Tempo', paymentTermDays: 30 })).datas;
  // Tunai: 10 × 12.000 = 120.000 due the day it came (20 days ago), 20.000 paid: 100.000 owed 20 days late.
  await received(tunai, material, 10, 12_000, s.day(-20));
  await ok('/api/vendorPayment/add', {
    vendorId: tunai.id,
    amount: 20_000,
    method: 'tunai',
    date: s.day(-5),
  });
  // Tempo: 5 × 10.000 = 50.000 due in 28 days, 80.000 paid: the bill settled and 30.000 paid ahead.
  await received(tempo, material, 5, 10_000, s.day(-2));
  await ok('/api/vendorPayment/add', {
    vendorId: tempo.id,
    amount: 80_000,
    method: 'transfer',
    date: s.day(-1),
  });
}, 120_000);

const csv = async (body: Json) => {
  const res = await post('/api/report/payables/export', { format: 'csv', search: 'Ekspor Hutang', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return {
    res,
    lines: res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/),
  };
};

describe('Hutang as a file', () => {
  it('one row per vendor by balance, what is owed by age, paid ahead, and the TOTAL row', async () => {
    const { res, lines } = await csv({});
    expect(res.headers['content-disposition']).toContain(`umur-hutang-${s.today}.csv`);
    expect(lines.slice(-4)).toEqual([
      'Vendor,Telepon,Belum jatuh tempo,Lewat 1–7 hari,Lewat 8–30 hari,Lewat 31–60 hari,Lewat > 60 hari,Hutang,Uang muka,Saldo',
      'Ekspor Hutang Tunai,0812-1111-2222,0,0,100000,0,0,100000,0,100000',
      'Ekspor Hutang Tempo,,0,0,0,0,0,0,30000,-30000',
      'TOTAL,2 vendor,0,0,100000,0,0,100000,30000,70000',
    ]);
    // The same figures as the screen's aging.
    const aging = await ok('/api/report/payables', { search: 'Ekspor Hutang' });
    expect(aging.totals).toMatchObject({
      days8to30: 100_000,
      open: 100_000,
      credit: 30_000,
      balance: 70_000,
    });
  });

  it('at an earlier day, in the order asked: before the payments, both bills owed', async () => {
    // At 6 days ago: Tunai's 120.000 14 days late, not paid yet; Tempo's bill not received yet.
    const before = await csv({ date: s.day(-6), sortBy: 'vendor' });
    expect(before.lines.slice(-2)).toEqual([
      'Ekspor Hutang Tunai,0812-1111-2222,0,0,120000,0,0,120000,0,120000',
      'TOTAL,1 vendor,0,0,120000,0,0,120000,0,120000',
    ]);
    // By name A–Z at 2 days ago: Tempo's 50.000 not yet due (not paid yet) before Tunai's 100.000.
    const named = await csv({ date: s.day(-2), sortBy: 'vendor' });
    expect(named.lines.slice(-3)).toEqual([
      'Ekspor Hutang Tempo,,50000,0,0,0,0,50000,0,50000',
      'Ekspor Hutang Tunai,0812-1111-2222,0,0,100000,0,0,100000,0,100000',
      'TOTAL,2 vendor,50000,0,100000,0,0,150000,0,150000',
    ]);
    const xlsx = await post('/api/report/payables/export', { search: 'Ekspor Hutang' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`umur-hutang-${s.today}.xlsx`);
  });

  it('needs a session and Hutang; refuses a day after today and an unknown field', async () => {
    expect((await t.call(null, 'POST', '/api/report/payables/export', {})).statusCode).toBe(401);
    for (const role of ['kasir', 'staff'] as const)
      expect((await t.call(role, 'POST', '/api/report/payables/export', {})).statusCode).toBe(403);
    const later = await post('/api/report/payables/export', { date: s.day(1) });
    expect(later.statusCode).toBe(422);
    expect(Object.keys(later.json().errors)).toEqual(['date']);
    // Paging is the screen's, not the file's (every matching vendor).
    const extra = await post('/api/report/payables/export', { page: 2 });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ page: ['Field page tidak dikenal.'] });
  });
});
