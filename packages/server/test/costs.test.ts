/**
 * Issue 20, cost of goods (HPP) and margins, by hand (decision 037): a run's cost from the lots it took (two lots at
 * two prices) plus the product's overhead, an order taking from two batches, a lot's price corrected and a run edited
 * after the sale, a return written off; the order's costs, the margin report and who may see them.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
// A year before the demo data's orders: the reports' periods hold only these.
const day = (n: number) => addDays(today, n - 400);
const { post, ok } = t;

describe('cost of goods, by hand', () => {
  const ids: Record<string, number> = {};
  let order: Json;
  let lotA: Json;
  let run2: Json;

  /** A product of its own sold at 3,000 a piece, with `overheadCost` a unit; answers its id. */
  const newProduct = async (code: string, name: string, overheadCost: number) => {
    const category = (await ok('/api/category/list', {})).datas[0].id;
    const made = await ok('/api/product/add', {
      code,
      name,
      categoryId: category,
      price: 3_000,
      unit: 'pcs',
      overheadCost,
      overheadPer: 'unit',
    });
    return made.datas.id as number;
  };
  /** A lot of the meat (`ids.material`) bought on `date`. */
  const meatLot = (qty: number, unitPrice: number, date: string) =>
    ok('/api/bahanBaku/restock/add', { category: 'restock', materialId: ids.material, qty, unitPrice, date });

  beforeAll(async () => {
    const category = (await ok('/api/category/list', {})).datas[0].id;
    // 3,000 a unit to sell; 500 a unit of labour and overhead.
    const p = (
      await ok('/api/product/add', {
        code: 'HPP1',
        name: 'Bakso HPP',
        categoryId: category,
        price: 3_000,
        unit: 'pcs',
        overheadCost: 500,
        overheadPer: 'unit',
      })
    ).datas;
    ids.product = p.id;
    const m = (await ok('/api/bahanBaku/add', { name: 'Daging HPP', unit: 'kg', unitPrice: 10_000 })).datas;
    ids.material = m.id;
    // Lot A (older): 10 kg at 10,000; lot B: 10 kg at 12,000.
    lotA = (
      await ok('/api/bahanBaku/restock/add', {
        category: 'restock',
        materialId: m.id,
        qty: 10,
        unitPrice: 10_000,
        date: day(-10),
      })
    ).datas;
    await ok('/api/bahanBaku/restock/add', {
      category: 'restock',
      materialId: m.id,
      qty: 10,
      unitPrice: 12_000,
      date: day(-9),
    });
    const pack = (
      await ok('/api/packaging/add', { name: 'Dus HPP', unit: 'pcs', unitPrice: 1_000, packPrice: 2_000 })
    ).datas;
    ids.pack = pack.id;
    await ok('/api/bahanKemasan/restock/add', {
      category: 'restock',
      materialId: pack.id,
      qty: 10,
      unitPrice: 1_000,
      date: day(-9),
    });
    ids.customer = (await ok('/api/customer/add', { name: 'Pelanggan HPP', category: 'konsumen' })).datas.id;
  });

  it('a run costs what it took from two lots at their prices plus its overhead; its batch a unit of that', async () => {
    // 15 kg: 10 from lot A (100,000) and 5 from lot B (60,000); overhead 100 × 500 = 50,000.
    const run = (
      await ok('/api/produksi/add', {
        productId: ids.product,
        date: day(-8),
        qty: 100,
        inputs: [{ materialId: ids.material, qty: 15 }],
      })
    ).datas;
    expect(run.cost).toBe(160_000);
    expect(run.overheadCost).toBe(50_000);
    expect(run.unitCost).toBe(2_100);
    // A second run: 2 kg from lot B (24,000) + 50 × 500 = 49,000 for 50 units.
    run2 = (
      await ok('/api/produksi/add', {
        productId: ids.product,
        date: day(-7),
        qty: 50,
        inputs: [{ materialId: ids.material, qty: 2 }],
      })
    ).datas;
    expect(run2.unitCost).toBe(980);
    const batches = (await ok('/api/stock/list', { productId: ids.product, sortBy: 'date', sortDir: 'asc' }))
      .datas as Json[];
    expect(batches.map((b) => [b.unitCost, b.value])).toEqual([
      [2_100, 210_000],
      [980, 49_000],
    ]);
  });

  it('an order taking from two batches costs what it took from each at its unit cost, and its pack its lot', async () => {
    // 120 fresh: 100 from the first batch (210,000) and 20 from the second (19,600); the pack 1,000.
    order = (
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
            lines: [{ productId: ids.product, bucket: 'fresh', qtyPerPack: 120 }],
          },
        ],
      })
    ).datas;
    const costs = (await ok('/api/transaction/costs', { id: order.id })).datas;
    // Revenue 120 × 3,000 + the pack's 2,000 (ongkir apart).
    expect(costs).toMatchObject({
      revenue: 362_000,
      lines: 229_600,
      packs: 1_000,
      returned: 0,
      cost: 230_600,
      margin: 131_400,
      marginPct: 36.3,
    });
    expect(costs.lineCosts).toEqual([
      { lineId: order.packs[0].lines[0].id, qty: 120, cost: 229_600, unitCost: 1_913.33 },
    ]);
  });

  it("a lot's price corrected, or a run edited after the sale, changes the order's cost and the report at once", async () => {
    // Lot A at 11,000: the first run's material 170,000 → 220,000 for 100 → the line 220,000 + 19,600.
    await ok('/api/bahanBaku/restock/update', {
      id: lotA.id,
      version: lotA.version,
      category: 'restock',
      materialId: ids.material,
      qty: 10,
      unitPrice: 11_000,
      date: lotA.date,
    });
    expect((await ok('/api/transaction/costs', { id: order.id })).datas).toMatchObject({
      lines: 239_600,
      cost: 240_600,
      margin: 121_400,
    });
    // The second run made 60, not 50: (24,000 + 60 × 500) ÷ 60 = 900 a unit → 20 × 900 = 18,000.
    await ok('/api/produksi/update', {
      id: run2.id,
      version: run2.version,
      productId: ids.product,
      date: run2.date,
      qty: 60,
      inputs: [{ materialId: ids.material, qty: 2 }],
    });
    const costs = (await ok('/api/transaction/costs', { id: order.id })).datas;
    expect(costs).toMatchObject({ lines: 238_000, cost: 239_000, margin: 123_000 });
    const report = await ok('/api/report/getMargin', { by: 'product', dateFrom: day(-5), dateTo: day(-5) });
    expect(report.datas).toEqual([
      expect.objectContaining({
        key: String(ids.product),
        qty: 120,
        revenue: 360_000,
        cost: 238_000,
        margin: 122_000,
      }),
    ]);
    expect(report.totals).toMatchObject({
      revenue: 362_000,
      cost: 239_000,
      margin: 123_000,
      marginPct: 34,
      packaging: 2_000,
      packCost: 1_000,
      belowCost: 0,
    });
  });

  it('a return gives its cost back (written off: at the line’s average unit cost) on its own date', async () => {
    // 10 written off: 10 × 238,000 ÷ 120 = 19,833.33 → 19,833 back; 30,000 of revenue back.
    await ok('/api/transaction/return/add', {
      transactionId: order.id,
      date: day(-2),
      reason: 'Rusak',
      lines: [{ lineId: order.packs[0].lines[0].id, qty: 10, destination: 'waste' }],
    });
    expect((await ok('/api/transaction/costs', { id: order.id })).datas).toMatchObject({
      revenue: 332_000,
      returned: 19_833,
      cost: 219_167,
      margin: 112_833,
    });
    const onReturnDay = await ok('/api/report/getMargin', {
      by: 'customer',
      dateFrom: day(-2),
      dateTo: day(-2),
    });
    expect(onReturnDay.datas).toEqual([
      expect.objectContaining({
        key: String(ids.customer),
        revenue: -30_000,
        cost: -19_833,
        margin: -10_167,
        belowCost: true,
      }),
    ]);
    const byDay = await ok('/api/report/getMargin', { by: 'period', dateFrom: day(-6), dateTo: day(-1) });
    expect(byDay.grain).toBe('day');
    expect(byDay.datas.map((r: Json) => [r.key, r.revenue, r.cost])).toEqual([
      [day(-5), 362_000, 239_000],
      [day(-2), -30_000, -19_833],
    ]);
    expect(byDay.totals).toMatchObject({ revenue: 332_000, cost: 219_167, margin: 112_833, belowCost: 1 });
  });

  it('exports the report as CSV with the packs line and a TOTAL row', async () => {
    const res = await post('/api/report/margin/export', {
      by: 'product',
      dateFrom: day(-6),
      dateTo: day(-1),
      format: 'csv',
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines.some((l) => l.startsWith('HPP1 Bakso HPP,110,pcs,330000,218167,111833,33.9'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Kemasan (paket),,,2000,1000,1000,50'))).toBe(true);
    expect(lines.some((l) => l.startsWith('TOTAL,,,332000,219167,112833,34'))).toBe(true);
  });

  it('only "Lihat HPP" sees costs and sets overhead; only the margin report menu reads the report', async () => {
    for (const role of ['kasir', 'staff'] as const) {
      expect((await t.call(role, 'POST', '/api/transaction/costs', { id: order.id })).statusCode).toBe(403);
      expect((await t.call(role, 'POST', '/api/report/getMargin', { by: 'product' })).statusCode).toBe(403);
    }
    expect((await t.call('owner', 'POST', '/api/transaction/costs', { id: order.id })).statusCode).toBe(200);
    // Staff sees products and batches without their costs, and cannot set a product's overhead.
    const asStaff = (await t.call('staff', 'POST', '/api/product/list', { search: 'HPP1' })).json() as Json;
    expect(asStaff.datas[0]).not.toHaveProperty('overheadCost');
    const batches = (
      await t.call('staff', 'POST', '/api/stock/list', { productId: ids.product })
    ).json() as Json;
    expect(batches.datas[0]).not.toHaveProperty('unitCost');
    expect(batches.datas[0]).not.toHaveProperty('value');
    const p = asStaff.datas[0];
    const body = {
      id: p.id,
      version: p.version,
      code: p.code,
      name: p.name,
      categoryId: p.categoryId,
      price: p.price,
      unit: p.unit,
    };
    const refused = await t.call('staff', 'POST', '/api/product/update', { ...body, overheadCost: 0 });
    expect(refused.statusCode).toBe(403);
    // Saved without the field, the overhead stays.
    expect((await t.call('staff', 'POST', '/api/product/update', body)).statusCode).toBe(200);
    const [kept] = await t.query<{ overhead: number }>(
      sql`select overhead_cost::int as overhead from products where id = ${ids.product}`,
    );
    expect(kept!.overhead).toBe(500);
  });

  it('a bad request is a 4xx with a message, never a 500', async () => {
    expect((await post('/api/transaction/costs', { id: 999_999 })).statusCode).toBe(404);
    expect((await post('/api/report/getMargin', { by: 'batch' })).statusCode).toBe(422);
    expect((await post('/api/report/getMargin', { by: 'product', month: 3 })).statusCode).toBe(422);
    expect(
      (
        await post('/api/product/add', {
          code: 'X',
          name: 'X',
          categoryId: 1,
          price: 1,
          unit: 'pcs',
          overheadPer: 'day',
        })
      ).statusCode,
    ).toBe(422);
  });

  it("opening stock costs the product's latest run batch made on or before its date; the rebuild agrees", async () => {
    const product = await newProduct('HPP2', 'Bakso HPP awal', 100);
    await meatLot(3, 10_000, day(-40));
    const opening = (date: string) =>
      ok('/api/stock/add', { reason: 'opening', productId: product, bucket: 'fresh', qty: 4, date });
    const run = (date: string, kg: number) =>
      ok('/api/produksi/add', {
        productId: product,
        date,
        qty: 10,
        inputs: [{ materialId: ids.material, qty: kg }],
      });
    // Runs on day -20 (10,000 + 1,000 for 10: 1,100 a unit) and day -10 (2,100 a unit); opening stock entered after
    // both, dated before the first, between them and today.
    await run(day(-20), 1);
    await run(day(-10), 2);
    for (const date of [day(-25), day(-15), day(0)]) await opening(date);
    const costs = async () =>
      (
        (await ok('/api/stock/list', { productId: product, sortBy: 'date', sortDir: 'asc' })).datas as Json[]
      ).map((b) => [b.date, b.unitCost]);
    const entered = await costs();
    expect(entered).toEqual([
      [day(-25), 0],
      [day(-20), 1_100],
      [day(-15), 1_100],
      [day(-10), 2_100],
      [day(0), 2_100],
    ]);
    // bench:data's rebuild from zero (a bulk load with the triggers off) gives every batch the same cost.
    await t.query(sql`update product_batches set unit_cost = 0 where product_id = ${product}`);
    await t.query(sql`update production_runs set material_cost = 0 where product_id = ${product}`);
    await t.query(sql`select rebuild_run_costs()`);
    expect(await costs()).toEqual(entered);
  });

  it('a fresh line of an order not packed yet is out of the margin report, revenue and cost, and said as open', async () => {
    const product = await newProduct('HPP3', 'Pempek HPP', 1_000);
    // 20 made at 1,000 a unit (overhead only: 1 kg of lot B at 12,000 over 20 adds 600): 1,600 a unit.
    await meatLot(1, 12_000, day(-60));
    await ok('/api/bahanKemasan/restock/add', {
      category: 'restock',
      materialId: ids.pack,
      qty: 1,
      unitPrice: 1_000,
      date: day(-60),
    });
    await ok('/api/produksi/add', {
      productId: product,
      date: day(-60),
      qty: 20,
      inputs: [{ materialId: ids.material, qty: 1 }],
    });
    // One order on day -50: 10 fresh, not packed, in one pack (2,000, its lot 1,000).
    const sold = (
      await ok('/api/transaction/add', {
        customerId: ids.customer,
        date: day(-50),
        payment: 'paid',
        packing: 'unpacked',
        delivery: 'pending',
        packs: [
          {
            materialId: ids.pack,
            count: 1,
            lines: [{ productId: product, bucket: 'fresh', qtyPerPack: 10 }],
          },
        ],
      })
    ).datas;
    const report = async (by: string) =>
      (await ok('/api/report/getMargin', { by, dateFrom: day(-50), dateTo: day(-50) })) as Json;
    const open = await report('product');
    // Without the product: its line took nothing. The pack counts (it took its lot when the order was made).
    expect(open.datas).toEqual([]);
    expect(open.totals).toMatchObject({
      revenue: 2_000,
      cost: 1_000,
      margin: 1_000,
      packaging: 2_000,
      packCost: 1_000,
      open: { orders: 1, lines: 1, revenue: 30_000 },
    });
    expect((await report('customer')).datas).toMatchObject([{ revenue: 2_000, cost: 1_000 }]);
    expect((await report('period')).datas).toMatchObject([{ key: day(-50), revenue: 2_000, cost: 1_000 }]);

    // Packed: the line takes 10 at 1,600 and enters with its cost.
    await ok('/api/transaction/status', { id: sold.id, version: sold.version, packing: 'packed' });
    const packed = await report('product');
    expect(packed.datas).toMatchObject([{ qty: 10, revenue: 30_000, cost: 16_000, margin: 14_000 }]);
    expect(packed.totals).toMatchObject({
      revenue: 32_000,
      cost: 17_000,
      open: { orders: 0, lines: 0, revenue: 0 },
    });
    expect((await report('customer')).datas).toMatchObject([{ revenue: 32_000, cost: 17_000 }]);
  });
});
