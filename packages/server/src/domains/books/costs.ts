/**
 * Cost of goods (HPP, decision 037). Runs' and batches' costs are kept by migration 0018's triggers; an order's cost is
 * read from what it took (`line_cost`, `order_cost`, `return_line_cost`), and the report summaries add it up per
 * period, customer and product like its revenue.
 *
 * An order write marks its order's facts before it changes them and applies the difference after (reportSummaries.ts);
 * the facts now hold cost, which also changes when a batch's unit cost or a pack lot's price changes under an order
 * that already took from them. Such a write (a run edited, a lot's price corrected) marks every order that took from
 * what it changes, and applies the difference in its own transaction. For the two kinds of write never to cross (an
 * order marked at one cost and applied at another), order writes hold a shared advisory lock from their first
 * statement and cost changes the exclusive one: orders go on side by side, and a cost change waits for those under
 * way and holds new ones back for its few milliseconds. Both take it first, before any row lock, so it adds no
 * deadlock.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { allows, type Rights } from '../platform/access.js';
import { int, num, row } from '../../db/rowShape.js';

/** The "Lihat HPP" action menu: who sees costs, and sets what goes into them (a product's overhead). */
export const COST_MENU = '/transaction/cost';

/**
 * A product's labour and overhead is part of its cost: setting it needs the cost right (403), like seeing it. A write
 * without a caller's rights (the seed, an internal call) may.
 */
export function ensureCostRight(actor: unknown): void {
  const rights = (actor as { rights?: Rights } | null)?.rights;
  if (rights && !allows(rights, [COST_MENU], 'view')) throw forbidden('right.missing', { rule: 'cost' });
}

/** Namespace and key of the advisory lock between order writes and cost changes (7261001–3 are taken). */
const COST_LOCK = [7261004, 1] as const;

/** The first statement of every write that changes an order's summary facts (create, edit, delete, returns). */
export async function lockForOrderWrite(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${COST_LOCK[0]}, ${COST_LOCK[1]})`);
}

/** The first statement of a write that may change what goods already sold cost. */
export async function lockForCostChange(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COST_LOCK[0]}, ${COST_LOCK[1]})`);
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The orders that took from these product batches (sales; returns go back only to batches a line took from). */
export async function ordersOfBatches(tx: Tx, batchIds: number[]): Promise<number[]> {
  if (!batchIds.length) return [];
  const found = await rows(
    tx,
    sql`select distinct transaction_id as id from transaction_batches where batch_id = any(${idArray(batchIds)})
        order by 1`,
    row({ id: int }),
  );
  return found.map((r) => r.id);
}

/**
 * The orders whose cost follows a lot's price: those whose packs took from it, and those that took from a batch made
 * by a run whose inputs took from it.
 */
export async function ordersOfLot(tx: Tx, restockId: number): Promise<number[]> {
  const found = await rows(
    tx,
    sql`select u.transaction_id as id from usage_lots ul join usages u on u.id = ul.usage_id
        where ul.restock_id = ${restockId} and u.transaction_id is not null
        union
        select tb.transaction_id from usage_lots ul join usages u on u.id = ul.usage_id
          join product_batches b on b.production_run_id = u.production_run_id
          join transaction_batches tb on tb.batch_id = b.id
        where ul.restock_id = ${restockId} and u.production_run_id is not null
        order by 1`,
    row({ id: int }),
  );
  return found.map((r) => r.id);
}

// ---------- reading ----------

export type OrderCosts = Schemas['OrderCosts'];

/**
 * margin ÷ revenue × 100 to 1 decimal, only over a positive revenue (issue 35, decision 037): a period whose returns
 * outweigh its sales has a negative net revenue, and a share of it means nothing (a loss over a negative revenue
 * would read as a gain), so it is null like a period without revenue. Over 100 when returns gave back more cost than
 * the sales took; below −100 when the cost passes twice the revenue.
 */
export const marginPct = (margin: number, revenue: number): number | null =>
  revenue > 0 ? Math.round((margin / revenue) * 1000) / 10 : null;

/** An order's cost of goods and gross margin, per line and in total (404 for an unknown order). */
export async function orderCosts(tx: Tx, id: number): Promise<OrderCosts> {
  const order = await one(
    tx,
    sql`select (t.item_subtotal + t.packaging_subtotal)::float8 as revenue,
          coalesce((select sum(u.value) from usages u where u.transaction_id = t.id), 0)::float8 as packs,
          coalesce((select sum(return_line_cost(rl.id)) from transaction_returns r
            join transaction_return_lines rl on rl.return_id = r.id where r.transaction_id = t.id), 0)::float8 as returned,
          coalesce((select sum(r.value) from transaction_returns r where r.transaction_id = t.id), 0)::float8
            as "returnValue"
        from transactions t where t.id = ${id}`,
    row({ revenue: num, packs: int, returned: num, returnValue: num }),
  );
  if (!order) throw notFound('transaction');
  const lineCosts = await rows<OrderCosts['lineCosts'][number]>(
    tx,
    sql`select tl.id as "lineId", coalesce(x.qty, 0)::float8 as qty, line_cost(tl.id)::float8 as cost,
          case when x.qty > 0 then round(line_cost(tl.id) / x.qty, 2)::float8 end as "unitCost"
        from transaction_packs tp join transaction_lines tl on tl.pack_id = tp.id
          left join lateral (select sum(tb.qty) as qty from transaction_batches tb where tb.line_id = tl.id) x on true
        where tp.transaction_id = ${id}
        order by tp.position, tl.position`,
  );
  const lines = lineCosts.reduce((sum, l) => sum + l.cost, 0);
  const revenue = order.revenue - order.returnValue;
  const cost = lines + order.packs - order.returned;
  const margin = revenue - cost;
  return {
    id,
    revenue,
    lines,
    packs: order.packs,
    returned: order.returned,
    cost,
    margin,
    marginPct: marginPct(margin, revenue),
    lineCosts,
  };
}
