import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig, parseTrustProxy } from '../src/config.js';
import { MAX_FIELD_ERRORS } from '../src/plugins/errors.js';
import { multipart, useListeningApp, useTestApp } from './helpers.js';

/** Issue 7, points 6, 9, 10 and 13: cheap denial of service, the client's address, and caching. */
const t = useTestApp();

const manyKeys = (n: number, valueLength = 1) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v'.repeat(valueLength)]));

/** Sends raw bytes over a real socket and answers what the server said and when, without finishing the body. */
function rawRequest(
  port: number,
  head: string,
  firstBodyBytes: Buffer,
  waitMs = 3000,
): Promise<{ response: string; closed: boolean; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let closed = false;
    socket.on('data', (d) => (response += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    const timer = setTimeout(finish, waitMs);
    function finish() {
      clearTimeout(timer);
      socket.destroy();
      resolve({ response, closed, ms: Date.now() - started });
    }
    socket.write(head);
    socket.write(firstBodyBytes);
  });
}

describe('point 9: huge anonymous bodies and huge validation errors', () => {
  it('refuses a 1 MB anonymous login body with 90,000 unknown keys at once (413), with a short answer', async () => {
    const payload = JSON.stringify({ login: 'a', password: 'b', ...manyKeys(90_000) });
    expect(payload.length).toBeGreaterThan(900_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.body.length).toBeLessThan(200);
    expect(res.headers.connection).toBe('close');
  });

  it('refuses anonymous bodies over a few KB (login and register need a few hundred bytes)', async () => {
    const register = await t.call(null, 'POST', '/api/register', {
      name: 'x'.repeat(50),
      email: 'a@b.co',
      password: 'p'.repeat(100),
      pad: 'z'.repeat(9000),
    });
    expect(register.statusCode).toBe(413);
    const ok = await t.call(null, 'POST', '/api/login', {
      login: 'admin@pawon.test',
      password: 'pawon-admin',
    });
    expect(ok.statusCode).toBe(200);
  });

  it(`reports at most ${MAX_FIELD_ERRORS} fields, and only the first error of a huge input`, async () => {
    const token = await t.tokenOf('admin');
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/position/list',
      headers: { authorization: `Bearer ${token}` },
      payload: manyKeys(70_000),
    });
    expect(many.statusCode).toBe(422);
    expect(many.body.length).toBeLessThan(500);
    expect(Object.keys(many.json().errors)).toHaveLength(1);
    // A small input still gets every wrong field (up to the cap), so a form can show them all.
    const some = await t.call('admin', 'POST', '/api/position/list', manyKeys(40));
    expect(Object.keys(some.json().errors)).toHaveLength(MAX_FIELD_ERRORS);
    const two = await t.call('admin', 'POST', '/api/position/add', { code: 'a b', name: '' });
    expect(Object.keys(two.json().errors).sort()).toEqual(['code', 'name']);
  });
});

