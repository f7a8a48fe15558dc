import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database, Tx } from '../db/index.js';
import type { ErrorParams } from '../lib/errors.js';
import { rows } from '../db/query.js';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, MANIFEST, type BackupManifest } from './format.js';
import { announceRestore, announceRestoreEnd } from './restoreSignal.js';
import { appTables, insertOrder, migrationLevel, quoteIdent } from './schema.js';
import { row, text } from '../db/rowShape.js';

/** Rows per insert statement (one JSON array each), and the most bytes of JSON one statement takes. */
const BATCH_ROWS = 2000;
const BATCH_BYTES = 4 << 20;

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  files: number;
}

/**
 * Reads and checks the whole file before anything changes: a gzipped tar whose first entry is a Pawon manifest of
 * a version this code reads, every entry listed there with its size and SHA-256, nothing missing and nothing more.
 * The entries land in `work` (tables/…, uploads/…). Returns the manifest.
 */
export async function readBackup(file: string, work: string): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null;
  const expected = new Map<string, { bytes: number; sha256: string }>();
  const seen = new Set<string>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const name = header.name;
    // An entry's stream ends with the whole extract's error: the pipeline below reports it, once.
    stream.on('error', () => undefined);
    const fail = (err: Error) => {
      stream.resume();
      next(err);
    };
    if (!manifest) {
      if (name !== MANIFEST || header.type !== 'file' || (header.size ?? 0) > 64 << 20)
        return fail(foreign());
      const chunks: Buffer[] = [];
      stream.on('data', (c: unknown) => chunks.push(c as Buffer));
      stream.on('end', () => {
        try {
          manifest = parseManifest(Buffer.concat(chunks));
          for (const t of manifest.tables) expected.set(t.entry, t);
          for (const f of manifest.files) expected.set(f.entry, f);
          next();
        } catch (err) {
          next(err as Error);
        }
      });
      return;
    }
    const want = expected.get(name);
    if (!want || seen.has(name) || header.type !== 'file' || !safeEntry(name))
      return fail(damaged('unknownEntry', { name: name.slice(0, 80) }));
    seen.add(name);
    const target = path.join(work, ...name.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let bytes = 0;
    const out = fs.createWriteStream(target);
    stream.on('data', (c: unknown) => {
      hash.update(c as Buffer);
      bytes += (c as Buffer).length;
    });
    pipeline(stream, out).then(
      () => {
        if (bytes !== want.bytes || hash.digest('hex') !== want.sha256)
          next(damaged('entryMismatch', { name }));
        else next();
      },
      (err: Error) => next(err),
    );
  });
  try {
    await pipeline(fs.createReadStream(file), createGunzip(), extract);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'ENOENT') throw new BackupError('backup.foreign', { rule: 'missingFile', file });
    // Not gzip at all, or a tar that is not one: a foreign file; gzip that breaks off: a damaged one.
    if (!manifest) throw foreign();
    throw code === 'Z_BUF_ERROR'
      ? damaged('cut')
      : damaged('other', { detail: String((err as Error).message).slice(0, 120) });
  }
  if (!manifest) throw foreign();
  const missing = [...expected.keys()].filter((name) => !seen.has(name));
  if (missing.length) throw damaged('missing', { count: missing.length, name: missing[0]! });
  return manifest;
}

const foreign = () => new BackupError('backup.foreign');
/** A damaged file: `reason` (the code's `rule`) says how (`cut`, `missing`…), with what it names. */
const damaged = (reason: string, params: ErrorParams = {}) =>
  new BackupError('backup.damaged', { rule: reason, ...params });

/** Entry names stay inside the work folder: no absolute paths, no `..`. */
const safeEntry = (name: string) =>
  /^(tables\/[a-z0-9_]+\.jsonl|uploads\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*)$/.test(name) &&
  !name.split('/').includes('..');

function parseManifest(data: Buffer): BackupManifest {
  let m: BackupManifest;
  try {
    m = JSON.parse(data.toString('utf8')) as BackupManifest;
  } catch {
    throw foreign();
  }
  if (!m || m.format !== BACKUP_FORMAT || typeof m.version !== 'number') throw foreign();
  if (m.version > BACKUP_VERSION)
    throw new BackupError('backup.newer', { rule: 'format', format: m.version });
  if (!Array.isArray(m.tables) || !Array.isArray(m.files) || !m.migration) throw damaged('manifest');
  return m;
}

