import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { inList, one, rows } from '../../db/query.js';
import { AppError, conflict } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import type { Right } from '../../openapi.js';
import { grantedMenus } from '../platform/access.js';
import { bool, int, row as rowShape, text as textKind } from '../../db/rowShape.js';

/**
 * The no-escalation rule (docs/decisions/006-no-escalation.md), as functions every write of groups and users
 * calls inside its transaction:
 * - nobody grants a menu or right they do not hold, through a group's menus, a group's members, or a user's groups;
 * - only a Super Admin changes a Super Admin user or the Super Admin group;
 * - the Super Admin group always has every menu with every right.
 * "Granting" is adding: what a group or user already has may be kept by anyone allowed to edit it.
 */

export const SUPER_ADMIN = 'Super Admin';

export type MenuRights = Record<Right, boolean>;

export interface Actor {
  userId: number;
  superAdmin: boolean;
  /** Menu id → the rights the actor holds on it (reachable menus only, as the sidebar and access checks see them). */
  held: Map<number, MenuRights>;
}

/** A menu with rights as a group edit sends it (view is implied). */
export interface MenuGrant {
  menuId: number;
  create?: boolean;
  update?: boolean;
  delete?: boolean;
}

const RIGHTS: Right[] = ['view', 'create', 'update', 'delete'];

/** A list of rights (`a, b, c`) cut to whole names within `max` characters, the number left out said (a message's
 * 2,000 characters hold it with its sentence, however many menus there are). */
function upTo(list: string, max: number): string {
  if (list.length <= max) return list;
  const names = list.split(/(?<=\)), /);
  let kept = 0;
  for (let length = 0; kept < names.length && length + names[kept]!.length + 2 <= max; kept++)
    length += names[kept]!.length + 2;
  return `${names.slice(0, kept).join(', ')}, … (+${names.length - kept})`;
}
/**
 * 403 `right.denied` for rights the actor lacks: `rights` names them all in the message, and in the parameters as far
 * as a parameter goes (500 characters).
 */
function lacksRights(
  rule: 'rights.grant' | 'rights.addMembers' | 'rights.giveGroup' | 'rights.changeUser',
  rights: string,
  params: { group?: string },
  field?: string,
): AppError {
  return new AppError(403, 'right.denied', {
    params: { rule, ...params, rights: rights.slice(0, 500) },
    fields: field ? [field] : undefined,
    text: { key: `error.right.denied.${rule}`, params: { ...params, rights: upTo(rights, 1500) } },
  });
}

/** 403 `right.superAdminOnly`: the Super Admin group (`group`) or a Super Admin's account (`user`). */
const superAdminOnly = (rule: 'group' | 'user', field?: string) =>
  new AppError(403, 'right.superAdminOnly', { params: { rule }, fields: field ? [field] : undefined });

const rightsOfGrant = (m: MenuGrant): MenuRights => ({
  view: true,
  create: m.create ?? false,
  update: m.update ?? false,
  delete: m.delete ?? false,
});

/** The actor as the database sees them now, inside the transaction (not as the request's session saw them). */
export async function actorOf(tx: Tx, userId: number): Promise<Actor> {
  const row = await one(
    tx,
    sql`select u.active, exists(select 1 from group_users gu join auth_groups g on g.id = gu.group_id
                                where gu.user_id = u.id and g.name = ${SUPER_ADMIN}) as "superAdmin"
        from users u where u.id = ${userId}`,
    rowShape({ active: bool, superAdmin: bool }),
  );
  if (!row?.active) return { userId, superAdmin: false, held: new Map() };
  const menus = await grantedMenus(tx, userId);
  return {
    userId,
    superAdmin: row.superAdmin,
    held: new Map(
      menus.map((m) => [m.id, { view: true, create: m.create, update: m.update, delete: m.delete }]),
    ),
  };
}

