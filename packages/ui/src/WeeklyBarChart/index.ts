export { WeeklyBarChart } from './WeeklyBarChart';
export type { WeeklyBarChartProps } from './WeeklyBarChart';
export type { DivergingSeries } from './weeklyBarConfig';
