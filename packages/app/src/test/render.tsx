import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useNavigate,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { RootView } from '../app/RootView';
import { PawonThemeProvider, ToastProvider } from '@pawon/ui';
import { ToastBridge } from '../app/ToastBridge';
import { appStore } from '../lib/store';

/** Renders routes inside the app's providers, with the app's store, at a path. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <JotaiProvider store={appStore}>
      <PawonThemeProvider>
        <ToastProvider>
          <ToastBridge />
          <RouterProvider router={router} />
        </ToastProvider>
      </PawonThemeProvider>
    </JotaiProvider>,
  );
  return { ...view, router };
}

/**
 * Renders route elements (`<Route …/>`) the way the app does: in the root view, behind the navigation guard and
 * with the session timer, at a path. `navigate` moves the memory router from the test.
 */
export function renderApp(routes: ReactNode, path: string) {
  const handle: { navigate: NavigateFunction | null } = { navigate: null };
  function Steering() {
    handle.navigate = useNavigate();
    return null;
  }
  const view = render(
    <JotaiProvider store={appStore}>
      <PawonThemeProvider>
        <ToastProvider>
          <ToastBridge />
          <MemoryRouter initialEntries={[path]}>
            <Steering />
            <RootView>{routes}</RootView>
          </MemoryRouter>
        </ToastProvider>
      </PawonThemeProvider>
    </JotaiProvider>,
  );
  return { ...view, navigate: (to: string) => handle.navigate!(to) };
}

export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '/', element: ui }], '/');
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export { createStore };
