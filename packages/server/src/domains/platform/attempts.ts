/**
 * Attempts counted per key and address (the sign-in's failed attempts, and anyone's lookups of a label's public page,
 * decision 054), in `login_attempts`: past a limit, 429 with the wait. Purged with the sign-in's (access/maintenance).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { one } from '../../db/query.js';
import { num, row as rowShape } from '../../db/rowShape.js';
import { AppError } from '../../lib/errors.js';

/** Namespace of the advisory locks that serialise attempts per address. */
const LOCK_NAMESPACE = 7261002;

/** At most `max` attempts in `minutes`. */
export interface AttemptLimit {
  max: number;
  minutes: number;
}

/**
 * Keys of lookups that anyone may make (a label's public page): throttled on their own, never counted in an
 * address's failed sign-ins.
 */
export const PUBLIC_KEY_PREFIX = 'public:';

function tooMany(retryAfterSeconds: number | null, rule?: 'lookup'): AppError {
  const retryAfter = Math.max(1, retryAfterSeconds ?? 60);
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(429, 'auth.tooManyAttempts', {
    params: { retryAfter, minutes, ...(rule ? { rule } : {}) },
    extra: { retryAfter },
  });
}

/**
 * Counts and records one attempt atomically, before the password is checked: under an advisory lock per
 * address, so that parallel guesses queue here and at most `perKey.max` of them ever reach the hash. The row
 * counts as a failure until a successful sign-in clears it. `perAddress` null: only the key's own count (a public
 * lookup, whose rows the sign-in's address count leaves out).
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  ip: string,
  perKey: AttemptLimit,
  perAddress: AttemptLimit | null,
): Promise<void> {
  const address = perAddress ?? { max: Number.MAX_SAFE_INTEGER, minutes: 0 };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${ip}))`);
    const row = await one(
      tx,
      sql`with account as (
            select attempted_at from login_attempts
            where login_key = ${key} and ip = ${ip} and attempted_at > now() - make_interval(mins => ${perKey.minutes})
            order by attempted_at desc limit ${perKey.max}),
          address as (
            select attempted_at from login_attempts
            where ip = ${ip} and attempted_at > now() - make_interval(mins => ${address.minutes})
              and login_key not like ${`${PUBLIC_KEY_PREFIX}%`}
            order by attempted_at desc limit ${Math.min(address.max, 1000)})
          select (select count(*)::int from account) as account,
                 (select ceil(extract(epoch from (min(attempted_at) + make_interval(mins => ${perKey.minutes}) - now())))::int from account) as "accountRetry",
                 (select count(*)::int from address) as address,
                 (select ceil(extract(epoch from (min(attempted_at) + make_interval(mins => ${address.minutes}) - now())))::int from address) as "addressRetry"`,
      rowShape({ account: num, accountRetry: num.nullable, address: num, addressRetry: num.nullable }),
    );
    if (row && row.account >= perKey.max)
      throw tooMany(row.accountRetry, key.startsWith(PUBLIC_KEY_PREFIX) ? 'lookup' : undefined);
    if (row && row.address >= address.max) throw tooMany(row.addressRetry);
    await tx.execute(sql`insert into login_attempts (login_key, ip) values (${key}, ${ip})`);
  });
}