describe('point 10: multipart bodies have limits per operation', () => {
  const listening = useListeningApp(t);

  it('refuses a 99 MB anonymous multipart body before reading it: 413 and the connection closed', async () => {
    const head = [
      'POST /api/login HTTP/1.1',
      'Host: localhost',
      'Content-Type: multipart/form-data; boundary=xyz',
      `Content-Length: ${999 * 99 * 1024}`,
      '',
      '',
    ].join('\r\n');
    const first = Buffer.from(
      `--xyz\r\nContent-Disposition: form-data; name="f0"\r\n\r\n${'a'.repeat(60_000)}`,
    );
    const res = await rawRequest(listening.port(), head, first);
    expect(res.response).toMatch(/^HTTP\/1\.1 413/);
    expect(res.closed).toBe(true);
  });

  it('stops reading a chunked anonymous multipart body at the first oversized field', async () => {
    const head = [
      'POST /api/register HTTP/1.1',
      'Host: localhost',
      'Content-Type: multipart/form-data; boundary=xyz',
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n');
    const part = Buffer.from(
      `--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\n${'a'.repeat(99 * 1024)}\r\n`,
    );
    const chunk = Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]);
    const res = await rawRequest(listening.port(), head, chunk);
    expect(res.response).toMatch(/^HTTP\/1\.1 413/);
    expect(res.closed).toBe(true);
  });

  it('refuses a signed-in multipart body over 1 MB by its length, and a field over 16 KB', async () => {
    const token = await t.tokenOf('admin');
    const big = multipart(manyKeys(20, 99 * 1024));
    const byLength = await t.app.inject({
      method: 'POST',
      url: '/api/position/list',
      headers: { ...big.headers, authorization: `Bearer ${token}` },
      payload: big.payload,
    });
    expect(byLength.statusCode).toBe(413);
    const field = multipart({ search: 'x'.repeat(20 * 1024) });
    const byField = await t.app.inject({
      method: 'POST',
      url: '/api/position/list',
      headers: { ...field.headers, authorization: `Bearer ${token}` },
      payload: field.payload,
    });
    expect(byField.statusCode).toBe(413);
  });

  it('takes files only on upload operations, and only in their file field', async () => {
    const token = await t.tokenOf('admin');
    const png = { filename: 'a.png', type: 'image/png', data: Buffer.from('x') };
    const notUpload = multipart({ code: 'FILE', name: 'Berkas' }, { photo: png });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/position/add',
      headers: { ...notUpload.headers, authorization: `Bearer ${token}` },
      payload: notUpload.payload,
    });
    expect(refused.statusCode).toBe(413);
    const otherField = multipart({}, { avatar: png });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/userApp/upload/',
      headers: { ...otherField.headers, authorization: `Bearer ${token}` },
      payload: otherField.payload,
    });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('point 13: API answers are never cached', () => {
  it('sends Cache-Control: no-store with the login token, /api/me, lists and errors', async () => {
    const login = await t.call(null, 'POST', '/api/login', {
      login: 'owner@pawon.test',
      password: 'pawon-owner',
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().token as string;
    expect((await t.call(token, 'GET', '/api/me')).headers['cache-control']).toBe('no-store');
    expect((await t.call(token, 'POST', '/api/userApp/listUser', {})).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await t.call(null, 'GET', '/api/me')).headers['cache-control']).toBe('no-store');
    expect((await t.call(token, 'GET', '/api/nothing')).headers['cache-control']).toBe('no-store');
  });
});

describe('point 6: the throttle bucket is the address the trusted proxy saw, never one the client chose', () => {
  const appWith = async (trustProxy: string) =>
    buildApp({
      db: t.database.db,
      config: {
        ...loadConfig({ PAWON_TRUST_PROXY: trustProxy }),
        dataDir: t.dataDir,
        appDist: path.join(t.dataDir, 'no-app'),
      },
    });

  it.each(['1', '10.0.0.1', '10.0.0.0/8'])(
    'PAWON_TRUST_PROXY=%s: 12 wrong passwords from 12 claimed addresses → 429 after 5',
    async (setting) => {
      const app = await appWith(setting);
      try {
        const codes: number[] = [];
        for (let i = 0; i < 12; i++) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { login: 'kasir@pawon.test', password: `salah-${i}-sekali` },
            remoteAddress: '10.0.0.1',
            // What the client sent, then what the proxy appended: the client's real address.
            headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${setting.length}` },
          });
          codes.push(res.statusCode);
        }
        expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
        expect(codes.slice(5)).toEqual(Array(7).fill(429));
      } finally {
        await app.close();
      }
    },
  );

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const app = await appWith('10.0.0.1');
    try {
      const attempt = (remoteAddress: string, xff: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { login: 'nobody@pawon.test', password: 'salah-sekali' },
          remoteAddress,
          headers: { 'x-forwarded-for': xff },
        });
      await attempt('192.0.2.7', '203.0.113.9');
      await attempt('10.0.0.1', '203.0.113.9, 198.51.100.4');
      const seen = await t.query<{ ip: string }>(
        sql`select ip from login_attempts where login_key = 'login:nobody@pawon.test' order by id`,
      );
      expect(seen.map((r) => r.ip)).toEqual(['192.0.2.7', '198.51.100.4']);
    } finally {
      await app.close();
    }
  });

  it('reads the setting as a hop count or a list of addresses and CIDRs, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.local'])
      expect(() => parseTrustProxy(bad)).toThrow(ConfigError);
  });
});
