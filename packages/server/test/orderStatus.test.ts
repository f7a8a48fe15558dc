/**
 * "Tandai Status Pesanan" (`transaction/status`): the cashier moves an order forward (paid, packed, delivered) on a
 * right of their own, the action menu /transaction/status, without the right to change an order.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessDate } from '../src/lib/dates.js';
import { useTestApp } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const { post, ok } = t;

const scenes = sceneBuilder(t, 'Status', 'STS');

/** An unpaid, unpacked, pending order by the cashier: 1 pack × (2 frozen + `fresh` fresh), `freshStock` fresh in stock. */
async function cashierOrder(fresh = 2, freshStock = 10) {
  const p = await scenes.product(4_000, [
    { bucket: 'frozen', qty: 10, date: -2 },
    { bucket: 'fresh', qty: freshStock, date: -2 },
  ]);
  const k = await scenes.box(1_000, [10], { date: -3 });
  const c = await scenes.customer();
  const o = (
    await ok(
      '/api/transaction/add',
      {
        customerId: c.id,
        date: today,
        packs: [
          {
            materialId: k.id,
            count: 1,
            lines: [
              { productId: p.id, bucket: 'frozen', qtyPerPack: 2 },
              { productId: p.id, bucket: 'fresh', qtyPerPack: fresh },
            ],
          },
        ],
      },
      'kasir',
    )
  ).datas;
  return { o, p };
}

const freshLeft = async (productId: number) =>
  (
    await t.query<{ qty: number }>(
      sql`select coalesce(sum(fresh), 0)::int as qty from product_batches where product_id = ${productId}`,
    )
  )[0]!.qty;

describe('marking an order paid, packed, delivered ("Tandai Status Pesanan")', () => {
  it('the cashier may move an order forward, one state at a time; packing takes the fresh stock', async () => {
    const { o, p } = await cashierOrder();
    expect(o).toMatchObject({ payment: 'unpaid', packing: 'unpacked', delivery: 'pending' });
    const paid = await ok(
      '/api/transaction/status',
      { id: o.id, version: o.version, payment: 'paid' },
      'kasir',
    );
    expect(paid.datas).toMatchObject({ payment: 'paid', packing: 'unpacked', delivery: 'pending' });
    expect(await freshLeft(p.id)).toBe(10);
    const packed = await ok(
      '/api/transaction/status',
      { id: o.id, version: paid.datas.version, packing: 'packed' },
      'kasir',
    );
    expect(packed.datas.packing).toBe('packed');
    expect(await freshLeft(p.id)).toBe(8);
    const delivered = await ok(
      '/api/transaction/status',
      { id: o.id, version: packed.datas.version, delivery: 'delivered' },
      'kasir',
    );
    expect(delivered.datas).toMatchObject({ payment: 'paid', packing: 'packed', delivery: 'delivered' });
    // Who did it is in the audit log.
    const [log] = await t.query<{ who: string }>(sql`
      select u.email as who from audit_log a join users u on u.id = a.user_id
      where a.entity = 'transaction' and a.entity_id = ${o.id} order by a.id desc limit 1`);
    expect(log!.who).toBe('kasir@pawon.test');
  });

  it('is forward only and states only: going back, other fields or nothing at all are 422, and nothing changes', async () => {
    const { o } = await cashierOrder();
    await t.tokenOf('kasir');
    const before = await t.digest();
    for (const body of [
      { id: o.id, version: o.version, payment: 'unpaid' },
      { id: o.id, version: o.version, delivery: 'pending' },
      { id: o.id, version: o.version, payment: 'paid', note: 'diskon' },
      { id: o.id, version: o.version, payment: 'paid', customerId: 1 },
      { id: o.id, version: o.version },
    ]) {
      const res = await post('/api/transaction/status', body, 'kasir');
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await t.digest()).toBe(before);
  });

  it('the cashier still cannot change an order (transaction/update is 403); a stale version is 409; short fresh stock is 409', async () => {
    const { o } = await cashierOrder(3, 2);
    await t.tokenOf('kasir');
    const before = await t.digest();
    const update = await post(
      '/api/transaction/update',
      { id: o.id, version: o.version, payment: 'paid' },
      'kasir',
    );
    expect(update.statusCode).toBe(403);
    const stale = await post(
      '/api/transaction/status',
      { id: o.id, version: o.version + 1, payment: 'paid' },
      'kasir',
    );
    expect(stale.statusCode).toBe(409);
    const short = await post(
      '/api/transaction/status',
      { id: o.id, version: o.version, packing: 'packed' },
      'kasir',
    );
    expect(short.statusCode).toBe(409);
    expect(JSON.stringify(short.json().errors)).toMatch(/Produk Status/);
    expect(await t.digest()).toBe(before);
  });

  it('needs the action menu: a group without it gets 403, even with the update right elsewhere', async () => {
    const { o } = await cashierOrder();
    await t.query(sql`delete from group_menus gm using auth_groups g, menus m
                      where gm.group_id = g.id and g.name = 'Default' and gm.menu_id = m.id and m.url = '/transaction/status'`);
    try {
      const res = await post(
        '/api/transaction/status',
        { id: o.id, version: o.version, payment: 'paid' },
        'kasir',
      );
      expect(res.statusCode).toBe(403);
    } finally {
      await t.query(sql`insert into group_menus (group_id, menu_id, can_create)
                        select g.id, m.id, true from auth_groups g, menus m
                        where g.name = 'Default' and m.url = '/transaction/status'`);
    }
    expect(
      (await post('/api/transaction/status', { id: o.id, version: o.version, payment: 'paid' }, 'kasir'))
        .statusCode,
    ).toBe(200);
  });
});
