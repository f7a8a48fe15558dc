/**
 * Recall trace (issue 11, beyond the old app): what a material lot went into, down to the orders and customers, and
 * where an order's products and packs came from, up to the lots. It follows what was recorded when stock moved
 * (`usage_lots`, the run of each batch, `transaction_batches`), never a guess.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { inList, likePattern, one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { denied, forbidden, invalid, notFound } from '../../lib/errors.js';
import { allows, type Rights } from '../platform/access.js';
import { bool, int, json, num, row, stamp, text } from '../../db/rowShape.js';
import { EXPIRY_CAP } from '../production/production.js';
import { blockColumns, blockShape } from '../stock/blocked.js';

type TraceRequest = Schemas['TraceRequest'];

/** `column in (ids)`, or false for none. */
const among = (column: SQL, ids: number[]) => (ids.length ? sql`${column} in ${inList(ids)}` : sql`false`);

const ids = async (tx: Tx, query: SQL) =>
  (await rows(tx, query, row({ id: int.nullable })))
    .map((r) => r.id)
    .filter((id): id is number => id !== null);

async function runsUsingLots(tx: Tx, lots: number[]) {
  return ids(
    tx,
    sql`select distinct u.production_run_id as id from usage_lots ul join usages u on u.id = ul.usage_id where ${among(sql`ul.restock_id`, lots)}`,
  );
}
async function lotsOfRuns(tx: Tx, runs: number[]) {
  return ids(
    tx,
    sql`select distinct ul.restock_id as id from usage_lots ul join usages u on u.id = ul.usage_id where ${among(sql`u.production_run_id`, runs)}`,
  );
}
async function lotsOfOrders(tx: Tx, orders: number[]) {
  return ids(
    tx,
    sql`select distinct ul.restock_id as id from usage_lots ul join usages u on u.id = ul.usage_id where ${among(sql`u.transaction_id`, orders)}`,
  );
}
async function ordersTakingBatches(tx: Tx, batches: number[]) {
  return ids(
    tx,
    sql`select distinct transaction_id as id from transaction_batches where ${among(sql`batch_id`, batches)}`,
  );
}

/**
 * Where a caller may start a trace (issue 15): with the Telusur Lot menu from anything; otherwise only from an order
 * they may view (the order screen's trace dialog). Walking lot or batch ids would show every lot's vendor and every
 * customer who bought from it: that is the trace screen's, not the cashier's.
 */
export type TraceScope = 'any' | 'order';

export const TRACE_MENU = '/report/trace';
const ORDER_MENU = '/transaction/data';

/** The caller's trace scope; 403 for one who may neither trace nor view orders. */
export function traceScopeOf(rights: Rights): TraceScope {
  if (allows(rights, [TRACE_MENU], 'view')) return 'any';
  if (allows(rights, [ORDER_MENU], 'view')) return 'order';
  throw forbidden();
}

/**
 * The lots, runs, batches and orders linked to one lot, batch or order (exactly one of them). From an order the
 * answer names that order only, so its customer is the only one in it.
 */
