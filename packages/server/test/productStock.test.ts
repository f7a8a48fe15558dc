/** Issue 10, product stock: batches, moves, adjustments with a reason, what can be sold, and the ledger. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { both, useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);

const { post, ok } = t;

let seq = 0;
async function product(price = 1_000) {
  seq += 1;
  const category = (await ok('/api/category/list', {})).datas[0].id;
  return (
    await ok('/api/product/add', {
      code: `STK${seq}`,
      name: `Produk Stok ${seq}`,
      categoryId: category,
      price,
      unit: 'pcs',
    })
  ).datas as Json;
}

/** Opening stock: a batch of the product (its id and row). */
async function opening(productId: number, qty: number, fields: Json = {}) {
  const res = await ok('/api/stock/add', { reason: 'opening', productId, bucket: 'fresh', qty, ...fields });
  const batchId = res.changes[0].batchId as number;
  const batch = (
    (await ok('/api/stock/list', { productId, includeEmpty: true, perPage: 'all' })).datas as Json[]
  ).find((b) => b.id === batchId)!;
  return batch;
}

const batchesOf = async (productId: number) =>
  (
    (
      await ok('/api/stock/list', {
        productId,
        includeEmpty: true,
        sortBy: 'date',
        sortDir: 'asc',
        perPage: 'all',
      })
    ).datas as Json[]
  ).map((b) => [b.fresh, b.frozen]);

describe('batches', () => {
  it('lists batches with stock (or all), by bucket, with the totals of every matching batch', async () => {
    const p = await product();
    const a = await opening(p.id, 5, { date: day(-3), expiryDate: day(-1) });
    const b = await opening(p.id, 7, { date: day(-2), bucket: 'frozen' });
    await opening(p.id, 2, { date: day(-1) });
    await ok('/api/stock/add', { reason: 'waste', productId: p.id, batchId: a.id, bucket: 'fresh', qty: 5 });
    const page = await ok('/api/stock/list', { productId: p.id });
    expect(page.total).toBe(2);
    expect(page.totals).toEqual({ fresh: 2, frozen: 7 });
    expect(page.datas.map((x: Json) => x.date)).toEqual([day(-2), day(-1)]);
    expect(
      (await ok('/api/stock/list', { productId: p.id, bucket: 'frozen' })).datas.map((x: Json) => x.id),
    ).toEqual([b.id]);
    const all = await ok('/api/stock/list', { productId: p.id, includeEmpty: true });
    expect(all.datas[0]).toMatchObject({
      id: a.id,
      fresh: 0,
      frozen: 0,
      total: 0,
      expired: true,
      origin: 'opening',
      productionRunId: null,
    });
  });
});

describe('moves between fresh and frozen', () => {
  it.each(both)(
    'move an amount within a batch (its total stays), with two ledger rows, checking the version (%s)',
    async (enc) => {
      const p = await product();
      const batch = await opening(p.id, 10, { date: day(-2) });
      const res = await t.call(
        'admin',
        'POST',
        '/api/stock/update',
        { id: batch.id, version: batch.version, to: 'frozen', qty: 4, date: day(-1), note: 'Ke freezer' },
        enc,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Stok berhasil dipindahkan ke beku.',
        datas: { fresh: 6, frozen: 4, total: 10, version: batch.version + 1 },
      });
      const ledger = (await ok('/api/stock/ledger', { batchId: batch.id, reason: 'move', sortDir: 'asc' }))
        .datas as Json[];
      expect(ledger.map((l) => [l.bucket, l.qty, l.date, l.note])).toEqual([
        ['fresh', -4, day(-1), 'Ke freezer'],
        ['frozen', 4, day(-1), 'Ke freezer'],
      ]);
      const stale = await t.call(
        'admin',
        'POST',
        '/api/stock/update',
        { id: batch.id, version: batch.version, to: 'fresh', qty: 1 },
        enc,
      );
      expect(stale.statusCode).toBe(409);
      const v = res.json().datas.version;
      const tooMuch = await t.call(
        'admin',
        'POST',
        '/api/stock/update',
        { id: batch.id, version: v, to: 'fresh', qty: 4.5 },
        enc,
      );
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({
        available: 4,
        errors: { qty: [`Stok ${p.name} beku tersedia 4 pcs.`] },
      });
      const early = await t.call(
        'admin',
        'POST',
        '/api/stock/update',
        { id: batch.id, version: v, to: 'fresh', qty: 1, date: day(-3) },
        enc,
      );
      expect(early.statusCode).toBe(422);
      const back = await ok('/api/stock/update', { id: batch.id, version: v, to: 'fresh', qty: 4 });
      expect(back.datas).toMatchObject({ fresh: 10, frozen: 0 });
      expect(
        (await post('/api/stock/update', { id: 999_999, version: 1, to: 'fresh', qty: 1 })).statusCode,
      ).toBe(404);
    },
  );
});

