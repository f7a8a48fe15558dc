/**
 * Recalls ("Tarik Produk", issue 40, decision 055): a product batch or a material lot taken out of use for good, with
 * why and by whom (migration 0037's `recalled_at`, `recall_reason`, `recalled_by`). From then on nothing takes it
 * (`planTake`, `planAllocations`, `moveStock`: the blocking rule lives with each take). Who received it is the
 * recall trace's (reports/recallCustomers.ts, called by the operation's handler after this).
 *
 * Locks: as every change of that stock, the product (or material) row first, then the batch (or lot): a recall and an
 * order taking the same batch run one after the other, so the order either took it before (and its customer is in the
 * answer) or sees it recalled.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { inList, one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { audit } from '../platform/audit.js';
import type { StockContext } from '../platform/context.js';
import { lockProducts } from './batches.js';
import { lockMaterials } from './lots.js';
import { int, row, text } from '../../db/rowShape.js';

type RecallRequest = Schemas['StockRecallRequest'];

const recallState = row({ id: int, recalledAt: text.nullable });

/** The batches (ids), their products locked first, then their rows (`for update`), with whether they are recalled. */
async function lockBatches(tx: Tx, ids: number[]) {
  if (!ids.length) return [];
  const products = await rows(
    tx,
    sql`select distinct product_id as id from product_batches where id in ${inList(ids)}`,
    row({ id: int }),
  );
  await lockProducts(
    tx,
    products.map((p) => p.id),
  );
  return rows(
    tx,
    sql`select id, to_json(recalled_at)#>>'{}' as "recalledAt" from product_batches where id in ${inList(ids)}
        order by id for update`,
    recallState,
  );
}

/** A lot, its material locked first, then its row; undefined when there is none. */
async function lockLot(tx: Tx, id: number) {
  const lot = await one(tx, sql`select material_id as id from restocks where id = ${id}`, row({ id: int }));
  if (!lot) return undefined;
  await lockMaterials(tx, [lot.id]);
  return one(
    tx,
    sql`select id, to_json(recalled_at)#>>'{}' as "recalledAt" from restocks where id = ${id} for update`,
    recallState,
  );
}

/** The batches made by the production runs that used a lot (its usages' allocations). */
async function batchesMadeFrom(tx: Tx, lotId: number): Promise<number[]> {
  return (
    await rows(
      tx,
      sql`select distinct b.id from usage_lots ul join usages u on u.id = ul.usage_id
          join product_batches b on b.production_run_id = u.production_run_id
          where ul.restock_id = ${lotId} order by b.id`,
      row({ id: int }),
    )
  ).map((b) => b.id);
}

/**
 * Recalls a batch, or a lot (and with `withBatches` the batches made from it that are not recalled yet); 409 when
 * the batch or lot named is recalled already, 404 when there is none. Answers what it recalled.
 */
export async function recallStock(tx: Tx, ctx: StockContext, input: RecallRequest) {
  const given = [input.batchId, input.restockId].filter((v) => v !== undefined && v !== null);
  if (given.length !== 1) throw invalid('batchId', 'recall.oneTarget');
  const reason = input.reason.trim();
  if (reason.length < 3) throw invalid('reason', 'validation.minLength', { limit: 3 });

  let batchIds: number[] = [];
  let lotIds: number[] = [];
  if (input.batchId !== undefined && input.batchId !== null) {
    const [batch] = await lockBatches(tx, [input.batchId]);
    if (!batch) throw notFound('batch');
    if (batch.recalledAt)
      throw conflict('recall.already', { kind: 'batch', id: batch.id, at: batch.recalledAt });
    batchIds = [batch.id];
  } else {
    const lot = await lockLot(tx, input.restockId!);
    if (!lot) throw notFound('lot', 'materialLot');
    if (lot.recalledAt) throw conflict('recall.already', { kind: 'lot', id: lot.id, at: lot.recalledAt });
    lotIds = [lot.id];
    if (input.withBatches) {
      const made = await lockBatches(tx, await batchesMadeFrom(tx, lot.id));
      batchIds = made.filter((b) => !b.recalledAt).map((b) => b.id);
    }
  }

  const set = sql`recalled_at = now(), recall_reason = ${reason}, recalled_by = ${ctx.userId},
    version = version + 1, updated_at = now()`;
  if (batchIds.length)
    await tx.execute(sql`update product_batches set ${set} where id in ${inList(batchIds)}`);
  if (lotIds.length) await tx.execute(sql`update restocks set ${set} where id in ${inList(lotIds)}`);
  for (const [entity, ids] of [
    ['batch', batchIds],
    ['restock', lotIds],
  ] as const) {
    for (const id of ids)
      await audit(tx, {
        userId: ctx.userId,
        action: 'update',
        entity,
        entityId: id,
        before: { recalledAt: null },
        after: { recalled: true, recallReason: reason },
      });
  }

  return { batchIds, lotIds };
}
