import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { Splash } from '@pawon/ui';
import { setNavigator } from '../lib/navigation';
import { BASENAME, guardLoader } from './guardLoader';
import { RootView } from './RootView';
import { screenRoutes } from './routes';

type ScreenModule = { default: ComponentType };

/** Plain words for the rare case where even the error screen's chunk cannot be loaded (a redeployed app). */
function ReloadNotice() {
  return (
    <p role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
      Halaman tidak dapat ditampilkan. <a href={window.location.href}>Muat ulang halaman</a>.
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

/** A lazily loaded screen: its module's default export becomes the route's component. */
export const lazyScreen = (load: () => Promise<ScreenModule>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: guardLoader,
    // The guard runs on every navigation to another path (spec section 2).
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate,
    Component: RootView,
    HydrateFallback: () => <Splash />,
    ErrorBoundary: () => (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    children: [
      {
        lazy: lazyScreen(() => import('./layouts/BlankLayout')),
        children: [
          { path: 'login', lazy: lazyScreen(() => import('../features/auth/LoginScreen')) },
          { path: 'register', lazy: lazyScreen(() => import('../features/auth/RegisterScreen')) },
          { path: 'page-not-found', lazy: lazyScreen(() => import('../features/notFound/NotFoundScreen')) },
        ],
      },
      {
        lazy: lazyScreen(() => import('./layouts/AuthLayout')),
        children: screenRoutes.map(({ path, load }) => ({
          path: path.replace(/^\//, ''),
          lazy: lazyScreen(load),
        })),
      },
      // An allowed menu whose screen does not exist yet, or a mistyped url.
      {
        path: '*',
        loader: () => redirect('/page-not-found'),
        element: <Navigate to="/page-not-found" replace />,
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASENAME });

setNavigator((to, options) => void router.navigate(to, options));
