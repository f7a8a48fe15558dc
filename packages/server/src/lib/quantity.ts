/**
 * Quantities are numeric(14,3) in the database and numbers with up to 3 decimals in the contract. Stock arithmetic
 * in JavaScript is done in whole thousandths ("milli": 2.5 kg is 2500), where adding and comparing are exact; SQL
 * reads them as `(qty * 1000)::bigint` and gets them back as decimal text (`'2.500'`), never as a float.
 */
import { invalid } from './errors.js';

/** A quantity in thousandths of its unit. */
export type Milli = number;

/** Thousandths of a quantity that has at most 3 decimals (a value the database gave, or one already checked). */
export const toMilli = (value: number): Milli => Math.round(value * 1000);

/** The quantity of some thousandths, as the contract answers it. */
export const fromMilli = (milli: Milli): number => milli / 1000;

/** Decimal text for SQL (`2500` → `'2.500'`), cast with `::numeric` where it is used. */
export function milliText(milli: Milli): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  return `${sign}${Math.trunc(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/**
 * A quantity from a request in thousandths: more than 3 decimals, or zero where it must be positive, is refused with
 * 422 on the field.
 */
export function quantityOf(field: string, value: number, opts: { positive?: boolean } = {}): Milli {
  const milli = toMilli(value);
  if (Math.abs(value * 1000 - milli) > 1e-6 * Math.max(1, Math.abs(milli)))
    throw invalid(field, 'validation.decimals');
  if (opts.positive && milli <= 0) throw invalid(field, 'validation.positive');
  return milli;
}

const numberFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 });

/** `2500, 'kg'` → `2,5 kg` (Indonesian decimals). */
export const formatQty = (milli: Milli, unit: string): string =>
  `${numberFormat.format(fromMilli(milli))} ${unit}`;

const moneyFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** `1234567` → `Rp 1.234.567`. */
export const formatMoney = (rupiah: number): string => `Rp ${moneyFormat.format(rupiah)}`;

/** `qty × price` in whole rupiah (the order pricing rule, shared with the app: `@pawon/api-client/pricing`). */
export { amountOf } from '@pawon/api-client/pricing';

/** The largest amount of money the contract carries (Rp 1 trillion). */
export const MAX_MONEY = 1_000_000_000_000;
