import type { ErrorParams } from '../lib/errors.js';
import { errorText } from '../lib/texts.js';

/** What a Pawon backup file is: a gzipped tar whose first entry is this manifest. */
export const BACKUP_FORMAT = 'pawon-backup';
/** Raised when the layout of the file changes; a file of a higher version is refused. */
export const BACKUP_VERSION = 1;
export const MANIFEST = 'manifest.json';

/**
 * Tables left out: sessions and sign-in attempts belong to the machine the backup came from (a restore signs
 * everyone out), and a backup file must never carry session tokens; idempotency keys are the answers of the last
 * week's writes to devices that may send them again, of no use once the data is another day's.
 */
export const SKIPPED_TABLES: readonly string[] = ['sessions', 'login_attempts', 'idempotency_keys'];

export interface TableEntry {
  name: string;
  /** The tar entry (`tables/<name>.jsonl`). */
  entry: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface FileEntry {
  /** Relative to the uploads folder (`categories/abc.webp`). */
  path: string;
  /** The tar entry (`uploads/<path>`). */
  entry: string;
  bytes: number;
  sha256: string;
}

/** The schema's level: the last migration applied (drizzle's journal), and how many. */
export interface MigrationLevel {
  count: number;
  /** The last migration's hash and time stamp, as drizzle records them. */
  hash: string;
  createdAt: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  migration: MigrationLevel;
  tables: TableEntry[];
  files: FileEntry[];
}

/**
 * A file that cannot be restored: its code and parameters, said in one sentence from the catalogue (the CLI and the
 * screen show it as it is).
 */
export class BackupError extends Error {
  constructor(
    readonly code:
      | 'backup.foreign'
      | 'backup.damaged'
      | 'backup.newer'
      | 'backup.older'
      | 'backup.mismatch'
      | 'backup.busy',
    readonly params: ErrorParams = {},
  ) {
    super(errorText(code, params));
    this.name = 'BackupError';
  }
}
