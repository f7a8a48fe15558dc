import { afterEach, describe, expect, it } from 'vitest';
import { chartColors, withAlpha } from '../charts/chartTheme';
import { setFormatLocale } from '../format';
import { formatRupiahShort, resolveFormatter, resolveTickFormatter } from '../charts/formatters';
import { darkTheme, lightTheme } from '../theme';
import { weeklyBarConfig } from './weeklyBarConfig';

const input = {
  labels: ['Minggu 1', 'Minggu 2', 'Minggu 3'],
  above: { label: 'Pemasukan', data: [1500000, 2250000, 0] },
  below: { label: 'Pengeluaran', data: [500000, -750000, 125000] },
  format: resolveFormatter('rupiah'),
  formatTick: resolveTickFormatter('rupiah'),
  colors: chartColors(lightTheme),
  animate: false,
};

type Callback = (this: unknown, ...args: unknown[]) => unknown;

describe('weeklyBarConfig', () => {
  it('draws the second series below the axis, stacked in the same slot', () => {
    const { data, options } = weeklyBarConfig(input);
    expect(data.datasets[0]?.data).toEqual([1500000, 2250000, 0]);
    expect(data.datasets[1]?.data).toEqual([-500000, -750000, -125000]);
    expect(options.scales?.x?.stacked).toBe(true);
    expect(options.scales?.y?.stacked).toBe(true);
  });

  it('shows absolute values on the axis and in tooltips', () => {
    const { options } = weeklyBarConfig(input);
    const tick = options.scales?.y?.ticks?.callback as Callback;
    expect(tick.call({}, -750000, 0, [])).toBe('Rp 750 rb');
    expect(tick.call({}, 2500000, 0, [])).toBe('Rp 2,5 jt');
    const label = options.plugins?.tooltip?.callbacks?.label as Callback;
    expect(label.call({}, { dataset: { label: 'Pengeluaran' }, raw: -750000 })).toBe(
      'Pengeluaran: Rp 750.000',
    );
  });

  it('takes its colours from the theme', () => {
    const light = weeklyBarConfig(input);
    const dark = weeklyBarConfig({ ...input, colors: chartColors(darkTheme) });
    expect(light.data.datasets[0]?.backgroundColor).toBe(lightTheme.color.primary);
    expect(light.options.scales?.y?.ticks?.color).toBe(lightTheme.color.textMuted);
    expect(dark.options.scales?.y?.ticks?.color).toBe(darkTheme.color.textMuted);
    expect(dark.options.plugins?.tooltip?.backgroundColor).toBe(darkTheme.color.surfaceInverse);
  });

  it('turns animation off when asked', () => {
    expect(weeklyBarConfig(input).options.animation).toBe(false);
    expect(weeklyBarConfig({ ...input, animate: true }).options.animation).toEqual({ duration: 300 });
  });
});

describe('chart formatters', () => {
  it('shortens rupiah on axes only', () => {
    expect(formatRupiahShort(12500000)).toBe('Rp 12,5 jt');
    expect(formatRupiahShort(750000)).toBe('Rp 750 rb');
    expect(formatRupiahShort(1200000000)).toBe('Rp 1,2 M');
    expect(formatRupiahShort(-2000000)).toBe('-Rp 2 jt');
    expect(formatRupiahShort(500)).toBe('Rp 500');
    expect(resolveFormatter('rupiah')(12500000)).toBe('Rp 12.500.000');
  });

  describe('in English', () => {
    afterEach(() => setFormatLocale('id'));

    it('shortens rupiah with K, M, B and T and writes numbers with English marks', () => {
      setFormatLocale('en');
      expect(formatRupiahShort(12500000)).toBe('Rp 12.5M');
      expect(formatRupiahShort(750000)).toBe('Rp 750K');
      expect(formatRupiahShort(1200000000)).toBe('Rp 1.2B');
      expect(formatRupiahShort(-2000000)).toBe('-Rp 2M');
      expect(formatRupiahShort(3e12)).toBe('Rp 3T');
      expect(resolveFormatter('rupiah')(12500000)).toBe('Rp 12,500,000');
      expect(resolveTickFormatter('quantity', 'kg')(1250.5)).toBe('1,250.5 kg');
    });
  });

  it('formats quantities with their unit and accepts a function', () => {
    expect(resolveFormatter('quantity', 'kg')(2.5)).toBe('2,5 kg');
    expect(resolveTickFormatter('quantity', 'kg')(1250)).toBe('1.250 kg');
    expect(resolveFormatter((value) => `${value} porsi`)(3)).toBe('3 porsi');
    expect(resolveFormatter('number')(1234.567)).toBe('1.234,57');
  });

  it('makes translucent fills from theme colours', () => {
    expect(withAlpha('#696CFF', 0.5)).toBe('rgba(105, 108, 255, 0.5)');
    expect(withAlpha('rgba(1, 2, 3, 1)', 0.5)).toBe('rgba(1, 2, 3, 1)');
  });
});
