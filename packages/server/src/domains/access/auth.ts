import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { rows } from '../../db/query.js';
import { AppError } from '../../lib/errors.js';
import { grantedMenus, menuTree, rightsList, rightsOf } from '../platform/access.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { openSession } from './sessions.js';
import { audit } from '../platform/audit.js';
import { getUser } from './users.js';
import { reserveAttempt, type AttemptLimit } from '../platform/attempts.js';

/** Failed sign-ins for one account from one address: 5 in 15 minutes. */
export const MAX_FAILED = 5;
export const WINDOW_MINUTES = 15;
/** Failed sign-ins from one address across accounts (password spraying): 30 in an hour. */
export const MAX_FAILED_PER_ADDRESS = 30;
export const ADDRESS_WINDOW_MINUTES = 60;

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

const ACCOUNT_LIMIT: AttemptLimit = { max: MAX_FAILED, minutes: WINDOW_MINUTES };
const ADDRESS_LIMIT: AttemptLimit = { max: MAX_FAILED_PER_ADDRESS, minutes: ADDRESS_WINDOW_MINUTES };

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
  await reserveAttempt(db, key, input.ip, ACCOUNT_LIMIT, ADDRESS_LIMIT);
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
