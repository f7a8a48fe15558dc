import { describe, expect, it } from 'vitest';
import { chartColors } from '../charts/chartTheme';
import { resolveFormatter, resolveTickFormatter } from '../charts/formatters';
import { darkTheme, lightTheme } from '../theme';
import { lineConfig } from './lineConfig';

type Callback = (this: unknown, ...args: unknown[]) => unknown;

const base = {
  labels: ['1 Nov', '2 Nov', '3 Nov'],
  series: [
    { label: 'Terjual', data: [12.5, null, 30] },
    { label: 'Diproduksi', data: [15, 20, 28] },
  ],
  format: resolveFormatter('quantity', 'kg'),
  formatTick: resolveTickFormatter('quantity', 'kg'),
  colors: chartColors(lightTheme),
  animate: false,
};

describe('lineConfig', () => {
  it('draws one line per series in theme colours, with gaps for null', () => {
    const { data, options } = lineConfig({ ...base, area: false });
    expect(data.datasets).toHaveLength(2);
    expect(data.datasets[0]?.borderColor).toBe(lightTheme.color.primary);
    expect(data.datasets[1]?.borderColor).toBe(lightTheme.color.info);
    expect(data.datasets[0]?.data).toEqual([12.5, null, 30]);
    expect(data.datasets[0]?.fill).toBe(false);
    expect(options.plugins?.legend?.display).toBe(true);
  });

  it('fills the area with a translucent theme colour', () => {
    const { data } = lineConfig({ ...base, area: true, colors: chartColors(darkTheme) });
    expect(data.datasets[0]?.fill).toBe('origin');
    expect(data.datasets[0]?.backgroundColor).toBe('rgba(105, 108, 255, 0.28)');
  });

  it('formats ticks and tooltips with the unit', () => {
    const { options } = lineConfig({ ...base, area: false });
    const tick = options.scales?.y?.ticks?.callback as Callback;
    expect(tick.call({}, 1250, 0, [])).toBe('1.250 kg');
    const label = options.plugins?.tooltip?.callbacks?.label as Callback;
    expect(label.call({}, { dataset: { label: 'Terjual' }, raw: 2.5 })).toBe('Terjual: 2,5 kg');
  });

  it('hides the legend for a single series and the points on long ranges', () => {
    const labels = Array.from({ length: 60 }, (_, i) => `${i + 1}`);
    const { data, options } = lineConfig({
      ...base,
      labels,
      series: [{ label: 'Omzet', data: labels.map(Number) }],
      area: true,
    });
    expect(options.plugins?.legend?.display).toBe(false);
    expect(data.datasets[0]?.pointRadius).toBe(0);
  });
});
