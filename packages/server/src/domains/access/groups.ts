import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { inList, one, rows } from '../../db/query.js';
import { conflict, invalid, missingReference } from '../../lib/errors.js';
import type { Schemas } from '../../lib/contract.js';
import { defineCrud, stampColumns } from '../platform/crud.js';
import {
  actorOf,
  assertCanAddMembers,
  assertCanGrant,
  assertMayChangeGroup,
  assertMayChangeMembers,
  assertSuperAdminMenusWhole,
  groupRights,
  rightsOfGrants,
  SUPER_ADMIN,
  type Actor,
  type MenuGrant,
  type MenuRights,
} from './grants.js';
import { int, row as rowShape } from '../../db/rowShape.js';

/** Menus must exist and appear once; users must exist. */
async function checkMembers(tx: Tx, menus: MenuGrant[] | undefined, userIds: number[] | undefined) {
  if (menus?.length) {
    const menuIds = [...new Set(menus.map((m) => m.menuId))];
    if (menuIds.length !== menus.length) throw invalid('menus', 'group.duplicateMenu');
    const found = await rows(
      tx,
      sql`select id from menus where id in ${inList(menuIds)}`,
      rowShape({ id: int }),
    );
    if (found.length !== menuIds.length) throw missingReference('menus', 'menu');
  }
  const users = [...new Set(userIds ?? [])];
  if (users.length) {
    const found = await rows(
      tx,
      sql`select id from users where id in ${inList(users)}`,
      rowShape({ id: int }),
    );
    if (found.length !== users.length) throw missingReference('userIds', 'user');
  }
}

async function setMenus(tx: Tx, groupId: number, menus: MenuGrant[]) {
  await tx.execute(sql`delete from group_menus where group_id = ${groupId}`);
  for (const m of menus) {
    await tx.execute(sql`insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
                         values (${groupId}, ${m.menuId}, ${m.create ?? false}, ${m.update ?? false}, ${m.delete ?? false})`);
  }
}

async function setUsers(tx: Tx, groupId: number, userIds: number[]) {
  await tx.execute(sql`delete from group_users where group_id = ${groupId}`);
  for (const u of new Set(userIds))
    await tx.execute(sql`insert into group_users (group_id, user_id) values (${groupId}, ${u})`);
}

async function memberIds(tx: Tx, groupId: number): Promise<number[]> {
  return (
    await rows(
      tx,
      sql`select user_id as id from group_users where group_id = ${groupId}`,
      rowShape({ id: int }),
    )
  ).map((r) => r.id);
}

/**
 * Checks a change of members against the grant rules: a Super Admin's memberships are changed by a Super Admin
 * only, and users newly added receive every right of the group, which the actor must hold.
 */
async function checkMemberChange(
  tx: Tx,
  actor: Actor,
  group: { id: number | null; name: string },
  userIds: number[],
  menus: Map<number, MenuRights>,
) {
  const current = group.id === null ? [] : await memberIds(tx, group.id);
  const wanted = [...new Set(userIds)];
  const added = wanted.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.includes(id));
  await assertMayChangeMembers(tx, actor, [...added, ...removed]);
  if (added.length) await assertCanAddMembers(tx, actor, group.name, menus);
}

const text = (value: string | null | undefined) => value?.trim() || null;

async function ensureSuperAdminSurvives(tx: Tx) {
  const row = await one(
    tx,
    sql`select count(*)::int as n from group_users gu join auth_groups g on g.id = gu.group_id join users u on u.id = gu.user_id
        where g.name = ${SUPER_ADMIN} and u.active`,
    rowShape({ n: int }),
  );
  if (!row || row.n === 0) throw conflict('group.lastSuperAdmin');
}

type Group = Schemas['Group'];

/**
 * Authorization groups on the CRUD kit: an update replaces menus and members only when it sends them; every
 * grant is checked against what the actor holds (docs/decisions/006); the Super Admin group keeps its name, every
 * menu with every right, and at least one active member, and only a Super Admin changes it. For that group the
 * kit's row lock is also the Super Admin lock, so member changes there are serialised with user changes.
 */
export const groups = defineCrud<Group, Schemas['GroupInput'], Schemas['GroupListRequest']>({
  entity: 'group',
  table: 'auth_groups',
  alias: 'g',
  from: sql`auth_groups g`,
  columns: sql`${stampColumns('g')}, g.name, g.description,
    coalesce((select json_agg(json_build_object('menuId', m.id, 'name', m.name, 'url', m.url, 'view', true,
                                                'create', gm.can_create, 'update', gm.can_update, 'delete', gm.can_delete)
                              order by m.sort_order, m.id)
              from group_menus gm join menus m on m.id = gm.menu_id where gm.group_id = g.id), '[]'::json) as menus,
    coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by lower(u.name))
              from group_users gu join users u on u.id = gu.user_id where gu.group_id = g.id), '[]'::json) as users,
    (select count(*)::int from group_users gu where gu.group_id = g.id) as "userCount"`,
  search: [sql`g.name`, sql`g.description`],
  sort: { name: sql`lower(g.name)`, userCount: sql`"userCount"`, updatedAt: sql`g.updated_at` },
  defaultSort: 'name',
  unique: [
    {
      field: 'name',
      column: 'name',
      index: 'auth_groups_name_lower',
      rule: 'group.name',
    },
  ],
  values: (g) => ({ name: g.name.trim(), description: text(g.description) }),
  async beforeWrite(tx, g, before, caller) {
    const superAdmin = before?.name === SUPER_ADMIN;
    if (superAdmin && g.name.trim() !== SUPER_ADMIN) throw invalid('name', 'group.superAdminName');
    await checkMembers(tx, g.menus, g.userIds);
    if (!caller) throw new Error('A group is written by a signed-in user.');
    const actor = await actorOf(tx, caller.userId);
    if (before) assertMayChangeGroup(actor, before.name);
    const menus = before ? g.menus : (g.menus ?? []);
    if (menus !== undefined) {
      if (superAdmin) await assertSuperAdminMenusWhole(tx, menus);
      else await assertCanGrant(tx, actor, before?.id ?? null, menus);
    }
    const userIds = before ? g.userIds : (g.userIds ?? []);
    if (userIds !== undefined) {
      // Users newly added receive the group's rights: the ones sent, else the ones it has.
      const rights =
        menus === undefined && before ? await groupRights(tx, before.id) : rightsOfGrants(menus ?? []);
      await checkMemberChange(
        tx,
        actor,
        { id: before?.id ?? null, name: before?.name ?? g.name.trim() },
        userIds,
        rights,
      );
    }
  },
  async afterWrite(tx, id, g, before) {
    if (g.menus !== undefined || !before) await setMenus(tx, id, g.menus ?? []);
    if (g.userIds !== undefined || !before) await setUsers(tx, id, g.userIds ?? []);
    if (before?.name === SUPER_ADMIN) await ensureSuperAdminSurvives(tx);
  },
  async beforeDelete(tx, group, caller) {
    if (group.name === SUPER_ADMIN) throw conflict('group.superAdminUndeletable');
    // Deleting a group takes it from its members: a Super Admin's groups are changed by a Super Admin only.
    await assertMayChangeMembers(
      tx,
      await actorOf(tx, caller.userId),
      group.users.map((u) => u.id),
    );
  },
});