/**
 * Restores a checked backup into `database` and `dataDir/uploads`, all or nothing: the tables are emptied and
 * filled again in one transaction (a failure rolls every table back and leaves the images as they were); the
 * images folder is swapped in only after the commit. Sessions are emptied: everyone signs in again.
 */
export async function restoreBackup(
  database: Database,
  dataDir: string,
  file: string,
  hooks: {
    /** Called once the file is checked, before the first write (a server goes into maintenance). */
    beforeWrite?: () => void;
  } = {},
): Promise<RestoreResult> {
  fs.mkdirSync(dataDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const manifest = await readBackup(file, work);
    hooks.beforeWrite?.();
    let total = 0;
    const postgres = database.kind === 'postgres';
    await database.db
      .transaction(async (tx) => {
        // The other server processes on this database answer "sedang pemeliharaan" until the transaction ends.
        if (postgres) await announceRestore(database.db, tx);
        const level = await migrationLevel(tx);
        if (manifest.migration.hash !== level.hash) {
          const newer = manifest.migration.count > level.count;
          throw new BackupError(newer ? 'backup.newer' : 'backup.older', {
            rule: 'schema',
            schema: manifest.migration.count,
            here: level.count,
          });
        }
        const tables = await appTables(tx);
        const inBackup = new Set(manifest.tables.map((t) => t.name));
        const unknown = [...inBackup].filter((t) => !tables.includes(t));
        if (unknown.length) throw new BackupError('backup.mismatch', { rule: 'table', table: unknown[0]! });
        const list = tables.map((t) => quoteIdent(t)).join(', ');
        await tx.execute(sql.raw(`truncate table ${list} restart identity`));
        // The summary tables come from the backup as they were: the writes' triggers stay still meanwhile.
        for (const t of tables)
          await tx.execute(sql.raw(`alter table ${quoteIdent(t)} disable trigger user`));
        for (const table of await insertOrder(tx, tables)) {
          const entry = manifest.tables.find((t) => t.name === table);
          if (entry) total += await loadTable(tx, table, path.join(work, ...entry.entry.split('/')));
        }
        for (const t of tables) await tx.execute(sql.raw(`alter table ${quoteIdent(t)} enable trigger user`));
        await resetSequences(tx);
      })
      .finally(() => (postgres ? announceRestoreEnd(database.db) : undefined));
    const files = swapUploads(dataDir, path.join(work, 'uploads'));
    return { manifest, rows: total, files };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Inserts a table's JSON lines in batches; generated columns are left to the database. */
async function loadTable(tx: Tx, table: string, file: string): Promise<number> {
  const cols = await rows(
    tx,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
    row({ name: text }),
  );
  const list = cols.map((c) => quoteIdent(c.name)).join(', ');
  const t = quoteIdent(table);
  let batch: string[] = [];
  let size = 0;
  let count = 0;
  const flush = async () => {
    if (!batch.length) return;
    const json = `[${batch.join(',')}]`;
    await tx.execute(
      sql`insert into ${sql.raw(t)} (${sql.raw(list)}) overriding system value
          select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(t)}, ${json}::json)`,
    );
    count += batch.length;
    batch = [];
    size = 0;
  };
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    size += line.length;
    if (batch.length >= BATCH_ROWS || size >= BATCH_BYTES) await flush();
  }
  await flush();
  return count;
}

/** Every serial or identity column's sequence continues after the highest value restored. */
async function resetSequences(tx: Tx): Promise<void> {
  const seqs = await rows(
    tx,
    sql`select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
        from information_schema.columns
        where table_schema = 'public'
          and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
    row({ table_name: text, column_name: text, seq: text }),
  );
  for (const s of seqs) {
    await tx.execute(
      sql.raw(
        `select setval('${s.seq.replaceAll("'", "''")}', coalesce((select max(${quoteIdent(s.column_name)}) from ${quoteIdent(s.table_name)}), 0) + 1, false)`,
      ),
    );
  }
}

/** The restored images replace the folder in two renames (the old one is removed after). */
function swapUploads(dataDir: string, restored: string): number {
  const target = path.join(dataDir, 'uploads');
  const old = path.join(dataDir, `.uploads-old-${process.pid}-${Date.now()}`);
  if (fs.existsSync(target)) fs.renameSync(target, old);
  let files = 0;
  if (fs.existsSync(restored)) {
    fs.renameSync(restored, target);
    const count = (dir: string): number =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .reduce((n, e) => n + (e.isDirectory() ? count(path.join(dir, e.name)) : 1), 0);
    files = count(target);
  }
  fs.rmSync(old, { recursive: true, force: true });
  return files;
}
