/** Issue 11, sales orders: numbers, prices and totals by the server, stock taken and given back exactly, states, rights. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { both, useTestApp, type Json } from './helpers.js';
import { sceneBuilder, type BatchSpec } from './scenes.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);

const { post, ok } = t;

const scenes = sceneBuilder(t, 'Jual', 'JUAL');
const pack = (packPrice: number, lots: number[]) => scenes.box(packPrice, lots);
const product = (price: number, batches: BatchSpec[]) => scenes.product(price, batches);
const customer = (ongkirPrice: number) => scenes.customer({ ongkirPrice });

const batchStock = async (ids: number[]) =>
  t.query<{ fresh: number; frozen: number }>(
    sql`select fresh::float8 as fresh, frozen::float8 as frozen from product_batches where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
  );
const lotRemaining = async (ids: number[]) =>
  (
    await t.query<{ remaining: number }>(
      sql`select remaining::float8 as remaining from restocks where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
    )
  ).map((r) => r.remaining);

/** A customer, a pack (Rp 1.000, 10 in stock), a product at Rp 5.000 with 20 fresh and 20 frozen. */
async function scene() {
  const c = await customer(5_000);
  const k = await pack(1_000, [10]);
  const p = await product(5_000, [
    { bucket: 'fresh', qty: 20, date: -3 },
    { bucket: 'frozen', qty: 20, date: -2 },
  ]);
  return { c, k, p };
}

