/**
 * Issue 15 §4, a delivered order stays delivered: a plain update cannot change its packs, lines, customer, date,
 * packing or take it back to pending; undoing a delivery is its own operation with its own right and a reason in the
 * audit log; goods that come back are returns, bounded by what was delivered, back into a bucket or written off, and a
 * negative line in the sales report and the dashboard of their date.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applySummaries, markOrder } from '../src/domains/books/reportSummaries.js';
import { getOrder } from '../src/domains/orders/sales.js';
import { addDays, businessDate } from '../src/lib/dates.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);
const { post, ok } = t;

const scenes = sceneBuilder(t, 'Retur', 'RET');

/** An order marked delivered while unpacked, as orders were before issue 37: its row set, its summaries kept. */
async function deliveredAsBefore(id: number): Promise<Json> {
  return t.database.db.transaction(async (tx) => {
    const mark = await markOrder(tx, id);
    await tx.execute(
      sql`update transactions set delivery = 'delivered', version = version + 1 where id = ${id}`,
    );
    await applySummaries(tx, mark);
    return getOrder(tx, id);
  });
}

/** A delivered order of 2 packs × (3 frozen + 2 fresh) of a product at Rp 5.000, from batches made 3 and 2 days ago. */
async function deliveredOrder(opts: { date?: string; payment?: 'paid' | 'unpaid' } = {}) {
  const p = await scenes.product(5_000, [
    { bucket: 'frozen', qty: 4, date: -3 },
    { bucket: 'frozen', qty: 10, date: -2 },
    { bucket: 'fresh', qty: 10, date: -2 },
  ]);
  const batches = p.batches as number[];
  const k = await scenes.box(1_000, [10]);
  const c = await scenes.customer();
  const o = (
    await ok('/api/transaction/add', {
      customerId: c.id,
      date: opts.date ?? day(-1),
      payment: opts.payment ?? 'paid',
      packing: 'packed',
      delivery: 'delivered',
      packs: [
        {
          materialId: k.id,
          count: 2,
          lines: [
            { productId: p.id, bucket: 'frozen', qtyPerPack: 3 },
            { productId: p.id, bucket: 'fresh', qtyPerPack: 2 },
          ],
        },
      ],
    })
  ).datas as Json;
  const [frozenLine, freshLine] = o.packs[0].lines as Json[];
  return { o, p, k, c, batches, frozenLine: frozenLine!, freshLine: freshLine! };
}

const stockOf = async (productId: number) =>
  (
    await t.query<{ fresh: number; frozen: number; ledger: number }>(sql`
      select (select sum(fresh)::float8 from product_batches where product_id = ${productId}) as fresh,
        (select sum(frozen)::float8 from product_batches where product_id = ${productId}) as frozen,
        (select sum(qty)::float8 from product_ledger where product_id = ${productId}) as ledger`)
  )[0]!;

