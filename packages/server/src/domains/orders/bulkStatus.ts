/**
 * Bulk "Tandai Status Pesanan" (docs/decisions/020-bulk-order-actions.md): several orders moved forward to one
 * state, each in a transaction of its own with the single move's rules (`updateOrder`), so a refused order (short of
 * fresh stock, changed meanwhile) changes nothing and holds back no other. A dry run tries every move in one
 * transaction (each in a savepoint, the stock taken by the earlier ones counting) and rolls it all back.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { AppError, invalid } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import type { StockContext } from '../platform/context.js';
import { matchingOrderIds } from './orderList.js';
import { lockOrder, updateOrder } from './sales.js';
import { int, row, text as textKind } from '../../db/rowShape.js';

type BulkRequest = Schemas['TransactionStatusBulkRequest'];
type BulkResult = Schemas['TransactionStatusBulkResult'];
export type BulkTarget = BulkRequest['target'];

/** At most this many orders in one call, listed or matching the filter. */
export const BULK_CAP = 500;

const FIELD = { paid: 'payment', packed: 'packing', delivered: 'delivery' } as const;

interface OrderRef {
  id: number;
  /** The version the caller last read; none when the filter chose the order (it is read now). */
  version?: number;
}

class Rollback extends Error {}

/** Moves one order to `target` in `tx`, or says why not. A refusal throws (its transaction or savepoint rolls back). */
async function moveOne(
  tx: Tx,
  ctx: StockContext,
  target: BulkTarget,
  ref: OrderRef,
  dryRun: boolean,
): Promise<BulkResult> {
  const before = await lockOrder(tx, ref.id);
  const field = FIELD[target];
  // Who and how much: the preview lists the orders by name, also those chosen by the filter (not on the screen).
  const base = {
    id: before.id,
    number: before.number,
    version: before.version,
    customer: before.customer.name,
    total: before.total,
    packsToo: false,
  };
  if (before[field] === target)
    return { ...base, outcome: 'skipped', message: text('done.bulk.skipped', { target }) };
  if (ref.version !== undefined && ref.version !== before.version)
    throw new AppError(409, 'version.stale', { params: { changedBy: null, changedAt: null, rule: 'bulk' } });
  const after = await updateOrder(tx, ctx, { id: before.id, version: before.version, [field]: target });
  // A dry run is rolled back: the version stays the one read, which the confirmed move then sends.
  const version = dryRun ? before.version : after.version;
  // Delivering an unpacked order packs it first (sales.ts, packingOf): its fresh lines take their batches.
  const packsToo = target === 'delivered' && before.packing !== 'packed';
  return { ...base, version, packsToo, outcome: 'moved', message: text('done.bulk.moved', { target }) };
}

/** A refusal as a row of the answer; anything but a client error (a bug, the database gone) fails the call. */
async function refusal(db: Tx, ref: OrderRef, err: unknown): Promise<BulkResult> {
  if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
  // The number of an order that exists; a missing one is named by its id.
  const order = await one(
    db,
    sql`select t.number, t.version, t.total, c.name as customer
        from transactions t join customers c on c.id = t.customer_id where t.id = ${ref.id}`,
    row({ number: textKind, version: int, total: int, customer: textKind }),
  );
  return {
    id: ref.id,
    number: order?.number ?? null,
    version: order?.version ?? null,
    customer: order?.customer ?? null,
    total: order?.total ?? null,
    packsToo: false,
    outcome: 'refused',
    message: err.message,
    // The reason's code and parameters, so that a client says it in its user's language.
    code: err.code,
    ...(err.params ? { params: err.params } : {}),
  };
}

/** The orders the request names: its list, or the filter's matches (refused with 422 above the cap). */
async function chosenOrders(db: Db, body: BulkRequest, cap: number, today: string): Promise<OrderRef[]> {
  if ((body.orders === undefined) === (body.filter === undefined))
    throw invalid('orders', 'bulk.ordersOrFilter');
  if (body.orders) {
    const seen = new Set<number>();
    return body.orders.filter((o) => !seen.has(o.id) && seen.add(o.id));
  }
  const { matching, ids } = await matchingOrderIds(db, { ...body.filter, today }, cap);
  if (matching > cap) throw invalid('filter', 'bulk.tooMany', { matching, max: cap });
  return ids.map((id) => ({ id }));
}

const tally = (results: BulkResult[]) => ({
  moved: results.filter((r) => r.outcome === 'moved').length,
  skipped: results.filter((r) => r.outcome === 'skipped').length,
  refused: results.filter((r) => r.outcome === 'refused').length,
});

/** Moves (or, `dryRun`, tries) the chosen orders to the target state, one result per order. */
export async function moveOrdersInBulk(db: Db, ctx: StockContext, body: BulkRequest, cap = BULK_CAP) {
  const orders = await chosenOrders(db, body, cap, ctx.today);
  const results: BulkResult[] = [];
  if (body.dryRun) {
    try {
      await db.transaction(async (tx) => {
        for (const ref of orders) {
          try {
            results.push(await tx.transaction((sp) => moveOne(sp, ctx, body.target, ref, true)));
          } catch (err) {
            results.push(await refusal(tx, ref, err));
          }
        }
        throw new Rollback();
      });
    } catch (err) {
      if (!(err instanceof Rollback)) throw err;
    }
  } else {
    for (const ref of orders) {
      try {
        results.push(await db.transaction((tx) => moveOne(tx, ctx, body.target, ref, false)));
      } catch (err) {
        results.push(await refusal(db, ref, err));
      }
    }
  }
  return { dryRun: Boolean(body.dryRun), ...tally(results), results };
}
