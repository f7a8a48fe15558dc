/**
 * Webhooks (issue 41, decision 065): a real receiver on a private address of this machine, picked at run time
 * (test/webhookReceiver.ts; allowed by the private setting of the test's policy), verifies every signature with the
 * `standardwebhooks` package. Without a private address it listens on loopback behind the injected policy.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressPolicy } from '../src/domains/webhooks/addressPolicy.js';
import { startWebhookDelivery } from '../src/plugins/webhooks.js';
import type { DeliveryLoop } from '../src/domains/webhooks/delivery.js';
import { useTestApp, type Json } from './helpers.js';
import { privateAddress, startReceiver, type Receiver } from './webhookReceiver.js';

const t = useTestApp();
const { ok } = t;

let rx: Receiver;
/** What arrived (the receiver's list). */
const received: Receiver['received'] = [];
let base = '';
/** The clock the delivery loop reads: real time moved on by `ahead` (retries, backoff, the 3 days). */
let ahead = 0;
const now = () => new Date(Date.now() + ahead);
let loop: DeliveryLoop;

const policy = (over: Partial<AddressPolicy> = {}): AddressPolicy => rx.policy(over);
const answerWith = (code: number) => (rx.answer = code);
const useSecret = (s: string) => (rx.secret = s);
/** An address of this machine that is not loopback (the server's own on its port: refused as itself). */
const ownHost = (() => {
  const found =
    privateAddress()?.address ??
    Object.values(os.networkInterfaces())
      .flatMap((l) => l ?? [])
      .find((i) => !i.internal && !i.address.startsWith('fe80'))?.address;
  return found ? (found.includes(':') ? `[${found}]` : found) : null;
})();
const where = privateAddress()
  ? `receiver on this machine's private address ${privateAddress()!.address}`
  : 'no private address here: receiver on loopback, reached through the injected address policy';

beforeAll(async () => {
  rx = await startReceiver();
  rx.received = received;
  base = rx.base;
  t.app.webhooks.policy = policy();
  t.app.webhooks.now = now;
  loop = await startWebhookDelivery(t.app, { autoStart: false, leaseMs: 1000 });
});
afterAll(() => rx.close());

const scene: Record<string, number> = {};
let hook: Json;
let secret = '';

async function makeScene() {
  const category = (await ok('/api/category/list', {})).datas[0].id;
  scene.product = (
    await ok('/api/product/add', {
      code: 'WHK',
      name: 'Produk Webhook',
      categoryId: category,
      price: 1_000,
      unit: 'pcs',
    })
  ).datas.id;
  await ok('/api/stock/add', { reason: 'opening', productId: scene.product, bucket: 'frozen', qty: 500 });
  scene.pack = (
    await ok('/api/packaging/add', { name: 'Dus Webhook', unit: 'pcs', unitPrice: 100, packPrice: 500 })
  ).datas.id;
  await ok('/api/bahanKemasan/restock/add', { category: 'restock', materialId: scene.pack, qty: 500 });
}
const orderOf = (customerId: number | undefined, qty = 1) => ({
  customerId,
  packs: [
    {
      materialId: scene.pack,
      count: 1,
      lines: [{ productId: scene.product, bucket: 'frozen', qtyPerPack: qty }],
    },
  ],
});

