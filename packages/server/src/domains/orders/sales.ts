/**
 * Sales orders (transactions) of packs (domain.md, Sales transactions). An order has a number `TRX-YYYYMMDD-NNNN` from
 * a per-day counter row, three independent states, its ongkir copied from the customer's bracket, packs of lines with
 * prices copied from the pack material and from the customer's price list at the order's date or the product
 * (catalogue/pricing.ts), and totals computed here. Its stock moves through
 * orderStock.ts; an edit keeps the id and applies the stock again, a delete gives back exactly what it took
 * and is refused once delivered. Delivered is final for a plain update; the corrections after delivery (returns,
 * undoing the delivery) are in returns.ts.
 */
import { orderTotal, packSums } from '@pawon/api-client/pricing';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, one, preparedOne, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { dateOrToday } from '../../lib/dates.js';
import { AppError, conflict, invalid, missingReference, notFound, staleVersion } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { MAX_MONEY, milliText, quantityOf, type Milli } from '../../lib/quantity.js';
import { audit, lastChange } from '../platform/audit.js';
import { lockProducts, type Bucket } from '../stock/batches.js';
import type { OrderContext, StockContext } from '../platform/context.js';
import { stampColumns } from '../platform/crud.js';
import { lockMaterials } from '../stock/lots.js';
import {
  applyOrderStock,
  orderStockIds,
  planOrderStock,
  releaseOrderStock,
  type StockLine,
  type StockPack,
} from './orderStock.js';
import { lockForOrderWrite } from '../books/costs.js';
import { applySummaries, markOrder, newOrder } from '../books/reportSummaries.js';
import { bool, int, row as rowShape } from '../../db/rowShape.js';
import {
  customerOfOrder,
  delivered as markDelivered,
  lockCustomers,
  removeAllocations,
  settle,
} from '../money/ledger.js';
import { creditCheck, HOLD_JSON, isHeld, payBalance } from '../money/payments.js';
import { pricesAt } from '../catalogue/pricing.js';
import { orderChanged, orderCreated, orderDeleted } from '../webhooks/events.js';

export type Transaction = Schemas['Transaction'];
type OrderFields = Schemas['TransactionFields'];
type OrderInput = Schemas['TransactionInput'];
type OrderUpdate = Schemas['TransactionUpdate'];

// ---------- reading ----------

export const ORDER_FROM = sql`transactions t join customers c on c.id = t.customer_id
  left join users cu on cu.id = t.created_by
  left join lateral (
    select json_agg(json_build_object('id', tp.id, 'materialId', tp.material_id,
        'material', json_build_object('id', m.id, 'name', m.name, 'unit', m.unit),
        'count', tp.count, 'packPrice', tp.pack_price, 'subtotal', tp.subtotal, 'lines', coalesce(l.lines, '[]'::json))
        order by tp.position) as packs
    from transaction_packs tp join materials m on m.id = tp.material_id
    left join lateral (
      select json_agg(json_build_object('id', tl.id, 'productId', tl.product_id,
          'product', json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'unit', p.unit),
          'bucket', tl.bucket, 'qtyPerPack', tl.qty_per_pack, 'qty', tl.qty_per_pack * tp.count, 'unitPrice', tl.unit_price,
          'subtotal', round(tl.qty_per_pack * tp.count * tl.unit_price)::bigint) order by tl.position) as lines
      from transaction_lines tl join products p on p.id = tl.product_id where tl.pack_id = tp.id) l on true
    where tp.transaction_id = t.id) pk on true`;

/** A return as JSON, from `transaction_returns r join transactions t`. */
export const RETURN_JSON = sql`json_build_object('id', r.id, 'transactionId', r.transaction_id, 'number', t.number,
  'date', r.date::text, 'reason', r.reason, 'value', r.value, 'itemCount', r.item_count::float8,
  'lines', (select coalesce(json_agg(json_build_object('id', rl.id, 'lineId', rl.line_id, 'productId', p.id,
      'product', json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'unit', p.unit),
      'bucket', tl.bucket, 'qty', rl.qty::float8, 'destination', rl.destination, 'unitPrice', tl.unit_price,
      'value', rl.value) order by rl.id), '[]'::json)
    from transaction_return_lines rl join transaction_lines tl on tl.id = rl.line_id join products p on p.id = tl.product_id
    where rl.return_id = r.id),
  'createdBy', (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = r.created_by),
  'createdAt', to_json(r.created_at)#>>'{}')`;

