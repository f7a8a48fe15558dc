import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { and, inList, likePattern, one, paging, rows, type PageParams } from '../db/query.js';
import { conflict, invalid, notFound, staleVersion } from '../lib/errors.js';
import type { Schemas } from '../lib/types.js';
import { audit } from './audit.js';
import { SUPER_ADMIN } from './users.js';

type Group = Schemas['Group'];

const groupSelect = sql`
  select g.id, g.name, g.description, g.version, to_json(g.created_at)#>>'{}' as "createdAt", to_json(g.updated_at)#>>'{}' as "updatedAt",
         coalesce((select json_agg(json_build_object('menuId', m.id, 'name', m.name, 'url', m.url, 'view', true,
                                                     'create', gm.can_create, 'update', gm.can_update, 'delete', gm.can_delete)
                                   order by m.sort_order, m.id)
                   from group_menus gm join menus m on m.id = gm.menu_id where gm.group_id = g.id), '[]'::json) as menus,
         coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by lower(u.name))
                   from group_users gu join users u on u.id = gu.user_id where gu.group_id = g.id), '[]'::json) as users,
         (select count(*)::int from group_users gu where gu.group_id = g.id) as "userCount"
  from auth_groups g`;

const SORT: Record<string, SQL> = { name: sql`lower(g.name)`, userCount: sql`"userCount"`, updatedAt: sql`g.updated_at` };

export async function listGroups(tx: Tx, q: PageParams & { search?: string; sortBy?: string; sortDir?: string }) {
  const { page, perPage, limit, offset } = paging(q);
  const like = likePattern(q.search);
  const where = and(like && sql`(g.name ilike ${like} or g.description ilike ${like})`);
  const order = SORT[q.sortBy ?? 'name'] ?? SORT.name!;
  const dir = q.sortDir === 'desc' ? sql`desc` : sql`asc`;
  const datas = await rows<Group>(tx, sql`${groupSelect} where ${where} order by ${order} ${dir}, g.id limit ${limit} offset ${offset}`);
  const total = await one<{ n: number }>(tx, sql`select count(*)::int as n from auth_groups g where ${where}`);
  return { datas, total: total?.n ?? 0, page, perPage };
}

async function getGroup(tx: Tx, id: number): Promise<Group> {
  const g = await one<Group>(tx, sql`${groupSelect} where g.id = ${id}`);
  if (!g) throw notFound('Grup otorisasi');
  return g;
}

async function ensureNameFree(tx: Tx, name: string, exceptId?: number) {
  const taken = await one(tx, sql`select 1 from auth_groups where lower(name) = lower(${name}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
  if (taken) throw conflict(`Grup ${name} sudah ada.`, { name: ['Nama grup sudah dipakai.'] });
}

/** Replaces the group's menus (with rights) and users. */
async function setMembers(tx: Tx, groupId: number, menus: Schemas['GroupMenuRight'][], userIds: number[]) {
  const menuIds = [...new Set(menus.map((m) => m.menuId))];
  if (menuIds.length !== menus.length) throw invalid('menus', 'Menu tidak boleh muncul dua kali.');
  if (menuIds.length) {
    const found = await rows<{ id: number }>(tx, sql`select id from menus where id in ${inList(menuIds)}`);
    if (found.length !== menuIds.length) throw invalid('menus', 'Menu tidak ditemukan.');
  }
  const users = [...new Set(userIds)];
  if (users.length) {
    const found = await rows<{ id: number }>(tx, sql`select id from users where id in ${inList(users)}`);
    if (found.length !== users.length) throw invalid('userIds', 'Pengguna tidak ditemukan.');
  }
  await tx.execute(sql`delete from group_menus where group_id = ${groupId}`);
  await tx.execute(sql`delete from group_users where group_id = ${groupId}`);
  for (const m of menus) {
    await tx.execute(sql`insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
                         values (${groupId}, ${m.menuId}, ${m.create ?? false}, ${m.update ?? false}, ${m.delete ?? false})`);
  }
  for (const u of users) await tx.execute(sql`insert into group_users (group_id, user_id) values (${groupId}, ${u})`);
}

export async function createGroup(tx: Tx, actorId: number, input: Schemas['GroupInput']): Promise<Group> {
  const name = input.name.trim();
  await ensureNameFree(tx, name);
  const row = await one<{ id: number }>(tx, sql`insert into auth_groups (name, description) values (${name}, ${input.description?.trim() || null}) returning id`);
  await setMembers(tx, row!.id, input.menus ?? [], input.userIds ?? []);
  const after = await getGroup(tx, row!.id);
  await audit(tx, { userId: actorId, action: 'create', entity: 'group', entityId: after.id, after });
  return after;
}

async function ensureSuperAdminSurvives(tx: Tx) {
  const row = await one<{ n: number }>(
    tx,
    sql`select count(*)::int as n from group_users gu join auth_groups g on g.id = gu.group_id join users u on u.id = gu.user_id
        where g.name = ${SUPER_ADMIN} and u.active`,
  );
  if (!row || row.n === 0) throw conflict('Harus tetap ada minimal satu Super Admin aktif.');
}

export async function updateGroup(tx: Tx, actorId: number, input: Schemas['GroupUpdate']): Promise<Group> {
  const locked = await one<{ version: number; name: string }>(tx, sql`select version, name from auth_groups where id = ${input.id} for update`);
  if (!locked) throw notFound('Grup otorisasi');
  if (locked.version !== input.version) throw staleVersion();
  const name = input.name.trim();
  if (locked.name === SUPER_ADMIN && name !== SUPER_ADMIN) throw invalid('name', 'Nama grup Super Admin tidak dapat diubah.');
  await ensureNameFree(tx, name, input.id);
  const before = await getGroup(tx, input.id);
  await tx.execute(sql`update auth_groups set name = ${name}, description = ${input.description?.trim() || null},
                       version = version + 1, updated_at = now() where id = ${input.id}`);
  await setMembers(tx, input.id, input.menus ?? [], input.userIds ?? []);
  if (locked.name === SUPER_ADMIN) await ensureSuperAdminSurvives(tx);
  const after = await getGroup(tx, input.id);
  await audit(tx, { userId: actorId, action: 'update', entity: 'group', entityId: input.id, before, after });
  return after;
}

export async function deleteGroup(tx: Tx, actorId: number, id: number): Promise<void> {
  const before = await getGroup(tx, id);
  if (before.name === SUPER_ADMIN) throw conflict('Grup Super Admin tidak dapat dihapus.');
  await tx.execute(sql`delete from auth_groups where id = ${id}`);
  await audit(tx, { userId: actorId, action: 'delete', entity: 'group', entityId: id, before });
}
