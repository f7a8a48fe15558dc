import {
  createContext,
  forwardRef,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { IconButton } from '../IconButton/IconButton';
import { useControllableState } from '../hooks/useControllableState';
import { usePortalContainer } from '../theme/ThemeProvider';
import { useUiLabels } from '../UiLabels/useUiLabels';
import * as S from './Dialog.styles';
import { useReturnFocus, type ReturnFocusTarget } from './useReturnFocus';

/** Form fields that receive the initial focus when a dialog opens. */
const FIRST_FIELD = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
]
  .map((selector) => `[data-dialog-body] ${selector}`)
  .join(', ');

/** How many dialogs are open below this one (0 for the first). */
const DialogLayerContext = createContext(-1);

/** Layer of the closest open dialog: -1 outside any dialog, 0 in the first one, 1 in a dialog opened from it, … */
export function useDialogLayer(): number {
  return useContext(DialogLayerContext);
}

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> {
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with `{ open }` when the dialog asks to open or close (Escape, close button, outside click). @default undefined */
  onOpenChange?: (event: { open: boolean }) => void;
  /** Element that opens the dialog (rendered as the Radix trigger, `asChild`). @default undefined */
  trigger?: ReactNode;
  /** Width: sm 400 px, md 560 px, lg 800 px (full width on phones). @default 'md' */
  size?: DialogSize;
  /** Close when clicking the backdrop. @default true */
  closeOnOutsideClick?: boolean;
  /**
   * Where focus goes on close when the control that opened the dialog is gone (focus otherwise returns to that
   * control). An element or a function answering one. @default undefined (the page)
   */
  returnFocusTo?: ReturnFocusTarget;
  /** Dialog.Header, Dialog.Body and Dialog.Footer. */
  children?: ReactNode;
}

function DialogRoot({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  size = 'md',
  closeOnOutsideClick = true,
  returnFocusTo,
  children,
  style,
  onPointerDownOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...contentProps
}: DialogProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange ? (next: boolean) => onOpenChange({ open: next }) : undefined,
  });
  const container = usePortalContainer();
  const layer = useContext(DialogLayerContext) + 1;

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container}>
        <S.Overlay data-layer={layer} style={{ '--pawon-layer': layer } as CSSProperties} />
        <DialogLayerContext.Provider value={layer}>
          <S.Content
            data-size={size}
            data-layer={layer}
            style={{ '--pawon-layer': layer, ...style } as CSSProperties}
            onPointerDownOutside={(event) => {
              onPointerDownOutside?.(event);
              // A click on a toast (which sits above every dialog) closes the toast, not the dialog under it.
              const target = event.target instanceof Element ? event.target : null;
              if (!closeOnOutsideClick || target?.closest('[data-toast-viewport]')) event.preventDefault();
            }}
            onOpenAutoFocus={(event) => {
              returnFocus.onOpen();
              onOpenAutoFocus?.(event);
              if (event.defaultPrevented) return;
              // Start in the first form field of the body rather than on the close button.
              const content = event.currentTarget as HTMLElement | null;
              const field = content?.querySelector<HTMLElement>(FIRST_FIELD);
              if (field) {
                event.preventDefault();
                field.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              if (!event.defaultPrevented) returnFocus.onClose(event);
            }}
            {...contentProps}
          >
            {children}
          </S.Content>
        </DialogLayerContext.Provider>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface DialogHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The dialog's title; it labels the dialog. */
  children: ReactNode;
  /** Supporting text under the title; it describes the dialog. @default undefined */
  description?: ReactNode;
  /** Hide the close (×) button. @default false */
  hideClose?: boolean;
  /** Accessible name of the close button. @default the labels' `dialog.close` ('Tutup') */
  closeLabel?: string;
}

const DialogHeader = forwardRef<HTMLDivElement, DialogHeaderProps>(function DialogHeader(
  { children, description, hideClose = false, closeLabel: closeProp, ...rest },
  ref,
) {
  const labels = useUiLabels();
  const closeLabel = closeProp ?? labels.dialog.close;
  return (
    <S.Header ref={ref} {...rest}>
      <S.HeaderText>
        <S.Title>{children}</S.Title>
        {description ? <S.Description>{description}</S.Description> : null}
      </S.HeaderText>
      {hideClose ? null : (
        <RadixDialog.Close asChild>
          <IconButton icon="bx-x" label={closeLabel} size="sm" />
        </RadixDialog.Close>
      )}
    </S.Header>
  );
});
DialogHeader.displayName = 'Dialog.Header';

export type DialogBodyProps = HTMLAttributes<HTMLDivElement>;

const DialogBody = forwardRef<HTMLDivElement, DialogBodyProps>(function DialogBody(props, forwardedRef) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useImperativeHandle(forwardedRef, () => ref.current as HTMLDivElement);
  // A body that scrolls must be reachable by keyboard (WCAG 2.1.1): it becomes focusable only then.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <S.Body
      ref={ref}
      tabIndex={scrollable ? 0 : undefined}
      data-dialog-body=""
      data-scrollable={scrollable ? 'true' : undefined}
      {...props}
    />
  );
});
DialogBody.displayName = 'Dialog.Body';

export type DialogFooterProps = HTMLAttributes<HTMLDivElement>;

const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(props, ref) {
  return <S.Footer ref={ref} {...props} />;
});
DialogFooter.displayName = 'Dialog.Footer';

/** Wraps a button so that it closes the dialog: `<Dialog.Close><Button>Batal</Button></Dialog.Close>`. */
function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
DialogClose.displayName = 'Dialog.Close';

/**
 * A modal dialog (Radix): focus is trapped inside and returns to the control that opened it (the trigger, or
 * whatever had focus when `open` became true; `returnFocusTo` when that is gone), Escape closes it, the title in
 * `Dialog.Header` labels it. Overlay z-index 2000, content 2400; a dialog opened from a dialog stacks 10 higher.
 */
export const Dialog = Object.assign(DialogRoot, {
  Header: DialogHeader,
  Body: DialogBody,
  Footer: DialogFooter,
  Close: DialogClose,
  displayName: 'Dialog',
});
