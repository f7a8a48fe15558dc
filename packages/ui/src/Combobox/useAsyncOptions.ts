import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * Loads options for a query after a pause in typing. Only the answer to the latest query is kept, so a slow
 * early request cannot overwrite a newer one.
 */
export function useAsyncOptions<T>(
  loadOptions: ((query: string) => Promise<T[]>) | undefined,
  debounceMs: number,
) {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<AsyncStatus>('idle');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadRef = useRef(loadOptions);
  loadRef.current = loadOptions;

  const run = useCallback((query: string, request: number) => {
    const load = loadRef.current;
    if (!load) return;
    load(query).then(
      (result) => {
        if (request !== latest.current) return;
        setItems(result);
        setStatus('success');
      },
      () => {
        if (request !== latest.current) return;
        setItems([]);
        setStatus('error');
      },
    );
  }, []);

  /** Loads after `debounceMs` of quiet; `immediate` skips the wait (opening the list). */
  const request = useCallback(
    (query: string, immediate = false) => {
      clearTimeout(timer.current);
      // Numbered now, not when it runs: an older answer still on its way is dropped as soon as the user types.
      const id = ++latest.current;
      setStatus('loading');
      if (immediate || debounceMs <= 0) run(query, id);
      else timer.current = setTimeout(() => run(query, id), debounceMs);
    },
    [debounceMs, run],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { items, status, request };
}
