/**
 * Product stock screens: batches with their fresh and frozen stock, adjustments with a reason (opening stock, a count,
 * waste), moves between fresh and frozen within a batch, what can be sold per product, and the product ledger. The
 * stock rules themselves are in batches.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, likePattern, one, paging, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { dateOrToday, expiryFrom } from '../../lib/dates.js';
import { invalid, missingReference, notFound, staleVersion } from '../../lib/errors.js';
import { amountOf, fromMilli, quantityOf, type Milli } from '../../lib/quantity.js';
import { audit } from '../platform/audit.js';
import {
  applyTake,
  changeBatch,
  createBatch,
  lockBatch,
  lockProducts,
  planTake,
  shortProductStock,
  type Bucket,
  type LedgerEntry,
  type LockedBatch,
  type LockedProduct,
} from './batches.js';
import type { StockContext } from '../platform/context.js';
import { defineList, stampColumns } from '../platform/crud.js';
import { int, num, row } from '../../db/rowShape.js';
import { blockColumns } from './blocked.js';

type ProductBatch = Schemas['ProductBatch'];
type BatchQuery = Schemas['ProductBatchListRequest'];
type Adjustment = Schemas['StockAdjustmentRequest'];

const productRef = sql`json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'unit', p.unit)`;

// ---------- batches ----------

const BATCH_FROM = sql`product_batches b join products p on p.id = b.product_id`;

const batchColumns = (
  today: string,
) => sql`${stampColumns('b')}, b.product_id as "productId", ${productRef} as product,
  b.production_run_id as "productionRunId", case when b.production_run_id is null then 'opening' else 'production' end as origin,
  b.date::text as date, b.expiry_date::text as "expiryDate", b.fresh::float8 as fresh, b.frozen::float8 as frozen,
  (b.fresh + b.frozen)::float8 as total, coalesce(b.expiry_date < ${today}::date, false) as expired,
  round(b.unit_cost, 2)::float8 as "unitCost", round((b.fresh + b.frozen) * b.unit_cost)::float8 as value,
  ${blockColumns('b')}`;

const stocked = sql`(b.fresh > 0 or b.frozen > 0)`;

/**
 * The condition of a batch list request on `product_batches b` alone (no join): a search names products, matched
 * in the products table first. An absent `includeEmpty` does not filter (the contract's default, false, does).
 */
function batchWhere(query: BatchQuery): SQL {
  const like = likePattern(query.search);
  const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
  return and(
    like
      ? sql`b.product_id in (select id from products where name ilike ${like} or code ilike ${like})`
      : undefined,
    given(query.productId) && sql`b.product_id = ${query.productId}`,
    given(query.bucket) && (query.bucket === 'frozen' ? sql`b.frozen > 0` : sql`b.fresh > 0`),
    given(query.includeEmpty) && !query.includeEmpty && stocked,
    given(query.dateFrom) && sql`b.date >= ${query.dateFrom}::date`,
    given(query.dateTo) && sql`b.date <= ${query.dateTo}::date`,
  );
}

/**
 * The sorts: each key and then the id, in the request's direction, nulls last. `nulls last` is written only for the
 * nullable expiry date: on a NOT NULL column PostgreSQL would not use the index for `desc nulls last`.
 */
const BATCH_SORTS: Record<string, { key: SQL; nullable?: boolean; product?: boolean }> = {
  date: { key: sql`b.date` },
  product: { key: sql`lower(p.name)`, product: true },
  fresh: { key: sql`b.fresh` },
  frozen: { key: sql`b.frozen` },
  expiryDate: { key: sql`b.expiry_date`, nullable: true },
};

/**
 * The count and the fresh and frozen totals of the batches a request matches, in one statement: from
 * `product_stock_totals` (a row per product) when only the product and `includeEmpty` filter, else aggregated.
 */
