import type { Config } from './config.js';
import { isDatabaseUnavailable, pgErrorOf, safeDbFields } from './lib/dbErrors.js';

/** `host:port/database` of a connection URL, without the user or password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return '(DATABASE_URL tidak dapat dibaca)';
  }
}

/**
 * One plain sentence (Indonesian, then English) for a start that failed while opening, migrating or seeding
 * the database: the reason, and what to do. Never a stack trace, and never the query or its parameters.
 */
export function startupFailure(
  err: unknown,
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbTimeouts'>,
): string {
  if (config.databaseUrl && isDatabaseUnavailable(err)) {
    const where = describeDatabaseUrl(config.databaseUrl);
    const reason = safeDbFields(err).code ?? 'tidak ada jawaban';
    const seconds = config.dbTimeouts.connectMs / 1000;
    return (
      `Pawon tidak dapat terhubung ke basis data PostgreSQL di ${where} (${reason}; batas waktu ${seconds} detik). ` +
      'Periksa DATABASE_URL dan pastikan PostgreSQL berjalan dan dapat dihubungi.\n' +
      `Pawon cannot connect to the PostgreSQL database at ${where} (${reason}). Check DATABASE_URL and that PostgreSQL is running.`
    );
  }
  const pg = pgErrorOf(err);
  if (pg) {
    // A migration that refuses existing data says why in its own message (e.g. duplicate user names).
    return `Basis data tidak dapat disiapkan (migrasi gagal, kode ${pg.code}):\n${pg.message}`;
  }
  const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
  const where = config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : config.dataDir;
  return `Pawon tidak dapat dijalankan: basis data di ${where} tidak dapat dibuka (${message}).`;
}
