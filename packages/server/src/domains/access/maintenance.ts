import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { ADDRESS_WINDOW_MINUTES, WINDOW_MINUTES } from './auth.js';
import { IDLE_HOURS } from './sessions.js';

/** Ended sessions are kept this long after they end (for support questions), then deleted. */
export const ENDED_SESSION_KEEP_HOURS = 24;

/**
 * Deletes what no rule reads any more: sign-in attempts older than the longest throttling window, and
 * sessions that ended (revoked, expired, or idle too long) more than a day ago. The server runs it at start
 * and every 15 minutes.
 */
export async function purgeExpired(tx: Tx): Promise<void> {
  const minutes = Math.max(WINDOW_MINUTES, ADDRESS_WINDOW_MINUTES);
  await tx.execute(
    sql`delete from login_attempts where attempted_at < now() - make_interval(mins => ${minutes})`,
  );
  await tx.execute(sql`
    delete from sessions
    where revoked_at < now() - make_interval(hours => ${ENDED_SESSION_KEEP_HOURS})
       or expires_at < now() - make_interval(hours => ${ENDED_SESSION_KEEP_HOURS})
       or last_seen_at < now() - make_interval(hours => ${IDLE_HOURS + ENDED_SESSION_KEEP_HOURS})`);
}
