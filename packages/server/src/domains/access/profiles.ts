import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { preparedOne } from '../../db/query.js';
import { json, row, text } from '../../db/rowShape.js';
import {
  grantedMenusSql,
  reachableMenus,
  rightsOf,
  type GrantedMenu,
  type Rights,
} from '../platform/access.js';

/** What a user is as a caller: their name and email, the menus their groups grant (reachable ones) and the rights. */
export interface Profile {
  name: string;
  email: string;
  menus: GrantedMenu[];
  rights: Rights;
}

/**
 * The auth mark (migration 0046, decision 066), read in the same statement as a session or token: it moves, in the
 * same transaction, with every change to users, their groups, the groups' menus and the menus. Null when the table
 * holds no row (a database restored from a backup older than the mark): then nothing is kept.
 */
export const authMarkSql = sql`(select mark::text from auth_epoch)`;

/** Kept per database handle (tests open several in one process, some copied from one folder, same mark). */
const kept = new WeakMap<object, { mark: string; profiles: Map<number, Profile | null> }>();

const PROFILE = row({ name: text, email: text, menus: json<GrantedMenu[]>() });

/**
 * The profile of an active user (null for one switched off or gone), read once per process for a mark: every request
 * reads the mark with its session, so a change to what a user may do is seen by every process on its next request,
 * and between changes no request reads the menus again. A profile read after the mark moved again is newer than its
 * mark says: the next request sees the newer mark and reads it again.
 */
export async function profileOf(db: Tx, userId: number, mark: string | null): Promise<Profile | null> {
  let cache = kept.get(db);
  if (mark !== null && cache?.mark !== mark) kept.set(db, (cache = { mark, profiles: new Map() }));
  const known = mark === null ? undefined : cache?.profiles.get(userId);
  if (known !== undefined) return known;
  const found = await preparedOne(
    db,
    sql`select u.name, u.email,
               coalesce((select json_agg(g) from (${grantedMenusSql(sql`u.id`)}) g), '[]'::json) as menus
        from users u where u.id = ${userId} and u.active`,
    PROFILE,
  );
  const menus = found ? reachableMenus(found.menus) : [];
  const profile = found ? { name: found.name, email: found.email, menus, rights: rightsOf(menus) } : null;
  if (mark !== null) cache?.profiles.set(userId, profile);
  return profile;
}
