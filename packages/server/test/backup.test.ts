import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/backup.js';
import { BackupError, SKIPPED_TABLES, type BackupManifest } from '../src/backup/format.js';
import { readBackup, restoreBackup } from '../src/backup/restore.js';
import { appTables } from '../src/backup/schema.js';
import { runningServer, serverPidFile } from '../src/backup/serverPid.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { rows } from '../src/db/query.js';
import { DEMO, useTestApp } from './helpers.js';

const t = useTestApp();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-backup-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Every row of every backed-up table (as PostgreSQL renders it) and every image's bytes. */
async function snapshot(database: Database, dataDir: string) {
  const tables: Record<string, string[]> = {};
  for (const table of await appTables(database.db)) {
    if (SKIPPED_TABLES.includes(table)) continue;
    const found = await rows<{ j: string }>(
      database.db,
      sql`select row_to_json(r)::text as j from ${sql.raw(`"${table}"`)} r`,
    );
    tables[table] = found.map((r) => r.j).sort();
  }
  const images: Record<string, string> = {};
  const base = path.join(dataDir, 'uploads');
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else images[path.relative(base, full)] = fs.readFileSync(full).toString('base64');
    }
  };
  walk(base);
  return { tables, images };
}

/** Writes a tar.gz of these entries, in order. */
async function archive(entries: Array<[string, Buffer]>): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (c: unknown) => chunks.push(c as Buffer));
  const ended = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  for (const [name, data] of entries) pack.entry({ name }, data);
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}

/** A backup's entries, to take apart and put together again. */
async function entriesOf(file: string): Promise<Array<[string, Buffer]>> {
  const out: Array<[string, Buffer]> = [];
  const extract = tar.extract();
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: unknown) => chunks.push(c as Buffer));
      stream.on('end', () => {
        out.push([header.name, Buffer.concat(chunks)]);
        next();
      });
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  extract.end(gunzipSync(fs.readFileSync(file)));
  await done;
  return out;
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function expectRefused(file: string, code: BackupError['code']) {
  const before = await snapshot(t.database, t.dataDir);
  const error = await restoreBackup(t.database, t.dataDir, file).catch((err: unknown) => err);
  expect(error).toBeInstanceOf(BackupError);
  expect((error as BackupError).code).toBe(code);
  expect(await snapshot(t.database, t.dataDir)).toEqual(before);
}

