import { describe, expect, it } from 'vitest';
import { both, useTestApp } from './helpers.js';

const t = useTestApp();

type Menu = { id: number; name: string; url: string | null; level: string; parentId: number | null; version: number; depth: number };
const menus = async () => (await t.call('admin', 'POST', '/api/menu-management/menuList', {})).json().datas as Menu[];
const byName = async (name: string, level?: string) => (await menus()).find((m) => m.name === name && (!level || m.level === level))!;

describe('menu-management', () => {
  it('lists every menu flat in tree order with parent names and depth', async () => {
    const list = await menus();
    expect(list).toHaveLength(34);
    expect(list[0]).toMatchObject({ name: 'Dashboard', level: 'header', depth: 0, parentName: null });
    expect(list[1]).toMatchObject({ name: 'Ringkasan', url: '/dashboard', level: 'parent', depth: 1, parentName: 'Dashboard' });
    const search = (await t.call('admin', 'POST', '/api/menu-management/menuList', { search: 'bahan baku' })).json();
    expect(search.datas.every((m: Menu & { parentName: string }) => /bahan baku/i.test(m.name + m.url + m.parentName))).toBe(true);
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

  it('getParent/header answers nothing, and an unknown level is 422', async () => {
    expect((await t.call('admin', 'POST', '/api/menu-management/getParent/header')).json().datas).toEqual([]);
    expect((await t.call('admin', 'POST', '/api/menu-management/getParent/bogus')).statusCode).toBe(422);
  });

  it.each(both)('adds, updates and deletes a menu with its children (%s)', async (enc) => {
    const header = await t.call('admin', 'POST', '/api/menu-management/add', { name: `Gudang ${enc}`, level: 'header', icon: 'bx-store', sortOrder: 90 }, enc);
    expect(header.statusCode).toBe(200);
    const h = header.json().datas as Menu;
    const parent = await t.call('admin', 'POST', '/api/menu-management/add', { name: 'Gudang Beku', level: 'parent', parentId: h.id }, enc);
    expect(parent.statusCode).toBe(200);
    const p = parent.json().datas as Menu;
    const sub = await t.call('admin', 'POST', '/api/menu-management/add', { name: 'Rak', level: 'submenu', parentId: p.id, url: `/gudang/${enc}/rak` }, enc);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().datas).toMatchObject({ parentName: 'Gudang Beku', depth: 2 });

    const upd = await t.call('admin', 'POST', '/api/menu-management/update', { id: p.id, version: p.version, name: 'Gudang Dingin', level: 'parent', parentId: h.id, sortOrder: 5 }, enc);
    expect(upd.statusCode).toBe(200);
    expect(upd.json().datas).toMatchObject({ name: 'Gudang Dingin', version: p.version + 1 });
    const stale = await t.call('admin', 'POST', '/api/menu-management/update', { id: p.id, version: p.version, name: 'X', level: 'parent', parentId: h.id }, enc);
    expect(stale.statusCode).toBe(409);

    const del = await t.call('admin', 'POST', '/api/menu-management/delete', { id: h.id }, enc);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ id: h.id, ids: [h.id, p.id, sub.json().datas.id] });
    expect((await menus()).some((m) => m.id === p.id)).toBe(false);
  });

  it('refuses a parent that does not fit the level (422)', async () => {
    const report = await byName('Laporan', 'parent');
    const dashboard = await byName('Dashboard', 'header');
    const cases = [
      [{ name: 'A', level: 'parent', parentId: report.id }, /header/],
      [{ name: 'B', level: 'submenu', parentId: dashboard.id, url: '/b' }, /parent/],
      [{ name: 'C', level: 'header', parentId: dashboard.id }, /tidak boleh memiliki induk/],
      [{ name: 'D', level: 'parent' }, /wajib memiliki induk/],
      [{ name: 'E', level: 'submenu', parentId: report.id }, /URL/],
      [{ name: 'F', level: 'parent', parentId: 999999 }, /tidak ditemukan/],
    ] as const;
    for (const [body, msg] of cases) {
      const res = await t.call('admin', 'POST', '/api/menu-management/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toMatch(msg);
    }
    const badIcon = await t.call('admin', 'POST', '/api/menu-management/add', { name: 'G', level: 'header', icon: 'fa-user' });
    expect(badIcon.json().errors.icon).toEqual(['Format tidak valid.']);
  });

  it('refuses a duplicate name among siblings and a duplicate url (409)', async () => {
    const dashboard = await byName('Dashboard', 'header');
    const dupName = await t.call('admin', 'POST', '/api/menu-management/add', { name: 'ringkasan', level: 'parent', parentId: dashboard.id });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().errors.name).toBeDefined();
    const dupUrl = await t.call('admin', 'POST', '/api/menu-management/add', { name: 'Lain', level: 'parent', parentId: dashboard.id, url: '/dashboard' });
    expect(dupUrl.statusCode).toBe(409);
    expect(dupUrl.json().errors.url).toBeDefined();
  });

  it('answers 404 for a missing menu', async () => {
    expect((await t.call('admin', 'POST', '/api/menu-management/delete', { id: 999999 })).statusCode).toBe(404);
    expect((await t.call('admin', 'POST', '/api/menu-management/update', { id: 999999, version: 1, name: 'x', level: 'header' })).statusCode).toBe(404);
  });

  it('menu-management/list answers a user their own tree, anyone\'s only with Menu Management', async () => {
    const kasirId = (await t.call('kasir', 'GET', '/api/me')).json().datas.id;
    const own = await t.call('kasir', 'POST', '/api/menu-management/list', { id: kasirId });
    expect(own.statusCode).toBe(200);
    expect(own.json().menus.map((h: { name: string }) => h.name)).toEqual(['Dashboard', 'Manajemen Transaksi']);
    expect((await t.call('kasir', 'POST', '/api/menu-management/list', { id: 1 })).statusCode).toBe(403);
    expect((await t.call('owner', 'POST', '/api/menu-management/list', { id: 1 })).statusCode).toBe(403);
    const other = await t.call('admin', 'POST', '/api/menu-management/list', { id: kasirId });
    expect(other.json().menus).toEqual(own.json().menus);
    expect((await t.call('admin', 'POST', '/api/menu-management/list', { id: 999999 })).statusCode).toBe(404);
  });

  it('staff without create right on Menu Management is refused', async () => {
    expect((await t.call('owner', 'POST', '/api/menu-management/add', { name: 'X', level: 'header' })).statusCode).toBe(403);
  });
});
