import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import type { ChartColors } from '../charts/chartTheme';

export interface DivergingSeries {
  /** Legend and tooltip name ("Pemasukan"). */
  label: string;
  /** One value per category; positive numbers (the second series is drawn below the axis). */
  data: readonly number[];
}

export interface WeeklyBarConfigInput {
  labels: readonly string[];
  above: DivergingSeries;
  below: DivergingSeries;
  format: (value: number) => string;
  formatTick: (value: number) => string;
  colors: ChartColors;
  animate: boolean;
}

/**
 * Data and options of the diverging bar chart: the second series is negated so it hangs below the zero line,
 * and every tick and tooltip shows absolute values (an expense of Rp 500.000 reads "Rp 500.000", not "-Rp…").
 */
export function weeklyBarConfig({
  labels,
  above,
  below,
  format,
  formatTick,
  colors,
  animate,
}: WeeklyBarConfigInput): {
  data: ChartData<'bar', number[], string>;
  options: ChartOptions<'bar'>;
} {
  const data: ChartData<'bar', number[], string> = {
    labels: [...labels],
    datasets: [
      {
        label: above.label,
        data: above.data.map((value) => Math.abs(value)),
        backgroundColor: colors.series[0],
        hoverBackgroundColor: colors.series[0],
        borderRadius: 4,
        borderSkipped: 'bottom',
        maxBarThickness: 28,
      },
      {
        label: below.label,
        data: below.data.map((value) => -Math.abs(value)),
        backgroundColor: colors.series[1],
        hoverBackgroundColor: colors.series[1],
        borderRadius: 4,
        borderSkipped: 'top',
        maxBarThickness: 28,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: animate ? { duration: 300 } : false,
    interaction: { mode: 'index', intersect: false },
    font: { family: colors.font },
    scales: {
      x: {
        stacked: true,
        grid: { display: false },
        border: { color: colors.axis },
        ticks: { color: colors.text, font: { family: colors.font } },
      },
      y: {
        stacked: true,
        grid: {
          color: (context) => (context.tick.value === 0 ? colors.axis : colors.grid),
          lineWidth: (context) => (context.tick.value === 0 ? 1.5 : 1),
        },
        border: { display: false },
        ticks: {
          color: colors.text,
          font: { family: colors.font },
          maxTicksLimit: 7,
          callback: (value) => formatTick(Math.abs(Number(value))),
        },
      },
    },
    plugins: {
      legend: {
        position: 'bottom',
        labels: {
          color: colors.text,
          usePointStyle: true,
          pointStyle: 'rectRounded',
          font: { family: colors.font },
        },
      },
      tooltip: {
        backgroundColor: colors.tooltipBackground,
        titleColor: colors.tooltipText,
        bodyColor: colors.tooltipText,
        titleFont: { family: colors.font },
        bodyFont: { family: colors.font },
        callbacks: {
          label: (item: TooltipItem<'bar'>) =>
            `${item.dataset.label ?? ''}: ${format(Math.abs(Number(item.raw)))}`,
        },
      },
    },
  };
  return { data, options };
}
