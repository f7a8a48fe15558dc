/** Money owed and money in (issue 38): payments, a customer's position, the credit hold's release. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { and, likePattern, one, paging, rows } from '../../db/query.js';
import { int, num, row } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { conflict, invalid, staleVersion } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { withDefaults } from '../../lib/validation.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { audit } from '../platform/audit.js';
import { stockContext } from '../stock/materials.routes.js';
import { getOrder, lockOrder } from '../orders/sales.js';
import {
  customerCredit,
  isHeld,
  PAYMENT_COLUMNS,
  PAYMENT_FROM,
  recordPayment,
  reversePayment,
  type Payment,
} from './payments.js';

type PaymentQuery = Schemas['PaymentListRequest'];

class Rollback extends Error {
  constructor(readonly payment: Payment) {
    super('dry run');
  }
}

/** A page of payments, newest first, with the totals of every matching payment that is not reversed. */
async function paymentPage(db: Db | Tx, query: PaymentQuery) {
  const { page, perPage, limit, offset } = paging(query);
  const search = query.search?.trim();
  const where = and(
    query.customerId !== undefined && sql`p.customer_id = ${query.customerId}`,
    query.method !== undefined && sql`p.method = ${query.method}`,
    query.dateFrom !== undefined && sql`p.date >= ${query.dateFrom}::date`,
    query.dateTo !== undefined && sql`p.date <= ${query.dateTo}::date`,
    query.unallocated === true && sql`p.reversed_at is null and p.allocated < p.amount`,
    query.orderId !== undefined &&
      sql`exists (select 1 from payment_allocations a where a.payment_id = p.id and a.transaction_id = ${query.orderId})`,
    search &&
      sql`(c.name ilike ${likePattern(search)} or p.reference ilike ${likePattern(search)}
        or exists (select 1 from payment_allocations a where a.payment_id = p.id and a.number ilike ${likePattern(search)}))`,
  );
  // Unfiltered, or by dates and method only: the per-day figures of migration 0029 instead of every payment.
  const byDay =
    query.customerId === undefined && query.unallocated !== true && query.orderId === undefined && !search;
  const figures = await one(
    db,
    byDay
      ? sql`select coalesce(sum(s.count), 0)::int as total, coalesce(sum(s.amount), 0)::bigint as amount,
              coalesce(sum(s.deposit), 0)::bigint as deposit
            from payment_days s where ${and(
              query.method !== undefined && sql`s.method = ${query.method}`,
              query.dateFrom !== undefined && sql`s.date >= ${query.dateFrom}::date`,
              query.dateTo !== undefined && sql`s.date <= ${query.dateTo}::date`,
            )}`
      : sql`select count(*)::int as total,
              coalesce(sum(p.amount) filter (where p.reversed_at is null), 0)::bigint as amount,
              coalesce(sum(p.amount - p.allocated) filter (where p.reversed_at is null), 0)::bigint as deposit
            from ${PAYMENT_FROM} where ${where}`,
    row({ total: int, amount: num, deposit: num }),
  );
  const dir = sql.raw(query.sortDir === 'asc' ? 'asc' : 'desc');
  const datas = await rows<Payment>(
    db,
    sql`select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where ${where}
        order by p.date ${dir}, p.id ${dir} limit ${limit} offset ${offset}`,
  );
  return {
    total: figures?.total ?? 0,
    page,
    perPage,
    datas,
    totals: { amount: figures?.amount ?? 0, deposit: figures?.deposit ?? 0 },
  };
}

export const moneyHandlers: HandlerGroup<
  'paymentList' | 'paymentAdd' | 'paymentReverse' | 'paymentCredit' | 'transactionReleaseHold'
> = {
  paymentList: async ({ db, body }) => paymentPage(db, withDefaults('PaymentListRequest', body ?? {})),
  paymentAdd: async ({ db, tx, caller, body, config }) => {
    const ctx = stockContext(caller, config);
    if (body.dryRun) {
      // Tried in a transaction that is rolled back: the allocations as they would be, nothing kept.
      try {
        await db.transaction(async (t) => {
          throw new Rollback(await recordPayment(t, ctx, body));
        });
      } catch (err) {
        if (err instanceof Rollback) return { dryRun: true, datas: err.payment };
        throw err;
      }
    }
    const datas = await tx((t) => recordPayment(t, ctx, body));
    return { message: text('done.payment.added', { customer: datas.customer.name }), dryRun: false, datas };
  },
  paymentReverse: async ({ tx, caller, params, body, config }) => {
    const datas = await tx((t) => reversePayment(t, stockContext(caller, config), params.id, body.reason));
    return { message: text('done.payment.reversed', { customer: datas.customer.name }), datas };
  },
  paymentCredit: async ({ db, body, caller, config }) => ({
    datas: await customerCredit(db, body.customerId, stockContext(caller, config).today),
  }),
  transactionReleaseHold: async ({ tx, caller, body, config }) => {
    const ctx = stockContext(caller, config);
    const datas = await tx(async (t) => {
      const before = await lockOrder(t, body.id);
      if (before.version !== body.version) throw staleVersion();
      if (!isHeld(before)) throw conflict('order.notHeld', { number: before.number });
      const note = body.note.trim();
      if (note.length < 3) throw invalid('note', 'validation.minLength', { limit: 3 });
      await t.execute(sql`update transactions set hold_released_at = now(), hold_released_by = ${ctx.userId},
        hold_release_note = ${note}, version = version + 1, updated_at = now() where id = ${before.id}`);
      const after = await getOrder(t, before.id);
      await audit(t, {
        userId: ctx.userId,
        action: 'update',
        entity: 'transaction',
        entityId: before.id,
        before,
        after: { ...after, note },
      });
      return after;
    });
    return { message: text('done.order.released', { number: datas.number }), datas };
  },
};
