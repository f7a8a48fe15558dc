import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../lib/rootMessages';

/** Plain words for the rare case where even the error screen's chunk cannot be loaded (a redeployed app). */
function ReloadNotice() {
  return (
    <p role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
      {t('root.routeError.plain')} <a href={window.location.href}>{t('root.routeError.plainReload')}</a>.
    </p>
  );
}

// The error screen loads on first use: it is rarely needed, and the sign-in page must stay small.
const RouteError = lazy(() =>
  import('./RouteError').then(
    (m) => ({ default: m.RouteError }),
    () => ({ default: ReloadNotice }),
  ),
);

interface Props {
  /** A new value (the next path) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

/** Shows the error screen when a screen throws or its code cannot be loaded (an old tab after an update). */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    );
  }
}
