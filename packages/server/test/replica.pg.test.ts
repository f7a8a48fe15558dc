import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig, type ReadReplicaConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { loadContract } from '../src/openapi.js';
import { lsnValue } from '../src/db/replica.js';
import { replicaReads } from '../src/routes/reads.js';
import { DEMO, sampleRequest, useTestApp, type Json, type Role } from './helpers.js';
import { standbyUnavailable, startStandby, type Standby } from './standby.js';

/**
 * Issue 42, "when one database machine is not enough" (decision 064): reads of `routes/reads.ts` go to a real hot
 * standby of the run's PostgreSQL, a writer reads its own writes, a lagging or dead standby leaves every read to the
 * primary. Skipped, saying why, only where no standby can be made (no DATABASE_URL, no PostgreSQL programs).
 */
const unavailable = await standbyUnavailable(process.env.DATABASE_URL);

describe('read replica settings', () => {
  it('reads PAWON_READ_URL and its limits, and refuses what is not a PostgreSQL address or a number', () => {
    expect(loadConfig({}).readReplica).toBeUndefined();
    expect(loadConfig({ PAWON_READ_URL: 'postgres://pawon@10.0.0.12/pawon' }).readReplica).toEqual({
      url: 'postgres://pawon@10.0.0.12/pawon',
      maxLagMs: 1000,
      waitMs: 500,
    });
    const set = {
      PAWON_READ_URL: 'postgresql://h/db',
      PAWON_READ_MAX_LAG_MS: '250',
      PAWON_READ_WAIT_MS: '0',
    };
    expect(loadConfig(set).readReplica).toMatchObject({ maxLagMs: 250, waitMs: 0 });
    expect(() => loadConfig({ PAWON_READ_URL: 'http://h/db' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAWON_READ_URL: 'standby' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAWON_READ_MAX_LAG_MS: 'lama' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAWON_READ_WAIT_MS: '-1' })).toThrow(ConfigError);
  });

  it('orders WAL positions as numbers', () => {
    expect(lsnValue('0/16B3748') < lsnValue('1/0')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(lsnValue(null)).toBe(0n);
  });

  it.runIf(!process.env.DATABASE_URL)('has no replica on PGlite, whatever PAWON_READ_URL says', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-noreplica-'));
    try {
      fs.cpSync(path.join(inject('pgliteTemplate'), 'pglite'), path.join(dir, 'pglite'), { recursive: true });
      const database = await openDatabase({
        dataDir: dir,
        migrate: false,
        readReplica: { url: 'postgres://127.0.0.1:1/x', maxLagMs: 1000, waitMs: 500 },
      });
      expect(database.replica).toBeUndefined();
      await database.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(unavailable)(
  `reads from a hot standby${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  { timeout: 60_000 },
  () => {
    const t = useTestApp();
    let standby: Standby | undefined;
    /** Patient with other readers (lag up to a minute); and one that leaves a standby lagging 300 ms. */
    const apps: Array<{ app: FastifyInstance; database: Database }> = [];
    let patient: { app: FastifyInstance; database: Database };
    let strict: { app: FastifyInstance; database: Database };
    const tokens = new Map<string, string>();
    const WAIT_MS = 400;

    const standbySql = async (query: string) => {
      const { default: pg } = await import('pg');
      const c = new pg.Client({ connectionString: standby!.url('postgres') });
      await c.connect();
      try {
        return (await c.query(query)).rows as Json[];
      } finally {
        await c.end();
      }
    };

    const open = async (replica: Omit<ReadReplicaConfig, 'url'>) => {
      const name = new URL(t.databaseUrl!).pathname.slice(1);
      const database = await openDatabase({
        dataDir: t.dataDir,
        databaseUrl: t.databaseUrl,
        migrate: false,
        readReplica: { url: standby!.url(name), ...replica },
      });
      const app = await buildApp({
        db: database.db,
        replica: database.replica,
        config: { ...loadConfig({}), dataDir: t.dataDir, appDist: path.join(t.dataDir, 'no-app') },
      });
      apps.push({ app, database });
      return { app, database };
    };

    /**
     * Until the standby has replayed all the primary had written when asked. The whole cluster streams: in CI the
     * other files' databases (each made from a template, written whole to the WAL) stream too, and on two cores the
     * standby may be a minute behind. A read that expects the standby waits for it, rather than for a fixed time.
     */
    const caughtUp = async (timeout = 50_000) => {
      const [primary] = await t.query<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
      const until = Date.now() + timeout;
      for (;;) {
        const done = `select pg_last_wal_replay_lsn() >= '${primary!.lsn}'::pg_lsn as done`;
        const [row] = await standbySql(done).catch(() => []);
        if (row?.['done'] === true) return;
        if (Date.now() > until)
          throw new Error(`the standby has not replayed ${primary!.lsn} in ${timeout} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    beforeAll(async () => {
      standby = await startStandby(process.env.DATABASE_URL!);
      // The file's database reached the standby (made before it, or streamed since).
      await caughtUp(150_000);
      patient = await open({ maxLagMs: 60_000, waitMs: WAIT_MS });
      strict = await open({ maxLagMs: 300, waitMs: WAIT_MS });
    }, 240_000);

    afterAll(async () => {
      for (const { app, database } of apps) {
        await app.close();
        await database.close();
      }
      await standby?.remove();
    });

    const tokenOf = async (app: FastifyInstance, role: Role) => {
      const key = `${apps.findIndex((a) => a.app === app)}:${role}`;
      if (!tokens.has(key)) {
        const res = await app.inject({ method: 'POST', url: '/api/login', payload: DEMO[role] });
        expect(res.statusCode, res.body).toBe(200);
        tokens.set(key, res.json().token as string);
      }
      return tokens.get(key)!;
    };
    const post = async (app: FastifyInstance, role: Role, url: string, body: Json = {}) => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${await tokenOf(app, role)}` },
        payload: body,
      });
      return res;
    };
    const categories = async (app: FastifyInstance, role: Role, search: string) => {
      const res = await post(app, role, '/api/category/list', { search });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().datas as Json[]).map((c) => c.name as string);
    };
    const counts = (app: { database: Database }) => ({ ...app.database.replica!.counts });
    // The standby first catches up (a fresh standby, fit by any lag measure), then stops replaying.
    const pause = async () => {
      await caughtUp();
      await standbySql('select pg_wal_replay_pause()');
    };
    // A retry (CI runs a failed test once more) starts without the rows of the failed attempt.
    const forget = (name: string) => t.query(sql`delete from categories where name = ${name}`);
    const resume = () => standbySql('select pg_wal_replay_resume()');

    it('reads a list from the standby: a row written on the primary shows there once replayed', async () => {
      await tokenOf(patient.app, 'owner');
      await forget('Kategori Langsung');
      await pause();
      try {
        await t.query(sql`insert into categories (name) values ('Kategori Langsung')`);
        const before = counts(patient);
        expect(await categories(patient.app, 'owner', 'Langsung')).toEqual([]);
        expect(counts(patient).replica).toBe(before.replica + 1);
      } finally {
        await resume();
      }
      await expect
        .poll(() => categories(patient.app, 'owner', 'Langsung'), { timeout: 10_000 })
        .toEqual(['Kategori Langsung']);
    });

    it('the writer reads its own write at once, from the standby when it has replayed it', async () => {
      await forget('Kategori Tulis');
      await caughtUp();
      const before = counts(patient);
      const add = await post(patient.app, 'admin', '/api/category/add', { name: 'Kategori Tulis' });
      expect(add.statusCode, add.body).toBe(200);
      const [session] = await t.query<{ lsn: string | null }>(
        sql`select s.write_lsn::text as lsn from sessions s join users u on u.id = s.user_id
            where u.email = ${DEMO.admin.login} and s.write_lsn is not null`,
      );
      expect(session?.lsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      // At once: from the standby if it replays within the wait, else from the primary.
      expect(await categories(patient.app, 'admin', 'Tulis')).toEqual(['Kategori Tulis']);
      // Once the standby has replayed the write (at once when idle; later on a busy machine), from the standby.
      await caughtUp();
      const replayed = counts(patient);
      expect(await categories(patient.app, 'admin', 'Tulis')).toEqual(['Kategori Tulis']);
      expect(counts(patient).replica).toBe(replayed.replica + 1);
      expect(counts(patient).failed).toBe(before.failed);
    });

    it('with replay paused, the writer waits its limit and reads the primary; others read the stale standby', async () => {
      await forget('Kategori Jeda');
      await pause();
      try {
        const add = await post(patient.app, 'admin', '/api/category/add', { name: 'Kategori Jeda' });
        expect(add.statusCode, add.body).toBe(200);
        const before = counts(patient);
        const started = Date.now();
        expect(await categories(patient.app, 'admin', 'Jeda')).toEqual(['Kategori Jeda']);
        expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 20);
        expect(counts(patient).primary).toBe(before.primary + 1);
        // Another user may see the standby as it is, a write behind.
        expect(await categories(patient.app, 'owner', 'Jeda')).toEqual([]);
        expect(counts(patient).replica).toBe(before.replica + 1);
        // Beyond PAWON_READ_MAX_LAG_MS (300 ms here) everyone reads the primary.
        await new Promise((r) => setTimeout(r, 400));
        const strictBefore = counts(strict);
        expect(await categories(strict.app, 'owner', 'Jeda')).toEqual(['Kategori Jeda']);
        expect(counts(strict).primary).toBe(strictBefore.primary + 1);
      } finally {
        await resume();
      }
    });

    it('every operation of routes/reads.ts answers on the standby without a failure', async () => {
      await caughtUp();
      const contract = loadContract();
      const before = counts(patient);
      let routed = 0;
      for (const op of contract.operations.filter((o) => replicaReads.has(o.operationId as never))) {
        expect(op.access.right, op.operationId).toBe('view');
        const { method, url } = sampleRequest(op);
        const res = await patient.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${await tokenOf(patient.app, 'admin')}` },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${op.operationId} ${res.body.slice(0, 300)}`).toBeLessThan(500);
        routed++;
      }
      expect(routed).toBe(replicaReads.size);
      expect(counts(patient).failed).toBe(before.failed);
      expect(counts(patient).replica).toBeGreaterThan(before.replica);
    });

    it('a killed standby leaves every read to the primary: no 500, no 503', async () => {
      await standby!.kill();
      const contract = loadContract();
      for (const op of contract.operations.filter((o) => replicaReads.has(o.operationId as never))) {
        const { method, url } = sampleRequest(op);
        const res = await patient.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${await tokenOf(patient.app, 'owner')}` },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${op.operationId} ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }
      await forget('Kategori Mati');
      const add = await post(patient.app, 'admin', '/api/category/add', { name: 'Kategori Mati' });
      expect(add.statusCode, add.body).toBe(200);
      expect(await categories(patient.app, 'admin', 'Mati')).toEqual(['Kategori Mati']);
      expect(await categories(patient.app, 'owner', 'Mati')).toEqual(['Kategori Mati']);
    });
  },
);