function batchTotals(query: BatchQuery, condition: SQL): SQL {
  const filtered = likePattern(query.search) || query.bucket || query.dateFrom || query.dateTo;
  if (filtered)
    return sql`select count(*)::int as n, coalesce(sum(b.fresh), 0)::float8 as fresh, coalesce(sum(b.frozen), 0)::float8 as frozen
        from product_batches b where ${condition}`;
  // Empty batches add nothing to the sums; they count unless the request leaves them out.
  const count = query.includeEmpty === false ? sql`t.stocked` : sql`t.batches`;
  const product =
    query.productId !== undefined && query.productId !== null
      ? sql`t.product_id = ${query.productId}`
      : undefined;
  return sql`select coalesce(sum(${count}), 0)::int as n, coalesce(sum(t.fresh), 0)::float8 as fresh,
      coalesce(sum(t.frozen), 0)::float8 as frozen from product_stock_totals t where ${and(product)}`;
}

/**
 * A page of batches, with the fresh and frozen stock of every matching batch (decision 021): the page's ids first
 * (an index scan on the sort key: `product_batches_date_id`, `…_stocked_date_id`, `…_expiry_asc|desc`), the JSON
 * of those rows only, and the count and totals in one statement (`batchTotals`).
 */
export async function batchPage(tx: Tx, today: string, query: BatchQuery) {
  const { page, perPage, limit, offset } = paging(query);
  const condition = batchWhere(query);
  const sort = BATCH_SORTS[query.sortBy ?? 'date'] ?? BATCH_SORTS['date']!;
  const dir = query.sortDir === 'desc' ? sql`desc` : sql`asc`;
  const order = sql`${sort.key} ${dir}${sort.nullable ? sql` nulls last` : sql``}, b.id ${dir}`;
  const from = sort.product
    ? sql`product_batches b join products p on p.id = b.product_id`
    : sql`product_batches b`;
  const ids = (
    await rows(
      tx,
      sql`select b.id from ${from} where ${condition} order by ${order} limit ${limit} offset ${offset}`,
      row({ id: int }),
    )
  ).map((r) => r.id);
  const idArray = `{${ids.join(',')}}`;
  const datas = ids.length
    ? await rows<ProductBatch>(
        tx,
        sql`select ${batchColumns(today)} from ${BATCH_FROM} where b.id = any(${idArray}::int[])
            order by array_position(${idArray}::int[], b.id)`,
      )
    : [];
  const sums = await one(tx, batchTotals(query, condition), row({ n: int, fresh: num, frozen: num }));
  return {
    datas,
    total: sums?.n ?? 0,
    page,
    perPage,
    totals: { fresh: sums?.fresh ?? 0, frozen: sums?.frozen ?? 0 },
  };
}

export async function getBatch(tx: Tx, today: string, id: number): Promise<ProductBatch> {
  const batch = await one<ProductBatch>(
    tx,
    sql`select ${batchColumns(today)} from ${BATCH_FROM} where b.id = ${id}`,
  );
  if (!batch) throw notFound('batch');
  return batch;
}

// ---------- adjustments ----------

interface Change {
  batchId: number | null;
  bucket: Bucket;
  before: Milli;
  qty: Milli;
}

/** A batch of the product, locked (422 on batchId when it is not one). */
async function batchOf(
  tx: Tx,
  product: LockedProduct,
  batchId: number | null | undefined,
): Promise<LockedBatch> {
  if (batchId === null || batchId === undefined) throw invalid('batchId', 'batch.required');
  const batch = await lockBatch(tx, batchId);
  if (!batch || batch.productId !== product.id)
    throw missingReference('batchId', `Batch ${product.name} tidak ditemukan.`);
  return batch;
}

/**
 * A stock adjustment: opening stock makes a batch; a count sets a batch's bucket to what was counted; waste takes
 * from a batch or oldest batch first (expired ones included). A dry run answers the changes without writing them.
 */
