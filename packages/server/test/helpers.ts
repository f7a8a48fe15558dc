import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { rows } from '../src/db/query.js';
import { describeViolation, type Violation } from '../src/plugins/conformance.js';
import { withDatabase } from './globalSetup.js';

export const DEMO = {
  admin: { login: 'admin@pawon.test', password: 'pawon-admin' },
  owner: { login: 'owner@pawon.test', password: 'pawon-owner' },
  staff: { login: 'staff@pawon.test', password: 'pawon-staff' },
  kasir: { login: 'kasir@pawon.test', password: 'pawon-kasir' },
} as const;
export type Role = keyof typeof DEMO;

export type Encoding = 'json' | 'multipart';

/** Builds a multipart body by hand (bracket names for nested values), as a browser form would send it. */
export function multipart(
  body: Record<string, unknown>,
  files: Record<string, { filename: string; type: string; data: Buffer }> = {},
) {
  const boundary = `----pawon${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string) =>
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  const walk = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (value === null) field(name, '');
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${name}[${i}]`, v));
    else if (typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(name ? `${name}[${k}]` : k, v);
    else field(name, String(value));
  };
  walk('', body);
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The file's own PostgreSQL database (a second app or pool may open it too); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Signs in as a demo user (once per file) and answers its token. */
  tokenOf(role: Role): Promise<string>;
  /** POSTs (or any method) with a body in the given encoding, signed in as `role` (or anonymous with null). */
  call(
    role: Role | null | string,
    method: InjectOptions['method'],
    url: string,
    body?: Record<string, unknown>,
    encoding?: Encoding,
  ): Promise<LightMyRequestResponse>;
  login(login: string, password: string, encoding?: Encoding, ip?: string): Promise<LightMyRequestResponse>;
  /** A JSON POST as `role` (default the admin). */
  post(url: string, body?: Json, role?: Role | string): Promise<LightMyRequestResponse>;
  /** A JSON POST as `role` that must answer 200; its body. */
  ok(url: string, body?: Json, role?: Role | string): Promise<Json>;
  query<T>(text: ReturnType<typeof sql>): Promise<T[]>;
  /** A digest of every table but sessions (whose last_seen_at moves on reads): equal digests, unchanged data. */
  digest(): Promise<string>;
}

/**
 * A second app instance on the test file's database, with its own pool: a second server process behind a load
 * balancer (PostgreSQL only; open it inside a `describe.runIf(process.env.DATABASE_URL)`).
 */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface SecondApp {
  readonly app: FastifyInstance;
  /** Sends n requests at once as the admin, alternating between the two instances. */
  fire(
    n: number,
    method: 'POST' | 'DELETE',
    url: string | ((i: number) => string),
    body?: (i: number) => Json,
  ): Promise<Array<{ status: number; json: Json }>>;
  /**
   * One request to each instance first: a cold instance compiles each route's validators and serializers on first
   * use, and a burst arriving meanwhile would wait past the pool's connection timeout (503, nothing written).
   */
  warm(url: string, body: Json): Promise<void>;
}

/**
 * The test file's database served on a real port, for what inject cannot show (a socket cut, a slow upload, the
 * event loop under load). `port()` is known once beforeAll has run; the server closes after the file.
 */
