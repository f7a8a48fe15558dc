/**
 * Issue 11: orders under real concurrency (PostgreSQL only; PGlite runs one transaction at a time). The bursts go
 * through the port of a two-worker cluster (PAWON_WORKERS=2, issue 17): two server processes, each with its own
 * pool on the same database.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCluster } from './cluster.js';
import { useTestApp } from './helpers.js';

describe.runIf(process.env.DATABASE_URL)(
  'orders under concurrency on PostgreSQL',
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

    // A retried test builds its scene again: its names must not meet the first try's.
    let scenes = 0;
    async function scene(frozen: number, packs: number) {
      const tag = `${packs}-${++scenes}`;
      const category = (await t.call('admin', 'POST', '/api/category/list', {})).json().datas[0].id;
      const p = await ok('/api/product/add', {
        code: `RACE${tag}`,
        name: `Produk Pesanan Balapan ${tag}`,
        categoryId: category,
        price: 2_000,
        unit: 'pcs',
      });
      await ok('/api/stock/add', { reason: 'opening', productId: p.id, bucket: 'frozen', qty: frozen });
      const k = await ok('/api/packaging/add', {
        name: `Dus Balapan ${tag}`,
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

    it.each([0, 5])(
      'an undelivery racing returns of one order from two instances: one consistent outcome, never a 500, books balanced (undo at %i)',
      async (undoAt) => {
        const { p, k, c } = await scene(100, 100 + undoAt);
        const o = await ok('/api/transaction/add', {
          customerId: c.id,
          packing: 'packed',
          delivery: 'delivered',
          packs: [
            { materialId: k.id, count: 2, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 3 }] },
          ],
        });
        const lineId = o.packs[0].lines[0].id as number;
        const returnBody = {
          transactionId: o.id,
          reason: 'Balapan',
          lines: [{ lineId, qty: 2, destination: 'fresh' }],
        };
        await other.warm('/api/transaction/return/add', { ...returnBody, transactionId: 2_000_000 });
        await other.warm('/api/transaction/undeliver', { id: 2_000_000, version: 1, reason: 'x' });
        const answers = await other.fire(
          8,
          'POST',
          (i) => (i === undoAt ? '/api/transaction/undeliver' : '/api/transaction/return/add'),
          (i) => (i === undoAt ? { id: o.id, version: o.version, reason: 'Balapan' } : returnBody),
        );
        for (const a of answers) expect([200, 409, 422], JSON.stringify(a.json)).toContain(a.status);
        const undone = answers[undoAt]!.status === 200;
        const returned = answers.filter((a, i) => i !== undoAt && a.status === 200).length;
        const [state] = await t.query<{
          delivery: string;
          returns: number;
          returnedQty: number;
          fresh: number;
          frozen: number;
          ledger: number;
        }>(sql`
          select (select delivery from transactions where id = ${o.id}) as delivery,
            (select count(*)::int from transaction_returns where transaction_id = ${o.id}) as returns,
            (select coalesce(sum(rl.qty), 0)::float8 from transaction_return_lines rl where rl.line_id = ${lineId}) as "returnedQty",
            (select sum(fresh)::float8 from product_batches where product_id = ${p.id}) as fresh,
            (select sum(frozen)::float8 from product_batches where product_id = ${p.id}) as frozen,
            (select sum(qty)::float8 from product_ledger where product_id = ${p.id}) as ledger`);
        if (undone) {
          // The undelivery went first: no return was taken, the order is pending, its stock untouched.
          expect({ returned, ...state }).toEqual({
            returned: 0,
            delivery: 'pending',
            returns: 0,
            returnedQty: 0,
            fresh: 0,
            frozen: 94,
            ledger: 94,
          });
        } else {
          // Returns went first: at most the 6 delivered came back, the order stays delivered.
          expect(returned).toBeGreaterThanOrEqual(1);
          expect(returned).toBeLessThanOrEqual(3);
          expect(state).toEqual({
            delivery: 'delivered',
            returns: returned,
            returnedQty: 2 * returned,
            fresh: 2 * returned,
            frozen: 94,
            ledger: 94 + 2 * returned,
          });
        }
      },
    );
  },
);
