import type { FastifyInstance } from 'fastify';
import { watchRestores, type RestoreWatch } from '../backup/restoreSignal.js';
import { startSchedule, type Clock, type Schedule } from '../lib/schedule.js';
import { AppError } from '../lib/errors.js';
import { serializeError } from '../lib/logging.js';
import { BackupJobs, runScheduledBackup } from '../domains/platform/backups.js';

declare module 'fastify' {
  interface FastifyInstance {
    backups: { jobs: BackupJobs; schedule: Schedule | null; watch: RestoreWatch | null };
  }
}

/** Seconds a client is asked to wait while a restore runs. */
export const MAINTENANCE_RETRY_AFTER = 30;

/**
 * The process's backup jobs (one at a time), and maintenance: while a restore replaces the data (this process's, or on
 * PostgreSQL another's: see startRestoreWatch), every API request but the restore itself is answered 503
 * `server.maintenance` with Retry-After, before it reads a session or a body. The app's files are still served.
 */
export function registerBackups(app: FastifyInstance): void {
  app.decorate('backups', { jobs: new BackupJobs(), schedule: null, watch: null });
  app.addHook('onRequest', async (req) => {
    const { jobs, watch } = app.backups;
    if (!(jobs.inMaintenance || watch?.active) || !req.url.startsWith('/api/')) return;
    throw new AppError(503, 'server.maintenance', {
      params: { retryAfter: MAINTENANCE_RETRY_AFTER },
      extra: { retryAfter: MAINTENANCE_RETRY_AFTER },
    });
  });
  app.addHook('onClose', async () => {
    app.backups.schedule?.stop();
    await app.backups.watch?.stop();
  });
}

/**
 * On PostgreSQL, the server's start has it watch for restores run by other processes on the same database (a
 * cluster's other workers, another machine, `pnpm restore`): meanwhile it answers 503 as during its own.
 */
export async function startRestoreWatch(
  app: FastifyInstance,
  connectionString: string,
  applicationName: string,
) {
  app.backups.watch = await watchRestores({
    connectionString,
    applicationName,
    onChange: (active) =>
      app.log.warn(active ? 'restore running on the database: maintenance' : 'restore ended: serving again'),
    onError: (err) =>
      app.log.warn({ err: serializeError(err) }, 'restore watch: connection lost, connecting again'),
  });
}

/**
 * Starts the daily automatic backup in this process (the server's start calls it; tests drive `startSchedule` and
 * `runScheduledBackup` themselves). Off when `PAWON_BACKUP_TIME=off`.
 */
export function startBackupSchedule(app: FastifyInstance, clock?: Clock): void {
  const { backup, dataDir, timeZone } = app.config;
  if (!backup.time) return;
  app.backups.schedule = startSchedule({
    time: backup.time,
    timeZone,
    clock,
    run: async () => {
      try {
        const result = await runScheduledBackup(app.db, app.backups.jobs, {
          dataDir,
          timeZone,
          keep: backup.keep,
          now: clock?.now(),
        });
        app.log.info({ result }, 'daily backup');
      } catch (err) {
        app.log.error({ err: serializeError(err) }, 'daily backup failed');
      }
    },
  });
}
