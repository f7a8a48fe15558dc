/** Issue 10, production: runs take their inputs from the lots and make a batch; edits keep ids; deletes give back. */
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { take } from '../src/domains/stock/batches.js';
import { both, useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);

const { post, ok } = t;

let seq = 0;
async function rawMaterial(
  lots: Array<{ qty: number; price?: number; date?: number; expiry?: number }>,
  unit = 'kg',
) {
  seq += 1;
  const m = (await ok('/api/bahanBaku/add', { name: `Bahan Produksi ${seq}`, unit, unitPrice: 1_000 })).datas;
  const ids: number[] = [];
  for (const l of lots) {
    const r = await ok('/api/bahanBaku/restock/add', {
      category: 'restock',
      materialId: m.id,
      qty: l.qty,
      unitPrice: l.price ?? 1_000,
      date: day(l.date ?? -5),
      expiryDate: l.expiry === undefined ? null : day(l.expiry),
    });
    ids.push(r.datas.id);
  }
  return { ...m, lots: ids } as Json;
}

async function product(price = 2_000) {
  seq += 1;
  const category = (await ok('/api/category/list', {})).datas[0].id;
  return (
    await ok('/api/product/add', {
      code: `PRD${seq}`,
      name: `Produk Produksi ${seq}`,
      categoryId: category,
      price,
      unit: 'pcs',
    })
  ).datas as Json;
}

