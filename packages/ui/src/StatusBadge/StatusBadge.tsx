import type { ComponentPropsWithRef } from 'react';
import { Badge } from './StatusBadge.styles';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral' | 'primary';

export interface StatusBadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour meaning: success (Selesai), warning (Menunggu), error (Batal), info, neutral, primary. @default 'neutral' */
  tone?: StatusTone;
  /** Show a dot before the text. @default false */
  dot?: boolean;
}

/**
 * A short status label ("Lunas", "Menunggu", "Dibatalkan") in a tinted pill. The text carries the meaning; the
 * colour only repeats it, so it stays readable for colour-blind users and in both themes.
 */
export function StatusBadge({ tone = 'neutral', dot = false, children, ...rest }: StatusBadgeProps) {
  return (
    <Badge data-tone={tone} {...rest}>
      {dot ? <span data-part="dot" aria-hidden="true" /> : null}
      {children}
    </Badge>
  );
}
StatusBadge.displayName = 'StatusBadge';
