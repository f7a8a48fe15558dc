import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedOne, preparedRows, rows } from '../src/db/query.js';
import { useTestApp } from './helpers.js';

/**
 * The hot statements of the order writes run as named prepared statements on PostgreSQL (db/query.ts): the same rows
 * as `rows`, the text parsed once per connection. On PGlite they run as `rows` does.
 */
describe('prepared statements', () => {
  const t = useTestApp();

  it('answer what rows answers, with every value a parameter, on either database', async () => {
    const query = (n: number) => sql`select ${n}::int + 1 as next, ${`teks ${n}`}::text as label`;
    await t.database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        expect(await preparedRows(tx, query(n))).toEqual(await rows(tx, query(n)));
        expect(await preparedOne<{ next: number }>(tx, query(n))).toEqual({
          next: n + 1,
          label: `teks ${n}`,
        });
      }
    });
  });

  it.runIf(process.env.DATABASE_URL)(
    'are prepared once per connection on PostgreSQL, one statement per text',
    async () => {
      await t.database.db.transaction(async (tx) => {
        const prepared = async () =>
          (
            await rows<{ name: string }>(
              tx,
              sql`select name from pg_prepared_statements where name like 'pawon\_%' order by name`,
            )
          ).map((r) => r.name);
        const before = await prepared();
        await preparedRows(tx, sql`select ${1}::int as a /* one text */`);
        await preparedRows(tx, sql`select ${2}::int as a /* one text */`);
        await preparedRows(tx, sql`select ${3}::int as a /* another text */`);
        const after = await prepared();
        expect(after.filter((n) => !before.includes(n))).toHaveLength(2);
      });
    },
  );

  it("keep an order write and its summaries exact: a day's sales summary equals its orders, cost included", async () => {
    const customer = (await t.ok('/api/customer/list', {})).datas[0];
    const product = (await t.ok('/api/product/list', {})).datas[0];
    const pack = (await t.ok('/api/packaging/list', {})).datas[0];
    await t.ok('/api/stock/add', { reason: 'opening', productId: product.id, bucket: 'frozen', qty: 50 });
    await t.ok('/api/bahanKemasan/restock/add', { category: 'restock', materialId: pack.id, qty: 10 });
    const order = (
      await t.ok('/api/transaction/add', {
        customerId: customer.id,
        packs: [
          {
            materialId: pack.id,
            count: 2,
            lines: [{ productId: product.id, bucket: 'frozen', qtyPerPack: 3 }],
          },
        ],
      })
    ).datas;
    const summary = () =>
      t.query<{ payment: string; orders: number; total: string; cost: string }>(
        sql`select payment, orders, total::text, cost::text from sales_summary
            where grain = 'd' and period = ${order.date}::date order by payment`,
      );
    const count = (rows: Array<{ payment: string; orders: number }>, payment: string) =>
      rows.find((r) => r.payment === payment)?.orders ?? 0;
    const before = await summary();
    // Marked paid: the write marks the order's facts (a prepared statement) and moves them from unpaid to paid.
    await t.ok('/api/transaction/status', { id: order.id, version: order.version, payment: 'paid' });
    const summed = await summary();
    const direct = await t.query<{ payment: string; orders: number; total: string; cost: string }>(
      sql`select p.payment, count(*)::int as orders, sum(t.total)::text as total, sum(order_cost(t.id))::text as cost
          from transactions t cross join lateral (values (t.payment), ('*')) p(payment)
          where t.date = ${order.date}::date group by p.payment order by p.payment`,
    );
    expect(summed).toEqual(direct);
    // The day may hold the demo's orders too: this one moved from unpaid to paid, the day's count unchanged.
    expect(count(summed, 'paid')).toBe(count(before, 'paid') + 1);
    expect(count(summed, 'unpaid')).toBe(count(before, 'unpaid') - 1);
    expect(count(summed, '*')).toBe(count(before, '*'));
  });
});
