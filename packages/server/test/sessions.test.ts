import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp, type Role } from './helpers.js';

const t = useTestApp();

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A new session of a demo user, from a device and an address. */
async function signIn(role: Role, userAgent = LAPTOP, ip = '10.9.0.1'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: DEMO[role],
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const sessionsOf = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.call(token, 'POST', '/api/session/list', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().datas as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
};

const me = async (token: string) => (await t.call(token, 'GET', '/api/me')).statusCode;
const userId = async (email: string) =>
  (await t.query<{ id: number }>(sql`select id from users where email = ${email}`))[0]!.id;

describe('sessions: list', () => {
  it('lists the caller’s live sessions, the one in use first, with device and address, never a token', async () => {
    const phone = await signIn('kasir', PHONE, '10.9.1.1');
    const laptop = await signIn('kasir', LAPTOP, '10.9.1.2');
    const list = await sessionsOf(laptop);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toMatchObject({
      current: true,
      ip: '10.9.1.2',
      device: { kind: 'desktop', browser: 'Chrome 131', os: 'Windows 10', model: null },
    });
    const other = list.find((s) => s.ip === '10.9.1.1')!;
    expect(other).toMatchObject({
      current: false,
      device: { kind: 'mobile', browser: 'Chrome 131', os: 'Android 14', model: 'Samsung SM-A515F' },
    });
    expect(Object.keys(other).sort()).toEqual(
      ['createdAt', 'current', 'device', 'expiresAt', 'id', 'ip', 'lastSeenAt', 'userAgent'].sort(),
    );
    expect(other.id).toMatch(/^[0-9a-f-]{36}$/);
    // Neither token nor its hash is ever in an answer.
    const text = JSON.stringify(list);
    for (const token of [phone, laptop]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(createHash('sha256').update(token).digest('hex'));
    }
    expect(list.filter((s) => s.current)).toHaveLength(1);
  });

  it('leaves out ended, expired and idle sessions', async () => {
    const token = await signIn('staff');
    const before = (await sessionsOf(token)).length;
    const idle = await signIn('staff');
    const old = await signIn('staff');
    const ended = await signIn('staff');
    const idOf = async (other: string) => (await sessionsOf(other))[0]!.id as string;
    const [idleId, oldId] = [await idOf(idle), await idOf(old)];
    expect(await sessionsOf(token)).toHaveLength(before + 3);
    await t.call(ended, 'POST', '/api/logout');
    await t.query(
      sql`update sessions set last_seen_at = now() - interval '3 hours 1 minute' where public_id = ${idleId}::uuid`,
    );
    await t.query(
      sql`update sessions set expires_at = now() - interval '1 second' where public_id = ${oldId}::uuid`,
    );
    expect(await me(idle)).toBe(401);
    expect(await me(old)).toBe(401);
    expect(await sessionsOf(token)).toHaveLength(before);
  });

  it('needs a session (401) and refuses unknown fields (422)', async () => {
    expect((await t.call(null, 'POST', '/api/session/list', {})).statusCode).toBe(401);
    const token = await signIn('staff');
    const extra = await t.call(token, 'POST', '/api/session/list', { userId: 1, token: 'x' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().code).toBe('validation.failed');
    const end = await t.call(token, 'POST', '/api/session/end', { id: randomUUID(), all: true });
    expect(end.statusCode).toBe(422);
    expect((await t.call(token, 'POST', '/api/session/end', { id: '12' })).statusCode).toBe(422);
    expect((await t.call(token, 'POST', '/api/session/end', {})).statusCode).toBe(422);
    expect((await t.call(token, 'POST', '/api/session/endOthers', { userId: 'me' })).statusCode).toBe(422);
  });
});

describe('sessions: ending', () => {
  it('ends one of one’s own sessions by id: its next call is 401, the others go on', async () => {
    const phone = await signIn('owner', PHONE);
    const laptop = await signIn('owner', LAPTOP);
    const target = (await sessionsOf(laptop)).find((s) => !s.current && s.device.kind === 'mobile')!;
    const res = await t.call(laptop, 'POST', '/api/session/end', { id: target.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', id: target.id });
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    // Ending it again: it is not live any more.
    expect((await t.call(laptop, 'POST', '/api/session/end', { id: target.id })).statusCode).toBe(404);
    expect((await t.call(laptop, 'POST', '/api/session/end', { id: randomUUID() })).statusCode).toBe(404);
  });

  it('ends every other session but keeps the one in use; ending one’s own current session signs out', async () => {
    const a = await signIn('owner');
    const b = await signIn('owner');
    const c = await signIn('owner');
    const res = await t.call(c, 'POST', '/api/session/endOthers', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBeGreaterThanOrEqual(2);
    expect(await me(a)).toBe(401);
    expect(await me(b)).toBe(401);
    expect(await me(c)).toBe(200);
    expect(await sessionsOf(c)).toEqual([expect.objectContaining({ current: true })]);
    // Again: nothing else to end.
    expect((await t.call(c, 'POST', '/api/session/endOthers', {})).json().count).toBe(0);
    // Naming oneself ends the others as well, never the current one.
    const d = await signIn('owner');
    const own = await t.call(c, 'POST', '/api/session/endOthers', {
      userId: await userId('owner@pawon.test'),
    });
    expect(own.json().count).toBe(1);
    expect(await me(d)).toBe(401);
    expect(await me(c)).toBe(200);
    const current = (await sessionsOf(c))[0]!;
    expect((await t.call(c, 'POST', '/api/session/end', { id: current.id })).statusCode).toBe(200);
    expect(await me(c)).toBe(401);
  });

  it('records who ended whose sessions in the history', async () => {
    const a = await signIn('kasir');
    await signIn('kasir');
    await t.call(a, 'POST', '/api/session/endOthers', {});
    const kasir = await userId('kasir@pawon.test');
    const rows = await t.query<{ action: string; after: { sessionsEnded: number } }>(
      sql`select action, after from audit_log where entity = 'user' and entity_id = ${kasir} and action = 'logout' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ action: 'logout', after: { sessionsEnded: expect.any(Number) } });
  });
});

describe('sessions: another user’s (IDOR and rights)', () => {
  it('a user without User Management can neither list nor end another user’s sessions', async () => {
    const kasir = await signIn('kasir', PHONE);
    const staff = await signIn('staff');
    const kasirId = await userId('kasir@pawon.test');
    const list = await t.call(staff, 'POST', '/api/session/list', { userId: kasirId });
    expect(list.statusCode).toBe(403);
    const all = await t.call(staff, 'POST', '/api/session/endOthers', { userId: kasirId });
    expect(all.statusCode).toBe(403);
    // The kasir's session id, learned somehow: ending it answers as if it did not exist, and changes nothing.
    const id = (await sessionsOf(kasir))[0]!.id;
    const end = await t.call(staff, 'POST', '/api/session/end', { id });
    expect(end.statusCode).toBe(404);
    expect(end.json().code).toBe('record.notFound');
    expect(await me(kasir)).toBe(200);
    // Other users' ids of every kind.
    for (const other of [0, -1, 999999]) {
      const res = await t.call(staff, 'POST', '/api/session/list', { userId: other });
      expect([403, 422]).toContain(res.statusCode);
    }
  });

  it('a Super Admin lists a user’s sessions from user management and ends them all', async () => {
    const kasir1 = await signIn('kasir', PHONE);
    const kasir2 = await signIn('kasir', LAPTOP);
    const admin = await signIn('admin');
    const kasirId = await userId('kasir@pawon.test');
    const list = await sessionsOf(admin, { userId: kasirId });
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((s) => !s.current)).toBe(true);
    // One by id, then the rest.
    const one = list.find((s) => s.device.kind === 'mobile')!;
    expect((await t.call(admin, 'POST', '/api/session/end', { id: one.id })).statusCode).toBe(200);
    expect(await me(kasir1)).toBe(401);
    expect(await me(kasir2)).toBe(200);
    const all = await t.call(admin, 'POST', '/api/session/endOthers', { userId: kasirId });
    expect(all.statusCode).toBe(200);
    expect(all.json().count).toBeGreaterThanOrEqual(1);
    expect(await me(kasir2)).toBe(401);
    expect(await me(admin)).toBe(200);
    expect(await sessionsOf(admin, { userId: kasirId })).toEqual([]);
    expect((await t.call(admin, 'POST', '/api/session/list', { userId: 999999 })).statusCode).toBe(404);
  });

  it('the Owner (User Management, not Super Admin) cannot touch a Super Admin’s sessions', async () => {
    const admin = await signIn('admin');
    const owner = await signIn('owner');
    const adminId = await userId('admin@pawon.test');
    const list = await t.call(owner, 'POST', '/api/session/list', { userId: adminId });
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('right.superAdminOnly');
    expect((await t.call(owner, 'POST', '/api/session/endOthers', { userId: adminId })).statusCode).toBe(403);
    const id = (await sessionsOf(admin))[0]!.id;
    expect((await t.call(owner, 'POST', '/api/session/end', { id })).statusCode).toBe(403);
    expect(await me(admin)).toBe(200);
    // A user with fewer rights than the Owner: allowed.
    await signIn('staff');
    const staffId = await userId('staff@pawon.test');
    expect((await t.call(owner, 'POST', '/api/session/list', { userId: staffId })).statusCode).toBe(200);
  });
});

describe('sessions: last use', () => {
  it('writes the last use at most once a minute, and the 3-hour idle limit still ends a session', async () => {
    const token = await signIn('staff');
    const id = (await sessionsOf(token))[0]!.id as string;
    const seen = async () =>
      (
        await t.query<{ s: number }>(
          sql`select extract(epoch from now() - last_seen_at)::int as s from sessions where public_id = ${id}::uuid`,
        )
      )[0]!.s;
    await t.query(
      sql`update sessions set last_seen_at = now() - interval '30 seconds' where public_id = ${id}::uuid`,
    );
    expect(await me(token)).toBe(200);
    expect(await seen()).toBeGreaterThanOrEqual(29);
    await t.query(
      sql`update sessions set last_seen_at = now() - interval '2 minutes' where public_id = ${id}::uuid`,
    );
    expect(await me(token)).toBe(200);
    expect(await seen()).toBeLessThan(5);
    await t.query(
      sql`update sessions set last_seen_at = now() - interval '2 hours 59 minutes' where public_id = ${id}::uuid`,
    );
    expect(await me(token)).toBe(200);
    await t.query(
      sql`update sessions set last_seen_at = now() - interval '3 hours 1 minute' where public_id = ${id}::uuid`,
    );
    expect(await me(token)).toBe(401);
  });
});
