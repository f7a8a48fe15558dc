/**
 * Webhooks on PostgreSQL (decision 065): several processes on one database. A webhook made through one process is
 * taken at once by another's emitting transactions (the subscriptions notification); two instances deliver a burst,
 * each attempt by one of them at a time, each record's events in order; a server killed with SIGKILL while it sends
 * loses nothing (a new process sends every event again or for the first time; a receiver deduping by `webhook-id`
 * sees each change once); 10,000 events over 100 keys arrive in order per key.
 *
 * The receiver (test/webhookReceiver.ts) listens on a private address of this machine; the tests that run the server
 * as a process of its own (which reaches it only with `PAWON_WEBHOOK_PRIVATE=allow`, no injected policy) need one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent } from '../src/domains/webhooks/outbox.js';
import { startWebhookDelivery, stopWebhookDelivery } from '../src/plugins/webhooks.js';
import { useSecondApp, useTestApp, type Json } from './helpers.js';
import { serverDir } from './support.js';
import { privateAddress, startReceiver, type Receiver } from './webhookReceiver.js';

const hasPrivate = Boolean(privateAddress());
const ownProcess = hasPrivate
  ? 'a server process of its own'
  : 'a server process of its own (skipped: no private address on this machine for it to reach the receiver)';

/** `src/main.ts` through tsx on the test's database, delivering with private addresses allowed; its port. */
async function startServer(
  databaseUrl: string,
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      DATABASE_URL: databaseUrl,
      PAWON_DATA_DIR: dataDir,
      PAWON_APP_DIST: path.join(dataDir, 'no-app'),
      PAWON_DEMO: '0',
      PAWON_BACKUP_TIME: 'off',
      PAWON_WEBHOOK_PRIVATE: 'allow',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Pawon berjalan di http:\/\/localhost:(\d+)\//.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`the server stopped (${code}) before it listened:\n${out}`)),
    );
  });
  return { child, port };
}

