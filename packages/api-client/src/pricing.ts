/**
 * Order pricing (spec: transactions), the one rule both sides use: the server's `checkOrder` prices what it saves,
 * the app's order form shows the same sums before saving. Pure, no dependencies.
 *
 * Quantities are in thousandths of their unit (2.5 kg is 2500), so sums are exact; money is whole rupiah.
 */

/** `qty × price` in whole rupiah (qty in thousandths), rounded half away from zero, computed exactly (BigInt). */
export function amountOf(qty: number, price: number): number {
  const thousandths = BigInt(Math.abs(qty)) * BigInt(price);
  const rupiah = Number((thousandths + 500n) / 1000n);
  return qty < 0 ? -rupiah : rupiah;
}

export interface PricedPack {
  /** How many packs. */
  count: number;
  /** The pack's own price (its packaging), per pack. */
  packPrice: number;
  /** Each product line: its quantity per pack (thousandths) and its unit price. */
  lines: ReadonlyArray<{ qtyPerPack: number; unitPrice: number }>;
}

export interface PackSums {
  /** Each line's amount: qtyPerPack × count × unit price. */
  lines: number[];
  /** The lines together. */
  items: number;
  /** count × pack price. */
  packaging: number;
  /** items + packaging. */
  subtotal: number;
}

/** A pack's sums: subtotal = count × (pack price) + Σ amountOf(qtyPerPack × count, unit price). */
export function packSums(pack: PricedPack): PackSums {
  const lines = pack.lines.map((line) => amountOf(line.qtyPerPack * pack.count, line.unitPrice));
  const items = lines.reduce((sum, amount) => sum + amount, 0);
  const packaging = pack.count * pack.packPrice;
  return { lines, items, packaging, subtotal: items + packaging };
}

/** An order's total: its packs' items and packaging, plus the shipping cost (ongkir) of its customer. */
export const orderTotal = (sums: { items: number; packaging: number; ongkir: number }): number =>
  sums.items + sums.packaging + sums.ongkir;
