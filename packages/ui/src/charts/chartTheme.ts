import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { PawonTheme } from '../theme';

/**
 * Canvas colours come from the theme object (a canvas cannot read `var(--pawon-…)`); the chart re-renders
 * when the theme mode changes.
 */
export interface ChartColors {
  series: [string, string, string, string];
  seriesFill: [string, string, string, string];
  text: string;
  grid: string;
  axis: string;
  tooltipBackground: string;
  tooltipText: string;
  font: string;
}

/** Adds transparency to a `#rrggbb` colour. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return hex;
  const value = parseInt(match[1] ?? '0', 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

export function chartColors(theme: PawonTheme): ChartColors {
  const { color } = theme;
  const series: ChartColors['series'] = [color.primary, color.info, color.warning, color.success];
  return {
    series,
    seriesFill: series.map((c) =>
      withAlpha(c, theme.mode === 'dark' ? 0.28 : 0.18),
    ) as ChartColors['seriesFill'],
    text: color.textMuted,
    grid: color.border,
    axis: color.borderStrong,
    tooltipBackground: color.surfaceInverse,
    tooltipText: color.textInverse,
    font: theme.font.family,
  };
}

/** Colours of the current theme (falls back to the light theme outside a PawonThemeProvider). */
export function useChartColors(fallback: PawonTheme): ChartColors {
  const theme = useTheme() as PawonTheme | undefined;
  const current = theme?.color ? theme : fallback;
  return useMemo(() => chartColors(current), [current]);
}
