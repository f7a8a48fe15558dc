import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { and, inList, likePattern, one, paging, rows, type PageParams } from '../db/query.js';
import { conflict, invalid, notFound, staleVersion } from '../lib/errors.js';
import type { Schemas } from '../lib/types.js';
import { audit } from './audit.js';
import { revokeUserSessions } from './sessions.js';

export type User = Schemas['User'];
export const PHOTO_URL = '/api/files/photos/';

const userSelect = sql`
  select u.id, u.name, u.email, u.phone,
         case when u.photo is null then null else ${PHOTO_URL} || u.photo end as photo,
         u.active, u.version, to_json(u.created_at)#>>'{}' as "createdAt", to_json(u.updated_at)#>>'{}' as "updatedAt",
         case when p.id is null then null else json_build_object('id', p.id, 'code', p.code, 'name', p.name) end as position,
         coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name)
                   from group_users gu join auth_groups g on g.id = gu.group_id where gu.user_id = u.id), '[]'::json) as groups
  from users u left join positions p on p.id = u.position_id`;

export async function getUser(tx: Tx, id: number): Promise<User> {
  const user = await one<User>(tx, sql`${userSelect} where u.id = ${id}`);
  if (!user) throw notFound('Pengguna');
  return user;
}

const USER_SORT: Record<string, SQL> = {
  name: sql`lower(u.name)`,
  email: sql`lower(u.email)`,
  position: sql`p.name`,
  active: sql`u.active`,
  createdAt: sql`u.created_at`,
};

export async function listUsers(
  tx: Tx,
  q: PageParams & { search?: string; sortBy?: string; sortDir?: 'asc' | 'desc'; active?: boolean; positionId?: number },
) {
  const { page, perPage, limit, offset } = paging(q);
  const like = likePattern(q.search);
  const where = and(
    like && sql`(u.name ilike ${like} or u.email ilike ${like} or u.phone ilike ${like} or p.name ilike ${like})`,
    q.active !== undefined && sql`u.active = ${q.active}`,
    q.positionId !== undefined && sql`u.position_id = ${q.positionId}`,
  );
  const order = USER_SORT[q.sortBy ?? 'name'] ?? USER_SORT.name!;
  const dir = q.sortDir === 'desc' ? sql`desc` : sql`asc`;
  const datas = await rows<User>(tx, sql`${userSelect} where ${where} order by ${order} ${dir} nulls last, u.id limit ${limit} offset ${offset}`);
  const total = await one<{ n: number }>(
    tx,
    sql`select count(*)::int as n from users u left join positions p on p.id = u.position_id where ${where}`,
  );
  return { datas, total: total?.n ?? 0, page, perPage };
}

async function ensurePosition(tx: Tx, positionId: number | null | undefined) {
  if (positionId === null || positionId === undefined) return;
  const found = await one(tx, sql`select 1 from positions where id = ${positionId}`);
  if (!found) throw invalid('positionId', 'Jabatan tidak ditemukan.');
}

