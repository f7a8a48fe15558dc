/**
 * What each event carries (the contract's WebhookEventPayload), emitted by the domains in their write's transaction.
 */
import type { Tx } from '../../db/index.js';
import type { Schemas } from '../../lib/contract.js';
import { emitEvent } from './outbox.js';

type Transaction = Schemas['Transaction'];

const STATUS_FIELDS = ['packing', 'delivery', 'payment'] as const;
const EDITED = [
  'customerId',
  'date',
  'deliveryDate',
  'deliveryTime',
  'ongkir',
  'note',
  'itemCount',
  'total',
] as const;

export const orderCreated = (tx: Tx, order: Transaction) =>
  emitEvent(tx, 'order.created', `order:${order.id}`, order);

/** An order saved: `order.updated` when more than its states changed, `order.status_changed` when a state did. */
export async function orderChanged(tx: Tx, before: Transaction, after: Transaction): Promise<void> {
  const changes = STATUS_FIELDS.filter((f) => before[f] !== after[f]).map((field) => ({
    field,
    from: before[field],
    to: after[field],
  }));
  // What a person changes in the order form (a status mark moves stock and money, which are not "updates").
  const other = EDITED.some((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (other || changes.length === 0) await emitEvent(tx, 'order.updated', `order:${after.id}`, after);
  if (changes.length)
    await emitEvent(tx, 'order.status_changed', `order:${after.id}`, { order: after, changes });
}

export const orderDeleted = (tx: Tx, order: Transaction) =>
  emitEvent(tx, 'order.deleted', `order:${order.id}`, { id: order.id, number: order.number });

export const returnCreated = (tx: Tx, orderId: number, read: () => Promise<unknown>) =>
  emitEvent(tx, 'return.created', `order:${orderId}`, read);

export const customerCreated = (
  tx: Tx,
  c: { id: number; name: string; phone: string | null; category: string; createdAt: string },
) =>
  emitEvent(tx, 'customer.created', `customer:${c.id}`, {
    id: c.id,
    name: c.name,
    phone: c.phone,
    category: c.category,
    createdAt: c.createdAt,
  });

export const productionRecorded = (tx: Tx, run: Schemas['ProductionRun']) =>
  emitEvent(tx, 'production.recorded', `production:${run.id}`, {
    id: run.id,
    productId: run.productId,
    productName: run.product.name,
    date: run.date,
    qty: run.qty,
    unit: run.unit,
    batchId: run.batch?.id ?? null,
    expiryDate: run.expiryDate,
  });

export const paymentReceived = (tx: Tx, id: number, customerId: number, read: () => Promise<unknown>) =>
  emitEvent(tx, 'payment.received', `customer:${customerId}`, read);
