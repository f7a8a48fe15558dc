import { formatNumber, formatQuantity, formatRupiah } from '../format';

/** How chart values are written on axes and in tooltips. */
export type ChartFormatter = 'rupiah' | 'quantity' | 'number' | ((value: number) => string);

/** Resolves a formatter; `unit` is appended for `quantity` (`2,5 kg`). */
export function resolveFormatter(formatter: ChartFormatter, unit?: string): (value: number) => string {
  if (typeof formatter === 'function') return formatter;
  if (formatter === 'rupiah') return (value) => formatRupiah(value);
  if (formatter === 'quantity') return (value) => formatQuantity(value, unit);
  return (value) => formatNumber(value, { maximumFractionDigits: 2 });
}

/**
 * Shorter rupiah for axis ticks, where "Rp 12.500.000" would crowd the axis: `Rp 12,5 jt`, `Rp 750 rb`,
 * `Rp 1,2 M`. Tooltips keep the full amount.
 */
export function formatRupiahShort(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const short = (n: number, suffix: string) =>
    `${sign}Rp ${formatNumber(n, { maximumFractionDigits: 1 })} ${suffix}`;
  if (abs >= 1e12) return short(abs / 1e12, 'T');
  if (abs >= 1e9) return short(abs / 1e9, 'M');
  if (abs >= 1e6) return short(abs / 1e6, 'jt');
  if (abs >= 1e3) return short(abs / 1e3, 'rb');
  return formatRupiah(value);
}

/** Axis tick formatter: short rupiah on axes, the full formatter otherwise. */
export function resolveTickFormatter(formatter: ChartFormatter, unit?: string): (value: number) => string {
  return formatter === 'rupiah' ? formatRupiahShort : resolveFormatter(formatter, unit);
}
