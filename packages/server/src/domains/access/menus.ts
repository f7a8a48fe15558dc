import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { inList, likePattern, one, rows } from '../../db/query.js';
import { conflict, invalid, missingReference } from '../../lib/errors.js';
import type { Schemas } from '../../lib/contract.js';
import { defineCrud, stampColumns } from '../platform/crud.js';
import { grantToSuperAdmin } from './grants.js';
import { int, row, text as textKind } from '../../db/rowShape.js';

type Menu = Schemas['Menu'];
type Level = Schemas['MenuLevel'];

/** Every menu with its parent's name and depth, in tree order (header, its parents, their submenus). */
const menuTreeOrder = sql`
  with recursive t as (
    select m.id, array[m.sort_order, m.id] as path, 0 as depth from menus m where m.parent_id is null
    union all
    select c.id, t.path || array[c.sort_order, c.id], t.depth + 1 from menus c join t on c.parent_id = t.id where t.depth < 3
  )
  select m.id, m.name, m.name_en as "nameEn", m.url, m.icon, m.level, m.parent_id as "parentId", pm.name as "parentName",
         m.sort_order as "sortOrder", t.depth, m.version, to_json(m.created_at)#>>'{}' as "createdAt", to_json(m.updated_at)#>>'{}' as "updatedAt"
  from t join menus m on m.id = t.id left join menus pm on pm.id = m.parent_id`;

export async function listMenus(tx: Tx, search?: string): Promise<Menu[]> {
  const like = likePattern(search);
  return rows<Menu>(
    tx,
    sql`${menuTreeOrder} ${like ? sql`where m.name ilike ${like} or m.url ilike ${like} or pm.name ilike ${like}` : sql``} order by t.path`,
  );
}

/** The level a menu's parent has; an action belongs to a screen (a parent or submenu with a url). */
const PARENT_LEVEL: Record<Level, Level[] | null> = {
  header: null,
  parent: ['header'],
  submenu: ['parent'],
  action: ['parent', 'submenu'],
};

const screensOnly = (level: Level) => (level === 'action' ? sql` and m.url is not null` : sql``);

/** The menus that may hold a menu of `level`. */
export async function parentsFor(tx: Tx, level: Level): Promise<Menu[]> {
  const parentLevels = PARENT_LEVEL[level];
  if (!parentLevels) return [];
  return rows<Menu>(
    tx,
    sql`${menuTreeOrder} where m.level in ${inList(parentLevels)}${screensOnly(level)} order by t.path`,
  );
}

type MenuFields = Pick<Schemas['MenuInput'], 'name' | 'url' | 'icon' | 'level' | 'parentId' | 'sortOrder'>;

async function checkMenu(tx: Tx, input: MenuFields, selfId?: number) {
  const parentLevels = PARENT_LEVEL[input.level];
  const parentId = input.parentId ?? null;
  if (parentLevels === null && parentId !== null) throw invalid('parentId', 'menu.headerNoParent');
  if (parentLevels !== null) {
    if (parentId === null) throw invalid('parentId', 'menu.parentRequired', { level: input.level });
    const parent = await one(
      tx,
      sql`select level, url from menus where id = ${parentId}`,
      row({ level: textKind<Level>(), url: textKind.nullable }),
    );
    if (!parent) throw missingReference('parentId', 'parentMenu');
    if (!parentLevels.includes(parent.level) || (input.level === 'action' && !parent.url))
      throw invalid('parentId', 'menu.wrongParent', { level: input.level });
    if (selfId !== undefined && parentId === selfId) throw invalid('parentId', 'menu.selfParent');
  }
  if (input.level === 'header' && input.url) throw invalid('url', 'menu.headerNoUrl');
  if (input.level === 'submenu' && !input.url)
    throw invalid('url', 'menu.urlRequired', { level: input.level });
  if (input.level === 'action' && !input.url)
    throw invalid('url', 'menu.urlRequired', { level: input.level });
  if (input.level === 'action' && input.icon) throw invalid('icon', 'menu.actionNoIcon');
  const sameName = await one(
    tx,
    sql`select 1 from menus where coalesce(parent_id, 0) = ${parentId ?? 0} and lower(name) = lower(${input.name.trim()})
        ${selfId ? sql`and id <> ${selfId}` : sql``}`,
  );
  if (sameName)
    throw conflict('name.duplicate', { field: 'name', value: input.name, rule: 'menu.sameLevel' }, ['name']);
  if (input.url) {
    const sameUrl = await one(
      tx,
      sql`select 1 from menus where url = ${input.url} ${selfId ? sql`and id <> ${selfId}` : sql``}`,
    );
    if (sameUrl)
      throw conflict('name.duplicate', { field: 'url', value: input.url, rule: 'menu.urlTaken' }, ['url']);
  }
}

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * Menus on the CRUD kit: the tree's rules (a header has no parent or url, a parent's parent is a header, a
 * submenu's a parent and it has a url; names unique among siblings, urls unique), the administration menus kept in
 * place, and every new menu granted to Super Admin with every right.
 */
