import fs from 'node:fs';
import path from 'node:path';
import { zonedParts } from '../lib/dates.js';

/**
 * The kept backups: files `pawon-<date>-<time>[-<tag>].tar.gz` in `PAWON_DATA_DIR/backups` (where `pnpm backup`
 * writes by default too), each with a small note beside it (`<name>.json`) saying who made it from the screen or that
 * the daily schedule did. A file without a note was put there otherwise.
 */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

export const BACKUP_NAME = /^pawon-(\d{8})-(\d{6})(?:-([a-z0-9]{1,16}))?\.tar\.gz$/;
/** The tag of the daily automatic backups' names. */
export const AUTOMATIC_TAG = 'auto';

export type BackupOrigin = 'manual' | 'automatic' | 'other';

export interface BackupNote {
  origin: 'manual' | 'automatic';
  madeBy: { id: number; name: string } | null;
  createdAt: string;
}

export interface KeptBackup {
  name: string;
  bytes: number;
  createdAt: string;
  origin: BackupOrigin;
  madeBy: string | null;
}

const noteOf = (dir: string, name: string) => path.join(dir, `${name}.json`);

function readNote(dir: string, name: string): BackupNote | null {
  try {
    const note = JSON.parse(fs.readFileSync(noteOf(dir, name), 'utf8')) as BackupNote;
    return note && (note.origin === 'manual' || note.origin === 'automatic') ? note : null;
  } catch {
    return null;
  }
}

/** The kept backups, newest first (by the time in the note, else the file's). */
export function listBackups(dataDir: string): KeptBackup[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => BACKUP_NAME.test(name));
  } catch {
    return [];
  }
  const found: KeptBackup[] = [];
  for (const name of names) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(path.join(dir, name));
    } catch {
      continue;
    }
    if (!stat.isFile()) continue;
    const note = readNote(dir, name);
    found.push({
      name,
      bytes: stat.size,
      createdAt: note?.createdAt ?? stat.mtime.toISOString(),
      origin: note?.origin ?? (BACKUP_NAME.exec(name)?.[3] === AUTOMATIC_TAG ? 'automatic' : 'other'),
      madeBy: note?.madeBy?.name ?? null,
    });
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** The path of a kept backup, or null when the name is not one (the contract's pattern keeps it inside the folder). */
export function keptBackupPath(dataDir: string, name: string): string | null {
  if (!BACKUP_NAME.test(name)) return null;
  const file = path.join(backupsDir(dataDir), name);
  return fs.existsSync(file) ? file : null;
}

/** `YYYYMMDD-HHMMSS` of an instant in the business time zone. */
export function stampOf(at: Date, timeZone: string): string {
  const part = zonedParts(timeZone, at);
  return `${part.year}${part.month}${part.day}-${part.hour}${part.minute}${part.second}`;
}

/** A new file name in the folder: the time in the business time zone, a tag, and a number if the second is taken. */
export function newBackupName(dataDir: string, at: Date, timeZone: string, tag?: string): string {
  const base = `pawon-${stampOf(at, timeZone)}`;
  const dir = backupsDir(dataDir);
  for (let n = 1; ; n++) {
    const suffix = [tag, n > 1 ? String(n) : ''].filter(Boolean).join('');
    const name = `${base}${suffix ? `-${suffix}` : ''}.tar.gz`;
    if (!fs.existsSync(path.join(dir, name)) && !fs.existsSync(`${path.join(dir, name)}.part`)) return name;
  }
}

export function writeNote(dataDir: string, name: string, note: BackupNote): void {
  fs.writeFileSync(noteOf(backupsDir(dataDir), name), JSON.stringify(note));
}

/** Deletes a kept backup and its note; false when there was none. */
export function deleteBackup(dataDir: string, name: string): boolean {
  const file = keptBackupPath(dataDir, name);
  if (!file) return false;
  fs.rmSync(file, { force: true });
  fs.rmSync(noteOf(backupsDir(dataDir), name), { force: true });
  return true;
}

/** Whether an automatic backup of this business date (`YYYYMMDD`) is kept. */
export function automaticMadeOn(dataDir: string, day: string): boolean {
  return listBackups(dataDir).some((b) => b.origin === 'automatic' && BACKUP_NAME.exec(b.name)?.[1] === day);
}

/** Keeps the newest `keep` automatic backups and deletes the older ones; the others are the user's to delete. */
export function pruneAutomatic(dataDir: string, keep: number): string[] {
  const old = listBackups(dataDir)
    .filter((b) => b.origin === 'automatic')
    .slice(keep)
    .map((b) => b.name);
  for (const name of old) deleteBackup(dataDir, name);
  return old;
}
