import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { SkeletonBlock, SkeletonGroup } from './Skeleton.styles';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Shape of the placeholder. @default 'text' */
  variant?: SkeletonVariant;
  /** CSS width (number = px). @default '100%' (circle: 2.5rem) */
  width?: number | string;
  /** CSS height (number = px). @default text line height (circle: 2.5rem) */
  height?: number | string;
  /** Number of text lines; the last one is shorter. @default 1 */
  lines?: number;
}

const css = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A pulsing placeholder while content loads. Decorative: it is hidden from assistive technology, so mark the
 * loading region itself with `aria-busy` (or show a Progress with a label).
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { variant = 'text', width, height, lines = 1, style, ...rest },
  ref,
) {
  const vars = {
    ...(width !== undefined ? { '--pawon-skeleton-width': css(width) } : {}),
    ...(height !== undefined ? { '--pawon-skeleton-height': css(height) } : {}),
  };
  if (variant === 'text' && lines > 1) {
    return (
      <SkeletonGroup ref={ref} aria-hidden="true" data-skeleton="" style={style} {...rest}>
        {Array.from({ length: lines }, (_, i) => (
          <SkeletonBlock
            key={i}
            data-variant="text"
            style={
              { ...vars, ...(i === lines - 1 ? { '--pawon-skeleton-width': '60%' } : {}) } as CSSProperties
            }
          />
        ))}
      </SkeletonGroup>
    );
  }
  return (
    <SkeletonBlock
      ref={ref}
      aria-hidden="true"
      data-skeleton=""
      data-variant={variant}
      style={{ ...vars, ...style } as CSSProperties}
      {...rest}
    />
  );
});
Skeleton.displayName = 'Skeleton';
