import { createElement, use, type ComponentType } from 'react';

/** A module import as React's `use` reads it: once settled, its status and value are on the promise itself. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Memoizes an import: every call answers the same promise, marked the way React's `use` reads a settled one, so a
 * component whose module is already in renders at once instead of suspending for a tick. A failed import is
 * forgotten, so that the next render (the error screen's "try again") imports again.
 */
export function memoImport<T>(load: () => Promise<T>): () => Promise<T> {
  let tracked: Tracked<T> | undefined;
  return () => {
    if (tracked) return tracked;
    const promise = load() as Tracked<T>;
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        tracked = undefined;
      },
    );
    tracked = promise;
    return promise;
  };
}

/**
 * A component in its own chunk, like `React.lazy`, that can be loaded ahead (`preload`) and then mounts in the same
 * render. `React.lazy` suspends on first render even when its module is in, and React 19 reveals content that was
 * waiting behind a Suspense fallback no sooner than 300 ms after that fallback showed: on a full page load that
 * held the screen (and its first request) back by ≈ 300 ms.
 */
export function loadable(load: () => Promise<{ default: ComponentType }>) {
  const preload = memoImport(load);
  function Loadable() {
    return createElement(use(preload()).default);
  }
  return Object.assign(Loadable, { preload });
}
