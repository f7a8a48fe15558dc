// `pnpm backup [FILE]` and `pnpm restore FILE [--yes]` (scripts/pawon.mjs runs this file, compiled, with the same
// environment as `npm start`: PAWON_DATA_DIR, DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { createBackup } from './backup/backup.js';
import { BackupError } from './backup/format.js';
import { restoreBackup } from './backup/restore.js';
import { runningServer } from './backup/serverPid.js';
import { backupsDir, newBackupName } from './backup/store.js';
import { ConfigError, loadConfig } from './config.js';
import { NoDatabaseError, openDatabase } from './db/index.js';
import { text } from './lib/texts.js';

const size = (bytes: number) =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
/** The word a restore asks to be typed (the screen's too: backups.routes.ts). */
const RESTORE_CONFIRMATION = 'PULIHKAN';
/** Where the user typed the command (pnpm runs scripts from the repository's root). */
const here = process.env.INIT_CWD ?? process.cwd();

/** The database a connection string names (`"pawon"`), never its password. */
function databaseName(url: string): string {
  try {
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    return name ? `"${name}" (DATABASE_URL)` : '(DATABASE_URL)';
  } catch {
    return '(DATABASE_URL)';
  }
}

function stop(message: string, code = 1): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(code);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const yes = args.includes('--yes');
  const file = args.find((a) => !a.startsWith('--'));
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) stop(err.message);
    throw err;
  }
  if (command !== 'backup' && command !== 'restore') stop(text('cli.usage'), 2);
  if (command === 'restore' && !file) stop(text('cli.fileRequired'), 2);

  // The embedded database is one process's: a running server keeps it (PostgreSQL serves both at once).
  if (!config.databaseUrl) {
    const pid = runningServer(config.dataDir);
    if (pid) stop(text('cli.serverRunning', { pid, dataDir: config.dataDir }));
  }
  const where = text('cli.where', { dataDir: config.databaseUrl ? null : config.dataDir });
  // Asked before anything is opened: a refused or cancelled restore leaves no new folder or database behind.
  const source = path.resolve(here, file ?? '');
  if (command === 'restore') {
    if (!fs.existsSync(source)) stop(text('cli.noFile', { file: source }));
    if (!yes) {
      if (!process.stdin.isTTY) stop(text('cli.restoreNeedsYes'), 2);
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
      const answer = await rl.question(
        text('cli.restoreConfirm', { where, file: path.basename(source), word: RESTORE_CONFIRMATION }),
      );
      rl.close();
      if (answer.trim() !== RESTORE_CONFIRMATION) stop(text('cli.cancelled'), 1);
    }
  }
  let database;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      // A backup reads, and a restore writes, every row in one transaction.
      timeouts: { connectMs: config.dbTimeouts.connectMs, queryMs: 30 * 60_000 },
      pool: { max: 2, waitMs: 60_000 },
      applicationName: `pawon-${command}`,
      // A backup of a mistyped folder or database must not make an empty one and announce its backup as done; a
      // restore may fill a new one.
      existing: command === 'backup',
    });
  } catch (err) {
    if (!(err instanceof NoDatabaseError)) throw err;
    stop(
      config.databaseUrl
        ? text('cli.noDatabase', { name: databaseName(config.databaseUrl) })
        : text('cli.noDataDir', { dataDir: config.dataDir }),
    );
  }
  try {
    if (command === 'backup') {
      const target = path.resolve(
        here,
        // The same names as the screen's backups (business time zone), so that Cadangan Data lists it too.
        file ??
          path.join(backupsDir(config.dataDir), newBackupName(config.dataDir, new Date(), config.timeZone)),
      );
      const started = Date.now();
      const { bytes, manifest } = await createBackup(database, config.dataDir, target);
      const total = manifest.tables.reduce((n, t) => n + t.rows, 0);
      console.log(
        text('cli.backedUp', {
          target,
          size: size(bytes),
          tables: manifest.tables.length,
          rows: total,
          files: manifest.files.length,
          where,
          seconds: ((Date.now() - started) / 1000).toFixed(1),
        }),
      );
      return;
    }
    // A new folder or database was migrated by openDatabase: the restore fills it whole, no seed needed.
    const started = Date.now();
    const result = await restoreBackup(database, config.dataDir, source);
    console.log(
      text('cli.restored', {
        source,
        made: new Date(result.manifest.createdAt).toLocaleString('id-ID', {
          timeZone: config.timeZone,
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
        engine: result.manifest.engine,
        rows: result.rows,
        files: result.files,
        where,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      }),
    );
  } catch (err) {
    if (err instanceof BackupError) stop(err.message);
    throw err;
  } finally {
    await database.close();
  }
}

await main();