export async function adjustStock(tx: Tx, ctx: StockContext, input: Adjustment) {
  const product = (await lockProducts(tx, [input.productId])).get(input.productId);
  if (!product) throw missingReference('productId', 'product');
  const date = dateOrToday('date', input.date, ctx.today);
  if (input.reason !== 'opening' && input.expiryDate) throw invalid('expiryDate', 'stock.expiryOnlyOpening');
  const dryRun = input.dryRun ?? false;
  const note = input.note?.trim() || null;
  const entry: LedgerEntry = { reason: input.reason, date, note, userId: ctx.userId };
  const changes: Change[] = [];

  if (input.reason === 'opening') {
    if (input.batchId !== undefined && input.batchId !== null)
      throw invalid('batchId', 'stock.openingNoBatch');
    const qty = quantityOf('qty', input.qty, { positive: true });
    const expiryDate = expiryFrom('expiryDate', input.expiryDate, date);
    const batchId = dryRun
      ? null
      : await createBatch(
          tx,
          { productId: product.id, productionRunId: null, date, expiryDate, bucket: input.bucket, qty },
          entry,
        );
    changes.push({ batchId, bucket: input.bucket, before: 0, qty });
  } else if (input.reason === 'count') {
    const counted = quantityOf('qty', input.qty);
    const batch = await batchOf(tx, product, input.batchId);
    const before = batch[input.bucket];
    if (counted !== before) {
      changes.push({ batchId: batch.id, bucket: input.bucket, before, qty: counted - before });
      if (!dryRun)
        await changeBatch(tx, batch, product, [{ bucket: input.bucket, qty: counted - before }], {
          ...entry,
          field: 'qty',
        });
    }
  } else {
    const qty = quantityOf('qty', input.qty, { positive: true });
    if (input.batchId !== undefined && input.batchId !== null) {
      const batch = await batchOf(tx, product, input.batchId);
      const before = batch[input.bucket];
      if (before < qty)
        throw shortProductStock('qty', product, { bucket: input.bucket, qty, available: before, expired: 0 });
      changes.push({ batchId: batch.id, bucket: input.bucket, before, qty: -qty });
      if (!dryRun)
        await changeBatch(tx, batch, product, [{ bucket: input.bucket, qty: -qty }], {
          ...entry,
          field: 'qty',
        });
    } else {
      const plan = await planTake(tx, product.id, input.bucket, qty, {
        date,
        includeExpired: true,
        includeBlocked: true,
      });
      if (!plan.enough) throw shortProductStock('qty', product, plan);
      for (const t of plan.takes)
        changes.push({
          batchId: t.batchId,
          bucket: t.bucket,
          before: plan.held.get(t.batchId) ?? 0,
          qty: -t.qty,
        });
      if (!dryRun) await applyTake(tx, plan, entry);
    }
  }

  const net = changes.reduce((sum, c) => sum + c.qty, 0);
  const answer = {
    dryRun,
    changes: changes.map((c) => ({
      batchId: c.batchId,
      bucket: c.bucket,
      before: fromMilli(c.before),
      after: fromMilli(c.before + c.qty),
      qty: fromMilli(c.qty),
    })),
    qty: fromMilli(net),
    value: amountOf(net, product.price),
  };
  if (!dryRun && changes.length) {
    await audit(tx, {
      userId: ctx.userId,
      action: 'create',
      entity: 'stock',
      entityId: changes[0]!.batchId,
      after: { reason: input.reason, productId: product.id, date, note, ...answer },
    });
  }
  return answer;
}

/** Moves an amount between the buckets of a batch (its total stays), checking the batch's version. */
export async function moveStock(
  tx: Tx,
  ctx: StockContext,
  input: Schemas['StockMoveRequest'],
): Promise<ProductBatch> {
  const batch = await lockBatch(tx, input.id);
  if (!batch) throw notFound('batch');
  if (batch.version !== input.version) throw staleVersion();
  const before = await getBatch(tx, ctx.today, batch.id);
  const product = (await lockProducts(tx, [batch.productId])).get(batch.productId)!;
  const qty = quantityOf('qty', input.qty, { positive: true });
  const date = dateOrToday('date', input.date, ctx.today);
  if (date < batch.date) throw invalid('date', 'date.beforeStart', { start: batch.date, rule: 'batch' });
  const from: Bucket = input.to === 'frozen' ? 'fresh' : 'frozen';
  // A recalled or QC-held batch stays where it is (decision 055): nothing of it is available to move.
  if (batch.blocked)
    throw shortProductStock('qty', product, {
      bucket: from,
      qty,
      available: 0,
      expired: 0,
      blocked: batch[from],
    });
  await changeBatch(
    tx,
    batch,
    product,
    [
      { bucket: from, qty: -qty },
      { bucket: input.to, qty },
    ],
    { reason: 'move', date, note: input.note?.trim() || null, userId: ctx.userId, field: 'qty' },
  );
  const after = await getBatch(tx, ctx.today, batch.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'batch',
    entityId: batch.id,
    before,
    after,
  });
  return after;
}

