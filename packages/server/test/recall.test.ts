/**
 * Issue 40, recalls and blocked stock (decision 055): a product batch or material lot recalled ("ditarik") or held by
 * QC (`held_at`, set directly here: the holds are built elsewhere) is taken by nothing: orders (also sent again from
 * the offline queue, made by a standing order, or packed in bulk), production runs (recorded or started from the
 * plan), moves between fresh and frozen. A count still records what is there and waste may discard it. Available
 * figures leave it out; a shortage it causes names it (`stock.short` with `blocked`). "Tarik Produk" recalls a batch
 * or a lot with a reason and answers the customers who received it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateStandingOrders } from '../src/domains/orders/standingOrders.js';
import { addDays } from '../src/lib/dates.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const s = sceneBuilder(t, 'Tarik', 'TRK');
const { ok, post } = t;
const RECALL = '/api/stock/recall';

type Block = 'recalled' | 'held';
const blocks: Block[] = ['recalled', 'held'];

/** Blocks a batch or lot straight in the table (a recall as the operation writes it, or a QC hold). */
async function block(table: 'product_batches' | 'restocks', id: number, how: Block) {
  await t.query(
    how === 'recalled'
      ? sql`update ${sql.raw(table)} set recalled_at = now(), recall_reason = 'uji' where id = ${id}`
      : sql`update ${sql.raw(table)} set held_at = now() where id = ${id}`,
  );
}

/** A raw material with lots of the given sizes (oldest first), for runs. */
async function material(lots: number[]) {
  const n = s.next();
  const m = (await ok('/api/bahanBaku/add', { name: `Bahan Tarik ${n}`, unit: 'kg', unitPrice: 1_000 }))
    .datas;
  const ids: number[] = [];
  for (const [i, qty] of lots.entries())
    ids.push(
      (
        await ok('/api/bahanBaku/restock/add', {
          category: 'restock',
          materialId: m.id,
          qty,
          unitPrice: 1_000,
          date: s.day(-6 + i),
        })
      ).datas.id,
    );
  return { ...m, lots: ids } as Json;
}

const orderBody = (customerId: number, boxId: number, productId: number, qty: number, bucket = 'frozen') => ({
  customerId,
  packs: [{ materialId: boxId, count: 1, lines: [{ productId, bucket, qtyPerPack: qty }] }],
});

async function takenBy(orderId: number) {
  const found = await t.query<{ batchId: number; qty: number }>(
    sql`select batch_id as "batchId", sum(qty)::float8 as qty from transaction_batches
        where transaction_id = ${orderId} group by batch_id order by batch_id`,
  );
  return Object.fromEntries(found.map((r) => [r.batchId, r.qty]));
}

