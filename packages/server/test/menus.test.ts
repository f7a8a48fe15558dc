import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { both, DEMO, useTestApp } from './helpers.js';

const t = useTestApp();

type Menu = {
  id: number;
  name: string;
  nameEn?: string | null;
  url: string | null;
  level: string;
  parentId: number | null;
  version: number;
  depth: number;
};
const menus = async () =>
  (await t.call('admin', 'POST', '/api/menu-management/menuList', {})).json().datas as Menu[];
const byName = async (name: string, level?: string) =>
  (await menus()).find((m) => m.name === name && (!level || m.level === level))!;

describe('menu-management', () => {
  it('lists every menu flat in tree order with parent names and depth', async () => {
    const list = await menus();
    // Issue 39 added Daftar Harga, Langganan, Rencana Produksi, and Manajemen Pembelian with Pesanan Pembelian and
    // Hutang; decision 052 Stok Berisiko; issue 40 the action Tarik Produk, Lokasi Simpan with its action Rilis QC;
    // decision 057 Register Halal and the action Override Halal; issue 41 Token Integrasi and Webhook.
    expect(list).toHaveLength(60);
    // An action follows its screen, one level deeper.
    const data = list.findIndex((m) => m.url === '/transaction/data');
    expect(list[data + 1]).toMatchObject({
      name: 'Tandai Status Pesanan',
      url: '/transaction/status',
      level: 'action',
      depth: list[data]!.depth + 1,
      parentName: 'Data Transaksi',
    });
    expect(list[data + 2]).toMatchObject({
      name: 'Batalkan Pengiriman',
      url: '/transaction/undeliver',
      level: 'action',
      depth: list[data]!.depth + 1,
      parentName: 'Data Transaksi',
    });
    expect(list[0]).toMatchObject({ name: 'Dashboard', level: 'header', depth: 0, parentName: null });
    expect(list[1]).toMatchObject({
      name: 'Ringkasan',
      url: '/dashboard',
      level: 'parent',
      depth: 1,
      parentName: 'Dashboard',
    });
    const search = (
      await t.call('admin', 'POST', '/api/menu-management/menuList', { search: 'bahan baku' })
    ).json();
    expect(
      search.datas.every((m: Menu & { parentName: string }) =>
        /bahan baku/i.test(m.name + m.url + m.parentName),
      ),
    ).toBe(true);
  });

  it.each([
    ['parent', 'header'],
    ['submenu', 'parent'],
  ])('getParent/%s answers the %s menus', async (level, parentLevel) => {
    const res = await t.call('admin', 'POST', `/api/menu-management/getParent/${level}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().datas.length).toBeGreaterThan(0);
    expect(res.json().datas.every((m: Menu) => m.level === parentLevel)).toBe(true);
  });

  it('getParent/action answers the screens: parents and submenus that have a url', async () => {
    const res = await t.call('admin', 'POST', '/api/menu-management/getParent/action');
    const screens = res.json().datas as Menu[];
    expect(screens.map((m) => m.url)).toContain('/transaction/data');
    expect(screens.map((m) => m.url)).toContain('/report');
    expect(screens.every((m) => m.url && (m.level === 'parent' || m.level === 'submenu'))).toBe(true);
  });

  it('adds an action under a screen, granted to Super Admin, never in the sidebar; refuses it elsewhere', async () => {
    const report = await byName('Laporan Penjualan', 'submenu');
    const group = await byName('Laporan', 'parent');
    const add = (body: Record<string, unknown>) => t.call('admin', 'POST', '/api/menu-management/add', body);
    for (const [body, field] of [
      [{ name: 'X', level: 'action', parentId: group.id, url: '/report/x' }, 'parentId'],
      [{ name: 'X', level: 'action', parentId: report.id }, 'url'],
      [{ name: 'X', level: 'action', parentId: report.id, url: '/report/x', icon: 'bx-x' }, 'icon'],
    ] as const) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
    const res = await add({
      name: 'Ekspor Laporan',
      level: 'action',
      parentId: report.id,
      url: '/report/export',
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = (await t.call('admin', 'GET', '/api/me')).json();
    expect(me.rights).toContainEqual(expect.objectContaining({ url: '/report/export', view: true }));
    expect(JSON.stringify(me.menus)).not.toContain('/report/export');
    expect(
      (await t.call('admin', 'POST', '/api/menu-management/delete', { id: res.json().datas.id })).statusCode,
    ).toBe(200);
  });

  it('getParent/header answers nothing, and an unknown level is 422', async () => {
    expect((await t.call('admin', 'POST', '/api/menu-management/getParent/header')).json().datas).toEqual([]);
    expect((await t.call('admin', 'POST', '/api/menu-management/getParent/bogus')).statusCode).toBe(422);
  });

  it.each(both)('adds, updates and deletes a menu with its children (%s)', async (enc) => {
    const header = await t.call(
      'admin',
      'POST',
      '/api/menu-management/add',
      { name: `Gudang ${enc}`, level: 'header', icon: 'bx-store', sortOrder: 90 },
      enc,
    );
    expect(header.statusCode).toBe(200);
    const h = header.json().datas as Menu;
    const parent = await t.call(
      'admin',
      'POST',
      '/api/menu-management/add',
      { name: 'Gudang Beku', level: 'parent', parentId: h.id },
      enc,
    );
    expect(parent.statusCode).toBe(200);
    const p = parent.json().datas as Menu;
    const sub = await t.call(
      'admin',
      'POST',
      '/api/menu-management/add',
      { name: 'Rak', level: 'submenu', parentId: p.id, url: `/gudang/${enc}/rak` },
      enc,
    );
    expect(sub.statusCode).toBe(200);
    expect(sub.json().datas).toMatchObject({ parentName: 'Gudang Beku', depth: 2 });

    const upd = await t.call(
      'admin',
      'POST',
      '/api/menu-management/update',
      { id: p.id, version: p.version, name: 'Gudang Dingin', level: 'parent', parentId: h.id, sortOrder: 5 },
      enc,
    );
    expect(upd.statusCode).toBe(200);
    expect(upd.json().datas).toMatchObject({ name: 'Gudang Dingin', version: p.version + 1 });
    const stale = await t.call(
      'admin',
      'POST',
      '/api/menu-management/update',
      { id: p.id, version: p.version, name: 'X', level: 'parent', parentId: h.id },
      enc,
    );
    expect(stale.statusCode).toBe(409);

    const del = await t.call('admin', 'POST', '/api/menu-management/delete', { id: h.id }, enc);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ id: h.id, ids: [h.id, p.id, sub.json().datas.id] });
    expect((await menus()).some((m) => m.id === p.id)).toBe(false);
  });

  it('keeps an English name (nameEn) through add, list, update and the user tree; blank or absent is null', async () => {
    const header = await t.call('admin', 'POST', '/api/menu-management/add', {
      name: 'Gudang Inggris',
      nameEn: '  Warehouse ',
      level: 'header',
    });
    expect(header.statusCode, header.body).toBe(200);
    const h = header.json().datas as Menu;
    expect(h).toMatchObject({ name: 'Gudang Inggris', nameEn: 'Warehouse' });
    expect(await byName('Gudang Inggris', 'header')).toMatchObject({ nameEn: 'Warehouse' });
    const kept = await t.call('admin', 'POST', '/api/menu-management/update', {
      id: h.id,
      version: h.version,
      name: 'Gudang Inggris',
      level: 'header',
    });
    expect(kept.json().datas).toMatchObject({ nameEn: null, version: h.version + 1 });
    const again = await t.call('admin', 'POST', '/api/menu-management/update', {
      id: h.id,
      version: h.version + 1,
      name: 'Gudang Inggris',
      nameEn: 'Store',
      level: 'header',
    });
    expect(again.json().datas).toMatchObject({ nameEn: 'Store' });
    // The seeded menus have theirs, and a user's own tree (the sidebar) carries them.
    expect(await byName('Data Transaksi')).toMatchObject({ nameEn: 'Orders' });
    const adminId = (await t.call('admin', 'GET', '/api/me')).json().datas.id;
    const tree = (await t.call('admin', 'POST', '/api/menu-management/list', { id: adminId })).json().menus;
    expect(tree.find((m: Menu) => m.name === 'Dashboard')).toMatchObject({ nameEn: 'Dashboard' });
    expect(JSON.stringify(tree)).toContain('"nameEn":"Store"');
    expect((await t.call('admin', 'POST', '/api/menu-management/delete', { id: h.id })).statusCode).toBe(200);
  });

  it('refuses a parent that does not fit the level (422)', async () => {
    const report = await byName('Laporan', 'parent');
    const dashboard = await byName('Dashboard', 'header');
    const cases = [
      [
        { name: 'A', level: 'parent', parentId: report.id },
        /header/,
        'menu.wrongParent',
        { level: 'parent' },
      ],
      [
        { name: 'B', level: 'submenu', parentId: dashboard.id, url: '/b' },
        /parent/,
        'menu.wrongParent',
        { level: 'submenu' },
      ],
      [
        { name: 'C', level: 'header', parentId: dashboard.id },
        /tidak boleh memiliki induk/,
        'menu.headerNoParent',
        {},
      ],
      [{ name: 'D', level: 'parent' }, /wajib memiliki induk/, 'menu.parentRequired', { level: 'parent' }],
      [
        { name: 'E', level: 'submenu', parentId: report.id },
        /URL/,
        'menu.urlRequired',
        { level: 'submenu', field: 'url' },
      ],
      [{ name: 'F', level: 'parent', parentId: 999999 }, /tidak ditemukan/, 'reference.notFound', {}],
    ] as const;
    for (const [body, msg, code, params] of cases) {
      const res = await t.call('admin', 'POST', '/api/menu-management/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toMatch(msg);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        code,
        params: { field: 'parentId', ...params },
      });
    }
    const badIcon = await t.call('admin', 'POST', '/api/menu-management/add', {
      name: 'G',
      level: 'header',
      icon: 'fa-user',
    });
    expect(badIcon.json().errors.icon).toEqual(['Format tidak valid.']);
  });

  it('refuses a duplicate name among siblings and a duplicate url (409)', async () => {
    const dashboard = await byName('Dashboard', 'header');
    const dupName = await t.call('admin', 'POST', '/api/menu-management/add', {
      name: 'ringkasan',
      level: 'parent',
      parentId: dashboard.id,
    });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().errors.name).toBeDefined();
    const dupUrl = await t.call('admin', 'POST', '/api/menu-management/add', {
      name: 'Lain',
      level: 'parent',
      parentId: dashboard.id,
      url: '/dashboard',
    });
    expect(dupUrl.statusCode).toBe(409);
    expect(dupUrl.json().errors.url).toBeDefined();
  });

  it('answers 404 for a missing menu', async () => {
    expect((await t.call('admin', 'POST', '/api/menu-management/delete', { id: 999999 })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.call('admin', 'POST', '/api/menu-management/update', {
          id: 999999,
          version: 1,
          name: 'x',
          level: 'header',
        })
      ).statusCode,
    ).toBe(404);
  });

  it("menu-management/list answers a user their own tree, anyone's only with Menu Management", async () => {
    const kasirId = (await t.call('kasir', 'GET', '/api/me')).json().datas.id;
    const own = await t.call('kasir', 'POST', '/api/menu-management/list', { id: kasirId });
    expect(own.statusCode).toBe(200);
    expect(own.json().menus.map((h: { name: string }) => h.name)).toEqual([
      'Dashboard',
      'Manajemen Transaksi',
    ]);
    expect((await t.call('kasir', 'POST', '/api/menu-management/list', { id: 1 })).statusCode).toBe(403);
    expect((await t.call('owner', 'POST', '/api/menu-management/list', { id: 1 })).statusCode).toBe(403);
    const other = await t.call('admin', 'POST', '/api/menu-management/list', { id: kasirId });
    expect(other.json().menus).toEqual(own.json().menus);
    expect((await t.call('admin', 'POST', '/api/menu-management/list', { id: 999999 })).statusCode).toBe(404);
  });

  it('staff without create right on Menu Management is refused', async () => {
    expect(
      (await t.call('owner', 'POST', '/api/menu-management/add', { name: 'X', level: 'header' })).statusCode,
    ).toBe(403);
  });

  describe('point 15: the administration menus stay', () => {
    it('refuses to delete the Pengaturan Aplikasi header or any of its four screens (409), and changes nothing', async () => {
      const before = await t.digest();
      for (const target of [
        await byName('Pengaturan Aplikasi', 'header'),
        ...(await menus()).filter((m) =>
          ['/menuManagement', '/authorizationGroup', '/user-management', '/position-management'].includes(
            m.url ?? '',
          ),
        ),
      ]) {
        const res = await t.call('admin', 'POST', '/api/menu-management/delete', { id: target.id });
        expect(res.statusCode, target.name).toBe(409);
        expect(res.json().message).toMatch(/^Menu administrasi tidak dapat dihapus: /);
        expect(res.json()).toMatchObject({
          code: 'menu.administrationUndeletable',
          params: { names: expect.stringContaining(target.name) },
        });
      }
      expect(await t.digest()).toBe(before);
      expect((await t.call('admin', 'POST', '/api/userApp/listUser', {})).statusCode).toBe(200);
    });

    it('refuses to change their url, level or parent (409), and lets them be renamed, reordered and get another icon', async () => {
      const header = await byName('Pengaturan Aplikasi', 'header');
      const users = (await menus()).find((m) => m.url === '/user-management')!;
      const dashboard = await byName('Dashboard', 'header');
      const base = {
        id: users.id,
        version: users.version,
        name: users.name,
        level: 'parent',
        parentId: header.id,
        url: '/user-management',
      };
      for (const change of [
        { url: '/pengguna' },
        { parentId: dashboard.id },
        { level: 'submenu', parentId: (await byName('Laporan', 'parent')).id },
      ]) {
        const res = await t.call('admin', 'POST', '/api/menu-management/update', { ...base, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(409);
        expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
        expect(res.json().code).toBe('menu.administrationLocked');
      }
      const headerMove = await t.call('admin', 'POST', '/api/menu-management/update', {
        id: header.id,
        version: header.version,
        name: header.name,
        level: 'parent',
        parentId: dashboard.id,
      });
      expect(headerMove.statusCode).toBe(409);
      const renamed = await t.call('admin', 'POST', '/api/menu-management/update', {
        ...base,
        name: 'Pengguna',
        icon: 'bx-user-circle',
        sortOrder: 5,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().datas).toMatchObject({
        name: 'Pengguna',
        icon: 'bx-user-circle',
        sortOrder: 5,
        url: '/user-management',
      });
      const header2 = await t.call('admin', 'POST', '/api/menu-management/update', {
        id: header.id,
        version: header.version,
        name: 'Pengaturan',
        level: 'header',
        icon: 'bx-wrench',
      });
      expect(header2.statusCode, header2.body).toBe(200);
    });
  });
});

describe('migration 0004: the trace menu in a database seeded before it', () => {
  const statements = fs
    .readFileSync(new URL('../drizzle/0004_trace_menu.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint');
  const apply = async () => {
    for (const statement of statements) await t.query(sql.raw(statement));
  };
  const traceMenu = async () =>
    t.query<{ id: number; parent: number; expensesParent: number; sortOrder: number; last: number }>(
      sql`select t.id, t.parent_id as parent, e.parent_id as "expensesParent", t.sort_order as "sortOrder",
            (select max(sort_order) from menus where parent_id = t.parent_id)::int as last
          from menus t, menus e where t.url = '/report/trace' and e.url = '/report/expenses'`,
    );
  const grantedTo = async () =>
    (
      await t.query<{ name: string; rights: string }>(
        sql`select g.name, concat_ws(',', gm.can_create, gm.can_update, gm.can_delete) as rights
            from group_menus gm join auth_groups g on g.id = gm.group_id join menus m on m.id = gm.menu_id
            where m.url = '/report/trace' order by g.name`,
      )
    ).map((r) => `${r.name}:${r.rights}`);

  it('adds it under the reports, last, with the rights of the sales report; once; the seed already has it', async () => {
    const seeded = await traceMenu();
    expect(seeded).toHaveLength(1);
    const seededGrants = await grantedTo();
    expect(seededGrants).toEqual(['Owner:t,t,t', 'Super Admin:t,t,t']);
    await apply(); // on the seeded database: nothing changes
    expect(await traceMenu()).toEqual(seeded);

    await t.query(sql`delete from menus where url = '/report/trace'`);
    await apply();
    const [added] = await traceMenu();
    expect(added).toMatchObject({ parent: seeded[0]!.expensesParent, sortOrder: added!.last });
    expect(await grantedTo()).toEqual(seededGrants);
    await apply();
    expect(await traceMenu()).toHaveLength(1);
    const owner = await t.login(DEMO.owner.login, DEMO.owner.password);
    expect(JSON.stringify(owner.json().menus)).toContain('/report/trace');
  });
});

describe('migration 0006: the action menus in a database seeded before them', () => {
  const statements = fs
    .readFileSync(new URL('../drizzle/0006_action_menus.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint');
  const apply = async () => {
    for (const statement of statements) await t.query(sql.raw(statement));
  };
  const holders = async (url = '/transaction/undeliver') =>
    (
      await t.query<{ name: string; rights: string }>(
        sql`select g.name, concat_ws(',', gm.can_create, gm.can_update, gm.can_delete) as rights
            from group_menus gm join auth_groups g on g.id = gm.group_id join menus m on m.id = gm.menu_id
            where m.url = ${url} order by g.name`,
      )
    ).map((r) => `${r.name}:${r.rights}`);

  it('adds them under Data Transaksi: undoing a delivery for the groups that could delete orders, marking states for every group with orders; once; the seed already has them', async () => {
    const seeded = await holders();
    expect(seeded).toEqual(['Owner:t,t,t', 'Super Admin:t,t,t']);
    const seededStatus = await holders('/transaction/status');
    expect(seededStatus).toEqual(['Default:t,f,f', 'Owner:t,t,t', 'Staff:t,t,f', 'Super Admin:t,t,t']);
    await apply();
    expect(await holders()).toEqual(seeded);
    expect(await holders('/transaction/status')).toEqual(seededStatus);

    await t.query(sql`delete from menus where url in ('/transaction/undeliver', '/transaction/status')`);
    await apply();
    expect(await holders()).toEqual(seeded);
    expect(await holders('/transaction/status')).toEqual(seededStatus);
    await apply();
    const [menu] = await t.query<{ level: string; parent: string; n: number }>(
      sql`select m.level, p.url as parent, (select count(*)::int from menus where url = '/transaction/undeliver') as n
          from menus m join menus p on p.id = m.parent_id where m.url = '/transaction/undeliver'`,
    );
    expect(menu).toEqual({ level: 'action', parent: '/transaction/data', n: 1 });
  });
});

describe('migration 0022: English menu names in a database seeded before them', () => {
  const statements = fs
    .readFileSync(new URL('../drizzle/0022_menu_name_en.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => !/ALTER TABLE/i.test(statement));
  const names = async () =>
    t.query<{ id: number; name: string; nameEn: string | null; url: string | null }>(
      sql`select id, name, name_en as "nameEn", url from menus order by id`,
    );
  // Menus a later migration added (with their English names, e.g. 0025's Pembayaran) are not this migration's.
  const named = (m: { name: string; url: string | null }) =>
    statements.join('').includes(m.url === null ? `'${m.name}'` : `'${m.url}'`);

  it("gives the seeded menus the seed's English names, leaves a renamed one without, and changes nothing twice", async () => {
    // Every menu the seed wrote (or an earlier test put back through its migration) has its English name.
    const seeded = (await names()).filter((m) => m.nameEn && named(m));
    expect(seeded.length).toBeGreaterThan(30);
    await t.query(sql`update menus set name_en = null`);
    await t.query(sql`update menus set name = 'Produk Jadi' where url = '/items/produk'`);
    for (const statement of statements) await t.query(sql.raw(statement));
    const filled = await names();
    const again = new Map(filled.map((m) => [m.id, m]));
    expect(seeded.filter((m) => again.get(m.id)?.nameEn !== m.nameEn).map((m) => m.name)).toEqual(['Produk']);
    expect(again.get(seeded.find((m) => m.name === 'Produk')!.id)).toMatchObject({
      name: 'Produk Jadi',
      nameEn: null,
    });
    for (const statement of statements) await t.query(sql.raw(statement));
    expect(await names()).toEqual(filled);
  });
});

describe('migration 0035: Stok Berisiko in a database seeded before it', () => {
  const statements = fs
    .readFileSync(new URL('../drizzle/0035_stock_at_risk.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint');
  const apply = async () => {
    for (const statement of statements) await t.query(sql.raw(statement));
  };
  const riskMenu = async () =>
    t.query<{ id: number; parent: number; valuationParent: number; sortOrder: number; last: number }>(
      sql`select r.id, r.parent_id as parent, v.parent_id as "valuationParent", r.sort_order as "sortOrder",
            (select max(sort_order) from menus where parent_id = r.parent_id)::int as last
          from menus r, menus v where r.url = '/report/stock-at-risk' and v.url = '/report/valuation'`,
    );
  const grantedTo = async (url: string) =>
    (
      await t.query<{ name: string; rights: string }>(
        sql`select g.name, concat_ws(',', gm.can_create, gm.can_update, gm.can_delete) as rights
            from group_menus gm join auth_groups g on g.id = gm.group_id join menus m on m.id = gm.menu_id
            where m.url = ${url} order by g.name`,
      )
    ).map((r) => `${r.name}:${r.rights}`);

  it('adds it last under the reports, to the groups of Nilai Persediaan with their rights; once; the seed already has it', async () => {
    const seeded = await riskMenu();
    expect(seeded).toHaveLength(1);
    expect(seeded[0]!.parent).toBe(seeded[0]!.valuationParent);
    const seededGrants = await grantedTo('/report/stock-at-risk');
    expect(seededGrants).toEqual(['Owner:t,t,t', 'Super Admin:t,t,t']);
    await apply(); // on the seeded database: nothing changes
    expect(await riskMenu()).toEqual(seeded);

    // A group that sees Nilai Persediaan only, without changes: it gets Stok Berisiko the same way.
    const [valuation] = await t.query<{ id: number }>(
      sql`select id from menus where url = '/report/valuation'`,
    );
    const group = (
      await t.ok('/api/authorization-group/add', {
        name: 'Grup Nilai Persediaan',
        menus: [{ menuId: valuation!.id }],
      })
    ).datas;
    await t.query(sql`delete from menus where url = '/report/stock-at-risk'`);
    await apply();
    const [added] = await riskMenu();
    expect(added).toMatchObject({ parent: seeded[0]!.valuationParent, sortOrder: added!.last });
    expect(await grantedTo('/report/stock-at-risk')).toEqual(await grantedTo('/report/valuation'));
    expect(await grantedTo('/report/stock-at-risk')).toContain(`${group.name}:f,f,f`);
    await apply();
    expect(await riskMenu()).toHaveLength(1);
    const owner = await t.login(DEMO.owner.login, DEMO.owner.password);
    expect(JSON.stringify(owner.json().menus)).toContain('/report/stock-at-risk');
  });
});

describe('migration 0042: Token Integrasi in a database seeded before it', () => {
  // Its menu statements only: the rest (the table, the audit column) is applied once with the migration.
  const statements = fs
    .readFileSync(new URL('../drizzle/0042_integration_tokens.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => /INSERT INTO "(menus|group_menus)"/.test(statement));
  const apply = async () => {
    for (const statement of statements) await t.query(sql.raw(statement));
  };
  const tokenMenu = async () =>
    t.query<{ id: number; parent: number; profileParent: number; level: string }>(
      sql`select t.id, t.parent_id as parent, p.parent_id as "profileParent", t.level
          from menus t, menus p where t.url = '/integration-token' and p.url = '/business-profile'`,
    );
  const grantedTo = async () =>
    (
      await t.query<{ name: string; rights: string }>(
        sql`select g.name, concat_ws(',', gm.can_create, gm.can_update, gm.can_delete) as rights
            from group_menus gm join auth_groups g on g.id = gm.group_id join menus m on m.id = gm.menu_id
            where m.url = '/integration-token' order by g.name`,
      )
    ).map((r) => `${r.name}:${r.rights}`);

  it('adds it under Pengaturan Aplikasi for Super Admin and Owner; once; the seed already has it', async () => {
    expect(statements).toHaveLength(2);
    const seeded = await tokenMenu();
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ parent: seeded[0]!.profileParent, level: 'parent' });
    expect(await grantedTo()).toEqual(['Owner:t,t,t', 'Super Admin:t,t,t']);
    await apply(); // on the seeded database: nothing changes
    expect(await tokenMenu()).toEqual(seeded);

    await t.query(sql`delete from menus where url = '/integration-token'`);
    await apply();
    const added = await tokenMenu();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ parent: seeded[0]!.profileParent, level: 'parent' });
    expect(await grantedTo()).toEqual(['Owner:t,t,t', 'Super Admin:t,t,t']);
    await apply();
    expect(await tokenMenu()).toHaveLength(1);
    const owner = await t.login(DEMO.owner.login, DEMO.owner.password);
    expect(JSON.stringify(owner.json().menus)).toContain('/integration-token');
  });
});
