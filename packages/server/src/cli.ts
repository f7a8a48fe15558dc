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

const rupiahless = new Intl.NumberFormat('id-ID');
const size = (bytes: number) =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
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
  if (command !== 'backup' && command !== 'restore')
    stop('Pemakaian: pnpm backup [BERKAS]  |  pnpm restore BERKAS [--yes]', 2);
  if (command === 'restore' && !file) stop('Sebutkan berkas cadangan: pnpm restore BERKAS', 2);

  // The embedded database is one process's: a running server keeps it (PostgreSQL serves both at once).
  if (!config.databaseUrl) {
    const pid = runningServer(config.dataDir);
    if (pid)
      stop(
        `Pawon sedang berjalan (proses ${pid}) dengan basis data bawaan di ${config.dataDir}: hentikan dulu (Ctrl+C), lalu ulangi.`,
      );
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${config.dataDir}`;
  // Asked before anything is opened: a refused or cancelled restore leaves no new folder or database behind.
  const source = path.resolve(here, file ?? '');
  if (command === 'restore') {
    if (!fs.existsSync(source)) stop(`Berkas ${source} tidak ada.`);
    if (!yes) {
      if (!process.stdin.isTTY)
        stop('Pemulihan mengganti semua data. Tambahkan --yes untuk menjalankannya tanpa pertanyaan.', 2);
      const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
      const answer = await rl.question(
        `Semua data di ${where} akan diganti dengan isi ${path.basename(source)}, dan semua pengguna harus masuk lagi.\nKetik PULIHKAN untuk melanjutkan: `,
      );
      rl.close();
      if (answer.trim() !== 'PULIHKAN') stop('Dibatalkan: tidak ada yang diubah.', 1);
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
        ? `Tidak ada basis data Pawon di PostgreSQL ${databaseName(config.databaseUrl)}: periksa DATABASE_URL. Tidak ada cadangan yang dibuat.`
        : `Tidak ada basis data Pawon di ${config.dataDir}: periksa PAWON_DATA_DIR. Tidak ada cadangan yang dibuat.`,
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
        `Cadangan dibuat: ${target}\n  ${size(bytes)}, ${manifest.tables.length} tabel, ${rupiahless.format(total)} baris, ` +
          `${manifest.files.length} gambar, dari ${where}, ${((Date.now() - started) / 1000).toFixed(1)} detik.`,
      );
      return;
    }
    // A new folder or database was migrated by openDatabase: the restore fills it whole, no seed needed.
    const started = Date.now();
    const result = await restoreBackup(database, config.dataDir, source);
    console.log(
      `Dipulihkan dari ${source} (dibuat ${new Date(result.manifest.createdAt).toLocaleString('id-ID', { timeZone: config.timeZone, dateStyle: 'medium', timeStyle: 'short' })} WIB, ${result.manifest.engine}):\n` +
        `  ${rupiahless.format(result.rows)} baris, ${result.files} gambar, ke ${where}, ${((Date.now() - started) / 1000).toFixed(1)} detik. Semua pengguna masuk lagi.`,
    );
  } catch (err) {
    if (err instanceof BackupError) stop(err.message);
    throw err;
  } finally {
    await database.close();
  }
}

await main();
