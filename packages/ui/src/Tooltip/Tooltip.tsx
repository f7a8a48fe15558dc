import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../theme/ThemeProvider';
import { Arrow, Content } from './Tooltip.styles';

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

export interface TooltipProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTooltip.Content>,
  'content' | 'side'
> {
  /** Text of the tooltip. */
  content: ReactNode;
  /** The element it describes; must accept a ref and focus (a button, a link…). */
  children: ReactElement;
  /** Side of the trigger where it appears (spec: top). @default 'top' */
  side?: TooltipSide;
  /** Delay before it opens on hover, in ms. @default 300 */
  delay?: number;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Initial open state. @default false */
  defaultOpen?: boolean;
  /** Called with `{ open }`. @default undefined */
  onOpenChange?: (event: { open: boolean }) => void;
  /** Distance from the trigger in px. @default 6 */
  sideOffset?: number;
}

/**
 * A short hint on hover and keyboard focus (Radix Tooltip). It appears at the top by default, is linked to its
 * trigger with `aria-describedby`, and closes with Escape. Not for essential information.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  delay = 300,
  open,
  defaultOpen,
  onOpenChange,
  sideOffset = 6,
  ...rest
}: TooltipProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange ? (next) => onOpenChange({ open: next }) : undefined}
      >
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <Content side={side} sideOffset={sideOffset} collisionPadding={8} {...rest}>
            {content}
            <Arrow width={10} height={5} />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
Tooltip.displayName = 'Tooltip';
