import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_WINDOW_MINUTES, MAX_FAILED_PER_ADDRESS } from '../src/domains/access/auth.js';
import { purgeExpired } from '../src/domains/access/maintenance.js';
import { both, DEMO, useTestApp } from './helpers.js';

const t = useTestApp();

const urlsOf = (
  menus: Array<{
    url: string | null;
    items: Array<{ url: string | null; submenu: Array<{ url: string | null }> }>;
  }>,
) =>
  menus
    .flatMap((h) => [h.url, ...h.items.flatMap((p) => [p.url, ...p.submenu.map((s) => s.url)])])
    .filter(Boolean)
    .sort();

describe('POST /api/login', () => {
  it.each(both)('signs in by email (%s) and answers datas, menus and token', async (enc) => {
    const res = await t.login('Staff@Pawon.test', 'pawon-staff', enc);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.datas).toMatchObject({
      email: 'staff@pawon.test',
      position: { code: 'STF' },
      groups: [{ name: 'Staff' }],
    });
    expect(body.datas).not.toHaveProperty('passwordHash');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(urlsOf(body.menus)).toEqual([
      '/dashboard',
      '/items/daftar-harga',
      '/items/produk',
      '/payment',
      '/plan/production',
      '/produksi',
      '/standing-order',
      '/stock-location',
      '/stock-product',
      '/transaction/data',
    ]);
  });

  it('signs in by name', async () => {
    const res = await t.login('kasir pawon', 'pawon-kasir');
    expect(res.statusCode).toBe(200);
    expect(urlsOf(res.json().menus)).toEqual([
      '/dashboard',
      '/payment',
      '/standing-order',
      '/transaction/data',
    ]);
  });

  it('gives each demo user their own tree', async () => {
    const admin = await t.login(DEMO.admin.login, DEMO.admin.password);
    const owner = await t.login(DEMO.owner.login, DEMO.owner.password);
    const adminUrls = urlsOf(admin.json().menus);
    const ownerUrls = urlsOf(owner.json().menus);
    // The spec's 24 screens, the recall trace, the business profile (Profil Usaha), the history of changes,
    // backups (Cadangan Data, the Super Admin's alone), the gross margin report (Laporan Laba Kotor) and the stock
    // valuation (Nilai Persediaan); issue 38's Pembayaran and Umur Piutang; issue 39's Daftar Harga, Langganan,
    // Pesanan Pembelian, Hutang and Rencana Produksi; Stok Berisiko (decision 052); Register Halal (decision 057);
    // issue 40's Lokasi Simpan; issue 41's Token Integrasi and Webhook (Super Admin and Owner).
    expect(adminUrls).toHaveLength(42);
    expect(ownerUrls).toContain('/integration-token');
    expect(ownerUrls).toContain('/webhook');
    expect(adminUrls).toContain('/menuManagement');
    expect(adminUrls).toContain('/backup');
    expect(ownerUrls).not.toContain('/menuManagement');
    expect(ownerUrls).not.toContain('/backup');
    expect(ownerUrls).toHaveLength(40);
    expect(ownerUrls).toEqual(expect.arrayContaining(['/purchase', '/payables', '/plan/production']));
    expect(ownerUrls).toContain('/business-profile');
    expect(ownerUrls).toContain('/change-history');
    // Headers and groups come in sort order, with the menus of section 7 last.
    expect(admin.json().menus.map((h: { name: string }) => h.name)).toEqual([
      'Dashboard',
      'Manajemen Item',
      'Manajemen Transaksi',
      'Manajemen Stok',
      'Manajemen Pembelian',
      'Laporan',
      'Manajemen Customer',
      'Pengaturan Aplikasi',
    ]);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await t.login('owner@pawon.test', 'nope-nope-nope', 'json', '10.0.0.9');
    const unknown = await t.login('ghost@pawon.test', 'nope-nope-nope', 'json', '10.0.0.9');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toMatch(/salah/);
  });

  it.each(both)('refuses missing fields with 422 and field errors (%s)', async (enc) => {
    const res = await t.call(null, 'POST', '/api/login', { login: 'admin@pawon.test' }, enc);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', errors: { password: ['Wajib diisi.'] } });
  });

  it('refuses malformed JSON with 400 and other media types with 415', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('error');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
  });

  it('gives 429 with Retry-After after 5 failures for one account from one address, and only there', async () => {
    for (let i = 0; i < 5; i++)
      expect((await t.login('staff@pawon.test', `wrong-${i}-xxxxx`, 'json', '10.1.1.1')).statusCode).toBe(
        401,
      );
    const blocked = await t.login('staff@pawon.test', 'pawon-staff', 'json', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.json().message).toMatch(/Coba lagi dalam 15 menit/);
    // Another address, or another account from that address, is not blocked.
    expect((await t.login('staff@pawon.test', 'pawon-staff', 'json', '10.1.1.2')).statusCode).toBe(200);
    expect((await t.login('kasir@pawon.test', 'pawon-kasir', 'json', '10.1.1.1')).statusCode).toBe(200);
    // Attempts older than 15 minutes no longer count.
    await t.query(sql`update login_attempts set attempted_at = now() - interval '16 minutes'`);
    expect((await t.login('staff@pawon.test', 'pawon-staff', 'json', '10.1.1.1')).statusCode).toBe(200);
  });

  it('counts failures per account, whether it is addressed by email or by name, in any case', async () => {
    const ip = '10.2.2.2';
    for (const login of [
      'kasir@pawon.test',
      'KASIR@pawon.test',
      'Kasir Pawon',
      'kasir pawon',
      ' kasir@PAWON.test ',
    ]) {
      expect((await t.login(login, 'wrong-password-x', 'json', ip)).statusCode).toBe(401);
    }
    const blocked = await t.login('kasir pawon', 'pawon-kasir', 'json', ip);
    expect(blocked.statusCode).toBe(429);
    expect((await t.login('kasir@pawon.test', 'pawon-kasir', 'json', ip)).statusCode).toBe(429);
  });

  it('limits failures from one address across accounts (password spraying), more slowly', async () => {
    const ip = '10.3.3.3';
    for (let i = 0; i < MAX_FAILED_PER_ADDRESS; i++) {
      const res = await t.login(`orang-${i}@pawon.test`, 'Rahasia123!', 'json', ip);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const blocked = await t.login('staff@pawon.test', 'pawon-staff', 'json', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(ADDRESS_WINDOW_MINUTES * 60 - 120);
    // Another address is not affected.
    expect((await t.login('staff@pawon.test', 'pawon-staff', 'json', '10.3.3.4')).statusCode).toBe(200);
  });

  it('purges old sign-in attempts and ended sessions', async () => {
    const token = (await t.login('owner@pawon.test', 'pawon-owner')).json().token as string;
    await t.login('owner@pawon.test', 'wrong-password-y', 'json', '10.4.4.4');
    await t.query(
      sql`insert into login_attempts (login_key, ip, attempted_at) values ('old', '10.4.4.5', now() - interval '2 hours')`,
    );
    await t.query(sql`insert into sessions (token_hash, user_id, expires_at, revoked_at)
                      values ('revoked-long-ago', 2, now() + interval '1 hour', now() - interval '2 days'),
                             ('expired-long-ago', 2, now() - interval '2 days', null),
                             ('idle-long-ago', 2, now() + interval '5 hours', null)`);
    await t.query(
      sql`update sessions set last_seen_at = now() - interval '2 days' where token_hash = 'idle-long-ago'`,
    );
    await purgeExpired(t.database.db);
    const attempts = await t.query<{ ip: string }>(
      sql`select ip from login_attempts where ip like '10.4.4.%'`,
    );
    expect(attempts.map((a) => a.ip)).toEqual(['10.4.4.4']);
    const ended = await t.query<{ n: number }>(
      sql`select count(*)::int as n from sessions where token_hash like '%-long-ago'`,
    );
    expect(ended[0]!.n).toBe(0);
    expect((await t.call(token, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('answers the right password on an inactive account exactly like a wrong one (no password oracle)', async () => {
    await t.query(sql`update users set active = false where email = 'kasir@pawon.test'`);
    const right = await t.login('kasir@pawon.test', 'pawon-kasir', 'json', '10.0.7.1');
    const wrong = await t.login('kasir@pawon.test', 'not-the-password', 'json', '10.0.7.2');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    // One message for both: the password may be wrong, or the account not active yet.
    expect(right.json().message).toMatch(/salah/);
    expect(right.json().message).toMatch(/belum aktif/);
    await t.query(sql`update users set active = true where email = 'kasir@pawon.test'`);
  });

  it('stores only the hash of the token', async () => {
    const res = await t.login('owner@pawon.test', 'pawon-owner');
    const token = res.json().token as string;
    const found = await t.query<{ n: number }>(
      sql`select count(*)::int as n from sessions where token_hash = ${token}`,
    );
    expect(found[0]!.n).toBe(0);
  });
});

describe('sessions', () => {
  const fresh = async () => (await t.login('owner@pawon.test', 'pawon-owner')).json().token as string;

  it('GET /api/me answers the caller with a valid token and 401 without', async () => {
    const token = await fresh();
    const me = await t.call(token, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().datas.email).toBe('owner@pawon.test');
    expect(me.json().rights).toContainEqual({
      url: '/user-management',
      view: true,
      create: true,
      update: true,
      delete: true,
    });
    expect((await t.call(null, 'GET', '/api/me')).statusCode).toBe(401);
    const stale = await t.call('not-a-real-token-at-all-xxxxxxxxxxxx', 'GET', '/api/me');
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/Sesi Anda telah berakhir/);
  });

  it('expires after 3 hours idle and after 12 hours at most', async () => {
    const idle = await fresh();
    await t.query(
      sql`update sessions set last_seen_at = now() - interval '3 hours 1 minute' where revoked_at is null and user_id = 2`,
    );
    expect((await t.call(idle, 'GET', '/api/me')).statusCode).toBe(401);
    const old = await fresh();
    await t.query(
      sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null and user_id = 2`,
    );
    expect((await t.call(old, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('is revoked at logout', async () => {
    const token = await fresh();
    const out = await t.call(token, 'POST', '/api/logout');
    expect(out.statusCode).toBe(200);
    expect((await t.call(token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await t.call(token, 'POST', '/api/logout')).statusCode).toBe(401);
  });
});

describe('POST /api/register', () => {
  it.each(both)('creates an inactive account that cannot sign in yet (%s)', async (enc) => {
    const email = `baru-${enc}@pawon.test`;
    const res = await t.call(
      null,
      'POST',
      '/api/register',
      { name: `Pegawai Baru ${enc}`, email, phone: '0812 3456 789', password: 'rahasia-sekali' },
      enc,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: expect.stringMatching(/administrator/) });
    const [created] = await t.query<{ active: boolean; phone: string; groups: number }>(
      sql`select active, phone, (select count(*)::int from group_users where user_id = u.id) as groups from users u where email = ${email}`,
    );
    expect(created).toEqual({ active: false, phone: '0812-3456-789', groups: 0 });
    expect((await t.login(email, 'rahasia-sekali')).statusCode).toBe(401);
  });

  it('answers a taken email exactly like a new one, and creates or changes nothing (no account enumeration)', async () => {
    const fresh = await t.call(null, 'POST', '/api/register', {
      name: 'Orang Baru',
      email: 'orang-baru@pawon.test',
      password: 'rahasia-sekali',
    });
    const before = await t.digest();
    const taken = await t.call(null, 'POST', '/api/register', {
      name: 'Dobel',
      email: 'ADMIN@pawon.test',
      password: 'rahasia-sekali',
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(fresh.json());
    expect(await t.digest()).toBe(before);
    expect((await t.login('admin@pawon.test', 'pawon-admin')).statusCode).toBe(200);
  });

  it('refuses a short password and a bad email with 422', async () => {
    const short = await t.call(null, 'POST', '/api/register', {
      name: 'Pendek',
      email: 'pendek@pawon.test',
      password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Minimal 10 karakter.']);
    const email = await t.call(null, 'POST', '/api/register', {
      name: 'Salah',
      email: 'bukan email',
      password: 'rahasia-sekali',
    });
    expect(email.json().errors.email).toEqual(['Format email tidak valid.']);
  });
});
