import { WeeklyBarChart, type WeeklyBarChartProps } from '@pawon/ui';

/**
 * A report's chart: one series above the axis and one below, amounts in rupiah. Loaded apart (`lazy`): the chart
 * library is large and the screens show their table first.
 */
export default function ReportChart(
  props: Pick<WeeklyBarChartProps, 'title' | 'labels' | 'above' | 'below'>,
) {
  return <WeeklyBarChart {...props} hideTitle formatter="rupiah" />;
}
