/**
 * A vendor's statement ("kartu hutang", `vendorPayment/statement`, issue 39): the mirror of the customer's. Bills of
 * receipts, a part payment, a reversed payment and the period's edges, worked out by hand; the closing balance is the
 * payables' balance of the vendor on the last day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const { ok, post } = t;
const s = sceneBuilder(t, 'KartuHutang', 'KHU');

let vendor: Json;
let pay2: Json;
let pay1: Json;

/** An order of `qty` kg at `price` from `vendor`, dated and received on `day`; answers its number. */
async function received(material: number, qty: number, price: number, day: string): Promise<string> {
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
  return po.number as string;
}

let billA: string;
let billB: string;

beforeAll(async () => {
  const material = (
    await ok('/api/bahanBaku/add', { name: 'Tepung Kartu Hutang', unit: 'kg', unitPrice: 10_000 })
  ).datas.id as number;
  vendor = (await ok('/api/vendor/add', { name: 'Kartu Hutang Jaya', paymentTermDays: 0 })).datas;
  // Bill A 10 × 10.000 = 100.000 (20 days ago); 30.000 paid 15 days ago (a part payment).
  billA = await received(material, 10, 10_000, s.day(-20));
  pay1 = (
    await ok('/api/vendorPayment/add', {
      vendorId: vendor.id,
      amount: 30_000,
      method: 'tunai',
      date: s.day(-15),
    })
  ).datas;
  // Bill B 5 × 8.000 = 40.000 (8 days ago); 50.000 paid 4 days ago, reversed today.
  billB = await received(material, 5, 8_000, s.day(-8));
  pay2 = (
    await ok('/api/vendorPayment/add', {
      vendorId: vendor.id,
      amount: 50_000,
      method: 'transfer',
      reference: 'BCA 0412',
      date: s.day(-4),
    })
  ).datas;
  await ok(`/api/vendorPayment/delete/${pay2.id}`, { reason: 'Transfer gagal' });
}, 120_000);

const balanceOn = async (date: string) => {
  const aging = await ok('/api/report/payables', { date, search: 'Kartu Hutang Jaya' });
  return (aging.rows[0]?.balance ?? 0) as number;
};

const entry = (
  date: string,
  kind: string,
  reference: string,
  debit: number,
  credit: number,
  balance: number,
  more: Json = {},
) => expect.objectContaining({ date, kind, reference, debit, credit, balance, ...more });

describe('a vendor statement', () => {
  it('from the first bill: opening 0, the bills with their order numbers, the part payment; closing = the aging', async () => {
    const st = await ok('/api/vendorPayment/statement', {
      vendorId: vendor.id,
      from: s.day(-20),
      to: s.day(-5),
    });
    expect(st.vendor).toEqual({ id: vendor.id, name: 'Kartu Hutang Jaya' });
    expect(st.opening).toBe(0);
    expect(st.entries).toEqual([
      entry(s.day(-20), 'bill', billA, 100_000, 0, 100_000),
      entry(s.day(-15), 'payment', `PAY-${pay1.id}`, 0, 30_000, 70_000, { method: 'tunai' }),
      entry(s.day(-8), 'bill', billB, 40_000, 0, 110_000),
    ]);
    // closing = opening + bills − payments = 0 + 140.000 − 30.000; the payment 4 days ago is after the period.
    expect(st.closing).toBe(110_000);
    expect(await balanceOn(s.day(-5))).toBe(110_000);
  });

  it('opens at the balance of the day before; a reversed payment is a payment on its day and a debit on the reversal day', async () => {
    const st = await ok('/api/vendorPayment/statement', {
      vendorId: vendor.id,
      from: s.day(-10),
      to: s.today,
    });
    // Opening at the end of 11 days ago: 100.000 − 30.000.
    expect(st.opening).toBe(70_000);
    expect(st.entries).toEqual([
      entry(s.day(-8), 'bill', billB, 40_000, 0, 110_000),
      entry(s.day(-4), 'payment', `PAY-${pay2.id}`, 0, 50_000, 60_000, {
        description: 'BCA 0412',
        method: 'transfer',
      }),
      entry(s.today, 'reversal', `PAY-${pay2.id}`, 50_000, 0, 110_000, { description: 'Transfer gagal' }),
    ]);
    // 70.000 + 40.000 + 50.000 (reversal) − 50.000.
    expect(st.closing).toBe(110_000);
    expect(await balanceOn(s.today)).toBe(110_000);
  });

  it('a one-day period on the payment: it stood then (the reversal came later), as the aging of that day says', async () => {
    const st = await ok('/api/vendorPayment/statement', {
      vendorId: vendor.id,
      from: s.day(-4),
      to: s.day(-4),
    });
    expect(st.opening).toBe(110_000);
    expect(st.entries).toEqual([entry(s.day(-4), 'payment', `PAY-${pay2.id}`, 0, 50_000, 60_000)]);
    expect(st.closing).toBe(60_000);
    expect(await balanceOn(s.day(-4))).toBe(60_000);
    // A day without moves: opening = closing, no entries.
    const quiet = await ok('/api/vendorPayment/statement', {
      vendorId: vendor.id,
      from: s.day(-3),
      to: s.day(-1),
    });
    expect(quiet.entries).toEqual([]);
    expect([quiet.opening, quiet.closing]).toEqual([60_000, 60_000]);
  });

  it('refuses an unknown vendor (404), a period ending before it starts or after today, a missing vendor (422)', async () => {
    const unknown = await post('/api/vendorPayment/statement', {
      vendorId: 999_999,
      from: s.day(-1),
      to: s.today,
    });
    expect(unknown.statusCode).toBe(404);
    const backwards = await post('/api/vendorPayment/statement', {
      vendorId: vendor.id,
      from: s.today,
      to: s.day(-1),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({
      code: 'date.beforeStart',
      errors: { to: [expect.any(String)] },
    });
    const later = await post('/api/vendorPayment/statement', {
      vendorId: vendor.id,
      from: s.today,
      to: s.day(1),
    });
    expect(later.statusCode).toBe(422);
    expect(later.json().errors.to).toEqual([expect.any(String)]);
    const missing = await post('/api/vendorPayment/statement', { from: s.day(-1), to: s.today });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.vendorId).toEqual([expect.any(String)]);
  });

  it('needs a session (401) and the Hutang menu (403 for the cashier and the staff)', async () => {
    const body = { vendorId: vendor.id, from: s.day(-1), to: s.today };
    expect((await t.call(null, 'POST', '/api/vendorPayment/statement', body)).statusCode).toBe(401);
    for (const role of ['kasir', 'staff'])
      expect((await t.call(role, 'POST', '/api/vendorPayment/statement', body)).statusCode, role).toBe(403);
    expect((await t.call('owner', 'POST', '/api/vendorPayment/statement', body)).statusCode).toBe(200);
  });
});
