/**
 * Standing orders, "Langganan" (issue 39): the records (checked as an order's customer and packs, one schedule, an
 * end not before the start, the version, the rights), and the orders Pawon makes of them at an instant a test chooses
 * (`generateStandingOrders` with its `now`): by weekdays and every N days, days off, paused, start and end, lead days
 * and the profile's hour in Jakarta's time, exactly once whatever runs again; a day refused (stock short, a customer
 * held for credit) kept with why and tried again; the daily timer with a clock of the test's own.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { rows } from '../src/db/query.js';
import { generateStandingOrders } from '../src/domains/orders/standingOrders.js';
import { addDays } from '../src/lib/dates.js';
import type { Clock } from '../src/lib/schedule.js';
import { startStandingOrderSchedule } from '../src/plugins/standingOrders.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';
import { scratchDatabase } from './support.js';

const t = useTestApp();
const s = sceneBuilder(t, 'Langganan', 'LGN');

/** An instant by Jakarta's clock (UTC+7, no summer time). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);
/** A run of the generation at that instant. */
const runAt = (day: string, time: string) =>
  generateStandingOrders(t.database.db, { now: at(day, time), timeZone: 'Asia/Jakarta' });
/** ISO weekday of a business date (1 Monday … 7 Sunday). */
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

const settings = (leadDays: number, time: string) =>
  t.query(
    sql`update business_profile set standing_order_lead_days = ${leadDays}, standing_order_time = ${time} where id = 1`,
  );

/** A product with frozen stock (none when 0), a box with a lot, a customer; the packs of a standing order of them. */
async function scene(stock = 1000) {
  const p = await s.product(5000, stock ? [{ bucket: 'frozen', qty: stock }] : []);
  const k = await s.box(1000, [1000]);
  // Named so that no name is part of another's (a search finds one).
  const n = s.next();
  const c = await s.customer({
    name: `Pelanggan Langganan ${n} (tetap)`,
    phone: `0813${String(100000 + n).padStart(8, '0')}`,
  });
  const packs = [
    { materialId: k.id, count: 2, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 3 }] },
  ];
  return { p, k, c, packs };
}

const add = async (body: Json) => (await t.ok('/api/standingOrder/add', body)).datas as Json;

/** The orders a standing order made: delivery day, date, who made them. */
const ordersOf = (id: number) =>
  t.query<{ id: number; date: string; deliveryDate: string; createdBy: number | null; number: string }>(
    sql`select id, date::text as date, delivery_date::text as "deliveryDate", created_by as "createdBy", number
        from transactions where standing_order_id = ${id} order by delivery_date, id`,
  );
const deliveryDays = async (id: number) => (await ordersOf(id)).map((o) => o.deliveryDate);

/** The days kept for a standing order: made (with the order), or refused (with the code). */
const daysOf = (id: number) =>
  t.query<{ date: string; transactionId: number | null; errorCode: string | null; errorParams: Json | null }>(
    sql`select date::text as date, transaction_id as "transactionId", error_code as "errorCode",
          error_params as "errorParams"
        from standing_order_days where standing_order_id = ${id} order by date`,
  );

