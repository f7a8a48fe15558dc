import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

const whenIdle = (run: () => void) => {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
};

/**
 * A dialog whose code (its form, react-hook-form, the number inputs) is its own chunk rather than part of the
 * screen's first load (issue 17). Nothing renders until it is first open (`isOpen`, by default its `open` prop);
 * the chunk is fetched once the browser is idle after the screen shows, so it still opens at once, and it stays
 * mounted from then on (its closing animation and focus return work as before).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => Boolean((props as { open?: boolean }).open),
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Dialog = lazy(() => preload().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    useEffect(() => whenIdle(() => void preload().catch(() => undefined)), []);
    return wanted ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}
