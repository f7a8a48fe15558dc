/**
 * The corrections of a delivered order (domain.md, Sales transactions; decision 013): undoing the delivery, and
 * returns (retur). Goods that come back after delivery are their own record against the order, never an edit of it.
 * A return line takes a quantity of one order line, up to what was delivered less earlier returns, and puts it back
 * into a bucket of the batches that line was taken from (up to what it took from them) or writes it off as waste. Its
 * value comes off the sales of the return's date.
 *
 * Locks: the order row first (as an order edit, delete or undelivery does, so that a return and an undelivery of one
 * order queue behind each other), then the products in id order, then the batches.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { dateOrToday } from '../../lib/dates.js';
import { conflict, invalid, notFound, staleVersion } from '../../lib/errors.js';
import { amountOf, fromMilli, milliText, quantityOf, type Milli } from '../../lib/quantity.js';
import { audit } from '../platform/audit.js';
import { give, lockBatch, lockProducts, changeBatch, type BatchTake, type Bucket } from '../stock/batches.js';
import type { StockContext } from '../platform/context.js';
import { defineList } from '../platform/crud.js';
import { applySummaries, markOrder } from '../books/reportSummaries.js';
import { getOrder, lockOrder, RETURN_JSON, type Transaction } from './sales.js';
import { int, milli, row as rowShape, text } from '../../db/rowShape.js';
import { applyDeposit, customerOfOrder, lockCustomers, settle, undelivered } from '../money/ledger.js';
import { returnCreated } from '../webhooks/events.js';

type ReturnInput = Schemas['TransactionReturnInput'];
type ReturnQuery = Schemas['TransactionReturnListRequest'];
export type TransactionReturn = Schemas['TransactionReturn'];

/** More returns than this on one order is a sign of misuse, and keeps an order's answer bounded (the contract's 50). */
const MAX_RETURNS_PER_ORDER = 50;

// ---------- reading ----------

// Each row is the return as the contract answers it, built in SQL (RETURN_JSON).
const returnList = defineList<{ row: TransactionReturn }, ReturnQuery>({
  columns: sql`${RETURN_JSON} as row`,
  from: sql`transaction_returns r join transactions t on t.id = r.transaction_id`,
  key: sql`r.id`,
  search: [sql`t.number`, sql`r.reason`],
  sort: { date: sql`r.date` },
  defaultSort: 'date',
  filters: {
    transactionId: (id) => sql`r.transaction_id = ${id}`,
    dateFrom: (d) => sql`r.date >= ${d}::date`,
    dateTo: (d) => sql`r.date <= ${d}::date`,
  },
});

/** A page of returns, newest first. */
export async function returnPage(tx: Tx, query: ReturnQuery) {
  const page = await returnList.list(tx, { sortDir: 'desc', ...query });
  return { ...page, datas: page.datas.map((r) => r.row) };
}

// ---------- recording ----------

interface OrderLine {
  id: number;
  productId: number;
  product: { name: string; unit: string };
  qty: Milli;
  unitPrice: number;
}

/** What each line of an order has come back already (all returns) and put back into each batch (stock returns). */
async function returnedSoFar(tx: Tx, transactionId: number) {
  const perLine = await rows(
    tx,
    sql`select rl.line_id as "lineId", (sum(rl.qty) * 1000)::bigint as qty
        from transaction_return_lines rl join transaction_returns r on r.id = rl.return_id
        where r.transaction_id = ${transactionId} group by rl.line_id`,
    rowShape({ lineId: int, qty: milli }),
  );
  return new Map(perLine.map((r) => [r.lineId, Number(r.qty)]));
}

/**
 * Where `qty` of a line goes back: the batches the line was taken from, oldest first, each up to what it gave the
 * line less what returns of the line have put back into it. Short → 422 on the line's destination.
 */
async function planGiveBack(
  tx: Tx,
  field: string,
  line: OrderLine,
  bucket: Bucket,
  qty: Milli,
  planned: Map<number, Milli>,
): Promise<BatchTake[]> {
  const takes = await rows(
    tx,
    sql`select tb.batch_id as "batchId", (sum(tb.qty) * 1000)::bigint as taken,
          coalesce((select (sum(rb.qty) * 1000)::bigint from transaction_return_batches rb
            join transaction_return_lines rl on rl.id = rb.return_line_id
            where rl.line_id = ${line.id} and rb.batch_id = tb.batch_id), 0) as back
        from transaction_batches tb join product_batches b on b.id = tb.batch_id
        where tb.line_id = ${line.id} group by tb.batch_id, b.date order by b.date, tb.batch_id`,
    rowShape({ batchId: int, taken: milli, back: milli }),
  );
  const out: BatchTake[] = [];
  let left = qty;
  let room = 0;
  for (const t of takes) {
    const free = Number(t.taken) - Number(t.back) - (planned.get(t.batchId) ?? 0);
    room += Math.max(free, 0);
    if (left <= 0 || free <= 0) continue;
    const give = Math.min(free, left);
    out.push({ batchId: t.batchId, bucket, qty: give });
    planned.set(t.batchId, (planned.get(t.batchId) ?? 0) + give);
    left -= give;
  }
  if (left > 0) {
    const { name, unit } = line.product;
    throw room > 0
      ? invalid(field, 'return.partlyFromStock', { name, unit, available: fromMilli(room) })
      : invalid(field, 'return.notFromStock', { name });
  }
  return out;
}

