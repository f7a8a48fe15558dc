import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrationsFolder, pgliteExtensions } from '../src/db/index.js';
import { withDatabase } from './globalSetup.js';

export const serverDir = path.resolve(import.meta.dirname, '..');

export interface ServerRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Starts `src/main.ts` as `npm start` would (through tsx) and waits for it to exit, or kills it after `killAfterMs`. */
export function runServer(env: Record<string, string>, killAfterMs = 20_000): Promise<ServerRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        PAWON_DEMO: '0',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** A copy of the migrations folder with only the first `count` migrations: a database as an older release left it. */
export function migrationsUpTo(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-mig-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.slice(0, count);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

export interface ScratchDatabase {
  /** DATABASE_URL, or undefined on PGlite. */
  url: string | undefined;
  dataDir: string;
  /** Runs SQL on it (its own connection, closed after). */
  exec(statements: string): Promise<void>;
  drop(): Promise<void>;
}

/**
 * An empty database of the kind the suite runs on (PGlite, or PostgreSQL with DATABASE_URL), migrated with
 * the first `migrations` migrations only.
 */
export async function scratchDatabase(migrations: number): Promise<ScratchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-scratch-'));
  const folder = migrationsUpTo(migrations);
  const base = process.env.DATABASE_URL;
  if (base) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const name = `pawon_s_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = withDatabase(base, name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder: folder });
    await client.end();
    const exec = async (statements: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(statements);
      } finally {
        await c.end();
      }
    };
    const drop = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    return { url, dataDir, exec, drop };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: await pgliteExtensions() });
  await migrate(drizzle(client), { migrationsFolder: folder });
  await client.close();
  const exec = async (statements: string) => {
    const c = await PGlite.create(dir, { extensions: await pgliteExtensions() });
    try {
      await c.exec(statements);
    } finally {
      await c.close();
    }
  };
  return {
    url: undefined,
    dataDir,
    exec,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
