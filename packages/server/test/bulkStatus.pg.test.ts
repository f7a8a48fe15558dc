/**
 * Bulk status moves under real concurrency (PostgreSQL only; PGlite runs one transaction at a time): two bulk calls
 * packing the same orders at once never take the same fresh stock twice, and each order is moved by one of them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { useTestApp, type Json } from './helpers.js';

describe.runIf(process.env.DATABASE_URL)('bulk status moves on PostgreSQL', { timeout: 180_000 }, () => {
  const t = useTestApp();
  const today = businessDate('Asia/Jakarta');

  async function scene(round: number, orders: number, qty: number, fresh: number) {
    const category = (await t.ok('/api/category/list', {})).datas[0].id;
    const p = (
      await t.ok('/api/product/add', {
        code: `BLKR${round}`,
        name: `Produk Balapan Massal ${round}`,
        categoryId: category,
        price: 2_000,
        unit: 'pcs',
      })
    ).datas;
    await t.ok('/api/stock/add', {
      reason: 'opening',
      productId: p.id,
      bucket: 'fresh',
      qty: fresh,
      date: addDays(today, -1),
    });
    const k = (
      await t.ok('/api/packaging/add', {
        name: `Dus Balapan Massal ${round}`,
        unit: 'pcs',
        unitPrice: 100,
        packPrice: 500,
      })
    ).datas;
    await t.ok('/api/bahanKemasan/restock/add', {
      category: 'restock',
      materialId: k.id,
      qty: 100,
      unitPrice: 100,
      date: addDays(today, -2),
    });
    const c = (
      await t.ok('/api/customer/add', { name: `Pelanggan Balapan Massal ${round}`, category: 'konsumen' })
    ).datas;
    const made: Json[] = [];
    for (let i = 0; i < orders; i++)
      made.push(
        (
          await t.ok('/api/transaction/add', {
            customerId: c.id,
            date: today,
            packs: [
              { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack: qty }] },
            ],
          })
        ).datas,
      );
    return { p, c, made };
  }

  it('two bulk packings of the same orders at once: the fresh stock is taken once, each order by one call', async () => {
    for (let round = 1; round <= 4; round++) {
      // 7 orders of 2 fresh with 9 in stock: exactly 4 can be packed.
      const { p, c, made } = await scene(round, 7, 2, 9);
      const byList = { target: 'packed', orders: made.map((o) => ({ id: o.id, version: o.version })) };
      const byFilter = { target: 'packed', filter: { customerId: c.id } };
      const answers = await Promise.all(
        [byList, byFilter, byList].map((body) =>
          t.call('kasir', 'POST', '/api/transaction/status/bulk', body),
        ),
      );
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      const results = answers.flatMap((a) => a.json().results as Json[]);
      const movedIds = results.filter((r) => r.outcome === 'moved').map((r) => r.id as number);
      expect(new Set(movedIds).size, JSON.stringify(results)).toBe(movedIds.length);
      expect(movedIds.length).toBe(4);
      const packed = await t.query<{ n: number }>(
        sql`select count(*)::int as n from transactions where customer_id = ${c.id} and packing = 'packed'`,
      );
      expect(packed[0]!.n).toBe(4);
      const left = await t.query<{ fresh: number; negative: number }>(
        sql`select coalesce(sum(fresh), 0)::int as fresh, count(*) filter (where fresh < 0)::int as negative
            from product_batches where product_id = ${p.id}`,
      );
      expect(left[0]).toEqual({ fresh: 1, negative: 0 });
      // Every refusal names the short product (or a version changed by the other call); nothing failed otherwise.
      for (const r of results.filter((x) => x.outcome === 'refused'))
        expect(r.message).toMatch(/Produk Balapan Massal|diubah/);
    }
  });
});
