import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database, Tx } from '../db/index.js';
import { rows } from '../db/query.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST,
  SKIPPED_TABLES,
  type BackupManifest,
  type FileEntry,
  type TableEntry,
} from './format.js';
import { appTables, migrationLevel, primaryKey, quoteIdent } from './schema.js';

/** Rows read per statement: a million orders never sit in memory at once. */
const BATCH = 5000;

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes one file (`.tar.gz`) holding a consistent snapshot of the database (every table of the app as JSON lines,
 * read in one repeatable-read, read-only transaction) and every uploaded image, with a manifest that names the
 * format, its version, the schema's migration level and each entry's size and SHA-256.
 */
export async function createBackup(database: Database, dataDir: string, file: string): Promise<BackupResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-backup-'));
  try {
    const { tables, migration } = await database.db.transaction(
      async (tx) => {
        const level = await migrationLevel(tx);
        const names = (await appTables(tx)).filter((t) => !SKIPPED_TABLES.includes(t));
        const entries: TableEntry[] = [];
        for (const name of names) entries.push(await dumpTable(tx, name, work));
        return { tables: entries, migration: level };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const files = listUploads(dataDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: database.kind,
      migration,
      tables,
      files: files.map((f) => f.entry),
    };
    await writeArchive(file, manifest, work, files);
    return { file, bytes: fs.statSync(file).size, manifest };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** One table as JSON lines (`row_to_json`, in primary-key order), written to a file of the work folder. */
async function dumpTable(tx: Tx, table: string, work: string): Promise<TableEntry> {
  const entry = `tables/${table}.jsonl`;
  const target = path.join(work, `${table}.jsonl`);
  const out = fs.openSync(target, 'w');
  const hash = createHash('sha256');
  let count = 0;
  let bytes = 0;
  try {
    const key = await primaryKey(tx, table);
    const t = quoteIdent(table);
    const order = key.length ? key.map(quoteIdent).join(', ') : '1';
    let after: unknown[] | null = null;
    for (;;) {
      // Keyset over the primary key (a row comparison): every batch starts where the last ended.
      const where: SQL =
        key.length && after
          ? sql` where (${sql.raw(key.map(quoteIdent).join(', '))}) > (${sql.join(
              after.map((v) => sql`${v}`),
              sql`, `,
            )})`
          : sql``;
      const limit = key.length ? sql` limit ${BATCH}` : sql``;
      const batch: Array<{ j: string; k: unknown[] | string | null }> = await rows<{
        j: string;
        k: unknown[] | string | null;
      }>(
        tx,
        sql`select row_to_json(r)::text as j, ${key.length ? sql.raw(`json_build_array(${key.map((c) => `r.${quoteIdent(c)}`).join(', ')})`) : sql`null::json`} as k
            from ${sql.raw(t)} r${where} order by ${sql.raw(order)}${limit}`,
      );
      for (const row of batch) {
        const line = Buffer.from(`${row.j}\n`);
        fs.writeSync(out, line);
        hash.update(line);
        bytes += line.length;
      }
      count += batch.length;
      if (!key.length || batch.length < BATCH) break;
      const last: unknown[] | string | null = batch[batch.length - 1]!.k;
      after = typeof last === 'string' ? (JSON.parse(last) as unknown[]) : last;
    }
  } finally {
    fs.closeSync(out);
  }
  return { name: table, entry, rows: count, bytes, sha256: hash.digest('hex') };
}

interface UploadFile {
  entry: FileEntry;
  source: string;
}

/** Every file under `dataDir/uploads` (the images), with its size and SHA-256. */
function listUploads(dataDir: string): UploadFile[] {
  const base = path.join(dataDir, 'uploads');
  if (!fs.existsSync(base)) return [];
  const found: UploadFile[] = [];
  const walk = (dir: string) => {
    for (const item of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full);
      else if (item.isFile()) {
        const data = fs.readFileSync(full);
        const rel = path.relative(base, full).split(path.sep).join('/');
        found.push({
          source: full,
          entry: {
            path: rel,
            entry: `uploads/${rel}`,
            bytes: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
          },
        });
      }
    }
  };
  walk(base);
  return found;
}

/** The archive: the manifest first (a reader knows the file before it reads the rest), then tables, then images. */
async function writeArchive(
  file: string,
  manifest: BackupManifest,
  work: string,
  files: UploadFile[],
): Promise<void> {
  const pack = tar.pack();
  const partial = `${file}.part-${process.pid}`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const done = pipeline(pack, createGzip(), fs.createWriteStream(partial));
  const add = (name: string, size: number, source: NodeJS.ReadableStream | Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (Buffer.isBuffer(source)) {
        pack.entry({ name, size }, source, (err) => (err ? reject(err) : resolve()));
        return;
      }
      const sink = pack.entry({ name, size }, (err) => (err ? reject(err) : resolve()));
      source.pipe(sink);
    });
  try {
    const head = Buffer.from(JSON.stringify(manifest, null, 2));
    await add(MANIFEST, head.length, head);
    for (const t of manifest.tables)
      await add(t.entry, t.bytes, fs.createReadStream(path.join(work, `${t.name}.jsonl`)));
    for (const f of files) await add(f.entry.entry, f.entry.bytes, fs.createReadStream(f.source));
    pack.finalize();
    await done;
    fs.renameSync(partial, file);
  } catch (err) {
    pack.destroy();
    await done.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw err;
  }
}
