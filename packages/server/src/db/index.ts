import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Opens PGlite in `dataDir/pglite`, or PostgreSQL when `databaseUrl` is set, and applies migrations. */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string | undefined }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // node-postgres returns bigint (COUNT, SUM) as strings; money and counts here fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(opts.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