/**
 * Locks the Super Admin group's row: every change that could leave no active Super Admin takes this lock first,
 * so two of them (A deletes B while B deactivates A) run one after the other and the second sees the first.
 */
export async function lockSuperAdmins(tx: Tx): Promise<number | undefined> {
  const row = await one(
    tx,
    sql`select id from auth_groups where name = ${SUPER_ADMIN} for update`,
    rowShape({ id: int }),
  );
  return row?.id;
}

export async function isSuperAdmin(tx: Tx, userId: number): Promise<boolean> {
  const row = await one(
    tx,
    sql`select 1 from group_users gu join auth_groups g on g.id = gu.group_id where gu.user_id = ${userId} and g.name = ${SUPER_ADMIN}`,
  );
  return Boolean(row);
}

/** `Menu Management (lihat, tambah), User Management (hapus)`: what is missing, by menu, in menu order. */
async function describe(tx: Tx, missing: Map<number, Right[]>): Promise<string> {
  const ids = [...missing.keys()];
  const names = await rows(
    tx,
    sql`select id, name from menus where id in ${inList(ids)} order by id`,
    rowShape({ id: int, name: textKind }),
  );
  return names
    .map((m) => {
      const rights = missing.get(m.id)!.map((right) => text('error.right.word', { right }));
      return `${m.name} (${rights.join(', ')})`;
    })
    .join(', ');
}

/** The rights among `wanted` the actor does not hold, by menu. */
function lacking(actor: Actor, wanted: Map<number, MenuRights>): Map<number, Right[]> {
  const missing = new Map<number, Right[]>();
  for (const [menuId, rights] of wanted) {
    const held = actor.held.get(menuId);
    const absent = RIGHTS.filter((r) => rights[r] && !held?.[r]);
    if (absent.length) missing.set(menuId, absent);
  }
  return missing;
}

/** A group's menus with their rights. */
export async function groupRights(tx: Tx, groupId: number): Promise<Map<number, MenuRights>> {
  const list = await rows(
    tx,
    sql`select menu_id as "menuId", can_create as "create", can_update as "update", can_delete as "delete"
        from group_menus where group_id = ${groupId}`,
    rowShape({ menuId: int, create: bool, update: bool, delete: bool }),
  );
  return new Map(
    list.map((m) => [m.menuId, { view: true, create: m.create, update: m.update, delete: m.delete }]),
  );
}

export function rightsOfGrants(menus: MenuGrant[]): Map<number, MenuRights> {
  return new Map(menus.map((m) => [m.menuId, rightsOfGrant(m)]));
}

/**
 * Menus and rights newly given to a group (`groupId` null for a new group) must all be held by the actor.
 * What the group already has is not granted again, so anyone may keep it.
 */
export async function assertCanGrant(
  tx: Tx,
  actor: Actor,
  groupId: number | null,
  menus: MenuGrant[],
): Promise<void> {
  if (actor.superAdmin || menus.length === 0) return;
  const existing = groupId === null ? new Map<number, MenuRights>() : await groupRights(tx, groupId);
  const added = new Map<number, MenuRights>();
  for (const m of menus) {
    const had = existing.get(m.menuId);
    const want = rightsOfGrant(m);
    added.set(m.menuId, {
      view: want.view && !had?.view,
      create: want.create && !had?.create,
      update: want.update && !had?.update,
      delete: want.delete && !had?.delete,
    });
  }
  const missing = lacking(actor, added);
  if (missing.size) throw lacksRights('rights.grant', await describe(tx, missing), {}, 'menus');
}

/** Users newly put in a group receive every right of it: the actor must hold them all. */
export async function assertCanAddMembers(
  tx: Tx,
  actor: Actor,
  groupName: string,
  groupMenus: Map<number, MenuRights>,
): Promise<void> {
  if (actor.superAdmin) return;
  if (groupName === SUPER_ADMIN) throw superAdminOnly('group', 'userIds');
  const missing = lacking(actor, groupMenus);
  if (missing.size) {
    throw lacksRights('rights.addMembers', await describe(tx, missing), { group: groupName }, 'userIds');
  }
}

