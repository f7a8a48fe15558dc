/**
 * Issue 10: stock under real concurrency (PostgreSQL only; PGlite runs one transaction at a time). The bursts go
 * through the port of a two-worker cluster (PAWON_WORKERS=2, issue 17): two server processes, each with its own
 * connection pool to the same database.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCluster } from './cluster.js';
import { useTestApp } from './helpers.js';

// Bursts of 50 requests on a busy 2-core machine: minutes, not the default 30 s (speed is measured in bench/).
describe.runIf(process.env.DATABASE_URL)(
  'stock under concurrency on PostgreSQL',
  { timeout: 180_000 },
  () => {
    const t = useTestApp();
    const other = useCluster(t, 2);

    type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

    const ok = async (url: string, body: Json) => {
      const res = await t.call('admin', 'POST', url, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().datas as Json;
    };

    it('50 parallel usages against one lot from two instances never overdraw it and lose no write', async () => {
      const m = await ok('/api/bahanBaku/add', { name: 'Tepung Balapan', unit: 'kg' });
      const lot = await ok('/api/bahanBaku/restock/add', { category: 'restock', materialId: m.id, qty: 20 });
      await other.warm('/api/bahanBaku/restock/add', { category: 'used', materialId: m.id, qty: 1000 });
      const answers = await other.fire(50, 'POST', '/api/bahanBaku/restock/add', () => ({
        category: 'used',
        materialId: m.id,
        qty: 0.7,
      }));
      const granted = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 409);
      // 28 × 0.7 = 19.6 fits in 20; the 29th finds 0.4.
      expect({ granted: granted.length, refused: refused.length }).toEqual({ granted: 28, refused: 22 });
      for (const r of refused)
        expect(r.json).toMatchObject({
          available: 0.4,
          errors: { qty: ['Stok Tepung Balapan tersedia 0,4 kg.'] },
        });
      for (const g of granted)
        expect(g.json.datas.lots).toEqual([expect.objectContaining({ restockId: lot.id, qty: 0.7 })]);
      const [state] = await t.query<{ remaining: number; usages: number; taken: number }>(sql`
      select r.remaining::float8 as remaining,
        (select count(*)::int from usages where material_id = ${m.id}) as usages,
        (select sum(qty)::float8 from usage_lots where restock_id = ${lot.id}) as taken
      from restocks r where r.id = ${lot.id}`);
      expect(state).toEqual({ remaining: 0.4, usages: 28, taken: 19.6 });
    });

    it('50 parallel waste adjustments against a product from two instances never take more than its batches hold', async () => {
      const category = (await t.call('admin', 'POST', '/api/category/list', {})).json().datas[0].id;
      const p = await ok('/api/product/add', {
        code: 'RACE',
        name: 'Produk Balapan',
        categoryId: category,
        price: 1_000,
        unit: 'pcs',
      });
      for (const qty of [40, 60]) {
        expect(
          (
            await t.call('admin', 'POST', '/api/stock/add', {
              reason: 'opening',
              productId: p.id,
              bucket: 'fresh',
              qty,
            })
          ).statusCode,
        ).toBe(200);
      }
      await other.warm('/api/stock/add', {
        reason: 'waste',
        productId: p.id,
        bucket: 'fresh',
        qty: 1000,
        dryRun: true,
      });
      const answers = await other.fire(50, 'POST', '/api/stock/add', () => ({
        reason: 'waste',
        productId: p.id,
        bucket: 'fresh',
        qty: 3,
      }));
      const counts = answers.reduce<Record<number, number>>(
        (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
        {},
      );
      expect(counts).toEqual({ 200: 33, 409: 17 });
      const [state] = await t.query<{ stock: number; ledger: number }>(sql`
      select (select sum(fresh)::float8 from product_batches where product_id = ${p.id}) as stock,
        (select sum(qty)::float8 from product_ledger where product_id = ${p.id}) as ledger`);
      expect(state).toEqual({ stock: 1, ledger: 1 });
    });

    it('two edits of one usage sent with the same version: one wins, the other is told it is stale, lots stay exact', async () => {
      const m = await ok('/api/bahanBaku/add', { name: 'Tepung Versi', unit: 'kg' });
      const lot = await ok('/api/bahanBaku/restock/add', { category: 'restock', materialId: m.id, qty: 10 });
      const usage = await ok('/api/bahanBaku/restock/add', { category: 'used', materialId: m.id, qty: 1 });
      await other.warm('/api/bahanBaku/restock/update', {
        category: 'used',
        id: usage.id,
        version: 999,
        materialId: m.id,
        qty: 1,
      });
      for (let round = 0; round < 5; round++) {
        const [current] = await t.query<{ version: number }>(
          sql`select version from usages where id = ${usage.id}`,
        );
        const answers = await other.fire(2, 'POST', '/api/bahanBaku/restock/update', (i) => ({
          category: 'used',
          id: usage.id,
          version: current!.version,
          materialId: m.id,
          qty: 2 + i,
        }));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        const [state] = await t.query<{ remaining: number; qty: number }>(sql`
        select r.remaining::float8 as remaining, u.qty::float8 as qty from restocks r, usages u where r.id = ${lot.id} and u.id = ${usage.id}`);
        expect(state!.remaining + state!.qty).toBe(10);
      }
    });

    it('runs taking the same materials in opposite orders, from two instances, neither deadlock nor drift', async () => {
      const a = await ok('/api/bahanBaku/add', { name: 'Bahan Balapan A', unit: 'kg' });
      const b = await ok('/api/bahanBaku/add', { name: 'Bahan Balapan B', unit: 'kg' });
      for (const m of [a, b])
        for (const qty of [3, 4, 5])
          await ok('/api/bahanBaku/restock/add', { category: 'restock', materialId: m.id, qty });
      const product = (await t.call('admin', 'POST', '/api/product/list', { search: 'Baso Tahu' })).json()
        .datas[0];
      await other.warm('/api/produksi/add', {
        productId: product.id,
        qty: 1,
        inputs: [{ materialId: a.id, qty: 1000 }],
      });
      const answers = await other.fire(30, 'POST', '/api/produksi/add', (i) => ({
        productId: product.id,
        qty: 10,
        inputs:
          i % 3
            ? [
                { materialId: a.id, qty: 0.5 },
                { materialId: b.id, qty: 0.25 },
              ]
            : [
                { materialId: b.id, qty: 0.25 },
                { materialId: a.id, qty: 0.5 },
              ],
      }));
      // 12 kg of A at 0.5 a run: 24 runs; B (0.25 a run) would allow 48.
      expect(answers.map((x) => x.status).sort()).toEqual([...Array(24).fill(200), ...Array(6).fill(409)]);
      const drift = await t.query(sql`
      select r.id from restocks r left join (select restock_id, sum(qty) as q from usage_lots group by restock_id) ul on ul.restock_id = r.id
      where r.material_id in (${a.id}, ${b.id}) and r.qty - coalesce(ul.q, 0) <> r.remaining`);
      expect(drift).toEqual([]);
      const [left] = await t.query<{ a: number; b: number }>(sql`
      select (select sum(remaining)::float8 from restocks where material_id = ${a.id}) as a,
        (select sum(remaining)::float8 from restocks where material_id = ${b.id}) as b`);
      expect(left).toEqual({ a: 0, b: 6 });
    });
  },
);
