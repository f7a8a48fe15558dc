import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import type { ChartColors } from '../charts/chartTheme';

export interface LineSeries {
  /** Legend and tooltip name. */
  label: string;
  /** One value per label; `null` leaves a gap. */
  data: readonly (number | null)[];
}

export interface LineConfigInput {
  labels: readonly string[];
  series: readonly LineSeries[];
  area: boolean;
  format: (value: number) => string;
  formatTick: (value: number) => string;
  colors: ChartColors;
  animate: boolean;
}

/** Data and options of a line (or filled area) chart in the theme's series colours. */
export function lineConfig({ labels, series, area, format, formatTick, colors, animate }: LineConfigInput): {
  data: ChartData<'line', (number | null)[], string>;
  options: ChartOptions<'line'>;
} {
  const data: ChartData<'line', (number | null)[], string> = {
    labels: [...labels],
    datasets: series.map((s, index) => {
      const color = colors.series[index % colors.series.length] ?? colors.series[0];
      return {
        label: s.label,
        data: [...s.data],
        borderColor: color,
        backgroundColor: area
          ? (colors.seriesFill[index % colors.seriesFill.length] ?? colors.seriesFill[0])
          : color,
        fill: area ? 'origin' : false,
        tension: 0.35,
        borderWidth: 2,
        pointRadius: labels.length > 31 ? 0 : 3,
        pointHoverRadius: 5,
        pointBackgroundColor: color,
        spanGaps: false,
      };
    }),
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: animate ? { duration: 300 } : false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: {
        grid: { display: false },
        border: { color: colors.axis },
        ticks: { color: colors.text, font: { family: colors.font }, maxRotation: 0, autoSkipPadding: 12 },
      },
      y: {
        beginAtZero: true,
        grid: { color: colors.grid },
        border: { display: false },
        ticks: {
          color: colors.text,
          font: { family: colors.font },
          maxTicksLimit: 6,
          callback: (value) => formatTick(Number(value)),
        },
      },
    },
    plugins: {
      legend: {
        display: series.length > 1,
        position: 'bottom',
        labels: { color: colors.text, usePointStyle: true, font: { family: colors.font } },
      },
      tooltip: {
        backgroundColor: colors.tooltipBackground,
        titleColor: colors.tooltipText,
        bodyColor: colors.tooltipText,
        titleFont: { family: colors.font },
        bodyFont: { family: colors.font },
        callbacks: {
          label: (item: TooltipItem<'line'>) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
        },
      },
    },
  };
  return { data, options };
}
