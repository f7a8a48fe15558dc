import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { one } from '../db/query.js';
import { grantedMenusSql, reachableMenus, type GrantedMenu } from './access.js';

export const IDLE_HOURS = 3;
export const MAX_HOURS = 12;

export interface SessionUser {
  sessionId: number;
  userId: number;
  name: string;
  email: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session: the token goes to the client once; only its hash is stored. */
export async function openSession(tx: Tx, userId: number): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await one<{ expiresAt: string }>(
    tx,
    sql`insert into sessions (token_hash, user_id, expires_at)
        values (${digest(token)}, ${userId}, now() + make_interval(hours => ${MAX_HOURS}))
        returning to_json(least(expires_at, last_seen_at + make_interval(hours => ${IDLE_HOURS})))#>>'{}' as "expiresAt"`,
  );
  return { token, expiresAt: row!.expiresAt };
}

/**
 * The live session of a token (not revoked, used within 3 hours, at most 12 hours old, user active) with
 * the user's granted menus, in one round trip: this runs on every request.
 */
export async function resolveSession(
  tx: Tx,
  token: string,
): Promise<(SessionUser & { menus: GrantedMenu[] }) | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  const row = await one<SessionUser & { stale: boolean; menus: GrantedMenu[] }>(
    tx,
    sql`with s as (
          select s.id as "sessionId", u.id as "userId", u.name, u.email,
                 s.last_seen_at < now() - interval '1 minute' as stale
          from sessions s join users u on u.id = s.user_id
          where s.token_hash = ${digest(token)} and s.revoked_at is null and u.active
            and s.expires_at > now() and s.last_seen_at > now() - make_interval(hours => ${IDLE_HOURS}))
        select s.*, coalesce((select json_agg(g) from (${grantedMenusSql(sql`s."userId"`)}) g), '[]'::json) as menus
        from s`,
  );
  if (!row) return undefined;
  // Touch at most once a minute so reads do not turn into a write each.
  if (row.stale) await tx.execute(sql`update sessions set last_seen_at = now() where id = ${row.sessionId}`);
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    name: row.name,
    email: row.email,
    menus: reachableMenus(row.menus),
  };
}

export async function revokeSession(tx: Tx, sessionId: number): Promise<void> {
  await tx.execute(
    sql`update sessions set revoked_at = now() where id = ${sessionId} and revoked_at is null`,
  );
}

/** Ends every session of a user, but `except` (the caller's own, on a password change). */
export async function revokeUserSessions(tx: Tx, userId: number, except?: number): Promise<void> {
  await tx.execute(
    sql`update sessions set revoked_at = now()
        where user_id = ${userId} and revoked_at is null ${except ? sql`and id <> ${except}` : sql``}`,
  );
}