export const ORDER_COLUMNS = sql`${stampColumns('t')}, t.number, t.date::text as date, t.customer_id as "customerId",
  json_build_object('id', c.id, 'name', c.name, 'phone', c.phone, 'category', c.category, 'address', c.address) as customer,
  t.delivery_date::text as "deliveryDate", to_char(t.delivery_time, 'HH24:MI') as "deliveryTime",
  t.payment, t.packing, t.delivery, to_json(t.delivered_at)#>>'{}' as "deliveredAt", t.packed_date::text as "packedDate", t.ongkir, t.item_subtotal as "itemSubtotal",
  t.packaging_subtotal as "packagingSubtotal", t.total, t.item_count::float8 as "itemCount", t.note,
  coalesce(pk.packs, '[]'::json) as packs,
  case when cu.id is null then null else json_build_object('id', cu.id, 'name', cu.name) end as "createdBy",
  (select coalesce(json_agg(${RETURN_JSON} order by r.date, r.id), '[]'::json) from transaction_returns r
    where r.transaction_id = t.id) as returns,
  t.paid_amount as "paidAmount", t.balance,
  case when t.balance = 0 and (t.paid_amount > 0 or t.payment = 'paid') then 'paid' when t.paid_amount > 0 then 'partial' else 'unpaid' end as "paymentState",
  t.due_date::text as "dueDate", ${HOLD_JSON} as "creditHold", t.standing_order_id as "standingOrderId"`;

export async function getOrder(tx: Tx, id: number): Promise<Transaction> {
  const order = await preparedOne<Transaction>(
    tx,
    sql`select ${ORDER_COLUMNS} from ${ORDER_FROM} where ${and(sql`t.id = ${id}`)}`,
  );
  if (!order) throw notFound('transaction');
  return order;
}

// ---------- checking an order ----------

interface CheckedLine extends StockLine {
  qtyPerPack: Milli;
  unitPrice: number;
  subtotal: number;
}

interface CheckedPack extends StockPack {
  packPrice: number;
  subtotal: number;
  lines: CheckedLine[];
}

/** Whether a customer asks for a minimum remaining shelf life at delivery (customers.min_shelf_life_days > 0). */
async function asksShelfLife(tx: Tx, customerId: number): Promise<boolean> {
  const found = await one(
    tx,
    sql`select min_shelf_life_days > 0 as asks from customers where id = ${customerId}`,
    rowShape({ asks: bool }),
  );
  return found?.asks ?? false;
}

interface CheckedOrder {
  date: string;
  customerId: number;
  ongkir: number;
  deliveryDate: string | null;
  deliveryTime: string | null;
  payment: 'paid' | 'unpaid';
  packing: 'packed' | 'unpacked';
  delivery: 'pending' | 'delivered';
  packedDate: string | null;
  note: string | null;
  packs: CheckedPack[];
  itemSubtotal: number;
  packagingSubtotal: number;
  total: number;
  itemCount: Milli;
}

/** What an edit keeps: the prices and ongkir copied when the order was made. */
interface Copied {
  customerId: number;
  ongkir: number;
  unitPrices: Map<number, number>;
  packPrices: Map<number, number>;
  productIds: Set<number>;
}

const money = (field: string, value: number) => {
  if (value > MAX_MONEY) throw invalid(field, 'order.valueTooLarge');
  return value;
};

/**
 * Delivery implies packing (issue 37): an order that becomes delivered while unpacked is packed first, so that its
 * fresh lines take their batches as packing would (on the day it is marked, under the same locks; short is the same
 * 409). One rule for every path that delivers: a new order, an update, `transaction/status` and the bulk move. An
 * order delivered already keeps its packing (delivered is final), and undoing a delivery does not unpack.
 */
function packingOf(fields: OrderFields, state: { delivered: boolean }): CheckedOrder['packing'] {
  if (fields.delivery === 'delivered' && !state.delivered) return 'packed';
  return fields.packing ?? 'unpacked';
}

