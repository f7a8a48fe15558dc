import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PawonThemeProvider, ToastProvider } from '@pawon/ui';
import { vi } from 'vitest';
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

export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '/', element: ui }], '/');
}

/** A fetch that answers by method and path; unknown calls fail the test. */
export function mockApi(
  handlers: Record<string, (body: unknown, request: Request) => Response | Promise<Response>>,
) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const key = `${input.method} ${url.pathname}`;
    const text = await input.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // multipart: keep the text
    }
    calls.push({ key, body });
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call ${key}`);
    return handler(body, input);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export { createStore };
