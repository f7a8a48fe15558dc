import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import type { Db, Tx } from '../db/index.js';
import { one } from '../db/query.js';
import { bool, row } from '../db/rowShape.js';

/**
 * On PostgreSQL several server processes share one database (a cluster's workers, or servers on other machines), and
 * `pnpm restore` may run beside them. A restore tells them all (decision 031): it holds an advisory lock for as long
 * as its transaction runs and announces it on a channel; every server listens, answers 503 "sedang pemeliharaan"
 * while the lock is held, and serves again once it is released. The lock, not the message, decides: a restorer that
 * dies mid-way releases it with its connection, and a server that starts during a restore finds it held.
 */

/** The restore's advisory lock (namespace 7261003 as the daily backup's; that one is key 1). */
export const RESTORE_LOCK = [7261003, 2] as const;
export const RESTORE_CHANNEL = 'pawon_restore';

/** Inside the restore's transaction, before its first write: takes the lock (until commit or rollback), tells the others. */
export async function announceRestore(db: Db, tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RESTORE_LOCK[0]}, ${RESTORE_LOCK[1]})`);
  // On another connection of the pool: a notification sent inside the transaction would arrive only at its end.
  await db.execute(sql`select pg_notify(${RESTORE_CHANNEL}, 'start')`);
}

/** After the restore's transaction (committed or not): the others look at the lock again now. */
export async function announceRestoreEnd(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${RESTORE_CHANNEL}, 'end')`).catch(() => undefined);
}

const HELD = `select exists(
  select 1 from pg_locks
  where locktype = 'advisory' and classid = ${RESTORE_LOCK[0]} and objid = ${RESTORE_LOCK[1]} and objsubid = 2
    and granted) as held`;

/** Whether a restore holds its lock now (any process on this database). */
export async function restoreRunning(db: Db): Promise<boolean> {
  return (await one(db, sql.raw(HELD), row({ held: bool })))?.held ?? false;
}

export interface RestoreWatch {
  /** True while another process's (or this one's) restore holds the lock. */
  readonly active: boolean;
  stop(): Promise<void>;
}

export interface WatchOptions {
  connectionString: string;
  applicationName?: string;
  /** How often the lock is looked at while a restore runs (default 1 s). */
  pollMs?: number;
  /** How long after a lost connection it connects again (default 5 s). */
  retryMs?: number;
  onChange?: (active: boolean) => void;
  onError?: (err: Error) => void;
}

/**
 * Listens on its own connection (not one of the pool's) for restores. While one runs it looks at the lock every
 * `pollMs` until it is released. Without a connection it counts as no restore: the server keeps answering, and the
 * requests wait on the restore's table locks as they would without this watch.
 */
export async function watchRestores(opts: WatchOptions): Promise<RestoreWatch> {
  const { default: pg } = await import('pg');
  const pollMs = opts.pollMs ?? 1000;
  const retryMs = opts.retryMs ?? 5000;
  let client: Client | null = null;
  let active = false;
  let stopped = false;
  let poll: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const set = (next: boolean) => {
    if (next === active) return;
    active = next;
    opts.onChange?.(next);
  };
  const look = async (c: Client) => {
    try {
      const held = ((await c.query<{ held: boolean }>(HELD)).rows[0]?.held ?? false) === true;
      if (c !== client) return;
      set(held);
      clearTimeout(poll);
      if (held && !stopped) poll = setTimeout(() => void look(c), pollMs).unref();
    } catch (err) {
      if (c === client) lost(err as Error);
    }
  };
  const lost = (err: Error) => {
    opts.onError?.(err);
    const c = client;
    client = null;
    clearTimeout(poll);
    set(false);
    void c?.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(), retryMs).unref();
  };
  const connect = async () => {
    const c = new pg.Client({
      connectionString: opts.connectionString,
      application_name: `${opts.applicationName ?? 'pawon'}-watch`,
    });
    c.on('error', (err) => {
      if (c === client) lost(err);
    });
    c.on('notification', (n) => {
      if (n.channel === RESTORE_CHANNEL && c === client) void look(c);
    });
    try {
      await c.connect();
      await c.query(`listen ${RESTORE_CHANNEL}`);
    } catch (err) {
      void c.end().catch(() => undefined);
      if (!stopped) {
        opts.onError?.(err as Error);
        retry = setTimeout(() => void connect(), retryMs).unref();
      }
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    await look(c);
  };

  await connect();
  return {
    get active() {
      return active;
    },
    async stop() {
      stopped = true;
      clearTimeout(poll);
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
