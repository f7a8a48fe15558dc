import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { inList, one, rows } from '../../db/query.js';
import { violatedConstraint } from '../../lib/dbErrors.js';
import { AppError, conflict, missingReference, notFound } from '../../lib/errors.js';
import type { Schemas } from '../../lib/contract.js';
import { audit } from '../platform/audit.js';
import { ensureExists, phoneValue } from '../catalogue/catalogue.js';
import { defineCrud, stampColumns, type Actor } from '../platform/crud.js';
import {
  actorOf,
  assertCanAssignGroups,
  assertMayChangeUser,
  lockSuperAdmins,
  SUPER_ADMIN,
} from './grants.js';
import { revokeUserSessions } from './sessions.js';
import { bool, int, row as rowShape, text } from '../../db/rowShape.js';

export type User = Schemas['User'];
export const PHOTO_URL = '/api/files/photos/';

/**
 * What a write of a user takes: the contract's fields, the password already hashed (outside the transaction), and
 * only the fields the caller may change (a user editing themselves without User Management sends name, email and
 * phone alone; the others keep their values).
 */
export interface UserWrite {
  name: string;
  email: string;
  phone?: string | null | undefined;
  positionId?: number | null | undefined;
  active?: boolean | undefined;
  groupIds?: number[] | undefined;
  passwordHash?: string | undefined;
  /** Forget the saved photo (the caller deletes its file once the change is committed). */
  removePhoto?: boolean | undefined;
}

async function setGroups(tx: Tx, userId: number, groupIds: number[]) {
  await tx.execute(sql`delete from group_users where user_id = ${userId}`);
  for (const g of new Set(groupIds))
    await tx.execute(sql`insert into group_users (group_id, user_id) values (${g}, ${userId})`);
}

async function ensureGroups(tx: Tx, groupIds: number[]) {
  const unique = [...new Set(groupIds)];
  if (!unique.length) return;
  const found = await rows(
    tx,
    sql`select id from auth_groups where id in ${inList(unique)}`,
    rowShape({ id: int }),
  );
  if (found.length !== unique.length) throw missingReference('groupIds', 'group');
}

async function willKeepSuperAdmin(tx: Tx, groupIds: number[]): Promise<boolean> {
  if (!groupIds.length) return false;
  return Boolean(
    await one(tx, sql`select 1 from auth_groups where name = ${SUPER_ADMIN} and id in ${inList(groupIds)}`),
  );
}

/** Refuses (409) when `userId` is the last active member of Super Admin. Call after lockSuperAdmins(). */
export async function ensureNotLastSuperAdmin(tx: Tx, userId: number): Promise<void> {
  const row = await one(
    tx,
    sql`select exists(select 1 from group_users gu join auth_groups g on g.id = gu.group_id
                      where gu.user_id = ${userId} and g.name = ${SUPER_ADMIN}) as "isSuper",
               (select count(*)::int from group_users gu join auth_groups g on g.id = gu.group_id
                  join users u on u.id = gu.user_id
                where g.name = ${SUPER_ADMIN} and u.active and u.id <> ${userId}) as others`,
    rowShape({ isSuper: bool, others: int }),
  );
  if (row?.isSuper && row.others === 0) {
    throw conflict('user.lastSuperAdmin');
  }
}

/**
 * Users on the CRUD kit, with the identity rules: unique email and name whatever their case, one phone format,
 * no escalation through groups (docs/decisions/006), only a Super Admin changes a Super Admin, and never zero
 * active Super Admins (every change that could remove one takes the Super Admin lock first).
 */
