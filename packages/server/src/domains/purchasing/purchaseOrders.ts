/**
 * Purchase orders ("Pesanan Pembelian", issue 39, decision 051): a vendor, lines of raw or packaging materials with a
 * quantity, a unit price and an expected date. States: draft → sent → partial → received, or cancelled. A draft
 * changes no stock and no money and may be changed; a sent order's lines change only by receiving (receiving.ts).
 * Numbers are `PO-<year>-NNNN`, from a counter row per year taken in the order's transaction (no gaps, no twins).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { inList, one, rows } from '../../db/query.js';
import { int, num, row, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { dateOrToday, EARLIEST_DATE } from '../../lib/dates.js';
import { conflict, invalid, missingReference, notFound, staleVersion } from '../../lib/errors.js';
import { amountOf, MAX_MONEY, milliText, quantityOf, type Milli } from '../../lib/quantity.js';
import { audit, lastChange } from '../platform/audit.js';
import type { StockContext } from '../platform/context.js';
import { defineList, stampColumns, type List } from '../platform/crud.js';

export type PurchaseOrder = Schemas['PurchaseOrder'];
export type PurchaseState = Schemas['PurchaseOrderState'];
type Input = Schemas['PurchaseOrderInput'];
type Update = Schemas['PurchaseOrderUpdate'];
export type PurchaseQuery = Schemas['PurchaseOrderListRequest'];
type Action = 'update' | 'send' | 'cancel' | 'receive';

const named = (alias: string) =>
  sql.raw(
    `(case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name) end)`,
  );

const LINES = sql`(select coalesce(json_agg(json_build_object('id', l.id, 'materialId', l.material_id,
      'material', json_build_object('id', m.id, 'name', m.name, 'unit', m.unit, 'kind', m.kind, 'shelfLifeDays', m.shelf_life_days),
      'qty', l.qty::float8, 'unitPrice', l.unit_price, 'total', round(l.qty * l.unit_price)::bigint,
      'expectedDate', l.expected_date::text, 'received', l.received::float8) order by l.position), '[]'::json)
  from purchase_order_lines l join materials m on m.id = l.material_id where l.purchase_order_id = o.id)`;

const RECEIPT_LINES = sql`(select coalesce(json_agg(json_build_object('lineId', rl.line_id, 'materialId', s.material_id,
      'restockId', s.id, 'qty', rl.qty::float8, 'unitPrice', rl.unit_price, 'orderedPrice', rl.ordered_price,
      'priceChanged', rl.unit_price <> rl.ordered_price, 'total', s.total, 'batchCode', s.batch_code,
      'expiryDate', s.expiry_date::text) order by rl.id), '[]'::json)
  from purchase_receipt_lines rl join restocks s on s.id = rl.restock_id where rl.receipt_id = r.id)`;

/** A receipt of the order `o` (alias `r`, its bill `b`), as the contract's PurchaseReceipt. */
const RECEIPT_JSON = sql`json_build_object('id', r.id, 'date', r.date::text, 'note', r.note,
  'createdAt', to_json(r.created_at)#>>'{}',
  'createdBy', (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = r.created_by),
  'bill', json_build_object('id', b.id, 'amount', b.amount, 'dueDate', b.due_date::text, 'paid', b.paid_amount,
    'balance', b.balance),
  'lines', ${RECEIPT_LINES})`;

const RECEIPTS = sql`(select coalesce(json_agg(${RECEIPT_JSON} order by r.id), '[]'::json)
  from purchase_receipts r join vendor_bills b on b.receipt_id = r.id where r.purchase_order_id = o.id)`;

const FROM = sql`purchase_orders o join vendors v on v.id = o.vendor_id left join users cu on cu.id = o.created_by`;

const COLUMNS = sql`${stampColumns('o')}, o.number, o.vendor_id as "vendorId",
  json_build_object('id', v.id, 'name', v.name, 'phone', v.phone, 'address', v.address) as vendor,
  o.date::text as date, o.state, o.note, o.total,
  (select coalesce(sum(b.amount), 0) from vendor_bills b join purchase_receipts r on r.id = b.receipt_id
    where r.purchase_order_id = o.id)::bigint as "receivedValue",
  ${LINES} as lines, ${RECEIPTS} as receipts,
  to_json(o.sent_at)#>>'{}' as "sentAt", to_json(o.cancelled_at)#>>'{}' as "cancelledAt",
  o.cancel_reason as "cancelReason", ${named('cu')} as "createdBy"`;

/**
 * The list: newest first by default (`purchase_orders_date_id`), by vendor or state in the same order (their
 * indexes); a search by number (trigram index) or vendor name, each on its own table. The page's rows are chosen
 * before their lines and receipts are built (PostgreSQL evaluates the select list's subqueries after the limit).
 */
