/**
 * Number, money and percentage formatting in the language of locale.ts: Indonesian notation by default (id-ID: `.`
 * groups thousands and `,` separates decimals), English when chosen (`,` and `.`). Money is rupiah in both
 * (`Rp 1.234.567`, `Rp 1,234,567`). Every function returns `fallback` (default `''`) for null, undefined or non-finite
 * input so that tables can show an empty cell instead of `NaN`.
 *
 * The rupiah symbol is followed by a plain space (`Rp 1.234.567`), not the no-break space Intl emits, so that
 * the strings are predictable in tests and exports; tables keep numbers on one line with `white-space`.
 */

import { currentFormatLocale, numberTag } from './locale';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const locale = currentFormatLocale();
  const key = `${locale}:${minimumFractionDigits}:${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberTag(locale), {
      minimumFractionDigits,
      maximumFractionDigits,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A value the formatters accept; anything not finite is shown as the fallback. */
export type NumericInput = number | null | undefined;

export interface FormatOptions {
  /** Text for null, undefined, NaN or infinite input. Default `''`. */
  fallback?: string;
}

function isFiniteNumber(value: NumericInput): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** `-0` would print as `-0`; business figures never mean that. */
function normaliseZero(value: number): number {
  return Object.is(value, -0) ? 0 : value;
}

export interface FormatNumberOptions extends FormatOptions {
  /** Fewest decimals shown. Default `0`. */
  minimumFractionDigits?: number;
  /** Most decimals shown (rounded half away from zero). Default `0`. */
  maximumFractionDigits?: number;
}

/**
 * `formatNumber(1234567)` → `1.234.567`; `formatNumber(2.5, { maximumFractionDigits: 1 })` → `2,5` (in English
 * `1,234,567` and `2.5`).
 */
export function formatNumber(value: NumericInput, options: FormatNumberOptions = {}): string {
  const { fallback = '', minimumFractionDigits = 0 } = options;
  const maximumFractionDigits = Math.max(options.maximumFractionDigits ?? 0, minimumFractionDigits);
  if (!isFiniteNumber(value)) return fallback;
  const text = numberFormat(minimumFractionDigits, maximumFractionDigits).format(normaliseZero(value));
  // Intl prints "-0" for values that round to zero from below, e.g. -0.0001.
  return /^-0([.,]0*)?$/.test(text) ? text.slice(1) : text;
}

/** Rounds half away from zero to whole rupiah (Math.round rounds -1.5 to -1). */
export function roundRupiah(value: number): number {
  return normaliseZero(Math.sign(value) * Math.round(Math.abs(value)));
}

export interface FormatRupiahOptions extends FormatOptions {
  /** Leave out the `Rp` symbol, e.g. inside a column headed "(Rp)". Default `false`. */
  withoutSymbol?: boolean;
}

/** Whole rupiah: `formatRupiah(1234567)` → `Rp 1.234.567`, `formatRupiah(-1234)` → `-Rp 1.234`. */
export function formatRupiah(value: NumericInput, options: FormatRupiahOptions = {}): string {
  const { fallback = '', withoutSymbol = false } = options;
  if (!isFiniteNumber(value)) return fallback;
  const rounded = roundRupiah(value);
  const digits = numberFormat(0, 0).format(Math.abs(rounded));
  const sign = rounded < 0 ? '-' : '';
  return withoutSymbol ? `${sign}${digits}` : `${sign}Rp ${digits}`;
}

export interface FormatQuantityOptions extends FormatOptions {
  /** Most decimals shown. Default `3`. */
  maximumFractionDigits?: number;
}

/** `formatQuantity(2.5, 'kg')` → `2,5 kg`; `formatQuantity(1250)` → `1.250`. Up to 3 decimals. */
export function formatQuantity(
  value: NumericInput,
  unit?: string,
  options: FormatQuantityOptions = {},
): string {
  const { fallback = '', maximumFractionDigits = 3 } = options;
  if (!isFiniteNumber(value)) return fallback;
  const number = formatNumber(value, { maximumFractionDigits });
  return unit ? `${number} ${unit}` : number;
}

export interface FormatPercentOptions extends FormatOptions {
  /** Most decimals shown. Default `2`. */
  maximumFractionDigits?: number;
  /** Prefix positive values with `+` (for trends). Default `false`. */
  signed?: boolean;
}

/**
 * The value is already in percent: `formatPercent(12.345)` → `12,35%`. With `signed: true`,
 * `12.3` → `+12,3%`, `-4` → `-4%`, `0` → `0%`.
 */
export function formatPercent(value: NumericInput, options: FormatPercentOptions = {}): string {
  const { fallback = '', maximumFractionDigits = 2, signed = false } = options;
  if (!isFiniteNumber(value)) return fallback;
  const number = formatNumber(value, { maximumFractionDigits });
  const isPositive = signed && !number.startsWith('-') && /[1-9]/.test(number);
  return `${isPositive ? '+' : ''}${number}%`;
}

/** Trend percentages: `formatSignedPercent(12.345)` → `+12,35%`. */
export function formatSignedPercent(
  value: NumericInput,
  options: Omit<FormatPercentOptions, 'signed'> = {},
): string {
  return formatPercent(value, { ...options, signed: true });
}
