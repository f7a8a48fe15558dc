import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useMemo, type ComponentPropsWithRef } from 'react';
import { Bar } from 'react-chartjs-2';
import { Frame } from '../charts/ChartFrame.styles';
import { useChartColors } from '../charts/chartTheme';
import { ChartDataTable } from '../charts/DataTableFallback';
import { resolveFormatter, resolveTickFormatter, type ChartFormatter } from '../charts/formatters';
import { lightTheme } from '../theme';
import { weeklyBarConfig, type DivergingSeries } from './weeklyBarConfig';

// Only what a bar chart needs, so the bundle does not carry every chart type.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface WeeklyBarChartProps extends Omit<ComponentPropsWithRef<'figure'>, 'children'> {
  /** Category names on the x axis ("Minggu 1", "Sen", …). */
  labels: readonly string[];
  /** Series drawn above the axis (e.g. "Pemasukan"). */
  above: DivergingSeries;
  /** Series drawn below the axis, as positive numbers (e.g. "Pengeluaran"). */
  below: DivergingSeries;
  /** How values are written in ticks and tooltips. @default 'rupiah' */
  formatter?: ChartFormatter;
  /** Unit for the `quantity` formatter. @default undefined */
  unit?: string;
  /** Accessible name of the chart; also the visible caption unless `hideTitle`. */
  title: string;
  /** Keep the title for screen readers only. @default false */
  hideTitle?: boolean;
  /** Height of the drawing area (a CSS length). @default '18rem' */
  height?: string;
  /** Animate bars on first draw and updates. @default true */
  animate?: boolean;
}

/**
 * A diverging weekly bar chart: the first series stands above the zero line, the second hangs below it, and
 * both read as absolute values on the axis and in tooltips. Colours follow the light or dark theme.
 */
export function WeeklyBarChart({
  labels,
  above,
  below,
  formatter = 'rupiah',
  unit,
  title,
  hideTitle = false,
  height = '18rem',
  animate = true,
  ...rest
}: WeeklyBarChartProps) {
  const colors = useChartColors(lightTheme);
  const format = useMemo(() => resolveFormatter(formatter, unit), [formatter, unit]);
  const formatTick = useMemo(() => resolveTickFormatter(formatter, unit), [formatter, unit]);
  const { data, options } = useMemo(
    () => weeklyBarConfig({ labels, above, below, format, formatTick, colors, animate }),
    [labels, above, below, format, formatTick, colors, animate],
  );
  return (
    <Frame {...rest}>
      {hideTitle ? null : <figcaption>{title}</figcaption>}
      <div data-part="canvas" style={{ height }}>
        <Bar data={data} options={options} role="img" aria-label={title} />
      </div>
      <ChartDataTable caption={title} labels={labels} series={[above, below]} format={format} />
    </Frame>
  );
}
WeeklyBarChart.displayName = 'WeeklyBarChart';