const lotRemaining = async (ids: number[]) =>
  (
    await t.query<{ remaining: number }>(
      sql`select remaining::float8 as remaining from restocks where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
    )
  ).map((r) => r.remaining);

const ledgerOf = async (batchId: number) =>
  t.query<{ bucket: string; qty: number; reason: string; productId: number }>(
    sql`select bucket, qty::float8 as qty, reason, product_id as "productId" from product_ledger where batch_id = ${batchId} order by id`,
  );

describe('production runs', () => {
  it.each(both)(
    'record a usage per input taken from the lots and a batch holding the qty fresh, in one go (%s)',
    async (enc) => {
      const a = await rawMaterial([
        { qty: 2, price: 1_000, expiry: 10 },
        { qty: 5, price: 3_000, expiry: 40 },
      ]);
      const b = await rawMaterial([{ qty: 4, price: 500 }]);
      const p = await product(2_000);
      const res = await t.call(
        'admin',
        'POST',
        '/api/produksi/add',
        {
          date: day(-1),
          productId: p.id,
          qty: 50,
          expiryDate: day(30),
          note: 'Batch pagi',
          inputs: [
            { materialId: a.id, qty: 3 },
            { materialId: b.id, qty: 1.5 },
          ],
        },
        enc,
      );
      expect(res.statusCode, res.body).toBe(200);
      const run = res.json().datas;
      expect(run).toMatchObject({
        date: day(-1),
        productId: p.id,
        qty: 50,
        unit: 'pcs',
        value: 100_000,
        cost: 2_000 + 3_000 + 750,
        // Its first lot of a (expiring on day 10) went in whole: the batch does not outlive it (issue 39).
        expiryDate: day(10),
        expiryGiven: day(30),
        expiryCap: expect.objectContaining({ lotId: a.lots[0], expiryDate: day(10) }),
        note: 'Batch pagi',
      });
      expect(run.inputs.map((i: Json) => [i.materialId, i.qty, i.value])).toEqual([
        [a.id, 3, 5_000],
        [b.id, 1.5, 750],
      ]);
      expect(run.batch).toMatchObject({ fresh: 50, frozen: 0, out: 0 });
      expect(await lotRemaining(a.lots)).toEqual([0, 4]);
      const usages = (await ok('/api/bahanBaku/restock/list', { category: 'used', materialId: a.id }))
        .datas as Json[];
      expect(usages).toEqual([
        expect.objectContaining({
          reason: 'production',
          productionRunId: run.id,
          qty: 3,
          // The run's product only: its date is the usage's, in the row already (one date format per row).
          source: expect.stringMatching(/^Produksi Produk Produksi \d+$/),
        }),
      ]);
      const batches = (await ok('/api/stock/list', { productId: p.id })).datas as Json[];
      expect(batches).toEqual([
        expect.objectContaining({
          id: run.batch.id,
          productionRunId: run.id,
          origin: 'production',
          fresh: 50,
          frozen: 0,
          date: day(-1),
          expiryDate: day(10),
        }),
      ]);
      expect(await ledgerOf(run.batch.id)).toEqual([
        { bucket: 'fresh', qty: 50, reason: 'production', productId: p.id },
      ]);
    },
  );

  it("follows a lot's price correction: its usages, the run's inputs and cost, and the list's totals", async () => {
    const a = await rawMaterial([
      { qty: 2, price: 1_000, expiry: 10 },
      { qty: 5, price: 3_000, expiry: 40 },
    ]);
    const p = await product(2_000);
    const run = (
      await ok('/api/produksi/add', {
        date: day(-1),
        productId: p.id,
        qty: 10,
        inputs: [{ materialId: a.id, qty: 3 }],
      })
    ).datas;
    expect(run.cost).toBe(2 * 1_000 + 1 * 3_000);
    const lot = (
      await t.query<{ version: number }>(sql`select version from restocks where id = ${a.lots[1]}`)
    )[0]!;
    await ok('/api/bahanBaku/restock/update', {
      id: a.lots[1],
      version: lot.version,
      category: 'restock',
      materialId: a.id,
      qty: 5,
      unitPrice: 4_500,
      date: day(-5),
      expiryDate: day(40),
    });
    const list = await ok('/api/produksi/list', { productId: p.id });
    expect(list.datas[0]).toMatchObject({ id: run.id, cost: 2 * 1_000 + 1 * 4_500 });
    expect(list.datas[0].inputs.map((i: Json) => i.value)).toEqual([6_500]);
    expect(list.totals.cost).toBe(6_500);
    // Given back (the run deleted), the usage and its value go.
    expect((await t.call('admin', 'DELETE', `/api/produksi/delete/${run.id}`)).statusCode).toBe(200);
    expect((await ok('/api/produksi/list', { productId: p.id })).totals.cost).toBe(0);
  });

  it('refuses a run short of any input with 409 naming each material and what is available, and writes nothing', async () => {
    const a = await rawMaterial([{ qty: 2 }, { qty: 0.5, date: -10, expiry: -1 }]);
    const b = await rawMaterial([{ qty: 1 }]);
    const c = await rawMaterial([{ qty: 9 }]);
    const p = await product();
    const before = await t.digest();
    const res = await post('/api/produksi/add', {
      productId: p.id,
      qty: 10,
      inputs: [
        { materialId: c.id, qty: 1 },
        { materialId: a.id, qty: 2.5 },
        { materialId: b.id, qty: 1.001 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: `Stok 2 bahan tidak cukup: Stok ${a.name} tersedia 2 kg (0,5 kg lainnya sudah kedaluwarsa); Stok ${b.name} tersedia 1 kg.`,
      errors: {
        'inputs.1.qty': [`Stok ${a.name} tersedia 2 kg (0,5 kg lainnya sudah kedaluwarsa).`],
        'inputs.2.qty': [`Stok ${b.name} tersedia 1 kg.`],
      },
      available: 2,
    });
    const one = await post('/api/produksi/add', {
      productId: p.id,
      qty: 10,
      inputs: [{ materialId: b.id, qty: 2 }],
    });
    expect(one.json()).toMatchObject({
      message: `Stok ${b.name} tidak cukup: tersedia 1 kg, diminta 2 kg.`,
      available: 1,
    });
    // A run dated before the lots were restocked finds nothing.
    const early = await post('/api/produksi/add', {
      productId: p.id,
      qty: 1,
      date: day(-6),
      inputs: [{ materialId: c.id, qty: 1 }],
    });
    expect(early.json()).toMatchObject({ available: 0 });
    expect(await t.digest()).toBe(before);
  });

  it('checks inputs: raw materials that exist, each once, and an active product', async () => {
    const a = await rawMaterial([{ qty: 5 }]);
    const p = await product();
    const dup = await post('/api/produksi/add', {
      productId: p.id,
      qty: 1,
      inputs: [
        { materialId: a.id, qty: 1 },
        { materialId: a.id, qty: 2 },
      ],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors['inputs.1.materialId']).toEqual(['Bahan ini sudah ada di baris 1.']);
    expect(dup.json()).toMatchObject({
      code: 'production.duplicateMaterial',
      params: { field: 'inputs.1.materialId', line: 1 },
    });
    const packaging = (await ok('/api/bahanKemasan/list', {})).datas[0].id;
    const notRaw = await post('/api/produksi/add', {
      productId: p.id,
      qty: 1,
      inputs: [{ materialId: packaging, qty: 1 }],
    });
    expect(notRaw.json().errors['inputs.0.materialId']).toEqual(['Bahan baku tidak ditemukan.']);
    expect(
      (
        await post('/api/produksi/add', {
          productId: 999_999,
          qty: 1,
          inputs: [{ materialId: a.id, qty: 1 }],
        })
      ).json().errors.productId,
    ).toBeDefined();
    expect((await post('/api/produksi/add', { productId: p.id, qty: 1, inputs: [] })).statusCode).toBe(422);
    await ok('/api/product/update', {
      ...p,
      active: false,
      version: p.version,
      category: undefined,
      fresh: undefined,
      frozen: undefined,
      image: undefined,
      imageThumb: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      minStock: 0,
    });
    const inactive = await post('/api/produksi/add', {
      productId: p.id,
      qty: 1,
      inputs: [{ materialId: a.id, qty: 1 }],
    });
    expect(inactive.json().errors.productId[0]).toMatch(/tidak aktif/);
    expect(inactive.json()).toMatchObject({ code: 'product.inactive', params: { name: expect.any(String) } });
  });

  it('edits a run in place: same id and usage ids, inputs given back and taken again, the batch follows the qty', async () => {
    const a = await rawMaterial([{ qty: 4 }]);
    const b = await rawMaterial([{ qty: 2 }]);
    const c = await rawMaterial([{ qty: 1 }]);
    const p = await product();
    const run = (
      await ok('/api/produksi/add', {
        productId: p.id,
        qty: 40,
        date: day(-2),
        inputs: [
          { materialId: a.id, qty: 2 },
          { materialId: b.id, qty: 1 },
        ],
      })
    ).datas;
    const usageOfA = run.inputs.find((i: Json) => i.materialId === a.id).usageId;
    // Taking all of A again only works because the run's own 2 go back first.
    const edit = await post('/api/produksi/update', {
      id: run.id,
      version: run.version,
      productId: p.id,
      qty: 60,
      date: day(-2),
      inputs: [
        { materialId: a.id, qty: 4 },
        { materialId: c.id, qty: 0.5 },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = edit.json().datas;
    expect(after).toMatchObject({
      id: run.id,
      version: run.version + 1,
      qty: 60,
      value: 120_000,
      batch: { id: run.batch.id, fresh: 60, frozen: 0 },
    });
    expect(after.inputs.map((i: Json) => [i.materialId, i.qty])).toEqual([
      [a.id, 4],
      [c.id, 0.5],
    ]);
    expect(after.inputs.find((i: Json) => i.materialId === a.id).usageId).toBe(usageOfA);
    expect(await lotRemaining([...a.lots, ...b.lots, ...c.lots])).toEqual([0, 2, 0.5]);
    expect((await ledgerOf(run.batch.id)).map((l) => l.qty)).toEqual([40, 20]);
    expect(
      (
        await post('/api/produksi/update', {
          id: run.id,
          version: run.version,
          productId: p.id,
          qty: 1,
          inputs: [{ materialId: a.id, qty: 1 }],
        })
      ).statusCode,
    ).toBe(409);

    // Some of the batch is frozen, some thrown away: the run cannot drop below what left the batch.
    const batch = ((await ok('/api/stock/list', { productId: p.id })).datas as Json[])[0]!;
    await ok('/api/stock/update', {
      id: batch.id,
      version: batch.version,
      to: 'frozen',
      qty: 10,
      date: day(-1),
    });
    await ok('/api/stock/add', {
      reason: 'waste',
      productId: p.id,
      batchId: batch.id,
      bucket: 'fresh',
      qty: 25,
    });
    const input = { productId: p.id, date: day(-2), inputs: [{ materialId: a.id, qty: 4 }] };
    const below = await post('/api/produksi/update', {
      ...input,
      id: run.id,
      version: after.version,
      qty: 20,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(
      'Dari batch ini sudah keluar 25 pcs; jumlah produksi tidak boleh kurang dari itu.',
    );
    expect(below.json()).toMatchObject({
      code: 'production.qtyBelowOut',
      params: { out: 25, unit: 'pcs' },
      fieldCodes: { qty: { code: 'production.qtyBelowOut', params: { out: 25, unit: 'pcs' } } },
    });
    const smaller = await ok('/api/produksi/update', {
      ...input,
      id: run.id,
      version: after.version,
      qty: 30,
    });
    expect(smaller.datas.batch).toEqual({ id: batch.id, fresh: 0, frozen: 5, out: 25 });
    const other = await product();
    const moveProduct = await post('/api/produksi/update', {
      ...input,
      productId: other.id,
      id: run.id,
      version: smaller.datas.version,
      qty: 30,
    });
    expect(moveProduct.statusCode).toBe(409);
    expect(moveProduct.json().errors.productId).toBeDefined();
    const later = await post('/api/produksi/update', {
      ...input,
      date: today,
      id: run.id,
      version: smaller.datas.version,
      qty: 30,
    });
    expect(later.statusCode).toBe(409);
    expect(later.json().errors.date).toEqual([`Paling lambat ${day(-1)}.`]);
    // Every ledger row of the batch adds up to what it holds.
    const sum = (await ledgerOf(batch.id)).reduce((s, l) => s + l.qty, 0);
    expect(sum).toBe(5);
  });

  it('refuses an expiry before a sale from its batch (409, nothing changed)', async () => {
    // Found by test/books.property.test.ts (issue 19): a run edited to expire before a sale from its batch broke the
    // rule that sales take only batches not expired on their date.
    const a = await rawMaterial([{ qty: 4 }]);
    const p = await product();
    const input = { productId: p.id, qty: 10, date: day(-3), inputs: [{ materialId: a.id, qty: 1 }] };
    const run = (await ok('/api/produksi/add', input)).datas;
    const box = await ok('/api/packaging/add', {
      name: `Dus Produksi ${seq}`,
      unit: 'pcs',
      unitPrice: 100,
      packPrice: 500,
    });
    await ok('/api/bahanKemasan/restock/add', {
      category: 'restock',
      materialId: box.datas.id,
      qty: 5,
      date: day(-5),
    });
    const customer = (
      await ok('/api/customer/add', { name: `Pelanggan Produksi ${seq}`, category: 'konsumen' })
    ).datas;
    await ok('/api/transaction/add', {
      customerId: customer.id,
      date: day(-1),
      packing: 'packed',
      packs: [
        { materialId: box.datas.id, count: 1, lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack: 2 }] },
      ],
    });
    const edit = (expiryDate: string) =>
      post('/api/produksi/update', { ...input, id: run.id, version: run.version, expiryDate });
    const before = await t.digest();
    const early = await edit(day(-1));
    expect(early.statusCode).toBe(409);
    expect(early.json().errors.expiryDate).toEqual([`Paling awal ${today}.`]);
    expect(await t.digest()).toBe(before);
    const onTheDay = await edit(today);
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    expect(onTheDay.json().datas).toMatchObject({ expiryDate: today, batch: { fresh: 8 } });
  });

  it('moves an untouched run to another product, its batch and ledger with it', async () => {
    const a = await rawMaterial([{ qty: 4 }]);
    const p = await product(1_000);
    const q = await product(3_000);
    const run = (
      await ok('/api/produksi/add', { productId: p.id, qty: 10, inputs: [{ materialId: a.id, qty: 1 }] })
    ).datas;
    const moved = await ok('/api/produksi/update', {
      id: run.id,
      version: run.version,
      productId: q.id,
      qty: 12,
      inputs: [{ materialId: a.id, qty: 1 }],
    });
    expect(moved.datas).toMatchObject({
      productId: q.id,
      value: 36_000,
      batch: { id: run.batch.id, fresh: 12 },
    });
    expect(await ledgerOf(run.batch.id)).toEqual([
      { bucket: 'fresh', qty: 12, reason: 'production', productId: q.id },
    ]);
    expect((await ok('/api/stock/list', { productId: p.id })).total).toBe(0);
  });

  it('deletes a run: its inputs go back to the same lots and its batch goes; refused once any of it was sold', async () => {
    const a = await rawMaterial([
      { qty: 1, expiry: 5 },
      { qty: 3, expiry: 9 },
    ]);
    const p = await product();
    const run = (
      await ok('/api/produksi/add', { productId: p.id, qty: 10, inputs: [{ materialId: a.id, qty: 2.5 }] })
    ).datas;
    expect(await lotRemaining(a.lots)).toEqual([0, 1.5]);
    // Another usage takes from the same lot meanwhile.
    await ok('/api/bahanBaku/restock/add', { category: 'used', materialId: a.id, qty: 1 });
    expect(await lotRemaining(a.lots)).toEqual([0, 0.5]);
    await ok('/api/stock/update', { id: run.batch.id, version: 1, to: 'frozen', qty: 4 });
    const del = await t.call('admin', 'DELETE', `/api/produksi/delete/${run.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await lotRemaining(a.lots)).toEqual([1, 2]);
    expect(await t.query(sql`select id from product_batches where id = ${run.batch.id}`)).toEqual([]);
    expect(await t.query(sql`select id from usages where production_run_id = ${run.id}`)).toEqual([]);
    expect((await t.call('admin', 'DELETE', `/api/produksi/delete/${run.id}`)).statusCode).toBe(404);

    const sold = (
      await ok('/api/produksi/add', { productId: p.id, qty: 10, inputs: [{ materialId: a.id, qty: 1 }] })
    ).datas;
    await t.database.db.transaction((tx) =>
      take(tx, p.id, 'fresh', 3_000, { reason: 'sale', date: today, userId: 1, field: 'qty' }),
    );
    const refused = await t.call('admin', 'DELETE', `/api/produksi/delete/${sold.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Batch produksi ini sudah terjual 3 pcs; produksi tidak dapat dihapus.',
    );
    expect(refused.json()).toMatchObject({
      code: 'production.soldUndeletable',
      params: { sold: 3, unit: 'pcs' },
    });
    const editBelow = await post('/api/produksi/update', {
      id: sold.id,
      version: sold.version,
      productId: p.id,
      qty: 2,
      inputs: [{ materialId: a.id, qty: 1 }],
    });
    expect(editBelow.json().message).toBe(
      'Dari batch ini sudah keluar 3 pcs; jumlah produksi tidak boleh kurang dari itu.',
    );
  });

  it('lists runs newest first with filters and totals, and exports them with a TOTAL row', async () => {
    const a = await rawMaterial([{ qty: 10, price: 2_000 }]);
    const p = await product(1_500);
    for (const [n, qty] of [
      [-3, 10],
      [-2, 20],
      [-1, 30],
    ] as const) {
      await ok('/api/produksi/add', {
        productId: p.id,
        qty,
        date: day(n),
        inputs: [{ materialId: a.id, qty: qty / 20 }],
      });
    }
    const page = await ok('/api/produksi/list', { productId: p.id, dateFrom: day(-2), dateTo: day(-1) });
    expect(page.datas.map((r: Json) => r.date)).toEqual([day(-1), day(-2)]);
    expect(page.totals).toEqual({ value: 75_000, cost: 5_000, quantities: [{ unit: 'pcs', qty: 50 }] });
    const csv = await post('/api/produksi/export', { productId: p.id, format: 'csv', sortDir: 'asc' });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Tanggal,Kode,Produk,Jumlah,Satuan,Nilai,Biaya Bahan,Bahan,Kedaluwarsa,Keterangan');
    expect(lines.slice(1, 4).map((l) => l.split(',')[0])).toEqual([day(-3), day(-2), day(-1)]);
    expect(lines[4]).toBe('TOTAL,,,60,pcs,90000,6000,,,');
    const all = await ok('/api/produksi/list', {});
    expect(all.datas[0].date >= all.datas.at(-1).date).toBe(true);
    // The totals of every run of the file (count, value, cost: set-based since decision 035) are its rows' sums.
    const rows: Json[] = [];
    for (let page = 1; rows.length < all.total; page++)
      rows.push(...(await ok('/api/produksi/list', { page, perPage: 100 })).datas);
    const sum = (key: string) => rows.reduce((s, r) => s + r[key], 0);
    expect({ count: rows.length, value: all.totals.value, cost: all.totals.cost }).toEqual({
      count: all.total,
      value: sum('value'),
      cost: sum('cost'),
    });
  });
});

describe('recipes', () => {
  it('save a product recipe and tell how many whole units the usable stock can still make', async () => {
    const x = await rawMaterial([{ qty: 10 }]);
    const y = await rawMaterial([{ qty: 3, date: -10, expiry: -1 }]);
    const p = await product();
    const saved = await ok('/api/produksi/recipe/save', {
      productId: p.id,
      lines: [
        { materialId: x.id, qtyPerUnit: 0.3 },
        { materialId: y.id, qtyPerUnit: 0.1 },
      ],
    });
    expect(saved.datas).toMatchObject({ productId: p.id, canMake: 0 });
    expect(saved.datas.lines.map((l: Json) => [l.materialId, l.qtyPerUnit, l.available, l.canMake])).toEqual([
      [x.id, 0.3, 10, 33],
      [y.id, 0.1, 0, 0],
    ]);
    await ok('/api/bahanBaku/restock/add', { category: 'restock', materialId: y.id, qty: 1 });
    const [recipe] = (await ok('/api/produksi/recipe/list', { productId: p.id })).datas as Json[];
    expect(recipe!.canMake).toBe(10);
    const dup = await post('/api/produksi/recipe/save', {
      productId: p.id,
      lines: [
        { materialId: x.id, qtyPerUnit: 1 },
        { materialId: x.id, qtyPerUnit: 2 },
      ],
    });
    expect(dup.json().errors['lines.1.materialId']).toBeDefined();
    const packaging = (await ok('/api/bahanKemasan/list', {})).datas[0].id;
    expect(
      (
        await post('/api/produksi/recipe/save', {
          productId: p.id,
          lines: [{ materialId: packaging, qtyPerUnit: 1 }],
        })
      ).statusCode,
    ).toBe(422);
    const cleared = await ok('/api/produksi/recipe/save', { productId: p.id });
    expect(cleared.datas).toMatchObject({ lines: [], canMake: null });
  });

  it('holds a recipe for each demo product, and the product screen may read them', async () => {
    const recipes = (await ok('/api/produksi/recipe/list', { perPage: 'all' }, 'staff')).datas as Json[];
    const demo = recipes.filter((r) => ['BTY', 'BTGY', 'SGS', 'KPM', 'PM'].includes(r.product.code));
    expect(demo).toHaveLength(5);
    for (const r of demo) {
      expect(r.lines.length).toBeGreaterThan(0);
      expect(r.canMake).toBe(Math.min(...r.lines.map((l: Json) => l.canMake)));
    }
    expect((await post('/api/produksi/recipe/list', {}, 'kasir')).statusCode).toBe(403);
  });

  it('pages the recipes by product name and searches them on the server, with how many products match', async () => {
    const all = await ok('/api/produksi/recipe/list', { perPage: 'all' });
    const names = (all.datas as Json[]).map((r) => r.product.name as string);
    expect(all.total).toBe(names.length);
    const first = await ok('/api/produksi/recipe/list', { perPage: 2 });
    expect(first.total).toBe(all.total);
    expect((first.datas as Json[]).map((r) => r.product.name)).toEqual(names.slice(0, 2));
    const second = await ok('/api/produksi/recipe/list', { perPage: 2, page: 2 });
    expect((second.datas as Json[]).map((r) => r.product.name)).toEqual(names.slice(2, 4));
    // A part of the name or the code, whatever its case.
    const siomay = await ok('/api/produksi/recipe/list', { search: 'SIOMAY' });
    expect(siomay.total).toBe(names.filter((n) => n.toLowerCase().includes('siomay')).length);
    expect(siomay.total).toBeGreaterThan(0);
    expect((await ok('/api/produksi/recipe/list', { search: 'BTGY' })).datas).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ code: 'BTGY' }) }),
    ]);
    for (const body of [{ perPage: 0 }, { page: 0 }, { search: 'x'.repeat(101) }])
      expect((await post('/api/produksi/recipe/list', body)).statusCode, JSON.stringify(body)).toBe(422);
  });
});

describe('the demo runs and access', () => {
  it('seeds about 90 days of runs, each with its inputs and batch', async () => {
    // The demo's runs end on the day the template was seeded; this file's own runs are dated today (a file may
    // run after midnight, a day later).
    const seedDay = inject('seedDay');
    const [span] = await t.query<{ first: string; last: string; n: number; noBatch: number }>(sql`
      select min(date)::text as first, max(date)::text as last, count(*)::int as n,
        count(*) filter (where not exists (select 1 from product_batches b where b.production_run_id = pr.id))::int as "noBatch"
      from production_runs pr where note is null and date <= ${seedDay}`);
    expect(span!.first).toBe(addDays(seedDay, -89));
    expect(span!.last).toBe(seedDay);
    expect(span!.n).toBeGreaterThan(80);
    expect(span!.noBatch).toBe(0);
  });

  it('lets staff record runs but not delete them, and keeps the cashier out', async () => {
    const a = await rawMaterial([{ qty: 1 }]);
    const p = (await ok('/api/product/list', { search: 'Baso Tahu' })).datas[0];
    const run = await post(
      '/api/produksi/add',
      { productId: p.id, qty: 5, inputs: [{ materialId: a.id, qty: 0.5 }] },
      'staff',
    );
    expect(run.statusCode, run.body).toBe(200);
    expect((await t.call('staff', 'DELETE', `/api/produksi/delete/${run.json().datas.id}`)).statusCode).toBe(
      403,
    );
    expect((await post('/api/produksi/list', {}, 'kasir')).statusCode).toBe(403);
    expect((await post('/api/stock/available/Fresh', undefined, 'kasir')).statusCode).toBe(200);
  });
});
