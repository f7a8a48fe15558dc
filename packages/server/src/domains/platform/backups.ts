import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createBackup } from '../../backup/backup.js';
import { BackupError } from '../../backup/format.js';
import { restoreBackup, type RestoreResult } from '../../backup/restore.js';
import {
  AUTOMATIC_TAG,
  automaticMadeOn,
  backupsDir,
  listBackups,
  newBackupName,
  pruneAutomatic,
  stampOf,
  writeNote,
  type KeptBackup,
} from '../../backup/store.js';
import type { Database, Db } from '../../db/index.js';
import { one } from '../../db/query.js';
import { bool, row } from '../../db/rowShape.js';

/**
 * Making and restoring backups inside a running server (decision 031), on the engine of decision 029. One job at a
 * time per server process: a second is refused (409 `backup.busy`) rather than queued. During a restore's writes the
 * process is in maintenance: every other request is answered 503 (plugins/backups.ts).
 */
export class BackupJobs {
  private job: 'backup' | 'restore' | null = null;
  private restoring = false;

  /** True while a restore replaces the data: requests are answered "sedang pemeliharaan". */
  get inMaintenance(): boolean {
    return this.restoring;
  }

  async run<T>(kind: 'backup' | 'restore', work: () => Promise<T>): Promise<T> {
    if (this.job)
      throw new BackupError('backup.busy', { rule: this.job === 'restore' ? 'restoring' : 'backingUp' });
    this.job = kind;
    try {
      return await work();
    } finally {
      this.job = null;
      this.restoring = false;
    }
  }

  /** From now until the job ends, the process answers other requests 503. */
  enterMaintenance(): void {
    this.restoring = true;
  }
}

/** The engine of a database handle (the manifest names it; the daily backup locks only on PostgreSQL). */
export function engineOf(db: Db): Database['kind'] {
  const client = '$client' in db ? db.$client : undefined;
  return client && typeof client === 'object' && 'totalCount' in client ? 'postgres' : 'pglite';
}

const asDatabase = (db: Db): Database => ({ db, kind: engineOf(db), close: async () => undefined });

export interface MakeOptions {
  dataDir: string;
  timeZone: string;
  origin: 'manual' | 'automatic';
  madeBy: { id: number; name: string } | null;
  now?: Date;
}

/** Makes a backup into the kept folder and notes who made it; answers it as the list shows it. */
export async function makeBackup(db: Db, opts: MakeOptions): Promise<KeptBackup> {
  const now = opts.now ?? new Date();
  const name = newBackupName(
    opts.dataDir,
    now,
    opts.timeZone,
    opts.origin === 'automatic' ? AUTOMATIC_TAG : undefined,
  );
  fs.mkdirSync(backupsDir(opts.dataDir), { recursive: true });
  const file = path.join(backupsDir(opts.dataDir), name);
  await createBackup(asDatabase(db), opts.dataDir, file);
  writeNote(opts.dataDir, name, { origin: opts.origin, madeBy: opts.madeBy, createdAt: now.toISOString() });
  return listBackups(opts.dataDir).find((b) => b.name === name)!;
}

/** Namespace and key of the advisory lock the daily backup takes on PostgreSQL (decision 003 uses 7261002). */
const SCHEDULE_LOCK = [7261003, 1] as const;

export type ScheduledResult = 'made' | 'already' | 'locked';

/**
 * The daily automatic backup. On PostgreSQL several processes share the database (and, on one machine, the data
 * folder): the one that takes the advisory lock makes it, the others skip; the lock is held until it is made, and a
 * process that comes later the same day finds today's file and skips too. Then the oldest automatic backups beyond
 * `keep` go.
 */
export async function runScheduledBackup(
  db: Db,
  jobs: BackupJobs,
  opts: { dataDir: string; timeZone: string; keep: number; now?: Date },
): Promise<ScheduledResult> {
  const now = opts.now ?? new Date();
  const make = async (): Promise<ScheduledResult> => {
    if (automaticMadeOn(opts.dataDir, stampOf(now, opts.timeZone).slice(0, 8))) return 'already';
    await jobs.run('backup', () => makeBackup(db, { ...opts, now, origin: 'automatic', madeBy: null }));
    pruneAutomatic(opts.dataDir, opts.keep);
    return 'made';
  };
  if (engineOf(db) === 'pglite') return make();
  // The lock lives as long as this transaction, which waits (idle) while the backup reads on another connection.
  return db.transaction(async (tx) => {
    const lock = await one(
      tx,
      sql`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK[0]}, ${SCHEDULE_LOCK[1]}) as ok`,
      row({ ok: bool }),
    );
    return lock?.ok ? make() : 'locked';
  });
}

/** Restores a checked file, all or nothing; the process is in maintenance from the first write to the last. */
export async function restoreInServer(
  db: Db,
  jobs: BackupJobs,
  dataDir: string,
  file: string,
): Promise<RestoreResult> {
  return jobs.run('restore', () =>
    restoreBackup(asDatabase(db), dataDir, file, { beforeWrite: () => jobs.enterMaintenance() }),
  );
}
