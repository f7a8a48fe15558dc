import { forwardRef, useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import type { HeadingLevel } from '../EmptyState/EmptyState';
import { Icon, type IconName } from '../Icon/Icon';
import { Skeleton } from '../Skeleton/Skeleton';
import { formatPercent } from '../format';
import { statDefaults } from '../UiLabels/defaults/stat';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';
import * as S from './StatCard.styles';

export type StatTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

export interface StatCardProps extends HTMLAttributes<HTMLElement> {
  /** What is measured ("Penjualan hari ini"). */
  label: ReactNode;
  /** The figure, already formatted ("Rp 2.450.000"). */
  value: ReactNode;
  /** Boxicons name in the badge. @default undefined */
  icon?: IconName;
  /** Colour of the badge. @default 'primary' */
  tone?: StatTone;
  /** Change in percent: positive is up (green), negative down (red), 0 flat. @default undefined */
  trend?: number | null;
  /** Text after the trend ("dibanding kemarin"). @default undefined */
  trendLabel?: ReactNode;
  /** A line under the figure when it has no trend ("3 tagihan sampai 10 Des"). @default undefined */
  note?: ReactNode;
  /** A rise is bad (e.g. costs): swaps the colours, not the arrows. @default false */
  invertTrend?: boolean;
  /** Shows placeholders while the figure loads. @default false */
  loading?: boolean;
  /** Heading element of the label. @default 'h2' */
  headingLevel?: HeadingLevel;
}

/** A key figure with label, icon and a coloured up/down trend in percent (Indonesian number format). */
export const StatCard = forwardRef<HTMLElement, StatCardProps>(function StatCard(
  {
    label,
    value,
    icon,
    tone = 'primary',
    trend,
    trendLabel,
    note,
    invertTrend = false,
    loading = false,
    headingLevel = 'h2',
    ...rest
  },
  ref,
) {
  const labelId = useId();
  const words = useUiLabelGroup('stat', statDefaults);
  const hasTrend = typeof trend === 'number' && Number.isFinite(trend);
  const direction = !hasTrend ? 'flat' : trend > 0 ? 'up' : trend < 0 ? 'down' : 'flat';
  const good = direction === 'flat' ? 'flat' : (direction === 'up') !== invertTrend ? 'up' : 'down';
  const amount = hasTrend ? formatPercent(Math.abs(trend), { maximumFractionDigits: 1 }) : '';
  const spoken = words[direction](amount);

  return (
    <S.Root ref={ref} aria-labelledby={labelId} aria-busy={loading || undefined} {...rest}>
      <S.Top>
        <S.Label as={headingLevel} id={labelId}>
          {label}
        </S.Label>
        {icon ? (
          <S.Badge data-tone={tone} aria-hidden="true">
            <Icon name={icon} />
          </S.Badge>
        ) : null}
      </S.Top>
      {loading ? (
        <>
          <Skeleton width="70%" height="1.75rem" />
          <Skeleton width="45%" />
        </>
      ) : (
        <>
          <S.Value
            style={
              typeof value === 'string' ? ({ '--stat-chars': value.length } as CSSProperties) : undefined
            }
          >
            {value}
          </S.Value>
          {hasTrend ? (
            <S.Trend>
              <S.TrendValue data-direction={good} data-trend={direction}>
                <Icon
                  name={
                    direction === 'up'
                      ? 'bx-up-arrow-alt'
                      : direction === 'down'
                        ? 'bx-down-arrow-alt'
                        : 'bx-minus'
                  }
                />
                <span aria-hidden="true">
                  {direction === 'up' ? '+' : direction === 'down' ? '−' : ''}
                  {amount}
                </span>
                <S.VisuallyHidden>{spoken}</S.VisuallyHidden>
              </S.TrendValue>
              {trendLabel ? <span>{trendLabel}</span> : null}
            </S.Trend>
          ) : note ? (
            <S.Trend>{note}</S.Trend>
          ) : null}
        </>
      )}
    </S.Root>
  );
});
StatCard.displayName = 'StatCard';