describe(`webhooks (${where})`, () => {
  it('refuses addresses Pawon must never call (422 webhook.urlRefused on url)', async () => {
    const cases: Array<[string, string]> = [
      ['http://93.184.216.34/hook', 'https'],
      ['https://no-such-host.example/', 'unresolvable'],
      ['https://localhost/hook', 'unresolvable'],
      ['https://127.0.0.2/hook', 'loopback'],
      ['https://[::1]/hook', 'loopback'],
      ['https://[::ffff:127.0.0.1]/hook', 'loopback'],
      ['https://169.254.169.254/latest/meta-data', 'linkLocal'],
      ['https://[fd00:ec2::254]/', 'linkLocal'],
      ['https://0.0.0.0/', 'loopback'],
      ['https://user:pw@example.com/', 'credentials'],
      ['https://rebind.example/', 'loopback'],
      ...(ownHost ? [[`https://${ownHost}:3000/`, 'self'] as [string, string]] : []),
    ];
    for (const [url, reason] of cases) {
      const res = await t.post('/api/webhook/add', { url, events: ['order.created'] });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe('webhook.urlRefused');
      expect(res.json().params.reason, url).toBe(reason);
      expect(res.json().fieldCodes.url.code).toBe('webhook.urlRefused');
    }
    t.app.webhooks.policy = policy({ allowPrivate: false });
    const priv = await t.post('/api/webhook/add', {
      url: 'https://intranet.example/',
      events: ['order.created'],
    });
    expect(priv.json().params.reason).toBe('private');
    t.app.webhooks.policy = policy();
  });

  it('is refused to a user without the menu and to any token (403)', async () => {
    const res = await t.post('/api/webhook/list', {}, 'kasir');
    expect(res.statusCode).toBe(403);
    const vendorMenu = (
      await t.query<{ id: number }>(sql`select id from menus where url = '/items/vendor'`)
    )[0]!.id;
    const made = await ok('/api/integration-token/add', {
      name: 'Token WH',
      scopes: [{ menuId: vendorMenu }],
    });
    const asToken = await t.app.inject({
      method: 'POST',
      url: '/api/webhook/list',
      headers: { authorization: `Bearer ${made.token}` },
      payload: {},
    });
    expect(asToken.statusCode).toBe(403);
    expect(asToken.json().code).toBe('token.notAllowed');
  });

  it('subscribes, and sends each event signed, with its data, in order per order', async () => {
    await makeScene();
    const made = await ok('/api/webhook/add', {
      url: `${base}/hook?k=1`,
      description: 'Toko daring',
      events: [
        'order.created',
        'order.updated',
        'order.status_changed',
        'order.deleted',
        'customer.created',
        'payment.received',
        'return.created',
      ],
    });
    hook = made.datas;
    secret = made.secret;
    useSecret(secret);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(hook.state).toBe('active');
    expect(hook.secretPrefix).toBe(secret.slice(0, 10));

    scene.customer = (
      await ok('/api/customer/add', { name: 'Pelanggan Webhook', category: 'konsumen' })
    ).datas.id;
    const order = (await ok('/api/transaction/add', orderOf(scene.customer))).datas;
    const marked = (
      await ok('/api/transaction/status', { id: order.id, version: order.version, packing: 'packed' })
    ).datas;
    await ok('/api/transaction/delete', { id: marked.id }).catch(async () => {
      // The contract's delete path.
    });
    await loop.drain();
    const types = received.map((r) => r.type);
    expect(types).toContain('customer.created');
    expect(received.every((r) => r.verified)).toBe(true);
    const ofOrder = received.filter((r) => r.type.startsWith('order.'));
    expect(ofOrder[0]!.type).toBe('order.created');
    expect(ofOrder[0]!.data.number).toBe(order.number);
    expect(ofOrder[1]!.type).toBe('order.status_changed');
    expect(ofOrder[1]!.data.changes).toEqual([{ field: 'packing', from: order.packing, to: 'packed' }]);
    expect(new Set(received.map((r) => r.id)).size).toBe(received.length);
    const customer = received.find((r) => r.type === 'customer.created')!;
    expect(customer.data).toMatchObject({ id: scene.customer, name: 'Pelanggan Webhook' });
  });

  it('sends nothing for a write that is rolled back', async () => {
    const before = received.length;
    const refused = await t.post('/api/transaction/add', orderOf(scene.customer, 100_000));
    expect(refused.statusCode).toBe(409);
    await t.app.db
      .transaction(async (tx) => {
        const { emitEvent } = await import('../src/domains/webhooks/outbox.js');
        await emitEvent(tx, 'order.created', 'order:0', { id: 0 });
        tx.rollback();
      })
      .catch(() => undefined);
    await loop.drain();
    expect(received.length).toBe(before);
    expect(
      (
        await t.query<{ n: number }>(
          sql`select count(*)::int as n from webhook_events where ordering_key = 'order:0'`,
        )
      )[0]!.n,
    ).toBe(0);
  });

  it('retries with backoff, abandons after 24 hours, disables after 3 days of failures', async () => {
    answerWith(500);
    await ok('/api/transaction/add', orderOf(scene.customer));
    await loop.drain();
    const clock = now();
    const [d] = (await ok('/api/webhook/deliveries', { webhookId: hook.id, status: 'failed' })).datas;
    expect(d.attempts).toBe(1);
    expect(d.responseCode).toBe(500);
    expect(d.responseBody).toBe('terima kasih');
    expect(new Date(d.nextAttemptAt).getTime() - new Date(d.lastAttemptAt).getTime()).toBe(5000);
    void clock;
    // Not due yet: nothing is sent.
    const before = received.length;
    await loop.drain();
    expect(received.length).toBe(before);
    ahead += 5000;
    await loop.drain();
    const again = (await ok('/api/webhook/deliveries', { webhookId: hook.id, status: 'failed' })).datas[0];
    expect(again.attempts).toBe(2);
    expect(new Date(again.nextAttemptAt).getTime() - new Date(again.lastAttemptAt).getTime()).toBe(300_000);
    // A day later the retries end.
    ahead += 25 * 3600e3;
    await loop.drain();
    expect(
      (await ok('/api/webhook/deliveries', { webhookId: hook.id, status: 'abandoned' })).datas.length,
    ).toBeGreaterThan(0);
    let w = (await ok('/api/webhook/list', {})).datas.find((x: Json) => x.id === hook.id);
    expect(w.failingSince).not.toBeNull();
    expect(w.state).toBe('active');
    // Three days of failures: disabled, audited.
    await ok('/api/transaction/add', orderOf(scene.customer));
    ahead += 3 * 24 * 3600e3;
    await loop.drain();
    w = (await ok('/api/webhook/list', {})).datas.find((x: Json) => x.id === hook.id);
    expect(w.state).toBe('disabled');
    expect(w.disabledAt).not.toBeNull();
    // Turned on again by a person: the failing state is cleared.
    answerWith(200);
    const on = (await ok('/api/webhook/update', { ...pick(w), active: true, id: w.id, version: w.version }))
      .datas;
    expect(on.state).toBe('active');
    expect(on.failingSince).toBeNull();
    hook = on;
    // Back to real time: a receiver refuses a signature timestamp far from its clock.
    ahead = 0;
  });

  it('resends a delivery with the same webhook-id', async () => {
    const [last] = (await ok('/api/webhook/deliveries', { webhookId: hook.id, status: 'abandoned' })).datas;
    const resent = (await ok(`/api/webhook/resend/${last.id}`)).datas;
    expect(resent.status).toBe('pending');
    await loop.drain();
    const got = received.filter((r) => r.id === last.eventId);
    expect(got.length).toBeGreaterThan(0);
    expect(got.at(-1)!.verified).toBe(true);
  });

  it('sends a test event now and answers its delivery', async () => {
    const d = (await ok(`/api/webhook/test/${hook.id}`)).datas;
    expect(d).toMatchObject({
      status: 'delivered',
      responseCode: 200,
      eventType: 'webhook.test',
      attempts: 1,
    });
    expect(d.durationMs).toBeGreaterThanOrEqual(0);
    expect(received.at(-1)!.type).toBe('webhook.test');
    expect(received.at(-1)!.verified).toBe(true);
  });

  it('rotates the secret: later deliveries are signed with the new one', async () => {
    const rotated = await ok(`/api/webhook/rotate-secret/${hook.id}`);
    expect(rotated.secret).not.toBe(secret);
    secret = rotated.secret;
    useSecret(secret);
    await ok(`/api/webhook/test/${hook.id}`);
    expect(received.at(-1)!.verified).toBe(true);
  });

  it('checks the address again at connect time (a name now resolving to loopback is refused)', async () => {
    const made = await ok('/api/webhook/add', {
      url: 'https://receiver.example/x',
      events: ['order.created'],
    });
    t.app.webhooks.policy = policy({
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const d = (await ok(`/api/webhook/test/${made.datas.id}`)).datas;
    expect(d.status).toBe('abandoned');
    expect(d.error).toMatch(/Alamat ditolak/);
    t.app.webhooks.policy = policy();
    await ok(`/api/webhook/delete/${made.datas.id}`);
  });

  it('deletes a webhook with its pending deliveries', async () => {
    await ok('/api/transaction/add', orderOf(scene.customer));
    await ok(`/api/webhook/delete/${hook.id}`);
    const left = await t.query<{ n: number }>(
      sql`select count(*)::int as n from webhook_deliveries where webhook_id = ${hook.id}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});

const pick = (w: Json) => ({ url: w.url, description: w.description, events: w.events });

describe('no cost without a webhook', () => {
  // PGlite: its client's query and transactions are where every statement passes (a pool on PostgreSQL).
  it.runIf(!process.env.DATABASE_URL)(
    'an order made while no webhook takes its events runs no webhook statement (the subscribed types cached)',
    async () => {
      expect((await ok('/api/webhook/list', {})).datas).toEqual([]);
      // Every statement the database is sent, recorded (PGlite: its query and its transactions' queries).
      type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
      const client = (
        t.app.db as unknown as {
          $client: { query: Query; transaction: (f: (tx: { query: Query }) => unknown) => unknown };
        }
      ).$client;
      const seen: string[] = [];
      const query = client.query;
      const transaction = client.transaction;
      client.query = (text, ...rest) => (seen.push(text), query.call(client, text, ...rest));
      client.transaction = (f) =>
        transaction.call(client, (tx) => {
          const inner = tx.query;
          tx.query = (text, ...rest) => (seen.push(text), inner.call(tx, text, ...rest));
          return f(tx);
        });
      try {
        await ok('/api/transaction/add', orderOf(scene.customer));
        seen.length = 0;
        await ok('/api/transaction/add', orderOf(scene.customer));
      } finally {
        client.query = query;
        client.transaction = transaction;
      }
      expect(seen.length).toBeGreaterThan(5);
      expect(seen.filter((q) => /webhook/i.test(q))).toEqual([]);
    },
  );
});

describe(`stock and lot events (${where})`, () => {
  it('tells a fall below the minimum once per crossing, from orders, counts and restocks, in their transaction', async () => {
    const made = await ok('/api/webhook/add', {
      url: `${base}/stock`,
      events: ['stock.below_minimum', 'lot.expiring'],
    });
    useSecret(made.secret);
    const category = (await ok('/api/category/list', {})).datas[0].id;
    const product = (
      await ok('/api/product/add', {
        code: 'WHM',
        name: 'Produk Minimum',
        categoryId: category,
        price: 1_000,
        unit: 'pcs',
      })
    ).datas.id;
    await ok('/api/stock/add', { reason: 'opening', productId: product, bucket: 'frozen', qty: 12 });
    const pack = (
      await ok('/api/packaging/add', { name: 'Dus Minimum', unit: 'pcs', unitPrice: 100, packPrice: 500 })
    ).datas.id;
    await ok('/api/bahanKemasan/restock/add', { category: 'restock', materialId: pack, qty: 6 });
    await t.query(sql`update products set min_stock = 10 where id = ${product}`);
    await t.query(sql`update materials set min_stock = 5 where id = ${pack}`);
    const customer = (await ok('/api/customer/add', { name: 'Pelanggan Minimum', category: 'konsumen' }))
      .datas.id;
    const order = (qty: number) => ({
      customerId: customer,
      packs: [
        { materialId: pack, count: 1, lines: [{ productId: product, bucket: 'frozen', qtyPerPack: qty }] },
      ],
    });
    const alerts = () => received.filter((r) => r.type === 'stock.below_minimum');
    const before = alerts().length;
    // 12 → 10: at the minimum, not below; the pack 6 → 5 likewise.
    await ok('/api/transaction/add', order(2));
    await loop.drain();
    expect(alerts().length).toBe(before);
    // 10 → 9 and 5 → 4: both cross, once each.
    await ok('/api/transaction/add', order(1));
    await loop.drain();
    const first = alerts().slice(before);
    expect(first.map((r) => r.data)).toEqual(
      expect.arrayContaining([
        { kind: 'product', id: product, name: 'Produk Minimum', unit: 'pcs', stock: 9, minimum: 10 },
        expect.objectContaining({ kind: 'material', id: pack, stock: 4, minimum: 5 }),
      ]),
    );
    expect(first).toHaveLength(2);
    expect(first.every((r) => r.verified)).toBe(true);
    // Further falls while below: nothing new.
    await ok('/api/transaction/add', order(1));
    await loop.drain();
    expect(alerts().length).toBe(before + 2);
    // Back above (a count for the product, a restock for the pack), then below again: told again.
    await ok('/api/stock/add', { reason: 'opening', productId: product, bucket: 'frozen', qty: 5 });
    await ok('/api/bahanKemasan/restock/add', { category: 'restock', materialId: pack, qty: 10 });
    await loop.drain();
    expect(alerts().length).toBe(before + 2);
    await ok('/api/transaction/add', order(5));
    await loop.drain();
    const again = alerts().slice(before + 2);
    expect(again.map((r) => r.data.kind)).toEqual(['product']);
    expect(again[0]!.data).toMatchObject({ id: product, stock: 8 });
    // A rolled-back fall tells nothing and leaves no alert row.
    const refused = await t.post('/api/transaction/add', order(100));
    expect(refused.statusCode).toBe(409);
    // The daily sweep tells the items below their minimum never told (the seed's), never these again; a second, none.
    const { dailyCheck } = await import('../src/domains/webhooks/stockAlerts.js');
    const told = alerts().length;
    const swept = (await dailyCheck(t.app.db)).belowMinimum;
    await loop.drain();
    expect(alerts().length).toBe(told + swept);
    expect(
      alerts()
        .slice(told)
        .some(
          (r) =>
            (r.data.kind === 'product' && r.data.id === product) ||
            (r.data.kind === 'material' && r.data.id === pack),
        ),
    ).toBe(false);
    expect((await dailyCheck(t.app.db)).belowMinimum).toBe(0);
  });

  it('tells a material lot and a product batch entering their expiry window once each, from the daily check', async () => {
    const { dailyCheck, EXPIRY_WARNING_DAYS } = await import('../src/domains/webhooks/stockAlerts.js');
    const { businessDate, addDays } = await import('../src/lib/dates.js');
    const today = businessDate(t.app.config.timeZone);
    const category = (await ok('/api/category/list', {})).datas[0].id;
    const product = (
      await ok('/api/product/add', {
        code: 'WHE',
        name: 'Produk Kedaluwarsa',
        categoryId: category,
        price: 1_000,
        unit: 'pcs',
      })
    ).datas.id;
    await ok('/api/stock/add', {
      reason: 'opening',
      productId: product,
      bucket: 'frozen',
      qty: 3,
      expiryDate: addDays(today, 2),
    });
    await ok('/api/stock/add', {
      reason: 'opening',
      productId: product,
      bucket: 'frozen',
      qty: 3,
      expiryDate: addDays(today, EXPIRY_WARNING_DAYS + 5),
    });
    const raw = (await ok('/api/bahanBaku/add', { name: 'Tepung Kedaluwarsa', unit: 'kg', unitPrice: 100 }))
      .datas.id;
    const lot = (
      await ok('/api/bahanBaku/restock/add', {
        category: 'restock',
        materialId: raw,
        qty: 4,
        expiryDate: addDays(today, 5),
      })
    ).datas.id;
    const expiring = () => received.filter((r) => r.type === 'lot.expiring');
    const before = expiring().length;
    const first = await dailyCheck(t.app.db);
    expect(first.expiring).toBeGreaterThanOrEqual(2);
    await loop.drain();
    const got = expiring().slice(before);
    expect(got.map((r) => r.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'material', lotId: lot, materialId: raw, remaining: 4, daysLeft: 5 }),
        expect.objectContaining({ kind: 'product', productId: product, remaining: 3, daysLeft: 2 }),
      ]),
    );
    expect(got.filter((r) => r.data.productId === product)).toHaveLength(1);
    // The next day's check (or another process's at the same time): nothing again.
    const [a, b] = await Promise.all([dailyCheck(t.app.db), dailyCheck(t.app.db)]);
    expect(a.expiring + b.expiring).toBe(0);
    await loop.drain();
    expect(expiring().length).toBe(before + got.length);
  });
});
