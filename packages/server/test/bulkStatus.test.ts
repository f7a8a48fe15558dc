/**
 * Bulk "Tandai Status Pesanan" (`transaction/status/bulk`, issue 16): several orders moved forward at once, each on
 * its own with the single move's rules; a dry run for the preview; the filter's matches capped.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessDate } from '../src/lib/dates.js';
import { moveOrdersInBulk } from '../src/domains/orders/bulkStatus.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const { post, ok } = t;
const BULK = '/api/transaction/status/bulk';

const scenes = sceneBuilder(t, 'Massal', 'BLK');

/**
 * A product with `freshStock` fresh in stock, a box, a customer of its own, and `fresh.length` unpaid, unpacked,
 * pending orders by the cashier, order i needing `fresh[i]` fresh.
 */
async function scene(fresh: number[], freshStock = 10) {
  const p = await scenes.product(
    4_000,
    freshStock > 0 ? [{ bucket: 'fresh', qty: freshStock, date: -2 }] : [],
  );
  const k = await scenes.box(1_000, [50], { date: -3 });
  const c = await scenes.customer();
  const orders: Json[] = [];
  for (const qty of fresh)
    orders.push(
      (
        await ok(
          '/api/transaction/add',
          {
            customerId: c.id,
            date: today,
            packs: [
              { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'fresh', qtyPerPack: qty }] },
            ],
          },
          'kasir',
        )
      ).datas,
    );
  return { p, c, orders };
}

const refs = (orders: Json[]) => orders.map((o) => ({ id: o.id, version: o.version }));

const freshLeft = async (productId: number) =>
  (
    await t.query<{ qty: number }>(
      sql`select coalesce(sum(fresh), 0)::int as qty from product_batches where product_id = ${productId}`,
    )
  )[0]!.qty;