/**
 * Checks an order's fields and packs and locks what its stock touches (pack materials, then products; also those of
 * `also`, the order as it was). Prices come from the pack material and the customer's price at the order's date
 * (its list's, else the product's), or from `copied` for an edit.
 */
export async function checkOrder(
  tx: Tx,
  ctx: OrderContext,
  fields: Required<Pick<OrderFields, 'customerId' | 'packs'>> & OrderFields,
  state: { packedDate: string | null; delivered: boolean },
  copied: Copied | undefined,
  also: { materialIds: number[]; productIds: number[] } = { materialIds: [], productIds: [] },
): Promise<CheckedOrder> {
  const date = dateOrToday('date', fields.date, ctx.today);
  const deliveryDate = fields.deliveryDate ?? null;
  if (deliveryDate && deliveryDate < date)
    throw invalid('deliveryDate', 'date.beforeStart', { start: date, rule: 'delivery' });
  // The customer's ongkir and its prices at the order's date (catalogue/pricing.ts), in one statement: for a new
  // order, or an edit that moves it to another customer or adds products it did not have (an edit keeps the prices
  // and ongkir it was made at).
  const sameCustomer = copied !== undefined && copied.customerId === fields.customerId;
  const unpriced = [...new Set(fields.packs.flatMap((p) => p.lines.map((l) => l.productId)))].filter(
    (id) => !copied?.unitPrices.has(id),
  );
  const priced =
    sameCustomer && !unpriced.length ? undefined : await pricesAt(tx, fields.customerId, date, unpriced);
  if (!sameCustomer && !priced) throw missingReference('customerId', 'customer');
  const ongkir = sameCustomer ? copied.ongkir : priced!.ongkir;

  const materials = await lockMaterials(tx, [...fields.packs.map((p) => p.materialId), ...also.materialIds]);
  const products = await lockProducts(tx, [
    ...fields.packs.flatMap((p) => p.lines.map((l) => l.productId)),
    ...also.productIds,
  ]);

  const packing = packingOf(fields, state);
  const packedDate =
    packing === 'packed'
      ? state.packedDate && state.packedDate >= date
        ? state.packedDate
        : ctx.today
      : null;

  let itemSubtotal = 0;
  let packagingSubtotal = 0;
  let itemCount = 0;
  const packs = fields.packs.map((p, i): CheckedPack => {
    const material = materials.get(p.materialId);
    if (!material || material.packagingType !== 'pack')
      throw missingReference(`packs.${i}.materialId`, 'pack');
    const seen = new Map<string, number>();
    const lines = p.lines.map((l, j): CheckedLine => {
      const field = `packs.${i}.lines.${j}`;
      const product = products.get(l.productId);
      if (!product) throw missingReference(`${field}.productId`, 'product');
      if (!product.active && !copied?.productIds.has(product.id))
        throw invalid(`${field}.productId`, 'product.inactive', { name: product.name });
      const key = `${product.id}:${l.bucket}`;
      const first = seen.get(key);
      if (first !== undefined)
        throw invalid(`${field}.productId`, 'order.duplicateProduct', { line: first + 1 });
      seen.set(key, j);
      const qtyPerPack = quantityOf(`${field}.qtyPerPack`, l.qtyPerPack, { positive: true });
      // A list's price, else the product's own as its row was just locked.
      const quoted = priced?.prices.get(product.id);
      const unitPrice = copied?.unitPrices.get(product.id) ?? (quoted?.listed ? quoted.price : product.price);
      return {
        field: `${field}.qtyPerPack`,
        product,
        bucket: l.bucket as Bucket,
        qty: qtyPerPack * p.count,
        qtyPerPack,
        unitPrice,
        subtotal: 0,
      };
    });
    const packPrice = copied?.packPrices.get(material.id) ?? material.packPrice ?? 0;
    // The pricing rule the order form shows too (@pawon/api-client/pricing).
    const sums = packSums({ count: p.count, packPrice, lines });
    lines.forEach((line, j) => (line.subtotal = money(line.field, sums.lines[j]!)));
    const subtotal = money(`packs.${i}.count`, sums.subtotal);
    itemSubtotal += sums.items;
    packagingSubtotal += sums.packaging;
    itemCount += lines.reduce((s, l) => s + l.qty, 0);
    return { field: `packs.${i}.count`, material, count: p.count, packPrice, subtotal, lines };
  });
  const total = money('packs', orderTotal({ items: itemSubtotal, packaging: packagingSubtotal, ongkir }));
  return {
    date,
    customerId: fields.customerId,
    ongkir,
    deliveryDate,
    deliveryTime: fields.deliveryTime ?? null,
    payment: fields.payment ?? 'unpaid',
    packing,
    delivery: fields.delivery ?? 'pending',
    packedDate,
    note: fields.note?.trim() || null,
    packs,
    itemSubtotal,
    packagingSubtotal,
    total,
    itemCount,
  };
}

