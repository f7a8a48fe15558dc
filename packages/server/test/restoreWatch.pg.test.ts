import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  announceRestore,
  announceRestoreEnd,
  restoreRunning,
  watchRestores,
  RESTORE_CHANNEL,
  RESTORE_LOCK,
  type RestoreWatch,
} from '../src/backup/restoreSignal.js';
import { useCluster, type Answer } from './cluster.js';
import { useTestApp } from './helpers.js';

/**
 * Issue 19: a restore on PostgreSQL puts every server process on the database in maintenance, not only the one that
 * runs it (decision 031). The other processes here are a real two-worker cluster (`PAWON_WORKERS=2`, src/main.ts).
 */
describe.runIf(process.env.DATABASE_URL)('a restore seen by the other processes', { timeout: 60_000 }, () => {
  const t = useTestApp();
  const cluster = useCluster(t, 2);
  const watches: RestoreWatch[] = [];
  afterEach(async () => {
    await Promise.all(watches.splice(0).map((w) => w.stop()));
  });

  /** Asks until `n` answers in a row (each on a new connection: both workers) have `status`, or fails after 15 s. */
  async function untilAnswers(status: number, n = 4): Promise<Answer> {
    const token = await t.tokenOf('admin');
    const deadline = Date.now() + 15_000;
    let streak = 0;
    let last: Answer | undefined;
    while (streak < n) {
      if (Date.now() > deadline)
        throw new Error(`no ${n} answers ${status} in a row; last ${last?.statusCode} ${last?.body}`);
      last = await cluster.request('GET', '/api/me', { token, keepAlive: false });
      streak = last.statusCode === status ? streak + 1 : 0;
      if (last.statusCode !== status) await new Promise((r) => setTimeout(r, 50));
    }
    return last!;
  }

  /** Holds the restore's lock on a connection of its own, as `restoreBackup`'s transaction does. */
  async function holdLock() {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(${RESTORE_LOCK[0]}, ${RESTORE_LOCK[1]})`);
    // From another connection, as announceRestore does: inside the transaction it would arrive only at its end.
    await t.query(sql`select pg_notify(${RESTORE_CHANNEL}, 'start')`);
    return client;
  }

  it('answers 503 on every worker while another process restores, and serves again when it ends', async () => {
    expect((await untilAnswers(200)).statusCode).toBe(200);
    let inside = false;
    await t.app.db.transaction(async (tx) => {
      await announceRestore(t.app.db, tx);
      inside = await restoreRunning(t.app.db);
      const busy = await untilAnswers(503);
      expect(busy.json()).toMatchObject({ code: 'server.maintenance' });
      expect(busy.headers['retry-after']).toBe('30');
    });
    await announceRestoreEnd(t.app.db);
    expect(inside).toBe(true);
    expect(await restoreRunning(t.app.db)).toBe(false);
    expect((await untilAnswers(200)).statusCode).toBe(200);
  });

  it('a process that starts during a restore finds it running; the restore ending unblocks it', async () => {
    const restorer = await holdLock();
    try {
      const changes: boolean[] = [];
      const watch = await watchRestores({
        connectionString: t.databaseUrl!,
        pollMs: 50,
        onChange: (a) => changes.push(a),
      });
      watches.push(watch);
      expect(watch.active).toBe(true);
      await restorer.query('rollback');
      // No "end" message: the released lock alone is enough (the watch looks at it every pollMs).
      await expect.poll(() => watch.active, { timeout: 5000, interval: 20 }).toBe(false);
      expect(changes).toEqual([true, false]);
    } finally {
      await restorer.end();
    }
  });

  it('a restorer whose connection dies (kill -9) leaves no process in maintenance', async () => {
    const watch = await watchRestores({ connectionString: t.databaseUrl!, pollMs: 50 });
    watches.push(watch);
    expect(watch.active).toBe(false);
    const restorer = await holdLock();
    restorer.on('error', () => undefined);
    await expect.poll(() => watch.active, { timeout: 5000, interval: 20 }).toBe(true);
    const pid = (await restorer.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    await t.query(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(() => watch.active, { timeout: 5000, interval: 20 }).toBe(false);
    await restorer.end().catch(() => undefined);
  });
});
