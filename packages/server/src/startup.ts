import type { Config } from './config.js';
import { isDatabaseUnavailable, pgErrorOf, safeDbFields } from './lib/dbErrors.js';
import { bilingual, text } from './lib/texts.js';

/** `host:port/database` of a connection URL, without the user or password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return text('startup.unreadableUrl');
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
    const seconds = config.dbTimeouts.connectMs / 1000;
    return bilingual('startup.unreachable', { where, reason: safeDbFields(err).code ?? null, seconds });
  }
  const pg = pgErrorOf(err);
  if (pg) {
    // A migration that refuses existing data says why in its own message (e.g. duplicate user names).
    return text('startup.migration', { code: pg.code, detail: pg.message });
  }
  const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
  const where = config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : config.dataDir;
  return text('startup.failed', { where, detail: message });
}