// ---------- writing ----------

/** The next number of the order's day, from its counter row (an upsert: concurrent orders queue on the row). */
async function nextNumber(tx: Tx, date: string): Promise<string> {
  const row = await one(
    tx,
    sql`insert into transaction_counters (day, last) values (${date}::date, 1)
        on conflict (day) do update set last = transaction_counters.last + 1
        returning last`,
    rowShape({ last: int }),
  );
  return `TRX-${date.replaceAll('-', '')}-${String(row!.last).padStart(4, '0')}`;
}

/** Writes an order's packs and lines (their ids set on the checked lines, for the stock takes). */
async function insertPacks(tx: Tx, orderId: number, packs: CheckedPack[]) {
  for (const [i, pack] of packs.entries()) {
    const row = await one(
      tx,
      sql`insert into transaction_packs (transaction_id, position, material_id, count, pack_price, subtotal)
          values (${orderId}, ${i}, ${pack.material.id}, ${pack.count}, ${pack.packPrice}, ${pack.subtotal}) returning id`,
      rowShape({ id: int }),
    );
    const values = sql.join(
      pack.lines.map(
        (l, j) =>
          sql`(${row!.id}::int, ${orderId}::int, ${j}::int, ${l.product.id}::int, ${l.bucket}::text, ${milliText(l.qtyPerPack)}::numeric, ${l.unitPrice}::bigint)`,
      ),
      sql`, `,
    );
    const ids = await rows(
      tx,
      sql`insert into transaction_lines (pack_id, transaction_id, position, product_id, bucket, qty_per_pack, unit_price)
          select * from (values ${values}) as v(pack_id, transaction_id, position, product_id, bucket, qty_per_pack, unit_price) order by position
          returning id`,
      rowShape({ id: int }),
    );
    const sorted = ids.map((r) => r.id).sort((a, b) => a - b);
    pack.lines.forEach((l, j) => (l.lineId = sorted[j]));
  }
}

const allLines = (order: CheckedOrder) => order.packs.flatMap((p) => p.lines);

/**
 * Records an order: its number, packs and lines, and its stock (409 when short: nothing is written). `made`: the
 * standing order making it (standingOrders.ts), whose order is never held: where its customer would be held for
 * credit it is refused instead, 409 `standingOrder.creditHold` with the hold's reasons and figures.
 */
