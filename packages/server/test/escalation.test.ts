import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/**
 * Issue 7, points 1, 2 and 11: nobody grants what they do not hold; only a Super Admin changes a Super Admin
 * or the Super Admin group, which always keeps every menu with every right.
 */
const t = useTestApp();

type Menu = { id: number; name: string; url: string | null; level: string; parentId: number | null };
type GroupMenu = {
  menuId: number;
  name: string;
  url: string | null;
  create: boolean;
  update: boolean;
  delete: boolean;
};
type Group = { id: number; name: string; version: number; menus: GroupMenu[]; users: Array<{ id: number }> };
type User = {
  id: number;
  name: string;
  email: string;
  version: number;
  active: boolean;
  groups: Array<{ id: number; name: string }>;
};

const allMenus = async () =>
  (await t.call('admin', 'POST', '/api/menu-management/menuList', {})).json().datas as Menu[];
const menuByUrl = async (url: string) => (await allMenus()).find((m) => m.url === url)!;
const group = async (name: string) =>
  (
    (await t.call('admin', 'POST', '/api/authorization-group/list', { perPage: 'all' })).json()
      .datas as Group[]
  ).find((g) => g.name === name)!;
const user = async (email: string) =>
  ((await t.call('admin', 'POST', '/api/userApp/listUser', { search: email })).json().datas as User[])[0]!;
