import { Popover as RadixPopover } from 'radix-ui';
import {
  useId,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { usePortalContainer } from '../theme/ThemeProvider';
import * as S from './Popover.styles';

export interface PopoverProps extends Omit<ComponentPropsWithoutRef<typeof RadixPopover.Content>, 'title'> {
  /** Element that toggles the popover (rendered `asChild`). */
  trigger: ReactElement;
  /** Heading that also names the popover (or pass `aria-label`). @default undefined */
  title?: ReactNode;
  /** Content. */
  children?: ReactNode;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Initial open state. @default false */
  defaultOpen?: boolean;
  /** Called with `{ open }`. @default undefined */
  onOpenChange?: (event: { open: boolean }) => void;
  /** Side of the trigger. @default 'bottom' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Alignment with the trigger. @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** Distance from the trigger in px. @default 4 */
  sideOffset?: number;
  /** Fixed width (CSS length or px). @default content width, at most 24rem */
  width?: number | string;
  /** Draw an arrow to the trigger. @default false */
  arrow?: boolean;
}

/** Non-modal floating panel (Radix Popover): focus moves in, Escape and outside clicks close it. */
function PopoverRoot({
  trigger,
  title,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  sideOffset = 4,
  width,
  arrow = false,
  style,
  ...rest
}: PopoverProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange ? (next: boolean) => onOpenChange({ open: next }) : undefined,
  });
  const container = usePortalContainer();
  const titleId = useId();
  return (
    <RadixPopover.Root open={isOpen} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <S.Content
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          role="dialog"
          aria-labelledby={title ? titleId : undefined}
          style={
            {
              ...(width !== undefined
                ? { '--pawon-popover-width': typeof width === 'number' ? `${width}px` : width }
                : {}),
              ...style,
            } as CSSProperties
          }
          {...rest}
        >
          {title ? <S.Title id={titleId}>{title}</S.Title> : null}
          {children}
          {arrow ? <S.Arrow width={12} height={6} /> : null}
        </S.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Wraps a button so that it closes the popover. */
function PopoverClose({ children }: { children: ReactElement }) {
  return <RadixPopover.Close asChild>{children}</RadixPopover.Close>;
}
PopoverClose.displayName = 'Popover.Close';

export const Popover = Object.assign(PopoverRoot, { Close: PopoverClose, displayName: 'Popover' });