export async function createOrder(
  tx: Tx,
  ctx: OrderContext,
  input: OrderInput,
  made?: { standingOrderId: number },
): Promise<Transaction> {
  // The customer's money first (money/ledger.ts): two orders of one customer are checked against its limit in turn.
  await lockCustomers(tx, [input.customerId]);
  await lockForOrderWrite(tx);
  let order = await checkOrder(tx, ctx, input, { packedDate: null, delivered: false }, undefined);
  // Over the credit limit or long overdue: accepted, but held (neither packed nor delivered) until released.
  const paidNow = input.payment === 'paid';
  const hold = await creditCheck(tx, order.customerId, null, paidNow ? 0 : order.total, ctx.today);
  if (hold && made)
    throw conflict('standingOrder.creditHold', {
      reasons: hold.reasons.join(', '),
      exposure: hold.exposure,
      limit: hold.limit,
      overdueDays: hold.overdueDays,
    });
  if (hold) order = { ...order, packing: 'unpacked', packedDate: null, delivery: 'pending' };
  const plan = await planOrderStock(tx, order.packs, allLines(order), order);
  const number = await nextNumber(tx, order.date);
  const row = await one(
    tx,
    sql`insert into transactions (number, date, customer_id, delivery_date, delivery_time, payment, packing, delivery, packed_date,
          ongkir, item_subtotal, packaging_subtotal, total, item_count, note, created_by, balance, credit_hold, standing_order_id)
        values (${number}, ${order.date}, ${order.customerId}, ${order.deliveryDate}, ${order.deliveryTime}::time, 'unpaid',
          ${order.packing}, ${order.delivery}, ${order.packedDate}, ${order.ongkir}, ${order.itemSubtotal}, ${order.packagingSubtotal},
          ${order.total}, ${milliText(order.itemCount)}::numeric, ${order.note}, ${ctx.userId}, ${order.total},
          ${hold ? JSON.stringify(hold) : null}::jsonb || jsonb_build_object('heldAt', to_json(now())#>>'{}'),
          ${made?.standingOrderId ?? null}::int)
        returning id`,
    rowShape({ id: int }),
  );
  const id = row!.id;
  await insertPacks(tx, id, order.packs);
  await applyOrderStock(tx, ctx, { id, number, date: order.date, packedDate: order.packedDate }, plan);
  // What it owes: paid on the spot (a payment of its total), delivered (due date, the deposit pays it), settled.
  if (paidNow) await payBalance(tx, ctx, { id, number, customerId: order.customerId });
  if (order.delivery === 'delivered') await markDelivered(tx, id, ctx.today);
  await settle(tx, [id], ctx.today);
  await applySummaries(tx, newOrder(id));
  const after = await getOrder(tx, id);
  await audit(tx, { userId: ctx.userId, action: 'create', entity: 'transaction', entityId: id, after });
  await orderCreated(tx, after);
  return after;
}

/**
 * An order with its row locked (a concurrent edit or delete has finished, or waits for this one), or 404. Every write
 * of an order starts here: it first takes the order writes' side of the cost lock (books/costs.ts).
 */
export async function lockOrder(tx: Tx, id: number): Promise<Transaction> {
  await lockForOrderWrite(tx);
  await one(tx, sql`select id from transactions where id = ${id} for update`);
  return getOrder(tx, id);
}

const packsOf = (order: Transaction): OrderInput['packs'] =>
  order.packs.map((p) => ({
    materialId: p.materialId,
    count: p.count,
    lines: p.lines.map((l) => ({ productId: l.productId, bucket: l.bucket, qtyPerPack: l.qtyPerPack })),
  }));

/** Same packs, counts and lines (product, bucket, qty per pack) in the same order: what a full form re-sends. */
function samePacks(sent: NonNullable<OrderFields['packs']>, order: Transaction): boolean {
  const milli = (q: number) => Math.round(q * 1000);
  return (
    sent.length === order.packs.length &&
    sent.every((p, i) => {
      const o = order.packs[i]!;
      return (
        p.materialId === o.materialId &&
        p.count === o.count &&
        p.lines.length === o.lines.length &&
        p.lines.every((l, j) => {
          const ol = o.lines[j]!;
          return (
            l.productId === ol.productId &&
            l.bucket === ol.bucket &&
            milli(l.qtyPerPack) === milli(ol.qtyPerPack)
          );
        })
      );
    })
  );
}

/**
 * Delivered is final (domain.md): a plain update may still record the payment, the note and when it was delivered,
 * the things the business still corrects afterwards; packs, lines, customer, date and packing (and with them the
 * stock) are refused, each on its field, and delivery goes back only through `undeliverOrder`. A client re-sending
 * the unchanged values (a full form) is not refused.
 */
function refuseDeliveredChanges(
  before: Transaction,
  changes: Omit<OrderUpdate, 'id' | 'version'>,
  today: string,
) {
  const fields: string[] = [];
  if (changes.packs !== undefined && !samePacks(changes.packs, before)) fields.push('packs');
  if (changes.customerId !== undefined && changes.customerId !== before.customerId) fields.push('customerId');
  if (changes.date !== undefined && (changes.date ?? today) !== before.date) fields.push('date');
  if (changes.packing !== undefined && changes.packing !== before.packing) fields.push('packing');
  if (changes.delivery === 'pending') fields.push('delivery');
  if (!fields.length) return;
  const list = fields.map((field) => text('error.order.fieldName', { field })).join(', ');
  // Each field says its own rule: the same code, with the field as a parameter the catalogue selects on.
  throw new AppError(409, 'order.deliveredLocked', {
    params: { number: before.number, fields: list },
    fields: Object.fromEntries(
      fields.map((field) => [field, { code: 'order.deliveredLocked', params: { field } }]),
    ),
  });
}

