import { useLayoutEffect, type RefObject } from 'react';

const LIFT = '--pawon-toast-offset-bottom';

/**
 * Keeps toasts above a bar that stays at the bottom of the view (a sticky bar of actions on chosen rows) while that
 * bar is shown: the toasts' offset from the bottom grows by the bar's height and its own gap, and goes back when the
 * bar goes. Toasts sit at the bottom (Toast.styles.ts), so without it a result toast covers the bar's buttons.
 */
export function useLiftToasts(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return undefined;
    const root = document.documentElement;
    const lift = () => {
      const gap = Math.max(0, window.innerHeight - bar.getBoundingClientRect().bottom);
      root.style.setProperty(LIFT, `${Math.ceil(bar.offsetHeight + Math.min(gap, 24))}px`);
    };
    lift();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(lift);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(LIFT);
    };
  }, [ref]);
}
