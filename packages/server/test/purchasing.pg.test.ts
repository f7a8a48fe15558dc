/**
 * Receiving under real concurrency (PostgreSQL only, issue 39, decision 051): receipts of one purchase order line from
 * two server processes at once. Each takes the vendor's money lock and the order's row before it reads what has
 * arrived, so they run one after the other: no line is received beyond its limit without a confirmation, each receipt
 * is one lot and one bill, and payments of one vendor at once never pay a bill twice.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCluster } from './cluster.js';
import { useTestApp, type Json } from './helpers.js';

describe.runIf(process.env.DATABASE_URL)(
  'receiving and paying vendors under concurrency on PostgreSQL',
  { timeout: 180_000 },
  () => {
    const t = useTestApp();
    const cluster = useCluster(t, 2);

    let scenes = 0;
    async function sentOrder(qty: number) {
      const n = ++scenes;
      const v = (await t.ok('/api/vendor/add', { name: `Vendor Serentak ${n}` })).datas;
      const m = (
        await t.ok('/api/bahanBaku/add', { name: `Tepung Serentak ${n}`, unit: 'kg', unitPrice: 1_000 })
      ).datas;
      const po = (
        await t.ok('/api/purchase/add', {
          vendorId: v.id,
          lines: [{ materialId: m.id, qty, unitPrice: 1_000 }],
        })
      ).datas;
      await t.ok(`/api/purchase/send/${po.id}`, {});
      return { v, m, po: po as Json };
    }

    it('10 receipts of 3 kg at once of a 10 kg line (limit 11 kg): 3 are taken, 7 refused, 9 kg in 3 lots and 3 bills', async () => {
      const { m, po } = await sentOrder(10);
      await cluster.warm('/api/purchase/receive', { id: 999_999, lines: [{ lineId: 1, qty: 1 }] });
      const body = { id: po.id, lines: [{ lineId: po.lines[0].id, qty: 3 }] };
      const answers = await cluster.fire(
        10,
        'POST',
        () => '/api/purchase/receive',
        () => body,
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
      for (const a of answers.filter((x) => x.status === 409))
        expect(a.json.code).toBe('purchase.overReceipt');
      const [state] = await t.query<Json>(sql`
        select (select received::float8 from purchase_order_lines where id = ${po.lines[0].id}) as received,
          (select coalesce(sum(qty), 0)::float8 from restocks where material_id = ${m.id}) as lots,
          (select count(*)::int from restocks where material_id = ${m.id}) as "lotCount",
          (select count(*)::int from vendor_bills b join purchase_receipts r on r.id = b.receipt_id
            where r.purchase_order_id = ${po.id}) as bills,
          (select coalesce(sum(amount), 0)::int from vendor_bills b join purchase_receipts r on r.id = b.receipt_id
            where r.purchase_order_id = ${po.id}) as billed,
          (select state from purchase_orders where id = ${po.id}) as state`);
      expect(state).toEqual({ received: 9, lots: 9, lotCount: 3, bills: 3, billed: 9_000, state: 'partial' });
    });

    it('receipts with the order’s version at once: one is taken, the others are stale (409)', async () => {
      const { po } = await sentOrder(10);
      const answers = await cluster.fire(
        6,
        'POST',
        () => '/api/purchase/receive',
        () => ({ id: po.id, version: po.version + 1, lines: [{ lineId: po.lines[0].id, qty: 2 }] }),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).map((a) => a.json.code)).toEqual(
        Array(5).fill('version.stale'),
      );
      const [line] = await t.query<Json>(
        sql`select received::float8 as received from purchase_order_lines where id = ${po.lines[0].id}`,
      );
      expect(line).toEqual({ received: 2 });
    });

    it('parallel payments of one vendor pay each bill once; the rest is paid ahead', async () => {
      const { v, po } = await sentOrder(10);
      await t.ok('/api/purchase/receive', { id: po.id, lines: [{ lineId: po.lines[0].id, qty: 10 }] });
      await cluster.warm('/api/vendorPayment/add', { vendorId: 999_999, amount: 1, method: 'tunai' });
      const answers = await cluster.fire(
        8,
        'POST',
        () => '/api/vendorPayment/add',
        () => ({ vendorId: v.id, amount: 1_500, method: 'transfer' }),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const [state] = await t.query<Json>(sql`
        select (select sum(balance)::int from vendor_bills where vendor_id = ${v.id}) as open,
          (select sum(allocated)::int from vendor_payments where vendor_id = ${v.id}) as allocated,
          (select sum(amount - allocated)::int from vendor_payments where vendor_id = ${v.id}) as credit`);
      expect(state).toEqual({ open: 0, allocated: 10_000, credit: 2_000 });
    });
  },
);
