import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './globalSetup.js';
import { serverDir } from './support.js';

/** Runs src/cli.ts as scripts/pawon.mjs does, typed in `cwd`, with only `env` (and PATH, HOME) set. */
function run(cwd: string, env: Record<string, string>, args: string[]) {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), INIT_CWD: cwd, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/**
 * The README's `pnpm backup [FILE]` and `pnpm restore FILE [--yes]` (src/cli.ts, as scripts/pawon.mjs runs it), on
 * a copy of the suite's seeded PGlite folder: a new user backs up, loses the folder, and restores it. (On PostgreSQL the same
 * engine is tested by backup.test.ts; this file is about the command line.)
 */
describe.skipIf(process.env.DATABASE_URL)('pnpm backup / pnpm restore', { timeout: 120_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-cli-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const cli = (dataDir: string, ...args: string[]) => run(root, { PAWON_DATA_DIR: dataDir }, args);

  const rowsOf = (out: string) => /([\d.]+) baris/.exec(out)?.[1];
  let backedUp: string | undefined;
  const first = path.join(root, 'first');
  const second = path.join(root, 'second');
  // The suite's migrated and seeded template (a new folder would be migrated first: ≈10 s more here).
  beforeAll(() => {
    fs.cpSync(path.join(inject('pgliteTemplate'), 'pglite'), path.join(first, 'pglite'), { recursive: true });
  });

  it('backs up into the data folder under the name the screen uses, then into a named file', async () => {
    const kept = await cli(first, 'backup');
    expect(kept.code, kept.out).toBe(0);
    const names = fs.readdirSync(path.join(first, 'backups')).filter((n) => n.endsWith('.tar.gz'));
    expect(names).toEqual([expect.stringMatching(/^pawon-\d{8}-\d{6}\.tar\.gz$/)]);
    const named = await cli(first, 'backup', 'salinan.tar.gz');
    expect(named.code, named.out).toBe(0);
    expect(named.out).toMatch(/Cadangan dibuat: .*salinan\.tar\.gz/);
    backedUp = rowsOf(named.out);
    expect(Number(backedUp?.replaceAll('.', ''))).toBeGreaterThan(1000);
    expect(fs.statSync(path.join(root, 'salinan.tar.gz')).size).toBeGreaterThan(0);
  });

  it('asks before it replaces anything: without --yes and no terminal it stops, creating nothing', async () => {
    const asked = await cli(second, 'restore', 'salinan.tar.gz');
    expect(asked.code).toBe(2);
    expect(asked.out).toMatch(/Tambahkan --yes/);
    expect(fs.existsSync(second)).toBe(false);
    const missing = await cli(second, 'restore', 'tidak-ada.tar.gz', '--yes');
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/tidak-ada\.tar\.gz tidak ada/);
    expect(fs.existsSync(second)).toBe(false);
  });

  it('refuses a file that is not a backup, then restores the real one into a new folder', async () => {
    fs.writeFileSync(path.join(root, 'bukan.tar.gz'), 'bukan cadangan');
    const foreign = await cli(second, 'restore', 'bukan.tar.gz', '--yes');
    expect(foreign.code).toBe(1);
    expect(foreign.out).toMatch(/tidak ada yang dipulihkan/);
    const restored = await cli(second, 'restore', 'salinan.tar.gz', '--yes');
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/Dipulihkan dari .*salinan\.tar\.gz/);
    expect(restored.out).toMatch(/Semua pengguna masuk lagi/);
    expect(rowsOf(restored.out)).toBe(backedUp);
  });
});

/**
 * A backup of a place that holds no Pawon database (a mistyped PAWON_DATA_DIR, an empty folder, another program's
 * PGlite folder) refuses, naming the folder, and creates nothing: no folder, no database, no backup file.
 */
