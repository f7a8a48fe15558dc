import { createElement, use, type ComponentType } from 'react';

type Module = { default: ComponentType };

/**
 * A component in its own chunk, like `React.lazy`, that can be loaded ahead (`preload`) and then mounts in the same
 * render. `React.lazy` suspends on first render even when its module is in, and React 19 reveals content that was
 * waiting behind a Suspense fallback no sooner than 300 ms after that fallback showed: on a full page load that held
 * the screen (and its first request) back by ≈ 300 ms.
 *
 * The import is made once, as `React.lazy` makes it (a failed one stays failed: the error screen offers a reload);
 * its promise is marked the way React's `use` reads a fulfilled one (React marks a pending or rejected one itself).
 * `preload` answers the whole module, for a chunk that exports more than its component.
 */
export function loadable<M extends Module>(load: () => Promise<M>) {
  let loading: (Promise<M> & { status?: string; value?: M }) | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loading!.status = 'fulfilled';
      loading!.value = module;
      return module;
    }));
  const Loadable = () => createElement(use(preload()).default);
  return Object.assign(Loadable, { preload });
}
