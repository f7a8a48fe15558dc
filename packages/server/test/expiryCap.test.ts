/**
 * Issue 39, "Shelf life that protects the customer": a batch's expiry is capped by the earliest expiry among the
 * material lots its run took, and the run, its batch and the trace name the lot that capped it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);
const { post, ok } = t;

let seq = 0;
/** A raw material with its lots, restocked five days ago unless told, each with an expiry `expiry` days from today. */
async function rawMaterial(lots: Array<{ qty: number; expiry?: number; code?: string; date?: number }>) {
  seq += 1;
  const name = `Bahan Kedaluwarsa ${seq}`;
  const m = (await ok('/api/bahanBaku/add', { name, unit: 'kg', unitPrice: 1_000 })).datas;
  const ids: number[] = [];
  for (const l of lots) {
    const r = await ok('/api/bahanBaku/restock/add', {
      category: 'restock',
      materialId: m.id,
      qty: l.qty,
      unitPrice: 1_000,
      date: day(l.date ?? -5),
      batchCode: l.code ?? null,
      expiryDate: l.expiry === undefined ? null : day(l.expiry),
    });
    ids.push(r.datas.id);
  }
  return { id: m.id as number, name, lots: ids };
}

async function product() {
  seq += 1;
  const category = (await ok('/api/category/list', {})).datas[0].id;
  return (
    await ok('/api/product/add', {
      code: `KDL${seq}`,
      name: `Produk Kedaluwarsa ${seq}`,
      categoryId: category,
      price: 1_000,
      unit: 'pcs',
    })
  ).datas as Json;
}

/** What the batch itself holds (the stock screens and sales read it). */
const batchExpiry = async (batchId: number) =>
  (
    await t.query<{ expiryDate: string | null }>(
      sql`select expiry_date::text as "expiryDate" from product_batches where id = ${batchId}`,
    )
  )[0]!.expiryDate;

const record = async (body: Json) =>
  (await ok('/api/produksi/add', { date: day(-1), qty: 10, ...body })).datas;

