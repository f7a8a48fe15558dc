import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../src/lib/dbErrors.js';
import { PgProxy } from './pgProxy.js';
import { runServer } from './support.js';

/**
 * Issue 7, points 7 and 8: the server survives its database. The app runs against its own PostgreSQL
 * database through a proxy this test cuts and pauses; timeouts are a second here (5 and 15 s by default).
 */
describe.runIf(process.env.DATABASE_URL)('the server and a failing database', { timeout: 120_000 }, () => {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/x');
  const name = `pawon_f_${randomBytes(6).toString('hex')}`;
  const timeouts = { connectMs: 1000, queryMs: 1000 };
  const proxy = new PgProxy({ host: base.hostname, port: Number(base.port || 5432) });
  const uncaught: unknown[] = [];
  const connectionErrors: Error[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;

  const admin = async (query: string, params: unknown[] = []) => {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    try {
      return (await c.query(query, params)).rows as Array<Record<string, unknown>>;
    } finally {
      await c.end();
    }
  };
  const viaProxy = () => {
    const u = new URL(base.toString());
    u.hostname = '127.0.0.1';
    u.port = String(proxy.port);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const me = () =>
    app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  };
  const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    await admin(`create database ${name} template ${inject('pgTemplate')}`);
    await proxy.listen();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-faults-'));
    database = await openDatabase({
      dataDir,
      databaseUrl: viaProxy(),
      timeouts,
      onConnectionError: (e) => connectionErrors.push(e),
    });
    app = await buildApp({
      db: database.db,
      config: { ...loadConfig({}), dataDir, appDist: path.join(dataDir, 'no-app'), dbTimeouts: timeouts },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'owner@pawon.test', password: 'pawon-owner' },
    });
    expect(login.statusCode).toBe(200);
    token = login.json().token;
  });

  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await app?.close();
    await database?.close().catch(() => undefined);
    await proxy.close();
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('point 7: a dropped connection never kills the process', () => {
    it('survives pg_terminate_backend of every connection, and answers again at once', async () => {
      await Promise.all([me(), me(), me()]);
      const killed = await admin(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1`,
        [name],
      );
      expect(killed.length).toBeGreaterThan(0);
      await settle();
      expect(uncaught).toEqual([]);
      expect(connectionErrors.length).toBeGreaterThan(0);
      expect((await me()).statusCode).toBe(200);
    });

    it('survives the proxy cutting every connection while idle', async () => {
      await Promise.all([me(), me()]);
      connectionErrors.length = 0;
      proxy.cut();
      await settle();
      expect(uncaught).toEqual([]);
      expect((await me()).statusCode).toBe(200);
    });

    it('answers 503 to a request whose connection is cut under it, then recovers', async () => {
      await me();
      proxy.pause();
      const pending = timed(() =>
        app.inject({
          method: 'POST',
          url: '/api/position/add',
          headers: { authorization: `Bearer ${token}` },
          payload: { code: 'CUT', name: 'Terputus' },
        }),
      );
      await settle(200);
      proxy.cut();
      proxy.resume();
      const { result, ms } = await pending;
      expect(result.statusCode).toBe(503);
      expect(result.json()).toEqual({
        status: 'error',
        code: 'server.unavailable',
        params: { retryAfter: 5 },
        message: UNAVAILABLE_MESSAGE,
      });
      expect(ms).toBeLessThan(1000);
      await settle();
      expect(uncaught).toEqual([]);
      expect((await me()).statusCode).toBe(200);
    });
  });

  describe('point 8: a database that stops answering', () => {
    it('answers 503 within the timeouts while paused (reads, writes, sign-in), and recovers by itself', async () => {
      await Promise.all([me(), me()]);
      proxy.pause();
      try {
        const read = await timed(me);
        expect(read.result.statusCode).toBe(503);
        expect(read.result.json().message).toBe(UNAVAILABLE_MESSAGE);
        expect(read.result.headers['retry-after']).toBe('5');
        expect(read.ms).toBeLessThan(3000);
        const write = await timed(() =>
          app.inject({
            method: 'POST',
            url: '/api/position/add',
            headers: { authorization: `Bearer ${token}` },
            payload: { code: 'HANG', name: 'Tergantung' },
          }),
        );
        expect(write.result.statusCode).toBe(503);
        expect(write.ms).toBeLessThan(3000);
        const login = await timed(() =>
          app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { login: 'staff@pawon.test', password: 'pawon-staff' },
          }),
        );
        expect(login.result.statusCode).toBe(503);
        expect(login.ms).toBeLessThan(3000);
      } finally {
        proxy.resume();
      }
      // Back: the next requests work without a restart.
      expect((await me()).statusCode).toBe(200);
      const add = await app.inject({
        method: 'POST',
        url: '/api/position/add',
        headers: { authorization: `Bearer ${token}` },
        payload: { code: 'BACK', name: 'Kembali' },
      });
      expect(add.statusCode, add.body).toBe(200);
      expect(uncaught).toEqual([]);
    });

    it('cancels a statement that runs past the statement timeout (as unavailable, not a hang)', async () => {
      const { result: error, ms } = await timed(() =>
        database.db.execute(sql`select pg_sleep(5)`).then(
          () => undefined,
          (e: unknown) => e,
        ),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(ms).toBeLessThan(2500);
    });

    it('does not start against a database that does not answer: a plain message and exit code 1, not a hang', async () => {
      proxy.pause();
      try {
        const run = await runServer(
          {
            DATABASE_URL: viaProxy(),
            PAWON_DB_CONNECT_TIMEOUT_MS: '1000',
            PAWON_DB_QUERY_TIMEOUT_MS: '1000',
            PAWON_DATA_DIR: dataDir,
          },
          15_000,
        );
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(
          /Pawon tidak dapat terhubung ke basis data PostgreSQL di 127\.0\.0\.1:\d+\/pawon_f_/,
        );
        expect(run.stderr).not.toMatch(/^\s+at /m);
        expect(run.ms).toBeLessThan(10_000);
      } finally {
        proxy.resume();
      }
    });

    it('does not start against a closed port either', async () => {
      const run = await runServer(
        { DATABASE_URL: 'postgres://pawon:rahasia@127.0.0.1:1/pawon', PAWON_DB_CONNECT_TIMEOUT_MS: '1000' },
        15_000,
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/ECONNREFUSED/);
      expect(run.stderr).not.toMatch(/rahasia/);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    });
  });
});
