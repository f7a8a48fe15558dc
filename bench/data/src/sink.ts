/**
 * Where generated rows go: one connection (PostgreSQL through node-postgres, or PGlite), with plain statements,
 * queries and COPY … FROM STDIN in text format. Everything the generator writes goes through one connection so that
 * it runs in one transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Client, Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export interface Sink {
  kind: 'postgres' | 'pglite';
  exec(statements: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
  /** COPY `data` (text format: tab-separated, `\N` for null, one row a line) into `table (columns)`. */
  copy(table: string, columns: readonly string[], data: string, opts?: { freeze?: boolean }): Promise<void>;
  release(): Promise<void>;
}

const copySql = (table: string, columns: readonly string[], source: string, freeze: boolean) =>
  `copy ${table} (${columns.join(', ')}) from ${source}${freeze ? ' with (freeze)' : ''}`;

/** A sink on a node-postgres client (checked out of a pool, or a client of its own). */
export function pgSink(client: Client | PoolClient, release: () => Promise<void> | void = () => {}): Sink {
  return {
    kind: 'postgres',
    async exec(statements) {
      await client.query(statements);
    },
    async query<T>(text: string) {
      return (await client.query(text)).rows as T[];
    },
    copy(table, columns, data, opts) {
      return new Promise<void>((resolve, reject) => {
        const stream = client.query(copyFrom(copySql(table, columns, 'stdin', opts?.freeze ?? false)));
        stream.on('error', reject);
        stream.on('finish', () => resolve());
        stream.end(data);
      });
    },
    async release() {
      await release();
    },
  };
}

/** A sink on an open PGlite instance (COPY through its /dev/blob device). */
export function pgliteSink(db: PGlite): Sink {
  return {
    kind: 'pglite',
    async exec(statements) {
      await db.exec(statements);
    },
    async query<T>(text: string) {
      return (await db.query<T>(text)).rows;
    },
    async copy(table, columns, data) {
      await db.query(copySql(table, columns, `'/dev/blob'`, false), [], { blob: new Blob([data]) });
    },
    async release() {},
  };
}

/**
 * A sink on the client under a drizzle handle as `openDatabase` gives it (`db.$client`): a pool (one client is
 * checked out until `release`) or a PGlite instance.
 */
export async function sinkOf(db: unknown): Promise<Sink> {
  const client = (db as { $client?: unknown }).$client;
  if (!client) throw new Error('sinkOf: not a drizzle database handle');
  if (typeof (client as Pool).connect === 'function' && 'totalCount' in (client as object)) {
    // The app's pool cancels statements after its query timeout (15 s), server and client side: fine for small
    // profiles (tests); the command line opens a connection of its own.
    const pooled = await (client as Pool).connect();
    return pgSink(pooled, () => pooled.release());
  }
  return pgliteSink(client as PGlite);
}
