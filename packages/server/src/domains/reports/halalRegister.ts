/**
 * "Register Halal" (issue 40, decision 057): per product, the raw materials of its recipe with their certificate's
 * state on a day, for an SJPH audit; and the dashboard's warning of certificates expiring within 30 days (and expired
 * ones a recipe still uses). Recipes are a product's few lines, so the register reads them directly, paged by
 * product then material name.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, one, rows } from '../../db/query.js';
import { int, json, row, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { EXPIRING_DAYS, halalColumns, halalStateOf, type HalalState } from '../stock/halal.js';

type RegisterRow = Schemas['HalalRegisterRow'];
type Counts = Schemas['HalalStateCounts'];
export type RegisterQuery = Schemas['HalalRegisterQuery'] & {
  page?: number;
  perPage?: number;
  search?: string;
};

const STATES: HalalState[] = ['valid', 'expiring', 'expired', 'missing', 'notNeeded'];

const FROM = sql`recipes r join products p on p.id = r.product_id join materials m on m.id = r.material_id and m.kind = 'raw'`;

/** A certificate's issuer as the register writes it: "LPPOM MUI", BPJPH, or the name of another. */
export const issuerOf = (m: RegisterRow['material']) =>
  m.halalIssuer === 'other' ? m.halalIssuerName : m.halalIssuer === 'LPPOM' ? 'LPPOM MUI' : m.halalIssuer;

/** A product as a filter names it, "Baso Tahu (BTY)"; undefined when there is none of that id. */
export async function productLabel(tx: Tx, id: number): Promise<string | undefined> {
  const found = await one(
    tx,
    sql`select name, code from products where id = ${id}`,
    row({ name: text, code: text }),
  );
  return found ? `${found.name} (${found.code})` : undefined;
}

/** The register's filters but `states` (the totals count every state of them). */
function where(query: RegisterQuery): SQL {
  const search = query.search?.trim();
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    query.productId === undefined ? undefined : sql`p.id = ${query.productId}`,
    like ? sql`(p.name ilike ${like} or p.code ilike ${like} or m.name ilike ${like})` : undefined,
  );
}

/** A page of the register on `query.date` (`today` when left out), with the count of its rows per state. */
export async function halalRegister(tx: Tx, today: string, query: RegisterQuery) {
  const date = query.date ?? today;
  const perPage = query.perPage ?? 25;
  const page = query.page ?? 1;
  const state = halalStateOf(date);
  const filter = where(query);
  const chosen = query.states?.length
    ? sql`${filter} and (${state}) in (${sql.join(
        query.states.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : filter;
  const datas = await rows(
    tx,
    sql`select p.id || '-' || m.id as key,
          json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'unit', p.unit) as product,
          json_build_object('id', m.id, 'name', m.name, 'unit', m.unit, 'halalStatus', m.halal_status,
            'halalNumber', m.halal_number, 'halalIssuer', m.halal_issuer, 'halalIssuerName', m.halal_issuer_name,
            'halalExpiry', m.halal_expiry::text, 'halalReason', m.halal_reason,
            'halalFile', case when m.halal_file is null then null else '/api/bahanBaku/halal/file/' || m.halal_file end,
            'state', ${state}) as material
        from ${FROM} where ${chosen}
        order by lower(p.name), p.id, lower(m.name), m.id
        limit ${perPage} offset ${(page - 1) * perPage}`,
    row({ key: text, product: json<RegisterRow['product']>(), material: json<RegisterRow['material']>() }),
  );
  const counted = await rows(
    tx,
    sql`select ${state} as state, count(*)::int as n from ${FROM} where ${filter} group by 1`,
    row({ state: text<HalalState>(), n: int }),
  );
  const totals = Object.fromEntries(STATES.map((s) => [s, 0])) as Counts;
  for (const c of counted) totals[c.state] = c.n;
  const total = query.states?.length
    ? query.states.reduce((sum, s) => sum + totals[s], 0)
    : STATES.reduce((sum, s) => sum + totals[s], 0);
  return { datas, total, page, perPage, date, totals };
}

/** The warning's most rows; `total` counts them all. */
const WARNING_ROWS = 50;

/**
 * Certified raw materials whose certificate expires within 30 days of `today`, and those already expired that a
 * recipe still uses, the first to expire first, each with how many recipes use it.
 */
export async function halalExpiring(tx: Tx, today: string) {
  const uses = sql`(select count(*)::int from recipes r where r.material_id = m.id)`;
  const expiring = sql`m.kind = 'raw' and m.halal_status = 'certified'
    and m.halal_expiry <= ${today}::date + ${EXPIRING_DAYS}::int
    and (m.halal_expiry >= ${today}::date or exists (select 1 from recipes r where r.material_id = m.id))`;
  const datas = await rows(
    tx,
    sql`select m.id, m.name, m.unit, ${halalColumns(today)}, ${halalStateOf(today)} as state, ${uses} as recipes
        from materials m where ${expiring}
        order by m.halal_expiry, m.id limit ${WARNING_ROWS}`,
    row({
      id: int,
      name: text,
      unit: text<Schemas['Unit']>(),
      halalStatus: text<'certified'>(),
      halalNumber: text,
      halalIssuer: text<Schemas['HalalIssuer']>(),
      halalIssuerName: text.nullable,
      halalExpiry: text,
      halalReason: text.nullable,
      halalFile: text.nullable,
      state: text<HalalState>(),
      recipes: int,
    }),
  );
  const counted = await one(
    tx,
    sql`select count(*)::int as n from materials m where ${expiring}`,
    row({ n: int }),
  );
  return { datas, total: counted?.n ?? 0, date: today };
}
