import { afterEach, describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRupiah,
  formatSignedPercent,
  roundRupiah,
} from './number';
import { numberMarks, setFormatLocale } from './locale';

describe('formatRupiah', () => {
  it.each([
    [1234567, 'Rp 1.234.567'],
    [0, 'Rp 0'],
    [-0, 'Rp 0'],
    [999, 'Rp 999'],
    [1000, 'Rp 1.000'],
    [-1234, '-Rp 1.234'],
    [1_000_000_000_000, 'Rp 1.000.000.000.000'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatRupiah(value)).toBe(expected);
  });

  it('rounds to whole rupiah, half away from zero', () => {
    expect(formatRupiah(1234.5)).toBe('Rp 1.235');
    expect(formatRupiah(1234.49)).toBe('Rp 1.234');
    expect(formatRupiah(-1.5)).toBe('-Rp 2');
    expect(formatRupiah(-0.4)).toBe('Rp 0');
  });

  it('uses a plain space after the symbol', () => {
    expect(formatRupiah(5000).charCodeAt(2)).toBe(32);
  });

  it('can leave out the symbol', () => {
    expect(formatRupiah(-25000, { withoutSymbol: true })).toBe('-25.000');
  });

  it('shows the fallback for missing or non-finite values', () => {
    expect(formatRupiah(null)).toBe('');
    expect(formatRupiah(undefined, { fallback: '—' })).toBe('—');
    expect(formatRupiah(Number.NaN, { fallback: '-' })).toBe('-');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('roundRupiah', () => {
  it('never returns -0', () => {
    expect(Object.is(roundRupiah(-0.2), 0)).toBe(true);
    expect(roundRupiah(2.5)).toBe(3);
    expect(roundRupiah(-2.5)).toBe(-3);
  });
});

describe('formatNumber', () => {
  it('groups thousands with a dot and has no decimals by default', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(12.7)).toBe('13');
  });

  it('uses a comma for decimals', () => {
    expect(formatNumber(1234.5, { maximumFractionDigits: 2 })).toBe('1.234,5');
    expect(formatNumber(1234.5, { minimumFractionDigits: 2 })).toBe('1.234,50');
  });

  it('never prints negative zero', () => {
    expect(formatNumber(-0.0001, { maximumFractionDigits: 2 })).toBe('0');
    expect(formatNumber(-0.0001, { minimumFractionDigits: 2 })).toBe('0,00');
  });

  it('returns the fallback for null', () => {
    expect(formatNumber(null, { fallback: '–' })).toBe('–');
  });
});

describe('formatQuantity', () => {
  it.each([
    [2.5, 'kg', '2,5 kg'],
    [1250, 'gram', '1.250 gram'],
    [0.125, 'kg', '0,125 kg'],
    [1.23456, 'liter', '1,235 liter'],
    [3, 'pcs', '3 pcs'],
    [-2.5, 'kg', '-2,5 kg'],
  ])('formats %d %s as %s', (value, unit, expected) => {
    expect(formatQuantity(value, unit)).toBe(expected);
  });

  it('works without a unit and with fewer decimals', () => {
    expect(formatQuantity(1234.5678)).toBe('1.234,568');
    expect(formatQuantity(2.55, undefined, { maximumFractionDigits: 1 })).toBe('2,6');
  });

  it('returns the fallback for missing values', () => {
    expect(formatQuantity(null, 'kg')).toBe('');
  });
});

describe('formatPercent', () => {
  it.each([
    [12.345, '12,35%'],
    [12, '12%'],
    [0.5, '0,5%'],
    [-3.14159, '-3,14%'],
    [100, '100%'],
    [1234.5, '1.234,5%'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('has a signed variant for trends', () => {
    expect(formatSignedPercent(12.345)).toBe('+12,35%');
    expect(formatSignedPercent(-4)).toBe('-4%');
    expect(formatSignedPercent(0)).toBe('0%');
    expect(formatSignedPercent(0.001)).toBe('0%');
    expect(formatPercent(5, { signed: true, maximumFractionDigits: 0 })).toBe('+5%');
  });

  it('returns the fallback for missing values', () => {
    expect(formatPercent(undefined, { fallback: 'n/a' })).toBe('n/a');
  });
});

describe('numbers in the language chosen (setFormatLocale)', () => {
  afterEach(() => setFormatLocale('id'));

  it('groups with commas and writes decimals with a point in English, money still in rupiah', () => {
    setFormatLocale('en');
    expect(formatRupiah(1234567)).toBe('Rp 1,234,567');
    expect(formatRupiah(-1234)).toBe('-Rp 1,234');
    expect(formatNumber(1234567.891, { maximumFractionDigits: 2 })).toBe('1,234,567.89');
    expect(formatNumber(-0.0001, { maximumFractionDigits: 2 })).toBe('0');
    expect(formatQuantity(1.297, 'kg')).toBe('1.297 kg');
    expect(formatQuantity(1297, 'kg')).toBe('1,297 kg');
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatSignedPercent(12.3)).toBe('+12.3%');
    expect(numberMarks()).toEqual({ group: ',', decimal: '.' });
  });

  it('is Indonesian again, byte for byte, once switched back', () => {
    setFormatLocale('en');
    formatRupiah(1);
    setFormatLocale('id');
    expect(formatRupiah(1234567)).toBe('Rp 1.234.567');
    expect(formatQuantity(1.297, 'kg')).toBe('1,297 kg');
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(numberMarks()).toEqual({ group: '.', decimal: ',' });
  });
});
