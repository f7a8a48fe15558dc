import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, preparedOne, rows } from '../../db/query.js';
import type { GrantedMenu, Rights } from '../platform/access.js';
import { deviceOf, USER_AGENT_MAX, type SessionDevice } from './devices.js';
import { bool, int, nullable, row as rowShape, text } from '../../db/rowShape.js';
import { authMarkSql, profileOf } from './profiles.js';

export const IDLE_HOURS = 3;
export const MAX_HOURS = 12;

export interface SessionUser {
  sessionId: number;
  userId: number;
  name: string;
  email: string;
  /** Just after the session's last committed write, when a replica is used (decision 064). */
  writeLsn?: string | null;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a sign-in came from: the address and the user agent, shown to the user among their sessions. */
export interface SessionClient {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** Opens a session: the token goes to the client once; only its hash is stored. */
export async function openSession(
  tx: Tx,
  userId: number,
  client: SessionClient = {},
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const userAgent = client.userAgent?.slice(0, USER_AGENT_MAX) || null;
  const ip = client.ip?.slice(0, 64) || null;
  const row = await one(
    tx,
    sql`insert into sessions (token_hash, user_id, expires_at, ip, user_agent)
        values (${digest(token)}, ${userId}, now() + make_interval(hours => ${MAX_HOURS}), ${ip}, ${userAgent})
        returning to_json(least(expires_at, last_seen_at + make_interval(hours => ${IDLE_HOURS})))#>>'{}' as "expiresAt"`,
    rowShape({ expiresAt: text }),
  );
  return { token, expiresAt: row!.expiresAt };
}

/** What the statement of `resolveSession` answers. */
const LIVE = rowShape({
  sessionId: int,
  userId: int,
  writeLsn: nullable(text),
  stale: bool,
  mark: nullable(text),
});

/**
 * The live session of a token (not revoked, used within 3 hours, at most 12 hours old, user active) with the user's
 * granted menus and rights: this runs on every request, as one indexed read of the session and the auth mark (a
 * prepared statement); the user's profile comes from the process's copy while the mark stands (decision 066).
 */
export async function resolveSession(
  tx: Tx,
  token: string,
): Promise<(SessionUser & { menus: GrantedMenu[]; rights: Rights }) | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  const row = await preparedOne(
    tx,
    sql`select s.id as "sessionId", s.user_id as "userId", s.write_lsn::text as "writeLsn",
               s.last_seen_at < now() - interval '1 minute' as stale, ${authMarkSql} as mark
        from sessions s
        where s.token_hash = ${digest(token)} and s.revoked_at is null
          and s.expires_at > now() and s.last_seen_at > now() - make_interval(hours => ${IDLE_HOURS})`,
    LIVE,
  );
  if (!row) return undefined;
  const profile = await profileOf(tx, row.userId, row.mark);
  if (!profile) return undefined;
  // Touch at most once a minute so reads do not turn into a write each.
  if (row.stale) await tx.execute(sql`update sessions set last_seen_at = now() where id = ${row.sessionId}`);
  const { name, email, menus, rights } = profile;
  return { sessionId: row.sessionId, userId: row.userId, name, email, writeLsn: row.writeLsn, menus, rights };
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

/** A live session as its user sees it: named by its public id, never by its token or the token's hash. */
export interface SessionView {
  id: string;
  current: boolean;
  device: SessionDevice;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** The most sessions listed (a script that signs in again and again opens one each time). */
export const SESSIONS_LISTED = 200;

/** Live: not ended, within 12 hours of sign-in and used within the last 3 (what resolveSession accepts). */
const live = sql`s.revoked_at is null and s.expires_at > now()
  and s.last_seen_at > now() - make_interval(hours => ${IDLE_HOURS})`;

/** A user's live sessions, `current` (the caller's own, when it is theirs) first, then the most recently used. */
export async function listSessions(tx: Tx, userId: number, current: number): Promise<SessionView[]> {
  const found = await rows<Omit<SessionView, 'device'>>(
    tx,
    sql`select s.public_id::text as id, s.id = ${current} as current, s.user_agent as "userAgent", s.ip,
               to_json(s.created_at)#>>'{}' as "createdAt", to_json(s.last_seen_at)#>>'{}' as "lastSeenAt",
               to_json(least(s.expires_at, s.last_seen_at + make_interval(hours => ${IDLE_HOURS})))#>>'{}' as "expiresAt"
        from sessions s
        where s.user_id = ${userId} and ${live}
        order by s.id = ${current} desc, s.last_seen_at desc, s.id desc
        limit ${SESSIONS_LISTED}`,
  );
  return found.map((s) => ({ ...s, device: deviceOf(s.userAgent) }));
}

/** The user of a live session, by its public id, locked until the transaction ends (to end it). */
export async function sessionOwner(
  tx: Tx,
  publicId: string,
): Promise<{ id: number; userId: number } | undefined> {
  return one(
    tx,
    sql`select s.id, s.user_id as "userId" from sessions s where s.public_id = ${publicId}::uuid and ${live} for update`,
    rowShape({ id: int, userId: int }),
  );
}

/** Ends every live session of a user but `except`; answers how many ended. */
export async function endUserSessions(tx: Tx, userId: number, except?: number): Promise<number> {
  const ended = await rows(
    tx,
    sql`update sessions s set revoked_at = now()
        where s.user_id = ${userId} and ${live} ${except ? sql`and s.id <> ${except}` : sql``}
        returning s.id`,
    rowShape({ id: int }),
  );
  return ended.length;
}

/**
 * Remembers where the caller's last write ended (decision 064): the WAL position now, after its transactions have
 * committed, on its session (or its integration token). Its next reads that may go to the replica wait there for the
 * replica to have replayed it; the row is read by every process on every request, so any process honours it.
 */
export async function rememberWrite(
  db: Tx,
  caller: { sessionId: number; token?: { id: number } },
): Promise<void> {
  await db.execute(
    caller.token
      ? sql`update integration_tokens set write_lsn = pg_current_wal_insert_lsn() where id = ${caller.token.id}`
      : sql`update sessions set write_lsn = pg_current_wal_insert_lsn() where id = ${caller.sessionId}`,
  );
}
