/**
 * Issue 40 (decision 055): a recall committed while orders take the same batch, on PostgreSQL through two server
 * processes. Each order either took from the batch before the recall (and its customer is in the recall's answer) or
 * does not get it (refused with `stock.short` naming the blocked stock); the batch never gives more than it held.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCluster } from './cluster.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

describe.runIf(process.env.DATABASE_URL)('a recall racing orders on PostgreSQL', { timeout: 180_000 }, () => {
  const t = useTestApp();
  const cluster = useCluster(t, 2);
  const s = sceneBuilder(t, 'Balap Tarik', 'BTR');

  it.each([1, 2])(
    'round %i: every order took the batch before the recall and is answered, or is refused',
    async () => {
      const p = await s.product(5_000, [{ bucket: 'frozen', qty: 100 }]);
      const batch = p.batches[0] as number;
      const box = await s.box(0, [200]);
      const customers: Json[] = [];
      for (let i = 0; i < 6; i++) customers.push(await s.customer());
      const order = (i: number) => ({
        customerId: customers[i % customers.length]!.id,
        packs: [
          { materialId: box.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 2 }] },
        ],
      });
      await cluster.warm('/api/transaction/add', order(0));
      const orders = Array.from({ length: 24 }, (_, i) =>
        cluster.call('admin', 'POST', '/api/transaction/add', order(i)),
      );
      // The recall goes out in the middle of the burst.
      const recall = new Promise<Awaited<ReturnType<typeof cluster.call>>>((resolve) =>
        setTimeout(
          () =>
            resolve(
              cluster.call('admin', 'POST', '/api/stock/recall', { batchId: batch, reason: 'Balapan' }),
            ),
          5,
        ),
      );
      const [answers, recalled] = await Promise.all([Promise.all(orders), recall]);
      expect(recalled.statusCode, recalled.body).toBe(200);

      const made = answers.filter((a) => a.statusCode === 200).map((a) => a.json().datas.id as number);
      const refused = answers.filter((a) => a.statusCode !== 200);
      for (const r of refused)
        expect(r.json()).toMatchObject({
          code: 'stock.short',
          params: { available: 0, blocked: expect.any(Number) },
        });
      // The answer lists exactly the orders that took the batch (the warm-up's included), each with its customer.
      const listed = (recalled.json().customers as Json[]).flatMap((c) =>
        (c.orders as Json[]).map((o) => ({ order: o.id as number, customer: c.id as number })),
      );
      const took = await t.query<{ order: number; customer: number }>(
        sql`select distinct tb.transaction_id as order, t.customer_id as customer from transaction_batches tb
          join transactions t on t.id = tb.transaction_id where tb.batch_id = ${batch} order by 1`,
      );
      expect(listed.sort((a, b) => a.order - b.order)).toEqual(took);
      for (const id of made) expect(took.map((o) => o.order)).toContain(id);
      // An order that took the batch after the recall would be in `took` and not in the answer; the batch gave exactly
      // what the orders took.
      const [state] = await t.query<{ frozen: number; taken: number }>(
        sql`select b.frozen::float8 as frozen,
            (select coalesce(sum(qty), 0)::float8 from transaction_batches where batch_id = b.id) as taken
          from product_batches b where b.id = ${batch}`,
      );
      expect(state).toEqual({ frozen: 100 - 2 * took.length, taken: 2 * took.length });
      expect(made.length + refused.length).toBe(24);
    },
  );
});