// ---------- what can be sold, and the ledger ----------

type AvailableQuery = Schemas['StockAvailableRequest'];

/**
 * Per product, what its batches not expired today hold in a bucket, and which batch goes first: a page of the active
 * products by name (Stok Produk; `search` on name or code), or the products asked (`productIds`, ≤ 100: an order
 * form's lines), active or not. With how many products match and what the bucket's sellable stock is worth over all
 * of them (Σ per product of qty × price, rounded to the rupiah). The page's products are chosen first and only their
 * batches read, through `product_batches_stocked_product` (docs/decisions/028-product-filter-stock-table-and-order-writes.md).
 */
export async function availableStock(
  tx: Tx,
  today: string,
  bucket: Bucket,
  query: AvailableQuery = {},
): Promise<{ datas: Schemas['StockAvailableRow'][]; total: number; value: number }> {
  const column = sql.raw(bucket === 'frozen' ? 'b.frozen' : 'b.fresh');
  const like = likePattern(query.search);
  const which = query.productIds
    ? sql`p.id = any(${`{${query.productIds.join(',')}}`}::int[])`
    : and(sql`p.active`, like && sql`(p.name ilike ${like} or p.code ilike ${like})`);
  const { limit, offset } = query.productIds ? { limit: 100, offset: 0 } : paging(query);
  // Recalled or QC-held batches are not for sale (decision 055).
  const sellable = sql`${column} > 0 and b.date <= ${today}::date and (b.expiry_date is null or b.expiry_date >= ${today}::date)
    and b.recalled_at is null and b.held_at is null`;
  const datas = await rows<Schemas['StockAvailableRow']>(
    tx,
    sql`select p.id as "productId", p.code, p.name, p.unit, p.price, s.qty::float8 as qty, s.batches,
          s.oldest::text as "oldestDate", s.next::text as "nextExpiry"
        from (select p.* from products p where ${which} order by lower(p.name), p.id limit ${limit} offset ${offset}) p
        cross join lateral (
          select coalesce(sum(${column}), 0) as qty, count(*)::int as batches, min(b.date) as oldest, min(b.expiry_date) as next
          from product_batches b where b.product_id = p.id and ${sellable}) s
        order by lower(p.name), p.id`,
  );
  const figures = await one(
    tx,
    sql`select (select count(*) from products p where ${which})::int as total,
          (select coalesce(sum(round(w.qty * w.price)), 0) from (
            select p.price, sum(${column}) as qty from product_batches b join products p on p.id = b.product_id
            where ${which} and ${sellable} group by p.id, p.price) w)::float8 as value`,
    row({ total: num, value: num }),
  );
  return { datas, total: figures?.total ?? 0, value: figures?.value ?? 0 };
}

const ledgerList = defineList<Schemas['LedgerEntry'], Schemas['StockLedgerRequest']>({
  columns: sql`l.id, to_json(l.at)#>>'{}' as at, l.date::text as date, l.batch_id as "batchId", b.date::text as "batchDate",
    l.product_id as "productId", ${productRef} as product, l.bucket, l.qty::float8 as qty, l.reason, l.note,
    l.production_run_id as "productionRunId", l.transaction_id as "transactionId",
    case when cu.id is null then null else json_build_object('id', cu.id, 'name', cu.name) end as "createdBy"`,
  from: sql`product_ledger l join products p on p.id = l.product_id join product_batches b on b.id = l.batch_id
    left join users cu on cu.id = l.created_by`,
  key: sql`l.id`,
  search: [sql`p.name`, sql`p.code`, sql`l.note`],
  sort: { at: sql`l.at`, date: sql`l.date` },
  defaultSort: 'at',
  filters: {
    productId: (id) => sql`l.product_id = ${id}`,
    batchId: (id) => sql`l.batch_id = ${id}`,
    reason: (reason) => sql`l.reason = ${reason}`,
    bucket: (bucket) => sql`l.bucket = ${bucket}`,
    dateFrom: (d) => sql`l.date >= ${d}::date`,
    dateTo: (d) => sql`l.date <= ${d}::date`,
  },
});

export const ledgerPage = (tx: Tx, query: Schemas['StockLedgerRequest']) => ledgerList.list(tx, query);