export async function trace(tx: Tx, req: TraceRequest, scope: TraceScope) {
  const given = [req.restockId, req.batchId, req.transactionId].filter((v) => v !== undefined);
  if (given.length !== 1) throw invalid('restockId', 'trace.oneStart');
  // Refused before looking anything up, so a refused caller cannot learn which ids exist either.
  if (scope === 'order' && req.transactionId === undefined) throw denied('trace.fromOrder');
  let lots: number[] = [];
  let runs: number[] = [];
  let batches: number[] = [];
  let orders: number[] = [];
  if (req.restockId !== undefined) {
    if (!(await one(tx, sql`select 1 from restocks where id = ${req.restockId}`)))
      throw notFound('lot', 'materialLot');
    lots = [req.restockId];
    runs = await runsUsingLots(tx, lots);
    batches = await ids(tx, sql`select id from product_batches where ${among(sql`production_run_id`, runs)}`);
    const packOrders = await ids(
      tx,
      sql`select distinct u.transaction_id as id from usage_lots ul join usages u on u.id = ul.usage_id where ul.restock_id = ${req.restockId}`,
    );
    orders = [...new Set([...(await ordersTakingBatches(tx, batches)), ...packOrders])];
  } else if (req.batchId !== undefined) {
    const batch = await one(
      tx,
      sql`select production_run_id as "runId" from product_batches where id = ${req.batchId}`,
      row({ runId: int.nullable }),
    );
    if (!batch) throw notFound('batch');
    batches = [req.batchId];
    runs = batch.runId === null ? [] : [batch.runId];
    lots = await lotsOfRuns(tx, runs);
    orders = await ordersTakingBatches(tx, batches);
  } else {
    if (!(await one(tx, sql`select 1 from transactions where id = ${req.transactionId!}`)))
      throw notFound('transaction');
    orders = [req.transactionId!];
    batches = await ids(
      tx,
      sql`select distinct batch_id as id from transaction_batches where transaction_id = ${req.transactionId!}`,
    );
    runs = await ids(
      tx,
      sql`select distinct production_run_id as id from product_batches where ${among(sql`id`, batches)}`,
    );
    lots = [...new Set([...(await lotsOfRuns(tx, runs)), ...(await lotsOfOrders(tx, orders))])];
  }

  const used = lotShares(req);
  const product = (alias: string) =>
    sql.raw(
      `json_build_object('id', ${alias}.id, 'code', ${alias}.code, 'name', ${alias}.name, 'unit', ${alias}.unit)`,
    );
  const idArray = (query: SQL) =>
    sql`coalesce((select json_agg(x.id order by x.id) from (${query}) x), '[]'::json)`;
  return {
    lots: await rows(
      tx,
      sql`select r.id, r.date::text as date, m.kind, json_build_object('id', m.id, 'name', m.name, 'unit', m.unit) as material,
            case when v.id is null then null else json_build_object('id', v.id, 'name', v.name) end as vendor,
            r.batch_code as "batchCode", r.qty::float8 as qty, r.expiry_date::text as "expiryDate",
            coalesce((select round(sum(s.qty), 3) from (${used}) s where s.id = r.id), 0)::float8 as used,
            ${blockColumns('r')}
          from restocks r join materials m on m.id = r.material_id left join vendors v on v.id = r.vendor_id
          where ${among(sql`r.id`, lots)} order by r.date, r.id`,
      row({
        id: int,
        date: stamp,
        kind: text<Schemas['MaterialKind']>(),
        material: json<Schemas['MaterialRef']>(),
        vendor: json<Schemas['NamedRef']>().nullable,
        batchCode: text.nullable,
        qty: num,
        expiryDate: stamp.nullable,
        used: num,
        ...blockShape,
      }),
    ),
    runs: await rows(
      tx,
      sql`select pr.id, pr.date::text as date, ${product('p')} as product, pr.qty::float8 as qty,
            ${idArray(sql`select distinct ul.restock_id as id from usages u join usage_lots ul on ul.usage_id = u.id
              where u.production_run_id = pr.id and ${among(sql`ul.restock_id`, lots)}`)} as "lotIds",
            pr.halal_override is not null as "halalOverride"
          from production_runs pr join products p on p.id = pr.product_id where ${among(sql`pr.id`, runs)} order by pr.date, pr.id`,
      row({
        id: int,
        date: stamp,
        product: json<Schemas['ProductRef']>(),
        qty: num,
        lotIds: json<number[]>(),
        halalOverride: bool,
      }),
    ),
    batches: await rows(
      tx,
      // The lot that capped the batch's expiry is its run's (issue 39; the run and its batch keep the same expiry).
      sql`select b.id, b.date::text as date, b.expiry_date::text as "expiryDate", ${EXPIRY_CAP} as "expiryCap",
            ${product('p')} as product, b.production_run_id as "productionRunId", ${blockColumns('b')},
            coalesce(pr.halal_override is not null, false) as "halalOverride"
          from product_batches b join products p on p.id = b.product_id
            left join production_runs pr on pr.id = b.production_run_id
            left join restocks cr on cr.id = pr.expiry_capped_by_lot_id left join materials cm on cm.id = cr.material_id
          where ${among(sql`b.id`, batches)} order by b.date, b.id`,
      row({
        id: int,
        date: stamp,
        expiryDate: stamp.nullable,
        expiryCap: json<Schemas['ExpiryCap']>().nullable,
        product: json<Schemas['ProductRef']>(),
        productionRunId: int.nullable,
        ...blockShape,
        halalOverride: bool,
      }),
    ),
    orders: await rows(
      tx,
      sql`select t.id, t.number, t.date::text as date,
            json_build_object('id', c.id, 'name', c.name, 'phone', c.phone, 'category', c.category, 'address', c.address) as customer,
            t.delivery,
            ${idArray(sql`select distinct batch_id as id from transaction_batches where transaction_id = t.id and ${among(sql`batch_id`, batches)}`)} as "batchIds",
            ${idArray(sql`select distinct ul.restock_id as id from usages u join usage_lots ul on ul.usage_id = u.id
              where u.transaction_id = t.id and ${among(sql`ul.restock_id`, lots)}`)} as "lotIds",
            coalesce((select sum(qty) from transaction_batches where transaction_id = t.id and ${among(sql`batch_id`, batches)}), 0)::float8 as qty
          from transactions t join customers c on c.id = t.customer_id where ${among(sql`t.id`, orders)} order by t.date, t.id`,
      row({
        id: int,
        number: text,
        date: stamp,
        customer: json<Schemas['TransactionCustomer']>(),
        delivery: text<Schemas['DeliveryState']>(),
        batchIds: json<number[]>(),
        lotIds: json<number[]>(),
        qty: num,
      }),
    ),
  };
}

