import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { BackupError } from '../../backup/format.js';
import { deleteBackup, keptBackupPath, listBackups } from '../../backup/store.js';
import { one } from '../../db/query.js';
import { AppError, invalid, kindName, notFound } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { audit } from './audit.js';
import { makeBackup, restoreInServer } from './backups.js';
import type { HandlerGroup } from '../../routes/handler.js';

/** What the user types to restore (the command line asks for the same word). */
export const RESTORE_CONFIRMATION = 'PULIHKAN';

/** A file the engine refuses: 409 while another job runs, else 422 on the file. */
const refusal = (err: BackupError) =>
  err.code === 'backup.busy'
    ? new AppError(409, err.code, { params: err.params })
    : new AppError(422, err.code, { params: err.params, fields: ['file'] });

const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('id-ID', { timeZone, dateStyle: 'medium', timeStyle: 'short' });

export const backupHandlers: HandlerGroup<
  'backupList' | 'backupAdd' | 'backupDownload' | 'backupDelete' | 'backupRestore'
> = {
  async backupList({ config, req }) {
    const { backup } = config;
    const next = req.server.backups.schedule?.next();
    return {
      datas: listBackups(config.dataDir),
      schedule: {
        enabled: backup.time !== null,
        time: backup.time,
        keep: backup.keep,
        next: next ? next.toISOString() : null,
        maxUploadBytes: backup.maxUploadBytes,
      },
    };
  },

  async backupAdd({ caller, config, db, req }) {
    let made;
    try {
      made = await req.server.backups.jobs.run('backup', () =>
        makeBackup(db, {
          dataDir: config.dataDir,
          timeZone: config.timeZone,
          origin: 'manual',
          madeBy: { id: caller.userId, name: caller.name },
        }),
      );
    } catch (err) {
      throw err instanceof BackupError ? refusal(err) : err;
    }
    await audit(db, {
      userId: caller.userId,
      action: 'create',
      entity: 'backup',
      entityId: null,
      after: { name: made.name, bytes: made.bytes },
    });
    return { message: text('done.backup.made'), datas: made };
  },

  async backupDownload({ params, config, reply }) {
    const file = keptBackupPath(config.dataDir, params.name);
    if (!file) throw notFound('backup');
    return reply
      .type('application/gzip')
      .header('Content-Disposition', `attachment; filename="${params.name}"`)
      .header('Content-Length', String(fs.statSync(file).size))
      .send(fs.createReadStream(file));
  },

  async backupDelete({ params, caller, config, db }) {
    if (!deleteBackup(config.dataDir, params.name)) throw notFound('backup');
    await audit(db, {
      userId: caller.userId,
      action: 'delete',
      entity: 'backup',
      entityId: null,
      before: { name: params.name },
    });
    return { message: text('done.deleted', { what: kindName('backup') }), name: params.name };
  },

  /**
   * Checks the typed word and the file, then restores it all or nothing (in maintenance meanwhile). Every session
   * ends with the old data: the caller signs in again too.
   */
  async backupRestore({ body, uploads, caller, config, db, req }) {
    if (body.confirmation.trim() !== RESTORE_CONFIRMATION)
      throw invalid('confirmation', 'backup.confirmation', { word: RESTORE_CONFIRMATION });
    const upload = uploads.file;
    if (Boolean(upload) === Boolean(body.name) || (upload && !upload.bytes))
      throw invalid('file', 'backup.noFile');
    const file = upload?.path ?? keptBackupPath(config.dataDir, body.name!);
    if (!file) throw notFound('backup');
    let result;
    try {
      result = await restoreInServer(db, req.server.backups.jobs, config.dataDir, file);
    } catch (err) {
      throw err instanceof BackupError ? refusal(err) : err;
    }
    // The log came back with the data: the restore is its first row after it (by the caller, if the restored data
    // has the same account).
    const same = await one(
      db,
      sql`select 1 from users where id = ${caller.userId} and lower(email) = lower(${caller.email})`,
    );
    await audit(db, {
      userId: same ? caller.userId : null,
      action: 'update',
      entity: 'backup',
      entityId: null,
      after: { restored: body.name ?? upload?.filename ?? null, createdAt: result.manifest.createdAt },
    });
    return {
      message: text('done.restored', { when: when(result.manifest.createdAt, config.timeZone) }),
      createdAt: result.manifest.createdAt,
      rows: result.rows,
      files: result.files,
    };
  },
};
