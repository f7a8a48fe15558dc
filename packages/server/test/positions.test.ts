import { describe, expect, it } from 'vitest';
import { both, useTestApp } from './helpers.js';

const t = useTestApp();

describe('position', () => {
  it('lists positions with paging, search and sorting, and user counts', async () => {
    const res = await t.call('admin', 'POST', '/api/position/list', {
      perPage: 2,
      sortBy: 'code',
      sortDir: 'asc',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 4, page: 1, perPage: 2 });
    expect(res.json().datas.map((p: { code: string }) => p.code)).toEqual(['MGR', 'OWN']);
    const page2 = await t.call('admin', 'POST', '/api/position/list', {
      perPage: 2,
      page: 2,
      sortBy: 'code',
    });
    expect(page2.json().datas.map((p: { code: string }) => p.code)).toEqual(['SA', 'STF']);
    const staff = (
      await t.call('admin', 'POST', '/api/position/list', { search: 'staf' }, 'multipart')
    ).json();
    expect(staff.datas).toEqual([expect.objectContaining({ code: 'STF', userCount: 2 })]);
    const all = await t.call('admin', 'POST', '/api/position/list', { perPage: 'all' });
    expect(all.json().datas).toHaveLength(4);
    expect((await t.call('admin', 'POST', '/api/position/list', { perPage: 500 })).statusCode).toBe(422);
  });

  it.each(both)('adds, renames (users stay attached) and deletes (%s)', async (enc) => {
    const add = await t.call(
      'admin',
      'POST',
      '/api/position/add',
      { code: `kr${enc.slice(0, 2)}`, name: 'Kurir', description: 'Mengantar pesanan' },
      enc,
    );
    expect(add.statusCode).toBe(200);
    const p = add.json().datas;
    expect(p.code).toBe(`KR${enc.slice(0, 2).toUpperCase()}`);
    const user = await t.call(
      'admin',
      'POST',
      '/api/userApp/add',
      { name: 'Kurir Satu', email: `kurir-${enc}@pawon.test`, password: 'kurir-kurir-1', positionId: p.id },
      enc,
    );
    expect(user.statusCode).toBe(200);
    const renamed = await t.call(
      'admin',
      'POST',
      '/api/position/update',
      { id: p.id, version: p.version, code: `DRV${enc.slice(0, 1)}`, name: 'Pengemudi' },
      enc,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().datas).toMatchObject({ code: `DRV${enc.slice(0, 1).toUpperCase()}`, userCount: 1 });
    const me = await t.call('admin', 'POST', '/api/userApp/listUser', { search: `kurir-${enc}` });
    expect(me.json().datas[0].position).toMatchObject({ id: p.id, name: 'Pengemudi' });
    // Still in use: 409; after the user is gone: deleted.
    const inUse = await t.call('admin', 'DELETE', `/api/position/delete/${p.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/masih dipakai/);
    expect((await t.call('admin', 'DELETE', `/api/userApp/delete/${user.json().datas.id}`)).statusCode).toBe(
      200,
    );
    const del = await t.call('admin', 'DELETE', `/api/position/delete/${p.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ status: 'success', id: p.id });
  });

  it('refuses a duplicate code (409), bad fields (422), a stale version (409) and a missing one (404)', async () => {
    const dup = await t.call('admin', 'POST', '/api/position/add', { code: 'own', name: 'Pemilik 2' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.code).toBeDefined();
    const bad = await t.call('admin', 'POST', '/api/position/add', { code: 'A B', name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'name']);
    const list = (await t.call('admin', 'POST', '/api/position/list', { search: 'MGR' })).json().datas[0];
    const ok = await t.call('admin', 'POST', '/api/position/update', {
      id: list.id,
      version: list.version,
      code: 'MGR',
      name: 'Manajer',
    });
    expect(ok.statusCode).toBe(200);
    const stale = await t.call('admin', 'POST', '/api/position/update', {
      id: list.id,
      version: list.version,
      code: 'MGR',
      name: 'Lama',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version).toBeDefined();
    expect(
      (
        await t.call('admin', 'POST', '/api/position/update', {
          id: 999999,
          version: 1,
          code: 'ZZ',
          name: 'Tidak ada',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call('admin', 'DELETE', '/api/position/delete/999999')).statusCode).toBe(404);
    expect((await t.call('admin', 'DELETE', '/api/position/delete/abc')).statusCode).toBe(422);
  });

  it('getPositions answers every position for the user form', async () => {
    const res = await t.call('admin', 'POST', '/api/userApp/getPositions');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .datas.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['MGR', 'OWN', 'SA', 'STF']);
  });
});
