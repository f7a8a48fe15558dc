import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { both, multipart, PNG, useTestApp } from './helpers.js';

const t = useTestApp();

const list = async (body: Record<string, unknown> = {}) =>
  (await t.call('admin', 'POST', '/api/userApp/listUser', body)).json();
const find = async (email: string) => (await list({ search: email })).datas[0];

function upload(token: string, file: { filename: string; type: string; data: Buffer }, id?: number) {
  const mp = multipart(id ? { id } : {}, { photo: file });
  return t.app.inject({
    method: 'POST',
    url: '/api/userApp/upload/',
    headers: { ...mp.headers, authorization: `Bearer ${token}` },
    payload: mp.payload,
  });
}

describe('userApp', () => {
  it('lists users with paging, search, sorting and filters', async () => {
    const all = await list({ sortBy: 'email', sortDir: 'desc' });
    expect(all.total).toBe(4);
    expect(all.datas.map((u: { email: string }) => u.email)).toEqual([
      'staff@pawon.test',
      'owner@pawon.test',
      'kasir@pawon.test',
      'admin@pawon.test',
    ]);
    const p = await list({ perPage: 1, page: 2, sortBy: 'name' });
    expect(p).toMatchObject({ total: 4, page: 2, perPage: 1 });
    expect((await list({ search: '100%_' })).datas).toEqual([]);
    expect((await list({ active: false })).total).toBe(0);
    expect((await t.call('admin', 'POST', '/api/userApp/listUser', { sortBy: 'password' })).statusCode).toBe(
      422,
    );
  });

  it.each(both)('adds a user with position and groups, who can then sign in (%s)', async (enc) => {
    const positions = (await t.call('admin', 'POST', '/api/userApp/getPositions')).json().datas;
    const groups = (await t.call('admin', 'POST', '/api/authorization-group/list', {})).json().datas;
    const res = await t.call(
      'admin',
      'POST',
      '/api/userApp/add',
      {
        name: `Siti ${enc}`,
        email: `siti-${enc}@pawon.test`,
        phone: '+62 812-1111-2222',
        positionId: positions[0].id,
        active: true,
        password: 'siti-pawon-123',
        groupIds: [groups.find((g: { name: string }) => g.name === 'Staff').id],
      },
      enc,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().datas).toMatchObject({
      name: `Siti ${enc}`,
      active: true,
      position: { id: positions[0].id },
      groups: [{ name: 'Staff' }],
    });
    expect((await t.login(`siti-${enc}@pawon.test`, 'siti-pawon-123')).statusCode).toBe(200);
  });

  it('refuses a short initial password, a duplicate email and an unknown position', async () => {
    const short = await t.call('admin', 'POST', '/api/userApp/add', {
      name: 'Ani',
      email: 'ani@pawon.test',
      password: '123456789',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Minimal 10 karakter.']);
    const dup = await t.call('admin', 'POST', '/api/userApp/add', {
      name: 'Ani',
      email: 'Owner@Pawon.Test',
      password: '1234567890',
    });
    expect(dup.statusCode).toBe(409);
    const pos = await t.call('admin', 'POST', '/api/userApp/add', {
      name: 'Ani',
      email: 'ani@pawon.test',
      password: '1234567890',
      positionId: 999,
    });
    expect(pos.statusCode).toBe(422);
    expect(pos.json().errors.positionId).toBeDefined();
  });

  it('lets a user update their own name, email and phone only; an admin updates everything', async () => {
    const kasir = await find('kasir@pawon.test');
    const self = await t.call('kasir', 'POST', '/api/userApp/update', {
      id: kasir.id,
      version: kasir.version,
      name: 'Kasir Utama',
      email: 'kasir@pawon.test',
      phone: '0813 0000 1111',
      active: false,
      groupIds: [],
    });
    expect(self.statusCode).toBe(200);
    expect(self.json().datas).toMatchObject({
      name: 'Kasir Utama',
      phone: '0813-0000-1111',
      active: true,
      groups: [{ name: 'Default' }],
    });
    const staff = await find('staff@pawon.test');
    const other = await t.call('kasir', 'POST', '/api/userApp/update', {
      id: staff.id,
      version: staff.version,
      name: 'Xavier',
      email: 'x@pawon.test',
    });
    expect(other.statusCode).toBe(403);
    const stale = await t.call('admin', 'POST', '/api/userApp/update', {
      id: kasir.id,
      version: kasir.version,
      name: 'Lama',
      email: 'kasir@pawon.test',
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (
        await t.call('admin', 'POST', '/api/userApp/update', {
          id: 999999,
          version: 1,
          name: 'Tidak',
          email: 'tidak@pawon.test',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deactivating a user ends their sessions; they cannot sign in', async () => {
    const { token } = (await t.login('staff@pawon.test', 'pawon-staff')).json();
    const staff = await find('staff@pawon.test');
    const res = await t.call(
      'admin',
      'POST',
      '/api/userApp/update',
      { id: staff.id, version: staff.version, name: staff.name, email: staff.email, active: false },
      'multipart',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().datas.active).toBe(false);
    expect((await t.call(token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await t.login('staff@pawon.test', 'pawon-staff')).statusCode).toBe(401);
    const again = await find('staff@pawon.test');
    await t.call('admin', 'POST', '/api/userApp/update', {
      id: again.id,
      version: again.version,
      name: again.name,
      email: again.email,
      active: true,
    });
  });

  it('refuses to deactivate or delete yourself and the last active Super Admin', async () => {
    const admin = await find('admin@pawon.test');
    const off = await t.call('admin', 'POST', '/api/userApp/update', {
      id: admin.id,
      version: admin.version,
      name: admin.name,
      email: admin.email,
      active: false,
    });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({
      code: 'user.deactivateSelf',
      fieldCodes: { active: { code: 'user.deactivateSelf' } },
    });
    const self = await t.call('admin', 'DELETE', `/api/userApp/delete/${admin.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('user.deleteSelf');
    // The last active Super Admin cannot leave the group either.
    const drop = await t.call('admin', 'POST', '/api/userApp/update', {
      id: admin.id,
      version: admin.version,
      name: admin.name,
      email: admin.email,
      groupIds: [],
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().message).toMatch(/Super Admin aktif terakhir/);
    expect(drop.json().code).toBe('user.lastSuperAdmin');
    // The owner may manage users, but only a Super Admin changes a Super Admin.
    const del = await t.call('owner', 'DELETE', `/api/userApp/delete/${admin.id}`);
    expect(del.statusCode).toBe(403);
    expect((await find('admin@pawon.test')).groups).toEqual([
      expect.objectContaining({ name: 'Super Admin' }),
    ]);
  });

  it("changes one's own password with the current one and ends the other sessions", async () => {
    const first = (await t.login('owner@pawon.test', 'pawon-owner')).json().token;
    const second = (await t.login('owner@pawon.test', 'pawon-owner')).json().token;
    const wrong = await t.call(first, 'POST', '/api/userApp/newPass/', {
      currentPassword: 'salah-salah',
      newPassword: 'owner-baru-123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.currentPassword).toEqual(['Kata sandi saat ini salah.']);
    const ok = await t.call(
      first,
      'POST',
      '/api/userApp/newPass/',
      { currentPassword: 'pawon-owner', newPassword: 'owner-baru-123' },
      'multipart',
    );
    expect(ok.statusCode).toBe(200);
    expect((await t.call(first, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await t.call(second, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await t.login('owner@pawon.test', 'owner-baru-123')).statusCode).toBe(200);
  });

  it("lets an admin reset another's password, ending all their sessions", async () => {
    const token = (await t.login('kasir@pawon.test', 'pawon-kasir')).json().token;
    const kasir = await find('kasir@pawon.test');
    const res = await t.call('admin', 'POST', '/api/userApp/newPass/', {
      id: kasir.id,
      newPassword: 'kasir-reset-01',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call(token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await t.login('kasir@pawon.test', 'kasir-reset-01')).statusCode).toBe(200);
    expect(
      (await t.call('admin', 'POST', '/api/userApp/newPass/', { id: 999999, newPassword: 'kasir-reset-01' }))
        .statusCode,
    ).toBe(404);
  });

  it('uploads a profile photo, serves it, and deletes the previous one', async () => {
    const token = (await t.login('admin@pawon.test', 'pawon-admin')).json().token;
    const first = await upload(token, { filename: 'me.png', type: 'image/png', data: PNG });
    expect(first.statusCode).toBe(200);
    const url1 = first.json().datas.photo as string;
    expect(url1).toMatch(/^\/api\/files\/photos\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: url1 });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const second = await upload(token, { filename: 'me2.png', type: 'image/png', data: PNG });
    const dir = path.join(t.dataDir, 'uploads', 'photos');
    const name = path.basename(second.json().datas.photo);
    expect(fs.readdirSync(dir).sort()).toEqual([name.replace('.webp', '-thumb.webp'), name]);
    expect((await t.app.inject({ method: 'GET', url: url1 })).statusCode).toBe(404);
  });

  it("removes one's own saved photo on update (file included), without User Management rights", async () => {
    const token = await t.tokenOf('staff');
    const uploaded = await upload(token, { filename: 'me.png', type: 'image/png', data: PNG });
    expect(uploaded.statusCode).toBe(200);
    const user = uploaded.json().datas;
    const file = path.join(t.dataDir, 'uploads', 'photos', path.basename(user.photo));
    expect(fs.existsSync(file)).toBe(true);
    const res = await t.call(token, 'POST', '/api/userApp/update', {
      id: user.id,
      version: user.version,
      name: user.name,
      email: user.email,
      phone: user.phone,
      removePhoto: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().datas.photo).toBeNull();
    expect(res.json().datas.version).toBe(user.version + 1);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: user.photo })).statusCode).toBe(404);
    // Nothing to remove: still fine.
    const again = await t.call(token, 'POST', '/api/userApp/update', {
      id: user.id,
      version: user.version + 1,
      name: user.name,
      email: user.email,
      removePhoto: true,
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses photos that are not images (415), too large (413), or missing (422)', async () => {
    const token = await t.tokenOf('staff');
    const fake = await upload(token, {
      filename: 'x.png',
      type: 'image/png',
      data: Buffer.from('<?php echo 1; ?>'),
    });
    expect(fake.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const large = await upload(token, { filename: 'big.png', type: 'image/png', data: big });
    expect(large.statusCode).toBe(413);
    const mp = multipart({ id: 3 });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/userApp/upload/',
      headers: { ...mp.headers, authorization: `Bearer ${token}` },
      payload: mp.payload,
    });
    expect(none.statusCode).toBe(422);
    const json = await t.call('staff', 'POST', '/api/userApp/upload/', { photo: 'abc' });
    expect([415, 422]).toContain(json.statusCode);
    expect(
      fs.existsSync(path.join(t.dataDir, 'uploads', 'photos'))
        ? fs.readdirSync(path.join(t.dataDir, 'uploads', 'photos')).length
        : 0,
    ).toBeLessThanOrEqual(2);
  });

  it('deletes a user (their photo too) and answers 404 after', async () => {
    const u = (
      await t.call('admin', 'POST', '/api/userApp/add', {
        name: 'Hapus Saya',
        email: 'hapus@pawon.test',
        password: 'hapus-hapus-1',
      })
    ).json().datas;
    const del = await t.call('admin', 'DELETE', `/api/userApp/delete/${u.id}`);
    expect(del.json()).toMatchObject({ status: 'success', id: u.id });
    expect((await t.call('admin', 'DELETE', `/api/userApp/delete/${u.id}`)).statusCode).toBe(404);
  });
});
