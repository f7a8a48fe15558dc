import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { and, likePattern, one, paging, rows, type PageParams } from '../db/query.js';
import { conflict, notFound, staleVersion } from '../lib/errors.js';
import type { Schemas } from '../lib/types.js';
import { audit } from './audit.js';

type Position = Schemas['Position'];
type PositionInput = Schemas['PositionInput'];

const positionSelect = sql`
  select p.id, p.code, p.name, p.description, p.version, to_json(p.created_at)#>>'{}' as "createdAt", to_json(p.updated_at)#>>'{}' as "updatedAt",
         (select count(*)::int from users u where u.position_id = p.id) as "userCount"
  from positions p`;

const SORT: Record<string, SQL> = { code: sql`lower(p.code)`, name: sql`lower(p.name)`, userCount: sql`"userCount"` };

export async function listPositions(tx: Tx, q: PageParams & { search?: string; sortBy?: string; sortDir?: string }) {
  const { page, perPage, limit, offset } = paging(q);
  const like = likePattern(q.search);
  const where = and(like && sql`(p.code ilike ${like} or p.name ilike ${like} or p.description ilike ${like})`);
  const order = SORT[q.sortBy ?? 'code'] ?? SORT.code!;
  const dir = q.sortDir === 'desc' ? sql`desc` : sql`asc`;
  const datas = await rows<Position>(tx, sql`${positionSelect} where ${where} order by ${order} ${dir}, p.id limit ${limit} offset ${offset}`);
  const total = await one<{ n: number }>(tx, sql`select count(*)::int as n from positions p where ${where}`);
  return { datas, total: total?.n ?? 0, page, perPage };
}

export async function positionOptions(tx: Tx) {
  return rows<Schemas['PositionRef']>(tx, sql`select id, code, name from positions order by name`);
}

async function getPosition(tx: Tx, id: number): Promise<Position> {
  const p = await one<Position>(tx, sql`${positionSelect} where p.id = ${id}`);
  if (!p) throw notFound('Jabatan');
  return p;
}

async function ensureCodeFree(tx: Tx, code: string, exceptId?: number) {
  const taken = await one(tx, sql`select 1 from positions where lower(code) = lower(${code}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
  if (taken) throw conflict(`Kode jabatan ${code} sudah dipakai.`, { code: ['Kode sudah dipakai.'] });
}

export async function createPosition(tx: Tx, actorId: number, input: PositionInput): Promise<Position> {
  const code = input.code.trim().toUpperCase();
  await ensureCodeFree(tx, code);
  const row = await one<{ id: number }>(
    tx,
    sql`insert into positions (code, name, description) values (${code}, ${input.name.trim()}, ${input.description?.trim() || null}) returning id`,
  );
  const after = await getPosition(tx, row!.id);
  await audit(tx, { userId: actorId, action: 'create', entity: 'position', entityId: after.id, after });
  return after;
}

/** Renaming a code keeps users attached: they point at the id, not the code. */
export async function updatePosition(tx: Tx, actorId: number, input: Schemas['PositionUpdate']): Promise<Position> {
  const before = await one<Position>(tx, sql`${positionSelect} where p.id = ${input.id} for update of p`);
  if (!before) throw notFound('Jabatan');
  if (before.version !== input.version) throw staleVersion();
  const code = input.code.trim().toUpperCase();
  await ensureCodeFree(tx, code, input.id);
  await tx.execute(sql`update positions set code = ${code}, name = ${input.name.trim()}, description = ${input.description?.trim() || null},
                       version = version + 1, updated_at = now() where id = ${input.id}`);
  const after = await getPosition(tx, input.id);
  await audit(tx, { userId: actorId, action: 'update', entity: 'position', entityId: input.id, before, after });
  return after;
}

export async function deletePosition(tx: Tx, actorId: number, id: number): Promise<void> {
  const before = await one<Position>(tx, sql`${positionSelect} where p.id = ${id} for update of p`);
  if (!before) throw notFound('Jabatan');
  if (before.userCount > 0) throw conflict(`Jabatan ${before.code} masih dipakai oleh ${before.userCount} pengguna.`);
  await tx.execute(sql`delete from positions where id = ${id}`);
  await audit(tx, { userId: actorId, action: 'delete', entity: 'position', entityId: id, before });
}
