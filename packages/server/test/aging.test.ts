/**
 * Issue 38, receivables aging at a past day and the customer statement (domains/reports/aging.ts), by hand: three
 * customers' histories over 70 days written through the API (orders, returns, part payments, a payment reversed
 * today, a payment ahead of delivery, a deposit, a return's surplus, a paid order deleted). The API delivers on the
 * day it is called, so the delivery days and due dates of the past are set by SQL after the orders were written
 * (before any payment: nothing else reads them in between). Checked: the buckets at past days, against a brute-force
 * reading of the whole ledger; totals = Σ open; the statement's closing = the aging's balance on `to` for several
 * periods; the export; who may read them.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);
const { post, ok } = t;
const scenes = sceneBuilder(t, 'Piutang', 'PIU');

/** Every page of the aging (200 customers a page) as one answer. */
const aging = async (date: string, search?: string) => {
  const body = { date, perPage: 200, ...(search ? { search } : {}) };
  const first = (await ok('/api/report/aging', body)) as Json;
  const rows = [...(first.rows as Json[])];
  for (let page = 2; rows.length < first.total; page += 1)
    rows.push(...((await ok('/api/report/aging', { ...body, page })) as Json).rows);
  return { ...first, rows } as Json;
};
const rowOf = (a: Json, customerId: number) => (a.rows as Json[]).find((r) => r.customerId === customerId);
const statement = async (customerId: number, from: string, to: string) =>
  (await ok('/api/payment/statement', { customerId, from, to })) as Json;
const ZERO = { notDue: 0, days1to7: 0, days8to30: 0, days31to60: 0, over60: 0 };

/**
 * The figures at the end of `date` from every row, nothing skipped: per customer Σ max(0, owed − paid) of the orders
 * delivered by then, and the balance as Σ owed by them − Σ the payments standing then.
 */
async function bruteForce(date: string) {
  const open = await t.query<{ customerId: number; open: number }>(sql`
    select t.customer_id as "customerId", sum(greatest(0, t.total
      - coalesce((select sum(r.value) from transaction_returns r where r.transaction_id = t.id and r.date <= ${date}::date), 0)
      - coalesce((select sum(a.amount) from payment_allocations a where a.transaction_id = t.id and a.date <= ${date}::date), 0)))::float8 as open
    from transactions t where t.delivered_on <= ${date}::date group by 1`);
  const balance = await t.query<{ customerId: number; balance: number }>(sql`
    select c.id as "customerId",
      (coalesce((select sum(t.total - coalesce((select sum(r.value) from transaction_returns r
                   where r.transaction_id = t.id and r.date <= ${date}::date), 0))
                 from transactions t where t.customer_id = c.id and t.delivered_on <= ${date}::date), 0)
       - coalesce((select sum(p.amount) from payments p where p.customer_id = c.id and p.date <= ${date}::date
                   and (p.reversed_on is null or p.reversed_on > ${date}::date)), 0))::float8 as balance
    from customers c`);
  return {
    open: new Map(open.map((r) => [r.customerId, r.open])),
    balance: new Map(balance.map((r) => [r.customerId, r.balance])),
  };
}

