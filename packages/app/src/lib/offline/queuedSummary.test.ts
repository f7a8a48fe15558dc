import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from './queued';
import { queuedRow, type KnownRecords } from './queuedSummary';
import { orderBody } from '../../test/fixtures';

const order: QueuedWrite = {
  key: 'k1',
  operation: 'transactionAdd',
  body: orderBody({
    packs: [
      { materialId: 1, count: 2, lines: [{ productId: 5, bucket: 'frozen', qtyPerPack: 1.5 }] },
      { materialId: 2, count: 1, lines: [{ productId: 6, bucket: 'fresh', qtyPerPack: 10 }] },
    ],
  }),
  createdAt: Date.UTC(2026, 10, 26, 7, 5),
  userId: 7,
  label: 'Pesanan #3 · 3 paket',
  state: 'waiting',
};

const known: KnownRecords = {
  customers: [{ id: 3, name: 'Warung Bu Sari', ongkir: { price: 10_000 } }],
  products: [
    { id: 5, price: 40_000 },
    { id: 6, price: 2_500 },
  ],
  packs: [
    { id: 1, packPrice: 1_000 },
    { id: 2, packPrice: 2_000 },
  ],
};

describe('a queued order as the order list shows it (issue 37)', () => {
  it('names the customer, counts the packs and estimates the total by the pricing rule from the known prices', () => {
    // 2 packs × 1.5 × 40.000 + 2 × 1.000, 1 pack × 10 × 2.500 + 2.000, ongkir 10.000.
    expect(queuedRow(order, known)).toEqual({
      key: 'k1',
      state: 'waiting',
      name: 'Warung Bu Sari',
      packs: 3,
      date: '2026-11-26',
      total: 120_000 + 2_000 + 25_000 + 2_000 + 10_000,
    });
  });

  it('gives no total when a price is not known on this device, and the label when the customer is not', () => {
    const row = queuedRow(order, { ...known, customers: [], products: known.products.slice(0, 1) });
    expect(row.total).toBeUndefined();
    expect(row.name).toBe('Pesanan #3 · 3 paket');
    expect(queuedRow(order, { ...known, packs: [] }).total).toBeUndefined();
  });

  it('is dated by when it was made when the order has no date, and keeps the refused state', () => {
    const undated = { ...order, body: { ...(order.body as object), date: null }, state: 'refused' as const };
    expect(queuedRow(undated, known)).toMatchObject({ date: order.createdAt, state: 'refused' });
  });

  it('names a queued new customer by its name', () => {
    const customer: QueuedWrite = { ...order, operation: 'customerAdd', body: { name: 'Warung Bu Yati' } };
    expect(queuedRow(customer, known)).toMatchObject({ name: 'Warung Bu Yati', date: order.createdAt });
  });
});
