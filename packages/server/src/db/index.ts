import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import type { DbPool, DbTimeouts, ReadReplicaConfig } from '../config.js';
import { serverDir } from '../lib/paths.js';
import { boundPoolWait, type PoolState } from './pool.js';
import { openReadReplica, type ReadReplica } from './replica.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: how many connections are out and how many requests wait for one. */
  pool?: PoolState;
  /** PostgreSQL with `PAWON_READ_URL`: the hot standby some reads go to (decision 064). */
  replica?: ReadReplica;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  timeouts?: DbTimeouts;
  /** Connections of the PostgreSQL pool and the longest wait for a free one (then 503 "sibuk"). */
  pool?: DbPool;
  /** Shown in pg_stat_activity (`pawon`, `pawon-w2` for the second worker). */
  applicationName?: string;
  /** Applies the migrations (default); a cluster's workers leave that to the primary. */
  migrate?: boolean;
  /**
   * Opens only a database Pawon has made (a backup): where there is none — a PGlite folder without one, a PostgreSQL
   * database never migrated, another program's — throws NoDatabaseError before anything is created or migrated,
   * instead of making a new empty database (and backing that up, announced as done).
   */
  existing?: boolean;
  /** Told of a connection that broke (the pool drops it and opens a new one when needed). */
  onConnectionError?: (err: Error) => void;
  /** PostgreSQL only: a hot standby for the reads that may go there (decision 064). */
  readReplica?: ReadReplicaConfig | undefined;
}

const DEFAULT_TIMEOUTS: DbTimeouts = { connectMs: 5000, queryMs: 15000 };
const DEFAULT_POOL: DbPool = { max: 10, waitMs: 5000 };

/**
 * The connection string with `-c jit=off` added to its startup options (kept after any the URL sets): Pawon's
 * statements are short, and PostgreSQL's JIT compiles the larger plans for longer than they run. node-postgres
 * lets the URL's `options` win over the client's, so the setting goes into the URL.
 */
export function withSessionOptions(url: string): string {
  try {
    const u = new URL(url);
    const own = u.searchParams.get('options');
    u.searchParams.set('options', [own, '-c jit=off'].filter(Boolean).join(' '));
    return u.toString();
  } catch {
    return url;
  }
}

const warnConnectionLost = (err: Error) => {
  const code = (err as { code?: string }).code ?? err.message.split('\n')[0]!.slice(0, 80);
  console.warn(`[pawon] Koneksi basis data terputus (${code}); koneksi baru akan dibuka saat diperlukan.`);
};

export const migrationsFolder = path.join(serverDir, 'drizzle');

/** No Pawon database where `existing` asked for one: nothing was created or changed. */
export class NoDatabaseError extends Error {
  constructor(where: string) {
    super(`no Pawon database in ${where}`);
    this.name = 'NoDatabaseError';
  }
}

/**
 * Whether the database is one Pawon has made: drizzle's journal holds Pawon's first migration (drizzle itself tells
 * migrations apart by their time stamp). A database Pawon made and an older version migrated still has it.
 */
async function isPawonDatabase(db: Db): Promise<boolean> {
  const first = readMigrationFiles({ migrationsFolder })[0]!;
  // Raw rows, as db/query.ts reads them (not imported here: it loads node-postgres's driver).
  const rowsOf = async (query: SQL): Promise<unknown[]> => {
    const result: unknown = await db.execute(query);
    return result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)
      ? result.rows
      : [];
  };
  const [journal] = await rowsOf(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!(journal && typeof journal === 'object' && 'found' in journal && journal.found === true)) return false;
  const found = await rowsOf(
    sql`select 1 from drizzle.__drizzle_migrations where created_at = ${first.folderMillis} limit 1`,
  );
  return found.length > 0;
}