/**
 * Changes an order in place. Fields left out stay. When its packs, date or packing change, everything it took goes
 * back to the same lots and batches and is taken again for the order as changed; otherwise its stock stays.
 */
export async function updateOrder(
  tx: Tx,
  ctx: StockContext,
  input: OrderUpdate,
  { method }: { method?: Schemas['PaymentMethod'] | undefined } = {},
): Promise<Transaction> {
  // The customers' money (the order's, and a new customer's) before the order (money/ledger.ts).
  await lockCustomers(tx, [await customerOfOrder(tx, input.id), input.customerId]);
  const before = await lockOrder(tx, input.id);
  // The order as it is now, who changed it last and when: the form shows what differs and re-applies the user's change.
  if (before.version !== input.version)
    throw staleVersion({
      version: before.version,
      ...(await lastChange(tx, 'transaction', before.id)),
      record: before,
    });
  const summaries = await markOrder(tx, before.id);
  const { id: _id, version: _version, payment, ...changes } = input;
  // The payment flag follows the order's payments (money/ledger.ts): "paid" records a payment of its balance, and
  // "unpaid" is refused once money was received on it (a payment is reversed in Pembayaran, with a reason).
  if (payment === 'unpaid' && before.paidAmount > 0)
    throw new AppError(409, 'order.paymentsRecorded', {
      params: { number: before.number, paid: before.paidAmount },
      fields: {
        payment: {
          code: 'order.paymentsRecorded',
          params: { number: before.number, paid: before.paidAmount },
        },
      },
    });
  const payNow = payment === 'paid' && before.payment !== 'paid';
  const flag = payment === 'unpaid' ? 'unpaid' : before.payment;
  if (before.delivery === 'delivered') {
    refuseDeliveredChanges(before, changes, ctx.today);
    // The packs re-sent are the same: its lines (and the returns against them) and stock stay untouched.
    changes.packs = undefined;
  }
  const fields = {
    date: before.date,
    customerId: before.customerId,
    deliveryDate: before.deliveryDate,
    deliveryTime: before.deliveryTime,
    payment: before.payment,
    packing: before.packing,
    delivery: before.delivery,
    note: before.note,
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
    packs: changes.packs ?? packsOf(before),
  } as Required<Pick<OrderFields, 'customerId' | 'packs'>> & OrderFields;

  const copied: Copied = {
    customerId: before.customerId,
    ongkir: before.ongkir,
    unitPrices: new Map(before.packs.flatMap((p) => p.lines.map((l) => [l.productId, l.unitPrice] as const))),
    packPrices: new Map(before.packs.map((p) => [p.materialId, p.packPrice] as const)),
    productIds: new Set(before.packs.flatMap((p) => p.lines.map((l) => l.productId))),
  };
  const also = await orderStockIds(tx, before.id);
  const delivered = before.delivery === 'delivered';
  const order = await checkOrder(tx, ctx, fields, { packedDate: before.packedDate, delivered }, copied, also);
  // Credit (issue 38): an order that comes to owe more, or moves to another customer, is checked again unless it is
  // held already; a held order is neither packed nor delivered until released. What it owes: its total less what
  // stays paid on it (moved, nothing does: its payments go back to the old customer's deposit).
  const moved = order.customerId !== before.customerId;
  const hold =
    !isHeld(before) && (moved || order.total > before.total)
      ? await creditCheck(
          tx,
          order.customerId,
          before.id,
          payNow ? 0 : order.total - (moved ? 0 : before.paidAmount),
          ctx.today,
        )
      : null;
  if (isHeld(before) || hold) {
    const moves = [
      ...(order.packing === 'packed' && before.packing !== 'packed' ? ['packing'] : []),
      ...(order.delivery === 'delivered' && before.delivery !== 'delivered' ? ['delivery'] : []),
    ];
    if (moves.length)
      throw new AppError(409, 'order.creditHold', {
        params: { number: before.number },
        fields: Object.fromEntries(
          moves.map((f) => [f, { code: 'order.creditHold', params: { number: before.number } }]),
        ),
      });
  }
  // The packing as checked: delivering an unpacked order packs it, and that takes its fresh lines.
  // A new delivery day or customer re-takes the stock only for a customer who asks for a minimum shelf life (the
  // batches it may have depend on the day): anyone else's order keeps its batches.
  const restock =
    changes.packs !== undefined ||
    fields.date !== before.date ||
    order.packing !== before.packing ||
    ((order.deliveryDate !== before.deliveryDate || order.customerId !== before.customerId) &&
      (await asksShelfLife(tx, order.customerId)));

  if (restock) {
    await releaseOrderStock(tx, ctx, before, ctx.today);
    await tx.execute(sql`delete from transaction_packs where transaction_id = ${before.id}`);
    const plan = await planOrderStock(tx, order.packs, allLines(order), order);
    await insertPacks(tx, before.id, order.packs);
    await applyOrderStock(
      tx,
      ctx,
      { id: before.id, number: before.number, date: order.date, packedDate: order.packedDate },
      plan,
    );
  }
  await tx.execute(sql`
    update transactions set date = ${order.date}, customer_id = ${order.customerId}, delivery_date = ${order.deliveryDate},
      delivery_time = ${order.deliveryTime}::time, payment = ${flag}, packing = ${order.packing}, delivery = ${order.delivery},
      packed_date = ${order.packedDate}, ongkir = ${order.ongkir}, item_subtotal = ${order.itemSubtotal},
      packaging_subtotal = ${order.packagingSubtotal}, total = ${order.total}, item_count = ${milliText(order.itemCount)}::numeric,
      note = ${order.note}, version = version + 1, updated_at = now(),
      credit_hold = coalesce(${hold ? JSON.stringify(hold) : null}::jsonb || jsonb_build_object('heldAt', to_json(now())#>>'{}'), credit_hold),
      hold_released_at = case when ${hold !== null} then null else hold_released_at end,
      hold_released_by = case when ${hold !== null} then null else hold_released_by end,
      hold_release_note = case when ${hold !== null} then null else hold_release_note end
    where id = ${before.id}`);
  const ref = { id: before.id, number: before.number, customerId: order.customerId };
  // Money of one customer never pays another's order: moved to a new customer, what was paid goes back to deposit.
  if (moved) await removeAllocations(tx, before.id, ctx.today);
  if (payNow) await payBalance(tx, ctx, ref, method);
  if (order.delivery === 'delivered' && before.delivery !== 'delivered')
    await markDelivered(tx, before.id, ctx.today);
  await settle(tx, [before.id], ctx.today);
  await applySummaries(tx, summaries);
  const after = await getOrder(tx, before.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'transaction',
    entityId: before.id,
    before,
    after,
  });
  await orderChanged(tx, before, after);
  return after;
}

/** Deletes an order, giving back exactly the stock it took; refused (409) once delivered. */
export async function deleteOrder(tx: Tx, ctx: StockContext, id: number): Promise<Transaction> {
  await lockCustomers(tx, [await customerOfOrder(tx, id)]);
  const before = await lockOrder(tx, id);
  if (before.delivery === 'delivered') {
    throw conflict('order.deliveredUndeletable', { number: before.number }, ['delivery']);
  }
  const { materialIds, productIds } = await orderStockIds(tx, id);
  await lockMaterials(tx, materialIds);
  await lockProducts(tx, productIds);
  // Marked before its stock goes back: the facts hold the cost of what it took.
  const summaries = await markOrder(tx, id);
  await releaseOrderStock(tx, ctx, before, ctx.today);
  // What was paid on it goes back to its payments: the customer's deposit.
  await removeAllocations(tx, id, ctx.today);
  await tx.execute(sql`delete from transactions where id = ${id}`);
  await applySummaries(tx, summaries);
  await audit(tx, { userId: ctx.userId, action: 'delete', entity: 'transaction', entityId: id, before });
  await orderDeleted(tx, before);
  return before;
}
