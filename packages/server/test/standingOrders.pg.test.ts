/**
 * Standing orders made exactly once under real concurrency (PostgreSQL only): two server instances with pools of their
 * own running the generation at the same instant, and two processes of a cluster asked at once. Each standing order
 * and delivery day gets one order, whoever gets there first: the day's row (its primary key) is written in the same
 * transaction as the order, and a failed day is claimed by one at a time (`for update skip locked`).
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { generateStandingOrders } from '../src/domains/orders/standingOrders.js';
import { addDays } from '../src/lib/dates.js';
import { useCluster } from './cluster.js';
import { useSecondApp, useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

describe.runIf(process.env.DATABASE_URL)(
  'standing orders under concurrency on PostgreSQL',
  { timeout: 240_000 },
  () => {
    const t = useTestApp();
    const second = useSecondApp(t);
    const cluster = useCluster(t, 2);
    const s = sceneBuilder(t, 'Serentak', 'SRT');
    // Each test's standing orders only: those of the tests before stay out of its runs.
    afterEach(() => t.query(sql`update standing_orders set paused = true`));

    const at = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);
    const settings = (leadDays: number, time: string) =>
      t.query(
        sql`update business_profile set standing_order_lead_days = ${leadDays}, standing_order_time = ${time} where id = 1`,
      );

    /** `n` daily standing orders from `start`, of one product with `stock` frozen (each order takes 2). */
    async function standing(n: number, start: string, stock: number) {
      const p = await s.product(2000, stock ? [{ bucket: 'frozen', qty: stock }] : []);
      const k = await s.box(0, [10_000]);
      const ids: number[] = [];
      for (let i = 0; i < n; i++) {
        const c = await s.customer({ name: `Pelanggan Serentak ${s.next()} (tetap)` });
        const so = await t.ok('/api/standingOrder/add', {
          customerId: c.id,
          packs: [
            { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 2 }] },
          ],
          everyDays: 1,
          startDate: start,
        });
        ids.push(so.datas.id as number);
      }
      return { p, ids };
    }

    /** Orders per standing order and delivery day among `ids`, and how many days each has. */
    async function made(ids: number[]) {
      const list = `{${ids.join(',')}}`;
      const perDay = await t.query<{ id: number; day: string; n: number }>(
        sql`select standing_order_id as id, delivery_date::text as day, count(*)::int as n from transactions
            where standing_order_id = any(${list}::int[]) group by 1, 2 order by 1, 2`,
      );
      const rows = await t.query<{ n: number; failed: number }>(
        sql`select count(*)::int as n, count(*) filter (where error_code is not null)::int as failed
            from standing_order_days where standing_order_id = any(${list}::int[])`,
      );
      return { perDay, days: rows[0]!.n, failed: rows[0]!.failed };
    }

    it('two instances running at the same instant make one order per standing order and day', async () => {
      const B = s.day(30);
      await settings(3, '18:00');
      const { ids } = await standing(12, B, 10_000);
      const now = at(B, '18:00');
      const dbs = [t.app.db, second.app.db, t.app.db, second.app.db];
      const results = await Promise.all(
        dbs.map((db) => generateStandingOrders(db, { now, timeZone: 'Asia/Jakarta' })),
      );
      // Days B … B+3 of 12 standing orders: 48 orders, made once between them.
      expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(48);
      expect(results.every((r) => r.failed === 0)).toBe(true);
      const { perDay, days } = await made(ids);
      expect(perDay).toHaveLength(48);
      expect(perDay.every((d) => d.n === 1)).toBe(true);
      expect(days).toBe(48);
      expect(new Set(perDay.map((d) => d.day))).toEqual(new Set([0, 1, 2, 3].map((d) => addDays(B, d))));
      // Again from both: nothing new.
      const again = await Promise.all(
        dbs.map((db) => generateStandingOrders(db, { now: at(B, '18:01'), timeZone: 'Asia/Jakarta' })),
      );
      expect(again.reduce((sum, r) => sum + r.created, 0)).toBe(0);
    });

    it('days refused at first are tried again by both at once and made once each', async () => {
      const B = s.day(60);
      await settings(2, '18:00');
      const { p, ids } = await standing(8, B, 0);
      const now = at(B, '19:00');
      const first = await Promise.all(
        [t.app.db, second.app.db].map((db) => generateStandingOrders(db, { now, timeZone: 'Asia/Jakarta' })),
      );
      expect(first.reduce((sum, r) => sum + r.created, 0)).toBe(0);
      const refused = await made(ids);
      expect(refused).toMatchObject({ perDay: [], days: 24, failed: 24 });
      await t.ok('/api/stock/add', { reason: 'opening', productId: p.id, bucket: 'frozen', qty: 1_000 });
      const retried = await Promise.all(
        [t.app.db, second.app.db, t.app.db].map((db) =>
          generateStandingOrders(db, { now: at(B, '20:00'), timeZone: 'Asia/Jakarta' }),
        ),
      );
      expect(retried.reduce((sum, r) => sum + r.created, 0)).toBe(24);
      const done = await made(ids);
      expect(done.perDay).toHaveLength(24);
      expect(done.perDay.every((d) => d.n === 1)).toBe(true);
      expect(done).toMatchObject({ days: 24, failed: 0 });
    });

    it('two processes of a cluster asked at once make each order once', async () => {
      // Today and the next two days are due whatever the hour (lead 2 from 00:00).
      await settings(2, '00:00');
      const { ids } = await standing(6, s.today, 10_000);
      await cluster.warm('/api/standingOrder/runs', { standingOrderId: 999_999 });
      const answers = await cluster.fire(8, 'POST', '/api/standingOrder/generate');
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(answers.reduce((sum, a) => sum + (a.json as Json).datas.created, 0)).toBe(18);
      const { perDay } = await made(ids);
      expect(perDay).toHaveLength(18);
      expect(perDay.every((d) => d.n === 1)).toBe(true);
      expect(cluster.answeredBy().size).toBe(2);
    });
  },
);