export function useListeningApp(t: TestContext): { port: () => number } {
  let server: FastifyInstance | undefined;
  beforeAll(async () => {
    server = await buildApp({
      db: t.database.db,
      config: { ...loadConfig({}), dataDir: t.dataDir, appDist: path.join(t.dataDir, 'no-app') },
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());
  return {
    port() {
      if (!server) throw new Error('The listening app opens in beforeAll.');
      return (server.server.address() as { port: number }).port;
    },
  };
}

/**
 * An app on the test file's database whose log (level info) is kept line by line, for the tests that read what the
 * server writes there. `app()` is there once beforeAll has run; it closes after the file (or the describe block).
 */
export function useLoggingApp(t: TestContext): { lines: string[]; app: () => FastifyInstance } {
  const lines: string[] = [];
  let logged: FastifyInstance | undefined;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    logged = await buildApp({
      db: t.database.db,
      config: { ...loadConfig({}), dataDir: t.dataDir, appDist: path.join(t.dataDir, 'no-app') },
      logger: { level: 'info', stream },
    });
  });
  afterAll(() => logged?.close());
  return {
    lines,
    app() {
      if (!logged) throw new Error('The logging app opens in beforeAll.');
      return logged;
    },
  };
}

export function useSecondApp(t: TestContext): SecondApp {
  let second: { app: FastifyInstance; database: Database } | undefined;
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
    const app = await buildApp({
      db: database.db,
      config: { ...loadConfig({}), dataDir: t.dataDir, appDist: path.join(t.dataDir, 'no-app') },
    });
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });
  const self: SecondApp = {
    get app() {
      if (!second) throw new Error('The second app opens in beforeAll.');
      return second.app;
    },
    async fire(n, method, url, body) {
      const token = await t.tokenOf('admin');
      return Promise.all(
        Array.from({ length: n }, (_, i) =>
          (i % 2 ? self.app : t.app)
            .inject({
              method,
              url: typeof url === 'string' ? url : url(i),
              headers: { authorization: `Bearer ${token}` },
              ...(body ? { payload: body(i) } : {}),
            })
            .then((r) => ({ status: r.statusCode, json: r.json() as Json })),
        ),
      );
    },
    async warm(url, body) {
      const token = await t.tokenOf('admin');
      for (const app of [t.app, self.app]) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}` },
          payload: body,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }
    },
  };
  return self;
}

/** One app per test file on its own copy of the migrated, seeded template database. */
export function useTestApp(): TestContext {
  const ctx = {} as TestContext;
  const tokens = new Map<string, string>();
  let dropDb: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-test-'));
    const pgTemplate = inject('pgTemplate');
    let database: Database;
    let databaseUrl: string | undefined;
    if (pgTemplate) {
      const { default: pg } = await import('pg');
      const name = `pawon_t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name} template ${pgTemplate}`);
      await admin.end();
      databaseUrl = withDatabase(process.env.DATABASE_URL!, name);
      database = await openDatabase({ dataDir, databaseUrl });
      dropDb = async () => {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    } else {
      fs.cpSync(path.join(inject('pgliteTemplate'), 'pglite'), path.join(dataDir, 'pglite'), {
        recursive: true,
      });
      database = await openDatabase({ dataDir });
    }
    const config = { ...loadConfig({}), dataDir, appDist: path.join(dataDir, 'no-app') };
    const app = await buildApp({
      db: database.db,
      config,
      conformance: (violation) => contractViolations.push(violation),
    });
    Object.assign(ctx, { app, database, dataDir, databaseUrl });
  });

  afterAll(async () => {
    // Every answer of the file has a status its operation declares and a body matching the contract's schema.
    expect(contractViolations.map(describeViolation)).toEqual([]);
    await ctx.app?.close();
    await ctx.database?.close();
    await dropDb?.();
    if (ctx.dataDir) fs.rmSync(ctx.dataDir, { recursive: true, force: true });
  });

  ctx.login = (login, password, encoding = 'json', ip = '127.0.0.1') =>
    encoding === 'json'
      ? ctx.app.inject({ method: 'POST', url: '/api/login', payload: { login, password }, remoteAddress: ip })
      : ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          ...multipart({ login, password }),
          remoteAddress: ip,
        });

  ctx.tokenOf = async (role) => {
    const cached = tokens.get(role);
    if (cached) return cached;
    const res = await ctx.login(DEMO[role].login, DEMO[role].password);
    if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.body}`);
    const token = res.json().token as string;
    tokens.set(role, token);
    return token;
  };

  ctx.call = async (role, method, url, body, encoding = 'json') => {
    const headers: Record<string, string> = {};
    if (role) headers.authorization = `Bearer ${role in DEMO ? await ctx.tokenOf(role as Role) : role}`;
    if (body === undefined) return ctx.app.inject({ method, url, headers });
    if (encoding === 'json') return ctx.app.inject({ method, url, headers, payload: body });
    const mp = multipart(body);
    return ctx.app.inject({ method, url, headers: { ...headers, ...mp.headers }, payload: mp.payload });
  };

  ctx.post = (url, body, role = 'admin') => ctx.call(role, 'POST', url, body);
  ctx.ok = async (url, body, role = 'admin') => {
    const res = await ctx.post(url, body, role);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json() as Json;
  };

  ctx.query = (text) => rows(ctx.database.db, text);

  ctx.digest = async () => {
    const tables = await rows<{ t: string }>(
      ctx.database.db,
      sql`select table_name as t from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions' order by 1`,
    );
    const parts: string[] = [];
    for (const { t } of tables) {
      const r = await rows<{ h: string | null; n: number }>(
        ctx.database.db,
        sql.raw(
          `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h, count(*)::int as n from "${t}" x`,
        ),
      );
      parts.push(`${t}:${r[0]!.n}:${r[0]!.h}`);
    }
    return parts.join('\n');
  };

  return ctx;
}

export const both: Encoding[] = ['json', 'multipart'];

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Every answer of the file that broke the contract (src/plugins/conformance.ts, the check the e2e runs use too). */
const contractViolations: Violation[] = [];

/**
 * A request to an operation (`{ method, path }` of the contract) with a well-formed but harmless address: the walks
 * over every operation (the access matrix of contract.test.ts, the integration tokens' scopes) send it.
 */
export function sampleRequest(op: { method: string; path: string }) {
  const url = op.path
    .replace('{id}', '999999')
    .replace('{category}', 'parent')
    .replace('{name}', `${'a'.repeat(32)}.png`)
    .replace('{kind}', 'products')
    .replace('{codeProv}', '99')
    .replace('{codeKab}', '99.99');
  return { method: op.method as 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH', url };
}
