/**
 * Issue 20, writes sent again by the app's offline queue (decision 038): with the same `Idempotency-Key` an order, a
 * status mark or a customer is written once, whatever the number of sends, at once or later; a refused write keeps
 * nothing; the same key with another body, or another user's key, is not the same write.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Json, type Role } from './helpers.js';

const t = useTestApp();
const { ok } = t;

async function send(
  url: string,
  body: Json,
  key: string | undefined,
  role: Role = 'admin',
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${await t.tokenOf(role)}` };
  if (key !== undefined) headers['idempotency-key'] = key;
  return t.app.inject({ method: 'POST', url, headers, payload: body });
}

const count = async (table: string) =>
  (await t.query<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

describe('idempotency keys', () => {
  let order: Json;
  const scene: Record<string, number> = {};

  beforeAll(async () => {
    const category = (await ok('/api/category/list', {})).datas[0].id;
    scene.product = (
      await ok('/api/product/add', {
        code: 'IDEM',
        name: 'Produk Idem',
        categoryId: category,
        price: 1_000,
        unit: 'pcs',
      })
    ).datas.id;
    await ok('/api/stock/add', { reason: 'opening', productId: scene.product, bucket: 'frozen', qty: 50 });
    scene.pack = (
      await ok('/api/packaging/add', { name: 'Dus Idem', unit: 'pcs', unitPrice: 100, packPrice: 500 })
    ).datas.id;
    await ok('/api/bahanKemasan/restock/add', { category: 'restock', materialId: scene.pack, qty: 100 });
    scene.customer = (
      await ok('/api/customer/add', { name: 'Pelanggan Idem', category: 'konsumen' })
    ).datas.id;
  });

  const orderOf = (qty: number) => ({
    customerId: scene.customer,
    packs: [
      {
        materialId: scene.pack,
        count: 1,
        lines: [{ productId: scene.product, bucket: 'frozen', qtyPerPack: qty }],
      },
    ],
  });

  it('an order sent three times with one key is recorded once, and every send answers the same order', async () => {
    const before = await count('transactions');
    const first = await send('/api/transaction/add', orderOf(2), 'order-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    order = first.json().datas;
    for (let i = 0; i < 2; i++) {
      const again = await send('/api/transaction/add', orderOf(2), 'order-key-0001');
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().datas.number).toBe(order.number);
    }
    expect(await count('transactions')).toBe(before + 1);
  });

  it('sends at the same moment wait for the first and answer it (truly parallel on PostgreSQL)', async () => {
    const before = await count('transactions');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send('/api/transaction/add', orderOf(1), 'order-key-burst')),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().datas.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await count('transactions')).toBe(before + 1);
  });

  it('a status mark sent again is applied once: the second send answers the first, not a stale version', async () => {
    const mark = { id: order.id, version: order.version, payment: 'paid' };
    const first = await send('/api/transaction/status', mark, 'mark-paid-0001');
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('/api/transaction/status', mark, 'mark-paid-0001');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().datas.version).toBe(first.json().datas.version);
    // Without the key the same (now stale) mark is refused, as before.
    expect((await send('/api/transaction/status', mark, undefined)).statusCode).toBe(409);
  });

  it('a refused write keeps nothing: sent again once the stock is there, it is recorded', async () => {
    const short = await send('/api/transaction/add', orderOf(1_000), 'order-key-short');
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('stock.short');
    await ok('/api/stock/add', { reason: 'opening', productId: scene.product, bucket: 'frozen', qty: 1_000 });
    const later = await send('/api/transaction/add', orderOf(1_000), 'order-key-short');
    expect(later.statusCode, later.body).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a customer created offline is created once', async () => {
    const body = { name: 'Pelanggan Luring', category: 'konsumen' };
    const a = await send('/api/customer/add', body, 'customer-key-01');
    const b = await send('/api/customer/add', body, 'customer-key-01');
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().datas.id).toBe(a.json().datas.id);
    expect((await t.query(sql`select id from customers where name = 'Pelanggan Luring'`)).length).toBe(1);
  });

  it('refuses a malformed key, and a key sent again with another body or for another operation (422)', async () => {
    const bad = await send('/api/transaction/add', orderOf(1), 'short');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('idempotency.badKey');
    const other = await send('/api/transaction/add', orderOf(3), 'order-key-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency.keyReused');
    const elsewhere = await send(
      '/api/customer/add',
      { name: 'X Idem', category: 'konsumen' },
      'order-key-0001',
    );
    expect(elsewhere.statusCode).toBe(422);
  });

  it("keys are per user: another user's key is not replayed to them", async () => {
    const asCashier = await send('/api/transaction/add', orderOf(1), 'order-key-0001', 'kasir');
    expect(asCashier.statusCode, asCashier.body).toBe(200);
    expect(asCashier.headers['idempotent-replayed']).toBeUndefined();
    expect(asCashier.json().datas.id).not.toBe(order.id);
  });
});