/** Opens PGlite in `dataDir/pglite`, or PostgreSQL when `databaseUrl` is set, and applies migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // node-postgres returns bigint (COUNT, SUM) as strings; money and counts here fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    const timeouts = opts.timeouts ?? DEFAULT_TIMEOUTS;
    const onError = opts.onConnectionError ?? warnConnectionLost;
    const poolSize = opts.pool ?? DEFAULT_POOL;
    // One way to make a pool, for the primary and the standby: bounded waits, timeouts, broken connections dropped.
    const makePool = (
      url: string,
      p: { max: number; applicationName: string; waitMs: number; connectMs?: number },
    ) => {
      const made = new pg.Pool({
        connectionString: withSessionOptions(url),
        application_name: p.applicationName,
        max: p.max,
        // Opening a connection (waiting for a free one is bounded by boundPoolWait, below).
        connectionTimeoutMillis: p.connectMs ?? timeouts.connectMs,
        // The server cancels a statement after queryMs; the client stops waiting a little later (a server that
        // stopped answering cannot cancel anything).
        statement_timeout: timeouts.queryMs,
        query_timeout: timeouts.queryMs + 500,
        keepAlive: true,
      });
      guardPool(made, onError);
      return { made, state: boundPoolWait(made, p.max, p.waitMs) };
    };
    const { made: pool, state } = makePool(opts.databaseUrl, {
      max: poolSize.max,
      applicationName: opts.applicationName ?? 'pawon',
      waitMs: poolSize.waitMs,
    });
    const db: Db = drizzle(pool, { schema });
    try {
      if (opts.existing && !(await isPawonDatabase(db)))
        throw new NoDatabaseError('PostgreSQL (DATABASE_URL)');
      if (opts.migrate !== false) {
        // On a connection of their own without the client's query timeout: a migration that rebuilds a summary over a
        // large database (0015, 0017: a minute at 1M orders) lifts the server's statement_timeout itself
        // (`SET LOCAL statement_timeout = 0`), and node-postgres would otherwise give up after queryMs.
        const migrations = new pg.Pool({
          connectionString: withSessionOptions(opts.databaseUrl),
          application_name: `${opts.applicationName ?? 'pawon'}-migrate`,
          max: 1,
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.queryMs,
        });
        try {
          await migrate(drizzle(migrations) as never, { migrationsFolder });
        } finally {
          await migrations.end().catch(() => undefined);
        }
      }
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
    const replica = opts.readReplica
      ? openReadReplica({
          replica: opts.readReplica,
          connectMs: timeouts.connectMs,
          pool: poolSize,
          applicationName: opts.applicationName ?? 'pawon',
          makePool: (url, p) => makePool(url, p).made,
          makeDb: (readPool) => drizzle(readPool, { schema }),
        })
      : undefined;
    return {
      db,
      kind: 'postgres',
      pool: state,
      ...(replica ? { replica } : {}),
      close: async () => {
        await replica?.close();
        await pool.end();
      },
    };
  }
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(opts.dataDir, 'pglite');
  // PGlite makes a new database in a folder without one: asked for an existing one, nothing may be created.
  if (opts.existing && !fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new NoDatabaseError(opts.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
    extensions: await pgliteExtensions(),
  });
  const db: Db = drizzle(client, { schema });
  if (opts.existing && !(await isPawonDatabase(db))) {
    await client.close();
    throw new NoDatabaseError(opts.dataDir);
  }
  if (opts.migrate !== false) await migrate(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * The extensions the migrations create, which PGlite must load on every open of its folder (PostgreSQL has them
 * installed): pg_trgm for the trigram indexes of substring search.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/**
 * A broken connection must never take the process down: node-postgres emits 'error' on the pool (idle
 * connections) and on a checked-out client (during a query), and an EventEmitter without a listener throws.
 * A query that timed out leaves its connection waiting for an answer that may never come: that connection
 * is closed, so the pool drops it instead of handing it out again.
 */
function guardPool(pool: Pool, onError: (err: Error) => void): void {
  pool.on('error', onError);
  pool.on('connect', (client: PoolClient) => {
    client.on('error', onError);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((err: unknown) => {
          if (err instanceof Error && /Query read timeout/.test(err.message))
            void client.end().catch(() => undefined);
        });
      }
      return result;
    }) as PoolClient['query'];
  });
}