describe.skipIf(process.env.DATABASE_URL)(
  'pnpm backup of a folder without Pawon',
  { timeout: 120_000 },
  () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-cli-none-'));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
    const backup = (dataDir: string, ...args: string[]) =>
      run(root, { PAWON_DATA_DIR: dataDir }, ['backup', ...args]);
    const refused = (dataDir: string) =>
      `Tidak ada basis data Pawon di ${dataDir}: periksa PAWON_DATA_DIR. Tidak ada cadangan yang dibuat.`;

    it('refuses a folder that does not exist, creating neither it nor a file', async () => {
      const missing = path.join(root, 'salah-ketik');
      const named = await backup(missing, 'kosong.tar.gz');
      expect(named.code, named.out).toBe(1);
      expect(named.out).toContain(refused(missing));
      expect(named.out).not.toMatch(/Cadangan dibuat/);
      // Without a file name the backup would go under the folder (backups/): still nothing.
      const kept = await backup(missing);
      expect(kept.code, kept.out).toBe(1);
      expect(fs.existsSync(missing)).toBe(false);
      expect(fs.readdirSync(root)).toEqual([]);
    });

    it("refuses an empty folder and another program's PGlite folder, leaving both as they were", async () => {
      const empty = path.join(root, 'kosong');
      fs.mkdirSync(empty);
      const none = await backup(empty, 'kosong.tar.gz');
      expect(none.code, none.out).toBe(1);
      expect(none.out).toContain(refused(empty));
      expect(fs.readdirSync(empty)).toEqual([]);

      const foreign = path.join(root, 'lain');
      fs.mkdirSync(foreign);
      const other = await PGlite.create(path.join(foreign, 'pglite'));
      await other.exec('create table catatan (isi text)');
      await other.close();
      const res = await backup(foreign, 'lain.tar.gz');
      expect(res.code, res.out).toBe(1);
      expect(res.out).toContain(refused(foreign));
      expect(fs.readdirSync(foreign)).toEqual(['pglite']);
      // Not migrated into a Pawon database either.
      const after = await PGlite.create(path.join(foreign, 'pglite'));
      try {
        const tables = await after.query<{ name: string }>(
          `select table_schema || '.' || table_name as name from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
        );
        expect(tables.rows.map((r) => r.name)).toEqual(['public.catatan']);
      } finally {
        await after.close();
      }
      expect(fs.readdirSync(root).sort()).toEqual(['kosong', 'lain']);
    });
  },
);

/**
 * The same on PostgreSQL: DATABASE_URL naming a database Pawon never migrated refuses, and leaves it unmigrated; a
 * Pawon database (a copy of the suite's template) is backed up.
 */
describe.runIf(process.env.DATABASE_URL)('pnpm backup on PostgreSQL', { timeout: 120_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-cli-pg-'));
  const names: string[] = [];
  const admin = async <T>(work: (c: Client) => Promise<T>) => {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };
  const database = async (template?: string) => {
    const name = `pawon_cli_${randomBytes(6).toString('hex')}`;
    names.push(name);
    await admin((c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
    return { name, url: withDatabase(process.env.DATABASE_URL!, name) };
  };
  afterAll(async () => {
    await admin(async (c) => {
      for (const name of names) await c.query(`drop database if exists ${name} with (force)`);
    });
    fs.rmSync(root, { recursive: true, force: true });
  });
  const backup = (url: string, ...args: string[]) =>
    run(root, { DATABASE_URL: url, PAWON_DATA_DIR: path.join(root, 'data') }, ['backup', ...args]);

  it('refuses a database without Pawon, leaving it unmigrated, and backs up a Pawon one', async () => {
    const empty = await database();
    const res = await backup(empty.url, 'kosong.tar.gz');
    expect(res.code, res.out).toBe(1);
    expect(res.out).toContain(
      `Tidak ada basis data Pawon di PostgreSQL "${empty.name}" (DATABASE_URL): periksa DATABASE_URL.`,
    );
    expect(fs.readdirSync(root)).toEqual([]);
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: empty.url });
    await c.connect();
    try {
      const tables = await c.query(
        `select table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      expect(tables.rows).toEqual([]);
    } finally {
      await c.end();
    }

    const pawon = await database(inject('pgTemplate'));
    const made = await backup(pawon.url, 'pawon.tar.gz');
    expect(made.code, made.out).toBe(0);
    expect(made.out).toMatch(/Cadangan dibuat: .*pawon\.tar\.gz/);
    expect(fs.statSync(path.join(root, 'pawon.tar.gz')).size).toBeGreaterThan(0);
  });
});
