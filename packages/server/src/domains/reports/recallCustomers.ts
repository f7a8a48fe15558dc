/**
 * Who received recalled stock (issue 40, decision 055): the recall trace of the batch or lot (trace.ts), its orders
 * grouped per customer, each with the products of the traced batches it took, for the app to message each customer.
 */
import type { Tx } from '../../db/index.js';
import type { Schemas } from '../../lib/contract.js';
import { trace } from './trace.js';

type RecallCustomer = Schemas['StockRecallCustomer'];

/** The customers (by name) who received the batch, or the lot and what was made from it, with their orders. */
export async function recallCustomers(
  tx: Tx,
  target: { batchId?: number | null; restockId?: number | null },
): Promise<RecallCustomer[]> {
  const found = await trace(
    tx,
    target.batchId !== undefined && target.batchId !== null
      ? { batchId: target.batchId }
      : { restockId: target.restockId! },
    'any',
  );
  const productOf = new Map(found.batches.map((b) => [b.id, b.product]));
  const byCustomer = new Map<number, RecallCustomer>();
  for (const order of found.orders) {
    const products = [
      ...new Map(
        order.batchIds.flatMap((id) => {
          const product = productOf.get(id);
          return product ? [[product.id, product] as const] : [];
        }),
      ).values(),
    ];
    const customer = byCustomer.get(order.customer.id) ?? {
      id: order.customer.id,
      name: order.customer.name,
      phone: order.customer.phone,
      orders: [],
    };
    customer.orders.push({
      id: order.id,
      number: order.number,
      date: order.date,
      delivery: order.delivery,
      qty: order.qty,
      products,
    });
    byCustomer.set(customer.id, customer);
  }
  return [...byCustomer.values()].sort((a, b) => a.name.localeCompare(b.name, 'id') || a.id - b.id);
}
