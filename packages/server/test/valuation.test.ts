/**
 * Issue 20, stock valuation at a date ("Nilai Persediaan", decision 040), by hand: two lots at two prices, a run taking
 * from both, an order, a lot's price corrected; the figures at the end of each day, both ways of reading the product
 * ledger, the books' identities on the demo data, the export, who may read it and bad input.
 */
import { INVARIANTS } from '@pawon/bench-data';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { materialsAt, productsAt, stockValuation } from '../src/domains/reports/valuation.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
// Before the demo data: a day of these records holds nothing else of theirs.
const day = (n: number) => addDays(today, n - 400);
const { post, ok } = t;

const valuation = async (date: string, kind?: string) =>
  (await ok('/api/report/getValuation', { date, ...(kind ? { kind } : {}) })) as Json;
const rowOf = (v: Json, kind: string, id: number) =>
  (v.datas as Json[]).find((r) => r.kind === kind && r.id === id);

describe('stock valuation at a date, by hand', () => {
  const ids = { product: 0, material: 0, pack: 0, customer: 0 };
  let lotA: Json;

  beforeAll(async () => {
    const category = (await ok('/api/category/list', {})).datas[0].id;
    ids.product = (
      await ok('/api/product/add', {
        code: 'NP1',
        name: 'Bakso Nilai',
        categoryId: category,
        price: 3_000,
        unit: 'pcs',
        overheadCost: 500,
        overheadPer: 'unit',
      })
    ).datas.id;
    ids.material = (
      await ok('/api/bahanBaku/add', { name: 'Daging Nilai', unit: 'kg', unitPrice: 10_000 })
    ).datas.id;
    ids.pack = (
      await ok('/api/packaging/add', { name: 'Dus Nilai', unit: 'pcs', unitPrice: 1_000, packPrice: 2_000 })
    ).datas.id;
    ids.customer = (
      await ok('/api/customer/add', { name: 'Pelanggan Nilai', category: 'konsumen' })
    ).datas.id;
    // Lot A: 10 kg at 10,000 (day −10); lot B: 10 kg at 12,000 (day −9); 10 boxes at 1,000 (day −9).
    lotA = (
      await ok('/api/bahanBaku/restock/add', {
        category: 'restock',
        materialId: ids.material,
        qty: 10,
        unitPrice: 10_000,
        date: day(-10),
      })
    ).datas;
    await ok('/api/bahanBaku/restock/add', {
      category: 'restock',
      materialId: ids.material,
      qty: 10,
      unitPrice: 12_000,
      date: day(-9),
    });
    await ok('/api/bahanKemasan/restock/add', {
      category: 'restock',
      materialId: ids.pack,
      qty: 10,
      unitPrice: 1_000,
      date: day(-9),
    });
    // Day −7: 100 made from 15 kg (10 of A, 5 of B: 160,000) + 100 × 500 overhead → 2,100 a unit.
    await ok('/api/produksi/add', {
      productId: ids.product,
      date: day(-7),
      qty: 100,
      inputs: [{ materialId: ids.material, qty: 15 }],
    });
    // Day −5: 30 sold fresh in one box.
    await ok('/api/transaction/add', {
      customerId: ids.customer,
      date: day(-5),
      payment: 'paid',
      packing: 'packed',
      delivery: 'delivered',
      packs: [
        {
          materialId: ids.pack,
          count: 1,
          lines: [{ productId: ids.product, bucket: 'fresh', qtyPerPack: 30 }],
        },
      ],
    });
  });

  it('values each day at its end: lots in, usages out, batches at their unit cost', async () => {
    const before = await valuation(day(-11));
    expect(rowOf(before, 'raw', ids.material)).toBeUndefined();
    expect(rowOf(before, 'product', ids.product)).toBeUndefined();

    const first = await valuation(day(-10));
    expect(rowOf(first, 'raw', ids.material)).toMatchObject({
      qty: 10,
      value: 100_000,
      unitCost: 10_000,
      unit: 'kg',
    });

    const bought = await valuation(day(-8));
    expect(rowOf(bought, 'raw', ids.material)).toMatchObject({ qty: 20, value: 220_000, unitCost: 11_000 });
    expect(rowOf(bought, 'packaging', ids.pack)).toMatchObject({ qty: 10, value: 10_000 });

    // The run took all of lot A and 5 kg of lot B: what is left is B's, at its price.
    const made = await valuation(day(-7));
    expect(rowOf(made, 'raw', ids.material)).toMatchObject({ qty: 5, value: 60_000, unitCost: 12_000 });
    expect(rowOf(made, 'product', ids.product)).toMatchObject({
      code: 'NP1',
      qty: 100,
      fresh: 100,
      frozen: 0,
      value: 210_000,
      unitCost: 2_100,
    });

    // The box left on the order's day; fresh stock leaves when the order is packed (today, when it was recorded).
    const ordered = await valuation(day(-5));
    expect(rowOf(ordered, 'packaging', ids.pack)).toMatchObject({ qty: 9, value: 9_000 });
    expect(rowOf(ordered, 'product', ids.product)).toMatchObject({ qty: 100, value: 210_000 });
    const now = await valuation(today);
    expect(rowOf(now, 'product', ids.product)).toMatchObject({ qty: 70, fresh: 70, value: 147_000 });
    expect(rowOf(now, 'packaging', ids.pack)).toMatchObject({ qty: 9, value: 9_000 });
  });

  it('a lot’s price corrected revalues the material and the batch made from it on every day after', async () => {
    const fresh = (await ok('/api/bahanBaku/restock/list', { category: 'restock', materialId: ids.material }))
      .datas as Json[];
    const a = fresh.find((r) => r.id === lotA.id)!;
    await ok('/api/bahanBaku/restock/update', {
      id: a.id,
      version: a.version,
      category: 'restock',
      materialId: ids.material,
      qty: 10,
      unitPrice: 11_000,
      date: a.date,
    });
    expect(rowOf(await valuation(day(-10)), 'raw', ids.material)).toMatchObject({ value: 110_000 });
    // Lot B is untouched; the run now cost 110,000 + 60,000 + 50,000 = 220,000 → 2,200 a unit.
    expect(rowOf(await valuation(day(-7)), 'raw', ids.material)).toMatchObject({ qty: 5, value: 60_000 });
    expect(rowOf(await valuation(day(-7)), 'product', ids.product)).toMatchObject({ value: 220_000 });
    expect(rowOf(await valuation(today), 'product', ids.product)).toMatchObject({ qty: 70, value: 154_000 });
  });

  it('only products, or one kind of material, when asked; totals per kind add up', async () => {
    const v = await valuation(day(-7), 'raw');
    expect(new Set((v.datas as Json[]).map((r) => r.kind))).toEqual(new Set(['raw']));
    expect(v.totals.product).toBe(0);
    expect(v.totals.total).toBe(v.totals.raw);
    const all = await valuation(today);
    const sum = (kind: string) =>
      (all.datas as Json[]).filter((r) => r.kind === kind).reduce((s, r) => s + r.value, 0);
    expect(all.truncated).toBe(false);
    expect(all.totals).toEqual({
      product: sum('product'),
      raw: sum('raw'),
      packaging: sum('packaging'),
      total: sum('product') + sum('raw') + sum('packaging'),
    });
    expect(all.date).toBe(today);
    // Products first, then raw, then packaging; by value within each.
    const kinds = (all.datas as Json[]).map((r) => r.kind);
    expect(kinds).toEqual(
      [...kinds].sort(
        (x, y) => ['product', 'raw', 'packaging'].indexOf(x) - ['product', 'raw', 'packaging'].indexOf(y),
      ),
    );
  });

  it('exports the valuation with subtotals and a TOTAL', async () => {
    const res = await post('/api/report/valuation/export', { date: day(-7), format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`nilai-persediaan-${day(-7)}.csv`);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines.some((l) => l === 'Produk,NP1,Bakso Nilai,100,0,100,pcs,2200,220000')).toBe(true);
    expect(lines.some((l) => l === 'Bahan baku,,Daging Nilai,,,5,kg,12000,60000')).toBe(true);
    const v = await valuation(day(-7));
    expect(lines.at(-1)).toBe(`TOTAL,,,,,,,,${v.totals.total}`);
    expect(lines.some((l) => l === `Subtotal produk,,,,,,,,${v.totals.product}`)).toBe(true);
  });

  it('only the "Nilai Persediaan" menu reads it', async () => {
    for (const role of ['kasir', 'staff'] as const) {
      expect((await t.call(role, 'POST', '/api/report/getValuation', {})).statusCode).toBe(403);
      expect((await t.call(role, 'POST', '/api/report/valuation/export', {})).statusCode).toBe(403);
    }
    expect((await t.call('owner', 'POST', '/api/report/getValuation', {})).statusCode).toBe(200);
  });

  it('a bad request is a 4xx with a message, never a 500', async () => {
    const later = await post('/api/report/getValuation', { date: addDays(today, 1) });
    expect(later.statusCode).toBe(422);
    expect(later.json()).toMatchObject({ code: 'date.afterToday', errors: { date: [expect.any(String)] } });
    expect((await post('/api/report/getValuation', { date: '1999-12-31' })).statusCode).toBe(422);
    expect((await post('/api/report/getValuation', { date: '2026-02-30' })).statusCode).toBe(422);
    expect((await post('/api/report/getValuation', { kind: 'batch' })).statusCode).toBe(422);
    expect((await post('/api/report/getValuation', { date: today, extra: 1 })).statusCode).toBe(422);
    expect((await post('/api/report/valuation/export', { format: 'pdf' })).statusCode).toBe(422);
  });
});

