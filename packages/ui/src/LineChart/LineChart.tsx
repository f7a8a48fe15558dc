import {
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo, type ComponentPropsWithRef } from 'react';
import { Line } from 'react-chartjs-2';
import { Frame } from '../charts/ChartFrame.styles';
import { useChartColors } from '../charts/chartTheme';
import { ChartDataTable } from '../charts/DataTableFallback';
import { resolveFormatter, resolveTickFormatter, type ChartFormatter } from '../charts/formatters';
import { lightTheme } from '../theme';
import { lineConfig, type LineSeries } from './lineConfig';

// Only what line and area charts need.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Filler,
  Tooltip,
  Legend,
);

export interface LineChartProps extends Omit<ComponentPropsWithRef<'figure'>, 'children'> {
  /** Category names on the x axis (dates, weeks). */
  labels: readonly string[];
  /** One or more series. */
  series: readonly LineSeries[];
  /** Fill the area under each line. @default false */
  area?: boolean;
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
  /** Animate on first draw and updates. @default true */
  animate?: boolean;
}

/** A line chart of one or more series over categories, in the theme's colours. */
export function LineChart({
  labels,
  series,
  area = false,
  formatter = 'rupiah',
  unit,
  title,
  hideTitle = false,
  height = '18rem',
  animate = true,
  ...rest
}: LineChartProps) {
  const colors = useChartColors(lightTheme);
  const format = useMemo(() => resolveFormatter(formatter, unit), [formatter, unit]);
  const formatTick = useMemo(() => resolveTickFormatter(formatter, unit), [formatter, unit]);
  const { data, options } = useMemo(
    () => lineConfig({ labels, series, area, format, formatTick, colors, animate }),
    [labels, series, area, format, formatTick, colors, animate],
  );
  return (
    <Frame {...rest}>
      {hideTitle ? null : <figcaption>{title}</figcaption>}
      <div data-part="canvas" style={{ height }}>
        <Line data={data} options={options} role="img" aria-label={title} />
      </div>
      <ChartDataTable caption={title} labels={labels} series={series} format={format} />
    </Frame>
  );
}
LineChart.displayName = 'LineChart';

export type AreaChartProps = Omit<LineChartProps, 'area'>;

/** A LineChart with the area under each line filled. */
export function AreaChart(props: AreaChartProps) {
  return <LineChart {...props} area />;
}
AreaChart.displayName = 'AreaChart';
