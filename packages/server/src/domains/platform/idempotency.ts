/**
 * Idempotency keys (decision 038): the app's offline queue sends each write with a key of its own (`Idempotency-Key`)
 * and may send it again, after a timeout or a reload, not knowing whether the first send arrived. The key is claimed
 * in the write's own transaction and keeps the answer, so the write happens once: a second send answers the stored
 * answer (header `Idempotent-Replayed: true`); a send while the first is still running waits for it on the key's row.
 * A write refused (4xx) rolls back with its claim: sent again, it is tried again. Keys are per user and kept a week.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import { invalid } from '../../lib/errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

export interface StoredAnswer {
  operation: string;
  requestHash: string;
  response: unknown;
}

/** The key of a request, checked (422 on a malformed one), or undefined when it has none. */
export function keyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !KEY.test(value)) throw invalid('Idempotency-Key', 'idempotency.badKey');
  return value;
}

/** What identifies a request's content: the same key sent with another body is refused. */
export const requestHash = (operation: string, body: unknown): string =>
  createHash('sha256')
    .update(`${operation}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

export async function storedAnswer(
  db: Db | Tx,
  userId: number,
  key: string,
): Promise<StoredAnswer | undefined> {
  return one<StoredAnswer>(
    db,
    sql`select operation, request_hash as "requestHash", response from idempotency_keys
        where user_id = ${userId} and key = ${key}`,
  );
}

/**
 * Claims the key in the write's transaction: true when this request is the first; false when another one has it
 * (committed: this insert waited for it). Keys older than a week are dropped on the way.
 */
export async function claim(tx: Tx, userId: number, key: string, operation: string, hash: string) {
  await tx.execute(
    sql`delete from idempotency_keys where user_id = ${userId} and created_at < now() - interval '7 days'`,
  );
  const row = await one(
    tx,
    sql`insert into idempotency_keys (user_id, key, operation, request_hash) values (${userId}, ${key}, ${operation}, ${hash})
        on conflict do nothing returning key`,
  );
  return row !== undefined;
}

export async function keepAnswer(tx: Tx, userId: number, key: string, response: unknown): Promise<void> {
  await tx.execute(
    sql`update idempotency_keys set response = ${JSON.stringify(response)}::jsonb where user_id = ${userId} and key = ${key}`,
  );
}

/** The same key for another operation or body (422): the device's queue is confused, nothing is written. */
export const keyReused = () => invalid('Idempotency-Key', 'idempotency.keyReused');
