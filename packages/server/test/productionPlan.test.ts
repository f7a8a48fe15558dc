/**
 * The production plan, "Rencana Produksi" (issue 39, decision 053): a plan computed by hand (two products sharing a
 * material, fresh and frozen orders, a minimum, a planned run, a batch size, a yield and a loss, a lot expiring between
 * two runs), standing orders counted once, planned runs that change no stock, book or cost until started, starting
 * one as a recording takes the lots, deleting one, the materials' new fields, rights and refusals.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateStandingOrders } from '../src/domains/orders/standingOrders.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const s = sceneBuilder(t, 'Rencana', 'RNC');
const { ok, post } = t;

/** The plan's first delivery day: three days ahead, after any order the demo data holds. */
const D = s.day(3);

/** A raw material (kg) with lots of `qty` restocked five days ago, each expiring `expiry` days from today or never. */
async function rawMaterial(name: string, lots: Array<{ qty: number; expiry?: number }>) {
  const m = (await ok('/api/bahanBaku/add', { name, unit: 'kg', unitPrice: 1_000 })).datas;
  const ids: number[] = [];
  for (const l of lots)
    ids.push(
      (
        await ok('/api/bahanBaku/restock/add', {
          category: 'restock',
          materialId: m.id,
          qty: l.qty,
          unitPrice: 1_000,
          date: s.day(-5),
          expiryDate: l.expiry === undefined ? null : s.day(l.expiry),
        })
      ).datas.id,
    );
  return { id: m.id as number, name, lots: ids };
}

/** A product with a minimum and a batch size, and opening-stock batches (3 days old, expiring `expiry` days ahead). */
async function product(
  name: string,
  code: string,
  options: { minStock?: number; batchSize?: number | null },
  batches: Array<{ bucket: 'fresh' | 'frozen'; qty: number; expiry?: number }>,
) {
  const category = (await ok('/api/category/list', {})).datas[0].id;
  const p = (
    await ok('/api/product/add', {
      code,
      name,
      categoryId: category,
      price: 1_000,
      unit: 'pcs',
      minStock: options.minStock ?? 0,
      ...(options.batchSize !== undefined ? { batchSize: options.batchSize } : {}),
    })
  ).datas;
  for (const b of batches)
    await ok('/api/stock/add', {
      reason: 'opening',
      productId: p.id,
      bucket: b.bucket,
      qty: b.qty,
      date: s.day(-3),
      ...(b.expiry !== undefined ? { expiryDate: s.day(b.expiry) } : {}),
    });
  return p as Json;
}

type Line = { productId: number; bucket: 'fresh' | 'frozen'; qtyPerPack: number };
const pack = (materialId: number, count: number, lines: Line[]) => ({ materialId, count, lines });

/** An order for delivery on `day` (unpacked unless told). */
const order = async (customerId: number, packs: Json[], extra: Json = {}) =>
  (await ok('/api/transaction/add', { customerId, packs, deliveryDate: D, ...extra })).datas as Json;

const plan = async (body: Json = { date: D }, role?: string) =>
  (await ok('/api/plan/production', body, role)).datas as Json;
const lineOf = (p: Json, productId: number) => p.lines.find((l: Json) => l.productId === productId);
const materialOf = (p: Json, materialId: number) =>
  p.materials.find((m: Json) => m.material.id === materialId);

/**
 * What the books hold: lots, usages, batches, the product ledger, the stock and valuation summaries, the sales and
 * expense summaries. A planned run, made or deleted, changes none of it.
 */
