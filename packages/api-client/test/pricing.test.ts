import { describe, expect, it } from 'vitest';
import { amountOf, orderTotal, packSums } from '../src/pricing';

describe('order pricing (server checkOrder and the app order form)', () => {
  it('prices a quantity in thousandths exactly, rounding half away from zero', () => {
    expect(amountOf(2500, 3_000)).toBe(7_500);
    expect(amountOf(900, 5)).toBe(5); // 0.9 × Rp 5 = 4.5: floating point says 4.499…
    expect(amountOf(1, 499)).toBe(0);
    expect(amountOf(-900, 5)).toBe(-5);
    expect(amountOf(1_000_000_000, 1_000_000)).toBe(1_000_000_000_000);
  });

  it('sums a pack: count × pack price plus each line at qtyPerPack × count', () => {
    const sums = packSums({
      count: 2,
      packPrice: 1_000,
      lines: [
        { qtyPerPack: 3_000, unitPrice: 5_000 },
        { qtyPerPack: 1_500, unitPrice: 3_000 },
      ],
    });
    expect(sums).toEqual({ lines: [30_000, 9_000], items: 39_000, packaging: 2_000, subtotal: 41_000 });
    expect(orderTotal({ items: sums.items, packaging: sums.packaging, ongkir: 5_000 })).toBe(46_000);
  });
});
