/**
 * The history of changes (Riwayat perubahan, decision 030): the audit log read back for Super Admin and Owner, each
 * change with who, when, the record in words and a before → after per field; filtered and paged on the server; read
 * only, in the contract and in the database.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../src/lib/dates.js';
import { openDatabase } from '../src/db/index.js';
import { loadContract } from '../src/openapi.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';
import { scratchDatabase } from './support.js';

const t = useTestApp();
const s = sceneBuilder(t, 'Riwayat', 'RWY');

const history = (body: Json = {}, role = 'admin') => t.ok('/api/change-history/list', body, role);
const changeAt = (entry: Json, ...path: Array<string | number>) =>
  (entry.changes as Json[]).find((c) => JSON.stringify(c.path) === JSON.stringify(path));

describe('history of changes', () => {
  it('shows who changed a price and when, the product by name, the price before and after as money', async () => {
    const p = await s.product(10_000, []);
    const before = (await history({ entity: 'product', entityId: p.id })).datas as Json[];
    expect(before.map((e) => e.action)).toEqual(['create']);

    await t.ok(
      '/api/product/update',
      {
        id: p.id,
        version: p.version,
        code: p.code,
        name: p.name,
        categoryId: p.categoryId,
        price: 12_500,
        unit: p.unit,
      },
      'owner',
    );
    const page = await history({ entity: 'product', entityId: p.id });
    expect(page).toMatchObject({ total: 2, totalCapped: false, page: 1, perPage: 25 });
    const [update, create] = page.datas as Json[];
    expect(update).toMatchObject({
      action: 'update',
      entity: 'product',
      entityId: p.id,
      user: { name: 'Pemilik Pawon' },
      record: { label: `${p.code} – ${p.name}`, exists: true },
      omitted: 0,
    });
    expect(update!.changes).toEqual([{ path: ['price'], kind: 'money', before: 10_000, after: 12_500 }]);
    expect(Date.parse(update!.at as string)).toBeGreaterThan(Date.now() - 120_000);
    // A create lists what the record was made with; the category by name, not its id, and no stamps.
    expect(changeAt(create!, 'price')).toMatchObject({ kind: 'money', before: null, after: 10_000 });
    expect(changeAt(create!, 'category')).toMatchObject({ kind: 'ref', after: { id: p.categoryId } });
    expect(changeAt(create!, 'categoryId')).toBeUndefined();
    expect(changeAt(create!, 'version')).toBeUndefined();
    expect(changeAt(create!, 'active')).toMatchObject({ kind: 'boolean', before: null, after: true });
  });

  it('shows marking an order packed as its state, not its packs and lines rewritten under it (issue 37)', async () => {
    const p = await s.product(5_000, [{ bucket: 'frozen', qty: 20 }]);
    const box = await s.box(1_000, [10]);
    const c = await s.customer();
    const o = (
      await t.ok('/api/transaction/add', {
        customerId: c.id,
        payment: 'unpaid',
        packing: 'unpacked',
        delivery: 'pending',
        packs: [
          { materialId: box.id, count: 2, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 3 }] },
          { materialId: box.id, count: 1, lines: [{ productId: p.id, bucket: 'frozen', qtyPerPack: 1 }] },
        ],
      })
    ).datas;
    await t.ok('/api/transaction/status', { id: o.id, version: o.version, packing: 'packed' });
    const [marked] = (await history({ entity: 'transaction', entityId: o.id })).datas as Json[];
    expect((marked!.changes as Json[]).map((c) => c.path)).toEqual([['packing'], ['packedDate']]);
  });

  it('says which screen a group lost or gained, and which right changed on which screen (issue 37)', async () => {
    const menus = (await t.ok('/api/menu-management/menuList', {})).datas as Json[];
    const [a, b, c] = menus.filter((m) => m.url && m.parentId !== null);
    const group = (
      await t.ok('/api/authorization-group/add', {
        name: 'Grup Riwayat',
        menus: [{ menuId: a!.id }, { menuId: b!.id, create: true }, { menuId: c!.id }],
      })
    ).datas;
    // The first screen taken away, the second's "tambah" revoked: nothing shifts into the first one's place.
    await t.ok('/api/authorization-group/update', {
      id: group.id,
      version: group.version,
      name: group.name,
      menus: [{ menuId: b!.id }, { menuId: c!.id }],
    });
    const [changed] = (await history({ entity: 'group', entityId: group.id })).datas as Json[];
    const changes = changed!.changes as Json[];
    expect(changes).toContainEqual({
      path: ['menus', 1],
      kind: 'ref',
      before: { id: a!.id, name: a!.name },
      after: null,
    });
    // The screen by its name beside the position (the internal address is no change of the group's).
    expect(changes).toContainEqual({
      path: ['menus', 1, 'create'],
      names: [null, b!.name, null],
      kind: 'boolean',
      before: true,
      after: false,
    });
    expect(changes).toHaveLength(2);
  });

  it('names a bare reference while it exists, and keeps the label of a deleted record', async () => {
    const p = await s.product(5_000, [{ bucket: 'fresh', qty: 4 }]);
    const stock = (await history({ entity: 'stock' })).datas as Json[];
    const added = stock.find((e) => (changeAt(e, 'productId')?.after as Json)?.id === p.id)!;
    expect(changeAt(added, 'productId')).toMatchObject({ kind: 'ref', after: { id: p.id, name: p.name } });
    expect(changeAt(added, 'date')).toMatchObject({ kind: 'date', after: s.day(-3) });

    const v = (await t.ok('/api/vendor/add', { name: 'Vendor Riwayat Hapus' })).datas;
    await t.call('admin', 'DELETE', `/api/vendor/delete/${v.id}`);
    const gone = (await history({ entity: 'vendor', entityId: v.id })).datas as Json[];
    expect(gone.map((e) => e.action)).toEqual(['delete', 'create']);
    expect(gone[0]!.record).toEqual({ label: 'Vendor Riwayat Hapus', exists: false });
    expect(changeAt(gone[0]!, 'name')).toMatchObject({ before: 'Vendor Riwayat Hapus', after: null });
  });

  it('filters by user, record type, record and business dates', async () => {
    const c = await s.customer();
    const mine = (await history({ userId: (await me('admin')).id, entity: 'customer' })).datas as Json[];
    expect(mine.some((e) => e.entityId === c.id)).toBe(true);
    expect(mine.every((e) => e.entity === 'customer' && e.user.name === 'Admin Pawon')).toBe(true);
    const owners = (await history({ userId: (await me('owner')).id, entity: 'customer' })).datas;
    expect(owners).toEqual([]);

    const today = (await history({ dateFrom: s.today, dateTo: s.today, entity: 'customer' })).datas;
    expect(today.length).toBeGreaterThan(0);
    // Nothing before the day the demo customers were seeded (the template's day: a file may run after midnight).
    expect((await history({ dateTo: addDays(inject('seedDay'), -1), entity: 'customer' })).datas).toEqual([]);
    expect((await history({ dateFrom: s.day(1) })).datas).toEqual([]);

    // One record needs its type.
    const bad = await t.post('/api/change-history/list', { entityId: c.id });
    expect(bad.statusCode, bad.body).toBe(422);
  });

  it('pages by number and by the keyset cursor alike, newest first or oldest first', async () => {
    for (let i = 0; i < 7; i++)
      await t.ok('/api/ongkir/add', { label: `Zona Halaman ${i}`, price: 1000 + i });
    for (const sortDir of ['desc', 'asc'] as const) {
      const body = { entity: 'ongkir', perPage: 3, sortDir };
      const p1 = await history(body);
      const p2 = await history({ ...body, page: 2 });
      const p3 = await history({ ...body, page: 3 });
      const ids = (page: Json) => (page.datas as Json[]).map((e) => e.id as number);
      expect(ids(p1)).toHaveLength(3);
      expect(new Set([...ids(p1), ...ids(p2), ...ids(p3)]).size).toBe(
        ids(p1).length + ids(p2).length + ids(p3).length,
      );
      const sorted = [...ids(p1), ...ids(p2)];
      expect(sorted).toEqual([...sorted].sort((a, b) => (sortDir === 'desc' ? b - a : a - b)));
      expect(ids(await history({ ...body, page: 2, after: ids(p1).at(-1) }))).toEqual(ids(p2));
      expect(ids(await history({ ...body, page: 2, before: ids(p3)[0] }))).toEqual(ids(p2));
    }
  });

  it('counts at most 10,000 matching rows and says so', async () => {
    await t.query(sql`insert into audit_log (user_id, action, entity, entity_id, after)
      select null, 'create', 'menu', 900000 + g, jsonb_build_object('name', 'Menu ' || g) from generate_series(1, 10005) g`);
    const page = await history({ entity: 'menu' });
    expect(page).toMatchObject({ total: 10_000, totalCapped: true });
    expect((page.datas as Json[])[0]!.record).toMatchObject({ exists: false });
    const last = await history({ entity: 'menu', page: 400 });
    expect(last.datas).toHaveLength(25);
  });

  it('is for Super Admin and Owner: a staff user and a cashier get 403, no session 401', async () => {
    await history({}, 'owner');
    for (const role of ['staff', 'kasir'] as const) {
      for (const url of ['/api/change-history/list', '/api/change-history/users']) {
        expect((await t.post(url, {}, role)).statusCode).toBe(403);
      }
    }
    expect((await t.call(null, 'POST', '/api/change-history/list', {})).statusCode).toBe(401);
    const users = (await t.ok('/api/change-history/users', { search: 'pawon' })).datas as Json[];
    expect(users.map((u) => u.name)).toEqual(expect.arrayContaining(['Admin Pawon', 'Pemilik Pawon']));
  });

  it('leaves out the fields the caller does not own (purchase prices without the material menus)', async () => {
    const menus = await t.query<{ id: number; parentId: number; url: string }>(
      sql`select id, parent_id as "parentId", url from menus where url = '/change-history'`,
    );
    const h = menus[0]!;
    const group = (
      await t.ok('/api/authorization-group/add', {
        name: 'Pembaca Riwayat',
        menus: [{ menuId: h.parentId }, { menuId: h.id }],
      })
    ).datas;
    await t.ok('/api/userApp/add', {
      name: 'Pembaca',
      email: 'pembaca@pawon.test',
      password: 'pembaca-riwayat-1',
      groupIds: [group.id],
    });
    const token = (await t.login('pembaca@pawon.test', 'pembaca-riwayat-1')).json().token as string;
    const box = await s.box(1500, [10], { unitPrice: 700 });
    const find = async (role: string) =>
      ((await history({ entity: 'restock', entityId: box.lots[0] }, role)).datas as Json[])[0]!;
    expect(changeAt(await find('admin'), 'unitPrice')).toMatchObject({ kind: 'money', after: 700 });
    const reader = await find(token);
    expect(changeAt(reader, 'unitPrice')).toBeUndefined();
    expect(changeAt(reader, 'qty')).toMatchObject({ kind: 'quantity', after: 10 });
  });
});

describe('the log cannot be changed', () => {
  it('has no operation that writes, changes or deletes it: the history tag only reads', () => {
    const contract = loadContract();
    const ops = contract.operations.filter((op) => op.tags.includes('history'));
    expect(ops.map((op) => op.operationId).sort()).toEqual(['historyList', 'historyUsers']);
    for (const op of ops) expect(op.access.right).toBe('view');
    // The log's own paths (a price list's `/api/priceList/history` is the list's prices by date, not the log).
    const onLog = contract.operations.filter((op) => /^\/api\/[^/]*(history|audit)/i.test(op.path));
    expect(onLog.every((op) => op.access.right === 'view' && /\/(list|users)$/.test(op.path))).toBe(true);
  });

  it('is refused an UPDATE or DELETE by the database, whatever runs it', async () => {
    const [row] = await t.query<{ id: number; n: number }>(
      sql`select max(id)::int as id, count(*)::int as n from audit_log`,
    );
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.query(statement).then(
        () => 'done',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(sql`update audit_log set action = 'x' where id = ${row!.id}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from audit_log where id = ${row!.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log where false`)).toMatch(/append-only/);
    const [after] = await t.query<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(after!.n).toBe(row!.n);
  });
});

describe('migration 0013 on a database seeded before it', () => {
  it('adds the menu after Profil Usaha, granted to Super Admin and Owner, and keeps the rows logged before', async () => {
    const scratch = await scratchDatabase(13);
    try {
      await scratch.exec(`
        insert into menus (name, url, icon, level, parent_id, sort_order) values ('Pengaturan Aplikasi', null, 'bx-cog', 'header', null, 70);
        insert into menus (name, url, icon, level, parent_id, sort_order)
          select 'Profil Usaha', '/business-profile', 'bx-store-alt', 'parent', id, 50 from menus where name = 'Pengaturan Aplikasi';
        insert into auth_groups (name, description) values ('Super Admin', ''), ('Owner', ''), ('Staff', '');
        insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
          select g.id, m.id, true, true, true from auth_groups g cross join menus m;
        insert into audit_log (user_id, action, entity, entity_id, after) values (null, 'create', 'vendor', 1, '{"name":"Lama"}');`);
      const database = await openDatabase({ dataDir: scratch.dataDir, databaseUrl: scratch.url });
      try {
        const menu = (await database.db.execute(sql`
          select m.name, m.sort_order as "sortOrder", h.name as header,
            (select array_agg(g.name order by g.name) from group_menus gm join auth_groups g on g.id = gm.group_id
             where gm.menu_id = m.id) as groups
          from menus m join menus h on h.id = m.parent_id where m.url = '/change-history'`)) as unknown as {
          rows: Array<Record<string, unknown>>;
        };
        expect(menu.rows).toEqual([
          {
            name: 'Riwayat Perubahan',
            sortOrder: 60,
            header: 'Pengaturan Aplikasi',
            groups: ['Owner', 'Super Admin'],
          },
        ]);
        const kept = (await database.db.execute(
          sql`select count(*)::int as n from audit_log`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        };
        expect(kept.rows[0]!.n).toBe(1);
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});

async function me(role: 'admin' | 'owner'): Promise<Json> {
  const res = await t.call(role, 'GET', '/api/me');
  return res.json().datas as Json;
}