describe('receivables aging and statements', () => {
  let product: Json;
  let box: Json;
  const a = { customer: {} as Json, o1: {} as Json, o2: {} as Json, o3: {} as Json, o4: {} as Json };
  const b = { customer: {} as Json, o5: {} as Json };
  const c = { customer: {} as Json, o6: {} as Json };
  // D's order O7, paid ahead, then moved to E and delivered there today.
  const d = { customer: {} as Json, o7: {} as Json };
  const e = { customer: {} as Json };
  let returned3 = 0;
  let returned5 = 0;
  let p2 = 0;

  /** An order of `qty` pcs in one box, delivered (today, by the API) or not. */
  const order = async (customerId: number, date: string, qty: number, delivered = true): Promise<Json> =>
    (
      await ok('/api/transaction/add', {
        customerId,
        date,
        payment: 'unpaid',
        packing: delivered ? 'packed' : 'unpacked',
        delivery: delivered ? 'delivered' : 'pending',
        packs: [
          {
            materialId: box.id,
            count: 1,
            lines: [{ productId: product.id, bucket: 'frozen', qtyPerPack: qty }],
          },
        ],
      })
    ).datas;
  const deliveredOn = (o: Json, delivered: number, due: number) =>
    t.query(sql`update transactions set delivered_on = ${day(delivered)}::date, due_date = ${day(due)}::date
                where id = ${o.id}`);
  const giveBack = async (o: Json, date: string, qty: number) => {
    const after = (
      await ok('/api/transaction/return/add', {
        transactionId: o.id,
        date,
        reason: 'Rusak di jalan',
        lines: [{ lineId: o.packs[0].lines[0].id, qty, destination: 'waste' }],
      })
    ).datas;
    return (after.returns as Json[]).reduce((s, r) => s + r.value, 0) as number;
  };
  const pay = async (customerId: number, date: string, amount: number, allocations?: Json[]) =>
    (
      await ok('/api/payment/add', {
        customerId,
        date,
        amount,
        method: 'transfer',
        reference: `BCA ${date}`,
        ...(allocations ? { allocations } : {}),
      })
    ).datas as Json;

  beforeAll(async () => {
    product = await scenes.product(10_000, [{ bucket: 'frozen', qty: 500, date: -100 }]);
    box = await scenes.box(1_000, [100], { date: -100 });
    a.customer = await scenes.customer({ phone: '081234567890' });
    b.customer = await scenes.customer();
    c.customer = await scenes.customer();
    // Customer A: O1 delivered on day −70, due −62; O2 on −40, due −26; O3 on −10, due +4; O4 (day −5) not delivered.
    a.o1 = await order(a.customer.id, day(-70), 10);
    a.o2 = await order(a.customer.id, day(-40), 5);
    a.o3 = await order(a.customer.id, day(-10), 4);
    a.o4 = await order(a.customer.id, day(-5), 2, false);
    await deliveredOn(a.o1, -70, -62);
    await deliveredOn(a.o2, -40, -26);
    await deliveredOn(a.o3, -10, 4);
    // Customer B: O5 delivered on −20 (due then); customer C: O6 (day −4) not delivered.
    b.o5 = await order(b.customer.id, day(-20), 3);
    await deliveredOn(b.o5, -20, -20);
    c.o6 = await order(c.customer.id, day(-4), 1, false);

    // A: a return of 1 pc of O3 on −8; part of O1 paid on −50; O2 paid on −30 (reversed today); O4 paid ahead on −3;
    // 25,000 more on −2 with no order to pay: a deposit.
    returned3 = await giveBack(a.o3, day(-8), 1);
    await pay(a.customer.id, day(-50), 30_000, [{ orderId: a.o1.id, amount: 30_000 }]);
    p2 = (await pay(a.customer.id, day(-30), a.o2.total, [{ orderId: a.o2.id, amount: a.o2.total }])).id;
    await pay(a.customer.id, day(-3), a.o4.total, [{ orderId: a.o4.id, amount: a.o4.total }]);
    await pay(a.customer.id, day(-2), 25_000, []);
    await ok(`/api/payment/delete/${p2}`, { reason: 'Transfer ditolak bank' });
    // B: O5 paid in full on −15, 1 pc returned on −12: the surplus goes back to the deposit today.
    await pay(b.customer.id, day(-15), b.o5.total);
    returned5 = await giveBack(b.o5, day(-12), 1);
    // C: O6 paid on −3, then deleted today: the money stays as C's deposit.
    await pay(c.customer.id, day(-3), c.o6.total);
    expect((await t.call('admin', 'DELETE', `/api/transaction/delete/${c.o6.id}`)).statusCode).toBe(200);
    // D: O7 taken on −6, paid ahead on −5; today moved to E (D's money goes back to D's deposit) and delivered.
    d.customer = await scenes.customer();
    e.customer = await scenes.customer();
    d.o7 = await order(d.customer.id, day(-6), 3, false);
    await pay(d.customer.id, day(-5), d.o7.total, [{ orderId: d.o7.id, amount: d.o7.total }]);
    d.o7 = (
      await ok('/api/transaction/update', {
        id: d.o7.id,
        version: (
          await t.query<{ version: number }>(sql`select version from transactions where id = ${d.o7.id}`)
        )[0]!.version,
        customerId: e.customer.id,
        packing: 'packed',
        delivery: 'delivered',
      })
    ).datas;
  });

  it("sets each order's figures at past days into their buckets", async () => {
    const { o1, o2, o3, o4 } = a;
    expect(o1.total).toBe(101_000);
    // Day −65: O1 delivered, due in 3 days, nothing paid.
    expect(rowOf(await aging(day(-65)), a.customer.id)).toMatchObject({
      ...ZERO,
      notDue: o1.total,
      open: o1.total,
      credit: 0,
      balance: o1.total,
      phone: a.customer.phone,
    });
    // Day −45: O1 17 days late, 30,000 paid on it (a part payment); O2 not delivered yet.
    expect(rowOf(await aging(day(-45)), a.customer.id)).toMatchObject({
      ...ZERO,
      days8to30: o1.total - 30_000,
      open: o1.total - 30_000,
      credit: 0,
    });
    // Day −20: O1 42 days late; O2 paid (its payment not reversed yet).
    expect(rowOf(await aging(day(-20)), a.customer.id)).toMatchObject({
      ...ZERO,
      days31to60: o1.total - 30_000,
      open: o1.total - 30_000,
      credit: 0,
    });
    // Day −9: O3 delivered, its return dated −8 not yet.
    expect(rowOf(await aging(day(-9)), a.customer.id)).toMatchObject({
      days31to60: o1.total - 30_000,
      notDue: o3.total,
    });
    // Day −1: O1 61 days late; O3 less its return; O4 paid ahead and the deposit are credit.
    const before = o1.total - 30_000 + o3.total - returned3;
    expect(rowOf(await aging(day(-1)), a.customer.id)).toMatchObject({
      ...ZERO,
      notDue: o3.total - returned3,
      over60: o1.total - 30_000,
      open: before,
      credit: o4.total + 25_000,
      balance: before - o4.total - 25_000,
    });
    // Today: the reversal counts from its day: O2 (26 days late) is open again.
    expect(rowOf(await aging(today), a.customer.id)).toMatchObject({
      notDue: o3.total - returned3,
      days8to30: o2.total,
      over60: o1.total - 30_000,
      open: before + o2.total,
      credit: o4.total + 25_000,
      balance: before + o2.total - o4.total - 25_000,
    });
    expect(returned3).toBe(10_000);
  });

  it("counts a return's surplus and a deleted order's payment as money ahead, from their days", async () => {
    // B: nothing open from −15 (paid); from −12 the return leaves 10,000 paid beyond what O5 owes.
    expect(rowOf(await aging(day(-13)), b.customer.id)).toBeUndefined();
    expect(rowOf(await aging(day(-16)), b.customer.id)).toMatchObject({
      days1to7: b.o5.total,
      balance: b.o5.total,
    });
    for (const d of [day(-12), day(-1), today])
      expect(rowOf(await aging(d), b.customer.id)).toMatchObject({
        ...ZERO,
        open: 0,
        credit: returned5,
        balance: -returned5,
      });
    // C: paid on −3 for an order deleted today: money ahead before and after.
    expect(rowOf(await aging(day(-4)), c.customer.id)).toBeUndefined();
    for (const d of [day(-3), today])
      expect(rowOf(await aging(d), c.customer.id)).toMatchObject({
        open: 0,
        credit: c.o6.total,
        balance: -c.o6.total,
      });
  });

  it("keeps money paid ahead on an order moved to another customer the payer's, at every day", async () => {
    for (const n of [-5, -3, -1])
      expect(rowOf(await aging(day(n)), d.customer.id), `${n}`).toMatchObject({
        open: 0,
        credit: d.o7.total,
        balance: -d.o7.total,
      });
    expect(rowOf(await aging(day(-1)), e.customer.id)).toBeUndefined();
    expect(rowOf(await aging(today), d.customer.id)).toMatchObject({ open: 0, credit: d.o7.total });
    expect(rowOf(await aging(today), e.customer.id)).toMatchObject({
      ...ZERO,
      notDue: d.o7.total,
      open: d.o7.total,
      credit: 0,
    });
  });

  it('agrees with the whole ledger at every day, totals = Σ open balances, sorted by balance', async () => {
    for (let n = -72; n <= 0; n += 1) {
      const d = day(n);
      const [report, brute] = [await aging(d), await bruteForce(d)];
      const rows = report.rows as Json[];
      for (const r of rows) {
        expect(r.open, `${d} ${r.customer}`).toBe(brute.open.get(r.customerId) ?? 0);
        expect(r.balance, `${d} ${r.customer}`).toBe(brute.balance.get(r.customerId) ?? 0);
        expect(r.open).toBe(r.notDue + r.days1to7 + r.days8to30 + r.days31to60 + r.over60);
      }
      // Every customer owing or owed something is there.
      const listed = new Set(rows.map((r) => r.customerId));
      for (const [id, balance] of brute.balance)
        if (balance !== 0) expect(listed.has(id), `${d} ${id}`).toBe(true);
      const open = [...brute.open.values()].reduce((s, v) => s + v, 0);
      expect(report.totals.open, d).toBe(open);
      for (const f of [
        'notDue',
        'days1to7',
        'days8to30',
        'days31to60',
        'over60',
        'open',
        'credit',
        'balance',
      ])
        expect(report.totals[f], `${d} ${f}`).toBe(rows.reduce((s, r) => s + r[f], 0));
      for (let i = 1; i < rows.length; i += 1)
        expect(rows[i - 1]!.balance).toBeGreaterThanOrEqual(rows[i]!.balance);
    }
  });

  it('pages and sorts on the server; the count and totals are of every customer, whatever the page', async () => {
    const d = day(-1);
    const all = await aging(d);
    expect(all.total).toBe(all.rows.length);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const page2 = (await ok('/api/report/aging', { date: d, perPage: 2, page: 2 })) as Json;
    expect(page2).toMatchObject({ total: all.total, page: 2, perPage: 2, totals: all.totals });
    expect(page2.rows).toEqual(all.rows.slice(2, 4));
    const byName = (await ok('/api/report/aging', { date: d, sortBy: 'customer', perPage: 200 })) as Json;
    const names = (byName.rows as Json[]).map((r) => r.customer.toLowerCase());
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const leastOver60 = (await ok('/api/report/aging', {
      date: d,
      sortBy: 'over60',
      sortDir: 'asc',
      perPage: 200,
    })) as Json;
    const over60 = (leastOver60.rows as Json[]).map((r) => r.over60);
    expect(over60).toEqual([...over60].sort((x, y) => x - y));
    // Past the last page: no rows, the same count and totals.
    const past = (await ok('/api/report/aging', { date: d, perPage: 200, page: 999 })) as Json;
    expect(past).toMatchObject({ rows: [], total: all.total, totals: all.totals });
    for (const bad of [{ perPage: 201 }, { perPage: 'all' }, { sortBy: 'phone' }, { page: 0 }])
      expect((await post('/api/report/aging', { date: d, ...bad })).statusCode, JSON.stringify(bad)).toBe(
        422,
      );
  });

  it('filters customers by name', async () => {
    const found = await aging(today, a.customer.name);
    expect((found.rows as Json[]).map((r) => r.customerId)).toEqual([a.customer.id]);
    expect(found.totals.balance).toBe(rowOf(found, a.customer.id)!.balance);
  });

  it("closes a statement on the customer's aging balance of its last day, for any period", async () => {
    for (const customer of [a.customer, b.customer, c.customer, d.customer, e.customer])
      for (const [from, to] of [
        [-80, -66],
        [-80, -1],
        [-65, -45],
        [-44, -9],
        [-9, -9],
        [-12, 0],
        [-30, 0],
        [0, 0],
      ] as const) {
        const s = await statement(customer.id, day(from), day(to));
        const balanceOn = async (d: string) => rowOf(await aging(d), customer.id)?.balance ?? 0;
        expect(s.opening, `${customer.name} ${from}`).toBe(await balanceOn(day(from - 1)));
        expect(s.closing, `${customer.name} ${to}`).toBe(await balanceOn(day(to)));
        const moves = (s.entries as Json[]).reduce((sum, e) => sum + e.debit - e.credit, 0);
        expect(s.closing).toBe(s.opening + moves);
        expect((s.entries as Json[]).at(-1)?.balance ?? s.opening).toBe(s.closing);
      }
  });

  it("lists a customer's moves by date, then order, return, payment, reversal", async () => {
    const s = await statement(a.customer.id, day(-80), today);
    expect(s).toMatchObject({ customer: { id: a.customer.id, name: a.customer.name }, opening: 0 });
    const shape = (s.entries as Json[]).map((e) => [e.date, e.kind, e.reference, e.debit, e.credit]);
    expect(shape).toEqual([
      [day(-70), 'order', a.o1.number, a.o1.total, 0],
      [day(-50), 'payment', expect.stringMatching(/^PAY-\d+$/), 0, 30_000],
      [day(-40), 'order', a.o2.number, a.o2.total, 0],
      [day(-30), 'payment', `PAY-${p2}`, 0, a.o2.total],
      [day(-10), 'order', a.o3.number, a.o3.total, 0],
      [day(-8), 'return', a.o3.number, 0, returned3],
      [day(-3), 'payment', expect.any(String), 0, a.o4.total],
      [day(-2), 'payment', expect.any(String), 0, 25_000],
      [today, 'reversal', `PAY-${p2}`, a.o2.total, 0],
    ]);
    const entries = s.entries as Json[];
    expect(entries[1]).toMatchObject({ description: `BCA ${day(-50)}`, method: 'transfer' });
    expect(entries[5]!.description).toBe('Rusak di jalan');
    expect(entries[8]!.description).toBe('Transfer ditolak bank');
    expect(entries[0]!.balance).toBe(a.o1.total);
    expect(entries[1]!.balance).toBe(a.o1.total - 30_000);
  });

  it('exports one row per customer and a TOTAL row', async () => {
    const res = await post('/api/report/aging/export', { date: day(-1), format: 'csv', search: 'Piutang' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`umur-piutang-${day(-1)}.csv`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Customer,Telepon,Belum jatuh tempo,Lewat 1–7 hari,Lewat 8–30 hari,Lewat 31–60 hari,Lewat > 60 hari,Piutang,Titipan,Saldo',
    );
    const report = await aging(day(-1), 'Piutang');
    const r = rowOf(report, a.customer.id)!;
    expect(lines).toContain(
      `${r.customer},${a.customer.phone},${r.notDue},0,0,0,${r.over60},${r.open},${r.credit},${r.balance}`,
    );
    expect(lines).toHaveLength(report.rows.length + 2);
    const tt = report.totals;
    expect(lines.at(-1)).toBe(
      `TOTAL,${report.rows.length} customer,${tt.notDue},${tt.days1to7},${tt.days8to30},${tt.days31to60},${tt.over60},${tt.open},${tt.credit},${tt.balance}`,
    );
    const xlsx = await post('/api/report/aging/export', { date: day(-1) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`umur-piutang-${day(-1)}.xlsx`);
  });

  it('is read with /report/aging; the statement with /payment, /data-customer or /report/aging', async () => {
    for (const role of ['kasir', 'staff'] as const) {
      expect((await t.call(role, 'POST', '/api/report/aging', {})).statusCode).toBe(403);
      expect((await t.call(role, 'POST', '/api/report/aging/export', {})).statusCode).toBe(403);
    }
    expect((await t.call('owner', 'POST', '/api/report/aging', {})).statusCode).toBe(200);
    const body = { customerId: a.customer.id, from: day(-10), to: today };
    expect((await t.call('kasir', 'POST', '/api/payment/statement', body)).statusCode).toBe(200);
    expect((await t.call(null, 'POST', '/api/payment/statement', body)).statusCode).toBe(401);
    // A group with the dashboard only.
    const menus = (await ok('/api/menu-management/menuList', {})).datas as Json[];
    const dashboard = menus.find((m) => m.url === '/dashboard')!;
    const group = (
      await ok('/api/authorization-group/add', {
        name: 'Grup Dasbor Piutang',
        menus: [{ menuId: dashboard.id }],
      })
    ).datas;
    await ok('/api/userApp/add', {
      name: 'Pengamat Piutang',
      email: 'pengamat.piutang@pawon.test',
      password: 'pengamat-piutang-1',
      groupIds: [group.id],
    });
    const login = await t.login('pengamat.piutang@pawon.test', 'pengamat-piutang-1');
    const token = login.json().token as string;
    expect((await t.call(token, 'POST', '/api/payment/statement', body)).statusCode).toBe(403);
    expect((await t.call(token, 'POST', '/api/report/aging', {})).statusCode).toBe(403);
  });

  it('refuses an unknown customer (404), a period ending before it starts or after today (422)', async () => {
    const unknown = await post('/api/payment/statement', { customerId: 987_654, from: day(-3), to: today });
    expect(unknown.statusCode).toBe(404);
    const backwards = await post('/api/payment/statement', {
      customerId: a.customer.id,
      from: day(-1),
      to: day(-3),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({
      code: 'date.beforeStart',
      params: { rule: 'period' },
      errors: { to: [expect.any(String)] },
    });
    const later = await post('/api/payment/statement', {
      customerId: a.customer.id,
      from: day(-1),
      to: day(1),
    });
    expect(later.statusCode).toBe(422);
    expect((await post('/api/report/aging', { date: day(1) })).json().code).toBe('date.afterToday');
  });
});

describe('a statement longer than one holds', () => {
  it('is refused on its period (422 statement.tooLong), not cut and not a 500; one move less is answered', async () => {
    const c = await scenes.customer();
    // 10,000 small payments on one day, written straight into the table (each a deposit: nothing to pay).
    await t.query(sql`insert into payments (customer_id, date, amount, method)
      select ${c.id}, ${day(-2)}::date, 1, 'tunai' from generate_series(1, 10000)`);
    const full = await ok('/api/payment/statement', { customerId: c.id, from: day(-2), to: today });
    expect(full.entries).toHaveLength(10_000);
    expect(full.closing).toBe(-10_000);
    await t.query(
      sql`insert into payments (customer_id, date, amount, method) values (${c.id}, ${day(-1)}::date, 1, 'tunai')`,
    );
    const over = await post('/api/payment/statement', { customerId: c.id, from: day(-2), to: today });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'statement.tooLong',
      params: { max: 10_000 },
      errors: { to: [expect.any(String)] },
    });
    expect(over.json().message).toContain('10.000');
    // A shorter period holds it again.
    expect(
      (await ok('/api/payment/statement', { customerId: c.id, from: day(-1), to: today })).entries,
    ).toHaveLength(1);
  });
});
