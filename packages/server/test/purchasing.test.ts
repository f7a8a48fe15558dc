/**
 * Purchase orders, receiving and supplier debts (issue 39, decision 051), with figures worked out by hand: a draft's
 * total, the states, receipts that become lots exactly as restocks do (qty, price, expiry from the shelf life, vendor,
 * note), over-receipt refused then confirmed, a different price flagged, bills due after the vendor's term, payments
 * allocated oldest due first and reversed, the payables' aging equal to bills − payments at a date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';
import { serverDir } from './support.js';

const t = useTestApp();
const { post, ok } = t;
const s = sceneBuilder(t, 'Beli', 'BLI');

async function vendor(paymentTermDays = 0, contact: Json = {}) {
  const n = s.next();
  return (await ok('/api/vendor/add', { name: `Vendor Beli ${n}`, paymentTermDays, ...contact }))
    .datas as Json;
}

let tepung: Json;
let plastik: Json;
let supplier: Json;

beforeAll(async () => {
  tepung = (
    await ok('/api/bahanBaku/add', { name: 'Tepung Beli', unit: 'kg', unitPrice: 10_000, shelfLifeDays: 30 })
  ).datas;
  plastik = (
    await ok('/api/bahanKemasan/add', {
      name: 'Plastik Beli',
      unit: 'pcs',
      unitPrice: 500,
      packagingType: 'consumable',
    })
  ).datas;
  supplier = await vendor(14, { phone: '0812-3101-1037', address: 'Jl. Pasar Baru 3, Kroya' });
}, 120_000);

const draft = async (body: Json = {}) =>
  (
    await ok('/api/purchase/add', {
      vendorId: supplier.id,
      lines: [{ materialId: tepung.id, qty: 10, unitPrice: 12_000 }],
      ...body,
    })
  ).datas as Json;

const sent = async (body: Json = {}) => {
  const po = await draft(body);
  return (await ok(`/api/purchase/send/${po.id}`, { version: po.version })).datas as Json;
};

const lot = async (id: number) =>
  (
    await t.query<Json>(sql`select material_id as "materialId", vendor_id as "vendorId", date::text as date,
      qty::float8 as qty, remaining::float8 as remaining, unit_price as "unitPrice", total::int as total,
      batch_code as "batchCode", expiry_date::text as "expiryDate", note from restocks where id = ${id}`)
  )[0];

describe('purchase orders', () => {
  it('adds a draft (its total by hand, the material’s price by default), numbered PO-<year>-NNNN in turn', async () => {
    const po = await draft({
      note: 'Untuk minggu depan',
      lines: [
        { materialId: tepung.id, qty: 10, unitPrice: 12_000, expectedDate: s.day(3) },
        { materialId: plastik.id, qty: 200 },
      ],
    });
    expect(po).toMatchObject({
      state: 'draft',
      vendorId: supplier.id,
      date: s.today,
      note: 'Untuk minggu depan',
      total: 220_000,
      receivedValue: 0,
      receipts: [],
      sentAt: null,
    });
    expect(po.lines).toMatchObject([
      {
        materialId: tepung.id,
        qty: 10,
        unitPrice: 12_000,
        total: 120_000,
        expectedDate: s.day(3),
        received: 0,
      },
      { materialId: plastik.id, qty: 200, unitPrice: 500, total: 100_000, expectedDate: null, received: 0 },
    ]);
    // The vendor with what its printed order and WhatsApp message need.
    expect(po.vendor).toEqual({
      id: supplier.id,
      name: supplier.name,
      phone: '0812-3101-1037',
      address: 'Jl. Pasar Baru 3, Kroya',
    });
    expect(po.lines[0].material).toEqual({
      id: tepung.id,
      name: 'Tepung Beli',
      unit: 'kg',
      kind: 'raw',
      shelfLifeDays: 30,
    });
    const year = s.today.slice(0, 4);
    expect(po.number).toMatch(new RegExp(`^PO-${year}-\\d{4}$`));
    const next = await draft();
    expect(Number(next.number.slice(-4))).toBe(Number(po.number.slice(-4)) + 1);
  });

  it('changes a draft (lines replaced, total again), refuses a stale version; a sent order is locked', async () => {
    const po = await draft();
    const changed = (
      await ok('/api/purchase/update', {
        id: po.id,
        version: po.version,
        vendorId: supplier.id,
        lines: [
          { materialId: tepung.id, qty: 12, unitPrice: 12_000 },
          { materialId: plastik.id, qty: 100, unitPrice: 450 },
        ],
      })
    ).datas;
    expect(changed).toMatchObject({ version: po.version + 1, total: 144_000 + 45_000, state: 'draft' });
    const stale = await post('/api/purchase/update', {
      id: po.id,
      version: po.version,
      vendorId: supplier.id,
      lines: [{ materialId: tepung.id, qty: 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version.stale');

    const out = (await ok(`/api/purchase/send/${po.id}`, { version: changed.version })).datas;
    expect(out.state).toBe('sent');
    expect(out.sentAt).not.toBeNull();
    const locked = await post('/api/purchase/update', {
      id: po.id,
      version: out.version,
      vendorId: supplier.id,
      lines: [{ materialId: tepung.id, qty: 1 }],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      code: 'purchase.state',
      params: { state: 'sent', action: 'update' },
    });
    const again = await post(`/api/purchase/send/${po.id}`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().params).toMatchObject({ state: 'sent', action: 'send' });
  });

  it.each([
    [
      'a material twice',
      (m: Json) => ({
        lines: [
          { materialId: m.id, qty: 1 },
          { materialId: m.id, qty: 2 },
        ],
      }),
      422,
      'validation.duplicateItems',
      'lines.1.materialId',
    ],
    [
      'a material that does not exist',
      () => ({ lines: [{ materialId: 999_999, qty: 1 }] }),
      422,
      'reference.notFound',
      'lines.0.materialId',
    ],
    ['a vendor that does not exist', () => ({ vendorId: 999_999 }), 422, 'reference.notFound', 'vendorId'],
    ['no lines', () => ({ lines: [] }), 422, undefined, 'lines'],
    [
      'a quantity of 0',
      (m: Json) => ({ lines: [{ materialId: m.id, qty: 0 }] }),
      422,
      undefined,
      'lines.0.qty',
    ],
    [
      'an expected date before the order',
      (m: Json) => ({ lines: [{ materialId: m.id, qty: 1, expectedDate: s.day(-1) }] }),
      422,
      'date.beforeStart',
      'lines.0.expectedDate',
    ],
    ['an extra field', () => ({ total: 5 }), 422, undefined, 'total'],
    [
      'an extra field on a line',
      (m: Json) => ({ lines: [{ materialId: m.id, qty: 1, received: 3 }] }),
      422,
      undefined,
      'lines.0.received',
    ],
  ])('refuses %s, writing nothing', async (_what, change, status, code, field) => {
    const before = await t.digest();
    const res = await post('/api/purchase/add', {
      vendorId: supplier.id,
      lines: [{ materialId: tepung.id, qty: 1 }],
      ...change(tepung),
    });
    expect(res.statusCode, res.body).toBe(status);
    if (code) expect(res.json().code).toBe(code);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
    expect(await t.digest()).toBe(before);
  });

  it('answers 404 for an order that does not exist, on every path', async () => {
    for (const [url, body] of [
      ['/api/purchase/send/999999', {}],
      ['/api/purchase/cancel/999999', {}],
      ['/api/purchase/receive', { id: 999_999, lines: [{ lineId: 1, qty: 1 }] }],
      [
        '/api/purchase/update',
        { id: 999_999, version: 1, vendorId: supplier.id, lines: [{ materialId: tepung.id, qty: 1 }] },
      ],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'record.notFound', params: { kind: 'purchaseOrder' } });
    }
  });

  it('cancels a draft or a sent order; a cancelled or received one stays (409)', async () => {
    const po = await draft();
    const cancelled = (await ok(`/api/purchase/cancel/${po.id}`, { reason: 'Salah vendor' })).datas;
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: 'Salah vendor' });
    expect(cancelled.cancelledAt).not.toBeNull();
    const twice = await post(`/api/purchase/cancel/${po.id}`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().params).toMatchObject({ state: 'cancelled', action: 'cancel' });
    const receive = await post('/api/purchase/receive', {
      id: po.id,
      lines: [{ lineId: po.lines[0].id, qty: 1 }],
    });
    expect(receive.statusCode).toBe(409);
    expect(receive.json().params).toMatchObject({ action: 'receive' });

    const other = await sent();
    expect((await ok(`/api/purchase/cancel/${other.id}`, { version: other.version })).datas.state).toBe(
      'cancelled',
    );
  });

  it('lists with paging, search by number or vendor, filters by state and vendor, newest first', async () => {
    const own = await vendor();
    const a = await draft({ vendorId: own.id });
    const b = await sent({ vendorId: own.id });
    const page = await ok('/api/purchase/list', { vendorId: own.id });
    expect(page.total).toBe(2);
    expect(page.datas.map((o: Json) => o.id)).toEqual([b.id, a.id]);
    expect(
      (await ok('/api/purchase/list', { vendorId: own.id, state: 'sent' })).datas.map((o: Json) => o.id),
    ).toEqual([b.id]);
    expect((await ok('/api/purchase/list', { search: own.name })).datas.map((o: Json) => o.id)).toEqual([
      b.id,
      a.id,
    ]);
    expect((await ok('/api/purchase/list', { search: a.number })).datas.map((o: Json) => o.id)).toEqual([
      a.id,
    ]);
    const paged = await ok('/api/purchase/list', {
      vendorId: own.id,
      perPage: 1,
      page: 2,
      sortBy: 'number',
      sortDir: 'asc',
    });
    expect(paged).toMatchObject({ total: 2, page: 2, perPage: 1 });
    expect(paged.datas.map((o: Json) => o.id)).toEqual([b.id]);
    const file = await t.call('admin', 'POST', '/api/purchase/export', { vendorId: own.id, format: 'csv' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(a.number);
    expect(file.body).toContain(b.number);
  });
});

describe('receiving', () => {
  it('receives in parts: each line a lot as a restock makes it (qty, price, expiry from the shelf life), the order partial then received', async () => {
    const po = await sent({
      lines: [
        { materialId: tepung.id, qty: 12, unitPrice: 12_000 },
        { materialId: plastik.id, qty: 200, unitPrice: 500 },
      ],
    });
    const [lineT, lineP] = po.lines;
    const first = await ok('/api/purchase/receive', {
      id: po.id,
      version: po.version,
      lines: [{ lineId: lineT.id, qty: 5, batchCode: 'TPG-1' }],
    });
    expect(first.datas).toMatchObject({ state: 'partial', receivedValue: 60_000 });
    expect(first.datas.lines.map((l: Json) => l.received)).toEqual([5, 0]);
    const r1 = first.receipt;
    expect(r1).toMatchObject({
      date: s.today,
      bill: { amount: 60_000, dueDate: s.day(14), paid: 0, balance: 60_000 },
      lines: [
        {
          lineId: lineT.id,
          materialId: tepung.id,
          qty: 5,
          unitPrice: 12_000,
          orderedPrice: 12_000,
          priceChanged: false,
          total: 60_000,
          batchCode: 'TPG-1',
          expiryDate: s.day(30),
        },
      ],
    });
    expect(await lot(r1.lines[0].restockId)).toEqual({
      materialId: tepung.id,
      vendorId: supplier.id,
      date: s.today,
      qty: 5,
      remaining: 5,
      unitPrice: 12_000,
      total: 60_000,
      batchCode: 'TPG-1',
      expiryDate: s.day(30),
      note: po.number,
    });

    // The rest, the flour at another price (kept and flagged), the bags without an expiry (no shelf life).
    const second = await ok('/api/purchase/receive', {
      id: po.id,
      lines: [
        { lineId: lineT.id, qty: 7, unitPrice: 12_500, expiryDate: s.day(20) },
        { lineId: lineP.id, qty: 200 },
      ],
    });
    expect(second.datas).toMatchObject({ state: 'received', receivedValue: 60_000 + 87_500 + 100_000 });
    expect(second.datas.lines.map((l: Json) => l.received)).toEqual([12, 200]);
    expect(second.receipt.bill).toMatchObject({ amount: 187_500, dueDate: s.day(14) });
    expect(second.receipt.lines).toMatchObject([
      {
        qty: 7,
        unitPrice: 12_500,
        orderedPrice: 12_000,
        priceChanged: true,
        total: 87_500,
        expiryDate: s.day(20),
      },
      { qty: 200, unitPrice: 500, priceChanged: false, total: 100_000, expiryDate: null, batchCode: null },
    ]);
    expect(second.datas.receipts).toHaveLength(2);

    // The lots are the restock list's like any restock; a usage takes the one expiring first (FEFO).
    const restocks = await ok('/api/bahanBaku/restock/list', { category: 'restock', materialId: tepung.id });
    expect(restocks.datas.map((r: Json) => [r.qty, r.unitPrice, r.vendor?.id])).toEqual(
      expect.arrayContaining([
        [5, 12_000, supplier.id],
        [7, 12_500, supplier.id],
      ]),
    );
    const usage = (
      await ok('/api/bahanBaku/restock/add', { category: 'used', materialId: tepung.id, qty: 2 })
    ).datas;
    expect(usage.lots).toMatchObject([
      { restockId: second.receipt.lines[0].restockId, qty: 2, unitPrice: 12_500 },
    ]);
    expect(usage.value).toBe(25_000);

    // A received order takes no more; its lots change only through it.
    const more = await post('/api/purchase/receive', { id: po.id, lines: [{ lineId: lineT.id, qty: 1 }] });
    expect(more.statusCode).toBe(409);
    expect(more.json().params).toMatchObject({ state: 'received', action: 'receive' });
    const restock = restocks.datas.find((r: Json) => r.id === r1.lines[0].restockId);
    const edit = await post('/api/bahanBaku/restock/update', {
      category: 'restock',
      id: restock.id,
      version: restock.version,
      materialId: tepung.id,
      qty: 50,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'purchase.lotLocked', params: { number: po.number } });
    const del = await t.call(
      'admin',
      'DELETE',
      `/api/bahanBaku/restock/delete/${restock.id}?category=restock`,
    );
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('purchase.lotLocked');
  });

  it('refuses more than 10 % over a line without a confirmation (nothing written), then takes it with one', async () => {
    const po = await sent();
    const line = po.lines[0];
    await ok('/api/purchase/receive', { id: po.id, lines: [{ lineId: line.id, qty: 8 }] });
    const before = await t.digest();
    const over = await post('/api/purchase/receive', { id: po.id, lines: [{ lineId: line.id, qty: 3.5 }] });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'purchase.overReceipt',
      params: { name: 'Tepung Beli', unit: 'kg', ordered: 10, received: 8, qty: 3.5, max: 11 },
    });
    expect(Object.keys(over.json().errors)).toEqual(['lines.0.qty']);
    expect(await t.digest()).toBe(before);
    // Up to the limit needs no confirmation.
    const upTo = await ok('/api/purchase/receive', { id: po.id, lines: [{ lineId: line.id, qty: 3 }] });
    expect(upTo.datas).toMatchObject({ state: 'received' });
    expect(upTo.datas.lines[0].received).toBe(11);

    const other = await sent();
    const confirmed = await ok('/api/purchase/receive', {
      id: other.id,
      lines: [{ lineId: other.lines[0].id, qty: 15 }],
      confirmOverReceipt: true,
    });
    expect(confirmed.datas.lines[0].received).toBe(15);
    expect(confirmed.receipt.bill.amount).toBe(15 * 12_000);
  });

  it.each([
    [
      'a draft',
      'draft',
      (po: Json) => ({ id: po.id, lines: [{ lineId: po.lines[0].id, qty: 1 }] }),
      409,
      'purchase.state',
    ],
    [
      'a line of another order',
      'sent',
      (po: Json) => ({ id: po.id, lines: [{ lineId: 999_999, qty: 1 }] }),
      422,
      'purchase.lineNotFound',
    ],
    [
      'a line twice',
      'sent',
      (po: Json) => ({
        id: po.id,
        lines: [
          { lineId: po.lines[0].id, qty: 1 },
          { lineId: po.lines[0].id, qty: 1 },
        ],
      }),
      422,
      'validation.duplicateItems',
    ],
    [
      'a date after today',
      'sent',
      (po: Json) => ({ id: po.id, date: s.day(1), lines: [{ lineId: po.lines[0].id, qty: 1 }] }),
      422,
      'date.afterToday',
    ],
    [
      'a date before the order',
      'sent',
      (po: Json) => ({ id: po.id, date: s.day(-1), lines: [{ lineId: po.lines[0].id, qty: 1 }] }),
      422,
      'date.beforeStart',
    ],
    [
      'an expiry before the receipt',
      'sent',
      (po: Json) => ({ id: po.id, lines: [{ lineId: po.lines[0].id, qty: 1, expiryDate: s.day(-1) }] }),
      422,
      'date.beforeStart',
    ],
    [
      'a stale version',
      'sent',
      (po: Json) => ({ id: po.id, version: po.version - 1, lines: [{ lineId: po.lines[0].id, qty: 1 }] }),
      409,
      'version.stale',
    ],
    [
      'an extra field',
      'sent',
      (po: Json) => ({ id: po.id, lines: [{ lineId: po.lines[0].id, qty: 1, lot: 'x' }] }),
      422,
      undefined,
    ],
  ])('refuses receiving %s, writing nothing', async (_what, state, body, status, code) => {
    const po = state === 'draft' ? await draft() : await sent();
    const before = await t.digest();
    const res = await post('/api/purchase/receive', body(po));
    expect(res.statusCode, res.body).toBe(status);
    if (code) expect(res.json().code).toBe(code);
    expect(await t.digest()).toBe(before);
  });

  it('cancels the rest of a partly received order: what arrived stays with its bill', async () => {
    const po = await sent();
    const got = await ok('/api/purchase/receive', { id: po.id, lines: [{ lineId: po.lines[0].id, qty: 4 }] });
    const cancelled = (await ok(`/api/purchase/cancel/${po.id}`, {})).datas;
    expect(cancelled).toMatchObject({ state: 'cancelled', receivedValue: 48_000 });
    expect(cancelled.receipts).toHaveLength(1);
    expect(await lot(got.receipt.lines[0].restockId)).toMatchObject({ qty: 4, remaining: 4 });
  });
});

describe('rights', () => {
  it('needs a session (401) and the menu (403): the cashier and the staff have neither Pesanan Pembelian nor Hutang', async () => {
    const po = await draft();
    for (const role of ['kasir', 'staff']) {
      for (const [url, body] of [
        ['/api/purchase/list', {}],
        ['/api/purchase/add', { vendorId: supplier.id, lines: [{ materialId: tepung.id, qty: 1 }] }],
        [`/api/purchase/send/${po.id}`, {}],
        ['/api/vendorPayment/list', {}],
        ['/api/vendorPayment/add', { vendorId: supplier.id, amount: 1, method: 'tunai' }],
        ['/api/report/payables', {}],
      ] as const) {
        const res = await t.call(role, 'POST', url, body);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await t.call(null, 'POST', '/api/purchase/list', {})).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/api/report/payables', {})).statusCode).toBe(401);
    expect((await t.call('owner', 'POST', '/api/purchase/list', {})).statusCode).toBe(200);
    expect((await t.call('owner', 'POST', '/api/report/payables', {})).statusCode).toBe(200);
    // The vendor list is open to both screens (their pickers).
    const menus = await t.query<{ url: string }>(
      sql`select m.url from group_menus gm join menus m on m.id = gm.menu_id join auth_groups g on g.id = gm.group_id
          where g.name = 'Owner' and m.url in ('/purchase', '/payables') order by m.url`,
    );
    expect(menus.map((m) => m.url)).toEqual(['/payables', '/purchase']);
  });

  it('records history entries for purchase orders and payments to vendors', async () => {
    const po = await draft();
    const history = await ok('/api/change-history/list', { entity: 'purchaseOrder', entityId: po.id });
    expect(history.datas.length).toBeGreaterThan(0);
  });
});

describe('supplier debts', () => {
  /** A sent order of `qty` kg of flour at 1,000 a kg, dated `days` from today, to `v`. */
  const order = async (v: Json, qty: number, days: number) =>
    sent({ vendorId: v.id, date: s.day(days), lines: [{ materialId: tepung.id, qty, unitPrice: 1_000 }] });
  const receive = async (po: Json, qty: number, days: number) =>
    (
      await ok('/api/purchase/receive', {
        id: po.id,
        date: s.day(days),
        lines: [{ lineId: po.lines[0].id, qty }],
      })
    ).receipt.bill as Json;
  const pay = async (v: Json, amount: number, days: number) =>
    (await ok('/api/vendorPayment/add', { vendorId: v.id, amount, method: 'transfer', date: s.day(days) }))
      .datas as Json;
  const aging = async (v: Json, days = 0) => {
    const res = await ok('/api/report/payables', { date: s.day(days), search: v.name });
    return (res.rows as Json[]).find((r) => r.vendorId === v.id) ?? null;
  };
  /** Σ bills dated by the day − Σ payments dated by it and not reversed by it, straight from the tables. */
  const owed = async (v: Json, days: number) =>
    (
      await t.query<{ n: number }>(sql`select
        (select coalesce(sum(amount), 0) from vendor_bills where vendor_id = ${v.id} and date <= ${s.day(days)}::date)
        - (select coalesce(sum(amount), 0) from vendor_payments where vendor_id = ${v.id} and date <= ${s.day(days)}::date
             and (reversed_on is null or reversed_on > ${s.day(days)}::date)) as n`)
    )[0]!.n;

  it('bills what arrived, pays bills oldest due first in parts, gives a bill back on a reversal; the aging follows at every date', async () => {
    const v = await vendor(0);
    const po = await order(v, 60, -45);
    const b1 = await receive(po, 30, -40);
    const b2 = await receive(po, 20, -5);
    expect([b1.amount, b1.dueDate, b2.amount, b2.dueDate]).toEqual([30_000, s.day(-40), 20_000, s.day(-5)]);

    // 35,000 three days ago: the older bill in full, 5,000 of the other.
    const p1 = await pay(v, 35_000, -3);
    expect(p1).toMatchObject({ allocated: 35_000, credit: 0 });
    expect(p1.allocations).toEqual([
      { billId: b1.id, number: po.number, amount: 30_000 },
      { billId: b2.id, number: po.number, amount: 5_000 },
    ]);
    // 20,000 today: the 15,000 left, 5,000 paid ahead.
    const p2 = await pay(v, 20_000, 0);
    expect(p2).toMatchObject({ allocated: 15_000, credit: 5_000 });

    expect(await aging(v)).toMatchObject({ open: 0, credit: 5_000, balance: -5_000 });
    expect(await aging(v, -3)).toMatchObject({ days1to7: 15_000, open: 15_000, credit: 0, balance: 15_000 });
    expect(await aging(v, -4)).toMatchObject({
      days1to7: 20_000,
      days31to60: 30_000,
      open: 50_000,
      balance: 50_000,
    });
    expect(await aging(v, -41)).toBeNull();

    // The reversal gives the bill its 15,000 back from today; the days before stay as they were.
    const reversed = (await ok(`/api/vendorPayment/delete/${p2.id}`, { reason: 'Transfer gagal' })).datas;
    expect(reversed).toMatchObject({ credit: 0, reverseReason: 'Transfer gagal', allocations: [] });
    expect(reversed.reversedAt).not.toBeNull();
    expect(await aging(v)).toMatchObject({ days1to7: 15_000, open: 15_000, credit: 0, balance: 15_000 });
    const twice = await post(`/api/vendorPayment/delete/${p2.id}`, { reason: 'Lagi' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('vendorPayment.reversed');

    for (const days of [-45, -41, -40, -6, -5, -4, -3, 0]) {
      const row = await aging(v, days);
      expect(row?.balance ?? 0, `at ${s.day(days)}`).toBe(await owed(v, days));
    }
    const list = await ok('/api/vendorPayment/list', { vendorId: v.id });
    expect(list.datas.map((p: Json) => p.id)).toEqual([p2.id, p1.id]);
    expect(list.totals).toEqual({ amount: 35_000, credit: 0 });
  });

  it('money paid ahead pays the next bill as it arrives; due dates follow the vendor’s term', async () => {
    const v = await vendor(30);
    const ahead = await pay(v, 10_000, -2);
    expect(ahead).toMatchObject({ allocated: 0, credit: 10_000 });
    expect(await aging(v, -1)).toMatchObject({ open: 0, credit: 10_000, balance: -10_000 });
    const po = await order(v, 25, -1);
    const bill = await receive(po, 25, 0);
    expect(bill).toMatchObject({ amount: 25_000, dueDate: s.day(30), paid: 10_000, balance: 15_000 });
    expect(await aging(v)).toMatchObject({ notDue: 15_000, open: 15_000, credit: 0, balance: 15_000 });
    expect(await aging(v, -1)).toMatchObject({ balance: -10_000 });
    for (const days of [-2, -1, 0]) expect((await aging(v, days))?.balance ?? 0).toBe(await owed(v, days));
  });

  it('pages and sorts vendors on the server, with the totals of every matching vendor', async () => {
    const a = await vendor(0);
    const b = await vendor(0);
    await receive(await order(a, 5, 0), 5, 0);
    await receive(await order(b, 8, 0), 8, 0);
    const first = await ok('/api/report/payables', { search: 'Vendor Beli', perPage: 1, sortBy: 'balance' });
    expect(first.rows).toHaveLength(1);
    const all = await ok('/api/report/payables', { search: 'Vendor Beli', perPage: 200 });
    expect(first.total).toBe(all.rows.length);
    expect(first.totals).toEqual(all.totals);
    expect(all.totals.balance).toBe(all.rows.reduce((sum: number, r: Json) => sum + r.balance, 0));
    const byName = await ok('/api/report/payables', {
      search: 'Vendor Beli',
      sortBy: 'vendor',
      perPage: 200,
    });
    const names = byName.rows.map((r: Json) => r.vendor);
    expect(names).toEqual(
      [...names].sort((x: string, y: string) => x.localeCompare(y, 'en', { numeric: false })),
    );
  });

  it.each([
    ['a vendor that does not exist', { vendorId: 999_999, amount: 1_000, method: 'tunai' }, 422],
    ['an amount of 0', { amount: 0, method: 'tunai' }, 422],
    ['an unknown method', { amount: 1_000, method: 'cek' }, 422],
    ['a date after today', { amount: 1_000, method: 'tunai', date: s.day(1) }, 422],
    ['an extra field', { amount: 1_000, method: 'tunai', billId: 1 }, 422],
  ])('refuses a payment with %s', async (_what, body, status) => {
    const before = await t.digest();
    const res = await post('/api/vendorPayment/add', { vendorId: supplier.id, ...body });
    expect(res.statusCode, res.body).toBe(status);
    expect(await t.digest()).toBe(before);
  });

  it('refuses reversing a payment that does not exist (404) or without a reason (422)', async () => {
    expect((await post('/api/vendorPayment/delete/999999', { reason: 'Tidak ada' })).statusCode).toBe(404);
    const p = await pay(await vendor(0), 1_000, 0);
    expect((await post(`/api/vendorPayment/delete/${p.id}`, { reason: 'x' })).statusCode).toBe(422);
    expect((await post(`/api/vendorPayment/delete/${p.id}`, {})).statusCode).toBe(422);
  });

  it('keeps a vendor with orders or payments from being deleted (409)', async () => {
    const v = await vendor(0);
    await draft({ vendorId: v.id });
    const res = await t.call('admin', 'DELETE', `/api/vendor/delete/${v.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().params).toMatchObject({ rule: 'vendor.purchaseOrders' });
  });
});

describe('migration 0034 on a database seeded before it', () => {
  it('adds Manajemen Pembelian with its two menus to the groups that restock, with the rights they have there', async () => {
    // As before 0034: no purchasing menus; the staff may add restocks of raw materials (a group's own choice).
    await t.query(sql`delete from menus where name = 'Manajemen Pembelian' and level = 'header'`);
    await t.query(sql`insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
      select g.id, m.id, true, false, false from auth_groups g, menus m
      where g.name = 'Staff' and m.url = '/items/bahan-baku/restock'`);
    const file = fs.readFileSync(path.join(serverDir, 'drizzle/0034_purchase_orders.sql'), 'utf8');
    const statements = file
      .split('--> statement-breakpoint')
      .filter((part) => /INSERT INTO "(menus|group_menus)"/.test(part));
    expect(statements).toHaveLength(4);
    for (const statement of statements) await t.query(sql.raw(statement));
    const grants = await t.query<Json>(sql`
      select g.name as "group", m.url, gm.can_create as c, gm.can_update as u, gm.can_delete as d
      from group_menus gm join menus m on m.id = gm.menu_id join auth_groups g on g.id = gm.group_id
      where m.url in ('/purchase', '/payables') order by g.name, m.url`);
    expect(grants).toEqual([
      { group: 'Owner', url: '/payables', c: true, u: true, d: true },
      { group: 'Owner', url: '/purchase', c: true, u: true, d: true },
      { group: 'Staff', url: '/payables', c: true, u: false, d: false },
      { group: 'Staff', url: '/purchase', c: true, u: false, d: false },
      { group: 'Super Admin', url: '/payables', c: true, u: true, d: true },
      { group: 'Super Admin', url: '/purchase', c: true, u: true, d: true },
    ]);
    const staff = await t.login('staff@pawon.test', 'pawon-staff');
    expect(staff.json().menus.map((h: Json) => h.name)).toContain('Manajemen Pembelian');
    // Run again (a second start): nothing doubles.
    for (const statement of statements) await t.query(sql.raw(statement));
    const [count] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from menus where url in ('/purchase', '/payables') or name = 'Manajemen Pembelian'`,
    );
    expect(count!.n).toBe(3);
  });
});