const BOOKS = [
  'restocks',
  'usages',
  'usage_lots',
  'product_batches',
  'product_ledger',
  'product_stock_totals',
  'product_value_months',
  'material_value_months',
  'sales_summary',
  'expense_summary',
];
async function books(): Promise<string> {
  const parts: string[] = [];
  for (const table of BOOKS) {
    const [r] = await t.query<{ h: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) || ':' || count(*) as h from "${table}" x`,
      ),
    );
    parts.push(`${table} ${r!.h}`);
  }
  return parts.join('\n');
}

const f = {} as {
  flour: Awaited<ReturnType<typeof rawMaterial>>;
  chicken: Awaited<ReturnType<typeof rawMaterial>>;
  a: Json;
  b: Json;
  box: Json;
  standingBox: Json;
  standing: Json;
  generated: Json;
  run: Json;
};

/**
 * The fixture (D = today + 3), every figure worked out by hand below:
 * - Tepung (flour), shared: lot F1 10 kg expiring D−1, lot F2 12 kg without expiry. Ayam (chicken): 4 kg.
 * - Bakso A: minimum 20, batch size 50; recipe per 10 pcs (yield 10): flour 2 kg, chicken 1 kg, no loss. Stock: fresh
 *   10 (expiring D+5), frozen 30 expiring D−1 (expired on D), frozen 15 without expiry.
 * - Siomay B: no minimum, no batch size; recipe per piece: flour 0.5 kg with 20 % expected loss. Stock: frozen 5.
 * - Orders delivered on D: #1 A fresh 2×6 = 12 and B frozen 2×2 = 4 (takes 4 frozen B at once); #2 A frozen 3×3 = 9
 *   (takes 9 from the oldest A batch, the one expiring D−1); #3 A fresh 5, packed (took 5 fresh A: not counted);
 *   #4 B fresh 5×2 = 10.
 * - Standing order S2 (A fresh 3 daily from D): its day D made by the run of D−1 at 18:00 → an unpacked order of 3.
 *   Standing order S1 (A fresh 4 and B frozen 2 in one box, daily from D): day D not made yet.
 * - A planned run of A, 10 pcs on D−1.
 */
beforeAll(async () => {
  f.flour = await rawMaterial('Tepung Rencana', [{ qty: 10, expiry: 2 }, { qty: 12 }]);
  f.chicken = await rawMaterial('Ayam Rencana', [{ qty: 4 }]);
  f.a = await product('Bakso Rencana A', 'RNCA', { minStock: 20, batchSize: 50 }, [
    { bucket: 'fresh', qty: 10, expiry: 8 },
    { bucket: 'frozen', qty: 30, expiry: 2 },
    { bucket: 'frozen', qty: 15 },
  ]);
  f.b = await product('Siomay Rencana B', 'RNCB', {}, [{ bucket: 'frozen', qty: 5 }]);
  await ok('/api/produksi/recipe/save', {
    productId: f.a.id,
    standardYield: 10,
    lines: [
      { materialId: f.flour.id, qtyPerUnit: 2 },
      { materialId: f.chicken.id, qtyPerUnit: 1 },
    ],
  });
  await ok('/api/produksi/recipe/save', {
    productId: f.b.id,
    expectedLossPct: 20,
    lines: [{ materialId: f.flour.id, qtyPerUnit: 0.5 }],
  });
  f.box = await s.box(1000, [100]);
  f.standingBox = await s.box(500, [5]);
  const c = await s.customer();
  const line = (productId: number, bucket: 'fresh' | 'frozen', qtyPerPack: number): Line => ({
    productId,
    bucket,
    qtyPerPack,
  });
  await order(c.id, [pack(f.box.id, 2, [line(f.a.id, 'fresh', 6), line(f.b.id, 'frozen', 2)])]);
  await order(c.id, [pack(f.box.id, 3, [line(f.a.id, 'frozen', 3)])]);
  await order(c.id, [pack(f.box.id, 1, [line(f.a.id, 'fresh', 5)])], { packing: 'packed' });
  await order(c.id, [pack(f.box.id, 5, [line(f.b.id, 'fresh', 2)])]);

  // S2 is made for D by the run of D−1 evening (the demo's standing orders are paused: only S2 is made).
  await t.query(sql`update standing_orders set paused = true`);
  const c2 = await s.customer();
  const s2 = (
    await ok('/api/standingOrder/add', {
      customerId: c2.id,
      packs: [pack(f.box.id, 1, [line(f.a.id, 'fresh', 3)])],
      everyDays: 1,
      startDate: D,
    })
  ).datas;
  const made = await generateStandingOrders(t.database.db, {
    now: new Date(`${s.day(2)}T18:30:00+07:00`),
    timeZone: 'Asia/Jakarta',
  });
  expect(made).toEqual({ created: 1, failed: 0 });
  f.generated = (
    await t.query<Json>(sql`select id, packing from transactions where standing_order_id = ${s2.id}`)
  )[0]!;
  const c1 = await s.customer();
  f.standing = (
    await ok('/api/standingOrder/add', {
      customerId: c1.id,
      packs: [pack(f.standingBox.id, 1, [line(f.a.id, 'fresh', 4), line(f.b.id, 'frozen', 2)])],
      everyDays: 1,
      startDate: D,
    })
  ).datas;

  f.run = (
    await ok('/api/plan/createRuns', { date: s.day(2), lines: [{ productId: f.a.id, qty: 10 }] })
  ).datas[0];
});

describe('the production plan of one day, worked out by hand', () => {
  it("gives each product's line with the figures that make it", async () => {
    expect(f.generated).toMatchObject({ packing: 'unpacked' });
    const p = await plan();
    expect(p).toMatchObject({ date: D, days: 1, until: D });
    // A: ordered fresh 12 (#1) + 3 (S2's order) + 4 (S1, not made) = 19, frozen 9 (#2); #3 is packed. Held: the 9 #2
    // took. On hand on D: fresh 10 − 5 (#3) = 5; frozen 15 (the batch expiring D−1 holds 21 but is out on D).
    // Need = 28 − 9 + 20 − 20 − 10 = 9 → one batch of 50. Fresh: 19 − 5 on hand − 10 planned = 4; the rest frozen.
    expect(lineOf(p, f.a.id)).toEqual({
      productId: f.a.id,
      product: { id: f.a.id, code: 'RNCA', name: 'Bakso Rencana A', unit: 'pcs' },
      active: true,
      ordered: { fresh: 19, frozen: 9 },
      standing: 4,
      held: 9,
      minimum: 20,
      onHand: { fresh: 5, frozen: 15 },
      expiring: 0,
      planned: 10,
      need: 9,
      batchSize: 50,
      toMake: { fresh: 4, frozen: 46, total: 50 },
    });
    // B: ordered fresh 10 (#4), frozen 4 (#1) + 2 (S1) = 6; held 4 (#1's take); on hand frozen 5 − 4 = 1.
    // Need = 16 − 4 + 0 − 1 − 0 = 11, no batch size. Fresh: 10 − 0 on hand; frozen the 1 left.
    expect(lineOf(p, f.b.id)).toEqual({
      productId: f.b.id,
      product: { id: f.b.id, code: 'RNCB', name: 'Siomay Rencana B', unit: 'pcs' },
      active: true,
      ordered: { fresh: 10, frozen: 6 },
      standing: 2,
      held: 4,
      minimum: 0,
      onHand: { fresh: 0, frozen: 1 },
      expiring: 0,
      planned: 0,
      need: 11,
      batchSize: null,
      toMake: { fresh: 10, frozen: 1, total: 11 },
    });
    expect(p.runs.filter((r: Json) => r.productId === f.a.id)).toEqual([
      {
        id: f.run.id,
        version: 1,
        date: s.day(2),
        productId: f.a.id,
        product: { id: f.a.id, code: 'RNCA', name: 'Bakso Rencana A', unit: 'pcs' },
        qty: 10,
      },
    ]);
  });

  it('gives the materials the runs and lines need, less the lots usable on the day each is needed', async () => {
    const p = await plan();
    // Flour: the planned run (10 A on D−1: 10 × 2 ÷ 10 = 2 kg), A's 50 on D (10 kg), B's 11 on D (11 × 0.5 ÷ 0.8 =
    // 6.875 kg): 18.875. On hand on D−1: 10 + 12 = 22, but F1 expires on D−1: on D only F2's 12 serve 16.875 → short
    // 4.875 (18.875 − 22 alone would say none).
    expect(materialOf(p, f.flour.id)).toEqual({
      material: { id: f.flour.id, name: 'Tepung Rencana', unit: 'kg' },
      kind: 'raw',
      needed: 18.875,
      onHand: 22,
      onOrder: 0,
      short: 4.875,
      preferredVendorId: null,
      preferredVendor: null,
      minOrderQty: null,
      needs: [
        { date: s.day(2), qty: 2, runId: f.run.id, productId: f.a.id, standingOrders: 0 },
        { date: D, qty: 10, runId: null, productId: f.a.id, standingOrders: 0 },
        { date: D, qty: 6.875, runId: null, productId: f.b.id, standingOrders: 0 },
      ],
    });
    // Chicken: 1 kg for the planned run, 5 for A's 50; 4 on hand → 2 short.
    expect(materialOf(p, f.chicken.id)).toMatchObject({ needed: 6, onHand: 4, onOrder: 0, short: 2 });
    expect(materialOf(p, f.chicken.id).needs.map((n: Json) => [n.date, n.qty, n.runId])).toEqual([
      [s.day(2), 1, f.run.id],
      [D, 5, null],
    ]);
    // S1's box for D, its one pack (orders made took theirs already): 5 on hand.
    expect(materialOf(p, f.standingBox.id)).toMatchObject({
      kind: 'packaging',
      needed: 1,
      onHand: 5,
      short: 0,
      needs: [{ date: D, qty: 1, runId: null, productId: null, standingOrders: 1 }],
    });
    // Short materials come first.
    const shortFirst = p.materials.map((m: Json) => m.short > 0);
    expect(shortFirst).toEqual([...shortFirst].sort((x: boolean, y: boolean) => Number(y) - Number(x)));
  });

  it('takes off what open purchase orders will bring by the first day a material is needed', async () => {
    const vendor = (await ok('/api/vendor/add', { name: 'Vendor Ayam Rencana' })).datas as Json;
    const po = async (qty: number, expectedDate: string | null) =>
      (
        await ok('/api/purchase/add', {
          vendorId: vendor.id,
          lines: [{ materialId: f.chicken.id, qty, unitPrice: 30_000, expectedDate }],
        })
      ).datas as Json;
    // Chicken is first needed on D−1 (the planned run), 2 kg short. A draft of 1.5 kg due D−1 and a sent one of
    // 0.25 kg without a date count; 3 kg due D+1 (after the first day) and a cancelled 5 kg do not.
    const counted = await po(1.5, s.day(2));
    const undated = await po(0.25, null);
    await ok(`/api/purchase/send/${undated.id}`, { version: undated.version });
    const late = await po(3, s.day(4));
    const cancelled = await po(5, s.day(1));
    await ok(`/api/purchase/cancel/${cancelled.id}`, {});
    expect(materialOf(await plan(), f.chicken.id)).toMatchObject({
      needed: 6,
      onHand: 4,
      onOrder: 1.75,
      short: 0.25,
    });
    for (const o of [counted, undated, late]) await ok(`/api/purchase/cancel/${o.id}`, {});
    expect(materialOf(await plan(), f.chicken.id)).toMatchObject({ onOrder: 0, short: 2 });
  });

  it('"Buat PO" orders the short materials from their vendors once; one without a vendor is skipped', async () => {
    const v1 = (await ok('/api/vendor/add', { name: 'Vendor Ayam Pilihan' })).datas as Json;
    const v2 = (await ok('/api/vendor/add', { name: 'Vendor Tepung Terakhir' })).datas as Json;
    const body = { date: D, materialIds: [f.chicken.id, f.flour.id] };
    // Flour has no vendor yet: skipped, and nothing is ordered for it.
    await t.query(
      sql`update materials set preferred_vendor_id = ${v1.id}, min_order_qty = 3 where id = ${f.chicken.id}`,
    );
    // The plan names the preferred vendor (its readers need not see the vendors' list).
    expect(materialOf(await plan(), f.chicken.id)).toMatchObject({
      preferredVendorId: v1.id,
      preferredVendor: { id: v1.id, name: 'Vendor Ayam Pilihan' },
      minOrderQty: 3,
    });
    const first = (await ok('/api/plan/createPurchaseOrders', body)).datas as Json;
    expect(first.skipped).toEqual([
      { material: { id: f.flour.id, name: 'Tepung Rencana', unit: 'kg' }, short: 4.875 },
    ]);
    // Chicken: 2 kg short, at least its 3 kg minimum, at its own price (no lot from the vendor), due D−1.
    expect(first.orders).toHaveLength(1);
    expect(first.orders[0]).toMatchObject({
      vendorId: v1.id,
      state: 'draft',
      lines: [{ materialId: f.chicken.id, qty: 3, unitPrice: 1_000, expectedDate: s.day(2) }],
    });
    // A lot of flour bought from v2 (expiring today: no help on D−1) names its vendor and its price.
    const lot = (
      await ok('/api/bahanBaku/restock/add', {
        category: 'restock',
        materialId: f.flour.id,
        vendorId: v2.id,
        qty: 1,
        unitPrice: 9_000,
        date: s.day(0),
        expiryDate: s.day(0),
      })
    ).datas as Json;
    const second = (await ok('/api/plan/createPurchaseOrders', body)).datas as Json;
    expect(second.skipped).toEqual([]);
    expect(second.orders).toHaveLength(1);
    expect(second.orders[0]).toMatchObject({
      vendorId: v2.id,
      lines: [{ materialId: f.flour.id, qty: 4.875, unitPrice: 9_000, expectedDate: s.day(2) }],
    });
    // Both are on order now: a third ask makes nothing.
    expect((await ok('/api/plan/createPurchaseOrders', body)).datas).toEqual({ orders: [], skipped: [] });
    // Making purchase orders needs the right to: Staff may plan but not buy.
    const staff = await t.call('staff', 'POST', '/api/plan/createPurchaseOrders', body);
    expect(staff.statusCode).toBe(403);

    for (const o of [...first.orders, ...second.orders]) await ok(`/api/purchase/cancel/${o.id}`, {});
    const gone = await t.call('admin', 'DELETE', `/api/bahanBaku/restock/delete/${lot.id}?category=restock`);
    expect(gone.statusCode, gone.body).toBe(200);
    await t.query(
      sql`update materials set preferred_vendor_id = null, min_order_qty = null where id = ${f.chicken.id}`,
    );
  });

  it('keeps what the stock can still make true to the yield and the loss', async () => {
    const recipes = (await ok('/api/produksi/recipe/list', { search: 'Rencana' })).datas as Json[];
    // A: flour 22 kg (F1 not expired today) ÷ 0.2 = 110, chicken 4 ÷ 0.1 = 40. B: 22 × 0.8 ÷ 0.5 = 35.2 → 35.
    expect(recipes.find((r) => r.productId === f.a.id)).toMatchObject({
      canMake: 40,
      standardYield: 10,
      expectedLossPct: 0,
    });
    expect(recipes.find((r) => r.productId === f.b.id)).toMatchObject({
      canMake: 35,
      standardYield: 1,
      expectedLossPct: 20,
    });
  });

  it('counts a later day only in a plan that covers it', async () => {
    const c = await s.customer();
    const later = await order(
      c.id,
      [pack(f.box.id, 1, [{ productId: f.b.id, bucket: 'fresh', qtyPerPack: 7 }])],
      {
        deliveryDate: s.day(4),
      },
    );
    expect(lineOf(await plan(), f.b.id).ordered.fresh).toBe(10);
    // Two days: B's 7 more on D+1, and S1's B frozen 2 of D+1 (S1 is daily); A gets S1's 4 and S2's 3 of D+1.
    const two = await plan({ date: D, days: 2 });
    expect(two.until).toBe(s.day(4));
    expect(lineOf(two, f.b.id)).toMatchObject({ ordered: { fresh: 17, frozen: 8 }, standing: 4, need: 20 });
    expect(lineOf(two, f.a.id)).toMatchObject({ ordered: { fresh: 26, frozen: 9 }, standing: 11 });
    await t.call('admin', 'DELETE', `/api/transaction/delete/${later.id}`);
  });

  it('counts back stock that expires before a later day of the plan would need it, so that its sum adds up', async () => {
    // E: minimum 10, nobody orders it, 8 fresh expiring D+2. One day: 10 − 8 = 2. Seven days: the 8 are gone by the
    // last day, when the minimum is still to be kept: 10 − 8 + 8 = 10, the 8 shown as `expiring`.
    const c = await product('Tahu Rencana E', 'RNCE', { minStock: 10 }, [
      { bucket: 'fresh', qty: 8, expiry: 5 },
    ]);
    expect(lineOf(await plan(), c.id)).toMatchObject({
      onHand: { fresh: 8, frozen: 0 },
      expiring: 0,
      need: 2,
    });
    const week = await plan({ date: D, days: 7 });
    expect(lineOf(week, c.id)).toMatchObject({ onHand: { fresh: 8, frozen: 0 }, expiring: 8, need: 10 });
    // Every line's figures make its need, the expiring stock counted back.
    for (const l of week.lines as Json[])
      expect(
        l.ordered.fresh +
          l.ordered.frozen -
          l.held +
          l.minimum -
          l.onHand.fresh -
          l.onHand.frozen +
          l.expiring -
          l.planned,
      ).toBeCloseTo(l.need, 6);
  });
});

describe('planned runs', () => {
  it('are made from the plan in one call, change no stock, book or cost, and the next plan counts them', async () => {
    const p = await plan();
    const before = await books();
    const res = await post('/api/plan/createRuns', {
      date: D,
      note: 'Dari rencana',
      lines: [f.a, f.b].map((x) => ({ productId: x.id, qty: lineOf(p, x.id).toMake.total })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const runs = res.json().datas as Json[];
    expect(res.json().message).toBe('2 produksi direncanakan.');
    expect(runs.map((r) => [r.productId, r.qty, r.state, r.date])).toEqual([
      [f.a.id, 50, 'planned', D],
      [f.b.id, 11, 'planned', D],
    ]);
    expect(runs[0]).toMatchObject({
      inputs: [],
      batch: null,
      cost: 0,
      expiryDate: null,
      note: 'Dari rencana',
    });
    expect(await books()).toBe(before);
    // Not in the production list, its totals or its export unless asked for.
    const listed = await ok('/api/produksi/list', { productId: f.a.id });
    expect(listed.datas.map((r: Json) => r.id)).not.toContain(runs[0]!.id);
    const planned = await ok('/api/produksi/list', { productId: f.a.id, state: 'planned' });
    expect(planned.datas.map((r: Json) => r.id).sort()).toEqual([f.run.id, runs[0]!.id].sort());
    const again = await plan();
    expect(lineOf(again, f.a.id)).toMatchObject({
      planned: 60,
      need: -41,
      toMake: { fresh: 0, frozen: 0, total: 0 },
    });
    expect(lineOf(again, f.b.id)).toMatchObject({ planned: 11, need: 0, toMake: { total: 0 } });
    // The materials now come from the runs: flour 2 + 10 + 6.875 as before.
    expect(materialOf(again, f.flour.id)).toMatchObject({ needed: 18.875, short: 4.875 });
    for (const r of runs) await t.call('admin', 'DELETE', `/api/produksi/delete/${r.id}`);
  });

  it('are refused an edit (start or delete them)', async () => {
    const res = await post('/api/produksi/update', {
      id: f.run.id,
      version: f.run.version,
      productId: f.a.id,
      qty: 12,
      inputs: [{ materialId: f.flour.id, qty: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('production.plannedLocked');
  });

  it('starts as a recording: the recipe for its qty taken from the lots first-expiring first, a batch made', async () => {
    const run = (await ok('/api/plan/createRuns', { date: D, lines: [{ productId: f.a.id, qty: 10 }] }))
      .datas[0];
    const res = await post('/api/produksi/start', { id: run.id, version: run.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Produksi yang direncanakan dimulai: bahannya diambil dan batchnya dibuat.',
    );
    const started = res.json().datas as Json;
    // 10 A: flour 2 kg from F1 (expiring first), chicken 1 kg; the batch expires with F1 (no expiry given).
    expect(started).toMatchObject({
      id: run.id,
      version: 2,
      state: 'recorded',
      date: s.today,
      qty: 10,
      cost: 3_000,
      expiryDate: s.day(2),
      expiryCap: { lotId: f.flour.lots[0] },
      batch: { fresh: 10, frozen: 0, out: 0 },
    });
    expect(started.inputs.map((i: Json) => [i.materialId, i.qty]).sort()).toEqual(
      [
        [f.flour.id, 2],
        [f.chicken.id, 1],
      ].sort(),
    );
    const taken = await t.query<{ restockId: number; qty: number }>(
      sql`select ul.restock_id as "restockId", ul.qty::float8 as qty from usage_lots ul
          join usages u on u.id = ul.usage_id where u.production_run_id = ${run.id} order by ul.restock_id`,
    );
    expect(taken).toEqual([
      { restockId: f.flour.lots[0], qty: 2 },
      { restockId: f.chicken.lots[0], qty: 1 },
    ]);
    const [batch] = await t.query<{ unitCost: number }>(
      sql`select unit_cost::float8 as "unitCost" from product_batches where production_run_id = ${run.id}`,
    );
    expect(batch!.unitCost).toBe(300);
    // Once recorded it is no longer planned: starting again is refused, and the plan no longer counts it.
    const again = await post('/api/produksi/start', { id: run.id, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('production.notPlanned');
    expect(lineOf(await plan(), f.a.id).planned).toBe(10);
    // Put back as it was (its inputs go back to the same lots).
    await t.call('admin', 'DELETE', `/api/produksi/delete/${run.id}`);
  });

  it('starts with the inputs given; refused like a recording when short, without a recipe, or stale', async () => {
    const run = (await ok('/api/plan/createRuns', { date: D, lines: [{ productId: f.b.id, qty: 4 }] }))
      .datas[0];
    const stale = await post('/api/produksi/start', { id: run.id, version: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version.stale');
    const short = await post('/api/produksi/start', {
      id: run.id,
      version: run.version,
      inputs: [{ materialId: f.chicken.id, qty: 50 }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'stock.short', available: 4 });
    const plain = await product('Produk Rencana Tanpa Resep', 'RNCC', {}, []);
    const bare = (await ok('/api/plan/createRuns', { date: D, lines: [{ productId: plain.id, qty: 1 }] }))
      .datas[0];
    const noRecipe = await post('/api/produksi/start', { id: bare.id, version: bare.version });
    expect(noRecipe.statusCode).toBe(422);
    expect(noRecipe.json().fieldCodes.inputs).toMatchObject({ code: 'production.noRecipe' });
    const given = await post('/api/produksi/start', {
      id: run.id,
      version: run.version,
      qty: 3,
      inputs: [{ materialId: f.flour.id, qty: 1.5 }],
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().datas).toMatchObject({ state: 'recorded', qty: 3, inputs: [{ qty: 1.5 }] });
    await t.call('admin', 'DELETE', `/api/produksi/delete/${run.id}`);
    await t.call('admin', 'DELETE', `/api/produksi/delete/${bare.id}`);
  });

  it('is deleted giving nothing back, as it took nothing', async () => {
    const run = (await ok('/api/plan/createRuns', { date: D, lines: [{ productId: f.b.id, qty: 2 }] }))
      .datas[0];
    const before = await books();
    const res = await t.call('admin', 'DELETE', `/api/produksi/delete/${run.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await books()).toBe(before);
    expect(await t.query(sql`select id from production_runs where id = ${run.id}`)).toEqual([]);
    const [audit] = await t.query<{ action: string }>(
      sql`select action from audit_log where entity = 'production' and entity_id = ${run.id} order by id desc limit 1`,
    );
    expect(audit!.action).toBe('delete');
  });

  it('refuses bad lines with 422 on the field', async () => {
    const inactive = await product('Produk Rencana Nonaktif', 'RNCD', {}, []);
    await t.query(sql`update products set active = false where id = ${inactive.id}`);
    const cases: Array<[Json, string, string]> = [
      [{ date: s.day(-1), lines: [{ productId: f.a.id, qty: 1 }] }, 'date', 'plan.pastDate'],
      [
        {
          date: D,
          lines: [
            { productId: f.a.id, qty: 1 },
            { productId: f.a.id, qty: 2 },
          ],
        },
        'lines.1.productId',
        'plan.duplicateProduct',
      ],
      [{ date: D, lines: [{ productId: inactive.id, qty: 1 }] }, 'lines.0.productId', 'product.inactive'],
      [{ date: D, lines: [{ productId: 999999, qty: 1 }] }, 'lines.0.productId', 'reference.notFound'],
      [{ date: D, lines: [{ productId: f.a.id, qty: 1.2345 }] }, 'lines.0.qty', 'validation.decimals'],
    ];
    for (const [body, field, code] of cases) {
      const res = await post('/api/plan/createRuns', body);
      expect(res.statusCode, `${code} ${res.body}`).toBe(422);
      expect(res.json().fieldCodes[field], res.body).toMatchObject({ code });
    }
    const empty = await post('/api/plan/createRuns', { date: D, lines: [] });
    expect(empty.statusCode).toBe(422);
  });
});