export const purchaseList: List<PurchaseOrder, PurchaseQuery> = defineList<PurchaseOrder, PurchaseQuery>({
  columns: COLUMNS,
  from: FROM,
  // A left join PostgreSQL drops when neither filters nor search read the vendor (every order has one).
  countFrom: sql`purchase_orders o left join vendors v on v.id = o.vendor_id`,
  counted: 'purchase_orders',
  key: sql`o.id`,
  search: [sql`o.number`, sql`v.name`],
  searchKeys: (like) => [
    sql`select id from purchase_orders where number ilike ${like}`,
    sql`select o.id from vendors v join purchase_orders o on o.vendor_id = v.id where v.name ilike ${like}`,
  ],
  sort: {
    date: sql`o.date`,
    number: sql`o.number`,
    vendor: sql`lower(v.name)`,
    total: sql`o.total`,
    state: sql`o.state`,
    updatedAt: sql`o.updated_at`,
  },
  defaultSort: 'date',
  filters: {
    state: (state) => sql`o.state = ${state}`,
    vendorId: (id) => sql`o.vendor_id = ${id}`,
    dateFrom: (d) => sql`o.date >= ${d}::date`,
    dateTo: (d) => sql`o.date <= ${d}::date`,
  },
});

/** A purchase order as the contract answers it, or 404. */
export async function getPurchaseOrder(tx: Db | Tx, id: number): Promise<PurchaseOrder> {
  const found = await one<PurchaseOrder>(tx, sql`select ${COLUMNS} from ${FROM} where o.id = ${id}`);
  if (!found) throw notFound('purchaseOrder');
  return found;
}

/** The order's row locked (`for update`: its receipts and state changes queue), its state and version; or 404. */
export async function lockPurchaseOrder(tx: Tx, id: number) {
  const found = await one(
    tx,
    sql`select id, number, vendor_id as "vendorId", date::text as date, state, version from purchase_orders
        where id = ${id} for update`,
    row({ id: int, number: text, vendorId: int, date: text, state: text<PurchaseState>(), version: int }),
  );
  if (!found) throw notFound('purchaseOrder');
  return found;
}

/** 409 `purchase.state` unless the order is in one of `allowed` states for `action`. */
export function ensureState(
  order: { number: string; state: PurchaseState },
  action: Action,
  allowed: PurchaseState[],
): void {
  if (!allowed.includes(order.state))
    throw conflict('purchase.state', { number: order.number, state: order.state, action });
}

/** 409 when a version was given and is not the order's (who changed it last, and the order as it is now). */
export async function ensureVersion(tx: Tx, id: number, version: number, given: number | undefined) {
  if (given === undefined || given === version) return;
  throw staleVersion({
    version,
    ...(await lastChange(tx, 'purchaseOrder', id)),
    record: await getPurchaseOrder(tx, id),
  });
}

interface CheckedLine {
  materialId: number;
  qty: Milli;
  unitPrice: number;
  total: number;
  expectedDate: string | null;
}

/** The lines of an input, checked (422 on the line's field): materials that exist, each once, money that fits. */
async function checkLines(tx: Tx, input: Input, date: string): Promise<CheckedLine[]> {
  const ids = input.lines.map((l) => l.materialId);
  const materials = new Map(
    (
      await rows(
        tx,
        sql`select id, unit_price as "unitPrice" from materials where id in ${inList(ids)}`,
        row({ id: int, unitPrice: num }),
      )
    ).map((m) => [m.id, m]),
  );
  const seen = new Map<number, number>();
  const lines = input.lines.map((line, i) => {
    const field = `lines.${i}`;
    const material = materials.get(line.materialId);
    if (!material) throw missingReference(`${field}.materialId`, 'material');
    const first = seen.get(line.materialId);
    if (first !== undefined)
      throw invalid(`${field}.materialId`, 'validation.duplicateItems', {
        rule: 'purchaseMaterial',
        line: first + 1,
      });
    seen.set(line.materialId, i);
    const qty = quantityOf(`${field}.qty`, line.qty, { positive: true });
    const unitPrice = line.unitPrice ?? material.unitPrice;
    const total = amountOf(qty, unitPrice);
    if (total > MAX_MONEY) throw invalid(`${field}.qty`, 'restock.totalTooLarge');
    const expectedDate = line.expectedDate ?? null;
    if (expectedDate !== null && expectedDate < date)
      throw invalid(`${field}.expectedDate`, 'date.beforeStart', { start: date });
    return { materialId: line.materialId, qty, unitPrice, total, expectedDate };
  });
  if (lines.reduce((s, l) => s + l.total, 0) > MAX_MONEY) throw invalid('lines', 'restock.totalTooLarge');
  return lines;
}

