/**
 * Receiving a purchase order (issue 39, decision 051). Per line: the quantity arrived, its lot code, its expiry (the
 * material's shelf life after the receipt's date when not given) and its price (the order's when not given; another is
 * kept and flagged). Each line is a restock written by the one restock path (stock/materialLog.ts `recordRestock`), so
 * that stock, FEFO, costs, the expense report and the books follow as for any restock; the receipt is the vendor's
 * bill (money/vendorLedger.ts). Lines may arrive in parts; more than OVER_RECEIPT_TOLERANCE over a line's ordered
 * quantity needs the caller's confirmation.
 *
 * Locks: the vendor's money first (vendorLedger.ts), then the order's row: two receipts of one order (from two
 * processes) run one after the other, the second seeing what the first received.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { int, milli, num, row, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { addDays, dateOrToday, expiryFrom } from '../../lib/dates.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { amountOf, fromMilli, MAX_MONEY, milliText, quantityOf, type Milli } from '../../lib/quantity.js';
import { audit } from '../platform/audit.js';
import type { StockContext } from '../platform/context.js';
import { addBill, lockVendors } from '../money/vendorLedger.js';
import { recordRestock } from '../stock/materialLog.js';
import type { MaterialKind } from '../stock/lots.js';
import {
  ensureState,
  ensureVersion,
  getPurchaseOrder,
  lockPurchaseOrder,
  type PurchaseOrder,
} from './purchaseOrders.js';

type Request = Schemas['PurchaseReceiveRequest'];
export type PurchaseReceipt = Schemas['PurchaseReceipt'];

/** A line may receive up to 10 % more than was ordered (with what arrived before) without a confirmation. */
export const OVER_RECEIPT_TOLERANCE = 0.1;

/** The most of an ordered quantity (thousandths) that may arrive without a confirmation. */
export const receiptLimit = (ordered: Milli): Milli => Math.floor(ordered * (1 + OVER_RECEIPT_TOLERANCE));

interface OrderLine {
  id: number;
  materialId: number;
  kind: MaterialKind;
  name: string;
  unit: string;
  shelfLifeDays: number | null;
  qty: Milli;
  received: Milli;
  unitPrice: number;
}

interface ReceivedLine {
  line: OrderLine;
  qty: Milli;
  unitPrice: number;
  total: number;
  batchCode: string | null;
  expiryDate: string | null;
}

/** The receipt's lines checked against the order's (422 or 409 on `lines.N.…`), in the request's order. */
function checkReceipt(input: Request, lines: OrderLine[], date: string): ReceivedLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Map<number, number>();
  return input.lines.map((r, i) => {
    const field = `lines.${i}`;
    const line = byId.get(r.lineId);
    if (!line) throw invalid(`${field}.lineId`, 'purchase.lineNotFound', { line: i + 1 });
    const first = seen.get(r.lineId);
    if (first !== undefined)
      throw invalid(`${field}.lineId`, 'validation.duplicateItems', {
        rule: 'purchaseLine',
        line: first + 1,
      });
    seen.set(r.lineId, i);
    const qty = quantityOf(`${field}.qty`, r.qty, { positive: true });
    if (line.received + qty > receiptLimit(line.qty) && input.confirmOverReceipt !== true)
      throw conflict(
        'purchase.overReceipt',
        {
          name: line.name,
          unit: line.unit,
          ordered: fromMilli(line.qty),
          received: fromMilli(line.received),
          qty: fromMilli(qty),
          max: fromMilli(receiptLimit(line.qty)),
        },
        [`${field}.qty`],
      );
    const unitPrice = r.unitPrice ?? line.unitPrice;
    const total = amountOf(qty, unitPrice);
    if (total > MAX_MONEY) throw invalid(`${field}.qty`, 'restock.totalTooLarge');
    const expiryDate =
      r.expiryDate === undefined
        ? line.shelfLifeDays === null
          ? null
          : addDays(date, line.shelfLifeDays)
        : expiryFrom(`${field}.expiryDate`, r.expiryDate, date);
    return { line, qty, unitPrice, total, batchCode: r.batchCode?.trim() || null, expiryDate };
  });
}