async function until(what: string, check: () => Promise<boolean>, ms = 40_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(process.env.DATABASE_URL)('webhooks on PostgreSQL', { timeout: 120_000 }, () => {
  const t = useTestApp();
  const second = useSecondApp(t);
  let rx: Receiver;
  const scene: Record<string, number> = {};

  beforeAll(async () => {
    rx = await startReceiver();
    for (const app of [t.app, second.app]) app.webhooks.policy = rx.policy();
    const category = (await t.ok('/api/category/list', {})).datas[0].id;
    scene.product = (
      await t.ok('/api/product/add', {
        code: 'WPG',
        name: 'Produk PG',
        categoryId: category,
        price: 1_000,
        unit: 'pcs',
      })
    ).datas.id;
    await t.ok('/api/stock/add', {
      reason: 'opening',
      productId: scene.product,
      bucket: 'frozen',
      qty: 100_000,
    });
    scene.pack = (
      await t.ok('/api/packaging/add', { name: 'Dus PG', unit: 'pcs', unitPrice: 100, packPrice: 500 })
    ).datas.id;
    await t.ok('/api/bahanKemasan/restock/add', {
      category: 'restock',
      materialId: scene.pack,
      qty: 100_000,
    });
    scene.customer = (
      await t.ok('/api/customer/add', { name: 'Pelanggan PG', category: 'konsumen' })
    ).datas.id;
  });
  afterAll(() => rx?.close());

  const order = () => ({
    customerId: scene.customer,
    packs: [
      {
        materialId: scene.pack,
        count: 1,
        lines: [{ productId: scene.product, bucket: 'frozen', qtyPerPack: 1 }],
      },
    ],
  });
  const count = async (q: ReturnType<typeof sql>) => (await t.query<{ n: number }>(q))[0]!.n;
  const openDeliveries = (webhookId: number) =>
    count(
      sql`select count(*)::int as n from webhook_deliveries where webhook_id = ${webhookId} and status <> 'delivered'`,
    );

  /** Every event to the webhook arrived (at least once), and, deduped by id, in the order written per key. */
  async function checkArrivals(webhookId: number, from: number) {
    const written = await t.query<{ id: string; key: string }>(
      sql`select e.public_id as id, e.ordering_key as key from webhook_events e
          join webhook_deliveries d on d.event_id = e.id where d.webhook_id = ${webhookId} order by e.id`,
    );
    const arrived = rx.received.slice(from);
    const firstArrival: string[] = [];
    const seen = new Set<string>();
    for (const r of arrived) {
      expect(r.verified).toBe(true);
      if (!seen.has(r.id)) firstArrival.push(r.id);
      seen.add(r.id);
    }
    const keyOf = new Map(written.map((w) => [w.id, w.key]));
    expect(new Set(written.map((w) => w.id))).toEqual(seen);
    const perKey = (ids: string[]) => {
      const m = new Map<string, string[]>();
      for (const id of ids) {
        const k = keyOf.get(id)!;
        m.set(k, [...(m.get(k) ?? []), id]);
      }
      return m;
    };
    expect(perKey(firstArrival)).toEqual(perKey(written.map((w) => w.id)));
    return { events: written.length, arrivals: arrived.length };
  }

  let hook: Json;
  let child: ChildProcess | undefined;
  let childPort = 0;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGTERM');
  });
  const viaChild = async (url: string, body: Json) => {
    const res = await fetch(`http://127.0.0.1:${childPort}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await t.tokenOf('admin')}` },
      body: JSON.stringify(body),
    });
    expect(res.status, url).toBe(200);
    return (await res.json()) as Json;
  };

  it.runIf(hasPrivate)(
    `a webhook made through one instance is taken at once by another's orders (${ownProcess})`,
    async () => {
      const started = Date.now();
      ({ child, port: childPort } = await startServer(t.databaseUrl!, t.dataDir));
      await until(
        'the server process to LISTEN',
        async () =>
          (await count(sql`select count(*)::int as n from pg_stat_activity
          where application_name = 'pawon-webhooks' and datname = current_database()`)) > 0,
      );
      // Its subscribed types are read (none) and cached.
      await viaChild('/api/transaction/add', order());
      hook = (
        await t.ok('/api/webhook/add', {
          url: `${rx.base}/hook`,
          events: ['order.created', 'order.updated', 'order.status_changed'],
        })
      ).datas;
      rx.secret = (
        await t.query<{ s: string }>(sql`select secret as s from webhooks where id = ${hook.id}`)
      )[0]!.s;
      // At once, through the other process.
      const made = (await viaChild('/api/transaction/add', order())).datas;
      await until('its delivery', async () =>
        rx.received.some((r) => r.type === 'order.created' && r.data.id === made.id),
      );
      console.log(
        `webhook on A, order on B: delivered in ${Date.now() - started} ms (server start included)`,
      );
    },
  );

  it.runIf(hasPrivate)(
    `SIGKILL between commit and send loses nothing; a new process sends every event, each change once by id (${ownProcess})`,
    async () => {
      const started = Date.now();
      const from = rx.received.length;
      // The receiver takes the requests but answers none: the process is killed mid-send.
      const held: Array<() => void> = [];
      rx.onRequest = (_r, respond) => held.push(respond);
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) {
        const o = (await t.ok('/api/transaction/add', order())).datas;
        await t.ok('/api/transaction/status', { id: o.id, version: o.version, packing: 'packed' });
        ids.push(o.id);
      }
      await until('sends under way', async () => held.length >= 3);
      child!.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));
      rx.onRequest = null;
      for (const respond of held) respond();
      const inFlight = held.length;
      // Nothing is lost: every event of the 8 orders is in the outbox, none delivered yet.
      expect(await openDeliveries(hook.id)).toBeGreaterThanOrEqual(16);
      // The killed process's leases (30 s) run out: moved to now instead of waiting.
      await t.query(sql`update webhook_deliveries set next_attempt_at = now()
                        where webhook_id = ${hook.id} and status in ('pending', 'failed')`);
      ({ child, port: childPort } = await startServer(t.databaseUrl!, t.dataDir));
      await until('every delivery', async () => (await openDeliveries(hook.id)) === 0);
      const { events, arrivals } = await checkArrivals(hook.id, 0);
      // The attempts cut by the kill arrived twice: at least once, deduped by webhook-id.
      const after = rx.received.slice(from);
      const duplicates = after.length - new Set(after.map((r) => r.id)).size;
      expect(duplicates).toBeGreaterThanOrEqual(inFlight);
      expect(arrivals).toBe(rx.received.length);
      console.log(
        `kill -9: ${inFlight} sends cut, ${events} events, ${rx.received.length - from} arrivals after the kill's start; ` +
          `all delivered in ${Date.now() - started} ms (two server starts included)`,
      );
      const exited = new Promise((r) => child!.once('exit', r));
      child!.kill('SIGTERM');
      await exited;
    },
  );

  it('two instances deliver a burst: each attempt by one at a time, each order in order', async () => {
    await t.query(sql`delete from webhooks`);
    const made = await t.ok('/api/webhook/add', {
      url: `${rx.base}/burst`,
      events: ['order.created', 'order.updated', 'order.status_changed'],
    });
    rx.secret = made.secret;
    hook = made.datas;
    for (const app of [t.app, second.app]) app.webhooks.policy = rx.policy();
    await Promise.all([startWebhookDelivery(t.app), startWebhookDelivery(second.app)]);
    const inFlight = new Set<string>();
    let overlaps = 0;
    rx.onRequest = (r, respond) => {
      if (inFlight.has(r.id)) overlaps++;
      inFlight.add(r.id);
      setTimeout(() => {
        inFlight.delete(r.id);
        respond();
      }, 3);
    };
    const from = rx.received.length;
    const started = Date.now();
    const token = await t.tokenOf('admin');
    const call = async (i: number, url: string, payload: Json) => {
      const res = await (i % 2 ? second.app : t.app).inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().datas as Json;
    };
    await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const o = await call(i, '/api/transaction/add', order());
        const p = await call(i + 1, '/api/transaction/status', {
          id: o.id,
          version: o.version,
          packing: 'packed',
        });
        await call(i, '/api/transaction/status', { id: p.id, version: p.version, delivery: 'delivered' });
      }),
    );
    await until('every delivery', async () => (await openDeliveries(hook.id)) === 0);
    rx.onRequest = null;
    const { events } = await checkArrivals(hook.id, from);
    expect(events).toBe(48);
    expect(overlaps).toBe(0);
    console.log(`burst: ${events} events through two instances delivered in ${Date.now() - started} ms`);
  });

  it('10,000 events over 100 keys arrive in order per key', async () => {
    await t.query(sql`delete from webhooks`);
    const made = await t.ok('/api/webhook/add', { url: `${rx.base}/bulk`, events: ['order.updated'] });
    rx.secret = made.secret;
    const from = rx.received.length;
    for (const app of [t.app, second.app]) {
      await stopWebhookDelivery(app);
      await startWebhookDelivery(app, { concurrency: 16 });
    }
    const started = Date.now();
    for (let batch = 0; batch < 10; batch++)
      await t.app.db.transaction(async (tx) => {
        for (let i = 0; i < 1000; i++) {
          const n = batch * 1000 + i;
          await emitEvent(tx, 'order.updated', `order:${900_000 + (n % 100)}`, { seq: n });
        }
      });
    const written = Date.now();
    await until('10,000 deliveries', async () => (await openDeliveries(made.datas.id)) === 0, 100_000);
    const done = Date.now();
    const { events } = await checkArrivals(made.datas.id, from);
    expect(events).toBe(10_000);
    // The seq of each key rises in arrival order.
    const last = new Map<number, number>();
    for (const r of rx.received.slice(from)) {
      const seq = r.data.seq as number;
      const key = seq % 100;
      if ((last.get(key) ?? -1) < seq) last.set(key, seq);
      else expect(rx.received.slice(from).filter((x) => x.id === r.id).length).toBeGreaterThan(1);
    }
    console.log(
      `10,000 events: written in ${written - started} ms (10 transactions), all delivered by two instances ` +
        `${done - started} ms after the first write (delivery overlaps the writing; ${done - written} ms after the ` +
        `last commit), ${rx.received.length - from} arrivals`,
    );
    for (const app of [t.app, second.app]) await stopWebhookDelivery(app);
  });
});