export const menus = defineCrud<Menu, Schemas['MenuInput'], Schemas['SearchRequest']>({
  entity: 'menu',
  table: 'menus',
  alias: 'm',
  from: sql`menus m left join menus pm on pm.id = m.parent_id`,
  columns: sql`${stampColumns('m')}, m.name, m.name_en as "nameEn", m.url, m.icon, m.level, m.parent_id as "parentId", pm.name as "parentName",
    m.sort_order as "sortOrder", case m.level when 'header' then 0 when 'parent' then 1 when 'submenu' then 2
      else case pm.level when 'parent' then 2 else 3 end end as depth`,
  sort: { name: sql`lower(m.name)` },
  defaultSort: 'name',
  values: (m) => ({
    name: m.name.trim(),
    name_en: text(m.nameEn),
    url: m.url || null,
    icon: text(m.icon),
    level: m.level,
    parent_id: m.parentId ?? null,
    sort_order: m.sortOrder ?? 0,
  }),
  async beforeWrite(tx, input, before) {
    if (before) {
      await keepAdministrationInPlace(tx, before, input);
      if (
        before.level !== input.level &&
        (await one(tx, sql`select 1 from menus where parent_id = ${before.id}`))
      ) {
        throw invalid('level', 'menu.levelLocked');
      }
    }
    await checkMenu(tx, input, before?.id);
  },
  async afterWrite(tx, id, _input, before) {
    // The Super Admin group always has every menu with every right.
    if (!before) await grantToSuperAdmin(tx, id);
  },
  async beforeDelete(tx, menu) {
    const kept = await administrationMenuIds(tx);
    const needed = (await subtree(tx, menu.id)).filter((m) => kept.has(m.id));
    if (needed.length) {
      const names = needed.map((m) => m.name).join(', ');
      throw conflict('menu.administrationUndeletable', { names });
    }
  },
});

/** A menu and its descendants (deleted with it), the menu first. */
export async function subtree(tx: Tx, id: number): Promise<Array<{ id: number; name: string }>> {
  return rows(
    tx,
    sql`with recursive d as (select id, 0 as depth from menus where id = ${id}
                             union all select m.id, d.depth + 1 from menus m join d on m.parent_id = d.id where d.depth < 3)
        select d.id, m.name from d join menus m on m.id = d.id order by d.depth, d.id`,
  );
}

/**
 * The screens administration needs (and, through them, their header): deleting one, or moving it where the
 * sidebar or the access rules no longer find it, would lock everyone out for good.
 */
export const ADMINISTRATION_URLS = [
  '/menuManagement',
  '/authorizationGroup',
  '/user-management',
  '/position-management',
];

/** The administration screens and every ancestor of them (the Pengaturan Aplikasi header). */
export async function administrationMenuIds(tx: Tx): Promise<Set<number>> {
  const list = await rows(
    tx,
    sql`with recursive a as (select id, parent_id, 0 as depth from menus where url in ${inList(ADMINISTRATION_URLS)}
                             union select m.id, m.parent_id, a.depth + 1 from menus m join a on m.id = a.parent_id where a.depth < 3)
        select distinct id from a`,
    row({ id: int }),
  );
  return new Set(list.map((r) => r.id));
}

/** An administration menu may be renamed, get another icon or order; its url, level and parent stay. */
async function keepAdministrationInPlace(tx: Tx, before: Menu, input: Schemas['MenuInput']): Promise<void> {
  if (!(await administrationMenuIds(tx)).has(before.id)) return;
  const changed: string[] = [];
  if ((input.url || null) !== before.url) changed.push('url');
  if (input.level !== before.level) changed.push('level');
  if ((input.parentId ?? null) !== before.parentId) changed.push('parentId');
  if (changed.length) {
    throw conflict('menu.administrationLocked', undefined, changed);
  }
}