const count = async (table: string) =>
  (await t.query<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

// Each test makes its own standing orders; those of the tests before stay out of its runs.
afterEach(async () => {
  await t.query(sql`update standing_orders set paused = true`);
  await settings(1, '18:00');
});

describe('standing orders: the records', () => {
  it('adds one checked as an order, with the names to show, its next day and no order yet; lists, finds, sorts', async () => {
    const { p, k, c, packs } = await scene();
    const start = s.day(3);
    const res = await t.post('/api/standingOrder/add', {
      customerId: c.id,
      packs,
      weekdays: [5, 1, 3],
      startDate: start,
      deliveryTime: '07:30',
      skipDates: [s.day(30), s.day(10)],
      note: '  Antar pagi  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const so = res.json().datas as Json;
    expect(res.json().message).toBe('Langganan berhasil ditambahkan.');
    expect(so).toMatchObject({
      version: 1,
      customerId: c.id,
      customer: { id: c.id, name: c.name, phone: c.phone },
      packs: [
        {
          materialId: k.id,
          materialName: k.name,
          count: 2,
          lines: [{ productId: p.id, productName: p.name, unit: 'pcs', bucket: 'frozen', qtyPerPack: 3 }],
        },
      ],
      weekdays: [1, 3, 5],
      everyDays: null,
      startDate: start,
      endDate: null,
      deliveryTime: '07:30',
      skipDates: [s.day(10), s.day(30)],
      paused: false,
      note: 'Antar pagi',
      lastOrder: null,
      failing: 0,
    });
    // The first Monday, Wednesday or Friday from its start that is not a day off.
    let next = start;
    while (![1, 3, 5].includes(weekday(next)) || next === s.day(10)) next = addDays(next, 1);
    expect(so.nextDate).toBe(next);
    const [audit] = await t.query<{ action: string; userId: number }>(
      sql`select action, user_id as "userId" from audit_log where entity = 'standingOrder' and entity_id = ${so.id}`,
    );
    expect(audit).toMatchObject({ action: 'create' });

    const other = await scene();
    const paused = await add({
      customerId: other.c.id,
      packs: other.packs,
      everyDays: 7,
      startDate: s.day(1),
      paused: true,
    });
    expect(paused.nextDate).toBeNull();
    const byName = await t.ok('/api/standingOrder/list', { search: c.name });
    expect(byName.datas.map((r: Json) => r.id)).toEqual([so.id]);
    const byPhone = await t.ok('/api/standingOrder/list', { search: c.phone.replace(/\D/g, '').slice(-6) });
    expect(byPhone.datas.map((r: Json) => r.id)).toEqual([so.id]);
    const onlyPaused = await t.ok('/api/standingOrder/list', { paused: true, perPage: 200 });
    expect(onlyPaused.datas.map((r: Json) => r.id)).toContain(paused.id);
    expect(onlyPaused.datas.map((r: Json) => r.id)).not.toContain(so.id);
    const byNext = await t.ok('/api/standingOrder/list', { sortBy: 'nextDate', perPage: 200 });
    const dates = byNext.datas.map((r: Json) => r.nextDate).filter((d: string | null) => d !== null);
    expect(dates).toEqual([...dates].sort());
    // Paused ones (no next day) come last.
    expect(byNext.datas.at(-1).nextDate).toBeNull();
    expect(byNext.total).toBe(byNext.datas.length);
  });

  it('changes one with its version (stale: 409 with the record as it is), and deletes it', async () => {
    const { c, packs } = await scene();
    const so = await add({ customerId: c.id, packs, weekdays: [2], startDate: s.day(1) });
    const changed = await t.ok('/api/standingOrder/update', {
      id: so.id,
      version: so.version,
      customerId: c.id,
      packs: [{ ...packs[0], count: 4 }],
      everyDays: 2,
      startDate: s.day(2),
      endDate: s.day(9),
    });
    expect(changed.message).toBe('Langganan berhasil diperbarui.');
    expect(changed.datas).toMatchObject({
      version: 2,
      weekdays: null,
      everyDays: 2,
      startDate: s.day(2),
      endDate: s.day(9),
      nextDate: s.day(2),
    });
    expect(changed.datas.packs[0].count).toBe(4);
    const before = await t.digest();
    const stale = await t.post('/api/standingOrder/update', {
      id: so.id,
      version: so.version,
      customerId: c.id,
      packs,
      weekdays: [3],
      startDate: s.day(1),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version.stale', conflict: { version: 2 } });
    expect(await t.digest()).toBe(before);
    const gone = await t.call('admin', 'DELETE', `/api/standingOrder/delete/${so.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ id: so.id, message: 'Langganan berhasil dihapus.' });
    const again = await t.call('admin', 'DELETE', `/api/standingOrder/delete/${so.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Langganan tidak ditemukan.');
    const actions = await t.query<{ action: string }>(
      sql`select action from audit_log where entity = 'standingOrder' and entity_id = ${so.id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a bad one with 422 on its field, and changes nothing', async () => {
    const { p, k, c, packs } = await scene();
    const raw = (await t.ok('/api/bahanBaku/add', { name: `Bahan Langganan ${s.next()}`, unit: 'kg' })).datas;
    const inactive = await s.product(4000, []);
    await t.query(sql`update products set active = false where id = ${inactive.id}`);
    const good = { customerId: c.id, packs, weekdays: [1], startDate: s.day(1) };
    const line = (productId: number, bucket = 'frozen') => ({ productId, bucket, qtyPerPack: 1 });
    // The code on the field: the server's own rules by name; the contract's (null) only that the field is named.
    const cases: Array<[string, Json, number, string, string | null]> = [
      ['both schedules', { ...good, everyDays: 3 }, 422, 'weekdays', 'standingOrder.schedule'],
      ['no schedule', { ...good, weekdays: null }, 422, 'weekdays', 'standingOrder.schedule'],
      [
        'no schedule (left out)',
        { customerId: c.id, packs, startDate: s.day(1) },
        422,
        'weekdays',
        'standingOrder.schedule',
      ],
      ['an end before the start', { ...good, endDate: s.day(0) }, 422, 'endDate', 'date.beforeStart'],
      ['an unknown customer', { ...good, customerId: 999999 }, 422, 'customerId', 'reference.notFound'],
      [
        'an unknown product',
        { ...good, packs: [{ materialId: k.id, count: 1, lines: [line(999999)] }] },
        422,
        'packs.0.lines.0.productId',
        'reference.notFound',
      ],
      [
        'an unknown pack material',
        { ...good, packs: [{ materialId: 999999, count: 1, lines: [line(p.id)] }] },
        422,
        'packs.0.materialId',
        'reference.notFound',
      ],
      [
        'a raw material as the pack',
        { ...good, packs: [{ materialId: raw.id, count: 1, lines: [line(p.id)] }] },
        422,
        'packs.0.materialId',
        'reference.notFound',
      ],
      [
        'an inactive product',
        { ...good, packs: [{ materialId: k.id, count: 1, lines: [line(inactive.id)] }] },
        422,
        'packs.0.lines.0.productId',
        'product.inactive',
      ],
      [
        'a product twice in a bucket of a pack',
        { ...good, packs: [{ materialId: k.id, count: 1, lines: [line(p.id), line(p.id)] }] },
        422,
        'packs.0.lines.1.productId',
        'order.duplicateProduct',
      ],
      [
        'a quantity of zero',
        { ...good, packs: [{ materialId: k.id, count: 1, lines: [{ ...line(p.id), qtyPerPack: 0 }] }] },
        422,
        'packs.0.lines.0.qtyPerPack',
        'validation.min',
      ],
      ['a day off twice', { ...good, skipDates: [s.day(8), s.day(8)] }, 422, 'skipDates', null],
      ['a weekday 8', { ...good, weekdays: [8] }, 422, 'weekdays', null],
      ['every 0 days', { ...good, weekdays: undefined, everyDays: 0 }, 422, 'everyDays', null],
      ['no packs', { ...good, packs: [] }, 422, 'packs', null],
      ['an extra field', { ...good, price: 1 }, 422, 'price', null],
    ];
    const before = await t.digest();
    for (const [what, body, status, field, code] of cases) {
      const res = await t.post('/api/standingOrder/add', body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      const fields = Object.keys(res.json().errors ?? {});
      expect(
        fields.some((f) => f === field || f.startsWith(`${field}.`)),
        `${what}: ${res.body}`,
      ).toBe(true);
      if (code) expect(res.json().fieldCodes[field].code, `${what}: ${res.body}`).toBe(code);
    }
    const so = await add(good);
    const afterAdd = await t.digest();
    const update = await t.post('/api/standingOrder/update', {
      ...good,
      id: so.id,
      version: so.version,
      everyDays: 2,
    });
    expect(update.statusCode).toBe(422);
    expect(update.json().fieldCodes.weekdays.code).toBe('standingOrder.schedule');
    expect(await t.digest()).toBe(afterAdd);
    const missing = await t.post('/api/standingOrder/update', { ...good, id: 999999, version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(before).not.toBe(afterAdd);
  });

  it('keeps the customer, product and pack it uses from deletion (409), with the standing order named', async () => {
    const { p, c } = await scene(0);
    // A box never restocked nor ordered, a product never stocked nor sold: only the standing order uses them.
    const k = await s.box(500, []);
    const packs = [
      { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 1 }] },
    ];
    await add({ customerId: c.id, packs, weekdays: [1], startDate: s.day(1) });
    const customer = await t.call('admin', 'DELETE', `/api/customer/delete/${c.id}`);
    expect(customer.statusCode).toBe(409);
    expect(customer.json()).toMatchObject({
      code: 'record.inUse',
      params: { rule: 'customer.standingOrders' },
    });
    expect(customer.json().message).toBe(`Customer ${c.name} masih memiliki 1 langganan.`);
    const product = await t.call('admin', 'DELETE', `/api/product/delete/${p.id}`);
    expect(product.statusCode).toBe(409);
    expect(product.json()).toMatchObject({ params: { rule: 'product.standingOrders' } });
    const box = await t.call('admin', 'DELETE', `/api/packaging/delete/${k.id}`);
    expect(box.statusCode).toBe(409);
    expect(box.json()).toMatchObject({ params: { rule: 'packaging.standingOrders' } });
  });

  it('follows the rights of /standing-order: the cashier adds but may not change or delete; without it, 403', async () => {
    const { c, packs } = await scene();
    const res = await t.call('kasir', 'POST', '/api/standingOrder/add', {
      customerId: c.id,
      packs,
      weekdays: [4],
      startDate: s.day(1),
    });
    expect(res.statusCode, res.body).toBe(200);
    const so = res.json().datas as Json;
    expect((await t.call('kasir', 'POST', '/api/standingOrder/list', {})).statusCode).toBe(200);
    const change = await t.call('kasir', 'POST', '/api/standingOrder/update', {
      id: so.id,
      version: so.version,
      customerId: c.id,
      packs,
      weekdays: [5],
      startDate: s.day(1),
    });
    expect(change.statusCode).toBe(403);
    expect((await t.call('kasir', 'DELETE', `/api/standingOrder/delete/${so.id}`)).statusCode).toBe(403);
    expect((await t.call('staff', 'DELETE', `/api/standingOrder/delete/${so.id}`)).statusCode).toBe(403);
    expect((await t.call(null, 'POST', '/api/standingOrder/list', {})).statusCode).toBe(401);
    // The cashier's group without the menu: every operation of the tag is refused.
    const revoke = sql`delete from group_menus gm using menus m, auth_groups g
      where gm.menu_id = m.id and m.url = '/standing-order' and gm.group_id = g.id and g.name = 'Default'`;
    await t.query(revoke);
    try {
      for (const [method, url] of [
        ['POST', '/api/standingOrder/list'],
        ['POST', '/api/standingOrder/add'],
        ['POST', '/api/standingOrder/runs'],
        ['POST', '/api/standingOrder/generate'],
        ['DELETE', `/api/standingOrder/delete/${so.id}`],
      ] as const) {
        const refused = await t.call('kasir', method, url, method === 'POST' ? {} : undefined);
        expect(refused.statusCode, `${url}: ${refused.body}`).toBe(403);
        expect(refused.json().code).toBe('right.missing');
      }
    } finally {
      await t.query(sql`insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
        select g.id, m.id, true, false, false from auth_groups g, menus m
        where g.name = 'Default' and m.url = '/standing-order'`);
    }
  });
});

describe('the menu Langganan', () => {
  const grantsOf = (query: (q: ReturnType<typeof sql>) => Promise<Json[]>, url: string) =>
    query(sql`select g.name, gm.can_create as "create", gm.can_update as "update", gm.can_delete as "delete"
      from group_menus gm join auth_groups g on g.id = gm.group_id join menus m on m.id = gm.menu_id
      where m.url = ${url} order by g.name`);

  it('is seeded under Manajemen Transaksi after Data Transaksi, for the groups that add orders, with their rights', async () => {
    const siblings = await t.query<{
      url: string;
    }>(sql`select m.url from menus m join menus h on h.id = m.parent_id
      where h.name = 'Manajemen Transaksi' order by m.sort_order`);
    expect(siblings.map((m) => m.url)).toEqual(['/transaction/data', '/standing-order', '/payment']);
    const orders = await grantsOf(t.query, '/transaction/data');
    expect(await grantsOf(t.query, '/standing-order')).toEqual(orders.filter((g) => g.create));
    expect(orders.map((g) => g.name)).toEqual(['Default', 'Owner', 'Staff', 'Super Admin']);
  });

  it('is added by migration 0031 to a database seeded before it, the same way', async () => {
    const scratch = await scratchDatabase(31);
    try {
      await scratch.exec(`
        insert into menus (name, url, icon, level, parent_id, sort_order) values ('Manajemen Transaksi', null, 'bx-cart', 'header', null, 30);
        insert into menus (name, url, icon, level, parent_id, sort_order)
          select 'Data Transaksi', '/transaction/data', 'bx-cart', 'parent', id, 10 from menus where name = 'Manajemen Transaksi';
        insert into menus (name, url, icon, level, parent_id, sort_order)
          select 'Pembayaran', '/payment', 'bx-money', 'parent', id, 15 from menus where name = 'Manajemen Transaksi';
        insert into auth_groups (name, description) values ('Owner', ''), ('Default', ''), ('Melihat', '');
        insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
          select g.id, m.id, g.name <> 'Melihat', g.name = 'Owner', g.name = 'Owner' from auth_groups g cross join menus m;`);
      const database = await openDatabase({ dataDir: scratch.dataDir, databaseUrl: scratch.url });
      try {
        const query = (q: ReturnType<typeof sql>) => rows<Json>(database.db, q);
        const siblings = await query(sql`select m.url, m.name, m.name_en as "nameEn" from menus m
          join menus h on h.id = m.parent_id where h.name = 'Manajemen Transaksi' order by m.sort_order`);
        expect(siblings).toEqual([
          { url: '/transaction/data', name: 'Data Transaksi', nameEn: null },
          { url: '/standing-order', name: 'Langganan', nameEn: 'Standing Orders' },
          { url: '/payment', name: 'Pembayaran', nameEn: null },
        ]);
        expect(await grantsOf(query, '/standing-order')).toEqual([
          { name: 'Default', create: true, update: false, delete: false },
          { name: 'Owner', create: true, update: true, delete: true },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});

describe('the business profile says when', () => {
  it('reads 1 day ahead at 18:00 at first, takes 1–14 days and an HH:MM time, refuses others (422)', async () => {
    const read = async () => (await t.call('admin', 'GET', '/api/business-profile')).json().datas as Json;
    const profile = await read();
    expect(profile).toMatchObject({ standingOrderLeadDays: 1, standingOrderTime: '18:00' });
    const saved = await t.ok('/api/business-profile/update', {
      version: profile.version,
      name: profile.name,
      standingOrderLeadDays: 2,
      standingOrderTime: '06:30',
    });
    expect(saved.datas).toMatchObject({ standingOrderLeadDays: 2, standingOrderTime: '06:30' });
    // Left out, they stay.
    const kept = await t.ok('/api/business-profile/update', {
      version: saved.datas.version,
      name: profile.name,
    });
    expect(kept.datas).toMatchObject({ standingOrderLeadDays: 2, standingOrderTime: '06:30' });
    for (const bad of [
      { standingOrderLeadDays: 0 },
      { standingOrderLeadDays: 15 },
      { standingOrderTime: '24:00' },
      { standingOrderTime: '7:30' },
    ]) {
      const res = await t.post('/api/business-profile/update', {
        version: kept.datas.version,
        name: profile.name,
        ...bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await read()).toMatchObject({ standingOrderLeadDays: 2, standingOrderTime: '06:30' });
  });
});

describe('making the orders', () => {
  it('by weekdays: tomorrow’s order from the profile’s hour today, an ordinary order of its packs, once', async () => {
    const B = s.day(20);
    const { p, k, c, packs } = await scene();
    const tomorrow = addDays(B, 1);
    const so = await add({
      customerId: c.id,
      packs,
      weekdays: [weekday(tomorrow)],
      startDate: B,
      deliveryTime: '08:00',
      note: 'Titip satpam',
    });
    expect(await runAt(B, '17:59')).toEqual({ created: 0, failed: 0 });
    expect(await runAt(B, '18:00')).toEqual({ created: 1, failed: 0 });
    const [made] = await ordersOf(so.id);
    expect(made).toMatchObject({ date: B, deliveryDate: tomorrow, createdBy: null });
    const list = await t.ok('/api/transaction/list', { customerId: c.id });
    expect(list.datas).toHaveLength(1);
    expect(list.datas[0]).toMatchObject({
      id: made!.id,
      standingOrderId: so.id,
      date: B,
      deliveryDate: tomorrow,
      deliveryTime: '08:00',
      note: 'Titip satpam',
      payment: 'unpaid',
      packing: 'unpacked',
      delivery: 'pending',
      createdBy: null,
      creditHold: null,
      packs: [
        { materialId: k.id, count: 2, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 3, qty: 6 }] },
      ],
    });
    // Frozen stock and the boxes are taken as by any order.
    const [stock] = await t.query<{ frozen: number }>(
      sql`select sum(frozen)::float8 as frozen from product_batches where product_id = ${p.id}`,
    );
    expect(stock!.frozen).toBe(994);
    expect(await daysOf(so.id)).toEqual([
      { date: tomorrow, transactionId: made!.id, errorCode: null, errorParams: null },
    ]);
    // Again, and across midnight: nothing new.
    expect(await runAt(B, '18:30')).toEqual({ created: 0, failed: 0 });
    expect(await runAt(B, '23:59')).toEqual({ created: 0, failed: 0 });
    expect(await runAt(tomorrow, '00:01')).toEqual({ created: 0, failed: 0 });
    expect(await deliveryDays(so.id)).toEqual([tomorrow]);
    // The audit names no user: Pawon made it.
    const [audit] = await t.query<{ userId: number | null }>(
      sql`select user_id as "userId" from audit_log where entity = 'transaction' and entity_id = ${made!.id}`,
    );
    expect(audit).toEqual({ userId: null });
    // An order made by hand has no standing order.
    const own = await t.ok('/api/transaction/add', { customerId: c.id, packs });
    expect(own.datas.standingOrderId).toBeNull();
    const record = (await t.ok('/api/standingOrder/list', { search: c.name })).datas[0];
    expect(record.lastOrder).toEqual({ id: made!.id, number: made!.number, deliveryDate: tomorrow });
  });

  it('counts the day in Jakarta: 23:59 is still today there, 00:01 the next day (UTC says the same day)', async () => {
    const B = s.day(40);
    await settings(1, '00:00');
    const { c, packs } = await scene();
    const so = await add({ customerId: c.id, packs, everyDays: 1, startDate: addDays(B, 2) });
    // At 23:59 the latest day due is tomorrow, before its start.
    expect(await runAt(B, '23:59')).toEqual({ created: 0, failed: 0 });
    // Two minutes later (the same UTC date) it is the next day in Jakarta: the day after is due.
    expect(await runAt(addDays(B, 1), '00:01')).toEqual({ created: 1, failed: 0 });
    expect(await ordersOf(so.id)).toMatchObject([{ date: addDays(B, 1), deliveryDate: addDays(B, 2) }]);
  });

  it('by lead days: two days ahead from the hour, the next day before it', async () => {
    const B = s.day(60);
    await settings(2, '18:00');
    const { c, packs } = await scene();
    const so = await add({ customerId: c.id, packs, everyDays: 1, startDate: B });
    expect(await runAt(B, '10:00')).toEqual({ created: 2, failed: 0 });
    expect(await deliveryDays(so.id)).toEqual([B, addDays(B, 1)]);
    expect(await runAt(B, '18:00')).toEqual({ created: 1, failed: 0 });
    expect(await deliveryDays(so.id)).toEqual([B, addDays(B, 1), addDays(B, 2)]);
    const days = await ordersOf(so.id);
    expect(days.map((o) => o.date)).toEqual([B, B, B]);
  });

  it('every N days from the start, without the days off, within start and end, none while paused', async () => {
    const B = s.day(80);
    await settings(1, '18:00');
    const one = await scene();
    const every3 = await add({ customerId: one.c.id, packs: one.packs, everyDays: 3, startDate: B });
    const two = await scene();
    const skipping = await add({
      customerId: two.c.id,
      packs: two.packs,
      everyDays: 1,
      startDate: B,
      skipDates: [addDays(B, 1), addDays(B, 2)],
    });
    const three = await scene();
    const bounded = await add({
      customerId: three.c.id,
      packs: three.packs,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startDate: addDays(B, 1),
      endDate: addDays(B, 1),
    });
    const four = await scene();
    const paused = await add({
      customerId: four.c.id,
      packs: four.packs,
      everyDays: 1,
      startDate: B,
      paused: true,
    });
    for (let d = 0; d <= 6; d++) await runAt(addDays(B, d), '18:00');
    expect(await deliveryDays(every3.id)).toEqual([B, addDays(B, 3), addDays(B, 6)]);
    expect(await deliveryDays(skipping.id)).toEqual([0, 3, 4, 5, 6, 7].map((d) => addDays(B, d)));
    expect(await deliveryDays(bounded.id)).toEqual([addDays(B, 1)]);
    expect(await deliveryDays(paused.id)).toEqual([]);
    // Unpaused, it makes the days from today on: those passed meanwhile are not made.
    const record = (await t.ok('/api/standingOrder/list', { search: four.c.name })).datas[0];
    await t.ok('/api/standingOrder/update', {
      id: record.id,
      version: record.version,
      customerId: four.c.id,
      packs: four.packs,
      everyDays: 1,
      startDate: B,
      paused: false,
    });
    expect(await runAt(addDays(B, 6), '18:00')).toEqual({ created: 2, failed: 0 });
    expect(await deliveryDays(paused.id)).toEqual([addDays(B, 6), addDays(B, 7)]);
  });

  it('does not make again an order that was deleted; the standing order deleted, its orders stay', async () => {
    const B = s.day(100);
    const { c, packs } = await scene();
    const so = await add({ customerId: c.id, packs, everyDays: 1, startDate: B });
    expect(await runAt(B, '18:00')).toEqual({ created: 2, failed: 0 });
    const [first, second] = await ordersOf(so.id);
    const deleted = await t.call('admin', 'DELETE', `/api/transaction/delete/${first!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await runAt(B, '19:00')).toEqual({ created: 0, failed: 0 });
    expect(await daysOf(so.id)).toEqual([
      { date: B, transactionId: null, errorCode: null, errorParams: null },
      { date: addDays(B, 1), transactionId: second!.id, errorCode: null, errorParams: null },
    ]);
    const runs = await t.ok('/api/standingOrder/runs', { standingOrderId: so.id });
    expect(runs.datas).toMatchObject([
      { date: addDays(B, 1), order: { id: second!.id, number: second!.number }, error: null },
      { date: B, order: null, error: null },
    ]);
    await t.call('admin', 'DELETE', `/api/standingOrder/delete/${so.id}`);
    const [kept] = await t.query<{ standingOrderId: number | null }>(
      sql`select standing_order_id as "standingOrderId" from transactions where id = ${second!.id}`,
    );
    expect(kept).toEqual({ standingOrderId: null });
    expect(await count(`standing_order_days where standing_order_id = ${so.id}`)).toBe(0);
  });

  it('keeps a day refused for short stock with why, tries it again at each run and makes it once stock is there', async () => {
    const B = s.day(120);
    const { p, c, packs } = await scene(0);
    const so = await add({ customerId: c.id, packs, weekdays: [weekday(addDays(B, 1))], startDate: B });
    const orders = await count('transactions');
    expect(await runAt(B, '18:00')).toEqual({ created: 0, failed: 1 });
    expect(await count('transactions')).toBe(orders);
    const [refused] = await daysOf(so.id);
    expect(refused).toMatchObject({
      date: addDays(B, 1),
      transactionId: null,
      errorCode: 'stock.short',
      errorParams: { name: p.name, available: 0, requested: 6 },
    });
    const listed = (await t.ok('/api/standingOrder/list', { failing: true, perPage: 200 })).datas;
    expect(listed.find((r: Json) => r.id === so.id)).toMatchObject({ failing: 1, nextDate: addDays(B, 1) });
    const runs = await t.ok('/api/standingOrder/runs', { standingOrderId: so.id, failed: true });
    expect(runs.datas).toEqual([
      expect.objectContaining({
        standingOrderId: so.id,
        customer: { id: c.id, name: c.name },
        date: addDays(B, 1),
        order: null,
        error: expect.objectContaining({ code: 'stock.short', message: expect.stringContaining(p.name) }),
      }),
    ]);
    expect(runs.datas[0].error.message).toMatch(/^Stok .* tidak cukup: tersedia 0 pcs, diminta 6 pcs\.$/);
    // Tried again, still short; then the stock comes.
    expect(await runAt(B, '20:00')).toEqual({ created: 0, failed: 1 });
    await t.ok('/api/stock/add', { reason: 'opening', productId: p.id, bucket: 'frozen', qty: 10 });
    expect(await runAt(B, '21:00')).toEqual({ created: 1, failed: 0 });
    const [made] = await ordersOf(so.id);
    expect(await daysOf(so.id)).toEqual([
      { date: addDays(B, 1), transactionId: made!.id, errorCode: null, errorParams: null },
    ]);
    expect(await runAt(B, '22:00')).toEqual({ created: 0, failed: 0 });
    const record = (await t.ok('/api/standingOrder/list', { search: c.name })).datas[0];
    expect(record).toMatchObject({ failing: 0, lastOrder: { id: made!.id } });
    expect((await t.ok('/api/standingOrder/runs', { standingOrderId: so.id, failed: true })).total).toBe(0);
  });

  it('does not make a day that has passed, even one that failed', async () => {
    const B = s.day(140);
    const { p, c, packs } = await scene(0);
    const so = await add({ customerId: c.id, packs, everyDays: 1, startDate: B });
    expect(await runAt(B, '18:00')).toEqual({ created: 0, failed: 2 });
    await t.ok('/api/stock/add', { reason: 'opening', productId: p.id, bucket: 'frozen', qty: 100 });
    // The next day at 09:00: B has passed (kept as it failed), B+1 is made.
    expect(await runAt(addDays(B, 1), '09:00')).toEqual({ created: 1, failed: 0 });
    expect(await daysOf(so.id)).toMatchObject([
      { date: B, transactionId: null, errorCode: 'stock.short' },
      { date: addDays(B, 1), errorCode: null },
    ]);
  });

  it('makes no order its customer would be held for: the day keeps standingOrder.creditHold, tried again', async () => {
    const B = s.day(160);
    const { c, packs } = await scene();
    await t.query(sql`update customers set credit_limit = 10000 where id = ${c.id}`);
    const so = await add({ customerId: c.id, packs, weekdays: [weekday(addDays(B, 1))], startDate: B });
    expect(await runAt(B, '18:00')).toEqual({ created: 0, failed: 1 });
    expect(await ordersOf(so.id)).toEqual([]);
    // 2 packs × (box 1,000 + 3 × 5,000) = 32,000 over a limit of 10,000.
    const [day] = await daysOf(so.id);
    expect(day).toMatchObject({
      transactionId: null,
      errorCode: 'standingOrder.creditHold',
      errorParams: { reasons: 'limit', exposure: 32000, limit: 10000, overdueDays: 0 },
    });
    const runs = await t.ok('/api/standingOrder/runs', { standingOrderId: so.id });
    expect(runs.datas[0].error).toEqual({
      code: 'standingOrder.creditHold',
      params: { reasons: 'limit', exposure: 32000, limit: 10000, overdueDays: 0 },
      message:
        'Pesanan tidak dibuat karena customer akan ditahan kredit: piutangnya melewati batas kredit. Dicoba lagi pada pembuatan berikutnya.',
    });
    // The limit raised, the next run makes it.
    await t.query(sql`update customers set credit_limit = null where id = ${c.id}`);
    expect(await runAt(B, '19:00')).toEqual({ created: 1, failed: 0 });
    const [made] = await t.ok('/api/transaction/list', { customerId: c.id }).then((r) => r.datas);
    expect(made).toMatchObject({ standingOrderId: so.id, creditHold: null });
  });

  it('lists the days made and refused, newest first, by customer, filtered; renders each error in Indonesian', async () => {
    const B = s.day(180);
    const short = await scene(0);
    const soShort = await add({ customerId: short.c.id, packs: short.packs, everyDays: 1, startDate: B });
    const good = await scene();
    const soGood = await add({ customerId: good.c.id, packs: good.packs, everyDays: 1, startDate: B });
    expect(await runAt(B, '18:00')).toEqual({ created: 2, failed: 2 });
    const mine = (r: Json) => [soShort.id, soGood.id].includes(r.standingOrderId);
    const all = (await t.ok('/api/standingOrder/runs', { perPage: 200 })).datas.filter(mine);
    expect(all.map((r: Json) => r.date)).toEqual([addDays(B, 1), addDays(B, 1), B, B]);
    const failed = (await t.ok('/api/standingOrder/runs', { failed: true, perPage: 200 })).datas.filter(mine);
    expect(failed.map((r: Json) => [r.standingOrderId, r.error.code])).toEqual([
      [soShort.id, 'stock.short'],
      [soShort.id, 'stock.short'],
    ]);
    const made = (await t.ok('/api/standingOrder/runs', { failed: false, perPage: 200 })).datas.filter(mine);
    expect(
      made.every((r: Json) => r.order !== null && r.error === null && r.standingOrderId === soGood.id),
    ).toBe(true);
    const byCustomer = await t.ok('/api/standingOrder/runs', { search: good.c.name, sortBy: 'customer' });
    expect(byCustomer.total).toBe(2);
    const oldest = await t.ok('/api/standingOrder/runs', { standingOrderId: soGood.id, sortDir: 'asc' });
    expect(oldest.datas.map((r: Json) => r.date)).toEqual([B, addDays(B, 1)]);
  });

  it('a new server on the same database makes nothing again at its start', async () => {
    const B = s.day(220);
    const { c, packs } = await scene();
    const so = await add({ customerId: c.id, packs, everyDays: 1, startDate: B });
    expect(await runAt(B, '18:00')).toEqual({ created: 2, failed: 0 });
    // On PostgreSQL a pool of its own, as another process's; PGlite is one process's database.
    const database = t.databaseUrl
      ? await openDatabase({ dataDir: t.dataDir, databaseUrl: t.databaseUrl, migrate: false })
      : undefined;
    const again = await buildApp({
      db: database?.db ?? t.database.db,
      config: { ...loadConfig({}), dataDir: t.dataDir, appDist: path.join(t.dataDir, 'no-app') },
    });
    try {
      const orders = await count('transactions');
      await startStandingOrderSchedule(again, fakeClock(at(B, '18:05')).clock);
      expect(await deliveryDays(so.id)).toEqual([B, addDays(B, 1)]);
      expect(await count('transactions')).toBe(orders);
      // Its start-up run did run: a day due since is made by its next start.
      await again.standingOrders.stop();
      const later = await scene();
      const other = await add({ customerId: later.c.id, packs: later.packs, everyDays: 1, startDate: B });
      await startStandingOrderSchedule(again, fakeClock(at(B, '18:10')).clock);
      expect(await deliveryDays(other.id)).toEqual([B, addDays(B, 1)]);
      expect(await deliveryDays(so.id)).toEqual([B, addDays(B, 1)]);
    } finally {
      await again.close();
      await database?.close();
    }
  });
});

/**
 * A clock a test moves: timers fire when `advance` passes their time (as backupSchedule.test.ts's), each run let to
 * end (`settle`) before the next timer is looked for, as its end sets that timer.
 */
function fakeClock(start: Date, settle: () => Promise<void> = async () => undefined) {
  let now = start.getTime();
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let ids = 0;
  const clock: Clock = {
    now: () => new Date(now),
    setTimer(run, ms) {
      const id = ++ids;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer(handle) {
      timers = timers.filter((x) => x.id !== handle);
    },
  };
  return {
    clock,
    pending: () => timers.length,
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((x) => x !== due);
        now = due.at;
        due.run();
        await settle();
        for (let i = 0; i < 5; i++) await Promise.resolve();
      }
      now = end;
    },
  };
}

describe('the daily run', () => {
  afterAll(() => t.app.standingOrders.stop());

  it('runs at start-up for the days missed, then at the profile’s hour; a new hour saved re-aims it', async () => {
    const B = s.day(240);
    const { c, packs } = await scene();
    const so = await add({ customerId: c.id, packs, everyDays: 1, startDate: addDays(B, -3) });
    const fake = fakeClock(at(B, '12:00'), () => t.app.standingOrders.idle());
    await startStandingOrderSchedule(t.app, fake.clock);
    // At start-up, before 18:00: today's order (the days before have passed).
    expect(await deliveryDays(so.id)).toEqual([B]);
    const job = t.app.standingOrders;
    expect(job.schedule?.next()?.toISOString()).toBe(at(B, '18:00').toISOString());
    await fake.advance(5 * 3600_000);
    await job.idle();
    expect(await deliveryDays(so.id)).toEqual([B]);
    await fake.advance(3600_000);
    await job.idle();
    expect(await deliveryDays(so.id)).toEqual([B, addDays(B, 1)]);
    expect(job.schedule?.next()?.toISOString()).toBe(at(addDays(B, 1), '18:00').toISOString());
    // The profile saved with another hour: the timer follows at once.
    const profile = (await t.call('admin', 'GET', '/api/business-profile')).json().datas as Json;
    await t.ok('/api/business-profile/update', {
      version: profile.version,
      name: profile.name,
      standingOrderTime: '19:30',
    });
    await job.idle();
    expect(job.schedule?.next()?.toISOString()).toBe(at(B, '19:30').toISOString());
    // 19:30 today makes nothing new (tomorrow's is made); 19:30 tomorrow makes the day after's.
    await fake.advance(25 * 3600_000);
    await job.idle();
    expect(await deliveryDays(so.id)).toEqual([B, addDays(B, 1)]);
    await fake.advance(3600_000);
    await job.idle();
    expect(await deliveryDays(so.id)).toEqual([B, addDays(B, 1), addDays(B, 2)]);
    await job.stop();
    expect(job.schedule?.next() ?? null).toBeNull();
    expect(fake.pending()).toBe(0);
  });

  it('is what standingOrder/generate does now, with the real clock', async () => {
    await settings(1, '00:00');
    const { c, packs } = await scene();
    const so = await add({ customerId: c.id, packs, everyDays: 1, startDate: s.today });
    const res = await t.ok('/api/standingOrder/generate');
    expect(res.datas).toEqual({ created: 2, failed: 0 });
    expect(res.message).toBe('Pesanan langganan: 2 dibuat, 0 gagal dibuat (lihat riwayatnya).');
    expect(await deliveryDays(so.id)).toEqual([s.today, s.day(1)]);
    expect((await t.ok('/api/standingOrder/generate')).datas).toEqual({ created: 0, failed: 0 });
  });
});