async function writeLines(tx: Tx, orderId: number, lines: CheckedLine[]) {
  const values = sql.join(
    lines.map(
      (l, i) =>
        sql`(${orderId}::int, ${i + 1}::int, ${l.materialId}::int, ${milliText(l.qty)}::numeric, ${l.unitPrice}::bigint,
          ${l.expectedDate}::date)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`insert into purchase_order_lines (purchase_order_id, position, material_id, qty, unit_price, expected_date)
    values ${values}`);
}

/** The next number of the order's year, from its counter row (an upsert: concurrent orders queue on the row). */
async function nextNumber(tx: Tx, date: string): Promise<string> {
  const year = Number(date.slice(0, 4));
  const counter = await one(
    tx,
    sql`insert into purchase_order_counters (year, last) values (${year}, 1)
        on conflict (year) do update set last = purchase_order_counters.last + 1 returning last`,
    row({ last: int }),
  );
  return `PO-${year}-${String(counter!.last).padStart(4, '0')}`;
}

async function checkedOrder(tx: Tx, ctx: StockContext, input: Input) {
  const vendor = await one(tx, sql`select id from vendors where id = ${input.vendorId}`, row({ id: int }));
  if (!vendor) throw missingReference('vendorId', 'vendor');
  const date = dateOrToday('date', input.date, ctx.today);
  if (date < EARLIEST_DATE) throw invalid('date', 'date.tooEarly');
  const lines = await checkLines(tx, input, date);
  return { date, lines, total: lines.reduce((s, l) => s + l.total, 0), note: input.note?.trim() || null };
}

/** Adds a draft purchase order. */
export async function addPurchaseOrder(tx: Tx, ctx: StockContext, input: Input): Promise<PurchaseOrder> {
  const order = await checkedOrder(tx, ctx, input);
  const created = await one(
    tx,
    sql`insert into purchase_orders (number, vendor_id, date, note, total, created_by)
        values (${await nextNumber(tx, order.date)}, ${input.vendorId}, ${order.date}::date, ${order.note}, ${order.total},
          ${ctx.userId})
        returning id`,
    row({ id: int }),
  );
  await writeLines(tx, created!.id, order.lines);
  const after = await getPurchaseOrder(tx, created!.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'create',
    entity: 'purchaseOrder',
    entityId: after.id,
    after,
  });
  return after;
}

/** Changes a draft (its lines replaced); a sent order's lines change only by receiving (409 `purchase.state`). */
export async function updatePurchaseOrder(tx: Tx, ctx: StockContext, input: Update): Promise<PurchaseOrder> {
  const locked = await lockPurchaseOrder(tx, input.id);
  await ensureVersion(tx, locked.id, locked.version, input.version);
  ensureState(locked, 'update', ['draft']);
  const before = await getPurchaseOrder(tx, locked.id);
  const order = await checkedOrder(tx, ctx, input);
  await tx.execute(sql`delete from purchase_order_lines where purchase_order_id = ${locked.id}`);
  await writeLines(tx, locked.id, order.lines);
  await tx.execute(sql`update purchase_orders set vendor_id = ${input.vendorId}, date = ${order.date}::date,
    note = ${order.note}, total = ${order.total}, version = version + 1, updated_at = now() where id = ${locked.id}`);
  const after = await getPurchaseOrder(tx, locked.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'purchaseOrder',
    entityId: locked.id,
    before,
    after,
  });
  return after;
}

/** draft → sent. */
export async function sendPurchaseOrder(
  tx: Tx,
  ctx: StockContext,
  id: number,
  version: number | undefined,
): Promise<PurchaseOrder> {
  const locked = await lockPurchaseOrder(tx, id);
  await ensureVersion(tx, id, locked.version, version);
  ensureState(locked, 'send', ['draft']);
  return changeState(tx, ctx, id, sql`state = 'sent', sent_at = now()`);
}

/**
 * Cancels a draft or sent order, or the rest of a partly received one: what arrived stays (its lots and bills); a
 * received or cancelled one is 409.
 */
export async function cancelPurchaseOrder(
  tx: Tx,
  ctx: StockContext,
  id: number,
  body: { version?: number; reason?: string | null } = {},
): Promise<PurchaseOrder> {
  const locked = await lockPurchaseOrder(tx, id);
  await ensureVersion(tx, id, locked.version, body.version);
  ensureState(locked, 'cancel', ['draft', 'sent', 'partial']);
  return changeState(
    tx,
    ctx,
    id,
    sql`state = 'cancelled', cancelled_at = now(), cancel_reason = ${body.reason?.trim() || null}`,
  );
}

async function changeState(tx: Tx, ctx: StockContext, id: number, set: SQL) {
  const before = await getPurchaseOrder(tx, id);
  await tx.execute(
    sql`update purchase_orders set ${set}, version = version + 1, updated_at = now() where id = ${id}`,
  );
  const after = await getPurchaseOrder(tx, id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'purchaseOrder',
    entityId: id,
    before,
    after,
  });
  return after;
}
