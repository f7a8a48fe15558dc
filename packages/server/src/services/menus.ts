import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { likePattern, one, rows } from '../db/query.js';
import { conflict, invalid, notFound, staleVersion } from '../lib/errors.js';
import type { Schemas } from '../lib/types.js';
import { audit } from './audit.js';

type Menu = Schemas['Menu'];
type Level = Schemas['MenuLevel'];

/** Every menu with its parent's name and depth, in tree order (header, its parents, their submenus). */
const menuTreeOrder = sql`
  with recursive t as (
    select m.id, array[m.sort_order, m.id] as path, 0 as depth from menus m where m.parent_id is null
    union all
    select c.id, t.path || array[c.sort_order, c.id], t.depth + 1 from menus c join t on c.parent_id = t.id where t.depth < 3
  )
  select m.id, m.name, m.url, m.icon, m.level, m.parent_id as "parentId", pm.name as "parentName",
         m.sort_order as "sortOrder", t.depth, m.version, to_json(m.created_at)#>>'{}' as "createdAt", to_json(m.updated_at)#>>'{}' as "updatedAt"
  from t join menus m on m.id = t.id left join menus pm on pm.id = m.parent_id`;

export async function listMenus(tx: Tx, search?: string): Promise<Menu[]> {
  const like = likePattern(search);
  return rows<Menu>(
    tx,
    sql`${menuTreeOrder} ${like ? sql`where m.name ilike ${like} or m.url ilike ${like} or pm.name ilike ${like}` : sql``} order by t.path`,
  );
}

async function getMenu(tx: Tx, id: number): Promise<Menu> {
  const menu = await one<Menu>(tx, sql`${menuTreeOrder} where m.id = ${id}`);
  if (!menu) throw notFound('Menu');
  return menu;
}

const PARENT_LEVEL: Record<Level, Level | null> = { header: null, parent: 'header', submenu: 'parent' };

/** The menus that may hold a menu of `level`. */
export async function parentsFor(tx: Tx, level: Level): Promise<Menu[]> {
  const parentLevel = PARENT_LEVEL[level];
  if (!parentLevel) return [];
  return rows<Menu>(tx, sql`${menuTreeOrder} where m.level = ${parentLevel} order by t.path`);
}

type MenuFields = Pick<Schemas['MenuInput'], 'name' | 'url' | 'icon' | 'level' | 'parentId' | 'sortOrder'>;

async function checkMenu(tx: Tx, input: MenuFields, selfId?: number) {
  const parentLevel = PARENT_LEVEL[input.level];
  const parentId = input.parentId ?? null;
  if (parentLevel === null && parentId !== null) throw invalid('parentId', 'Header tidak boleh memiliki induk.');
  if (parentLevel !== null) {
    if (parentId === null) throw invalid('parentId', `Menu tingkat ${input.level} wajib memiliki induk.`);
    const parent = await one<{ level: Level }>(tx, sql`select level from menus where id = ${parentId}`);
    if (!parent) throw invalid('parentId', 'Menu induk tidak ditemukan.');
    if (parent.level !== parentLevel)
      throw invalid('parentId', parentLevel === 'header' ? 'Induk menu parent harus berupa header.' : 'Induk submenu harus berupa parent.');
    if (selfId !== undefined && parentId === selfId) throw invalid('parentId', 'Menu tidak boleh menjadi induk dirinya sendiri.');
  }
  if (input.level === 'header' && input.url) throw invalid('url', 'Header tidak memiliki URL.');
  if (input.level === 'submenu' && !input.url) throw invalid('url', 'Submenu wajib memiliki URL.');
  const sameName = await one(
    tx,
    sql`select 1 from menus where coalesce(parent_id, 0) = ${parentId ?? 0} and lower(name) = lower(${input.name.trim()})
        ${selfId ? sql`and id <> ${selfId}` : sql``}`,
  );
  if (sameName) throw conflict('Nama menu sudah dipakai di tingkat yang sama.', { name: ['Nama menu sudah dipakai.'] });
  if (input.url) {
    const sameUrl = await one(tx, sql`select 1 from menus where url = ${input.url} ${selfId ? sql`and id <> ${selfId}` : sql``}`);
    if (sameUrl) throw conflict('URL menu sudah dipakai.', { url: ['URL sudah dipakai menu lain.'] });
  }
}

export async function createMenu(tx: Tx, actorId: number, input: Schemas['MenuInput']): Promise<Menu> {
  await checkMenu(tx, input);
  const row = await one<{ id: number }>(
    tx,
    sql`insert into menus (name, url, icon, level, parent_id, sort_order)
        values (${input.name.trim()}, ${input.url || null}, ${input.icon || null}, ${input.level}, ${input.parentId ?? null}, ${input.sortOrder ?? 0})
        returning id`,
  );
  const after = await getMenu(tx, row!.id);
  await audit(tx, { userId: actorId, action: 'create', entity: 'menu', entityId: after.id, after });
  return after;
}

export async function updateMenu(tx: Tx, actorId: number, input: Schemas['MenuUpdate']): Promise<Menu> {
  const locked = await one<{ version: number; level: Level }>(tx, sql`select version, level from menus where id = ${input.id} for update`);
  if (!locked) throw notFound('Menu');
  if (locked.version !== input.version) throw staleVersion();
  if (locked.level !== input.level) {
    const child = await one(tx, sql`select 1 from menus where parent_id = ${input.id}`);
    if (child) throw invalid('level', 'Tingkat menu yang memiliki anak tidak dapat diubah.');
  }
  await checkMenu(tx, input, input.id);
  const before = await getMenu(tx, input.id);
  await tx.execute(sql`
    update menus set name = ${input.name.trim()}, url = ${input.url || null}, icon = ${input.icon || null}, level = ${input.level},
           parent_id = ${input.parentId ?? null}, sort_order = ${input.sortOrder ?? 0}, version = version + 1, updated_at = now()
    where id = ${input.id}`);
  const after = await getMenu(tx, input.id);
  await audit(tx, { userId: actorId, action: 'update', entity: 'menu', entityId: input.id, before, after });
  return after;
}

/** Deletes a menu with its children; answers every id removed, the menu's own first. */
export async function deleteMenu(tx: Tx, actorId: number, id: number): Promise<number[]> {
  const before = await getMenu(tx, id);
  const ids = await rows<{ id: number }>(
    tx,
    sql`with recursive d as (select id, 0 as depth from menus where id = ${id}
                             union all select m.id, d.depth + 1 from menus m join d on m.parent_id = d.id where d.depth < 3)
        select id from d order by depth, id`,
  );
  await tx.execute(sql`delete from menus where id = ${id}`);
  await audit(tx, { userId: actorId, action: 'delete', entity: 'menu', entityId: id, before, after: { ids: ids.map((r) => r.id) } });
  return ids.map((r) => r.id);
}
