import { useQuery } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import type { Lookup } from '../../lib/lookups';
import { useClient } from '../../lib/query/queryClient';

/**
 * A widget's figures, rendered at low priority (issue 17, "The first screen"): the widget first shows its skeleton,
 * and the render with the figures that arrive is a background one that React slices and interrupts for input,
 * rather than one long task on the main thread for every widget at once. Not `enabled`: nothing is asked (a menu
 * the user lacks), the widget is neither loading nor failed.
 */
export function useWidgetData<T>(lookup: Lookup<T>, enabled = true) {
  const result = useQuery({ ...lookup, enabled }, useClient());
  const data = useDeferredValue(result.data ?? null);
  return {
    data,
    // A failed refresh keeps the figures shown; only a first load that failed is an error.
    error: result.isLoadingError ? result.error : null,
    loading: (enabled && result.isPending) || (data === null && result.data !== undefined),
    retry: () => void (enabled && result.refetch()),
  };
}

/**
 * False until the page has painted and the browser has then been idle (at most `timeout` ms later), true from then
 * on, set in a transition: what a widget draws on the main thread in one go (a chart.js canvas) waits for it, so
 * the first paint and the first input do not wait for the charts. With `after`, it starts counting only once that
 * is true (a second chart after the first one, each in its own task).
 */
export function useAfterIdle(after = true, timeout = 1500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!after) return;
    let idle: number | undefined;
    let timer: number | undefined;
    const show = () => startTransition(() => setReady(true));
    const frame = window.requestAnimationFrame(() => {
      if (window.requestIdleCallback) idle = window.requestIdleCallback(show, { timeout });
      else timer = window.setTimeout(show, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [after, timeout]);
  return ready;
}
