import {
  forwardRef,
  lazy,
  Suspense,
  useId,
  useState,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { Spinner } from '../Button/Button.styles';
import { Icon, type IconName } from '../Icon/Icon';
import { Reason, StyledIconButton } from './IconButton.styles';

// Beside the button, not around it: the button stays the same element while the bubble's code loads.
const ReasonTooltip = lazy(() => import('./ReasonTooltip'));

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Boxicons name. */
  icon: IconName;
  /** Accessible name (required: the button has no visible text). Also shown as the native tooltip unless `title` is set. */
  label: string;
  /** Visual emphasis. @default 'text' */
  variant?: ButtonVariant;
  /** Square size. @default 'md' */
  size?: ButtonSize;
  /** Corner shape. @default 'square' */
  shape?: 'square' | 'round';
  /** Busy: spinner instead of the icon, `aria-busy`, clicks ignored. @default false */
  loading?: boolean;
  /**
   * Why the action is not available. The button then stays visible and focusable but does nothing
   * (`aria-disabled`); the reason shows in a tooltip on hover and focus and is its accessible description.
   * @default undefined
   */
  disabledReason?: string;
}

/** A square button with only an icon; `label` gives it its accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    icon,
    label,
    variant = 'text',
    size = 'md',
    shape = 'square',
    loading = false,
    disabledReason,
    type = 'button',
    onClick,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    onKeyDown,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const reasonId = useId();
  const unavailable = Boolean(disabledReason);
  // Where the button is while its reason shows (hover or keyboard focus), else null.
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const show = (element: HTMLElement) => setAnchor(element.getBoundingClientRect());
  const hide = () => setAnchor(null);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const button = (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      data-variant={variant}
      data-size={size}
      data-shape={shape}
      data-loading={loading ? 'true' : undefined}
      data-unavailable={unavailable ? 'true' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || unavailable || undefined}
      aria-describedby={unavailable ? [describedBy, reasonId].filter(Boolean).join(' ') : describedBy}
      onClick={handleClick}
      // The reason shows on hover and on keyboard focus, and goes with Escape.
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        if (unavailable) show(event.currentTarget);
      }}
      onPointerLeave={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerLeave?.(event);
        hide();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        if (unavailable) show(event.currentTarget);
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        onBlur?.(event);
        hide();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.key === 'Escape') hide();
      }}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : <Icon name={icon} />}
    </StyledIconButton>
  );
  if (!unavailable) return button;
  return (
    <>
      {button}
      <Reason id={reasonId}>{disabledReason}</Reason>
      {anchor && disabledReason ? (
        <Suspense fallback={null}>
          <ReasonTooltip text={disabledReason} anchor={anchor} id={`${reasonId}-tooltip`} />
        </Suspense>
      ) : null}
    </>
  );
});
IconButton.displayName = 'IconButton';
