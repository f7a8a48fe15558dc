/**
 * Standing orders in the books' property test (issue 39, decision 049): a standing order of one of the sequence's
 * customers for today alone, then `standingOrder/generate` (the daily run). Its order is an ordinary one, as the order
 * form makes it for today (unpacked, pending, unpaid, at the customer's prices): the model takes it through the same
 * rules as the `order` operation. When that order would be refused (stock short) or held for credit, the day is kept
 * as failed and no order is made: nothing changes in the books. The standing order is deleted once run, so that a
 * failed day is not tried again by a later sequence.
 */
import { sql } from 'drizzle-orm';
import type { Json } from '../helpers.js';
import { type Model } from './model.js';
import { order } from './orders.js';
import { cloneModel, type OpOf, type Step, type World } from './world.js';
import { PACKS } from './model.js';

export async function standing(w: World, m: Model, op: OpOf<'standing'>): Promise<Step | null> {
  // A product twice in one bucket of a pack: the standing order itself is refused (its form's rule), nothing to run.
  if (op.packs.some((p) => new Set(p.lines.map((l) => `${l.product}:${l.bucket}`)).size !== p.lines.length))
    return null;
  const trial = cloneModel(m);
  const step = await order(w, trial, {
    op: 'order',
    customer: op.customer,
    packs: op.packs,
    day: 0,
    packing: 'unpacked',
    delivery: 'pending',
    paid: false,
  });
  const made = trial.orders.at(-1);
  const creates = step.expected === 200 && made !== undefined && made.hold === null;
  if (creates) Object.assign(m, trial);
  const created = await w.t.ok('/api/standingOrder/add', {
    customerId: m.customers[op.customer]!.id,
    packs: op.packs.map((p) => ({
      materialId: m.materials[PACKS[p.pack]!]!.id,
      count: p.count,
      lines: p.lines.map((l) => ({
        productId: m.products[l.product]!.id,
        bucket: l.bucket,
        qtyPerPack: l.qty / 1000,
      })),
    })),
    everyDays: 1,
    startDate: w.today,
    endDate: w.today,
  });
  const id = created.datas.id as number;
  return {
    expected: 200,
    req: { url: '/api/standingOrder/generate', body: {} },
    learn: async (json) => {
      const [day] = await w.t.query<{ transactionId: number | null; errorCode: string | null }>(
        sql`select transaction_id as "transactionId", error_code as "errorCode" from standing_order_days
            where standing_order_id = ${id} and date = ${w.today}::date`,
      );
      if (!creates) {
        if (day?.transactionId !== null || !day.errorCode)
          throw new Error(
            `standing order ${id}: the model expects no order, generate made ${JSON.stringify(day)}`,
          );
      } else {
        if (!day?.transactionId)
          throw new Error(
            `standing order ${id}: the model expects its order, generate answered ${JSON.stringify(json)}`,
          );
        await step.learn!({ datas: await orderAnswer(w, day.transactionId) });
      }
      const deleted = await w.t.call('admin', 'DELETE', `/api/standingOrder/delete/${id}`);
      if (deleted.statusCode !== 200)
        throw new Error(`standing order ${id}: delete answered ${deleted.body}`);
    },
  };
}

/** An order's id and its packs' line ids (in position order), as transaction/add answers them. */
async function orderAnswer(w: World, orderId: number): Promise<Json> {
  const lines = await w.t.query<{ pack: number; id: number }>(
    sql`select p.position as pack, l.id from transaction_packs p join transaction_lines l on l.pack_id = p.id
        where p.transaction_id = ${orderId} order by p.position, l.position`,
  );
  const packs: Array<{ lines: Array<{ id: number }> }> = [];
  const positions = [...new Set(lines.map((l) => l.pack))];
  for (const position of positions)
    packs.push({ lines: lines.filter((l) => l.pack === position).map((l) => ({ id: l.id })) });
  return { id: orderId, packs };
}