async function orderLines(tx: Tx, orderId: number): Promise<OrderLine[]> {
  return rows(
    tx,
    sql`select l.id, l.material_id as "materialId", m.kind, m.name, m.unit, m.shelf_life_days as "shelfLifeDays",
          (l.qty * 1000)::bigint as qty, (l.received * 1000)::bigint as received, l.unit_price as "unitPrice"
        from purchase_order_lines l join materials m on m.id = l.material_id
        where l.purchase_order_id = ${orderId} order by l.position`,
    row({
      id: int,
      materialId: int,
      kind: text<MaterialKind>(),
      name: text,
      unit: text,
      shelfLifeDays: int.nullable,
      qty: milli,
      received: milli,
      unitPrice: num,
    }),
  );
}

/**
 * Receives goods of a sent (or partly received) order: a lot per line, the receipt and its bill; the order becomes
 * `partial`, or `received` once every line has arrived in full. Answers the order and this receipt.
 */
export async function receivePurchaseOrder(
  tx: Tx,
  ctx: StockContext,
  input: Request,
): Promise<{ order: PurchaseOrder; receipt: PurchaseReceipt }> {
  const head = await one(
    tx,
    sql`select vendor_id as "vendorId" from purchase_orders where id = ${input.id}`,
    row({ vendorId: int }),
  );
  if (!head) throw notFound('purchaseOrder');
  await lockVendors(tx, [head.vendorId]);
  const order = await lockPurchaseOrder(tx, input.id);
  await ensureVersion(tx, order.id, order.version, input.version);
  ensureState(order, 'receive', ['sent', 'partial']);
  // Only a draft changes its vendor: a draft changed and sent between the two reads is the one way to get here.
  if (order.vendorId !== head.vendorId) throw conflict('record.busy');
  const date = dateOrToday('date', input.date, ctx.today);
  if (date < order.date) throw invalid('date', 'date.beforeStart', { start: order.date });
  const lines = await orderLines(tx, order.id);
  const received = checkReceipt(input, lines, date);
  const before = await getPurchaseOrder(tx, order.id);

  const receipt = await one(
    tx,
    sql`insert into purchase_receipts (purchase_order_id, date, note, created_by)
        values (${order.id}, ${date}::date, ${input.note?.trim() || null}, ${ctx.userId}) returning id`,
    row({ id: int }),
  );
  const receiptId = receipt!.id;
  for (const r of received) {
    const lot = await recordRestock(tx, ctx, r.line.kind, {
      materialId: r.line.materialId,
      vendorId: order.vendorId,
      date,
      qty: r.qty,
      unitPrice: r.unitPrice,
      total: r.total,
      batchCode: r.batchCode,
      expiryDate: r.expiryDate,
      note: order.number,
    });
    await tx.execute(sql`insert into purchase_receipt_lines (receipt_id, line_id, restock_id, qty, unit_price, ordered_price)
      values (${receiptId}, ${r.line.id}, ${lot.id}, ${milliText(r.qty)}::numeric, ${r.unitPrice}, ${r.line.unitPrice})`);
    await tx.execute(sql`update purchase_order_lines set received = received + ${milliText(r.qty)}::numeric
      where id = ${r.line.id}`);
    r.line.received += r.qty;
  }
  await addBill(tx, {
    vendorId: order.vendorId,
    receiptId,
    number: order.number,
    date,
    amount: received.reduce((s, r) => s + r.total, 0),
  });
  const state = lines.every((l) => l.received >= l.qty) ? 'received' : 'partial';
  await tx.execute(sql`update purchase_orders set state = ${state}, version = version + 1, updated_at = now()
    where id = ${order.id}`);
  const after = await getPurchaseOrder(tx, order.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'purchaseOrder',
    entityId: order.id,
    before,
    after,
  });
  return { order: after, receipt: after.receipts.find((r) => r.id === receiptId)! };
}
