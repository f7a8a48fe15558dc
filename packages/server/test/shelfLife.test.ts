/**
 * Issue 39, shelf life that protects the customer: a customer may ask for a minimum remaining shelf life at delivery;
 * its orders take only batches that expire on or after the delivery day plus those days (the order's date when it has
 * no delivery day), and a shortage this causes says how much stock was left out and why.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const s = sceneBuilder(t, 'Umur', 'UMR');
const { ok, post, day } = { ...t, day: s.day };

/** A customer asking for `days` of shelf life at delivery. */
async function customerAsking(days: number): Promise<Json> {
  const c = await s.customer();
  return (
    await ok('/api/customer/update', { ...editable(c), id: c.id, version: c.version, minShelfLifeDays: days })
  ).datas as Json;
}

const editable = (c: Json) => ({ name: c.name, category: c.category });

/** Which batches an order took, as `batchId: qty`. */
async function taken(orderId: number): Promise<Record<number, number>> {
  const found = await t.query<{ batchId: number; qty: number }>(
    sql`select batch_id as "batchId", sum(qty)::float8 as qty from transaction_batches
        where transaction_id = ${orderId} group by batch_id order by batch_id`,
  );
  return Object.fromEntries(found.map((r) => [r.batchId, r.qty]));
}

const order = (
  customerId: number,
  boxId: number,
  productId: number,
  qty: number,
  deliveryDate: string | null,
) =>
  post('/api/transaction/add', {
    customerId,
    ...(deliveryDate ? { deliveryDate } : {}),
    packs: [{ materialId: boxId, count: 1, lines: [{ productId, bucket: 'frozen', qtyPerPack: qty }] }],
  });

describe('a minimum shelf life at delivery', () => {
  it('is kept on the customer: 0 unless asked, 0–365 days, unchanged by an update that leaves it out', async () => {
    const c = await s.customer();
    expect(c.minShelfLifeDays).toBe(0);
    const asked = await customerAsking(7);
    expect(asked.minShelfLifeDays).toBe(7);
    const kept = (
      await ok('/api/customer/update', { ...editable(asked), id: asked.id, version: asked.version })
    ).datas as Json;
    expect(kept.minShelfLifeDays).toBe(7);
    for (const wrong of [-1, 366, 2.5, '7']) {
      const res = await post('/api/customer/update', {
        ...editable(kept),
        id: kept.id,
        version: kept.version,
        minShelfLifeDays: wrong,
      });
      expect(res.statusCode, String(wrong)).toBe(422);
      expect(res.json().errors).toHaveProperty('minShelfLifeDays');
    }
    const listed = (await ok('/api/customer/list', { search: asked.name })).datas as Json[];
    expect(listed[0]).toMatchObject({ id: asked.id, minShelfLifeDays: 7 });
  });

  it("leaves out the batches that would have less left at delivery; other customers' orders take them first", async () => {
    const box = await s.box(0, [20]);
    // Oldest first: A expires in 3 days, B in 10, C never.
    const p = await s.product(5_000, [
      { bucket: 'frozen', qty: 4, date: -5, expiry: 3 },
      { bucket: 'frozen', qty: 4, date: -4, expiry: 10 },
      { bucket: 'frozen', qty: 4, date: -3 },
    ]);
    const [a, b, c] = p.batches as number[];
    const shop = await customerAsking(5);

    // Delivered tomorrow with 5 days asked: anything expiring before day 6 is left out (A), B and C are used.
    const first = await order(shop.id, box.id, p.id, 5, day(1));
    expect(first.statusCode, first.body).toBe(200);
    expect(await taken(first.json().datas.id)).toEqual({ [b!]: 4, [c!]: 1 });

    // Anyone else still gets the oldest batch first.
    const walkIn = await s.customer();
    const second = await order(walkIn.id, box.id, p.id, 2, day(1));
    expect(second.statusCode, second.body).toBe(200);
    expect(await taken(second.json().datas.id)).toEqual({ [a!]: 2 });

    // 3 more for the shop: C has 3 left, A's 2 are too short-dated. Asking 4 is short, and says why.
    const short = await order(shop.id, box.id, p.id, 4, day(1));
    expect(short.statusCode, short.body).toBe(409);
    const body = short.json();
    expect(body.code).toBe('stock.short');
    expect(body.params).toMatchObject({ available: 3, requested: 4, shortDated: 2, minShelfLifeDays: 5 });
    expect(body.message).toContain(
      '2 pcs lainnya tidak dipakai karena customer meminta sisa umur simpan minimal 5 hari',
    );
    expect(Object.values(body.errors as Record<string, string[]>)[0]![0]).toContain(
      'tersedia 3 pcs; 2 pcs lainnya tidak dipakai: customer meminta sisa umur simpan minimal 5 hari saat dikirim.',
    );
    // Nothing was written by the refusal.
    const [stock] = await t.query<{ a: number; c: number }>(
      sql`select (select frozen::float8 from product_batches where id = ${a}) as a,
                 (select frozen::float8 from product_batches where id = ${c}) as c`,
    );
    expect(stock).toEqual({ a: 2, c: 3 });
  });

  it("counts from the order's date when it has no delivery day, and re-takes the stock when the delivery day moves", async () => {
    const box = await s.box(0, [20]);
    const p = await s.product(5_000, [
      { bucket: 'frozen', qty: 5, date: -5, expiry: 4 },
      { bucket: 'frozen', qty: 5, date: -4, expiry: 30 },
    ]);
    const [soon, later] = p.batches as number[];
    const shop = await customerAsking(2);

    // No delivery day: today + 2 ≤ day 4, the older batch is fine.
    const made = await order(shop.id, box.id, p.id, 3, null);
    expect(made.statusCode, made.body).toBe(200);
    const o = made.json().datas as Json;
    expect(await taken(o.id)).toEqual({ [soon!]: 3 });

    // Delivered on day 3 instead: 3 + 2 > 4, so the order moves to the later batch and the older gets its 3 back.
    const moved = await post('/api/transaction/update', {
      id: o.id,
      version: o.version,
      deliveryDate: day(3),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await taken(o.id)).toEqual({ [later!]: 3 });
    const [stock] = await t.query<{ soon: number; later: number }>(
      sql`select (select frozen::float8 from product_batches where id = ${soon}) as soon,
                 (select frozen::float8 from product_batches where id = ${later}) as later`,
    );
    expect(stock).toEqual({ soon: 5, later: 2 });
  });

  it("does not move a customer's order who asks for nothing when its delivery day moves", async () => {
    const box = await s.box(0, [20]);
    const p = await s.product(5_000, [{ bucket: 'frozen', qty: 5, date: -5, expiry: 2 }]);
    const walkIn = await s.customer();
    const made = (await order(walkIn.id, box.id, p.id, 1, day(1))).json().datas as Json;
    const moved = await post('/api/transaction/update', {
      id: made.id,
      version: made.version,
      deliveryDate: day(5),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const ledger = await t.query<{ n: number }>(
      sql`select count(*)::int as n from product_ledger where transaction_id = ${made.id}`,
    );
    expect(ledger[0]!.n).toBe(1);
  });
});