/**
 * How much of each lot went into what the trace starts from, as rows of (lot id, qty) to add up: a batch's run took
 * it whole; an order takes its packs' own draws plus, from each batch it took, the run's draw in proportion to what
 * it took of the run's output (a lot split across two orders or batches is shared, never counted whole twice); a lot
 * gave what its usages drew.
 */
function lotShares(req: TraceRequest): SQL {
  if (req.batchId !== undefined)
    return sql`select ul.restock_id as id, ul.qty from usage_lots ul join usages u on u.id = ul.usage_id
      join product_batches b on b.production_run_id = u.production_run_id where b.id = ${req.batchId}`;
  if (req.transactionId !== undefined)
    return sql`select ul.restock_id as id, ul.qty from usage_lots ul join usages u on u.id = ul.usage_id
        where u.transaction_id = ${req.transactionId}
      union all
      select ul.restock_id as id, ul.qty * tb.qty / pr.qty as qty from transaction_batches tb
        join product_batches b on b.id = tb.batch_id join production_runs pr on pr.id = b.production_run_id
        join usages u on u.production_run_id = pr.id join usage_lots ul on ul.usage_id = u.id
        where tb.transaction_id = ${req.transactionId} and pr.qty > 0`;
  return sql`select ul.restock_id as id, ul.qty from usage_lots ul where ul.restock_id = ${req.restockId!}`;
}

type Candidate = Schemas['TraceCandidate'];
const candidate = row({
  kind: text<Schemas['TraceStart']>(),
  id: int,
  date: stamp,
  label: text,
  detail: text,
});
const batchCandidate = row({ ...candidate.fields, expiryDate: stamp.nullable });

/**
 * Where a trace can start, for the trace screen's picker: lots by batch code, material or vendor; batches by product
 * (or `#id`); orders by number or customer. Up to `limit` of each kind asked for, newest first.
 */
export async function traceSearch(tx: Tx, req: Schemas['TraceSearchRequest']): Promise<Candidate[]> {
  const limit = req.limit ?? 20;
  const like = likePattern(req.search);
  const id = /^#?(\d{1,9})$/.exec(req.search?.trim() ?? '')?.[1];
  const byId = (column: SQL) => (id ? sql` or ${column} = ${Number(id)}` : sql``);
  const wants = (kind: Candidate['kind']) => req.kind === undefined || req.kind === kind;
  const found: Candidate[] = [];
  if (wants('lot')) {
    found.push(
      ...(await rows(
        tx,
        sql`select 'lot' as kind, r.id, r.date::text as date,
              m.name || ' · ' || coalesce(r.batch_code, 'tanpa kode lot') as label,
              (case m.kind when 'raw' then 'Bahan baku' else 'Bahan kemasan' end) || ' · ' || coalesce(v.name, 'tanpa vendor') as detail
            from restocks r join materials m on m.id = r.material_id left join vendors v on v.id = r.vendor_id
            where ${like ? sql`(r.batch_code ilike ${like} or m.name ilike ${like} or v.name ilike ${like}${byId(sql`r.id`)})` : sql`true`}
            order by r.date desc, r.id desc limit ${limit}`,
        candidate,
      )),
    );
  }
  if (wants('batch')) {
    found.push(
      ...(await rows(
        tx,
        // The expiry as a date, not as text: the app formats it as it does the row's own date (issue 16).
        sql`select 'batch' as kind, b.id, b.date::text as date, p.code || ' – ' || p.name || ' · batch #' || b.id as label,
              case when b.expiry_date is null then 'tanpa tanggal kedaluwarsa' else 'kedaluwarsa' end as detail,
              b.expiry_date::text as "expiryDate"
            from product_batches b join products p on p.id = b.product_id
            where ${like ? sql`(p.name ilike ${like} or p.code ilike ${like}${byId(sql`b.id`)})` : sql`true`}
            order by b.date desc, b.id desc limit ${limit}`,
        batchCandidate,
      )),
    );
  }
  if (wants('order')) {
    found.push(
      ...(await rows(
        tx,
        sql`select 'order' as kind, t.id, t.date::text as date, t.number as label, c.name as detail
            from transactions t join customers c on c.id = t.customer_id
            where ${like ? sql`(t.number ilike ${like} or c.name ilike ${like})` : sql`true`}
            order by t.date desc, t.id desc limit ${limit}`,
        candidate,
      )),
    );
  }
  return found;
}