/**
 * Groups newly given to a user (`userId` null for a new user): each must hold nothing the actor lacks, and only
 * a Super Admin gives the Super Admin group.
 */
export async function assertCanAssignGroups(
  tx: Tx,
  actor: Actor,
  userId: number | null,
  groupIds: number[],
): Promise<void> {
  if (actor.superAdmin) return;
  const current =
    userId === null
      ? []
      : (
          await rows(
            tx,
            sql`select group_id as id from group_users where user_id = ${userId}`,
            rowShape({ id: int }),
          )
        ).map((r) => r.id);
  const added = [...new Set(groupIds)].filter((id) => !current.includes(id));
  if (!added.length) return;
  const groups = await rows(
    tx,
    sql`select id, name from auth_groups where id in ${inList(added)} order by name`,
    rowShape({ id: int, name: textKind }),
  );
  for (const g of groups) {
    if (g.name === SUPER_ADMIN) throw superAdminOnly('group', 'groupIds');
    const missing = lacking(actor, await groupRights(tx, g.id));
    if (missing.size) {
      throw lacksRights('rights.giveGroup', await describe(tx, missing), { group: g.name }, 'groupIds');
    }
  }
}

/**
 * Changing another user (email, password, active state, groups, photo) or deleting them: only a Super Admin
 * may do it to a Super Admin, and nobody may do it to a user holding rights they lack (a password reset would
 * hand those rights over). Acting on oneself is always allowed here; self-escalation is caught by the grant checks.
 */
export async function assertMayChangeUser(tx: Tx, actor: Actor, targetUserId: number): Promise<void> {
  if (actor.userId === targetUserId || actor.superAdmin) return;
  if (await isSuperAdmin(tx, targetUserId)) throw superAdminOnly('user');
  const target = await grantedMenus(tx, targetUserId);
  const missing = lacking(
    actor,
    new Map(target.map((m) => [m.id, { view: true, create: m.create, update: m.update, delete: m.delete }])),
  );
  if (missing.size) {
    throw lacksRights('rights.changeUser', await describe(tx, missing), {});
  }
}

/** Adding or removing members: a Super Admin's memberships are changed by a Super Admin only. */
export async function assertMayChangeMembers(tx: Tx, actor: Actor, userIds: number[]): Promise<void> {
  if (actor.superAdmin || userIds.length === 0) return;
  const row = await one(
    tx,
    sql`select 1 from group_users gu join auth_groups g on g.id = gu.group_id
        where g.name = ${SUPER_ADMIN} and gu.user_id in ${inList(userIds)}`,
  );
  if (row) throw superAdminOnly('user', 'userIds');
}

export function assertMayChangeGroup(actor: Actor, groupName: string): void {
  if (groupName === SUPER_ADMIN && !actor.superAdmin) throw superAdminOnly('group');
}

/** The Super Admin group's menus, when an update gives them, must be every menu with every right. */
export async function assertSuperAdminMenusWhole(tx: Tx, menus: MenuGrant[]): Promise<void> {
  const given = rightsOfGrants(menus);
  const all = await rows(tx, sql`select id from menus`, rowShape({ id: int }));
  const whole = all.every((m) => {
    const r = given.get(m.id);
    return r !== undefined && r.create && r.update && r.delete;
  });
  if (!whole) throw conflict('group.superAdminMenus', undefined, ['menus']);
}

/** A new menu is granted to Super Admin with every right, so that the group keeps every menu. */
export async function grantToSuperAdmin(tx: Tx, menuId: number): Promise<void> {
  await tx.execute(sql`
    insert into group_menus (group_id, menu_id, can_create, can_update, can_delete)
    select id, ${menuId}, true, true, true from auth_groups where name = ${SUPER_ADMIN}
    on conflict (group_id, menu_id) do update set can_create = true, can_update = true, can_delete = true`);
}