describe('adjustments with a reason', () => {
  it('opening stock makes a batch; a batch or an expiry date is refused where it does not belong', async () => {
    const p = await product(2_500);
    const res = await ok('/api/stock/add', {
      reason: 'opening',
      productId: p.id,
      bucket: 'frozen',
      qty: 12,
      date: day(-4),
      expiryDate: day(40),
      note: 'Stok awal',
    });
    expect(res).toMatchObject({
      dryRun: false,
      qty: 12,
      value: 30_000,
      changes: [{ bucket: 'frozen', before: 0, after: 12, qty: 12 }],
    });
    const [batch] = (await ok('/api/stock/list', { productId: p.id })).datas as Json[];
    expect(batch).toMatchObject({
      id: res.changes[0].batchId,
      frozen: 12,
      date: day(-4),
      expiryDate: day(40),
      origin: 'opening',
    });
    const withBatch = await post('/api/stock/add', {
      reason: 'opening',
      productId: p.id,
      batchId: batch!.id,
      bucket: 'fresh',
      qty: 1,
    });
    expect(withBatch.json().errors.batchId).toBeDefined();
    const expiryOnWaste = await post('/api/stock/add', {
      reason: 'waste',
      productId: p.id,
      bucket: 'frozen',
      qty: 1,
      expiryDate: day(3),
    });
    expect(expiryOnWaste.json().errors.expiryDate).toEqual(['Hanya untuk stok awal.']);
    expect(expiryOnWaste.json()).toMatchObject({
      code: 'stock.expiryOnlyOpening',
      params: { field: 'expiryDate' },
    });
    expect(
      (await post('/api/stock/add', { reason: 'opening', productId: p.id, bucket: 'fresh', qty: 0 })).json()
        .errors.qty,
    ).toEqual(['Harus lebih dari 0.']);
    expect(
      (await post('/api/stock/add', { reason: 'count', productId: p.id, bucket: 'fresh', qty: 0 })).json()
        .errors.batchId,
    ).toEqual(['Pilih batch.']);
    const noBatch = await post('/api/stock/add', {
      reason: 'count',
      productId: p.id,
      bucket: 'fresh',
      qty: 0,
    });
    expect(noBatch.json()).toMatchObject({ code: 'batch.required', params: { field: 'batchId' } });
  });

  it('waste takes from its batch, or oldest batch first (expired ones too), all or nothing', async () => {
    const p = await product();
    const a = await opening(p.id, 3, { date: day(-5), expiryDate: day(-1) });
    const b = await opening(p.id, 4, { date: day(-3) });
    const c = await opening(p.id, 5, { date: day(-1) });
    const before = await t.digest();
    const short = await post('/api/stock/add', {
      reason: 'waste',
      productId: p.id,
      bucket: 'fresh',
      qty: 12.5,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      available: 12,
      errors: { qty: [`Stok ${p.name} segar tersedia 12 pcs.`] },
    });
    const fromOne = await post('/api/stock/add', {
      reason: 'waste',
      productId: p.id,
      batchId: b.id,
      bucket: 'fresh',
      qty: 4.5,
    });
    expect(fromOne.json()).toMatchObject({ available: 4 });
    expect(await t.digest()).toBe(before);
    const oldest = await ok('/api/stock/add', {
      reason: 'waste',
      productId: p.id,
      bucket: 'fresh',
      qty: 5,
      note: 'Basi',
    });
    expect(oldest.changes.map((x: Json) => [x.batchId, x.qty])).toEqual([
      [a.id, -3],
      [b.id, -2],
    ]);
    expect(oldest).toMatchObject({ qty: -5, value: -5_000 });
    expect(await batchesOf(p.id)).toEqual([
      [0, 0],
      [2, 0],
      [5, 0],
    ]);
    const other = await product();
    const wrong = await post('/api/stock/add', {
      reason: 'waste',
      productId: other.id,
      batchId: c.id,
      bucket: 'fresh',
      qty: 1,
    });
    expect(wrong.json().errors.batchId).toBeDefined();
  });

  it('a count sets a batch bucket to what was counted; a dry run answers the variance and writes nothing', async () => {
    const p = await product(3_000);
    const batch = await opening(p.id, 10);
    const before = await t.digest();
    const dry = await ok('/api/stock/add', {
      reason: 'count',
      productId: p.id,
      batchId: batch.id,
      bucket: 'fresh',
      qty: 7.5,
      dryRun: true,
    });
    expect(dry).toMatchObject({
      dryRun: true,
      qty: -2.5,
      value: -7_500,
      changes: [{ batchId: batch.id, before: 10, after: 7.5, qty: -2.5 }],
    });
    expect(dry.message).toMatch(/belum dicatat/);
    expect(await t.digest()).toBe(before);
    const counted = await ok('/api/stock/add', {
      reason: 'count',
      productId: p.id,
      batchId: batch.id,
      bucket: 'fresh',
      qty: 7.5,
    });
    expect(counted).toMatchObject({ dryRun: false, qty: -2.5 });
    const more = await ok('/api/stock/add', {
      reason: 'count',
      productId: p.id,
      batchId: batch.id,
      bucket: 'frozen',
      qty: 1,
    });
    expect(more).toMatchObject({ qty: 1, value: 3_000 });
    const same = await ok('/api/stock/add', {
      reason: 'count',
      productId: p.id,
      batchId: batch.id,
      bucket: 'frozen',
      qty: 1,
    });
    expect(same).toMatchObject({
      changes: [],
      qty: 0,
      message: 'Stok sesuai hitungan; tidak ada perubahan.',
    });
    const ledger = (await ok('/api/stock/ledger', { batchId: batch.id, reason: 'count', sortDir: 'asc' }))
      .datas as Json[];
    expect(ledger.map((l) => [l.bucket, l.qty])).toEqual([
      ['fresh', -2.5],
      ['frozen', 1],
    ]);
  });
});