const states = async (ids: number[]) =>
  t.query<{ id: number; payment: string; packing: string; version: number }>(
    sql`select id, payment, packing, version from transactions where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
  );

// Each test makes its own product, box, customer and orders: seconds on a busy 2-core machine.
describe('bulk status moves (transaction/status/bulk)', { timeout: 120_000 }, () => {
  it('the cashier marks three orders paid at once; one already paid is skipped, not moved again', async () => {
    const { orders } = await scene([1, 1, 1]);
    const first = await ok('/api/transaction/status', { ...refs(orders)[0], payment: 'paid' }, 'kasir');
    const answer = await ok(
      BULK,
      {
        target: 'paid',
        orders: [{ id: orders[0]!.id, version: first.datas.version }, ...refs(orders.slice(1))],
      },
      'kasir',
    );
    expect(answer).toMatchObject({ dryRun: false, moved: 2, skipped: 1, refused: 0 });
    expect(answer.results.map((r: Json) => [r.number, r.outcome])).toEqual([
      [orders[0]!.number, 'skipped'],
      [orders[1]!.number, 'moved'],
      [orders[2]!.number, 'moved'],
    ]);
    expect(answer.results[1].message).toBe('Ditandai lunas.');
    expect((await states(orders.map((o) => o.id))).map((o) => o.payment)).toEqual(['paid', 'paid', 'paid']);
    // Skipped: its version did not move.
    expect(answer.results[0].version).toBe(first.datas.version);
    expect(answer.message).toBe('2 pesanan ditandai; 1 dilewati; 0 ditolak.');
  });

  it('packing: an order short of fresh stock is refused with the product named and changes nothing; the others are packed', async () => {
    // 10 fresh: the 4 is packed (6 left), the 7 is short, the 5 fits (1 left).
    const { p, orders } = await scene([4, 7, 5]);
    const answer = await ok(BULK, { target: 'packed', orders: refs(orders) }, 'kasir');
    expect(answer).toMatchObject({ moved: 2, skipped: 0, refused: 1 });
    const refused = answer.results[1];
    expect(refused).toMatchObject({ id: orders[1]!.id, outcome: 'refused', version: orders[1]!.version });
    expect(refused.message).toMatch(/Stok .*Produk Massal .* tidak cukup/);
    const after = await states(orders.map((o) => o.id));
    expect(after.map((o) => o.packing)).toEqual(['packed', 'unpacked', 'packed']);
    expect(after[1]!.version).toBe(orders[1]!.version);
    expect(await freshLeft(p.id)).toBe(1);
  });

  it('a dry run answers what a real run then does, and changes nothing', async () => {
    const { orders } = await scene([4, 7, 5]);
    const before = await t.digest();
    const preview = await ok(BULK, { target: 'packed', orders: refs(orders), dryRun: true }, 'kasir');
    expect(await t.digest()).toBe(before);
    expect(preview).toMatchObject({ dryRun: true, moved: 2, skipped: 0, refused: 1 });
    expect(preview.message).toBe('2 pesanan akan ditandai; 0 dilewati; 1 ditolak.');
    // The preview gives the versions as read: the confirmed move sends them back.
    expect(preview.results.map((r: Json) => r.version)).toEqual(orders.map((o) => o.version));
    const confirmed = preview.results.map((r: Json) => ({ id: r.id, version: r.version }));
    const real = await ok(BULK, { target: 'packed', orders: confirmed }, 'kasir');
    expect(real.results.map((r: Json) => r.outcome)).toEqual(preview.results.map((r: Json) => r.outcome));
    expect(real.results[0].version).toBe(orders[0]!.version + 1);
  });

  it('each row names the customer and the total; a delivery of an unpacked order says it packs it too', async () => {
    // 10 fresh: the 4 is delivered and packed on the way (6 left), the 7 is short: refused, the whole delivery.
    const { c, orders } = await scene([4, 7]);
    const packed = await scene([1]);
    const read = await ok(
      '/api/transaction/status',
      { ...refs(packed.orders)[0], packing: 'packed' },
      'kasir',
    );
    const preview = await ok(
      BULK,
      {
        target: 'delivered',
        orders: [...refs(orders), { id: read.datas.id, version: read.datas.version }],
        dryRun: true,
      },
      'kasir',
    );
    expect(preview.results.map((r: Json) => [r.outcome, r.customer, r.total, r.packsToo])).toEqual([
      ['moved', c.name, orders[0]!.total, true],
      ['refused', c.name, orders[1]!.total, false],
      ['moved', packed.c.name, packed.orders[0]!.total, false],
    ]);
  });

  it('a stale version or a missing order is refused on its row; the others still move', async () => {
    const { orders } = await scene([1, 1]);
    const answer = await ok(
      BULK,
      {
        target: 'delivered',
        orders: [
          { id: orders[0]!.id, version: orders[0]!.version + 1 },
          { id: 99_999_999, version: 1 },
          refs(orders)[1],
        ],
      },
      'kasir',
    );
    expect(answer.results.map((r: Json) => r.outcome)).toEqual(['refused', 'refused', 'moved']);
    expect(answer.results[0].message).toMatch(/diubah/);
    expect(answer.results[1]).toMatchObject({ id: 99_999_999, number: null, version: null });
    expect(answer.results[1].message).toMatch(/tidak ditemukan/);
  });

  it('by the list filter: the server runs the filter again and moves its matches in the list order', async () => {
    const { c, orders } = await scene([1, 1, 1]);
    await ok('/api/transaction/status', { ...refs(orders)[1], payment: 'paid' }, 'kasir');
    const answer = await ok(
      BULK,
      { target: 'paid', filter: { customerId: c.id, payment: 'unpaid', sortBy: 'number', sortDir: 'asc' } },
      'kasir',
    );
    expect(answer).toMatchObject({ moved: 2, skipped: 0, refused: 0 });
    expect(answer.results.map((r: Json) => r.id)).toEqual([orders[0]!.id, orders[2]!.id]);
    // Nothing matches any more: an empty answer, not an error.
    const again = await ok(
      BULK,
      { target: 'paid', filter: { customerId: c.id, payment: 'unpaid' } },
      'kasir',
    );
    expect(again).toMatchObject({ moved: 0, skipped: 0, refused: 0, results: [] });
  });

  it('a filter matching more than the cap is 422 on `filter` and nothing moves', async () => {
    const { c, orders } = await scene([1, 1, 1]);
    const before = await t.digest();
    const ctx = { userId: 1, today };
    await expect(
      moveOrdersInBulk(t.database.db, ctx, { target: 'paid', filter: { customerId: c.id } }, 2),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: { filter: [expect.stringMatching(/3 pesanan; paling banyak 2/)] },
      code: 'bulk.tooMany',
      params: { field: 'filter', matching: 3, max: 2 },
    });
    expect(await t.digest()).toBe(before);
    const fits = await moveOrdersInBulk(
      t.database.db,
      ctx,
      { target: 'paid', filter: { customerId: c.id } },
      3,
    );
    expect(fits.moved).toBe(orders.length);
  });

  it('bad bodies are 422 and change nothing: neither or both of orders and filter, a backward target, extra fields, over 500 orders', async () => {
    const { c, orders } = await scene([1]);
    await t.tokenOf('kasir');
    const before = await t.digest();
    for (const body of [
      { target: 'paid' },
      { target: 'paid', orders: refs(orders), filter: { customerId: c.id } },
      { target: 'unpaid', orders: refs(orders) },
      { orders: refs(orders) },
      { target: 'paid', orders: [] },
      { target: 'paid', orders: refs(orders), note: 'x' },
      { target: 'paid', orders: [{ id: orders[0]!.id }] },
      { target: 'paid', filter: { customerId: c.id, page: 2 } },
      { target: 'paid', filter: { total: 5 } },
      {
        target: 'paid',
        orders: Array.from({ length: 501 }, (_, i) => ({ id: i + 1, version: 1 })),
      },
    ]) {
      const res = await post(BULK, body as Json, 'kasir');
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(res.json().status).toBe('error');
    }
    expect(await t.digest()).toBe(before);
  });

  it('needs a session and the action menu /transaction/status (403 without it, nothing moves)', async () => {
    const { orders } = await scene([1]);
    expect((await t.call(null, 'POST', BULK, { target: 'paid', orders: refs(orders) })).statusCode).toBe(401);
    await t.query(sql`delete from group_menus gm using auth_groups g, menus m
                      where gm.group_id = g.id and g.name = 'Default' and gm.menu_id = m.id and m.url = '/transaction/status'`);
    try {
      const before = await t.digest();
      for (const dryRun of [true, false]) {
        const res = await post(BULK, { target: 'paid', orders: refs(orders), dryRun }, 'kasir');
        expect(res.statusCode).toBe(403);
      }
      expect(await t.digest()).toBe(before);
    } finally {
      await t.query(sql`insert into group_menus (group_id, menu_id, can_create)
                        select g.id, m.id, true from auth_groups g, menus m
                        where g.name = 'Default' and m.url = '/transaction/status'`);
    }
  });
});
