/**
 * A batch's expiry is capped by its lots (decision 050): the earliest of the expiry the producer gave and the expiry
 * dates of the material lots its run took. One rule (`capExpiry`) for the two writes that work it out: a run recorded
 * or edited (production.ts `expiryCap`, from the lots it is about to take), and a lot whose expiry is corrected
 * (`recapRunsOfLot`, from the lots each run that took it took).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { rows } from '../../db/query.js';
import { int, row, text } from '../../db/rowShape.js';
import { conflict } from '../../lib/errors.js';

/** A batch's expiry and the lot that set it (null when the expiry given stands). */
export interface BatchExpiry {
  expiryDate: string | null;
  cappedBy: number | null;
}

/**
 * The cap: the first-expiring lot (of lots expiring the same day the oldest, then the first recorded; a lot without an
 * expiry caps nothing) sets the date when nothing was given or when it expires before the date given; a lot expiring
 * on the day given leaves that date standing.
 */
export function capExpiry(
  given: string | null,
  first: { id: number; expiryDate: string } | undefined,
): BatchExpiry {
  if (first && (given === null || first.expiryDate < given))
    return { expiryDate: first.expiryDate, cappedBy: first.id };
  return { expiryDate: given, cappedBy: null };
}

/** Of the lots a query names `r`, the first-expiring in the order `capExpiry` reads them. */
export const FIRST_EXPIRING = sql`r.expiry_date is not null order by r.expiry_date, r.date, r.id limit 1`;

/**
 * After a lot's expiry was corrected: the recorded runs that took from it get their expiry worked out again from the
 * date given and every lot they took, and their batches with them (locked). A batch sold from after its new expiry
 * refuses the correction (409 `production.soldExpiry` on `expiryDate`, as a run's edit does); the caller's transaction
 * then changes nothing. Answers how many runs changed.
 */
export async function recapRunsOfLot(tx: Tx, lotId: number): Promise<number> {
  const changed = await rows(
    tx,
    sql`with runs as (
          select distinct u.production_run_id as id from usage_lots ul join usages u on u.id = ul.usage_id
          where ul.restock_id = ${lotId} and u.production_run_id is not null)
        select pr.id, pr.expiry_given::text as given, pr.expiry_date::text as current,
          pr.expiry_capped_by_lot_id as "currentCap", c.id as "lotId", c.expiry_date::text as "lotExpiry",
          b.id as "batchId",
          (select max(l.date)::text from product_ledger l where l.batch_id = b.id and l.reason = 'sale') as "lastSale"
        from runs join production_runs pr on pr.id = runs.id and pr.state = 'recorded'
        join product_batches b on b.production_run_id = pr.id
        left join lateral (
          select r.id, r.expiry_date from usages u join usage_lots ul on ul.usage_id = u.id
          join restocks r on r.id = ul.restock_id
          where u.production_run_id = pr.id and ${FIRST_EXPIRING}) c on true
        order by b.id
        for update of b`,
    row({
      id: int,
      given: text.nullable,
      current: text.nullable,
      currentCap: int.nullable,
      lotId: int.nullable,
      lotExpiry: text.nullable,
      batchId: int,
      lastSale: text.nullable,
    }),
  );
  const moves = changed
    .map((r) => ({
      ...r,
      next: capExpiry(r.given, r.lotId === null ? undefined : { id: r.lotId, expiryDate: r.lotExpiry! }),
    }))
    .filter((r) => r.next.expiryDate !== r.current || r.next.cappedBy !== r.currentCap);
  const sold = moves.find((r) => r.lastSale && r.next.expiryDate && r.next.expiryDate < r.lastSale);
  if (sold) throw conflict('production.soldExpiry', { lastSale: sold.lastSale }, ['expiryDate']);
  if (!moves.length) return 0;
  const json = JSON.stringify(
    moves.map((r) => ({ id: r.id, expiry: r.next.expiryDate, cap: r.next.cappedBy })),
  );
  await tx.execute(sql`update production_runs pr set expiry_date = m.expiry, expiry_capped_by_lot_id = m.cap,
      version = pr.version + 1, updated_at = now()
    from json_to_recordset(${json}::json) as m(id int, expiry date, cap int) where pr.id = m.id`);
  await tx.execute(sql`update product_batches b set expiry_date = m.expiry, updated_at = now()
    from json_to_recordset(${json}::json) as m(id int, expiry date, cap int) where b.production_run_id = m.id`);
  return moves.length;
}
