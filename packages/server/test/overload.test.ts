import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase, withSessionOptions, type Database, type Tx } from '../src/db/index.js';
import { isDatabaseUnavailable, isPoolBusy, UNAVAILABLE_MESSAGE } from '../src/lib/dbErrors.js';
import { BUSY_MESSAGE } from '../src/lib/errors.js';
import { rows } from '../src/db/query.js';
import { withDatabase } from './globalSetup.js';
import { runServer } from './support.js';

/** Issue 17, "Overload and more than one process": the pool's wait bound, and the settings for several processes. */

describe('settings for the pool and the processes', () => {
  it('reads the pool size, its wait bound and the number of workers from the environment', () => {
    const config = loadConfig({ PAWON_DB_POOL: '3', PAWON_DB_POOL_WAIT_MS: '250', PAWON_WORKERS: '2' });
    expect(config.dbPool).toEqual({ max: 3, waitMs: 250 });
    expect(config.workers).toBe(2);
    expect(loadConfig({}).dbPool).toEqual({ max: 10, waitMs: 5000 });
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ PAWON_WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
  });

  it.each([
    ['PAWON_DB_POOL', '0'],
    ['PAWON_DB_POOL', 'banyak'],
    ['PAWON_DB_POOL_WAIT_MS', '5'],
    ['PAWON_WORKERS', '0'],
    ['PAWON_WORKERS', '2.5'],
  ])('refuses %s=%s with a sentence naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('turns JIT off in the connection options, after any the URL already has', () => {
    expect(withSessionOptions('postgres://u:p@db:5432/pawon')).toBe(
      'postgres://u:p@db:5432/pawon?options=-c+jit%3Doff',
    );
    const kept = new URL(
      withSessionOptions('postgres://db/pawon?sslmode=require&options=-c%20work_mem%3D8MB'),
    );
    expect(kept.searchParams.get('options')).toBe('-c work_mem=8MB -c jit=off');
    expect(kept.searchParams.get('sslmode')).toBe('require');
  });

  it('refuses more than one process on the embedded database, with a plain message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-workers-'));
    try {
      const run = await runServer({ PAWON_WORKERS: '2', PAWON_DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/PAWON_WORKERS=2 membutuhkan PostgreSQL \(DATABASE_URL\)/);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      // Refused before it opened anything.
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('a saturated pool on PostgreSQL', { timeout: 120_000 }, () => {
  const base = process.env.DATABASE_URL ?? '';
  const name = `pawon_o_${randomBytes(6).toString('hex')}`;
  const pool = { max: 2, waitMs: 300 };
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  const admin = async (query: string) => {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  const me = () =>
    app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  /** Takes every connection of the pool in open transactions until `free()` is called. */
  async function saturate() {
    let free!: () => void;
    const gate = new Promise<void>((resolve) => (free = resolve));
    let started = 0;
    let allIn!: () => void;
    const inside = new Promise<void>((resolve) => (allIn = resolve));
    const holders = Array.from({ length: pool.max }, () =>
      database.db.transaction(async (tx: Tx) => {
        await tx.execute(sql`select 1`);
        if (++started === pool.max) allIn();
        await gate;
      }),
    );
    await inside;
    return {
      free: async () => {
        free();
        await Promise.all(holders);
      },
    };
  }

  beforeAll(async () => {
    await admin(`create database ${name} template ${inject('pgTemplate')}`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-overload-'));
    database = await openDatabase({ dataDir, databaseUrl: withDatabase(base, name), pool });
    const config = { ...loadConfig({}), dataDir, appDist: path.join(dataDir, 'no-app'), dbPool: pool };
    app = await buildApp({ db: database.db, config });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'owner@pawon.test', password: 'pawon-owner' },
    });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json().token;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs the app's sessions with JIT off", async () => {
    const [row] = await rows<{ jit: string }>(database.db, sql`select current_setting('jit') as jit`);
    expect(row!.jit).toBe('off');
  });

  it('answers 503 "server sibuk" with Retry-After while every connection stays busy, then recovers', async () => {
    const held = await saturate();
    try {
      const [read, write] = await Promise.all([
        me(),
        app.inject({
          method: 'POST',
          url: '/api/position/add',
          headers: { authorization: `Bearer ${token}` },
          payload: { code: 'BUSY', name: 'Sibuk' },
        }),
      ]);
      for (const res of [read, write]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({
          status: 'error',
          code: 'server.busy',
          params: { retryAfter: 2 },
          message: BUSY_MESSAGE,
          retryAfter: 2,
        });
        expect(res.json().message).not.toBe(UNAVAILABLE_MESSAGE);
        expect(res.headers['retry-after']).toBe('2');
      }
      const direct = await database.db.execute(sql`select 1`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isPoolBusy(direct)).toBe(true);
      expect(isDatabaseUnavailable(direct)).toBe(false);
    } finally {
      await held.free();
    }
    expect((await me()).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => me()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    // The refused write wrote nothing: the same code is free.
    const add = await app.inject({
      method: 'POST',
      url: '/api/position/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: 'BUSY', name: 'Sibuk' },
    });
    expect(add.statusCode, add.body).toBe(200);
  });

  it('stops a cluster whose port is taken with one plain sentence and exit code 1', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const run = await runServer(
        {
          DATABASE_URL: withDatabase(base, name),
          PAWON_WORKERS: '2',
          PAWON_DATA_DIR: dataDir,
          PORT: String((taken.address() as net.AddressInfo).port),
        },
        120_000,
      );
      expect(run.code).toBe(1);
      expect(run.stderr.match(/sudah dipakai program lain/g)).toHaveLength(1);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('hands a connection freed within the bound to the request waiting for it', async () => {
    const held = await saturate();
    const waiting = me();
    while (database.pool!.waiting() === 0) await new Promise((r) => setImmediate(r));
    await held.free();
    expect((await waiting).statusCode).toBe(200);
  });
});
