import { currentFormatLocale, formatNumber, formatQuantity, formatRupiah } from '../format';

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
 * The words of short amounts, largest first: Indonesian `jt` (juta), `rb` (ribu), `M` (miliar), `T` (triliun) after
 * a space; English `K`, `M`, `B`, `T` straight after the number, as English business writing shortens rupiah.
 */
const SHORT_UNITS = {
  id: { separator: ' ', units: ['T', 'M', 'jt', 'rb'] },
  en: { separator: '', units: ['T', 'B', 'M', 'K'] },
} as const;

/**
 * Shorter rupiah for axis ticks, where "Rp 12.500.000" would crowd the axis: `Rp 12,5 jt`, `Rp 750 rb`,
 * `Rp 1,2 M` (in English `Rp 12.5M`, `Rp 750K`, `Rp 1.2B`). Tooltips keep the full amount.
 */
export function formatRupiahShort(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const { separator, units } = SHORT_UNITS[currentFormatLocale()];
  const scale = [1e12, 1e9, 1e6, 1e3].findIndex((size) => abs >= size);
  if (scale < 0) return formatRupiah(value);
  const number = formatNumber(abs / 10 ** (12 - 3 * scale), { maximumFractionDigits: 1 });
  return `${sign}Rp ${number}${separator}${units[scale]}`;
}

/** Axis tick formatter: short rupiah on axes, the full formatter otherwise. */
export function resolveTickFormatter(formatter: ChartFormatter, unit?: string): (value: number) => string {
  return formatter === 'rupiah' ? formatRupiahShort : resolveFormatter(formatter, unit);
}
