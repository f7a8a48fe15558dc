import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { CircularRoot, LinearBar, LinearTrack } from './Progress.styles';
import { progressDefaults } from '../UiLabels/defaults/progress';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export type ProgressVariant = 'linear' | 'circular';
export type ProgressTone = 'primary' | 'success' | 'error' | 'current';

export interface ProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** Bar or ring. @default 'linear' */
  variant?: ProgressVariant;
  /** Percentage 0–100; leave undefined for an indeterminate (looping) indicator. @default undefined */
  value?: number;
  /** Diameter of the circular indicator in px (spec: 50). @default 50 */
  size?: number;
  /** Bar height or ring stroke in px. @default 4 */
  thickness?: number;
  /** Colour; `current` follows the text colour (e.g. on a primary card). @default 'primary' */
  tone?: ProgressTone;
  /** Accessible name of the progress bar. @default 'Memuat' */
  label?: string;
}

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Linear or circular progress, determinate (with `value`) or indeterminate. */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  { variant = 'linear', value, size = 50, thickness = 4, tone = 'primary', label: labelProp, style, ...rest },
  ref,
) {
  const progressLabels = useUiLabelGroup('progress', progressDefaults);
  const label = labelProp ?? progressLabels.loading;
  const indeterminate = value === undefined || Number.isNaN(value);
  const clamped = indeterminate ? 0 : Math.min(100, Math.max(0, value));
  const a11y = {
    role: 'progressbar' as const,
    'aria-label': label,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': indeterminate ? undefined : Math.round(clamped),
    'aria-busy': indeterminate ? true : undefined,
  };

  if (variant === 'circular') {
    // The SVG is drawn in a 50×50 box; the stroke is scaled so `thickness` stays in px at any size.
    const stroke = (thickness * 50) / size;
    return (
      <CircularRoot
        ref={ref}
        data-variant="circular"
        data-tone={tone}
        data-indeterminate={indeterminate ? 'true' : 'false'}
        style={{ '--pawon-progress-size': `${size}px`, ...style } as CSSProperties}
        {...a11y}
        {...rest}
      >
        <svg viewBox="0 0 50 50" aria-hidden="true" focusable="false">
          <circle data-part="track" cx="25" cy="25" r={RADIUS} fill="none" strokeWidth={stroke} />
          <circle
            data-part="indicator"
            cx="25"
            cy="25"
            r={RADIUS}
            fill="none"
            strokeWidth={stroke}
            transform="rotate(-90 25 25)"
            strokeDasharray={indeterminate ? undefined : CIRCUMFERENCE}
            strokeDashoffset={indeterminate ? undefined : CIRCUMFERENCE * (1 - clamped / 100)}
          />
        </svg>
      </CircularRoot>
    );
  }

  return (
    <LinearTrack
      ref={ref}
      data-variant="linear"
      data-tone={tone}
      data-indeterminate={indeterminate ? 'true' : 'false'}
      style={{ '--pawon-progress-thickness': `${thickness}px`, ...style } as CSSProperties}
      {...a11y}
      {...rest}
    >
      <LinearBar style={indeterminate ? undefined : { width: `${clamped}%` }} />
    </LinearTrack>
  );
});
Progress.displayName = 'Progress';
