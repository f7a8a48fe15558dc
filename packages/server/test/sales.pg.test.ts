/**
 * Issue 11: orders under real concurrency (PostgreSQL only; PGlite runs one transaction at a time). Two app instances,
 * each with its own pool on the same database, as two server processes behind a load balancer would be.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSecondApp, useTestApp } from './helpers.js';

describe.runIf(process.env.DATABASE_URL)(
  'orders under concurrency on PostgreSQL',
  { timeout: 180_000 },
  () => {
    const t = useTestApp();
    const other = useSecondApp(t);

    type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

    const ok = async (url: string, body: Json) => {
      const res = await t.call('admin', 'POST', url, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().datas as Json;
    };

    async function scene(frozen: number, packs: number) {
      const category = (await t.call('admin', 'POST', '/api/category/list', {})).json().datas[0].id;
      const p = await ok('/api/product/add', {
        code: `RACE${packs}`,
        name: `Produk Pesanan Balapan ${packs}`,
        categoryId: category,
        price: 2_000,
        unit: 'pcs',
      });
      await ok('/api/stock/add', { reason: 'opening', productId: p.id, bucket: 'frozen', qty: frozen });
      const k = await ok('/api/packaging/add', {
        name: `Dus Balapan ${packs}`,
        unit: 'pcs',
        unitPrice: 100,
        packPrice: 500,
      });
      await ok('/api/bahanKemasan/restock/add', { category: 'restock', materialId: k.id, qty: packs });
      const c = (await t.call('admin', 'POST', '/api/customer/list', {})).json().datas[0];
      return { p, k, c };
    }

    it('40 parallel orders on one batch from two instances never oversell it, and every number is unique', async () => {
      const { p, k, c } = await scene(100, 1000);
      const body = {
        customerId: c.id,
        packs: [
          { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 3 }] },
        ],
      };
      await other.warm('/api/transaction/add', {
        ...body,
        packs: [{ ...body.packs[0], lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 100_000 }] }],
      });
      const answers = await other.fire(
        40,
        'POST',
        () => '/api/transaction/add',
        () => body,
      );
      const granted = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 409);
      // 33 × 3 = 99 fits in 100; the 34th finds 1.
      expect({ granted: granted.length, refused: refused.length }).toEqual({ granted: 33, refused: 7 });
      for (const r of refused) expect(r.json).toMatchObject({ available: 1 });
      const numbers = granted.map((g) => g.json.datas.number as string);
      expect(new Set(numbers).size).toBe(33);
      const [state] = await t.query<{
        stock: number;
        taken: number;
        ledger: number;
        lot: number;
        numbers: number;
      }>(sql`
      select (select sum(frozen)::float8 from product_batches where product_id = ${p.id}) as stock,
        (select sum(tb.qty)::float8 from transaction_batches tb join product_batches b on b.id = tb.batch_id where b.product_id = ${p.id}) as taken,
        (select sum(qty)::float8 from product_ledger where product_id = ${p.id}) as ledger,
        (select sum(remaining)::float8 from restocks where material_id = ${k.id}) as lot,
        (select count(distinct number)::int from transactions) - (select count(*)::int from transactions) as numbers`);
      expect(state).toEqual({ stock: 1, taken: 99, ledger: 1, lot: 1000 - 33, numbers: 0 });
    });

    it('parallel orders on one pack lot take exactly what fits; parallel deletes give back exactly once', async () => {
      const { p, k, c } = await scene(1000, 10);
      const body = {
        customerId: c.id,
        packs: [
          { materialId: k.id, count: 3, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 1 }] },
        ],
      };
      await other.warm('/api/transaction/add', { ...body, packs: [{ ...body.packs[0], count: 10_000 }] });
      const answers = await other.fire(
        10,
        'POST',
        () => '/api/transaction/add',
        () => body,
      );
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(3).fill(200), ...Array(7).fill(409)]);
      const id = answers.find((a) => a.status === 200)!.json.datas.id as number;
      const deletes = await other.fire(6, 'DELETE', () => `/api/transaction/delete/${id}`);
      expect(deletes.map((d) => d.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
      const [state] = await t.query<{ lot: number; stock: number }>(sql`
      select (select sum(remaining)::float8 from restocks where material_id = ${k.id}) as lot,
        (select sum(frozen)::float8 from product_batches where product_id = ${p.id}) as stock`);
      expect(state).toEqual({ lot: 4, stock: 1000 - 6 });
    });
  },
);
