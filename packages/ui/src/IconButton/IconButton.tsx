import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { Spinner } from '../Button/Button.styles';
import { Icon, type IconName } from '../Icon/Icon';
import { StyledIconButton } from './IconButton.styles';

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
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      data-variant={variant}
      data-size={size}
      data-shape={shape}
      data-loading={loading ? 'true' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : <Icon name={icon} />}
    </StyledIconButton>
  );
});
IconButton.displayName = 'IconButton';
