/**
 * Payments to vendors ("Hutang", issue 39, decision 051), as customers' payments are (payments.ts): money paid to a
 * vendor is allocated to their open bills oldest due first, the rest is paid ahead; a reversal keeps the payment
 * (who, when, why) and takes its allocations back through the ledger (vendorLedger.ts) in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { and, likePattern, one, paging, rows } from '../../db/query.js';
import { int, num, row } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { dateOrToday } from '../../lib/dates.js';
import { conflict, invalid, missingReference, notFound } from '../../lib/errors.js';
import { audit } from '../platform/audit.js';
import type { StockContext } from '../platform/context.js';
import { allocateToBills, lockVendors, openBills, planBills } from './vendorLedger.js';

export type VendorPayment = Schemas['VendorPayment'];
type Input = Schemas['VendorPaymentInput'];
type Query = Schemas['VendorPaymentListRequest'];

const COLUMNS = sql`p.id, p.version, to_json(p.created_at)#>>'{}' as "createdAt", to_json(p.updated_at)#>>'{}' as "updatedAt",
  p.vendor_id as "vendorId", json_build_object('id', v.id, 'name', v.name) as vendor, p.date::text as date,
  p.amount, p.method, p.reference, p.allocated,
  case when p.reversed_at is null then p.amount - p.allocated else 0 end::bigint as credit,
  (select coalesce(json_agg(json_build_object('billId', x.bill_id, 'number', x.number, 'amount', x.amount)
      order by x.bill_id), '[]'::json)
    from (select a.bill_id, min(b.number) as number, sum(a.amount)::bigint as amount
          from vendor_payment_allocations a join vendor_bills b on b.id = a.bill_id
          where a.payment_id = p.id group by a.bill_id having sum(a.amount) > 0) x) as allocations,
  (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = p.created_by) as "createdBy",
  to_json(p.reversed_at)#>>'{}' as "reversedAt",
  (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = p.reversed_by) as "reversedBy",
  p.reverse_reason as "reverseReason"`;
const FROM = sql`vendor_payments p join vendors v on v.id = p.vendor_id`;

export async function getVendorPayment(tx: Db | Tx, id: number): Promise<VendorPayment> {
  const found = await one<VendorPayment>(tx, sql`select ${COLUMNS} from ${FROM} where p.id = ${id}`);
  if (!found) throw notFound('vendorPayment');
  return found;
}

/**
 * Records a payment to a vendor: the vendor's money locked first, then their open bills paid oldest due first as far
 * as the amount goes (a part payment leaves the last bill partly paid); the rest is paid ahead.
 */
export async function recordVendorPayment(tx: Tx, ctx: StockContext, input: Input): Promise<VendorPayment> {
  if (!(await lockVendors(tx, [input.vendorId])).length) throw missingReference('vendorId', 'vendor');
  const date = dateOrToday('date', input.date, ctx.today);
  const created = await one(
    tx,
    sql`insert into vendor_payments (vendor_id, date, amount, method, reference, created_by)
        values (${input.vendorId}, ${date}::date, ${input.amount}, ${input.method}, ${input.reference?.trim() || null},
          ${ctx.userId})
        returning id`,
    row({ id: int }),
  );
  const id = created!.id;
  await allocateToBills(
    tx,
    planBills(await openBills(tx, input.vendorId), { paymentId: id, date, amount: input.amount }, 'pay'),
  );
  const after = await getVendorPayment(tx, id);
  await audit(tx, { userId: ctx.userId, action: 'create', entity: 'vendorPayment', entityId: id, after });
  return after;
}

/** Reverses a payment to a vendor: its allocations are taken back (rows dated today), its bills are owed again. */
export async function reverseVendorPayment(
  tx: Tx,
  ctx: StockContext,
  id: number,
  reason: string,
): Promise<VendorPayment> {
  if (reason.trim().length < 3) throw invalid('reason', 'validation.minLength', { limit: 3 });
  const found = await one(
    tx,
    sql`select vendor_id as "vendorId" from vendor_payments where id = ${id}`,
    row({ vendorId: int }),
  );
  if (!found) throw notFound('vendorPayment');
  await lockVendors(tx, [found.vendorId]);
  const before = await getVendorPayment(tx, id);
  if (before.reversedAt) throw conflict('vendorPayment.reversed', { id });
  const net = await rows(
    tx,
    sql`select bill_id as "billId", sum(amount)::bigint as amount from vendor_payment_allocations
        where payment_id = ${id} group by bill_id having sum(amount) <> 0`,
    row({ billId: int, amount: num }),
  );
  await allocateToBills(
    tx,
    net.map((a) => ({
      paymentId: id,
      billId: a.billId,
      date: ctx.today,
      amount: -a.amount,
      kind: 'reversal' as const,
    })),
  );
  await tx.execute(sql`update vendor_payments set reversed_on = ${ctx.today}::date, reversed_at = now(),
    reversed_by = ${ctx.userId}, reverse_reason = ${reason.trim()}, version = version + 1, updated_at = now()
    where id = ${id}`);
  const after = await getVendorPayment(tx, id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'delete',
    entity: 'vendorPayment',
    entityId: id,
    before,
    after,
  });
  return after;
}

/**
 * A page of payments to vendors, newest first (`vendor_payments_date_id`, or a vendor's through
 * `vendor_payments_vendor_date`), with the totals of every matching payment not reversed.
 */
export async function vendorPaymentPage(db: Db | Tx, query: Query) {
  const { page, perPage, limit, offset } = paging(query);
  const like = likePattern(query.search?.trim());
  const where = and(
    query.vendorId !== undefined && sql`p.vendor_id = ${query.vendorId}`,
    query.method !== undefined && sql`p.method = ${query.method}`,
    query.dateFrom !== undefined && sql`p.date >= ${query.dateFrom}::date`,
    query.dateTo !== undefined && sql`p.date <= ${query.dateTo}::date`,
    like && sql`(v.name ilike ${like} or p.reference ilike ${like})`,
  );
  const figures = await one(
    db,
    sql`select count(*)::int as total,
          coalesce(sum(p.amount) filter (where p.reversed_at is null), 0)::bigint as amount,
          coalesce(sum(p.amount - p.allocated) filter (where p.reversed_at is null), 0)::bigint as credit
        from ${like ? FROM : sql`vendor_payments p`} where ${where}`,
    row({ total: int, amount: num, credit: num }),
  );
  const dir = sql.raw(query.sortDir === 'asc' ? 'asc' : 'desc');
  const datas = await rows<VendorPayment>(
    db,
    sql`select ${COLUMNS} from ${FROM} where ${where} order by p.date ${dir}, p.id ${dir} limit ${limit} offset ${offset}`,
  );
  return {
    total: figures?.total ?? 0,
    page,
    perPage,
    datas,
    totals: { amount: figures?.amount ?? 0, credit: figures?.credit ?? 0 },
  };
}