describe('what can be sold, and the ledger', () => {
  it('answers per active product the Fresh or Frozen stock of batches not expired today', async () => {
    const p = await product(4_000);
    await opening(p.id, 3, { date: day(-9), expiryDate: day(-1) });
    await opening(p.id, 5, { date: day(-4), expiryDate: day(4) });
    await opening(p.id, 6, { date: day(-2), bucket: 'frozen' });
    const fresh = await ok('/api/stock/available/Fresh', { search: p.code });
    expect(fresh.bucket).toBe('fresh');
    expect(fresh.datas.find((r: Json) => r.productId === p.id)).toEqual({
      productId: p.id,
      code: p.code,
      name: p.name,
      unit: 'pcs',
      price: 4_000,
      qty: 5,
      batches: 1,
      oldestDate: day(-4),
      nextExpiry: day(4),
    });
    const frozen = await ok('/api/stock/available/Frozen', { search: p.code }, 'kasir');
    expect(frozen.datas.find((r: Json) => r.productId === p.id)).toMatchObject({ qty: 6, batches: 1 });
    expect((await post('/api/stock/available/fresh')).statusCode).toBe(422);
    const seeded = (await ok('/api/stock/available/Fresh', { search: 'BTY' })).datas.find(
      (r: Json) => r.code === 'BTY',
    );
    expect(seeded.qty).toBeGreaterThan(0);
  });

  it("answers only the products asked (an order form's lines), inactive ones too, at most 100 at once", async () => {
    const p = await product(2_000);
    const q = await product(3_000);
    await opening(p.id, 4, { date: day(-1), expiryDate: day(5) });
    await opening(q.id, 2, { date: day(-1), bucket: 'frozen' });
    await t.query(sql`update products set active = false where id = ${q.id}`);
    const fresh = await ok('/api/stock/available/Fresh', { productIds: [q.id, p.id] });
    // By name, as without the list.
    const byName = [
      [p.name, [p.id, 4, 1]],
      [q.name, [q.id, 0, 0]],
    ].sort(([a], [b]) => String(a).toLowerCase().localeCompare(String(b).toLowerCase(), 'en'));
    expect(fresh.datas.map((r: Json) => [r.productId, r.qty, r.batches])).toEqual(
      byName.map(([, row]) => row),
    );
    const frozen = await ok('/api/stock/available/Frozen', { productIds: [q.id] }, 'kasir');
    expect(frozen.datas).toEqual([expect.objectContaining({ productId: q.id, qty: 2, nextExpiry: null })]);
    // Without the list: the active products only.
    const all = await ok('/api/stock/available/Frozen', { search: q.code });
    expect(all.datas.some((r: Json) => r.productId === q.id)).toBe(false);
    const hundred = Array.from({ length: 100 }, (_, i) => p.id + 100_000 + i);
    expect((await ok('/api/stock/available/Fresh', { productIds: hundred })).datas).toEqual([]);
    for (const body of [
      { productIds: [] },
      { productIds: [...hundred, p.id] },
      { productIds: [p.id, p.id] },
      { productIds: [0] },
      { productIds: ['x'] },
      { productIds: p.id },
      { productId: p.id },
    ])
      expect((await post('/api/stock/available/Fresh', body)).statusCode, JSON.stringify(body)).toBe(422);
  });

  it('pages the active products by name (Stok Produk), with how many match and what the stock is worth', async () => {
    const made = [];
    for (const price of [1_500, 2_000, 2_500]) {
      const p = await product(price);
      await t.query(sql`update products set name = ${`Halaman Stok ${3 - made.length}`} where id = ${p.id}`);
      made.push(p);
    }
    const [c, b, a] = made as [Json, Json, Json];
    await opening(a.id, 1.25, { date: day(-2) });
    await opening(a.id, 2, { date: day(-1), bucket: 'frozen' });
    await opening(b.id, 3, { date: day(-3), expiryDate: day(-1) }); // expired: not sellable, worth nothing here
    await opening(c.id, 0.333, { date: day(-1) });
    const first = await ok('/api/stock/available/Fresh', { search: 'halaman stok', perPage: 2 });
    expect(first.datas.map((r: Json) => [r.name, r.qty])).toEqual([
      ['Halaman Stok 1', 1.25],
      ['Halaman Stok 2', 0],
    ]);
    // Every matching product counts, on every page: 1.25 × 2,500 + round(0.333 × 1,500) = 3,125 + 500.
    expect(first).toMatchObject({ total: 3, value: 3_625 });
    const second = await ok('/api/stock/available/Fresh', { search: 'halaman stok', perPage: 2, page: 2 });
    expect(second.datas.map((r: Json) => r.productId)).toEqual([c.id]);
    expect(second).toMatchObject({ total: 3, value: 3_625 });
    const frozen = await ok('/api/stock/available/Frozen', { search: 'halaman stok', perPage: 2 });
    expect(frozen).toMatchObject({ total: 3, value: 5_000 });
    // The stock's worth is Stok Produk's to see (decision 014): the cashier reads the amounts without it.
    const cashier = await ok('/api/stock/available/Fresh', { search: 'halaman stok' }, 'kasir');
    expect(cashier.total).toBe(3);
    expect(cashier.value).toBeUndefined();
    expect((await ok('/api/stock/available/Fresh', { productIds: [a.id, b.id] })).value).toBe(3_125);
    for (const body of [{ perPage: 201 }, { page: 0 }, { search: 'x'.repeat(101) }])
      expect((await post('/api/stock/available/Fresh', body)).statusCode, JSON.stringify(body)).toBe(422);
  });

  it('records every change of product stock: per batch and bucket the ledger adds up to the stock, which is never negative', async () => {
    const drift = await t.query(sql`
      select b.id from product_batches b
      left join (select batch_id, sum(qty) filter (where bucket = 'fresh') as fresh, sum(qty) filter (where bucket = 'frozen') as frozen
                 from product_ledger group by batch_id) l on l.batch_id = b.id
      where coalesce(l.fresh, 0) <> b.fresh or coalesce(l.frozen, 0) <> b.frozen or b.fresh < 0 or b.frozen < 0`);
    expect(drift).toEqual([]);
    const [frozen] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from product_ledger where reason = 'move'`,
    );
    expect(frozen!.n).toBeGreaterThan(0);
    const page = await ok('/api/stock/ledger', { reason: 'production', perPage: 5 });
    expect(page.total).toBeGreaterThan(80);
    expect(page.datas[0]).toMatchObject({
      reason: 'production',
      bucket: 'fresh',
      productionRunId: expect.any(Number),
      product: { code: expect.any(String) },
    });
    const byDate = await ok('/api/stock/ledger', { dateFrom: day(-1), dateTo: day(-1), perPage: 200 });
    expect(byDate.datas.every((l: Json) => l.date === day(-1))).toBe(true);
  });

  it('lets staff adjust and move product stock, and keeps the cashier to what can be sold', async () => {
    const p = await product();
    expect(
      (await post('/api/stock/add', { reason: 'opening', productId: p.id, bucket: 'fresh', qty: 1 }, 'staff'))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/stock/list', {}, 'kasir')).statusCode).toBe(403);
    expect((await post('/api/stock/ledger', {}, 'kasir')).statusCode).toBe(403);
  });
});