/**
 * Records a return of a delivered order (409 otherwise): its lines bounded by what was delivered less earlier returns
 * (422 on `lines.N.qty`), stock back into the chosen bucket of the line's batches (ledger reason `return`) or written
 * off as waste. Answers the order with its returns.
 */
export async function createReturn(tx: Tx, ctx: StockContext, input: ReturnInput): Promise<Transaction> {
  // The customer's money first (money/ledger.ts): a return of a paid order gives the surplus back as deposit.
  await lockCustomers(tx, [await customerOfOrder(tx, input.transactionId)]);
  const order = await lockOrder(tx, input.transactionId);
  if (order.delivery !== 'delivered') {
    throw conflict('return.notDelivered', { number: order.number }, ['transactionId']);
  }
  const date = dateOrToday('date', input.date, ctx.today);
  if (date < order.date) throw invalid('date', 'date.beforeStart', { start: order.date, rule: 'return' });
  const reason = input.reason.trim();
  if (!reason) throw invalid('reason', 'return.reasonRequired');
  if ((order.returns?.length ?? 0) >= MAX_RETURNS_PER_ORDER)
    throw conflict('return.tooMany', { number: order.number, max: MAX_RETURNS_PER_ORDER });

  const lines = new Map<number, OrderLine>(
    order.packs.flatMap((p) =>
      p.lines.map((l) => [
        l.id,
        {
          id: l.id,
          productId: l.productId,
          product: l.product,
          qty: Math.round(l.qty * 1000),
          unitPrice: l.unitPrice,
        },
      ]),
    ),
  );
  const back = await returnedSoFar(tx, order.id);
  const checked = input.lines.map((l, i) => {
    const line = lines.get(l.lineId);
    if (!line) throw invalid(`lines.${i}.lineId`, 'return.foreignLine');
    const qty = quantityOf(`lines.${i}.qty`, l.qty, { positive: true });
    const already = back.get(line.id) ?? 0;
    const left = line.qty - already;
    if (qty > left) {
      const { name, unit } = line.product;
      throw left > 0
        ? invalid(`lines.${i}.qty`, 'return.tooMuch', {
            name,
            unit,
            available: fromMilli(left),
            delivered: fromMilli(line.qty),
            returned: fromMilli(already),
          })
        : invalid(`lines.${i}.qty`, 'return.allReturned', { name });
    }
    // Two lines of one request on the same order line share its bound.
    back.set(line.id, already + qty);
    return {
      line,
      qty,
      destination: l.destination,
      value: amountOf(qty, line.unitPrice),
      field: `lines.${i}`,
    };
  });

  await lockProducts(
    tx,
    checked.filter((c) => c.destination !== 'waste').map((c) => c.line.productId),
  );
  const planned = new Map<number, Milli>();
  const gives: BatchTake[][] = [];
  for (const c of checked)
    gives.push(
      c.destination === 'waste'
        ? []
        : await planGiveBack(tx, `${c.field}.destination`, c.line, c.destination, c.qty, planned),
    );

  const summaries = await markOrder(tx, order.id);
  const value = checked.reduce((s, c) => s + c.value, 0);
  const itemCount = checked.reduce((s, c) => s + c.qty, 0);
  const row = await one(
    tx,
    sql`insert into transaction_returns (transaction_id, date, reason, value, item_count, created_by)
        values (${order.id}, ${date}, ${reason}, ${value}, ${milliText(itemCount)}::numeric, ${ctx.userId}) returning id`,
    rowShape({ id: int }),
  );
  const returnId = row!.id;
  for (const [i, c] of checked.entries()) {
    const line = await one(
      tx,
      sql`insert into transaction_return_lines (return_id, line_id, qty, destination, value)
          values (${returnId}, ${c.line.id}, ${milliText(c.qty)}::numeric, ${c.destination}, ${c.value}) returning id`,
      rowShape({ id: int }),
    );
    for (const g of gives[i]!)
      await tx.execute(sql`
        insert into transaction_return_batches (return_line_id, batch_id, bucket, qty)
        values (${line!.id}, ${g.batchId}, ${g.bucket}, ${milliText(g.qty)}::numeric)`);
  }
  await give(tx, gives.flat(), {
    reason: 'return',
    date,
    note: `Retur ${order.number}`,
    transactionId: order.id,
    userId: ctx.userId,
  });
  await tx.execute(
    sql`update transactions set version = version + 1, updated_at = now() where id = ${order.id}`,
  );
  await settle(tx, [order.id], ctx.today);
  await applySummaries(tx, summaries);
  const after = await getOrder(tx, order.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'create',
    entity: 'transactionReturn',
    entityId: returnId,
    after: after.returns?.find((r) => r.id === returnId),
  });
  await returnCreated(tx, order.id, async () => after.returns?.find((r) => r.id === returnId) ?? null);
  return after;
}

