import { useRef } from 'react';

/** Where focus goes when a dialog closes and the control that opened it is gone (a deleted row's button). */
export type ReturnFocusTarget = HTMLElement | null | undefined | (() => HTMLElement | null | undefined);

/**
 * Remembers the element that had focus when a dialog opened and gives focus back to it when the dialog closes,
 * whether it closed by saving, cancelling, Escape or the close button. Radix does this only for its own
 * `Trigger`; dialogs opened from state (a row's edit button, a menu item) would leave focus on the page body.
 * When that element is no longer in the page, `fallback` gets it.
 */
export function useReturnFocus(fallback?: ReturnFocusTarget) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** For the content's `onOpenAutoFocus`: focus has not moved into the dialog yet. */
    onOpen() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    /** For the content's `onCloseAutoFocus`. */
    onClose(event: Event) {
      const target = opener.current;
      opener.current = null;
      const element =
        target && target.isConnected ? target : typeof fallback === 'function' ? fallback() : fallback;
      if (!element) return;
      event.preventDefault();
      element.focus({ preventScroll: true });
    },
  };
}