export const users = defineCrud<User, UserWrite, Schemas['UserListRequest']>({
  entity: 'user',
  table: 'users',
  alias: 'u',
  from: sql`users u left join positions p on p.id = u.position_id`,
  columns: sql`${stampColumns('u')}, u.name, u.email, u.phone,
    case when u.photo is null then null else ${PHOTO_URL} || u.photo end as photo, u.active,
    case when p.id is null then null else json_build_object('id', p.id, 'code', p.code, 'name', p.name) end as position,
    coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name)
              from group_users gu join auth_groups g on g.id = gu.group_id where gu.user_id = u.id), '[]'::json) as groups`,
  search: [sql`u.name`, sql`u.email`, sql`p.name`],
  phone: sql`u.phone`,
  sort: {
    name: sql`lower(u.name)`,
    email: sql`lower(u.email)`,
    position: sql`p.name`,
    active: sql`u.active`,
    createdAt: sql`u.created_at`,
  },
  defaultSort: 'name',
  filters: { active: (active) => sql`u.active = ${active}`, positionId: (id) => sql`u.position_id = ${id}` },
  unique: [
    { field: 'email', column: 'email', rule: 'user.email' },
    // Sign-in accepts a name: names are unique too.
    { field: 'name', column: 'name', rule: 'user.name' },
  ],
  values: (u) => ({
    name: u.name.trim(),
    email: u.email.trim(),
    phone: phoneValue(u.phone),
    ...(u.positionId !== undefined ? { position_id: u.positionId } : {}),
    ...(u.active !== undefined ? { active: u.active } : {}),
    ...(u.passwordHash ? { password_hash: u.passwordHash } : {}),
    ...(u.removePhoto ? { photo: null } : {}),
  }),
  lock: lockSuperAdmins,
  async beforeWrite(tx, u, before, actor) {
    await ensureExists(tx, 'positions', u.positionId, 'positionId', 'position');
    if (u.groupIds !== undefined) await ensureGroups(tx, u.groupIds);
    if (!actor) return; // a self-registration: inactive, without groups
    const grantor = await actorOf(tx, actor.userId);
    if (before) await assertMayChangeUser(tx, grantor, before.id);
    if (u.groupIds !== undefined) await assertCanAssignGroups(tx, grantor, before?.id ?? null, u.groupIds);
    if (!before) return;
    if (u.active === false && before.active) {
      if (before.id === actor.userId) {
        throw conflict('user.deactivateSelf', undefined, ['active']);
      }
      await ensureNotLastSuperAdmin(tx, before.id);
    }
    if (u.groupIds !== undefined && !(await willKeepSuperAdmin(tx, u.groupIds)))
      await ensureNotLastSuperAdmin(tx, before.id);
  },
  async afterWrite(tx, id, u, before) {
    if (u.groupIds !== undefined) await setGroups(tx, id, u.groupIds);
    if (before && u.active === false) await revokeUserSessions(tx, id);
  },
  async beforeDelete(tx, user, actor) {
    if (user.id === actor.userId) throw conflict('user.deleteSelf');
    await assertMayChangeUser(tx, await actorOf(tx, actor.userId), user.id);
    await ensureNotLastSuperAdmin(tx, user.id);
  },
});

export const getUser = (tx: Tx, id: number) => users.get(tx, id);

/**
 * Self-registration: an inactive account without groups. An email already registered gets the same answer
 * and creates nothing (no account enumeration); so does a registration that lost a race for the same email.
 */
export async function registerUser(db: Db, input: Omit<UserWrite, 'active' | 'groupIds'>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const taken = await one(tx, sql`select 1 from users where lower(email) = lower(${input.email.trim()})`);
      if (taken) return;
      await users.create(tx, null, { ...input, active: false, groupIds: [] });
    });
  } catch (err) {
    // A sign-up for the same email that committed after the check above: the same answer, nothing created.
    if (violatedConstraint(err) === 'users_email_lower') return;
    if (err instanceof AppError && err.statusCode === 409 && err.errors?.email) return;
    throw err;
  }
}

/** The stored photo file of a user (to remove with them), from the answered URL. */
export const photoName = (user: User) => (user.photo ? user.photo.slice(PHOTO_URL.length) : null);

/** `passwordHash` is made by the caller, outside the transaction. */
export async function setPassword(
  tx: Tx,
  actor: Actor,
  userId: number,
  passwordHash: string,
  keepSession?: number,
) {
  const found = await one(tx, sql`select 1 from users where id = ${userId} for update`);
  if (!found) throw notFound('user');
  await assertMayChangeUser(tx, await actorOf(tx, actor.userId), userId);
  await tx.execute(
    sql`update users set password_hash = ${passwordHash}, version = version + 1, updated_at = now() where id = ${userId}`,
  );
  await revokeUserSessions(tx, userId, keepSession);
  await audit(tx, { userId: actor.userId, action: 'password', entity: 'user', entityId: userId });
}

/** Sets (or, with null, removes) a user's photo file name; answers the previous one, to delete after the commit. */
export async function setPhoto(
  tx: Tx,
  actor: Actor,
  userId: number,
  name: string | null,
): Promise<string | null> {
  const row = await one(
    tx,
    sql`select photo from users where id = ${userId} for update`,
    rowShape({ photo: text.nullable }),
  );
  if (!row) throw notFound('user');
  await assertMayChangeUser(tx, await actorOf(tx, actor.userId), userId);
  await tx.execute(
    sql`update users set photo = ${name}, version = version + 1, updated_at = now() where id = ${userId}`,
  );
  await audit(tx, {
    userId: actor.userId,
    action: 'upload',
    entity: 'user',
    entityId: userId,
    before: { photo: row.photo },
    after: { photo: name },
  });
  return row.photo;
}

export async function passwordHashOf(tx: Tx, userId: number): Promise<string | undefined> {
  return (
    await one(tx, sql`select password_hash as h from users where id = ${userId}`, rowShape({ h: text }))
  )?.h;
}
