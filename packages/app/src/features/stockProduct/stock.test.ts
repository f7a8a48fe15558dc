import { describe, expect, it } from 'vitest';
import { countVariance, mergeAvailable, signed } from './stock';

const row = (productId: number, qty: number, nextExpiry: string | null = null, batches = 1) => ({
  productId,
  code: `P${productId}`,
  name: `Produk ${productId}`,
  unit: 'pcs' as const,
  price: 7500,
  qty,
  batches,
  oldestDate: '2026-11-01',
  nextExpiry,
});

describe('product stock rules', () => {
  it('joins fresh and frozen per product, with the earliest expiry', () => {
    const merged = mergeAvailable(
      [row(1, 10.1, '2026-12-01'), row(2, 0)],
      [row(1, 5.2, '2026-11-28', 2), row(3, 4)],
    );
    expect(merged).toEqual([
      expect.objectContaining({
        id: 1,
        fresh: 10.1,
        frozen: 5.2,
        total: 15.3,
        batches: 2,
        nextExpiry: '2026-11-28',
      }),
      expect.objectContaining({ id: 2, fresh: 0, frozen: 0, total: 0 }),
      expect.objectContaining({ id: 3, fresh: 0, frozen: 4, total: 4 }),
    ]);
  });

  it('says a count variance in quantity and rupiah', () => {
    expect(countVariance(40, 37.5, 7500)).toEqual({ variance: -2.5, value: -18750 });
    expect(countVariance(0.1, 0.3, 3000)).toEqual({ variance: 0.2, value: 600 });
    expect(countVariance(5, 5, 3000)).toEqual({ variance: 0, value: 0 });
  });

  it('signs a change', () => {
    const f = (n: number) => String(n);
    expect(signed(2, f)).toBe('+2');
    expect(signed(-2, f)).toBe('−2');
    expect(signed(0, f)).toBe('0');
  });
});
