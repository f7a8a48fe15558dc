import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { loadContract } from '../src/openapi.js';
import { sampleRequest, useLoggingApp, useSecondApp, useTestApp, type Json } from './helpers.js';

/** Integration tokens (issue 41): made, listed, revoked; what a token may call, from where, how often. */
const t = useTestApp();
const contract = loadContract();

const menuIdOf = async (url: string) =>
  (await t.query<{ id: number }>(sql`select id from menus where url = ${url}`))[0]!.id;

let seq = 0;
/** Makes a token as `role` (default the admin) and answers the whole answer. */
async function make(body: Partial<Json> & { scopes: Json[] }, role = 'admin') {
  const res = await t.post('/api/integration-token/add', { name: `Token ${++seq}`, ...body }, role);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { datas: Json; token: string };
}

const asToken = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: Json,
  ip = '127.0.0.1',
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: ip,
    ...(body ? { payload: body } : {}),
  });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

describe('making, listing and revoking', () => {
  it('shows the token once, lists it without it, and answers 401 from the moment it is revoked', async () => {
    const vendor = await menuIdOf('/items/vendor');
    const { datas, token } = await make({
      name: 'Toko Online',
      scopes: [{ menuId: vendor, create: true }],
      ipRanges: ['127.0.0.1', '10.0.0.0/8'],
      expiresOn: null,
    });
    expect(token).toMatch(/^pwn_[A-Za-z0-9_-]{43}$/);
    expect(datas).toMatchObject({
      name: 'Toko Online',
      prefix: token.slice(0, 10),
      state: 'active',
      lastUsedAt: null,
      createdBy: { name: 'Admin Pawon' },
      ipRanges: ['127.0.0.1', '10.0.0.0/8'],
      scopes: [
        { menuId: vendor, url: '/items/vendor', view: true, create: true, update: false, delete: false },
      ],
    });
    const stored = await t.query<{ token_hash: string }>(
      sql`select token_hash from integration_tokens where id = ${datas.id}`,
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(token.slice(4));

    const used = await asToken(token, 'POST', '/api/vendor/list', {});
    expect(used.statusCode, used.body).toBe(200);

    const list = await t.post('/api/integration-token/list', { search: 'Toko Online' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token.slice(10));
    const row = list.json().datas.find((d: Json) => d.id === datas.id);
    expect(row.lastUsedAt).not.toBeNull();
    expect(list.json().datas[0].id).toBe(datas.id);

    const revoked = await t.post(`/api/integration-token/revoke/${datas.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = await asToken(token, 'POST', '/api/vendor/list', {});
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.expired');
    const listed = (await t.ok('/api/integration-token/list', {})).datas.find((d: Json) => d.id === datas.id);
    expect(listed).toMatchObject({ state: 'revoked' });
    // Revoking again changes nothing; a token that never was is 404.
    expect((await t.post(`/api/integration-token/revoke/${datas.id}`)).statusCode).toBe(200);
    const missing = await t.post('/api/integration-token/revoke/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'record.notFound',
      message: expect.stringContaining('Token integrasi'),
    });
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const vendor = await menuIdOf('/items/vendor');
    await t.tokenOf('admin');
    const before = await t.digest();
    const cases: Array<[Json, string, string?]> = [
      [{ name: '', scopes: [{ menuId: vendor }] }, 'validation.required', 'name'],
      [{ name: 'A', scopes: [] }, 'validation.minItems'],
      [{ name: 'A', scopes: [{ menuId: 999999 }] }, 'reference.notFound', 'scopes.0.menuId'],
      [{ name: 'A', scopes: [{ menuId: vendor }], ipRanges: ['10.0.0.0/33'] }, 'token.ipRange', 'ipRanges.0'],
      [
        { name: 'A', scopes: [{ menuId: vendor }], ipRanges: ['1.2.3.4', 'pawon'] },
        'token.ipRange',
        'ipRanges.1',
      ],
      [{ name: 'A', scopes: [{ menuId: vendor }], expiresOn: '2020-01-01' }, 'token.expiryPast', 'expiresOn'],
      [{ name: 'A', scopes: [{ menuId: vendor }], token: 'pwn_x' }, 'validation.unknownField'],
    ];
    for (const [body, code, field] of cases) {
      const res = await t.post('/api/integration-token/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const codes = [
        res.json().code,
        ...Object.values(res.json().fieldCodes ?? {}).map((f) => (f as Json).code),
      ];
      expect(codes, res.body).toContain(code);
      if (field) expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    expect(await t.digest()).toBe(before);
  });

  it('needs a session (401) and the menu (403): the cashier holds no Token Integrasi', async () => {
    const vendor = await menuIdOf('/items/vendor');
    const body = { name: 'X', scopes: [{ menuId: vendor }] };
    expect((await t.call(null, 'POST', '/api/integration-token/add', body)).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/api/integration-token/list', {})).statusCode).toBe(401);
    for (const [url, b] of [
      ['/api/integration-token/add', body],
      ['/api/integration-token/list', {}],
      ['/api/integration-token/revoke/1', undefined],
    ] as const) {
      const res = await t.call('kasir', 'POST', url, b);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('right.missing');
    }
    // The owner holds it (granted to Super Admin and Owner).
    expect((await t.post('/api/integration-token/list', {}, 'owner')).statusCode).toBe(200);
  });
});

describe('scopes: never more than the creator holds, and never more than they hold now', () => {
  it('refuses a scope the creator lacks (403 right.denied) and cuts the token when the creator loses a right', async () => {
    const product = await menuIdOf('/items/produk');
    const vendor = await menuIdOf('/items/vendor');
    const tokens = await menuIdOf('/integration-token');
    const staffGroup = sql`(select id from auth_groups where name = 'Staff')`;
    // The menu and its header (Pengaturan Aplikasi), as the group screen grants them.
    await t.query(sql`insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
                      select ${staffGroup}, m.id, true, true, true from menus m
                      where m.id = ${tokens} or m.id = (select parent_id from menus where id = ${tokens})`);
    // Staff may create and update products but not delete them, and has no Vendor menu.
    for (const scopes of [[{ menuId: product, delete: true }], [{ menuId: vendor }]]) {
      const res = await t.post('/api/integration-token/add', { name: 'Lebih', scopes }, 'staff');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('right.denied');
    }
    const { token } = await make({ scopes: [{ menuId: product, create: true }] }, 'staff');
    const add = (code: string) =>
      asToken(token, 'POST', '/api/product/add', { code, name: `Produk ${code}` });
    expect((await add('')).statusCode).toBe(422);
    expect((await asToken(token, 'DELETE', '/api/product/delete/1')).statusCode).toBe(403);

    await t.query(sql`update group_menus set can_create = false
                      where group_id = ${staffGroup} and menu_id = ${product}`);
    const lost = await add('');
    expect(lost.statusCode).toBe(403);
    expect(lost.json().code).toBe('right.missing');
    expect((await asToken(token, 'POST', '/api/product/list', {})).statusCode).toBe(200);

    // A creator who is no longer active takes their tokens with them.
    await t.query(sql`update users set active = false where email = 'staff@pawon.test'`);
    expect((await asToken(token, 'POST', '/api/product/list', {})).statusCode).toBe(401);
    await t.query(sql`update users set active = true where email = 'staff@pawon.test'`);
    expect((await asToken(token, 'POST', '/api/product/list', {})).statusCode).toBe(200);
  });
});

describe('scope enforcement over every operation of the contract', () => {
  const guarded = contract.operations.filter((op) => !op.access.public);
  const excluded = guarded.filter(
    (op) => op.access.noToken || op.access.self || op.access.menus.length === 0,
  );
  const scoped = guarded.filter((op) => !excluded.includes(op));
  let one = '';
  let every = '';
  let rate = 0;

  beforeAll(async () => {
    rate = t.app.config.tokenRate;
    t.app.config.tokenRate = 100_000;
    one = (await make({ scopes: [{ menuId: await menuIdOf('/items/vendor'), create: true }] })).token;
    const all = await t.query<{ id: number }>(sql`select id from menus where url is not null`);
    every = (
      await make({ scopes: all.map((m) => ({ menuId: m.id, create: true, update: true, delete: true })) })
    ).token;
  });
  afterAll(() => {
    t.app.config.tokenRate = rate;
  });

  it('excludes the token screens, users, groups, menus, positions, sessions, backups and one’s own account', () => {
    const ids = excluded.map((op) => op.operationId);
    for (const id of [
      'integrationTokenList',
      'integrationTokenAdd',
      'integrationTokenDelete',
      'userAdd',
      'groupAdd',
      'menuAdd',
      'positionList',
      'sessionList',
      'backupList',
      'backupRestore',
      'me',
      'logout',
      'userNewPassword',
    ])
      expect(ids).toContain(id);
  });

  it.each(excluded.map((op) => [op.operationId, op] as const))(
    '%s refuses even a token with every scope (403 token.notAllowed)',
    async (_id, op) => {
      const { method, url } = sampleRequest(op);
      const res = await t.call(every, method, url, op.body ? {} : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('token.notAllowed');
    },
  );

  it.each(scoped.map((op) => [op.operationId, op] as const))(
    '%s answers 403 exactly when the token’s one scope (Vendor: view, create) does not grant it',
    async (_id, op) => {
      const granted =
        op.access.menus.includes('/items/vendor') && ['view', 'create'].includes(op.access.right);
      const { method, url } = sampleRequest(op);
      const res = await t.call(one, method, url, op.body ? {} : undefined);
      if (granted) expect(res.statusCode, res.body).not.toBe(403);
      else {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('right.missing');
      }
    },
  );
});

describe('expiry, address ranges and the rate', () => {
  it('works through its last day and answers 401 after it', async () => {
    const vendor = await menuIdOf('/items/vendor');
    const { datas, token } = await make({ scopes: [{ menuId: vendor }], expiresOn: today() });
    expect((await asToken(token, 'POST', '/api/vendor/list', {})).statusCode).toBe(200);
    await t.query(sql`update integration_tokens set expires_on = expires_on - 1 where id = ${datas.id}`);
    expect((await asToken(token, 'POST', '/api/vendor/list', {})).statusCode).toBe(401);
    const listed = (await t.ok('/api/integration-token/list', {})).datas.find((d: Json) => d.id === datas.id);
    expect(listed.state).toBe('expired');
  });

  it('answers only from its ranges (IPv4 and IPv6); outside them 401', async () => {
    const vendor = await menuIdOf('/items/vendor');
    const { token } = await make({ scopes: [{ menuId: vendor }], ipRanges: ['10.0.0.0/8', '2001:db8::/32'] });
    expect((await asToken(token, 'POST', '/api/vendor/list', {}, '10.20.30.40')).statusCode).toBe(200);
    expect((await asToken(token, 'POST', '/api/vendor/list', {}, '::ffff:10.1.1.1')).statusCode).toBe(200);
    expect((await asToken(token, 'POST', '/api/vendor/list', {}, '2001:db8::7')).statusCode).toBe(200);
    for (const ip of ['127.0.0.1', '11.0.0.1', '2001:db9::1']) {
      const res = await asToken(token, 'POST', '/api/vendor/list', {}, ip);
      expect(res.statusCode, ip).toBe(401);
    }
    // A token that is not one, or a made-up one, is 401 as well.
    expect((await asToken(`pwn_${'A'.repeat(43)}`, 'POST', '/api/vendor/list', {})).statusCode).toBe(401);
    expect((await asToken('pwn_short', 'POST', '/api/vendor/list', {})).statusCode).toBe(401);
  });

  it('answers 429 with Retry-After past its requests a minute (PAWON_TOKEN_RATE)', async () => {
    const vendor = await menuIdOf('/items/vendor');
    const { token } = await make({ scopes: [{ menuId: vendor }] });
    const rate = t.app.config.tokenRate;
    t.app.config.tokenRate = 3;
    try {
      for (let i = 0; i < 3; i++)
        expect((await asToken(token, 'POST', '/api/vendor/list', {})).statusCode).toBe(200);
      const res = await asToken(token, 'POST', '/api/vendor/list', {});
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'token.rateLimited', params: { limit: 3 } });
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      // Another token has its own count; the window passed, the token works again.
      const other = await make({ scopes: [{ menuId: vendor }] });
      expect((await asToken(other.token, 'POST', '/api/vendor/list', {})).statusCode).toBe(200);
      await t.query(
        sql`update integration_tokens set window_start = now() - interval '61 seconds'
            where prefix = ${token.slice(0, 10)}`,
      );
      expect((await asToken(token, 'POST', '/api/vendor/list', {})).statusCode).toBe(200);
    } finally {
      t.app.config.tokenRate = rate;
    }
  });

  it('loads ConfigError-free defaults and refuses a bad PAWON_TOKEN_RATE', () => {
    expect(loadConfig({}).tokenRate).toBe(120);
    expect(loadConfig({ PAWON_TOKEN_RATE: '30' }).tokenRate).toBe(30);
    expect(() => loadConfig({ PAWON_TOKEN_RATE: '0' })).toThrow();
    expect(() => loadConfig({ PAWON_TOKEN_RATE: 'banyak' })).toThrow();
  });
});

describe('the history names the token', () => {
  it('records a token’s write as the token, with its creator', async () => {
    const vendor = await menuIdOf('/items/vendor');
    const { token } = await make({ name: 'Sistem Gudang', scopes: [{ menuId: vendor, create: true }] });
    const res = await asToken(token, 'POST', '/api/vendor/add', { name: 'Vendor Dari Token' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().datas.id as number;
    const history = await t.ok('/api/change-history/list', { entity: 'vendor', entityId: id });
    expect(history.datas[0]).toMatchObject({
      action: 'create',
      user: { name: 'Admin Pawon' },
      token: { name: 'Sistem Gudang' },
    });
    // A write in a session names no token.
    const own = await t.ok('/api/vendor/add', { name: 'Vendor Dari Sesi' });
    const mine = await t.ok('/api/change-history/list', { entity: 'vendor', entityId: own.datas.id });
    expect(mine.datas[0].token).toBeUndefined();
  });
});

describe('the log', () => {
  const { lines, app: logged } = useLoggingApp(t);

  it('never holds a token, its hash, or a query string', async () => {
    const vendor = await menuIdOf('/items/vendor');
    const made = await logged().inject({
      method: 'POST',
      url: '/api/integration-token/add?secret=xyz',
      headers: { authorization: `Bearer ${await t.tokenOf('admin')}` },
      payload: { name: 'Log', scopes: [{ menuId: vendor }] },
    });
    expect(made.statusCode).toBe(200);
    const token = made.json().token as string;
    for (const ip of ['127.0.0.1', '127.0.0.1'])
      await logged().inject({
        method: 'POST',
        url: '/api/vendor/list',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
        remoteAddress: ip,
      });
    await logged().inject({ method: 'POST', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    const hash = (
      await t.query<{ token_hash: string }>(sql`select token_hash from integration_tokens where name = 'Log'`)
    )[0]!.token_hash;
    const log = lines.join('\n');
    expect(log).toContain('/api/vendor/list');
    expect(log).not.toContain(token.slice(4, 20));
    expect(log).not.toContain(hash);
    expect(log).not.toContain('secret=xyz');
  });
});

describe.runIf(process.env.DATABASE_URL)('two server processes on PostgreSQL', () => {
  const second = useSecondApp(t);

  it('sees a revocation made on one at the very next request on the other', async () => {
    const vendor = await menuIdOf('/items/vendor');
    const { datas, token } = await make({ scopes: [{ menuId: vendor }] });
    const on = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/vendor/list',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
    expect((await on(second.app)).statusCode).toBe(200);
    expect((await on(t.app)).statusCode).toBe(200);
    expect((await t.post(`/api/integration-token/revoke/${datas.id}`)).statusCode).toBe(200);
    expect((await on(second.app)).statusCode).toBe(401);
  });

  it('counts one token’s rate across both processes', async () => {
    const vendor = await menuIdOf('/items/vendor');
    const { token } = await make({ scopes: [{ menuId: vendor }] });
    const rates = { first: t.app.config.tokenRate, second: second.app.config.tokenRate };
    t.app.config.tokenRate = 4;
    second.app.config.tokenRate = 4;
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? second.app : t.app).inject({
            method: 'POST',
            url: '/api/vendor/list',
            headers: { authorization: `Bearer ${token}` },
            payload: {},
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      t.app.config.tokenRate = rates.first;
      second.app.config.tokenRate = rates.second;
    }
  });
});