describe.each(blocks)('a %s product batch', (how) => {
  it('is skipped by an order (oldest first takes the next batch); short because of it, the 409 names it', async () => {
    const p = await s.product(5_000, [
      { bucket: 'frozen', qty: 4, date: -5 },
      { bucket: 'frozen', qty: 3, date: -4 },
    ]);
    const [old, next] = p.batches as number[];
    await block('product_batches', old!, how);
    const box = await s.box(0, [20]);
    const c = await s.customer();
    const fine = await post('/api/transaction/add', orderBody(c.id, box.id, p.id, 2));
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await takenBy(fine.json().datas.id)).toEqual({ [next!]: 2 });

    const before = await t.digest();
    const short = await post('/api/transaction/add', orderBody(c.id, box.id, p.id, 3));
    expect(short.statusCode).toBe(409);
    const body = short.json();
    expect(body).toMatchObject({ code: 'stock.short', available: 1 });
    expect(body.params).toMatchObject({ available: 1, requested: 3, blocked: 4 });
    expect(body.message).toContain('4 pcs lainnya ditarik atau ditahan QC dan tidak boleh dipakai');
    expect(Object.values(body.errors as Record<string, string[]>)[0]![0]).toContain(
      'tersedia 1 pcs; 4 pcs lainnya ditarik atau ditahan QC.',
    );
    expect(await t.digest()).toBe(before);
  });

  it('is not taken by an order sent again from the offline queue (the same order path, its key kept)', async () => {
    const p = await s.product(5_000, [{ bucket: 'frozen', qty: 5 }]);
    const box = await s.box(0, [20]);
    const c = await s.customer();
    await block('product_batches', p.batches[0], how);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transaction/add',
        headers: { authorization: `Bearer ${tokenCache}`, 'idempotency-key': `tarik-${how}-${p.id}` },
        payload: orderBody(c.id, box.id, p.id, 1),
      });
    const tokenCache = await t.tokenOf('kasir');
    const queued = await send();
    expect(queued.statusCode).toBe(409);
    expect(queued.json().params).toMatchObject({ blocked: 5, available: 0 });
    // Sent again (the device retries): still refused, nothing made.
    expect((await send()).statusCode).toBe(409);
    const [orders] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from transactions where customer_id = ${c.id}`,
    );
    expect(orders!.n).toBe(0);
  });

  it('is not taken when a fresh order is packed in bulk, nor by a standing order', async () => {
    const p = await s.product(5_000, [
      { bucket: 'fresh', qty: 5, date: -1 },
      { bucket: 'frozen', qty: 5 },
    ]);
    const [fresh, frozen] = p.batches as number[];
    const box = await s.box(0, [50]);
    const c = await s.customer();
    // Fresh lines take their stock when packed: the order is made first, the batch blocked after.
    const order = (await ok('/api/transaction/add', orderBody(c.id, box.id, p.id, 2, 'fresh'))).datas;
    await block('product_batches', fresh!, how);
    const bulk = await ok('/api/transaction/status/bulk', {
      target: 'packed',
      orders: [{ id: order.id, version: order.version }],
    });
    expect(bulk).toMatchObject({ moved: 0, refused: 1 });
    expect(bulk.results[0].message).toContain('ditarik atau ditahan QC');

    await block('product_batches', frozen!, how);
    const B = s.day(200 + (how === 'held' ? 10 : 0));
    const so = (
      await ok('/api/standingOrder/add', {
        customerId: c.id,
        packs: orderBody(c.id, box.id, p.id, 1).packs,
        everyDays: 1,
        startDate: addDays(B, 1),
        endDate: addDays(B, 1),
      })
    ).datas;
    const made = await generateStandingOrders(t.database.db, {
      now: new Date(`${B}T18:00:00+07:00`),
      timeZone: 'Asia/Jakarta',
    });
    expect(made).toEqual({ created: 0, failed: 1 });
    const [day] = await t.query<{ code: string; params: Json }>(
      sql`select error_code as code, error_params as params from standing_order_days where standing_order_id = ${so.id}`,
    );
    expect(day).toMatchObject({ code: 'stock.short', params: { blocked: 5, available: 0 } });
    await t.query(sql`update standing_orders set paused = true where id = ${so.id}`);
  });

  it('stays where it is (no move between fresh and frozen); a count records it and waste discards it', async () => {
    const p = await s.product(5_000, [{ bucket: 'fresh', qty: 6 }]);
    const id = p.batches[0] as number;
    await block('product_batches', id, how);
    const [batch] = (await ok('/api/stock/list', { productId: p.id })).datas;
    const moved = await post('/api/stock/update', { id, version: batch.version, to: 'frozen', qty: 2 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'stock.short', params: { available: 0, blocked: 6 } });
    const count = await ok('/api/stock/add', {
      reason: 'count',
      productId: p.id,
      batchId: id,
      bucket: 'fresh',
      qty: 5,
    });
    expect(count.qty).toBe(-1);
    const waste = await ok('/api/stock/add', { reason: 'waste', productId: p.id, bucket: 'fresh', qty: 5 });
    expect(waste.changes).toEqual([expect.objectContaining({ batchId: id, qty: -5, after: 0 })]);
  });

  it('is left out of what can be sold and of the plan’s stock on hand, and shown as blocked in the batch list', async () => {
    const p = await s.product(5_000, [
      { bucket: 'frozen', qty: 4 },
      { bucket: 'frozen', qty: 3 },
    ]);
    await block('product_batches', p.batches[0], how);
    // A minimum stock makes it a line of the plan.
    await t.query(sql`update products set min_stock = 10 where id = ${p.id}`);
    const available = await ok('/api/stock/available/Frozen', { productIds: [p.id] });
    expect(available.datas[0]).toMatchObject({ productId: p.id, qty: 3, batches: 1 });
    const plan = await ok('/api/plan/production', { date: s.today });
    const line = plan.datas.lines.find((l: Json) => l.productId === p.id);
    expect(line.onHand).toEqual({ fresh: 0, frozen: 3 });
    const listed = (await ok('/api/stock/list', { productId: p.id, sortBy: 'date' })).datas;
    const blocked = listed.find((b: Json) => b.id === p.batches[0]);
    if (how === 'recalled') expect(blocked).toMatchObject({ recallReason: 'uji', heldAt: null });
    else expect(blocked).toMatchObject({ recalledAt: null, recallReason: null });
    expect(blocked[how === 'recalled' ? 'recalledAt' : 'heldAt']).toEqual(expect.any(String));
  });
});

describe.each(blocks)('a %s material lot', (how) => {
  it('is not used by a production run, recorded or started from the plan; the 409 names it', async () => {
    const m = await material([5, 5]);
    const [old, next] = m.lots as number[];
    await block('restocks', old!, how);
    const p = await s.product(5_000, []);
    const run = await post('/api/produksi/add', {
      date: s.today,
      productId: p.id,
      qty: 10,
      inputs: [{ materialId: m.id, qty: 4 }],
    });
    expect(run.statusCode, run.body).toBe(200);
    const took = await t.query<{ restockId: number; qty: number }>(
      sql`select ul.restock_id as "restockId", ul.qty::float8 as qty from usage_lots ul join usages u on u.id = ul.usage_id
          where u.production_run_id = ${run.json().datas.id}`,
    );
    expect(took).toEqual([{ restockId: next, qty: 4 }]);

    const planned = (
      await ok('/api/plan/createRuns', { date: s.today, lines: [{ productId: p.id, qty: 5 }] })
    ).datas[0];
    const before = await t.digest();
    const start = await post('/api/produksi/start', {
      id: planned.id,
      version: planned.version,
      inputs: [{ materialId: m.id, qty: 3 }],
    });
    expect(start.statusCode).toBe(409);
    expect(start.json()).toMatchObject({ code: 'stock.short', available: 1 });
    expect(start.json().params).toMatchObject({ blocked: 5, requested: 3 });
    expect(await t.digest()).toBe(before);
  });

  it("is not used for an order's packs; a count still records it, and it is out of the material's available stock", async () => {
    const box = await s.box(0, [3, 10]);
    const [old, next] = box.lots as number[];
    await block('restocks', old!, how);
    const p = await s.product(5_000, [{ bucket: 'frozen', qty: 50 }]);
    const c = await s.customer();
    const order = (await ok('/api/transaction/add', orderBody(c.id, box.id, p.id, 1))).datas;
    const packs = await t.query<{ restockId: number }>(
      sql`select ul.restock_id as "restockId" from usage_lots ul join usages u on u.id = ul.usage_id
          where u.transaction_id = ${order.id}`,
    );
    expect(packs).toEqual([{ restockId: next }]);
    const listed = (await ok('/api/bahanKemasan/list', { search: box.name })).datas[0];
    expect(listed).toMatchObject({ remaining: 12, available: 9 });
    // A count of 12 on the shelf finds no variance: the blocked lot is there and counted.
    const counted = await ok('/api/bahanKemasan/stock/count', {
      materialId: box.id,
      counted: 12,
      dryRun: true,
    });
    expect(counted.variance).toBe(0);
    const lots = (await ok('/api/bahanKemasan/stock/getStock', { materialId: box.id })).datas;
    const shown = lots.find((l: Json) => l.id === old);
    expect(shown[how === 'recalled' ? 'recalledAt' : 'heldAt']).toEqual(expect.any(String));
  });
});

describe('Tarik Produk (stock/recall)', () => {
  it('recalls a batch with its reason, answers its customers with their orders, and keeps it in the history', async () => {
    const p = await s.product(5_000, [{ bucket: 'frozen', qty: 20 }]);
    const box = await s.box(0, [20]);
    const a = await s.customer({ phone: '081234500001' });
    const b = await s.customer();
    const o1 = (await ok('/api/transaction/add', orderBody(a.id, box.id, p.id, 2))).datas;
    const o2 = (await ok('/api/transaction/add', orderBody(a.id, box.id, p.id, 3))).datas;
    const o3 = (await ok('/api/transaction/add', orderBody(b.id, box.id, p.id, 1))).datas;
    const batch = p.batches[0] as number;
    const res = await ok(RECALL, { batchId: batch, reason: '  Uji lab: Listeria  ' });
    expect(res.message).toBe('1 batch ditarik; 2 customer menerimanya.');
    expect(res).toMatchObject({ batchIds: [batch], lotIds: [] });
    const product = { id: p.id, code: p.code, name: p.name, unit: 'pcs' };
    expect(res.customers).toEqual(
      [
        {
          id: a.id,
          name: a.name,
          phone: a.phone,
          orders: [
            { id: o1.id, number: o1.number, date: o1.date, delivery: 'pending', qty: 2, products: [product] },
            { id: o2.id, number: o2.number, date: o2.date, delivery: 'pending', qty: 3, products: [product] },
          ],
        },
        {
          id: b.id,
          name: b.name,
          phone: b.phone,
          orders: [
            { id: o3.id, number: o3.number, date: o3.date, delivery: 'pending', qty: 1, products: [product] },
          ],
        },
      ].sort((x, y) => x.name.localeCompare(y.name, 'id')),
    );
    const [row] = await t.query<{ reason: string; by: number; at: string | null }>(
      sql`select recall_reason as reason, recalled_by as by, recalled_at::text as at from product_batches where id = ${batch}`,
    );
    expect(row).toMatchObject({
      reason: 'Uji lab: Listeria',
      by: expect.any(Number),
      at: expect.any(String),
    });
    const history = await ok('/api/change-history/list', { entity: 'batch', entityId: batch });
    expect(JSON.stringify(history.datas[0])).toContain('Uji lab: Listeria');
    // The trace marks it.
    const traced = await ok('/api/report/trace', { batchId: batch });
    expect(traced.batches[0]).toMatchObject({ id: batch, recallReason: 'Uji lab: Listeria' });

    // Twice: 409, nothing changes.
    const before = await t.digest();
    const again = await post(RECALL, { batchId: batch, reason: 'lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'recall.already', params: { kind: 'batch', id: batch } });
    expect(again.json().message).toBe(`Batch #${batch} sudah ditarik sebelumnya.`);
    expect(await t.digest()).toBe(before);
  });

  it('recalls a lot, and on request the batches made from it; their customers are answered either way', async () => {
    const m = await material([10]);
    const lot = m.lots[0] as number;
    const p = await s.product(5_000, []);
    const run = (
      await ok('/api/produksi/add', {
        date: s.today,
        productId: p.id,
        qty: 10,
        inputs: [{ materialId: m.id, qty: 2 }],
      })
    ).datas;
    const [made] = await t.query<{ id: number }>(
      sql`select id from product_batches where production_run_id = ${run.id}`,
    );
    await ok('/api/stock/update', {
      id: made!.id,
      version: (await ok('/api/stock/list', { productId: p.id })).datas[0].version,
      to: 'frozen',
      qty: 10,
    });
    const box = await s.box(0, [5]);
    const c = await s.customer();
    const order = (await ok('/api/transaction/add', orderBody(c.id, box.id, p.id, 4))).datas;

    const alone = await ok(RECALL, { restockId: lot, reason: 'Vendor menarik lot ini' });
    expect(alone).toMatchObject({ lotIds: [lot], batchIds: [] });
    expect(alone.message).toBe('1 lot ditarik; 1 customer menerimanya.');
    expect(alone.customers).toEqual([
      expect.objectContaining({ id: c.id, orders: [expect.objectContaining({ id: order.id, qty: 4 })] }),
    ]);
    const [batchState] = await t.query<{ recalled: boolean }>(
      sql`select recalled_at is not null as recalled from product_batches where id = ${made!.id}`,
    );
    expect(batchState!.recalled).toBe(false);
    expect((await post(RECALL, { restockId: lot, reason: 'lagi' })).json()).toMatchObject({
      code: 'recall.already',
      params: { kind: 'lot' },
    });

    // Another lot, this time with its batches.
    const m2 = await material([10]);
    const run2 = (
      await ok('/api/produksi/add', {
        date: s.today,
        productId: p.id,
        qty: 5,
        inputs: [{ materialId: m2.id, qty: 1 }],
      })
    ).datas;
    const [made2] = await t.query<{ id: number }>(
      sql`select id from product_batches where production_run_id = ${run2.id}`,
    );
    const both = await ok(RECALL, { restockId: m2.lots[0], reason: 'Bahan tercemar', withBatches: true });
    expect(both).toMatchObject({ lotIds: [m2.lots[0]], batchIds: [made2!.id], customers: [] });
    expect(both.message).toBe('1 batch dan 1 lot ditarik; tidak ada customer yang menerimanya.');
    // Its fresh stock is not sold: a fresh line takes its stock when packed, and packing is refused.
    const sold = (await ok('/api/transaction/add', orderBody(c.id, box.id, p.id, 2, 'fresh'))).datas;
    const packed = await post('/api/transaction/status', {
      id: sold.id,
      version: sold.version,
      packing: 'packed',
    });
    expect(packed.statusCode).toBe(409);
    expect(packed.json().params).toMatchObject({ available: 0, blocked: 5 });
  });

  it('refuses bad input (422), unknown records (404), no session (401) and no right (403), changing nothing', async () => {
    const p = await s.product(5_000, [{ bucket: 'frozen', qty: 2 }]);
    const batch = p.batches[0] as number;
    const m = await material([1]);
    // Signed in before the digest (a sign-in is audited).
    for (const role of ['staff', 'kasir', 'owner'] as const) await t.tokenOf(role);
    const before = await t.digest();
    const cases: Array<[Json, number, string]> = [
      [{ batchId: batch }, 422, 'reason'],
      [{ batchId: batch, reason: '   ' }, 422, 'reason'],
      [{ batchId: batch, reason: 'ab' }, 422, 'reason'],
      [{ reason: 'Tanpa sasaran' }, 422, 'batchId'],
      [{ batchId: batch, restockId: m.lots[0], reason: 'Dua sasaran' }, 422, 'batchId'],
      [{ batchId: batch, reason: 'Ada field lain', extra: 1 }, 422, ''],
      [{ batchId: 'x', reason: 'Salah tipe' }, 422, 'batchId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await post(RECALL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (field) expect(res.json().errors, JSON.stringify(body)).toHaveProperty(field);
    }
    const noBatch = await post(RECALL, { batchId: 99_999_999, reason: 'Tidak ada' });
    expect(noBatch.statusCode).toBe(404);
    expect(noBatch.json().code).toBe('record.notFound');
    expect((await post(RECALL, { restockId: 99_999_999, reason: 'Tidak ada' })).statusCode).toBe(404);
    expect((await t.call(null, 'POST', RECALL, { batchId: batch, reason: 'Tanpa sesi' })).statusCode).toBe(
      401,
    );
    // Staff and the cashier do not hold "Tarik Produk" (staff sees Stok Produk, but not this action).
    for (const role of ['staff', 'kasir'] as const) {
      const res = await post(RECALL, { batchId: batch, reason: 'Tanpa hak', withBatches: true }, role);
      expect(res.statusCode, role).toBe(403);
    }
    expect(await t.digest()).toBe(before);
    // The owner holds it.
    expect((await post(RECALL, { batchId: batch, reason: 'Oleh owner' }, 'owner')).statusCode).toBe(200);
  });

  it('is the seeded action "Tarik Produk" under Stok Produk, for Super Admin and Owner', async () => {
    const menus = await t.query<{
      name: string;
      nameEn: string;
      level: string;
      parent: string;
      groups: string;
    }>(
      sql`select m.name, m.name_en as "nameEn", m.level, p.url as parent,
            (select string_agg(g.name, ',' order by g.name) from group_menus gm join auth_groups g on g.id = gm.group_id
             where gm.menu_id = m.id) as groups
          from menus m join menus p on p.id = m.parent_id where m.url = '/stock-product/recall'`,
    );
    expect(menus).toEqual([
      {
        name: 'Tarik Produk',
        nameEn: 'Recall Stock',
        level: 'action',
        parent: '/stock-product',
        groups: 'Owner,Super Admin',
      },
    ]);
  });
});
