import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.js';
import { one, rows } from '../db/query.js';
import { AppError } from '../lib/errors.js';
import { grantedMenus, menuTree, rightsList, rightsOf } from './access.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { openSession } from './sessions.js';
import { audit } from './audit.js';
import { getUser } from './users.js';

export const MAX_FAILED = 5;
export const WINDOW_MINUTES = 15;

const WRONG = 'Email/nama pengguna atau kata sandi salah.';

/** Failed attempts for one account from one address within the window: 5 → 429 with Retry-After. */
async function checkThrottle(tx: Tx, key: string, ip: string) {
  const row = await one<{ n: number; retryAfter: number | null }>(
    tx,
    sql`select count(*)::int as n,
               ceil(extract(epoch from (min(attempted_at) + make_interval(mins => ${WINDOW_MINUTES}) - now())))::int as "retryAfter"
        from (select attempted_at from login_attempts
              where login_key = ${key} and ip = ${ip} and attempted_at > now() - make_interval(mins => ${WINDOW_MINUTES})
              order by attempted_at desc limit ${MAX_FAILED}) recent`,
  );
  if (row && row.n >= MAX_FAILED) {
    const retryAfter = Math.max(1, row.retryAfter ?? 60);
    const minutes = Math.ceil(retryAfter / 60);
    throw new AppError(429, `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit.`, undefined, {
      retryAfter,
    });
  }
}

/**
 * Signs in by email or name. The password is checked outside any transaction (argon2 takes tens of
 * milliseconds, and PGlite serialises transactions); only the session is written in one.
 */
export async function signIn(db: Db, input: { login: string; password: string; ip: string }) {
  const key = input.login.trim().toLowerCase();
  await checkThrottle(db, key, input.ip);
  const candidates = await rows<{ id: number; active: boolean; hash: string; byEmail: boolean }>(
    db,
    sql`select id, active, password_hash as hash, lower(email) = ${key} as "byEmail"
        from users where lower(email) = ${key} or lower(name) = ${key}
        order by (lower(email) = ${key}) desc, id limit 5`,
  );
  // An email match wins; a name matches only when it is unambiguous.
  const user = candidates[0]?.byEmail ? candidates[0] : candidates.length === 1 ? candidates[0] : undefined;
  const ok = await verifyPassword(user?.hash ?? (await dummyHash()), input.password);
  if (!user || !ok) {
    await db.execute(sql`insert into login_attempts (login_key, ip) values (${key}, ${input.ip})`);
    throw new AppError(401, WRONG, { login: [WRONG] });
  }
  if (!user.active) {
    throw new AppError(403, 'Akun Anda belum aktif atau sedang dinonaktifkan. Hubungi administrator.');
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from login_attempts where login_key = ${key} and ip = ${input.ip}`);
    const session = await openSession(tx, user.id);
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
