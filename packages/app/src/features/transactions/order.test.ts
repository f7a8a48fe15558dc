import { todayIn } from '../../lib/format';
import { describe, expect, it } from 'vitest';
import {
  copiedPrices,
  emptyPack,
  estimate,
  fromBody,
  stateCounts,
  toBody,
  toFormValues,
  unitPriceOf,
  waNumber,
  whatsAppLink,
  type OrderRecord,
  type OrderValues,
} from './order';

const values: OrderValues = {
  customerId: '3',
  date: null,
  deliveryDate: '2026-11-25',
  deliveryTime: '',
  payment: 'unpaid',
  packing: 'unpacked',
  delivery: 'pending',
  note: '  ',
  packs: [
    {
      materialId: '9',
      count: 2,
      lines: [
        { productId: '1', bucket: 'frozen', qtyPerPack: 3 },
        { productId: '2', bucket: 'fresh', qtyPerPack: 1.5 },
      ],
    },
    { materialId: '9', count: 1, lines: [{ productId: '1', bucket: 'frozen', qtyPerPack: 4 }] },
  ],
};

const ref = {
  products: [
    { id: 1, price: 5_000 },
    { id: 2, price: 3_000 },
  ],
  packs: [{ id: 9, packPrice: 1_000 }],
  customers: [{ id: 3, ongkir: { id: 1, label: '3 - 5 Km', price: 5_000 } }],
  record: null,
} as unknown as Parameters<typeof estimate>[1];

