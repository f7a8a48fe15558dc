export { AreaChart, LineChart } from './LineChart';
export type { AreaChartProps, LineChartProps } from './LineChart';
export type { LineSeries } from './lineConfig';