/**
 * Deletes a return: what it put back into batches is taken out again (409 naming the product when a batch no longer
 * holds it). Answers the order with its remaining returns.
 */
export async function deleteReturn(tx: Tx, ctx: StockContext, id: number): Promise<Transaction> {
  const found = await one(
    tx,
    sql`select transaction_id as "transactionId" from transaction_returns where id = ${id}`,
    rowShape({ transactionId: int }),
  );
  if (!found) throw notFound('transactionReturn');
  await lockCustomers(tx, [await customerOfOrder(tx, found.transactionId)]);
  const order = await lockOrder(tx, found.transactionId);
  // Deleted by another request while this one waited for the order.
  const before = order.returns?.find((r) => r.id === id);
  if (!before) throw notFound('transactionReturn');

  const given = await rows(
    tx,
    sql`select rb.batch_id as "batchId", b.product_id as "productId", rb.bucket, (sum(rb.qty) * 1000)::bigint as qty
        from transaction_return_batches rb join transaction_return_lines rl on rl.id = rb.return_line_id
        join product_batches b on b.id = rb.batch_id
        where rl.return_id = ${id} group by rb.batch_id, b.product_id, rb.bucket order by b.product_id, rb.batch_id`,
    rowShape({ batchId: int, productId: int, bucket: text<Bucket>(), qty: milli }),
  );
  const products = await lockProducts(
    tx,
    given.map((g) => g.productId),
  );
  const entry = { reason: 'return' as const, date: ctx.today < before.date ? before.date : ctx.today };
  for (const g of given) {
    const batch = (await lockBatch(tx, g.batchId))!;
    const product = products.get(g.productId)!;
    if (batch[g.bucket] < Number(g.qty)) {
      throw conflict(
        'return.stockUsed',
        {
          name: product.name,
          bucket: g.bucket,
          batch: batch.id,
          available: fromMilli(batch[g.bucket]),
          unit: product.unit,
        },
        ['id'],
      );
    }
    await changeBatch(tx, batch, product, [{ bucket: g.bucket, qty: -Number(g.qty) }], {
      ...entry,
      note: `Retur ${order.number} dihapus`,
      transactionId: order.id,
      userId: ctx.userId,
      field: 'id',
    });
  }
  const summaries = await markOrder(tx, order.id);
  await tx.execute(sql`delete from transaction_returns where id = ${id}`);
  await tx.execute(
    sql`update transactions set version = version + 1, updated_at = now() where id = ${order.id}`,
  );
  // What the return gave back to the customer's deposit pays the order again (money/ledger.ts).
  await applyDeposit(tx, order.id, ctx.today);
  await settle(tx, [order.id], ctx.today);
  await applySummaries(tx, summaries);
  await audit(tx, {
    userId: ctx.userId,
    action: 'delete',
    entity: 'transactionReturn',
    entityId: id,
    before,
  });
  return getOrder(tx, order.id);
}

// ---------- undoing a delivery ----------

/**
 * Undoes a delivery ("Batalkan pengiriman"): an explicit correction, with its own right and a reason, recorded in the
 * audit log with who and why. The order is pending again (so it may be changed or deleted); refused while it has
 * returns, whose stock and value hang on it being delivered.
 */
export async function undeliverOrder(
  tx: Tx,
  ctx: StockContext,
  input: Schemas['TransactionUndeliverRequest'],
): Promise<Transaction> {
  const before = await lockOrder(tx, input.id);
  if (before.version !== input.version) throw staleVersion();
  if (before.delivery !== 'delivered') {
    throw conflict('order.notDelivered', { number: before.number }, ['delivery']);
  }
  const reason = input.reason.trim();
  if (!reason) throw invalid('reason', 'order.undeliverReason');
  const returns = before.returns?.length ?? 0;
  if (returns) {
    throw conflict('order.hasReturns', { number: before.number, count: returns }, ['id']);
  }
  await tx.execute(
    sql`update transactions set delivery = 'pending', version = version + 1, updated_at = now() where id = ${before.id}`,
  );
  await undelivered(tx, before.id);
  const after = await getOrder(tx, before.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'undeliver',
    entity: 'transaction',
    entityId: before.id,
    before,
    after: { ...after, reason },
  });
  return after;
}