async function ensureEmailFree(tx: Tx, email: string, exceptId?: number) {
  const taken = await one(
    tx,
    sql`select 1 from users where lower(email) = lower(${email}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
  );
  if (taken) throw conflict('Email sudah dipakai pengguna lain.', { email: ['Email sudah dipakai pengguna lain.'] });
}

async function setGroups(tx: Tx, userId: number, groupIds: number[]) {
  const unique = [...new Set(groupIds)];
  if (unique.length) {
    const found = await rows<{ id: number }>(tx, sql`select id from auth_groups where id in ${inList(unique)}`);
    if (found.length !== unique.length) throw invalid('groupIds', 'Grup otorisasi tidak ditemukan.');
  }
  await tx.execute(sql`delete from group_users where user_id = ${userId}`);
  for (const g of unique) await tx.execute(sql`insert into group_users (group_id, user_id) values (${g}, ${userId})`);
}

export async function createUser(
  tx: Tx,
  actorId: number | null,
  input: {
    name: string;
    email: string;
    phone?: string | null;
    positionId?: number | null;
    active?: boolean;
    /** Hashed by the caller, outside the transaction. */
    passwordHash: string;
    groupIds?: number[];
  },
  action: 'create' | 'register' = 'create',
): Promise<User> {
  const email = input.email.trim();
  await ensureEmailFree(tx, email);
  await ensurePosition(tx, input.positionId);
  const row = await one<{ id: number }>(
    tx,
    sql`insert into users (name, email, phone, position_id, active, password_hash)
        values (${input.name.trim()}, ${email}, ${input.phone?.trim() || null}, ${input.positionId ?? null},
                ${input.active ?? true}, ${input.passwordHash})
        returning id`,
  );
  await setGroups(tx, row!.id, input.groupIds ?? []);
  const user = await getUser(tx, row!.id);
  await audit(tx, { userId: actorId ?? row!.id, action, entity: 'user', entityId: user.id, after: user });
  return user;
}

/** `full` = the caller may change position, active and groups (User Management update right). */
export async function updateUser(
  tx: Tx,
  actorId: number,
  input: {
    id: number;
    version: number;
    name: string;
    email: string;
    phone?: string | null;
    positionId?: number | null;
    active?: boolean;
    groupIds?: number[];
  },
  full: boolean,
): Promise<User> {
  const before = await one<User & { isActive: boolean }>(tx, sql`${userSelect} where u.id = ${input.id} for update of u`);
  if (!before) throw notFound('Pengguna');
  if (before.version !== input.version) throw staleVersion();
  const email = input.email.trim();
  await ensureEmailFree(tx, email, input.id);
  const positionId = full && input.positionId !== undefined ? input.positionId : (before.position?.id ?? null);
  const active = full && input.active !== undefined ? input.active : before.active;
  if (full) await ensurePosition(tx, positionId);
  if (!active && before.active) {
    if (input.id === actorId) throw conflict('Anda tidak dapat menonaktifkan akun sendiri.', { active: ['Tidak dapat menonaktifkan akun sendiri.'] });
    await ensureNotLastSuperAdmin(tx, input.id);
  }
  await tx.execute(sql`
    update users set name = ${input.name.trim()}, email = ${email}, phone = ${input.phone?.trim() || null},
           position_id = ${positionId}, active = ${active}, version = version + 1, updated_at = now()
    where id = ${input.id}`);
  if (full && input.groupIds !== undefined) {
    if (input.id === actorId || before.groups.some((g) => g.name === SUPER_ADMIN)) {
      const keepsSuper = await willKeepSuperAdmin(tx, input.id, input.groupIds);
      if (!keepsSuper) await ensureNotLastSuperAdmin(tx, input.id);
    }
    await setGroups(tx, input.id, input.groupIds);
  }
  if (!active) await revokeUserSessions(tx, input.id);
  const after = await getUser(tx, input.id);
  await audit(tx, { userId: actorId, action: 'update', entity: 'user', entityId: input.id, before, after });
  return after;
}

export const SUPER_ADMIN = 'Super Admin';

async function willKeepSuperAdmin(tx: Tx, _userId: number, groupIds: number[]): Promise<boolean> {
  if (!groupIds.length) return false;
  const found = await one(
    tx,
    sql`select 1 from auth_groups where name = ${SUPER_ADMIN} and id in ${inList(groupIds)}`,
  );
  return Boolean(found);
}

/** Refuses (409) when `userId` is the last active member of Super Admin. */
export async function ensureNotLastSuperAdmin(tx: Tx, userId: number): Promise<void> {
  const row = await one<{ isSuper: boolean; others: number }>(
    tx,
    sql`select exists(select 1 from group_users gu join auth_groups g on g.id = gu.group_id
                      where gu.user_id = ${userId} and g.name = ${SUPER_ADMIN}) as "isSuper",
               (select count(*)::int from group_users gu join auth_groups g on g.id = gu.group_id
                  join users u on u.id = gu.user_id
                where g.name = ${SUPER_ADMIN} and u.active and u.id <> ${userId}) as others`,
  );
  if (row?.isSuper && row.others === 0) {
    throw conflict('Pengguna ini adalah Super Admin aktif terakhir. Tetapkan Super Admin lain terlebih dahulu.');
  }
}

export async function deleteUser(tx: Tx, actorId: number, id: number): Promise<{ photo: string | null }> {
  const before = await one<User>(tx, sql`${userSelect} where u.id = ${id} for update of u`);
  if (!before) throw notFound('Pengguna');
  if (id === actorId) throw conflict('Anda tidak dapat menghapus akun sendiri.');
  await ensureNotLastSuperAdmin(tx, id);
  const photo = await one<{ photo: string | null }>(tx, sql`select photo from users where id = ${id}`);
  await tx.execute(sql`delete from users where id = ${id}`);
  await audit(tx, { userId: actorId, action: 'delete', entity: 'user', entityId: id, before });
  return { photo: photo?.photo ?? null };
}

/** `passwordHash` is made by the caller, outside the transaction. */
export async function setPassword(tx: Tx, actorId: number, userId: number, passwordHash: string, keepSession?: number) {
  await tx.execute(sql`update users set password_hash = ${passwordHash}, version = version + 1, updated_at = now() where id = ${userId}`);
  await revokeUserSessions(tx, userId, keepSession);
  await audit(tx, { userId: actorId, action: 'password', entity: 'user', entityId: userId });
}

export async function passwordHashOf(tx: Tx, userId: number): Promise<string | undefined> {
  return (await one<{ h: string }>(tx, sql`select password_hash as h from users where id = ${userId}`))?.h;
}
