import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { backupsDir, listBackups, newBackupName, writeNote } from '../src/backup/store.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { runScheduledBackup } from '../src/domains/platform/backups.js';
import { DEMO, multipart, useTestApp, type Json, type Role } from './helpers.js';

const t = useTestApp();

async function signIn(role: Role): Promise<string> {
  const res = await t.login(DEMO[role].login, DEMO[role].password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

/** A restore request: a file (bytes), or a kept backup's name, with the typed word. */
function restore(
  token: string,
  opts: { file?: Buffer; name?: string; confirmation?: string; extra?: Record<string, string> },
  app: FastifyInstance = t.app,
) {
  const body = multipart(
    {
      confirmation: opts.confirmation ?? 'PULIHKAN',
      ...(opts.name ? { name: opts.name } : {}),
      ...opts.extra,
    },
    opts.file ? { file: { filename: 'cadangan.tar.gz', type: 'application/gzip', data: opts.file } } : {},
  );
  return app.inject({
    method: 'POST',
    url: '/api/backup/restore',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
}

describe('backups from the screen', () => {
  let admin: string;
  let made: { name: string; bytes: number };

  beforeAll(async () => {
    admin = await signIn('admin');
  });

  /** The backup entries of the history, newest first: what was done and the record as the screen names it. */
  const backupEntries = async () =>
    ((await t.call(admin, 'POST', '/api/change-history/list', { perPage: 200 })).json().datas as Json[])
      .filter((e) => e.entity === 'backup')
      .map((e) => ({ action: e.action, record: e.record }));

  it('lists nothing at first, with the daily schedule and the upload limit', async () => {
    const res = await t.call(admin, 'POST', '/api/backup/list');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      datas: [],
      schedule: { enabled: true, time: '02:00', keep: 7, maxUploadBytes: 1024 * 1024 * 1024 },
    });
  });

  it('makes a backup now, kept in the data folder, noted as made by the Super Admin', async () => {
    const res = await t.call(admin, 'POST', '/api/backup/add');
    expect(res.statusCode, res.body).toBe(200);
    made = res.json().datas;
    expect(made).toMatchObject({ origin: 'manual', madeBy: 'Admin Pawon' });
    expect(made.name).toMatch(/^pawon-\d{8}-\d{6}\.tar\.gz$/);
    const file = path.join(backupsDir(t.dataDir), made.name);
    expect(fs.statSync(file).size).toBe(made.bytes);
    const list = (await t.call(admin, 'POST', '/api/backup/list')).json().datas;
    expect(list).toEqual([made]);
    const logged = await t.query<{ after: { name: string } }>(
      sql`select after from audit_log where entity = 'backup' and action = 'create' order by id desc limit 1`,
    );
    expect(logged[0]!.after.name).toBe(made.name);
  });

  it('names the backup in the history of changes, as kept while it is listed (issue 37)', async () => {
    expect(await backupEntries()).toEqual([{ action: 'create', record: { label: made.name, exists: true } }]);
  });

  it('downloads a kept backup whole, as an attachment', async () => {
    const res = await t.call(admin, 'GET', `/api/backup/download/${made.name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${made.name}"`);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(backupsDir(t.dataDir), made.name)))).toBe(true);
    const missing = await t.call(admin, 'GET', '/api/backup/download/pawon-20000101-000000.tar.gz');
    expect(missing.statusCode).toBe(404);
    for (const name of ['..%2F..%2Fpglite', 'server.pid', 'pawon-1-1.tar.gz', `${made.name}.json`]) {
      expect((await t.call(admin, 'GET', `/api/backup/download/${name}`)).statusCode).toBe(422);
    }
  });

  it('is the Super Admin’s alone: staff and the Owner get 403 from every operation', async () => {
    for (const role of ['staff', 'owner'] as const) {
      const token = await signIn(role);
      const calls = [
        t.call(token, 'POST', '/api/backup/list'),
        t.call(token, 'POST', '/api/backup/add'),
        t.call(token, 'GET', `/api/backup/download/${made.name}`),
        t.call(token, 'DELETE', `/api/backup/delete/${made.name}`),
        restore(token, { name: made.name }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);
    }
    expect((await t.call(null, 'POST', '/api/backup/list')).statusCode).toBe(401);
    expect(listBackups(t.dataDir)).toHaveLength(1);
  });

  it('refuses a restore without the typed word, without a file, or with a foreign or damaged file, changing nothing', async () => {
    const before = await t.digest();
    const wrong = await restore(admin, { name: made.name, confirmation: 'pulih' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'backup.confirmation',
      errors: { confirmation: [expect.any(String)] },
    });
    expect((await restore(admin, {})).json().code).toBe('backup.noFile');
    const kept = fs.readFileSync(path.join(backupsDir(t.dataDir), made.name));
    expect((await restore(admin, { name: made.name, file: kept })).json().code).toBe('backup.noFile');
    expect((await restore(admin, { file: Buffer.alloc(0) })).json().code).toBe('backup.noFile');
    const extra = await restore(admin, { name: made.name, extra: { force: '1' } });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().code).toBe('validation.failed');

    const foreign = await restore(admin, { file: Buffer.from('nama,harga\nbakso,1000\n') });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      code: 'backup.foreign',
      message: expect.stringMatching(/bukan cadangan Pawon/),
    });
    const cut = await restore(admin, { file: kept.subarray(0, Math.floor(kept.length * 0.6)) });
    expect(cut.statusCode).toBe(422);
    expect(cut.json().code).toBe('backup.damaged');
    expect((await restore(admin, { file: randomBytes(5000) })).json().code).toBe('backup.foreign');
    expect((await restore(admin, { name: 'pawon-20000101-000000.tar.gz' })).statusCode).toBe(404);
    expect(await t.digest()).toBe(before);
    expect((await t.call(admin, 'GET', '/api/me')).statusCode).toBe(200);
    // The uploads were spooled to disk and are gone once answered.
    await vi.waitFor(() => expect(fs.readdirSync(path.join(t.dataDir, '.incoming'))).toEqual([]));
  });

  it('refuses an upload over PAWON_BACKUP_MAX_MB with 413 before restoring anything', async () => {
    const config = {
      ...loadConfig({ PAWON_BACKUP_MAX_MB: '1' }),
      dataDir: t.dataDir,
      appDist: path.join(t.dataDir, 'no-app'),
    };
    const small = await buildApp({ db: t.database.db, config });
    try {
      const before = await t.digest();
      const res = await restore(admin, { file: randomBytes(1024 * 1024 + 10) }, small);
      expect(res.statusCode).toBe(413);
      expect(await t.digest()).toBe(before);
      const list = await small.inject({
        method: 'POST',
        url: '/api/backup/list',
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(list.json().schedule.maxUploadBytes).toBe(1024 * 1024);
    } finally {
      await small.close();
    }
  });

  it('answers 503 "sedang pemeliharaan" while a restore writes, and 409 to a second job meanwhile', async () => {
    const jobs = t.app.backups.jobs;
    await jobs.run('restore', async () => {
      jobs.enterMaintenance();
      const me = await t.call(admin, 'GET', '/api/me');
      expect(me.statusCode).toBe(503);
      expect(me.headers['retry-after']).toBe('30');
      expect(me.json()).toMatchObject({
        code: 'server.maintenance',
        message: expect.stringMatching(/pemeliharaan/),
      });
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/login', payload: DEMO.staff })).statusCode,
      ).toBe(503);
    });
    await jobs.run('backup', async () => {
      const second = await t.call(admin, 'POST', '/api/backup/add');
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('backup.busy');
    });
    expect((await t.call(admin, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('restores an uploaded backup all or nothing: the later change is gone and everyone signs in again', async () => {
    const kept = fs.readFileSync(path.join(backupsDir(t.dataDir), made.name));
    const staff = await signIn('staff');
    const added = await t.call(admin, 'POST', '/api/vendor/add', { name: 'Vendor Setelah Cadangan' });
    expect(added.statusCode, added.body).toBe(200);
    const res = await restore(admin, { file: kept });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      rows: expect.any(Number),
      message: expect.stringMatching(/masuk lagi/),
    });
    const vendors = await t.query(sql`select 1 from vendors where name = 'Vendor Setelah Cadangan'`);
    expect(vendors).toEqual([]);
    expect((await t.call(admin, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await t.call(staff, 'GET', '/api/me')).statusCode).toBe(401);
    expect(await t.query(sql`select 1 from sessions where revoked_at is null`)).toEqual([]);
    admin = await signIn('admin');
    const logged = await t.query<{ action: string }>(
      sql`select action from audit_log where entity = 'backup' order by id desc limit 1`,
    );
    expect(logged[0]!.action).toBe('update');
    // The kept backups stay (they are files beside the data, not in it).
    expect(listBackups(t.dataDir).map((b) => b.name)).toEqual([made.name]);
  });

  it('restores a kept backup by its name, then deletes it', async () => {
    const res = await restore(admin, { name: made.name });
    expect(res.statusCode, res.body).toBe(200);
    admin = await signIn('admin');
    const del = await t.call(admin, 'DELETE', `/api/backup/delete/${made.name}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().name).toBe(made.name);
    expect((await t.call(admin, 'DELETE', `/api/backup/delete/${made.name}`)).statusCode).toBe(404);
    expect((await t.call(admin, 'POST', '/api/backup/list')).json().datas).toEqual([]);
    // Its history entries now say it is gone.
    const entries = (await backupEntries()).filter((e) => e.record.label === made.name);
    expect(entries[0]).toEqual({ action: 'delete', record: { label: made.name, exists: false } });
    expect(entries.every((e) => !e.record.exists)).toBe(true);
  });
});

describe('the daily automatic backup', () => {
  const at = (iso: string) => new Date(iso);

  it('makes one a day, tags it automatic, and keeps the newest `keep` of them (the others are the user’s)', async () => {
    const manual = newBackupName(t.dataDir, at('2026-11-01T03:00:00Z'), 'Asia/Jakarta');
    fs.mkdirSync(backupsDir(t.dataDir), { recursive: true });
    fs.writeFileSync(path.join(backupsDir(t.dataDir), manual), 'x');
    writeNote(t.dataDir, manual, { origin: 'manual', madeBy: null, createdAt: '2026-11-01T03:00:00.000Z' });
    const jobs = t.app.backups.jobs;
    const opts = { dataDir: t.dataDir, timeZone: 'Asia/Jakarta', keep: 2 };
    expect(await runScheduledBackup(t.database.db, jobs, { ...opts, now: at('2026-11-20T19:00:00Z') })).toBe(
      'made',
    );
    expect(await runScheduledBackup(t.database.db, jobs, { ...opts, now: at('2026-11-20T19:30:00Z') })).toBe(
      'already',
    );
    expect(await runScheduledBackup(t.database.db, jobs, { ...opts, now: at('2026-11-21T19:00:00Z') })).toBe(
      'made',
    );
    expect(await runScheduledBackup(t.database.db, jobs, { ...opts, now: at('2026-11-22T19:00:00Z') })).toBe(
      'made',
    );
    const kept = listBackups(t.dataDir);
    expect(kept.filter((b) => b.origin === 'automatic').map((b) => b.name)).toEqual([
      'pawon-20261123-020000-auto.tar.gz',
      'pawon-20261122-020000-auto.tar.gz',
    ]);
    expect(kept.find((b) => b.name === manual)?.origin).toBe('manual');
    const listed = (await t.call(await signIn('admin'), 'POST', '/api/backup/list')).json().datas;
    expect(listed[0]).toMatchObject({ origin: 'automatic', madeBy: null });
  });

  describe.runIf(process.env.DATABASE_URL)('on PostgreSQL with several processes', () => {
    let other: Database;
    beforeAll(async () => {
      other = await openDatabase({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
    });
    afterAll(() => other?.close());

    it('only one of them makes it (an advisory lock, then today’s file)', async () => {
      const now = at('2026-12-01T19:00:00Z');
      const opts = { dataDir: t.dataDir, timeZone: 'Asia/Jakarta', keep: 5, now };
      const { BackupJobs } = await import('../src/domains/platform/backups.js');
      const results = await Promise.all([
        runScheduledBackup(t.database.db, new BackupJobs(), opts),
        runScheduledBackup(other.db, new BackupJobs(), opts),
        runScheduledBackup(other.db, new BackupJobs(), opts),
      ]);
      expect(results.filter((r) => r === 'made')).toHaveLength(1);
      expect(results.filter((r) => r !== 'made').every((r) => r === 'locked' || r === 'already')).toBe(true);
      expect(listBackups(t.dataDir).filter((b) => b.name.startsWith('pawon-20261202-'))).toHaveLength(1);
    });
  });
});
