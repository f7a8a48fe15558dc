import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { rows } from '../../db/query.js';
import { positions as positionsTable } from '../../db/schema.js';
import type { Schemas } from '../../lib/contract.js';
import { defineCrud } from '../platform/crud.js';
import { row } from '../../db/rowShape.js';

/** Positions (jabatan). Renaming a code keeps users attached: they point at the id, not the code. */
export const positions = defineCrud<
  Schemas['Position'],
  Schemas['PositionInput'],
  Schemas['PositionListRequest']
>({
  entity: 'position',
  table: 'positions',
  alias: 'p',
  from: sql`positions p`,
  columns: sql`p.id, p.code, p.name, p.description, p.version, to_json(p.created_at)#>>'{}' as "createdAt",
    to_json(p.updated_at)#>>'{}' as "updatedAt", (select count(*)::int from users u where u.position_id = p.id) as "userCount"`,
  search: [sql`p.code`, sql`p.name`, sql`p.description`],
  sort: { code: sql`lower(p.code)`, name: sql`lower(p.name)`, userCount: sql`"userCount"` },
  defaultSort: 'code',
  unique: [{ field: 'code', column: 'code', rule: 'position.code' }],
  values: (p) => ({
    code: p.code.trim().toUpperCase(),
    name: p.name.trim(),
    description: p.description?.trim() || null,
  }),
  inUse: [
    {
      count: (id) => sql`select count(*)::int as n from users where position_id = ${id}`,
      rule: 'position.users',
      params: (p) => ({ code: p.code }),
    },
  ],
});

/** Every position, for the user form's picker. */
export async function positionOptions(tx: Tx) {
  return rows(
    tx,
    sql`select id, code, name from positions order by name`,
    row({ id: positionsTable.id, code: positionsTable.code, name: positionsTable.name }),
  );
}