describe('order form', () => {
  it('estimates as the server computes: packs × (pack price + Σ qty × price) + ongkir', () => {
    // 2×3×5000 + 2×1.5×3000 + 1×4×5000 = 30000 + 9000 + 20000; packs 3 × 1000; ongkir 5000.
    expect(estimate(values, ref)).toEqual({ items: 59_000, packaging: 3_000, ongkir: 5_000, total: 67_000 });
  });

  it('rounds each line as the server does (its rule, not floating point): 0.3 × 3 × Rp 5 is Rp 5, not 4', () => {
    const small = {
      ...values,
      packs: [{ materialId: '9', count: 3, lines: [{ productId: '1', bucket: 'fresh', qtyPerPack: 0.3 }] }],
    } as typeof values;
    const cheap = {
      ...ref,
      products: [{ id: 1, price: 5 }],
      packs: [{ id: 9, packPrice: 0 }],
    } as unknown as typeof ref;
    expect(estimate(small, cheap)).toMatchObject({ items: 5, packaging: 0 });
  });

  it('keeps the prices and ongkir an edited order copied', () => {
    const record = {
      customerId: 3,
      ongkir: 0,
      packs: [{ materialId: 9, packPrice: 500, lines: [{ productId: 1, unitPrice: 4_000 }] }],
    } as unknown as NonNullable<Parameters<typeof estimate>[1]['record']>;
    expect(estimate(values, { ...ref, record })).toEqual({
      items: 2 * 3 * 4_000 + 9_000 + 4 * 4_000,
      packaging: 1_500,
      ongkir: 0,
      total: 24_000 + 9_000 + 16_000 + 1_500,
    });
  });

  it("prices new lines at the customer's price for the order's date (their price list's) when quoted", () => {
    // Reseller: product 1 at 4.500 (its own 5.000), product 2 not on the list (its own 3.000, as quoted).
    const quoted = new Map([
      [1, 4_500],
      [2, 3_000],
    ]);
    // 2×3×4500 + 2×1.5×3000 + 1×4×4500 = 27000 + 9000 + 18000.
    expect(estimate(values, { ...ref, quoted })).toEqual({
      items: 54_000,
      packaging: 3_000,
      ongkir: 5_000,
      total: 62_000,
    });
    expect(unitPriceOf(1, { copied: new Map(), quoted, products: ref.products })).toBe(4_500);
  });

  it("falls back to the product's own price without a quote (no customer yet, offline) or for a product not quoted", () => {
    expect(estimate(values, { ...ref, quoted: undefined })).toEqual(estimate(values, ref));
    expect(estimate(values, { ...ref, quoted: new Map() })).toMatchObject({ items: 59_000 });
    // Only product 1 quoted: product 2 at its own 3.000.
    expect(estimate(values, { ...ref, quoted: new Map([[1, 4_500]]) })).toMatchObject({
      items: 27_000 + 9_000 + 18_000,
    });
    expect(unitPriceOf(2, { copied: new Map(), quoted: new Map([[1, 4_500]]), products: ref.products })).toBe(
      3_000,
    );
  });

  it('keeps the prices an edited order copied over the quote; a line new to it takes the quote', () => {
    const record = {
      customerId: 3,
      ongkir: 5_000,
      packs: [{ materialId: 9, packPrice: 1_000, lines: [{ productId: 1, unitPrice: 4_000 }] }],
    } as unknown as NonNullable<Parameters<typeof estimate>[1]['record']>;
    const quoted = new Map([
      [1, 4_500],
      [2, 2_500],
    ]);
    expect(copiedPrices(record)).toEqual(new Map([[1, 4_000]]));
    // Product 1 at its copied 4.000 (not 4.500), product 2 (new to the order) at the quoted 2.500.
    expect(estimate(values, { ...ref, record, quoted })).toMatchObject({
      items: 2 * 3 * 4_000 + 2 * 1.5 * 2_500 + 4 * 4_000,
    });
    expect(unitPriceOf(1, { copied: copiedPrices(record), quoted, products: ref.products })).toBe(4_000);
  });

  it('opens a sent body again as the values it was made from (a refused offline order to correct)', () => {
    expect(fromBody(toBody(values))).toEqual({
      ...values,
      deliveryTime: null,
      note: '',
    });
    expect(fromBody({ ...toBody(values), packs: [] }).packs).toEqual([emptyPack()]);
  });

  it('sends numbers and nulls, never totals', () => {
    const body = toBody(values);
    expect(body).toEqual({
      customerId: 3,
      date: null,
      deliveryDate: '2026-11-25',
      deliveryTime: null,
      payment: 'unpaid',
      packing: 'unpacked',
      delivery: 'pending',
      note: null,
      packs: [
        {
          materialId: 9,
          count: 2,
          lines: [
            { productId: 1, bucket: 'frozen', qtyPerPack: 3 },
            { productId: 2, bucket: 'fresh', qtyPerPack: 1.5 },
          ],
        },
        { materialId: 9, count: 1, lines: [{ productId: 1, bucket: 'frozen', qtyPerPack: 4 }] },
      ],
    });
    expect(toFormValues(null).packs).toHaveLength(1);
    expect(toFormValues(null).date).toBe(todayIn());
  });

  it('shares a summary through a wa.me link with the international number', () => {
    expect(waNumber('0812-3101-1037')).toBe('6281231011037');
    expect(waNumber('+62 812 3101')).toBe('628123101');
    expect(waNumber(null)).toBe('');
    const order = {
      number: 'TRX-20261120-0001',
      date: '2026-11-20',
      customer: { name: 'Warung Bu Sari', phone: '0812-3101-1037' },
      deliveryDate: '2026-11-21',
      deliveryTime: '09:30',
      ongkir: 5_000,
      total: 73_000,
      payment: 'unpaid',
      packs: [
        {
          count: 2,
          subtotal: 68_000,
          material: { name: 'Kerdus' },
          lines: [{ qtyPerPack: 3, product: { name: 'Baso Tahu', unit: 'pcs' } }],
        },
      ],
    } as unknown as OrderRecord;
    const url = whatsAppLink(order, { money: (n) => `Rp ${n}`, qty: (n, u) => `${n} ${u}`, date: (d) => d });
    expect(url.startsWith('https://wa.me/6281231011037?text=')).toBe(true);
    const text = decodeURIComponent(url.split('text=')[1]!);
    expect(text).toContain('Paket 1: 2 × Kerdus (Baso Tahu 3 pcs) = Rp 68000');
    expect(text).toContain('Total: Rp 73000 (belum dibayar)');
    expect(text).toContain('Dikirim 2026-11-21 pukul 09.30.');
  });

  it('counts each state choice over every order the other filters keep', () => {
    expect(stateCounts({})).toBeUndefined();
    expect(
      stateCounts({
        counts: { all: 7, paid: 3, unpaid: 4, packed: 2, unpacked: 5, pending: 6, delivered: 1 },
        totals: { total: 0, itemCount: 0 },
      }),
    ).toEqual({ '': 7, paid: 3, unpaid: 4, packed: 2, unpacked: 5, pending: 6, delivered: 1 });
  });
});
