import type { Schemas } from '@pawon/api-client';

export type ProductBatch = Schemas['ProductBatch'];
export type AvailableRow = Schemas['StockAvailableRow'];

/** A product's sellable stock in both buckets (from the Fresh and Frozen answers of `stock/available`). */
export interface ProductStock {
  id: number;
  code: string;
  name: string;
  unit: Schemas['Unit'];
  price: number;
  fresh: number;
  frozen: number;
  total: number;
  batches: number;
  nextExpiry: string | null;
}

const milli = (n: number) => Math.round(n * 1000);

/** Joins the Fresh and Frozen answers per product, in the order the server gave (by name). */
export function mergeAvailable(
  fresh: readonly AvailableRow[],
  frozen: readonly AvailableRow[],
): ProductStock[] {
  const out = new Map<number, ProductStock>();
  const add = (row: AvailableRow, bucket: 'fresh' | 'frozen') => {
    const current = out.get(row.productId) ?? {
      id: row.productId,
      code: row.code,
      name: row.name,
      unit: row.unit,
      price: row.price,
      fresh: 0,
      frozen: 0,
      total: 0,
      batches: 0,
      nextExpiry: null,
    };
    current[bucket] = row.qty;
    current.total = (milli(current.fresh) + milli(current.frozen)) / 1000;
    current.batches = Math.max(current.batches, row.batches);
    if (row.nextExpiry && (!current.nextExpiry || row.nextExpiry < current.nextExpiry))
      current.nextExpiry = row.nextExpiry;
    out.set(row.productId, current);
  };
  fresh.forEach((row) => add(row, 'fresh'));
  frozen.forEach((row) => add(row, 'frozen'));
  return [...out.values()];
}

/** What a count records: counted − what the bucket holds, and its worth at the product's price (rounded rupiah). */
export function countVariance(
  system: number,
  counted: number,
  price: number,
): { variance: number; value: number } {
  const variance = (milli(counted) - milli(system)) / 1000;
  return { variance, value: Math.round(((milli(counted) - milli(system)) * price) / 1000) };
}

/** `+2,5` / `-1` / `0`: a signed change for the ledger. */
export const signed = (n: number, format: (n: number) => string) =>
  n > 0 ? `+${format(n)}` : n < 0 ? `−${format(-n)}` : format(0);
