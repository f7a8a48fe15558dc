import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { Label, Spinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual emphasis. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** Boxicons name shown before the label. @default undefined */
  icon?: IconName;
  /** Boxicons name shown after the label. @default undefined */
  iconEnd?: IconName;
  /** Busy: shows a spinner instead of the icon, sets `aria-busy` and ignores clicks while keeping focus. @default false */
  loading?: boolean;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Button label. */
  children?: ReactNode;
}

/** A button with variants, sizes, an optional Boxicons icon and a loading state. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    icon,
    iconEnd,
    loading = false,
    fullWidth = false,
    type = 'button',
    onClick,
    children,
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
    <StyledButton
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? 'true' : undefined}
      data-full-width={fullWidth ? 'true' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <Spinner aria-hidden="true" data-testid="button-spinner" />
      ) : icon ? (
        <Icon name={icon} />
      ) : null}
      {children !== undefined && children !== null && children !== false ? <Label>{children}</Label> : null}
      {iconEnd && !loading ? <Icon name={iconEnd} /> : null}
    </StyledButton>
  );
});
Button.displayName = 'Button';
