import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serverDir } from './support.js';

/**
 * The README's `pnpm backup [FILE]` and `pnpm restore FILE [--yes]` (src/cli.ts, as scripts/pawon.mjs runs it), on
 * a copy of the suite's seeded PGlite folder: a new user backs up, loses the folder, and restores it. (On PostgreSQL the same
 * engine is tested by backup.test.ts; this file is about the command line.)
 */
describe.skipIf(process.env.DATABASE_URL)('pnpm backup / pnpm restore', { timeout: 120_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-cli-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  function cli(dataDir: string, ...args: string[]) {
    return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), PAWON_DATA_DIR: dataDir, INIT_CWD: root },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, out }));
    });
  }

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