describe('backup and restore', () => {
  const image = randomBytes(3000);
  let file: string;
  let original: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(t.dataDir, 'uploads/categories'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'uploads/categories/foto.webp'), image);
    await t.tokenOf('admin');
    original = await snapshot(t.database, t.dataDir);
    file = path.join(scratch, 'pawon.tar.gz');
    await createBackup(t.database, t.dataDir, file);
  });

  it('writes one file with a manifest: format, version, schema level, every table and image with its checksum', async () => {
    const manifest = await readBackup(file, fs.mkdtempSync(path.join(scratch, 'read-')));
    expect(manifest).toMatchObject({ format: 'pawon-backup', version: 1, engine: t.database.kind });
    expect(manifest.migration.count).toBeGreaterThan(10);
    const names = manifest.tables.map((x) => x.name);
    expect(names).toContain('transactions');
    expect(names).not.toContain('sessions');
    expect(manifest.tables.find((x) => x.name === 'users')!.rows).toBe(original.tables.users!.length);
    expect(manifest.files).toEqual([
      {
        path: 'categories/foto.webp',
        entry: 'uploads/categories/foto.webp',
        bytes: 3000,
        sha256: sha(image),
      },
    ]);
  });

  it('restores every table and image byte for byte after the data changed; everyone signs in again', async () => {
    const token = await t.tokenOf('admin');
    await t.query(
      sql`update products set name = 'Diubah setelah cadangan' where id = (select min(id) from products)`,
    );
    await t.query(sql`truncate audit_log`);
    fs.writeFileSync(path.join(t.dataDir, 'uploads/categories/foto.webp'), Buffer.from('lain'));
    fs.writeFileSync(path.join(t.dataDir, 'uploads/categories/baru.webp'), Buffer.from('baru'));
    expect(await snapshot(t.database, t.dataDir)).not.toEqual(original);

    const result = await restoreBackup(t.database, t.dataDir, file);
    expect(result.files).toBe(1);
    expect(await snapshot(t.database, t.dataDir)).toEqual(original);
    // The writes' triggers are on again, and new rows take ids after the restored ones.
    const disabled = await t.query<{ n: number }>(
      sql`select count(*)::int as n from pg_trigger g join pg_class c on c.oid = g.tgrelid
          join pg_namespace s on s.oid = c.relnamespace
          where s.nspname = 'public' and not g.tgisinternal and g.tgenabled <> 'O'`,
    );
    expect(disabled[0]!.n).toBe(0);
    const res = await t.call(token, 'GET', '/api/me');
    expect(res.statusCode).toBe(401);
    const again = await t.login(DEMO.admin.login, DEMO.admin.password);
    expect(again.statusCode).toBe(200);
    const maxId = (await t.query<{ id: number }>(sql`select max(id)::int as id from positions`))[0]!.id;
    const added = await t.call(again.json().token as string, 'POST', '/api/position/add', {
      code: 'pulih',
      name: 'Setelah pulih',
    });
    expect(added.statusCode, added.body).toBe(200);
    const newId = (await t.query<{ id: number }>(sql`select max(id)::int as id from positions`))[0]!.id;
    expect(newId).toBe(maxId + 1);
  });

  it('refuses a foreign file, a damaged or cut-off one and a newer format, and changes nothing', async () => {
    const foreign = path.join(scratch, 'foreign.tar.gz');
    fs.writeFileSync(foreign, 'nama,harga\nbakso,1000\n');
    await expectRefused(foreign, 'backup.foreign');

    const notOurs = path.join(scratch, 'other.tar.gz');
    fs.writeFileSync(notOurs, await archive([['readme.txt', Buffer.from('halo')]]));
    await expectRefused(notOurs, 'backup.foreign');

    const cut = path.join(scratch, 'cut.tar.gz');
    const whole = fs.readFileSync(file);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expectRefused(cut, 'backup.damaged');

    // One table's rows changed inside an otherwise well-formed file: its checksum no longer matches.
    const entries = await entriesOf(file);
    const tampered = entries.map(([name, data]): [string, Buffer] =>
      name === 'tables/products.jsonl'
        ? [name, Buffer.from(data.toString().replace('"price":', '"price":9'))]
        : [name, data],
    );
    const tamperedFile = path.join(scratch, 'tampered.tar.gz');
    fs.writeFileSync(tamperedFile, await archive(tampered));
    await expectRefused(tamperedFile, 'backup.damaged');

    const manifest = JSON.parse(entries[0]![1].toString()) as BackupManifest;
    const newer = path.join(scratch, 'newer.tar.gz');
    fs.writeFileSync(
      newer,
      await archive([
        ['manifest.json', Buffer.from(JSON.stringify({ ...manifest, version: 2 }))],
        ...entries.slice(1),
      ]),
    );
    await expectRefused(newer, 'backup.newer');

    const newerSchema = path.join(scratch, 'newer-schema.tar.gz');
    const ahead = {
      ...manifest,
      migration: { hash: 'f'.repeat(64), createdAt: 4e12, count: manifest.migration.count + 1 },
    };
    fs.writeFileSync(
      newerSchema,
      await archive([['manifest.json', Buffer.from(JSON.stringify(ahead))], ...entries.slice(1)]),
    );
    await expectRefused(newerSchema, 'backup.newer');
  });

  it('is all or nothing: a row the database refuses halfway rolls every table back and keeps the images', async () => {
    const entries = await entriesOf(file);
    const manifest = JSON.parse(entries[0]![1].toString()) as BackupManifest;
    // The last table filled gets a row twice (its primary key): checksums are right, the insert fails.
    const users = entries.find(([name]) => name === 'tables/users.jsonl')!;
    const first = users[1].toString().split('\n')[0]!;
    const doubled = Buffer.concat([users[1], Buffer.from(`${first}\n`)]);
    const changed = {
      ...manifest,
      tables: manifest.tables.map((x) =>
        x.name === 'users' ? { ...x, rows: x.rows + 1, bytes: doubled.length, sha256: sha(doubled) } : x,
      ),
    };
    const broken = path.join(scratch, 'broken.tar.gz');
    fs.writeFileSync(
      broken,
      await archive([
        ['manifest.json', Buffer.from(JSON.stringify(changed))],
        ...entries
          .slice(1)
          .map(([name, data]): [string, Buffer] => [name, name === users[0] ? doubled : data]),
      ]),
    );
    const before = await snapshot(t.database, t.dataDir);
    await expect(restoreBackup(t.database, t.dataDir, broken)).rejects.toThrow();
    expect(await snapshot(t.database, t.dataDir)).toEqual(before);
  });
});

describe('a server on the embedded database keeps its folder', () => {
  it('a live process noted in server.pid is found; a dead one is not', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'pid-'));
    expect(runningServer(dir)).toBeNull();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(serverPidFile(dir), String(child.pid));
      expect(runningServer(dir)).toBe(child.pid);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    expect(runningServer(dir)).toBeNull();
  });
});

describe.runIf(process.env.DATABASE_URL)('across engines: PostgreSQL → PGlite → PostgreSQL', () => {
  it('a PostgreSQL backup restores into a fresh PGlite folder and back, every table equal', async () => {
    const fromPg = path.join(scratch, 'pg.tar.gz');
    await createBackup(t.database, t.dataDir, fromPg);
    const expected = await snapshot(t.database, t.dataDir);

    const liteDir = fs.mkdtempSync(path.join(scratch, 'lite-'));
    const lite = await openDatabase({ dataDir: liteDir });
    try {
      await restoreBackup(lite, liteDir, fromPg);
      expect((await snapshot(lite, liteDir)).tables).toEqual(expected.tables);
      const fromLite = path.join(scratch, 'lite.tar.gz');
      await createBackup(lite, liteDir, fromLite);
      await t.query(sql`truncate audit_log`);
      await restoreBackup(t.database, t.dataDir, fromLite);
      expect((await snapshot(t.database, t.dataDir)).tables).toEqual(expected.tables);
    } finally {
      await lite.close();
    }
  }, 180_000);
});
