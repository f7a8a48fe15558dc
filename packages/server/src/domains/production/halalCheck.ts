/**
 * The halal rule of a production run (issue 40, decision 057): a run whose raw materials include one without a valid
 * certificate on the run's date (none recorded, or expired before that day) is refused with 409 `halal.uncertified`
 * naming them, unless the request carries an override (a reason) from a user holding the action "Override Halal"
 * (`/produksi/override-halal`, 403 otherwise). The override is kept on the run (who, when, why, which materials as
 * they stood) and its audit entry; the trace marks the run and its batch. A material marked "tidak perlu" needs none.
 * The rule holds once the business profile says the business is halal-certified (`halalRequired`).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { inList, one, rows } from '../../db/query.js';
import { bool, int, row, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { AppError, forbidden } from '../../lib/errors.js';

/** The action menu whose holders may record a run with uncertified materials. */
export const HALAL_OVERRIDE_MENU = '/produksi/override-halal';

type HalalProblem = Schemas['HalalProblem'];
/** The override as the run's `halal_override` column keeps it (its user by id; the answer names them). */
export interface StoredOverride {
  at: string;
  byId: number | null;
  reason: string;
  materials: HalalProblem[];
}

/** What the caller asks and may do: the request's override, and whether they hold the action. */
export interface HalalPermit {
  override?: { reason: string } | null;
  mayOverride: boolean;
}

/** Whether the business asks for halal certificates (its profile's `halalRequired`). */
async function halalRequired(tx: Tx): Promise<boolean> {
  const found = await one(
    tx,
    sql`select bool_or(halal_required) as on from business_profile`,
    row({ on: bool.nullable }),
  );
  return found?.on ?? false;
}

/** The raw materials among `materialIds` without a valid certificate on `date`, by name. */
export async function halalProblems(tx: Tx, materialIds: number[], date: string): Promise<HalalProblem[]> {
  if (!materialIds.length) return [];
  return rows(
    tx,
    sql`select m.id, m.name, case when m.halal_status is null then 'missing' else 'expired' end as state,
          m.halal_expiry::text as expiry
        from materials m
        where m.id in ${inList(materialIds)} and m.kind = 'raw'
          and (m.halal_status is null or (m.halal_status = 'certified' and m.halal_expiry < ${date}::date))
        order by lower(m.name), m.id`,
    row({ id: int, name: text, state: text<'missing' | 'expired'>(), expiry: text.nullable }),
  );
}

/**
 * The override a run is recorded with, or null when every material is certified (or needs none) on `date`. `kept`
 * is the run's own override (an edit): it still stands for the same materials without a new one. An override given
 * without the right is 403 whatever the materials; missing certificates without one, 409.
 */
export async function checkHalal(
  tx: Tx,
  userId: number | null,
  materialIds: number[],
  date: string,
  permit: HalalPermit,
  kept: StoredOverride | null = null,
): Promise<StoredOverride | null> {
  if (permit.override && !permit.mayOverride) throw forbidden('right.missing', { rule: 'halal' });
  if (!(await halalRequired(tx))) return null;
  const problems = await halalProblems(tx, materialIds, date);
  if (!problems.length) return null;
  if (permit.override)
    return {
      at: new Date().toISOString(),
      byId: userId,
      reason: permit.override.reason.trim(),
      materials: problems,
    };
  const covered = new Set(kept?.materials.map((m) => m.id) ?? []);
  if (kept && problems.every((p) => covered.has(p.id))) return kept;
  throw new AppError(409, 'halal.uncertified', {
    params: { names: problems.map((p) => p.name).join(', '), count: problems.length },
    extra: { materials: problems },
  });
}

/** Keeps a run's override (null clears it). */
export async function storeOverride(tx: Tx, runId: number, override: StoredOverride | null): Promise<void> {
  await tx.execute(
    sql`update production_runs set halal_override = ${override ? JSON.stringify(override) : null}::jsonb where id = ${runId}`,
  );
}

/** A run's override (`pr`) as the contract's HalalOverride, its user named. */
export const HALAL_OVERRIDE = sql`case when pr.halal_override is null then null else json_build_object(
  'at', pr.halal_override->>'at',
  'by', (select json_build_object('id', ou.id, 'name', ou.name) from users ou where ou.id = (pr.halal_override->>'byId')::int),
  'reason', pr.halal_override->>'reason', 'materials', pr.halal_override->'materials') end`;
