import { describe, expect, it } from 'vitest';
import { both, useTestApp } from './helpers.js';

const t = useTestApp();

type Menu = { id: number; name: string; url: string | null; level: string };
const menuId = async (url: string) =>
  ((await t.call('admin', 'POST', '/api/menu-management/menuList', {})).json().datas as Menu[]).find(
    (m) => m.url === url,
  )!.id;
const headerOf = async (name: string) =>
  ((await t.call('admin', 'POST', '/api/menu-management/menuList', {})).json().datas as Menu[]).find(
    (m) => m.name === name && m.level === 'header',
  )!.id;

describe('authorization-group', () => {
  it('lists the seeded groups with paging, search, menus and users', async () => {
    const res = await t.call('admin', 'POST', '/api/authorization-group/list', { sortBy: 'name' });
    expect(res.statusCode).toBe(200);
    expect(res.json().datas.map((g: { name: string }) => g.name)).toEqual([
      'Default',
      'Owner',
      'Staff',
      'Super Admin',
    ]);
    const staff = (
      await t.call('admin', 'POST', '/api/authorization-group/list', { search: 'staff' }, 'multipart')
    ).json().datas[0];
    expect(staff.users).toEqual([expect.objectContaining({ email: 'staff@pawon.test' })]);
    expect(staff.menus).toContainEqual(
      expect.objectContaining({ url: '/produksi', view: true, create: true, delete: false }),
    );
  });

  it.each(both)('creates a group whose user sees exactly its menus (%s)', async (enc) => {
    const email = `gudang-${enc}@pawon.test`;
    const user = (
      await t.call('admin', 'POST', '/api/userApp/add', {
        name: `Petugas Gudang ${enc}`,
        email,
        password: 'gudang-gudang-1',
      })
    ).json().datas;
    const stockHeader = await headerOf('Manajemen Stok');
    const body = {
      name: `Gudang ${enc}`,
      description: 'Petugas gudang',
      menus: [
        { menuId: stockHeader },
        { menuId: await menuId('/stock-product'), create: true },
        { menuId: await menuId('/produksi') },
      ],
      userIds: [user.id],
    };
    const res = await t.call('admin', 'POST', '/api/authorization-group/add', body, enc);
    expect(res.statusCode).toBe(200);
    expect(res.json().datas).toMatchObject({ name: `Gudang ${enc}`, userCount: 1 });
    const login = await t.login(email, 'gudang-gudang-1');
    expect(login.json().menus).toEqual([
      expect.objectContaining({
        name: 'Manajemen Stok',
        items: [
          expect.objectContaining({ url: '/stock-product' }),
          expect.objectContaining({ url: '/produksi' }),
        ],
      }),
    ]);
    expect(login.json().rights).toEqual(
      expect.arrayContaining([
        { url: '/stock-product', view: true, create: true, update: false, delete: false },
      ]),
    );

    // Update replaces menus and users; a menu without its header is not shown.
    const g = res.json().datas;
    const upd = await t.call(
      'admin',
      'POST',
      '/api/authorization-group/update',
      {
        id: g.id,
        version: g.version,
        name: g.name,
        menus: [{ menuId: await menuId('/produksi') }],
        userIds: [user.id],
      },
      enc,
    );
    expect(upd.statusCode).toBe(200);
    expect(upd.json().datas.menus).toHaveLength(1);
    expect((await t.login(email, 'gudang-gudang-1')).json().menus).toEqual([]);

    const del = await t.call('admin', 'POST', '/api/authorization-group/delete', { id: g.id }, enc);
    expect(del.json()).toMatchObject({ status: 'success', id: g.id });
  });

  it('refuses duplicates (409), unknown menus or users (422), stale versions (409) and missing groups (404)', async () => {
    expect(
      (await t.call('admin', 'POST', '/api/authorization-group/add', { name: 'owner' })).statusCode,
    ).toBe(409);
    const badMenu = await t.call('admin', 'POST', '/api/authorization-group/add', {
      name: 'X1',
      menus: [{ menuId: 999999 }],
    });
    expect(badMenu.statusCode).toBe(422);
    expect(badMenu.json().errors.menus).toBeDefined();
    const twice = await t.call('admin', 'POST', '/api/authorization-group/add', {
      name: 'X2',
      menus: [{ menuId: 1 }, { menuId: 1 }],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'group.duplicateMenu', params: { field: 'menus' } });
    const badUser = await t.call('admin', 'POST', '/api/authorization-group/add', {
      name: 'X3',
      userIds: [999999],
    });
    expect(badUser.json().errors.userIds).toBeDefined();
    const staff = (await t.call('admin', 'POST', '/api/authorization-group/list', { search: 'Staff' })).json()
      .datas[0];
    const stale = await t.call('admin', 'POST', '/api/authorization-group/update', {
      id: staff.id,
      version: staff.version + 5,
      name: 'Staff',
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (
        await t.call('admin', 'POST', '/api/authorization-group/update', {
          id: 999999,
          version: 1,
          name: 'Z',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('admin', 'POST', '/api/authorization-group/delete', { id: 999999 })).statusCode,
    ).toBe(404);
  });

  it('keeps at least one active Super Admin and the Super Admin group itself', async () => {
    const sa = (await t.call('admin', 'POST', '/api/authorization-group/list', { search: 'Super' })).json()
      .datas[0];
    const emptied = await t.call('admin', 'POST', '/api/authorization-group/update', {
      id: sa.id,
      version: sa.version,
      name: 'Super Admin',
      menus: sa.menus.map((m: { menuId: number }) => ({
        menuId: m.menuId,
        create: true,
        update: true,
        delete: true,
      })),
      userIds: [],
    });
    expect(emptied.statusCode).toBe(409);
    expect(emptied.json().code).toBe('group.lastSuperAdmin');
    const gone = await t.call('admin', 'POST', '/api/authorization-group/delete', { id: sa.id });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ code: 'group.superAdminUndeletable' });
    const after = (await t.call('admin', 'POST', '/api/authorization-group/list', { search: 'Super' })).json()
      .datas[0];
    expect(after).toMatchObject({ version: sa.version, userCount: 1 });
  });

  it('lets owner manage groups but not kasir', async () => {
    expect(
      (await t.call('owner', 'POST', '/api/authorization-group/add', { name: 'Dari Owner' })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('kasir', 'POST', '/api/authorization-group/add', { name: 'Dari Kasir' })).statusCode,
    ).toBe(403);
  });
});
