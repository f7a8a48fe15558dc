import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { AppError } from '../../lib/errors.js';
import { grantedMenus, menuTree, rightsList, rightsOf } from '../platform/access.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { openSession } from './sessions.js';
import { audit } from '../platform/audit.js';
import { getUser } from './users.js';
import { num, row as rowShape } from '../../db/rowShape.js';

/** Failed sign-ins for one account from one address: 5 in 15 minutes. */
export const MAX_FAILED = 5;
export const WINDOW_MINUTES = 15;
/** Failed sign-ins from one address across accounts (password spraying): 30 in an hour. */
export const MAX_FAILED_PER_ADDRESS = 30;
export const ADDRESS_WINDOW_MINUTES = 60;

/** Namespace of the advisory locks that serialise sign-in attempts per address. */
const LOCK_NAMESPACE = 7261002;

interface Account {
  id: number;
  active: boolean;
  hash: string;
}

/** The account a login names: an email match wins; a name (unique, any case) otherwise. */
async function findAccount(db: Db, key: string): Promise<Account | undefined> {
  const candidates = await rows<Account & { byEmail: boolean }>(
    db,
    sql`select id, active, password_hash as hash, lower(email) = ${key} as "byEmail"
        from users where lower(email) = ${key} or lower(name) = ${key}
        order by (lower(email) = ${key}) desc, id limit 2`,
  );
  return candidates[0]?.byEmail || candidates.length === 1 ? candidates[0] : undefined;
}

function tooMany(retryAfterSeconds: number | null, rule?: 'lookup'): AppError {
  const retryAfter = Math.max(1, retryAfterSeconds ?? 60);
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(429, 'auth.tooManyAttempts', {
    params: { retryAfter, minutes, ...(rule ? { rule } : {}) },
    extra: { retryAfter },
  });
}

/** At most `max` attempts in `minutes`. */
export interface AttemptLimit {
  max: number;
  minutes: number;
}
const ACCOUNT_LIMIT: AttemptLimit = { max: MAX_FAILED, minutes: WINDOW_MINUTES };
const ADDRESS_LIMIT: AttemptLimit = { max: MAX_FAILED_PER_ADDRESS, minutes: ADDRESS_WINDOW_MINUTES };
/**
 * Keys of lookups that anyone may make (a label's public page, decision 054): throttled on their own, never counted
 * in an address's failed sign-ins.
 */
export const PUBLIC_KEY_PREFIX = 'public:';

/**
 * Counts and records one attempt atomically, before the password is checked: under an advisory lock per
 * address, so that parallel guesses queue here and at most MAX_FAILED of them ever reach the hash. The row
 * counts as a failure until a successful sign-in clears it. `perAddress` null: only the key's own count (a public
 * lookup, whose rows the sign-in's address count leaves out).
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  ip: string,
  perKey: AttemptLimit = ACCOUNT_LIMIT,
  perAddress: AttemptLimit | null = ADDRESS_LIMIT,
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

/**
 * Signs in by email or name. Attempts are counted per account (however it is spelled) and address, and per
 * address; the password is checked outside any transaction (argon2 takes tens of milliseconds, and PGlite
 * serialises transactions); only the session is written in one.
 */
export async function signIn(
  db: Db,
  input: { login: string; password: string; ip: string; userAgent?: string | undefined },
) {
  const login = input.login.trim().toLowerCase();
  const account = await findAccount(db, login);
  const key = account ? `user:${account.id}` : `login:${login}`;
  await reserveAttempt(db, key, input.ip);
  const ok = await verifyPassword(account?.hash ?? (await dummyHash()), input.password);
  // An inactive account with the right password answers like a wrong password (and counts as a failure): one answer
  // for an unknown account, a wrong password and an inactive account, so that none of them tells anything.
  if (!account || !ok || !account.active)
    throw new AppError(401, 'auth.wrongCredentials', { fields: ['login'] });
  const user = account;
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from login_attempts where login_key = ${key} and ip = ${input.ip}`);
    const session = await openSession(tx, user.id, { ip: input.ip, userAgent: input.userAgent });
    const menus = await grantedMenus(tx, user.id);
    await audit(tx, { userId: user.id, action: 'login', entity: 'session', entityId: null });
    return {
      datas: await getUser(tx, user.id),
      menus: menuTree(menus),
      rights: rightsList(rightsOf(menus)),
      token: session.token,
      expiresAt: session.expiresAt,
    };
  });
}
