import type { BodyOf } from '@pawon/api-client';
import { orderTotal, packSums } from '@pawon/api-client/pricing';
import type { QueuedOperation, QueuedWrite } from './queued';

/** The records a queued write names, as this device last saw them (the query cache): names and current prices. */
export interface KnownRecords {
  customers: ReadonlyArray<{ id: number; name: string; ongkir?: { price: number } | null }>;
  products: ReadonlyArray<{ id: number; price: number }>;
  packs: ReadonlyArray<{ id: number; packPrice: number }>;
}

/** A queued new record as a list shows it on top of its rows until the server has it. */
export interface QueuedRow {
  key: string;
  state: QueuedWrite['state'];
  /** The customer's name of an order, the name of a new customer (the queue's label when the name is not known). */
  name: string;
  /** How many packs an order has. */
  packs?: number;
  /** The day it is for (`yyyy-mm-dd`), else when it was made (ms). */
  date: string | number;
  /**
   * An order's total from the prices this device knows now (the order form's own estimate; the server prices it
   * when it arrives); absent when a product, a pack or the customer is not known here.
   */
  total?: number;
}

/** The operations whose queued writes are new records of a list (a state change belongs to a row already there). */
export const makesRecord = (operation: QueuedOperation) => operation !== 'transactionStatus';

function orderRow(write: QueuedWrite, known: KnownRecords): QueuedRow {
  const body = write.body as BodyOf<'transactionAdd'>;
  const customer = known.customers.find((c) => c.id === body.customerId);
  const packs = body.packs ?? [];
  let items = 0;
  let packaging = 0;
  let priced = customer !== undefined;
  for (const pack of packs) {
    const packPrice = known.packs.find((p) => p.id === pack.materialId)?.packPrice;
    const lines = pack.lines.map((line) => ({
      // The body's quantities are in units; the pricing rule reads thousandths (as the server does).
      qtyPerPack: Math.round(line.qtyPerPack * 1000),
      unitPrice: known.products.find((p) => p.id === line.productId)?.price,
    }));
    if (packPrice === undefined || lines.some((l) => l.unitPrice === undefined)) priced = false;
    const sums = packSums({
      count: pack.count,
      packPrice: packPrice ?? 0,
      lines: lines.map((l) => ({ qtyPerPack: l.qtyPerPack, unitPrice: l.unitPrice ?? 0 })),
    });
    items += sums.items;
    packaging += sums.packaging;
  }
  return {
    key: write.key,
    state: write.state,
    name: customer?.name ?? write.label,
    packs: packs.reduce((n, p) => n + p.count, 0),
    date: body.date ?? write.createdAt,
    ...(priced ? { total: orderTotal({ items, packaging, ongkir: customer?.ongkir?.price ?? 0 }) } : {}),
  };
}

/** What a list shows of a queued new record: who it is for, its packs and date, an order's estimated total. */
export function queuedRow(write: QueuedWrite, known: KnownRecords): QueuedRow {
  if (write.operation === 'transactionAdd') return orderRow(write, known);
  const body = write.body as { name?: unknown };
  return {
    key: write.key,
    state: write.state,
    name: typeof body.name === 'string' && body.name ? body.name : write.label,
    date: write.createdAt,
  };
}