describe('orders', () => {
  it.each(both)(
    'are numbered per day, priced and totalled by the server, and take packs and frozen stock at once (%s)',
    async (enc) => {
      const { c, k, p } = await scene();
      const body = {
        customerId: c.id,
        deliveryDate: day(1),
        deliveryTime: '09:30',
        note: 'Antar pagi',
        packs: [
          {
            materialId: k.id,
            count: 2,
            lines: [
              { productId: p.id, bucket: 'frozen', qtyPerPack: 3 },
              { productId: p.id, bucket: 'fresh', qtyPerPack: 1.5 },
            ],
          },
          { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 4 }] },
        ],
      };
      const res = await t.call('admin', 'POST', '/api/transaction/add', body, enc);
      expect(res.statusCode, res.body).toBe(200);
      const o = res.json().datas;
      expect(o.number).toMatch(new RegExp(`^TRX-${today.replaceAll('-', '')}-\\d{4}$`));
      // Lines: 2×3×5000 + 2×1.5×5000 = 45000; pack 3×1000; 1×4×5000 = 20000. Ongkir 5000.
      expect(o).toMatchObject({
        date: today,
        customerId: c.id,
        deliveryDate: day(1),
        deliveryTime: '09:30',
        payment: 'unpaid',
        packing: 'unpacked',
        delivery: 'pending',
        packedDate: null,
        ongkir: 5_000,
        itemSubtotal: 65_000,
        packagingSubtotal: 3_000,
        total: 73_000,
        itemCount: 13,
        note: 'Antar pagi',
      });
      expect(o.packs[0]).toMatchObject({
        count: 2,
        packPrice: 1_000,
        subtotal: 47_000,
        lines: [
          { qty: 6, unitPrice: 5_000, subtotal: 30_000 },
          { qty: 3, subtotal: 15_000 },
        ],
      });
      // Packs from the lot; frozen (6 + 4) from the frozen batch; fresh not yet (unpacked).
      expect(await lotRemaining(k.lots)).toEqual([7]);
      expect(await batchStock(p.batches)).toEqual([
        { fresh: 20, frozen: 0 },
        { fresh: 0, frozen: 10 },
      ]);
      const usages = await t.query<{ reason: string; qty: number }>(
        sql`select reason, qty::float8 as qty from usages where transaction_id = ${o.id}`,
      );
      expect(usages).toEqual([{ reason: 'order', qty: 3 }]);
    },
  );

  it('numbers stay unique per day and count on from the last one', async () => {
    const { c, k, p } = await scene();
    const body = {
      customerId: c.id,
      packs: [{ materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 1 }] }],
    };
    const a = (await ok('/api/transaction/add', body)).datas.number as string;
    const b = (await ok('/api/transaction/add', body)).datas.number as string;
    expect(Number(b.slice(-4))).toBe(Number(a.slice(-4)) + 1);
    const old = (await ok('/api/transaction/add', { ...body, date: day(-1) })).datas.number as string;
    expect(old.slice(4, 12)).toBe(day(-1).replaceAll('-', ''));
  });

  it('fresh lines are taken once packed and returned when unpacked; a payment change moves no stock', async () => {
    const { c, k, p } = await scene();
    const o = (
      await ok('/api/transaction/add', {
        customerId: c.id,
        packs: [{ materialId: k.id, count: 2, lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack: 4 }] }],
      })
    ).datas;
    expect(await batchStock(p.batches)).toEqual([
      { fresh: 20, frozen: 0 },
      { fresh: 0, frozen: 20 },
    ]);
    const packed = (await ok('/api/transaction/update', { id: o.id, version: o.version, packing: 'packed' }))
      .datas;
    expect(packed).toMatchObject({
      id: o.id,
      number: o.number,
      packing: 'packed',
      packedDate: today,
      total: o.total,
    });
    expect(await batchStock(p.batches)).toEqual([
      { fresh: 12, frozen: 0 },
      { fresh: 0, frozen: 20 },
    ]);
    expect(await lotRemaining(k.lots)).toEqual([8]);
    const paid = (await ok('/api/transaction/update', { id: o.id, version: packed.version, payment: 'paid' }))
      .datas;
    expect(paid).toMatchObject({ payment: 'paid', packing: 'packed' });
    const ledger = await t.query<{ n: number }>(
      sql`select count(*)::int as n from product_ledger where transaction_id = ${o.id}`,
    );
    expect(ledger[0]!.n).toBe(1);
    const unpacked = (
      await ok('/api/transaction/update', { id: o.id, version: paid.version, packing: 'unpacked' })
    ).datas;
    expect(unpacked.packedDate).toBeNull();
    expect(await batchStock(p.batches)).toEqual([
      { fresh: 20, frozen: 0 },
      { fresh: 0, frozen: 20 },
    ]);
  });

  it('short stock is refused with 409 naming the product and what is available, and changes nothing', async () => {
    const { c, k, p } = await scene();
    const before = await t.digest();
    const res = await post('/api/transaction/add', {
      customerId: c.id,
      packing: 'packed',
      packs: [{ materialId: k.id, count: 3, lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack: 7 }] }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      available: 20,
      errors: { 'packs.0.lines.0.qtyPerPack': [`Stok ${p.name} segar tersedia 20 pcs.`] },
    });
    expect(res.json().message).toContain('diminta 21 pcs');
    const packs = await post('/api/transaction/add', {
      customerId: c.id,
      packs: [{ materialId: k.id, count: 11, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 1 }] }],
    });
    expect(packs.statusCode).toBe(409);
    expect(packs.json()).toMatchObject({
      available: 10,
      errors: { 'packs.0.count': [`Stok ${k.name} tersedia 10 pcs.`] },
    });
    expect(await t.digest()).toBe(before);
  });

  it('takes oldest batch first across several batches and a delete gives back exactly that', async () => {
    const c = await customer(0);
    const k = await pack(500, [4, 4]);
    const p = await product(1_000, [
      { bucket: 'frozen', qty: 5, date: -4 },
      { bucket: 'frozen', qty: 5, date: -2 },
      { bucket: 'frozen', qty: 5, date: -1 },
    ]);
    const o = (
      await ok('/api/transaction/add', {
        customerId: c.id,
        packs: [
          { materialId: k.id, count: 6, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 2 }] },
        ],
      })
    ).datas;
    expect((await batchStock(p.batches)).map((b) => b.frozen)).toEqual([0, 0, 3]);
    expect(await lotRemaining(k.lots)).toEqual([0, 2]);
    const taken = await t.query(
      sql`select batch_id::int as "batchId", qty::float8 as qty from transaction_batches where transaction_id = ${o.id} order by batch_id`,
    );
    expect(taken).toEqual([
      { batchId: p.batches[0], qty: 5 },
      { batchId: p.batches[1], qty: 5 },
      { batchId: p.batches[2], qty: 2 },
    ]);
    const res = await t.call('admin', 'DELETE', `/api/transaction/delete/${o.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: o.id });
    expect((await batchStock(p.batches)).map((b) => b.frozen)).toEqual([5, 5, 5]);
    expect(await lotRemaining(k.lots)).toEqual([4, 4]);
    const ledger = await t.query<{ sum: number }>(
      sql`select sum(qty)::float8 as sum from product_ledger where product_id = ${p.id}`,
    );
    expect(ledger[0]!.sum).toBe(15);
    expect(await t.query(sql`select id from usages where transaction_id = ${o.id}`)).toEqual([]);
  });

  it('an edit keeps the id and the copied prices, applies the stock again, and a POST delete works too', async () => {
    const { c, k, p } = await scene();
    const o = (
      await ok('/api/transaction/add', {
        customerId: c.id,
        packs: [
          { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 5 }] },
        ],
      })
    ).datas;
    // Prices and the customer's bracket change after the order was made: the order keeps what it copied.
    await t.query(sql`update products set price = 9000 where id = ${p.id}`);
    await t.query(
      sql`update ongkir set price = 7000 where id = (select ongkir_id from customers where id = ${c.id})`,
    );
    const edited = (
      await ok('/api/transaction/update', {
        id: o.id,
        version: o.version,
        packs: [
          { materialId: k.id, count: 2, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 3 }] },
        ],
      })
    ).datas;
    expect(edited).toMatchObject({
      id: o.id,
      number: o.number,
      ongkir: 5_000,
      itemSubtotal: 30_000,
      packagingSubtotal: 2_000,
      total: 37_000,
      itemCount: 6,
    });
    expect(await batchStock(p.batches)).toEqual([
      { fresh: 20, frozen: 0 },
      { fresh: 0, frozen: 14 },
    ]);
    expect(await lotRemaining(k.lots)).toEqual([8]);
    const stale = await post('/api/transaction/update', { id: o.id, version: o.version, payment: 'paid' });
    expect(stale.statusCode).toBe(409);
    // Who changed it last and when, with the order as it is now: the form shows the difference and keeps what was typed.
    const staleBody = JSON.parse(stale.body) as {
      message: string;
      conflict: {
        version: number;
        changedBy: string | null;
        changedAt: string | null;
        record: { ongkir: number };
      };
    };
    expect(staleBody.conflict).toMatchObject({ version: o.version + 1, changedBy: expect.any(String) });
    expect(staleBody.conflict.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(staleBody.conflict.record.ongkir).toBe(5_000);
    expect(staleBody.message).toContain(staleBody.conflict.changedBy!);
    const del = await post(`/api/transaction/delete/${o.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await batchStock(p.batches)).toEqual([
      { fresh: 20, frozen: 0 },
      { fresh: 0, frozen: 20 },
    ]);
    expect((await post(`/api/transaction/delete/${o.id}`)).statusCode).toBe(404);
  });

  it('a delivered order cannot be deleted (409) and stays as it was', async () => {
    const { c, k, p } = await scene();
    const o = (
      await ok('/api/transaction/add', {
        customerId: c.id,
        delivery: 'delivered',
        packing: 'packed',
        packs: [{ materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack: 2 }] }],
      })
    ).datas;
    const before = await t.digest();
    const res = await t.call('admin', 'DELETE', `/api/transaction/delete/${o.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('sudah dikirim');
    expect(res.json()).toMatchObject({
      code: 'order.deliveredUndeletable',
      params: { number: o.number },
      fieldCodes: { delivery: { code: 'order.deliveredUndeletable' } },
    });
    expect(await t.digest()).toBe(before);
  });

  it('lists orders with state counts, filters and totals', async () => {
    const { c, k, p } = await scene();
    const line = {
      materialId: k.id,
      count: 1,
      lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 1 }],
    };
    await ok('/api/transaction/add', { customerId: c.id, payment: 'paid', packs: [line] });
    await ok('/api/transaction/add', { customerId: c.id, packs: [line] });
    const all = await ok('/api/transaction/list', { customerId: c.id });
    expect(all).toMatchObject({
      total: 2,
      counts: { all: 2, paid: 1, unpaid: 1, pending: 2, delivered: 0 },
      totals: { total: 2 * (5_000 + 1_000 + 5_000), itemCount: 2 },
    });
    const paid = await ok('/api/transaction/list', { customerId: c.id, payment: 'paid' });
    expect(paid).toMatchObject({ total: 1, counts: { all: 2, paid: 1 } });
    expect((await ok('/api/transaction/list', { productId: p.id, search: c.name })).total).toBe(2);
    const pending = await ok('/api/transaction/pendingList', { perPage: 100 });
    expect(pending.datas.every((o: Json) => o.delivery === 'pending')).toBe(true);
    expect(pending.datas.map((o: Json) => o.date)).toEqual(
      [...pending.datas.map((o: Json) => o.date)].sort().reverse(),
    );
  });

  it('refuses bad input with 422 on the field', async () => {
    const { c, k, p } = await scene();
    const raw = (await ok('/api/bahanBaku/list', {})).datas[0];
    const line = { productId: p.id, bucket: 'frozen', qtyPerPack: 1 };
    const cases: Array<[Json, string]> = [
      [{ customerId: c.id, packs: [{ materialId: raw.id, count: 1, lines: [line] }] }, 'packs.0.materialId'],
      [{ customerId: 999_999, packs: [{ materialId: k.id, count: 1, lines: [line] }] }, 'customerId'],
      [
        {
          customerId: c.id,
          packs: [{ materialId: k.id, count: 1, lines: [{ ...line, productId: 999_999 }] }],
        },
        'packs.0.lines.0.productId',
      ],
      [
        { customerId: c.id, packs: [{ materialId: k.id, count: 1, lines: [line, line] }] },
        'packs.0.lines.1.productId',
      ],
      [
        {
          customerId: c.id,
          packs: [{ materialId: k.id, count: 1, lines: [{ ...line, qtyPerPack: 1.0005 }] }],
        },
        'packs.0.lines.0.qtyPerPack',
      ],
      [{ customerId: c.id, date: day(1), packs: [{ materialId: k.id, count: 1, lines: [line] }] }, 'date'],
      [
        { customerId: c.id, deliveryDate: day(-1), packs: [{ materialId: k.id, count: 1, lines: [line] }] },
        'deliveryDate',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await post('/api/transaction/add', body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
    for (const body of [
      { customerId: c.id, packs: [] },
      { customerId: c.id, packs: [{ materialId: k.id, count: 0, lines: [line] }] },
      { customerId: c.id, deliveryTime: '25:00', packs: [{ materialId: k.id, count: 1, lines: [line] }] },
      { customerId: c.id, total: 1, packs: [{ materialId: k.id, count: 1, lines: [line] }] },
    ]) {
      expect((await post('/api/transaction/add', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await post('/api/transaction/update', { id: 999_999, version: 1, payment: 'paid' })).statusCode,
    ).toBe(404);
  });

  it('follows the rights: no session 401; kasir adds but may not change or delete; staff may not delete; reports need their menu', async () => {
    const { c, k, p } = await scene();
    const body = {
      customerId: c.id,
      packs: [{ materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 1 }] }],
    };
    expect((await post('/api/transaction/list', {}, null as unknown as string)).statusCode).toBe(401);
    const o = (await ok('/api/transaction/add', body, 'kasir')).datas;
    expect(
      (await post('/api/transaction/update', { id: o.id, version: o.version, payment: 'paid' }, 'kasir'))
        .statusCode,
    ).toBe(403);
    expect((await t.call('kasir', 'DELETE', `/api/transaction/delete/${o.id}`)).statusCode).toBe(403);
    expect((await t.call('staff', 'DELETE', `/api/transaction/delete/${o.id}`)).statusCode).toBe(403);
    expect(
      (await post('/api/transaction/update', { id: o.id, version: o.version, payment: 'paid' }, 'staff'))
        .statusCode,
    ).toBe(200);
    for (const role of ['kasir', 'staff']) {
      expect((await post('/api/report/getReport', { type: 'product' }, role)).statusCode).toBe(403);
      expect((await post('/api/report/getExpenses', {}, role)).statusCode).toBe(403);
      expect((await post('/api/transaction/todayList', undefined, role)).statusCode).toBe(200);
    }
  });
});

describe('recall trace', () => {
  it('follows a lot through a run and its batch to the orders and customers, and an order back to its lots', async () => {
    const flour = (await ok('/api/bahanBaku/add', { name: 'Tepung Lacak', unit: 'kg', unitPrice: 1_000 }))
      .datas;
    const lot = (
      await ok('/api/bahanBaku/restock/add', {
        category: 'restock',
        materialId: flour.id,
        qty: 10,
        date: day(-3),
        batchCode: 'LACAK-1',
      })
    ).datas;
    const p = await scenes.product(1_000, [], { code: 'LACAK', name: 'Produk Lacak' });
    const run = (
      await ok('/api/produksi/add', {
        date: day(-2),
        productId: p.id,
        qty: 30,
        inputs: [{ materialId: flour.id, qty: 2 }],
      })
    ).datas;
    const c = await customer(0);
    const k = await pack(0, [5]);
    const o = (
      await ok('/api/transaction/add', {
        customerId: c.id,
        packing: 'packed',
        packs: [{ materialId: k.id, count: 2, lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack: 4 }] }],
      })
    ).datas;

    const forward = await ok('/api/report/trace', { restockId: lot.id });
    expect(forward.lots.map((l: Json) => l.id)).toEqual([lot.id]);
    expect(forward.runs).toEqual([expect.objectContaining({ id: run.id, lotIds: [lot.id] })]);
    expect(forward.batches).toEqual([expect.objectContaining({ id: run.batch.id, productionRunId: run.id })]);
    expect(forward.orders).toEqual([
      expect.objectContaining({
        id: o.id,
        number: o.number,
        customer: expect.objectContaining({ id: c.id }),
        batchIds: [run.batch.id],
        qty: 8,
      }),
    ]);

    const back = await ok('/api/report/trace', { transactionId: o.id });
    expect(back.lots.map((l: Json) => l.id).sort()).toEqual([lot.id, k.lots[0]].sort());
    expect(back.runs.map((r: Json) => r.id)).toEqual([run.id]);
    const fromBatch = await ok('/api/report/trace', { batchId: run.batch.id });
    expect(fromBatch.orders.map((x: Json) => x.id)).toEqual([o.id]);
    expect(fromBatch.lots.map((l: Json) => l.id)).toEqual([lot.id]);

    expect((await post('/api/report/trace', {})).statusCode).toBe(422);
    expect((await post('/api/report/trace', { restockId: lot.id, batchId: 1 })).statusCode).toBe(422);
    expect((await post('/api/report/trace', { transactionId: 999_999 })).statusCode).toBe(404);
    // Without Telusur Lot the cashier traces from an order only (issue 15; test/owned.test.ts).
    expect((await post('/api/report/trace', { restockId: lot.id }, 'kasir')).statusCode).toBe(403);
    expect((await post('/api/report/trace', { transactionId: o.id }, 'kasir')).statusCode).toBe(200);

    // The trace screen's picker finds each starting point by what staff know of it.
    const found = async (body: Json) => (await ok('/api/report/trace/search', body)).datas as Json[];
    expect(await found({ search: 'lacak-1', kind: 'lot' })).toEqual([
      expect.objectContaining({ kind: 'lot', id: lot.id, label: 'Tepung Lacak · LACAK-1', date: day(-3) }),
    ]);
    expect((await found({ search: 'Tepung Lacak' })).map((x) => `${x.kind}:${x.id}`)).toEqual([
      `lot:${lot.id}`,
    ]);
    expect(await found({ search: 'LACAK', kind: 'batch' })).toEqual([
      expect.objectContaining({
        kind: 'batch',
        id: run.batch.id,
        label: `LACAK – Produk Lacak · batch #${run.batch.id}`,
        // The expiry as a date for the app to format (one date format per option), not as text.
        detail: 'tanpa tanggal kedaluwarsa',
        expiryDate: null,
      }),
    ]);
    expect(await found({ search: `#${run.batch.id}`, kind: 'batch' })).toEqual([
      expect.objectContaining({ id: run.batch.id }),
    ]);
    expect(await found({ search: c.name, kind: 'order' })).toEqual([
      expect.objectContaining({ kind: 'order', id: o.id, label: o.number, detail: c.name }),
    ]);
    expect(await found({ search: o.number })).toEqual([expect.objectContaining({ kind: 'order', id: o.id })]);
    expect(await found({ search: '50%_tidak-ada' })).toEqual([]);
    expect((await found({ limit: 2 })).filter((x) => x.kind === 'order')).toHaveLength(2);
    expect((await post('/api/report/trace/search', { limit: 51 })).statusCode).toBe(422);

    // Exported: one line per lot, run, batch and order, the customer named, and a TOTAL line.
    const csv = await post('/api/report/trace/export', { restockId: lot.id, format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`telusur-lot-${lot.id}-`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Tahap,Tanggal,Uraian,Kode / nomor,Jumlah,Terpakai,Satuan,Customer,Telepon,Alamat,Keterangan,Override halal,Kedaluwarsa dibatasi lot',
    );
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual([
      'Lot bahan baku',
      'Produksi',
      'Batch produk',
      'Transaksi',
    ]);
    expect(lines[1]).toContain('LACAK-1');
    expect(lines[2]).toContain('memakai LACAK-1');
    expect(lines[4]).toContain(o.number);
    expect(lines[4]).toContain(c.name);
    expect(lines.at(-1)).toBe('TOTAL,,"1 lot, 1 produksi, 1 batch",1 transaksi,,,,1 customer,,,,,');
    // The lot's line: its whole size, then how much of it went into what was traced (all it gave, from a lot).
    const lotTrace = forward.lots[0] as { qty: number; used: number };
    expect(lines[1]!.split(',').slice(4, 6)).toEqual([String(lotTrace.qty), String(lotTrace.used)]);
    expect(lotTrace.used).toBeGreaterThan(0);
    const xlsx = await post('/api/report/trace/export', { transactionId: o.id });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await post('/api/report/trace/export', { restockId: lot.id, transactionId: o.id })).statusCode,
    ).toBe(422);
    expect((await post('/api/report/trace/export', { batchId: 999_999 })).statusCode).toBe(404);

    // A customer with orders is not deleted: 409 naming why, and nothing changes.
    const refused = await t.call('admin', 'DELETE', `/api/customer/delete/${c.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/^Customer Pelanggan Jual \d+ memiliki 1 transaksi/);
    expect(await found({ search: c.name, kind: 'order' })).toHaveLength(1);

    // The screen's own calls need its menu: the kasir (dashboard, orders) may not; the owner may.
    expect((await post('/api/report/trace/search', {}, 'kasir')).statusCode).toBe(403);
    expect((await post('/api/report/trace/export', { restockId: lot.id }, 'kasir')).statusCode).toBe(403);
    expect((await post('/api/report/trace/search', {}, 'owner')).statusCode).toBe(200);
  });
  it('names how much of each lot went into the traced order or batch, a lot split across two runs and two orders shared out', async () => {
    const flour = (await ok('/api/bahanBaku/add', { name: 'Tepung Bagi', unit: 'kg', unitPrice: 1_000 }))
      .datas;
    const lot = (
      await ok('/api/bahanBaku/restock/add', {
        category: 'restock',
        materialId: flour.id,
        qty: 10,
        date: day(-4),
        batchCode: 'BAGI-1',
      })
    ).datas;
    const p = await scenes.product(1_000, [], { code: 'BAGI', name: 'Produk Bagi' });
    // 4 kg of the lot make 10 pieces (batch A, older), 6 kg make 20 (batch B).
    const runA = (
      await ok('/api/produksi/add', {
        date: day(-3),
        productId: p.id,
        qty: 10,
        inputs: [{ materialId: flour.id, qty: 4 }],
      })
    ).datas;
    const runB = (
      await ok('/api/produksi/add', {
        date: day(-2),
        productId: p.id,
        qty: 20,
        inputs: [{ materialId: flour.id, qty: 6 }],
      })
    ).datas;
    const c = await customer(0);
    const k = await pack(0, [5]);
    const order = async (count: number, qtyPerPack: number) =>
      (
        await ok('/api/transaction/add', {
          customerId: c.id,
          packing: 'packed',
          packs: [{ materialId: k.id, count, lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack }] }],
        })
      ).datas;
    const x = await order(1, 3); // 3 of batch A
    const y = await order(2, 6); // 7 of batch A, 5 of batch B
    const usedOf = (answer: Json) =>
      Object.fromEntries((answer.lots as Json[]).map((l) => [l.id, { qty: l.qty, used: l.used }]));

    // A batch: its run's whole draw, not the lot's size.
    expect(usedOf(await ok('/api/report/trace', { batchId: runA.batch.id }))).toEqual({
      [lot.id]: { qty: 10, used: 4 },
    });
    expect(usedOf(await ok('/api/report/trace', { batchId: runB.batch.id }))).toEqual({
      [lot.id]: { qty: 10, used: 6 },
    });
    // An order: its packs' own draw, and of each run its share of what it took (x: 4 × 3/10; y: 4 × 7/10 + 6 × 5/20).
    expect(usedOf(await ok('/api/report/trace', { transactionId: x.id }))).toEqual({
      [lot.id]: { qty: 10, used: 1.2 },
      [k.lots[0]]: { qty: 5, used: 1 },
    });
    const fromY = await ok('/api/report/trace', { transactionId: y.id });
    expect(usedOf(fromY)).toEqual({ [lot.id]: { qty: 10, used: 4.3 }, [k.lots[0]]: { qty: 5, used: 2 } });
    // A lot: all it has given.
    expect(usedOf(await ok('/api/report/trace', { restockId: lot.id }))).toEqual({
      [lot.id]: { qty: 10, used: 10 },
    });

    // The cashier (an order only, issue 15) gets the same shares, of that order alone, without the lots' vendors.
    const asKasir = await ok('/api/report/trace', { transactionId: y.id }, 'kasir');
    expect(usedOf(asKasir)).toEqual(usedOf(fromY));
    expect(asKasir.orders.map((o: Json) => o.id)).toEqual([y.id]);
    for (const l of asKasir.lots as Json[]) expect(l).not.toHaveProperty('vendor');
    expect((await post('/api/report/trace', { batchId: runA.batch.id }, 'kasir')).statusCode).toBe(403);
    expect((await post('/api/report/trace', { transactionId: y.id, used: 1 })).statusCode).toBe(422);
  });
});