describe('the plan: refusals and rights', () => {
  it('refuses a bad date or number of days with a 4xx and its code', async () => {
    const cases: Array<[Json, string]> = [
      [{ date: 'besok' }, 'validation.format'],
      [{ date: '2026-02-30' }, 'validation.format'],
      [{ date: D, days: 0 }, 'validation.min'],
      [{ date: D, days: 15 }, 'validation.max'],
      [{ date: D, days: 1.5 }, 'validation.type'],
      [{}, 'validation.required'],
      [{ date: '1999-12-31' }, 'date.tooEarly'],
      [{ date: D, hari: 2 }, 'validation.unknownField'],
    ];
    for (const [body, code] of cases) {
      const res = await post('/api/plan/production', body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(422);
      const codes = [
        res.json().code,
        ...Object.values(res.json().fieldCodes ?? {}).map((c) => (c as Json).code),
      ];
      expect(codes, res.body).toContain(code);
    }
  });

  it('needs a session, and the Rencana Produksi menu on the server', async () => {
    expect((await t.call(null, 'POST', '/api/plan/production', { date: D })).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/api/plan/createRuns', { date: D, lines: [] })).statusCode).toBe(401);
    // The cashier (Default) has no Rencana Produksi.
    const kasir = await t.call('kasir', 'POST', '/api/plan/production', { date: D });
    expect(kasir.statusCode).toBe(403);
    expect(kasir.json().code).toBe('right.missing');
    const kasirRuns = await t.call('kasir', 'POST', '/api/plan/createRuns', {
      date: D,
      lines: [{ productId: f.b.id, qty: 1 }],
    });
    expect(kasirRuns.statusCode).toBe(403);
    // Staff hold it as they hold Produksi: they read the plan and plan runs, but delete none.
    expect((await t.call('staff', 'POST', '/api/plan/production', { date: D })).statusCode).toBe(200);
    const staffRun = await t.call('staff', 'POST', '/api/plan/createRuns', {
      date: D,
      lines: [{ productId: f.b.id, qty: 1 }],
    });
    expect(staffRun.statusCode, staffRun.body).toBe(200);
    const id = staffRun.json().datas[0].id;
    expect((await t.call('staff', 'DELETE', `/api/produksi/delete/${id}`)).statusCode).toBe(403);
    expect((await t.call('kasir', 'POST', '/api/produksi/start', { id, version: 1 })).statusCode).toBe(403);
    expect((await t.call('admin', 'DELETE', `/api/produksi/delete/${id}`)).statusCode).toBe(200);
    // The menu is in the staff's tree, under Manajemen Stok after Produksi.
    const [menu] = await t.query<{ name: string; parent: string; after: boolean }>(
      sql`select m.name, p.name as parent, m.sort_order > (select sort_order from menus where url = '/produksi') as after
          from menus m join menus p on p.id = m.parent_id where m.url = '/plan/production'`,
    );
    expect(menu).toEqual({ name: 'Rencana Produksi', parent: 'Manajemen Stok', after: true });
  });
});

describe("materials' purchasing fields", () => {
  it('keeps a preferred vendor and a least order on add and update, unchanged when left out', async () => {
    const vendor = (await ok('/api/vendor/add', { name: 'Vendor Rencana' })).datas;
    const m = (
      await ok('/api/bahanBaku/add', {
        name: 'Garam Rencana',
        unit: 'kg',
        preferredVendorId: vendor.id,
        minOrderQty: 25,
      })
    ).datas;
    // Named too, so the form and the list show it without loading every vendor.
    expect(m).toMatchObject({
      preferredVendorId: vendor.id,
      preferredVendor: { id: vendor.id, name: 'Vendor Rencana' },
      minOrderQty: 25,
    });
    const kept = (
      await ok('/api/bahanBaku/update', { id: m.id, version: m.version, name: 'Garam Rencana', unit: 'kg' })
    ).datas;
    expect(kept).toMatchObject({ preferredVendorId: vendor.id, minOrderQty: 25 });
    const cleared = (
      await ok('/api/bahanBaku/update', {
        id: m.id,
        version: kept.version,
        name: 'Garam Rencana',
        unit: 'kg',
        preferredVendorId: null,
        minOrderQty: null,
      })
    ).datas;
    expect(cleared).toMatchObject({ preferredVendorId: null, preferredVendor: null, minOrderQty: null });
    const box = (
      await ok('/api/bahanKemasan/add', {
        name: 'Plastik Rencana',
        unit: 'pcs',
        packagingType: 'consumable',
        preferredVendorId: vendor.id,
      })
    ).datas;
    expect(box).toMatchObject({ preferredVendorId: vendor.id, minOrderQty: null });
    const unknown = await post('/api/bahanBaku/add', {
      name: 'Merica Rencana',
      unit: 'kg',
      preferredVendorId: 999999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fieldCodes.preferredVendorId).toMatchObject({ code: 'reference.notFound' });
    const zero = await post('/api/bahanBaku/add', { name: 'Merica Rencana', unit: 'kg', minOrderQty: 0 });
    expect(zero.statusCode).toBe(422);
    // A vendor deleted leaves the material without a preference.
    const other = (await ok('/api/vendor/add', { name: 'Vendor Rencana Lain' })).datas;
    const pepper = (
      await ok('/api/bahanBaku/add', { name: 'Lada Rencana', unit: 'kg', preferredVendorId: other.id })
    ).datas;
    expect((await t.call('admin', 'DELETE', `/api/vendor/delete/${other.id}`)).statusCode).toBe(200);
    const after = (await ok('/api/bahanBaku/list', { search: 'Lada Rencana' })).datas[0];
    expect(after).toMatchObject({ id: pepper.id, preferredVendorId: null, preferredVendor: null });
  });

  it("keeps a product's batch size, unchanged when left out", async () => {
    expect((await ok('/api/product/list', { search: 'RNCA' })).datas[0].batchSize).toBe(50);
    const zero = await post('/api/product/add', {
      code: 'RNCZ',
      name: 'Produk Rencana Nol',
      categoryId: f.a.categoryId,
      price: 1,
      unit: 'pcs',
      batchSize: 0,
    });
    expect(zero.statusCode).toBe(422);
  });
});

describe('migration 0036: the Rencana Produksi menu in a database seeded before it', () => {
  const statements = fs
    .readFileSync(new URL('../drizzle/0036_production_plan.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('INSERT INTO'));
  const grants = async () =>
    (
      await t.query<{ name: string; rights: string }>(
        sql`select g.name, concat_ws(',', gm.can_create, gm.can_update, gm.can_delete) as rights
            from group_menus gm join auth_groups g on g.id = gm.group_id join menus m on m.id = gm.menu_id
            where m.url = '/plan/production' order by g.name`,
      )
    ).map((r) => `${r.name}:${r.rights}`);

  it('adds it after Produksi with the rights of Produksi, once; the seed already has it', async () => {
    const seeded = await grants();
    expect(seeded).toEqual(['Owner:t,t,t', 'Staff:t,t,f', 'Super Admin:t,t,t']);
    for (const statement of statements) await t.query(sql.raw(statement));
    expect(await grants()).toEqual(seeded);
    await t.query(sql`delete from menus where url = '/plan/production'`);
    for (const statement of statements) await t.query(sql.raw(statement));
    for (const statement of statements) await t.query(sql.raw(statement));
    expect(await grants()).toEqual(seeded);
    const [menu] = await t.query<{ n: number; parent: string; level: string }>(
      sql`select count(*) over ()::int as n, p.name as parent, m.level from menus m join menus p on p.id = m.parent_id
          where m.url = '/plan/production'`,
    );
    expect(menu).toEqual({ n: 1, parent: 'Manajemen Stok', level: 'parent' });
    expect((await t.call('staff', 'POST', '/api/plan/production', { date: D })).statusCode).toBe(200);
  });
});
