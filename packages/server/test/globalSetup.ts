import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index.js';
import { businessDate } from '../src/lib/dates.js';
import { seed } from '../src/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    /**
     * The business day the demo data was seeded on (its last day): a file that runs after midnight still checks
     * the seeded data against it, not against its own today.
     */
    seedDay: string;
  }
}

/**
 * Migrates and seeds one template database per run: a PGlite folder that each test file copies, or,
 * with DATABASE_URL, a PostgreSQL database each test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  project.provide('seedDay', businessDate('Asia/Jakarta'));
  if (url) {
    const { default: pg } = await import('pg');
    const name = `pawon_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const tplUrl = withDatabase(url, name);
    const database = await openDatabase({ dataDir: '', databaseUrl: tplUrl });
    await seed(database.db, { demo: true, firstAdmin: { name: '', email: '', password: undefined } });
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      // Test databases are dropped by their files; the template goes last.
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-tpl-'));
  const database = await openDatabase({ dataDir: dir });
  await seed(database.db, { demo: true, firstAdmin: { name: '', email: '', password: undefined } });
  await database.close();
  project.provide('pgliteTemplate', dir);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