const full = (menuId: number) => ({ menuId, create: true, update: true, delete: true });
const signIn = async (email: string, password: string) => {
  const res = await t.login(email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
};

/** A user whose only group grants Authorization Group (view, create, update) under its header. */
let keeper: { token: string; id: number; groupId: number };

beforeAll(async () => {
  const ag = await menuByUrl('/authorizationGroup');
  const created = await t.call('admin', 'POST', '/api/authorization-group/add', {
    name: 'Penata Grup',
    menus: [{ menuId: ag.parentId! }, { menuId: ag.id, create: true, update: true }],
  });
  expect(created.statusCode, created.body).toBe(200);
  const u = await t.call('admin', 'POST', '/api/userApp/add', {
    name: 'Penata',
    email: 'penata@pawon.test',
    password: 'penata-grup-1',
    groupIds: [created.json().datas.id],
  });
  expect(u.statusCode, u.body).toBe(200);
  keeper = {
    token: await signIn('penata@pawon.test', 'penata-grup-1'),
    id: u.json().datas.id,
    groupId: created.json().datas.id,
  };
});

describe('point 1: a grantor must hold what they grant', () => {
  it('refuses to add oneself to the Super Admin group through authorization-group/update', async () => {
    const sa = await group('Super Admin');
    const before = await t.digest();
    const res = await t.call(keeper.token, 'POST', '/api/authorization-group/update', {
      id: sa.id,
      version: sa.version,
      name: sa.name,
      menus: sa.menus.map((m) => full(m.menuId)),
      userIds: [...sa.users.map((u) => u.id), keeper.id],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toMatch(/Super Admin/);
    expect(await t.digest()).toBe(before);
  });

  it('refuses to grant its own group Menu Management and User Management, naming them', async () => {
    const own = await group('Penata Grup');
    const mm = await menuByUrl('/menuManagement');
    const um = await menuByUrl('/user-management');
    const before = await t.digest();
    const res = await t.call(keeper.token, 'POST', '/api/authorization-group/update', {
      id: own.id,
      version: own.version,
      name: own.name,
      menus: [
        ...own.menus.map((m) => ({ menuId: m.menuId, create: m.create, update: m.update })),
        full(mm.id),
        full(um.id),
      ],
      userIds: own.users.map((u) => u.id),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(
      'Anda tidak dapat memberikan hak yang tidak Anda miliki: Menu Management (lihat, tambah, ubah, hapus), User Management (lihat, tambah, ubah, hapus).',
    );
    expect(await t.digest()).toBe(before);
  });

  it('refuses a right it lacks on a menu it holds (delete on Authorization Group)', async () => {
    const own = await group('Penata Grup');
    const ag = await menuByUrl('/authorizationGroup');
    const res = await t.call(keeper.token, 'POST', '/api/authorization-group/update', {
      id: own.id,
      version: own.version,
      name: own.name,
      menus: own.menus.map((m) => (m.menuId === ag.id ? full(ag.id) : { menuId: m.menuId })),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toMatch(/Authorization Group \(hapus\)\.$/);
  });

  it('refuses a new group with menus it does not hold, and allows one with what it holds', async () => {
    const um = await menuByUrl('/user-management');
    const ag = await menuByUrl('/authorizationGroup');
    const bad = await t.call(keeper.token, 'POST', '/api/authorization-group/add', {
      name: 'Curian',
      menus: [{ menuId: um.parentId! }, { menuId: um.id }],
    });
    expect(bad.statusCode, bad.body).toBe(403);
    expect(bad.json().message).toMatch(/User Management \(lihat\)/);
    const ok = await t.call(keeper.token, 'POST', '/api/authorization-group/add', {
      name: 'Penata Kedua',
      menus: [{ menuId: ag.parentId! }, { menuId: ag.id, create: true }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses to add a user (itself) to a group holding more than it does', async () => {
    const owner = await group('Owner');
    const res = await t.call(keeper.token, 'POST', '/api/authorization-group/update', {
      id: owner.id,
      version: owner.version,
      name: owner.name,
      userIds: [...owner.users.map((u) => u.id), keeper.id],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toMatch(/^Anda tidak dapat menambahkan pengguna ke grup Owner/);
  });

  it('lets the Owner keep what a group already has while adding what they hold (keeping is not granting)', async () => {
    const mm = await menuByUrl('/menuManagement');
    const dashboard = await menuByUrl('/dashboard');
    const made = await t.call('admin', 'POST', '/api/authorization-group/add', {
      name: 'Grup Menu',
      menus: [{ menuId: mm.parentId! }, { menuId: mm.id, update: true }],
    });
    const g = made.json().datas as Group;
    const res = await t.call('owner', 'POST', '/api/authorization-group/update', {
      id: g.id,
      version: g.version,
      name: g.name,
      description: 'Menu dan dashboard',
      menus: [
        ...g.menus.map((m) => ({ menuId: m.menuId, update: m.update })),
        { menuId: dashboard.parentId! },
        { menuId: dashboard.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datas.menus).toHaveLength(4);
    // Adding a right to the kept menu is granting, though.
    const more = await t.call('owner', 'POST', '/api/authorization-group/update', {
      id: g.id,
      version: g.version + 1,
      name: g.name,
      menus: [{ menuId: mm.parentId! }, { menuId: mm.id, update: true, delete: true }],
    });
    expect(more.statusCode, more.body).toBe(403);
    expect(more.json().message).toMatch(/Menu Management \(hapus\)\.$/);
  });
});

describe('point 2: only a Super Admin changes a Super Admin or the Super Admin group', () => {
  it('refuses the Owner putting themselves in Super Admin through userApp/update', async () => {
    const me = await user('owner@pawon.test');
    const sa = await group('Super Admin');
    const res = await t.call('owner', 'POST', '/api/userApp/update', {
      id: me.id,
      version: me.version,
      name: me.name,
      email: me.email,
      groupIds: [...me.groups.map((g) => g.id), sa.id],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect((await user('owner@pawon.test')).groups.map((g) => g.name)).toEqual(['Owner']);
  });

  it('refuses the Owner creating a Super Admin account', async () => {
    const sa = await group('Super Admin');
    const before = await t.digest();
    const res = await t.call('owner', 'POST', '/api/userApp/add', {
      name: 'Admin Palsu',
      email: 'palsu@pawon.test',
      password: 'palsu-palsu-1',
      groupIds: [sa.id],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toMatch(/Super Admin/);
    expect(await t.digest()).toBe(before);
  });

  it('refuses the Owner resetting the Super Admin password; the Owner cannot sign in as them', async () => {
    const admin = await user('admin@pawon.test');
    const res = await t.call('owner', 'POST', '/api/userApp/newPass/', {
      id: admin.id,
      newPassword: 'diambil-alih-1',
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe('Hanya Super Admin yang dapat mengubah atau menghapus akun Super Admin.');
    expect((await t.login('admin@pawon.test', 'diambil-alih-1')).statusCode).toBe(401);
    expect((await t.login('admin@pawon.test', 'pawon-admin')).statusCode).toBe(200);
  });

  it('refuses the Owner changing the Super Admin email, active state, photo or deleting them', async () => {
    const admin = await user('admin@pawon.test');
    const before = await t.digest();
    const email = await t.call('owner', 'POST', '/api/userApp/update', {
      id: admin.id,
      version: admin.version,
      name: admin.name,
      email: 'owner2@pawon.test',
    });
    expect(email.statusCode, email.body).toBe(403);
    const off = await t.call('owner', 'POST', '/api/userApp/update', {
      id: admin.id,
      version: admin.version,
      name: admin.name,
      email: admin.email,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(403);
    const del = await t.call('owner', 'DELETE', `/api/userApp/delete/${admin.id}`);
    expect(del.statusCode, del.body).toBe(403);
    expect(await t.digest()).toBe(before);
  });

  it('refuses the Owner cutting the Super Admin group down to two menus', async () => {
    const sa = await group('Super Admin');
    const before = await t.digest();
    const res = await t.call('owner', 'POST', '/api/authorization-group/update', {
      id: sa.id,
      version: sa.version,
      name: sa.name,
      menus: sa.menus.slice(0, 2).map((m) => full(m.menuId)),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe('Hanya Super Admin yang dapat mengubah grup Super Admin.');
    expect(await t.digest()).toBe(before);
  });

  it('refuses the Owner granting Menu Management to a group, or adding users to a group that has it', async () => {
    const mm = await menuByUrl('/menuManagement');
    const grant = await t.call('owner', 'POST', '/api/authorization-group/add', {
      name: 'Menu Saja',
      menus: [{ menuId: mm.parentId! }, { menuId: mm.id }],
    });
    expect(grant.statusCode, grant.body).toBe(403);
    expect(grant.json().message).toMatch(/Menu Management \(lihat\)/);
    // A group the admin made with Menu Management: the Owner may rename it, not fill it.
    const made = await t.call('admin', 'POST', '/api/authorization-group/add', {
      name: 'Penata Menu',
      menus: [{ menuId: mm.parentId! }, { menuId: mm.id }],
    });
    const g = made.json().datas as Group;
    const owner = await user('owner@pawon.test');
    const fill = await t.call('owner', 'POST', '/api/authorization-group/update', {
      id: g.id,
      version: g.version,
      name: g.name,
      userIds: [owner.id],
    });
    expect(fill.statusCode, fill.body).toBe(403);
    const rename = await t.call('owner', 'POST', '/api/authorization-group/update', {
      id: g.id,
      version: g.version,
      name: 'Penata Menu Lama',
    });
    expect(rename.statusCode, rename.body).toBe(200);
  });

  it('refuses changing a user who holds rights the actor lacks (taking over their rights)', async () => {
    // A user-management clerk may edit staff, but not the Owner, who holds far more.
    const um = await menuByUrl('/user-management');
    const g = await t.call('admin', 'POST', '/api/authorization-group/add', {
      name: 'Admin Pengguna',
      menus: [{ menuId: um.parentId! }, { menuId: um.id, create: true, update: true, delete: true }],
    });
    await t.call('admin', 'POST', '/api/userApp/add', {
      name: 'Klerk',
      email: 'klerk@pawon.test',
      password: 'klerk-klerk-1',
      groupIds: [g.json().datas.id],
    });
    const token = await signIn('klerk@pawon.test', 'klerk-klerk-1');
    const owner = await user('owner@pawon.test');
    const reset = await t.call(token, 'POST', '/api/userApp/newPass/', {
      id: owner.id,
      newPassword: 'diambil-alih-2',
    });
    expect(reset.statusCode, reset.body).toBe(403);
    expect(reset.json().message).toMatch(
      /^Anda tidak dapat mengubah pengguna yang memiliki hak yang tidak Anda miliki: /,
    );
    const kasir = await user('kasir@pawon.test');
    // Kasir holds dashboard and transactions, which the clerk lacks too.
    expect(
      (await t.call(token, 'POST', '/api/userApp/newPass/', { id: kasir.id, newPassword: 'diambil-alih-3' }))
        .statusCode,
    ).toBe(403);
    // A user holding nothing more than the clerk can be changed.
    const plain = (
      await t.call('admin', 'POST', '/api/userApp/add', {
        name: 'Pegawai Polos',
        email: 'polos@pawon.test',
        password: 'polos-polos-1',
      })
    ).json().datas as User;
    expect(
      (await t.call(token, 'POST', '/api/userApp/newPass/', { id: plain.id, newPassword: 'polos-baru-123' }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a Super Admin do all of it', async () => {
    const sa = await group('Super Admin');
    const added = await t.call('admin', 'POST', '/api/userApp/add', {
      name: 'Admin Kedua',
      email: 'admin2@pawon.test',
      password: 'admin-kedua-1',
      groupIds: [sa.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    const second = added.json().datas as User;
    const reset = await t.call('admin', 'POST', '/api/userApp/newPass/', {
      id: second.id,
      newPassword: 'admin-kedua-2',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const token = await signIn('admin2@pawon.test', 'admin-kedua-2');
    const admin = await user('admin@pawon.test');
    const edit = await t.call(token, 'POST', '/api/userApp/update', {
      id: admin.id,
      version: admin.version,
      name: admin.name,
      email: admin.email,
      phone: '0812 9999 0000',
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });
});

describe('the Super Admin group always has every menu with every right', () => {
  it('refuses a Super Admin removing a menu or a right from it (409), and keeps it whole', async () => {
    const sa = await group('Super Admin');
    const fewer = await t.call('admin', 'POST', '/api/authorization-group/update', {
      id: sa.id,
      version: sa.version,
      name: sa.name,
      menus: sa.menus.slice(1).map((m) => full(m.menuId)),
    });
    expect(fewer.statusCode, fewer.body).toBe(409);
    expect(fewer.json().errors.menus).toBeDefined();
    const weaker = await t.call('admin', 'POST', '/api/authorization-group/update', {
      id: sa.id,
      version: sa.version,
      name: sa.name,
      menus: sa.menus.map((m, i) => (i === 0 ? { menuId: m.menuId } : full(m.menuId))),
    });
    expect(weaker.statusCode, weaker.body).toBe(409);
    const same = await t.call('admin', 'POST', '/api/authorization-group/update', {
      id: sa.id,
      version: sa.version,
      name: sa.name,
      description: 'Semua menu, semua hak.',
      menus: sa.menus.map((m) => full(m.menuId)),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('grants a new menu to Super Admin with every right', async () => {
    const res = await t.call('admin', 'POST', '/api/menu-management/add', {
      name: 'Gudang Baru',
      level: 'header',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().datas.id as number;
    const sa = await group('Super Admin');
    expect(sa.menus.find((m) => m.menuId === id)).toMatchObject({ create: true, update: true, delete: true });
    const missing = await t.query<{ n: number }>(sql`
      select count(*)::int as n from menus m
      where not exists (select 1 from group_menus gm join auth_groups g on g.id = gm.group_id
                        where g.name = 'Super Admin' and gm.menu_id = m.id and gm.can_create and gm.can_update and gm.can_delete)`);
    expect(missing[0]!.n).toBe(0);
  });
});

describe('point 11: authorization-group/update replaces only what it is given', () => {
  it('keeps menus and members when only name and description are sent', async () => {
    const staffGroup = await group('Staff');
    const res = await t.call('admin', 'POST', '/api/authorization-group/update', {
      id: staffGroup.id,
      version: staffGroup.version,
      name: 'Staff',
      description: 'Hanya deskripsi baru',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().datas as Group;
    expect(after.menus).toEqual(staffGroup.menus);
    expect(after.users).toEqual(staffGroup.users);
    // Members alone, then menus alone.
    const onlyUsers = await t.call('admin', 'POST', '/api/authorization-group/update', {
      id: after.id,
      version: after.version,
      name: 'Staff',
      userIds: [],
    });
    expect(onlyUsers.json().datas).toMatchObject({ users: [], menus: staffGroup.menus });
  });
});