describe('a batch expiry capped by its lots', () => {
  it('takes the earliest expiry among the lots the inputs took, and names that lot', async () => {
    // Tepung: one lot, day +20. Ayam: lot A1 (+12) is taken whole (2 kg) and A2 (+15) gives the third kg; A3 (+4) is
    // dated after the run, so it is not there to take and cannot cap. Given +30: the batch expires on +12, by A1.
    const flour = await rawMaterial([{ qty: 5, expiry: 20, code: 'TPG-1' }]);
    const chicken = await rawMaterial([
      { qty: 2, expiry: 12, code: 'AYM-1' },
      { qty: 4, expiry: 15, code: 'AYM-2' },
      { qty: 4, expiry: 4, code: 'AYM-3', date: 0 },
    ]);
    const p = await product();
    const run = await record({
      productId: p.id,
      expiryDate: day(30),
      inputs: [
        { materialId: flour.id, qty: 1 },
        { materialId: chicken.id, qty: 3 },
      ],
    });
    expect(run).toMatchObject({
      expiryDate: day(12),
      expiryGiven: day(30),
      expiryCap: {
        lotId: chicken.lots[0],
        material: { id: chicken.id, name: chicken.name, unit: 'kg' },
        batchCode: 'AYM-1',
        expiryDate: day(12),
      },
    });
    expect(await batchExpiry(run.batch.id)).toBe(day(12));
    const stock = (await ok('/api/stock/list', { productId: p.id })).datas as Json[];
    expect(stock.map((b) => b.expiryDate)).toEqual([day(12)]);
    // The run list shows the same (it reads the page's runs through the same columns).
    const listed = (await ok('/api/produksi/list', { productId: p.id })).datas as Json[];
    expect(listed[0]).toMatchObject({ expiryDate: day(12), expiryCap: { lotId: chicken.lots[0] } });
  });

  it('is not capped by a lot without an expiry; with no expiry given a lot alone sets it', async () => {
    const salt = await rawMaterial([{ qty: 5 }]);
    const fish = await rawMaterial([{ qty: 5, expiry: 40 }]);
    const p = await product();
    // Salt (no expiry) and fish (+40), given +30: the date given stands.
    const given = await record({
      productId: p.id,
      expiryDate: day(30),
      inputs: [
        { materialId: salt.id, qty: 1 },
        { materialId: fish.id, qty: 1 },
      ],
    });
    expect(given).toMatchObject({ expiryDate: day(30), expiryGiven: day(30), expiryCap: null });
    // None given: the fish lot's +40 is the batch's (the salt lot has none to give).
    const none = await record({
      productId: p.id,
      inputs: [
        { materialId: salt.id, qty: 1 },
        { materialId: fish.id, qty: 1 },
      ],
    });
    expect(none).toMatchObject({
      expiryDate: day(40),
      expiryGiven: null,
      expiryCap: { lotId: fish.lots[0], batchCode: null, expiryDate: day(40) },
    });
    expect(await batchExpiry(none.batch.id)).toBe(day(40));
    // Salt alone and none given: no expiry at all.
    const neither = await record({ productId: p.id, inputs: [{ materialId: salt.id, qty: 1 }] });
    expect(neither).toMatchObject({ expiryDate: null, expiryGiven: null, expiryCap: null });
    expect(await batchExpiry(neither.batch.id)).toBeNull();
  });

  it("keeps the producer's expiry when it is earlier than the lots', or the same day", async () => {
    const egg = await rawMaterial([{ qty: 5, expiry: 12 }]);
    const p = await product();
    const earlier = await record({
      productId: p.id,
      expiryDate: day(10),
      inputs: [{ materialId: egg.id, qty: 1 }],
    });
    expect(earlier).toMatchObject({ expiryDate: day(10), expiryGiven: day(10), expiryCap: null });
    const sameDay = await record({
      productId: p.id,
      expiryDate: day(12),
      inputs: [{ materialId: egg.id, qty: 1 }],
    });
    expect(sameDay).toMatchObject({ expiryDate: day(12), expiryCap: null });
  });

  it('works the cap out again when a run is edited, from the expiry given and the lots taken then', async () => {
    const tofu = await rawMaterial([{ qty: 5, expiry: 8, code: 'TAHU-1' }]);
    const garlic = await rawMaterial([{ qty: 5, expiry: 25, code: 'BWG-1' }]);
    const p = await product();
    const base = { productId: p.id, date: day(-1), qty: 10 };
    const run = await record({ ...base, expiryDate: day(30), inputs: [{ materialId: tofu.id, qty: 1 }] });
    expect(run).toMatchObject({ expiryDate: day(8), expiryCap: { lotId: tofu.lots[0] } });

    // The form sends back the expiry given (+30), not the capped one: garlic in place of tofu caps at +25.
    const edit = async (current: Json, body: Json) =>
      (await ok('/api/produksi/update', { ...base, id: current.id, version: current.version, ...body }))
        .datas;
    const swapped = await edit(run, { expiryDate: day(30), inputs: [{ materialId: garlic.id, qty: 1 }] });
    expect(swapped).toMatchObject({
      id: run.id,
      expiryDate: day(25),
      expiryGiven: day(30),
      expiryCap: { lotId: garlic.lots[0], batchCode: 'BWG-1', expiryDate: day(25) },
    });
    expect(await batchExpiry(run.batch.id)).toBe(day(25));

    // An earlier date given now stands, and the batch follows it.
    const shorter = await edit(swapped, { expiryDate: day(20), inputs: [{ materialId: garlic.id, qty: 1 }] });
    expect(shorter).toMatchObject({ expiryDate: day(20), expiryGiven: day(20), expiryCap: null });
    expect(await batchExpiry(run.batch.id)).toBe(day(20));

    // Tofu back beside garlic, no date given: tofu's +8 caps again.
    const both = await edit(shorter, {
      expiryDate: null,
      inputs: [
        { materialId: garlic.id, qty: 1 },
        { materialId: tofu.id, qty: 1 },
      ],
    });
    expect(both).toMatchObject({ expiryDate: day(8), expiryGiven: null, expiryCap: { lotId: tofu.lots[0] } });
    expect(await batchExpiry(run.batch.id)).toBe(day(8));

    // The capping lot is named in the trace from the batch, and from the lot.
    const fromBatch = await ok('/api/report/trace', { batchId: run.batch.id });
    expect(fromBatch.batches).toEqual([
      expect.objectContaining({
        id: run.batch.id,
        expiryDate: day(8),
        expiryCap: {
          lotId: tofu.lots[0],
          material: { id: tofu.id, name: tofu.name, unit: 'kg' },
          batchCode: 'TAHU-1',
          expiryDate: day(8),
        },
      }),
    ]);
    const fromGarlic = await ok('/api/report/trace', { restockId: garlic.lots[0] });
    expect(fromGarlic.batches).toEqual([
      expect.objectContaining({
        id: run.batch.id,
        expiryCap: expect.objectContaining({ lotId: tofu.lots[0] }),
      }),
    ]);
    // The export names it too, on the batch's line (the last column); the lot's and the run's lines have none.
    const csv = await post('/api/report/trace/export', { restockId: garlic.lots[0], format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    const [head, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(head!.split(',').at(-1)).toBe('Kedaluwarsa dibatasi lot');
    const batchLine = lines.find((l) => l.startsWith('Batch produk,'))!;
    expect(batchLine).toContain(`batch #${run.batch.id}`);
    expect(batchLine.endsWith(`,"TAHU-1 (${tofu.name}), kedaluwarsa ${day(8)}"`)).toBe(true);
    expect(lines.find((l) => l.startsWith('Produksi,'))!.endsWith(',')).toBe(true);
    expect(lines.find((l) => l.startsWith('Lot bahan baku,'))!.endsWith(',')).toBe(true);

    // Deleted, the run gives its lots back; the lot that capped it can then be deleted too.
    expect((await t.call('admin', 'DELETE', `/api/produksi/delete/${run.id}`)).statusCode).toBe(200);
    const deleteLot = await t.call(
      'admin',
      'DELETE',
      `/api/bahanBaku/restock/delete/${tofu.lots[0]}?category=restock`,
    );
    expect(deleteLot.statusCode, deleteLot.body).toBe(200);
  });

  it('refuses an edit whose capped expiry falls before a sale from the batch (409 soldExpiry, nothing changed)', async () => {
    // Made on -3 from flour without an expiry, 2 sold on -1. Swapping in milk whose lot (restocked -5, still good on
    // -3) expires on -2 would cap the batch at -2, before that sale.
    const flour = await rawMaterial([{ qty: 5 }]);
    const milk = await rawMaterial([{ qty: 5, expiry: -2 }]);
    const p = await product();
    const input = { productId: p.id, qty: 10, date: day(-3), inputs: [{ materialId: flour.id, qty: 1 }] };
    const run = (await ok('/api/produksi/add', input)).datas;
    expect(run).toMatchObject({ expiryDate: null, expiryCap: null });
    const box = await ok('/api/packaging/add', {
      name: `Dus Kedaluwarsa ${seq}`,
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
      await ok('/api/customer/add', { name: `Pelanggan Kedaluwarsa ${seq}`, category: 'konsumen' })
    ).datas;
    await ok('/api/transaction/add', {
      customerId: customer.id,
      date: day(-1),
      packing: 'packed',
      packs: [
        { materialId: box.datas.id, count: 1, lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack: 2 }] },
      ],
    });

    const before = await t.digest();
    const capped = await post('/api/produksi/update', {
      ...input,
      id: run.id,
      version: run.version,
      inputs: [
        { materialId: flour.id, qty: 1 },
        { materialId: milk.id, qty: 1 },
      ],
    });
    expect(capped.statusCode, capped.body).toBe(409);
    // Packed today, the order's fresh items left the batch today: that is the sale's date.
    expect(capped.json().errors.expiryDate).toEqual([`Paling awal ${today}.`]);
    expect(await t.digest()).toBe(before);

    // A date given before the sale is refused as before; the sale's day itself is allowed.
    const edit = (expiryDate: string) =>
      post('/api/produksi/update', { ...input, id: run.id, version: run.version, expiryDate });
    expect((await edit(day(-1))).statusCode).toBe(409);
    const onTheDay = await edit(today);
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    expect(onTheDay.json().datas).toMatchObject({ expiryDate: today, expiryGiven: today, expiryCap: null });
  });
  describe("a lot's expiry corrected", () => {
    /** Corrects a lot's expiry by restock/update (its other fields as they were: 5 kg… at Rp 1.000, dated -5). */
    const correct = async (lotId: number, materialId: number, qty: number, expiry: number) => {
      const [lot] = await t.query<{ version: number; date: string }>(
        sql`select version, date::text as date from restocks where id = ${lotId}`,
      );
      return post('/api/bahanBaku/restock/update', {
        id: lotId,
        version: lot!.version,
        category: 'restock',
        materialId,
        qty,
        unitPrice: 1_000,
        date: lot!.date,
        expiryDate: day(expiry),
      });
    };
    const runOf = async (id: number) =>
      (await ok('/api/produksi/list', { state: 'recorded', perPage: 200 })).datas.find(
        (r: Json) => r.id === id,
      ) as Json;

    it('caps the batches made from it again: a later date frees them up to the next lot or the date given, an earlier one caps them', async () => {
      const chicken = await rawMaterial([{ qty: 2, expiry: 12, code: 'AYM-K1' }]);
      const fish = await rawMaterial([{ qty: 2, expiry: 20, code: 'IKN-K1' }]);
      const p = await product();
      const run = await record({
        productId: p.id,
        expiryDate: day(30),
        inputs: [
          { materialId: chicken.id, qty: 1 },
          { materialId: fish.id, qty: 1 },
        ],
      });
      expect(run).toMatchObject({ expiryDate: day(12), expiryCap: { lotId: chicken.lots[0] } });

      // The chicken lot keeps to +25: the fish lot (+20) caps now.
      expect((await correct(chicken.lots[0]!, chicken.id, 2, 25)).statusCode).toBe(200);
      expect(await runOf(run.id)).toMatchObject({
        expiryDate: day(20),
        expiryGiven: day(30),
        expiryCap: { lotId: fish.lots[0], batchCode: 'IKN-K1', expiryDate: day(20) },
        version: run.version + 1,
      });
      expect(await batchExpiry(run.batch.id)).toBe(day(20));
      // Both later than the date given: it stands, nothing caps.
      expect((await correct(fish.lots[0]!, fish.id, 2, 40)).statusCode).toBe(200);
      expect((await correct(chicken.lots[0]!, chicken.id, 2, 35)).statusCode).toBe(200);
      expect(await runOf(run.id)).toMatchObject({ expiryDate: day(30), expiryCap: null });
      expect(await batchExpiry(run.batch.id)).toBe(day(30));
      // Chicken found to keep only to +5: the batch with it, and the trace names the lot.
      expect((await correct(chicken.lots[0]!, chicken.id, 2, 5)).statusCode).toBe(200);
      expect(await batchExpiry(run.batch.id)).toBe(day(5));
      const trace = await ok('/api/report/trace', { restockId: fish.lots[0] });
      expect(trace.batches).toEqual([
        expect.objectContaining({
          id: run.batch.id,
          expiryDate: day(5),
          expiryCap: expect.objectContaining({ lotId: chicken.lots[0], expiryDate: day(5) }),
        }),
      ]);
      // A lot no run took changes nothing else.
      const spare = await rawMaterial([{ qty: 1, expiry: 9 }]);
      expect((await correct(spare.lots[0]!, spare.id, 1, 3)).statusCode).toBe(200);
      expect(await batchExpiry(run.batch.id)).toBe(day(5));
    });

    it('is refused when a batch made from it was sold after the new date (409 soldExpiry on expiryDate, nothing changed)', async () => {
      const milk = await rawMaterial([{ qty: 5, expiry: 10 }]);
      const p = await product();
      const run = (
        await ok('/api/produksi/add', {
          productId: p.id,
          qty: 10,
          date: day(-3),
          inputs: [{ materialId: milk.id, qty: 1 }],
        })
      ).datas;
      expect(run).toMatchObject({ expiryDate: day(10), expiryCap: { lotId: milk.lots[0] } });
      const box = await ok('/api/packaging/add', {
        name: `Dus Koreksi ${seq}`,
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
        await ok('/api/customer/add', { name: `Pelanggan Koreksi ${seq}`, category: 'konsumen' })
      ).datas;
      await ok('/api/transaction/add', {
        customerId: customer.id,
        date: day(-1),
        packing: 'packed',
        packs: [
          {
            materialId: box.datas.id,
            count: 1,
            lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack: 2 }],
          },
        ],
      });

      const before = await t.digest();
      // Packed today, the batch was sold from today: -2 (still after the run's use on -3) would put that sale past it.
      const refused = await correct(milk.lots[0]!, milk.id, 5, -2);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'production.soldExpiry', params: { lastSale: today } });
      expect(refused.json().errors.expiryDate).toEqual([`Paling awal ${today}.`]);
      expect(await t.digest()).toBe(before);
      // The sale's day itself is allowed, and the batch follows.
      expect((await correct(milk.lots[0]!, milk.id, 5, 0)).statusCode).toBe(200);
      expect(await batchExpiry(run.batch.id)).toBe(today);
    });
  });
});