describe('a delivered order', () => {
  it('refuses a plain update of its packs, lines, customer, date, packing or delivery (409 on the field), and changes nothing', async () => {
    const { o, k, p, frozenLine } = await deliveredOrder();
    const other = (
      await ok('/api/customer/add', { name: `Pelanggan Lain ${scenes.next()}`, category: 'konsumen' })
    ).datas;
    const base = { id: o.id, version: o.version };
    const before = await t.digest();
    const cases: Array<[Json, string]> = [
      [
        {
          packs: [
            { materialId: k.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 3 }] },
          ],
        },
        'packs',
      ],
      [
        {
          packs: [
            {
              materialId: k.id,
              count: 2,
              lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: frozenLine.qtyPerPack }],
            },
          ],
        },
        'packs',
      ],
      [{ customerId: other.id }, 'customerId'],
      [{ date: day(-2) }, 'date'],
      [{ packing: 'unpacked' }, 'packing'],
      [{ delivery: 'pending' }, 'delivery'],
    ];
    for (const [change, field] of cases) {
      const res = await post('/api/transaction/update', { ...base, ...change });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(409);
      expect(res.json().message).toContain('sudah dikirim');
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(res.json()).toMatchObject({
        code: 'order.deliveredLocked',
        params: { number: o.number, fields: expect.any(String) },
        fieldCodes: { [field]: { code: 'order.deliveredLocked', params: { field } } },
      });
    }
    // Several at once: each named.
    const many = await post('/api/transaction/update', {
      ...base,
      customerId: other.id,
      delivery: 'pending',
    });
    expect(Object.keys(many.json().errors).sort()).toEqual(['customerId', 'delivery']);
    expect(await t.digest()).toBe(before);
  });

  it('still takes a change of payment, note and delivery time, also when the unchanged packs are re-sent', async () => {
    const { o, p } = await deliveredOrder({ payment: 'unpaid' });
    const stock = await stockOf(p.id);
    const packs = o.packs.map((pk: Json) => ({
      materialId: pk.materialId,
      count: pk.count,
      lines: pk.lines.map((l: Json) => ({
        productId: l.productId,
        bucket: l.bucket,
        qtyPerPack: l.qtyPerPack,
      })),
    }));
    const res = await ok('/api/transaction/update', {
      id: o.id,
      version: o.version,
      date: o.date,
      customerId: o.customerId,
      packing: 'packed',
      delivery: 'delivered',
      payment: 'paid',
      note: 'Lunas transfer',
      deliveryTime: '16:00',
      packs,
    });
    expect(res.datas).toMatchObject({
      payment: 'paid',
      note: 'Lunas transfer',
      deliveryTime: '16:00',
      total: o.total,
    });
    // Same lines (ids kept), same stock.
    expect(res.datas.packs[0].lines.map((l: Json) => l.id)).toEqual(o.packs[0].lines.map((l: Json) => l.id));
    expect(await stockOf(p.id)).toEqual(stock);
  });

  it('cannot be deleted directly (409)', async () => {
    const { o } = await deliveredOrder();
    const res = await t.call('owner', 'DELETE', `/api/transaction/delete/${o.id}`);
    expect(res.statusCode).toBe(409);
  });
});

