/**
 * Issue 38 under real concurrency (PostgreSQL only): orders and payments of one customer from two server processes.
 * The credit check holds the customer's money lock, so parallel orders are checked one after the other: exactly as
 * many fit under the limit as would one by one, and the rest are held; parallel payments never allocate an order
 * twice.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCluster } from './cluster.js';
import { useTestApp } from './helpers.js';

describe.runIf(process.env.DATABASE_URL)(
  'money under concurrency on PostgreSQL',
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

    let scenes = 0;
    async function scene(creditLimit: number | null) {
      const tag = `${++scenes}`;
      const category = (await t.call('admin', 'POST', '/api/category/list', {})).json().datas[0].id;
      const p = await ok('/api/product/add', {
        code: `UANG${tag}`,
        name: `Produk Uang ${tag}`,
        categoryId: category,
        price: 1_000,
        unit: 'pcs',
      });
      await ok('/api/stock/add', { reason: 'opening', productId: p.id, bucket: 'frozen', qty: 100_000 });
      const k = await ok('/api/packaging/add', {
        name: `Dus Uang ${tag}`,
        unit: 'pcs',
        unitPrice: 100,
        packPrice: 0,
      });
      await ok('/api/bahanKemasan/restock/add', { category: 'restock', materialId: k.id, qty: 10_000 });
      const c = await ok('/api/customer/add', {
        name: `Pelanggan Uang ${tag}`,
        category: 'distributor',
        creditLimit,
      });
      return { p, k, c };
    }

    it('20 parallel orders of 1,000 against a limit of 7,000 from two instances: 7 go through, 13 are held', async () => {
      const { p, k, c } = await scene(7_000);
      const body = {
        customerId: c.id,
        packs: [
          { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 1 }] },
        ],
      };
      await other.warm('/api/transaction/add', { ...body, customerId: 999_999 });
      const answers = await other.fire(
        20,
        'POST',
        () => '/api/transaction/add',
        () => body,
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const held = answers.filter((a) => a.json.datas.creditHold !== null);
      expect(held.length).toBe(13);
      for (const h of held)
        expect(h.json.datas.creditHold).toMatchObject({ reasons: ['limit'], limit: 7_000 });
      const [state] = await t.query<{ open: number; free: number }>(sql`
      select coalesce(sum(balance), 0)::int as open,
        coalesce(sum(balance) filter (where credit_hold is null), 0)::int as free
      from transactions where customer_id = ${c.id}`);
      expect(state).toEqual({ open: 20_000, free: 7_000 });
    });

    it('parallel payments without allocations pay each order once; the rest is deposit', async () => {
      const { p, k, c } = await scene(null);
      const ids: number[] = [];
      for (let i = 0; i < 5; i++)
        ids.push(
          (
            await ok('/api/transaction/add', {
              customerId: c.id,
              packs: [
                { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 2 }] },
              ],
            })
          ).id,
        );
      await other.warm('/api/payment/add', { customerId: 999_999, amount: 1, method: 'tunai' });
      const answers = await other.fire(
        8,
        'POST',
        () => '/api/payment/add',
        () => ({ customerId: c.id, amount: 1_500, method: 'transfer' }),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const [state] = await t.query<{
        paid: number;
        open: number;
        allocated: number;
        deposit: number;
        over: number;
      }>(sql`
      select (select sum(paid_amount)::int from transactions where customer_id = ${c.id}) as paid,
        (select sum(balance)::int from transactions where customer_id = ${c.id}) as open,
        (select sum(allocated)::int from payments where customer_id = ${c.id}) as allocated,
        (select sum(amount - allocated)::int from payments where customer_id = ${c.id}) as deposit,
        (select count(*)::int from transactions t where customer_id = ${c.id}
          and (select sum(amount) from payment_allocations a where a.transaction_id = t.id) > t.total) as over`);
      expect(state).toEqual({ paid: 10_000, open: 0, allocated: 10_000, deposit: 2_000, over: 0 });
      expect(ids).toHaveLength(5);
    });
  },
);