describe('stock valuation on the demo data', () => {
  it('reads the same figures from either side of a day (the months before, or after less the rest of its month)', async () => {
    const [row] = await t.query<{ first: string }>(sql`select min(date)::text as first from product_ledger`);
    const first = row!.first;
    const days = [
      addDays(first, -1),
      first,
      addDays(first, 3),
      addDays(today, -45),
      addDays(today, -1),
      today,
      day(-7),
      day(-5),
      // Every month of this year and the last, early and late: each way of adding up years and months.
      ...[Number(today.slice(0, 4)) - 1, Number(today.slice(0, 4))].flatMap((y) =>
        Array.from({ length: 12 }, (_, m) => `${y}-${String(m + 1).padStart(2, '0')}`).flatMap((m) => [
          `${m}-10`,
          `${m}-25`,
        ]),
      ),
    ].filter((d) => d <= today);
    for (const date of days) {
      const key = (r: { id: number; value: number }) => JSON.stringify(r);
      const [before, after, mBefore, mAfter] = await t.database.db.transaction(async (tx) => [
        (await productsAt(tx, date, 'before')).map(key).sort(),
        (await productsAt(tx, date, 'after')).map(key).sort(),
        (await materialsAt(tx, date, undefined, 'before')).map(key).sort(),
        (await materialsAt(tx, date, undefined, 'after')).map(key).sort(),
      ]);
      expect(after, date).toEqual(before);
      expect(mAfter, date).toEqual(mBefore);
    }
  });

  it('the monthly summaries are what the ledger, lots and usages add up to, after every write of these tests', async () => {
    for (const invariant of INVARIANTS.filter((i) => i.name.includes('valuation summary'))) {
      const broken = await t.query(sql.raw(invariant.sql));
      expect(broken, invariant.name).toEqual([]);
    }
  });

  it('today’s figures are the stock on hand: batches × unit cost, lots’ remaining (to the usages’ rounding)', async () => {
    const v = await t.database.db.transaction((tx) => stockValuation(tx, today, {}));
    const products = await t.query<{ id: number; qty: number; value: number }>(
      sql`select product_id as id, sum(fresh + frozen)::float8 as qty, round(sum((fresh + frozen) * unit_cost))::float8 as value
          from product_batches group by product_id having sum(fresh + frozen) <> 0`,
    );
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(rowOf(v, 'product', p.id)).toMatchObject({ qty: p.qty, value: p.value });
    const lots = await t.query<{ id: number; qty: number; value: number; usages: number }>(
      sql`select r.material_id as id, sum(r.remaining)::float8 as qty, sum(r.remaining * r.unit_price)::float8 as value,
            (select count(*) from usages u where u.material_id = r.material_id)::int as usages
          from restocks r group by r.material_id having sum(r.remaining) <> 0`,
    );
    expect(lots.length).toBeGreaterThan(0);
    for (const m of lots) {
      const row = (v.datas as Json[]).find((r) => r.kind !== 'product' && r.id === m.id)!;
      expect(row.qty).toBeCloseTo(m.qty, 3);
      expect(Math.abs(row.value - m.value)).toBeLessThanOrEqual(0.5 * m.usages + 1);
    }
  });

  it('the books close: value at a day’s end + purchases after − consumption after = today’s value', async () => {
    const from = addDays(today, -30);
    const [was, now] = await t.database.db.transaction(async (tx) => [
      await materialsAt(tx, from),
      await materialsAt(tx, today),
    ]);
    const flows = await t.query<{ id: number; bought: number; used: number }>(
      sql`select m.id,
            coalesce((select sum(r.qty * r.unit_price) from restocks r where r.material_id = m.id and r.date > ${from}::date), 0)::float8 as bought,
            coalesce((select sum(u.value) from usages u where u.material_id = m.id and u.date > ${from}::date), 0)::float8 as used
          from materials m`,
    );
    const valueOf = (list: { id: number; value: number }[], id: number) =>
      list.find((r) => r.id === id)?.value ?? 0;
    let checked = 0;
    for (const f of flows) {
      if (!now.some((r) => r.id === f.id) || !was.some((r) => r.id === f.id)) continue;
      expect(
        Math.abs(valueOf(was, f.id) + f.bought - f.used - valueOf(now, f.id)),
        String(f.id),
      ).toBeLessThanOrEqual(1);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