describe('undoing a delivery ("Batalkan pengiriman")', () => {
  it('without the "Batalkan Pengiriman" right the cashier and Staff get 403 and nothing changes', async () => {
    const { o } = await deliveredOrder();
    // Signing in writes the audit log: sign in first.
    await t.tokenOf('kasir');
    await t.tokenOf('staff');
    const before = await t.digest();
    for (const role of ['kasir', 'staff'] as const) {
      const res = await post(
        '/api/transaction/undeliver',
        { id: o.id, version: o.version, reason: 'Salah klik' },
        role,
      );
      expect(res.statusCode, role).toBe(403);
    }
    expect(await t.digest()).toBe(before);
  });

  it('is its own right, the action menu /transaction/undeliver: neither the delete right gives it nor lacking it takes it', async () => {
    const grant = (group: string, given: boolean) =>
      t.query(
        given
          ? sql`insert into group_menus (group_id, menu_id)
                select g.id, m.id from auth_groups g, menus m where g.name = ${group} and m.url = '/transaction/undeliver'`
          : sql`delete from group_menus gm using auth_groups g, menus m
                where gm.group_id = g.id and g.name = ${group} and gm.menu_id = m.id and m.url = '/transaction/undeliver'`,
      );
    const [action] = await t.query<{ level: string; parent: string }>(sql`
      select m.level, p.url as parent from menus m join menus p on p.id = m.parent_id where m.url = '/transaction/undeliver'`);
    expect(action).toEqual({ level: 'action', parent: '/transaction/data' });
    // Seeded like the old rule: the groups with the delete right on orders (Super Admin, Owner) have it, Staff not.
    const holders = await t.query<{ name: string }>(sql`
      select g.name from group_menus gm join auth_groups g on g.id = gm.group_id join menus m on m.id = gm.menu_id
      where m.url = '/transaction/undeliver' order by g.name`);
    expect(holders.map((h) => h.name)).toEqual(['Owner', 'Super Admin']);

    const first = await deliveredOrder();
    const second = await deliveredOrder();
    await grant('Owner', false);
    await grant('Staff', true);
    try {
      // The owner keeps the delete right on /transaction/data but not the action: 403.
      const owner = await post(
        '/api/transaction/undeliver',
        { id: first.o.id, version: first.o.version, reason: 'Salah klik' },
        'owner',
      );
      expect(owner.statusCode).toBe(403);
      // Staff has no delete right on orders, but has the action: allowed.
      const staff = await ok(
        '/api/transaction/undeliver',
        { id: second.o.id, version: second.o.version, reason: 'Kurir kembali' },
        'staff',
      );
      expect(staff.datas).toMatchObject({ id: second.o.id, delivery: 'pending' });
      // The action is a right, not a screen: it is in the rights, never in the sidebar's tree.
      const me = await t.call('staff', 'GET', '/api/me');
      expect(me.json().rights).toContainEqual(
        expect.objectContaining({ url: '/transaction/undeliver', view: true }),
      );
      expect(JSON.stringify(me.json().menus)).not.toContain('/transaction/undeliver');
    } finally {
      await grant('Staff', false);
      await grant('Owner', true);
    }
  });

  it('needs a reason (422), a current version (409) and a delivered order (409)', async () => {
    const { o } = await deliveredOrder();
    const blank = await post('/api/transaction/undeliver', { id: o.id, version: o.version, reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty('reason');
    const missing = await post('/api/transaction/undeliver', { id: o.id, version: o.version });
    expect(missing.statusCode).toBe(422);
    const stale = await post('/api/transaction/undeliver', { id: o.id, version: o.version + 1, reason: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(
      (await post('/api/transaction/undeliver', { id: 999_999, version: 1, reason: 'x' })).statusCode,
    ).toBe(404);
    const undone = await ok(
      '/api/transaction/undeliver',
      { id: o.id, version: o.version, reason: 'x' },
      'owner',
    );
    const again = await post('/api/transaction/undeliver', {
      id: o.id,
      version: undone.datas.version,
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toHaveProperty('delivery');
  });

  it('puts the order back to pending with who and why in the audit log; then it may be changed and deleted', async () => {
    const { o, p } = await deliveredOrder();
    const stock = await stockOf(p.id);
    const res = await ok(
      '/api/transaction/undeliver',
      { id: o.id, version: o.version, reason: 'Pesanan belum sampai, kurir kembali' },
      'owner',
    );
    expect(res.datas).toMatchObject({ id: o.id, delivery: 'pending', version: o.version + 1 });
    expect(await stockOf(p.id)).toEqual(stock);
    const [log] = await t.query<{ action: string; who: string; reason: string; was: string }>(sql`
      select a.action, u.email as who, a.after->>'reason' as reason, a.before->>'delivery' as was
      from audit_log a join users u on u.id = a.user_id
      where a.entity = 'transaction' and a.entity_id = ${o.id} order by a.id desc limit 1`);
    expect(log).toEqual({
      action: 'undeliver',
      who: 'owner@pawon.test',
      reason: 'Pesanan belum sampai, kurir kembali',
      was: 'delivered',
    });
    const del = await t.call('owner', 'DELETE', `/api/transaction/delete/${o.id}`);
    expect(del.statusCode, del.body).toBe(200);
    // Everything it took is back: 4 + 10 frozen, 10 fresh, and the ledger sums to the stock.
    expect(await stockOf(p.id)).toEqual({ fresh: 10, frozen: 14, ledger: 24 });
  });
});

describe('returns', () => {
  it('bound each line by what was delivered less earlier returns (422 on lines.N.qty), and refuse foreign lines', async () => {
    const { o, frozenLine, freshLine } = await deliveredOrder();
    const add = (lines: Json[]) =>
      post('/api/transaction/return/add', { transactionId: o.id, reason: 'Rusak', lines });
    const over = await add([{ lineId: frozenLine.id, qty: 6.001, destination: 'waste' }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['lines.0.qty'][0]).toContain('paling banyak 6 pcs');
    expect(over.json()).toMatchObject({
      code: 'return.tooMuch',
      params: { field: 'lines.0.qty', available: 6, delivered: 6, returned: 0, unit: 'pcs' },
      fieldCodes: { 'lines.0.qty': { code: 'return.tooMuch' } },
    });
    // Two lines of one request share the bound.
    const split = await add([
      { lineId: frozenLine.id, qty: 4, destination: 'waste' },
      { lineId: frozenLine.id, qty: 3, destination: 'frozen' },
    ]);
    expect(split.statusCode).toBe(422);
    expect(split.json().errors).toHaveProperty(['lines.1.qty']);
    const foreign = await add([{ lineId: 999_999, qty: 1, destination: 'waste' }]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty(['lines.0.lineId']);
    expect(foreign.json().code).toBe('return.foreignLine');
    await ok('/api/transaction/return/add', {
      transactionId: o.id,
      reason: 'Kemasan sobek',
      lines: [{ lineId: frozenLine.id, qty: 5, destination: 'waste' }],
    });
    const rest = await add([
      { lineId: frozenLine.id, qty: 2, destination: 'waste' },
      { lineId: freshLine.id, qty: 1, destination: 'waste' },
    ]);
    expect(rest.statusCode).toBe(422);
    expect(rest.json().errors['lines.0.qty'][0]).toContain('sudah diretur 5 pcs');
    expect(rest.json()).toMatchObject({ code: 'return.tooMuch', params: { available: 1, returned: 5 } });
  });

  it('are refused on an order not delivered (409), before its date, or without a reason (422)', async () => {
    const { o, frozenLine } = await deliveredOrder({ date: day(-1) });
    const line = { lineId: frozenLine.id, qty: 1, destination: 'waste' };
    const early = await post('/api/transaction/return/add', {
      transactionId: o.id,
      date: day(-2),
      reason: 'x',
      lines: [line],
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toHaveProperty('date');
    const blank = await post('/api/transaction/return/add', {
      transactionId: o.id,
      reason: '  ',
      lines: [line],
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ code: 'return.reasonRequired', params: { field: 'reason' } });
    await ok('/api/transaction/undeliver', { id: o.id, version: o.version, reason: 'Koreksi' });
    const pending = await post('/api/transaction/return/add', {
      transactionId: o.id,
      reason: 'x',
      lines: [line],
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toContain('belum dikirim');
    expect(pending.json()).toMatchObject({
      code: 'return.notDelivered',
      params: { number: o.number },
      fieldCodes: { transactionId: { code: 'return.notDelivered' } },
    });
    expect(
      (await post('/api/transaction/return/add', { transactionId: 999_999, reason: 'x', lines: [line] }))
        .statusCode,
    ).toBe(404);
  });

  it('need the update right to record and the delete right to delete (the cashier gets 403)', async () => {
    const { o, frozenLine } = await deliveredOrder();
    const body = {
      transactionId: o.id,
      reason: 'x',
      lines: [{ lineId: frozenLine.id, qty: 1, destination: 'waste' }],
    };
    expect((await post('/api/transaction/return/add', body, 'kasir')).statusCode).toBe(403);
    const recorded = await ok('/api/transaction/return/add', body, 'staff');
    const id = recorded.datas.returns[0].id;
    expect((await t.call('staff', 'DELETE', `/api/transaction/return/delete/${id}`)).statusCode).toBe(403);
    expect((await t.call('owner', 'DELETE', `/api/transaction/return/delete/${id}`)).statusCode).toBe(200);
    expect((await t.call('owner', 'DELETE', `/api/transaction/return/delete/${id}`)).statusCode).toBe(404);
  });

  it('put stock back into the chosen bucket of the batches the line came from, or write it off; the books balance', async () => {
    const { o, p, batches, frozenLine, freshLine } = await deliveredOrder();
    // The frozen line took 4 from the first batch and 2 from the second; the fresh line 4 from the fresh batch.
    expect(await stockOf(p.id)).toEqual({ fresh: 6, frozen: 8, ledger: 14 });
    const res = await ok('/api/transaction/return/add', {
      transactionId: o.id,
      date: today,
      reason: 'Pelanggan mengembalikan',
      lines: [
        { lineId: frozenLine.id, qty: 5, destination: 'fresh' },
        { lineId: freshLine.id, qty: 1.5, destination: 'waste' },
      ],
    });
    const ret = res.datas.returns[0];
    expect(ret).toMatchObject({
      transactionId: o.id,
      number: o.number,
      date: today,
      reason: 'Pelanggan mengembalikan',
      value: 5 * 5_000 + 1.5 * 5_000,
      itemCount: 6.5,
      createdBy: { name: 'Admin Pawon' },
    });
    expect(ret.lines).toMatchObject([
      {
        lineId: frozenLine.id,
        productId: p.id,
        bucket: 'frozen',
        qty: 5,
        destination: 'fresh',
        unitPrice: 5_000,
        value: 25_000,
      },
      { lineId: freshLine.id, qty: 1.5, destination: 'waste', value: 7_500 },
    ]);
    // 5 back as fresh: 4 into the oldest batch the line took from, 1 into the next. Waste changes no stock.
    const held = await t.query<{ id: number; fresh: number; frozen: number }>(
      sql`select id, fresh::float8 as fresh, frozen::float8 as frozen from product_batches where product_id = ${p.id} order by id`,
    );
    expect(held).toEqual([
      { id: batches[0], fresh: 4, frozen: 0 },
      { id: batches[1], fresh: 1, frozen: 8 },
      { id: batches[2], fresh: 6, frozen: 0 },
    ]);
    expect(await stockOf(p.id)).toEqual({ fresh: 11, frozen: 8, ledger: 19 });
    const ledger = await t.query<{ reason: string; qty: number; transactionId: number }>(sql`
      select reason, qty::float8 as qty, transaction_id as "transactionId" from product_ledger
      where product_id = ${p.id} and note like 'Retur %' order by id`);
    expect(ledger).toEqual([
      { reason: 'return', qty: 4, transactionId: o.id },
      { reason: 'return', qty: 1, transactionId: o.id },
    ]);
    // The order shows it; the list of returns too; the order's version moved on.
    expect(res.datas.version).toBe(o.version + 1);
    const page = await ok('/api/transaction/return/list', { transactionId: o.id });
    expect(page).toMatchObject({ total: 1, datas: [{ id: ret.id, value: 32_500 }] });
    const audit = await t.query<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'transactionReturn' and entity_id = ${ret.id} and action = 'create'`,
    );
    expect(audit[0]!.n).toBe(1);

    // Only what the line took can go back into stock: 1 more of the frozen line is left.
    const more = await post('/api/transaction/return/add', {
      transactionId: o.id,
      reason: 'x',
      lines: [{ lineId: frozenLine.id, qty: 1, destination: 'frozen' }],
    });
    expect(more.statusCode, more.body).toBe(200);

    // Deleting the first return takes out exactly what it put back.
    const del = await t.call('admin', 'DELETE', `/api/transaction/return/delete/${ret.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().datas.returns).toHaveLength(1);
    expect(await stockOf(p.id)).toEqual({ fresh: 6, frozen: 9, ledger: 15 });
  });

  it('go back into stock only as far as the line took from it (a fresh line delivered unpacked before issue 37 took none)', async () => {
    const { o, frozenLine } = await deliveredOrder();
    const first = await ok('/api/transaction/return/add', {
      transactionId: o.id,
      reason: 'x',
      lines: [{ lineId: frozenLine.id, qty: 6, destination: 'frozen' }],
    });
    expect(first.datas.returns).toHaveLength(1);
    // A fresh line of an order delivered without packing took nothing from the batches. Delivering packs now (issue
    // 37), so such an order is one kept from before: made unpacked and pending, then marked delivered in the table.
    const c = (await ok('/api/customer/list', {})).datas[0];
    const pending = (
      await ok('/api/transaction/add', {
        customerId: c.id,
        packs: [
          {
            materialId: o.packs[0].materialId,
            count: 1,
            lines: [{ productId: frozenLine.productId, bucket: 'fresh', qtyPerPack: 1 }],
          },
        ],
      })
    ).datas;
    const unpacked = await deliveredAsBefore(pending.id);
    expect(unpacked).toMatchObject({ packing: 'unpacked', delivery: 'delivered' });
    const res = await post('/api/transaction/return/add', {
      transactionId: unpacked.id,
      reason: 'x',
      lines: [{ lineId: unpacked.packs[0].lines[0].id, qty: 1, destination: 'fresh' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['lines.0.destination'][0]).toContain('dibuang');
    expect(res.json().code).toMatch(/^return\.(notFromStock|partlyFromStock)$/);
  });

  it('cannot be deleted once the stock they put back is used (409), and block undoing the delivery (409)', async () => {
    const { o, p, frozenLine } = await deliveredOrder();
    const res = await ok('/api/transaction/return/add', {
      transactionId: o.id,
      reason: 'x',
      lines: [{ lineId: frozenLine.id, qty: 6, destination: 'fresh' }],
    });
    const undo = await post('/api/transaction/undeliver', {
      id: o.id,
      version: res.datas.version,
      reason: 'x',
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toContain('retur');
    expect(undo.json()).toMatchObject({ code: 'order.hasReturns', params: { count: 1 } });
    // Waste everything fresh: the returned stock is gone.
    await ok('/api/stock/add', { reason: 'waste', productId: p.id, bucket: 'fresh', qty: 12 });
    const before = await t.digest();
    const del = await t.call('admin', 'DELETE', `/api/transaction/return/delete/${res.datas.returns[0].id}`);
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().message).toContain('sudah terpakai');
    expect(del.json()).toMatchObject({
      code: 'return.stockUsed',
      params: { name: p.name, bucket: expect.stringMatching(/^(fresh|frozen)$/), unit: p.unit },
    });
    expect(await t.digest()).toBe(before);
  });

  it('are a negative line in the sales report and the dashboard on their own date', async () => {
    const { o, p, c, frozenLine } = await deliveredOrder({ date: day(-1), payment: 'paid' });
    const report = (body: Json) => ok('/api/report/getReport', body);
    const dash = async () => (await ok('/api/transaction/todayList', {}, 'kasir')).summary;
    const beforeDash = await dash();
    const beforeCustomer = await report({ type: 'customer', today: true });
    await ok('/api/transaction/return/add', {
      transactionId: o.id,
      reason: 'Basi',
      lines: [{ lineId: frozenLine.id, qty: 2, destination: 'waste' }],
    });
    // Product report of today: the return's negative row; yesterday's report of the sale is unchanged.
    const todayProducts = await report({ type: 'product', today: true });
    expect(todayProducts.datas).toContainEqual(
      expect.objectContaining({
        productId: p.id,
        bucket: 'frozen',
        qty: -2,
        revenue: -10_000,
        returned: true,
      }),
    );
    const yesterday = await report({ type: 'product', dateFrom: day(-1), dateTo: day(-1) });
    expect(yesterday.datas.filter((r: Json) => r.productId === p.id)).toEqual([
      expect.objectContaining({ bucket: 'frozen', qty: 6, revenue: 30_000, returned: false }),
      expect.objectContaining({ bucket: 'fresh', qty: 4, revenue: 20_000, returned: false }),
    ]);
    const todayCustomers = await report({ type: 'customer', today: true });
    expect(todayCustomers.datas).toContainEqual(
      expect.objectContaining({ customerId: c.id, orders: 1, items: -2, total: -10_000, returned: true }),
    );
    expect(todayCustomers.totals.total).toBe(beforeCustomer.totals.total - 10_000);
    expect(todayCustomers.totals.returns).toBe((beforeCustomer.totals.returns ?? 0) + 10_000);
    // Paid orders only: still there (the order is paid); unpaid only: not.
    const unpaid = await report({ type: 'product', today: true, payment: 'unpaid' });
    expect(unpaid.datas.some((r: Json) => r.productId === p.id)).toBe(false);
    // Dashboard: today's revenue and items go down by the return, under "paid".
    const after = await dash();
    expect(after.all.revenue.today).toBe(beforeDash.all.revenue.today - 10_000);
    expect(after.paid.revenue.today).toBe(beforeDash.paid.revenue.today - 10_000);
    expect(after.unpaid.revenue.today).toBe(beforeDash.unpaid.revenue.today);
    expect(after.all.items.today).toBe(beforeDash.all.items.today - 2);
    expect(after.all.returns.today).toBe(beforeDash.all.returns.today + 10_000);
    expect(after.all.revenue.yesterday).toBe(beforeDash.all.revenue.yesterday);
  });
});
