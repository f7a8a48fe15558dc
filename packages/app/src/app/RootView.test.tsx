import { act, fireEvent, screen } from '@testing-library/react';
import { Link, Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/client';
import { pendingToastsAtom } from '../lib/feedback';
import { clearSession, storeSession } from '../lib/session';
import { SESSION_TIMEOUT_MS } from '../lib/sessionTimer';
import { appStore } from '../lib/store';
import { success } from '../test/mockOperations';
import { renderApp } from '../test/render';
import { stubApi } from '../test/stubApi';
import { dashboardMenus, KASIR } from '../test/fixtures';

const user = KASIR;
const menus = dashboardMenus(
  { id: 2, name: 'Ringkasan', url: '/dashboard', icon: null },
  { id: 3, name: 'Lain', url: '/other', icon: null },
);

const routes = [
  <Route key="login" path="login" element={<p>login screen</p>} />,
  <Route key="dashboard" path="dashboard" element={<Link to="/other">to other</Link>} />,
  <Route key="other" path="other" element={<p>other screen</p>} />,
];

const HOUR = 60 * 60 * 1000;
const advance = async (ms: number) => {
  await act(async () => vi.advanceTimersByTime(ms));
  await act(async () => undefined);
};
const sessionEndedToasts = () => screen.queryAllByText('Sesi berakhir').length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  stubApi({
    menuTreeForUser: () => success('menuTreeForUser', { menus }),
    me: () => success('me', { datas: user, menus, rights: [] }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession(appStore);
  appStore.set(pendingToastsAtom, []);
});

async function signedInAt(path: string) {
  storeSession(appStore, { token: 't', datas: user, menus });
  const view = renderApp(routes, path);
  await act(async () => undefined);
  await act(async () => undefined);
  return view;
}

describe('session timer in the root view', () => {
  it('removes the token and user data and goes to /login 3 hours after the last navigation', async () => {
    await signedInAt('/dashboard');
    await advance(SESSION_TIMEOUT_MS - 1000);
    expect(localStorage.getItem('authToken')).toBe('t');
    await advance(1000);
    await advance(0);
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(sessionEndedToasts()).toBe(1);
  });

  it('restarts on each navigation', async () => {
    await signedInAt('/dashboard');
    await advance(2 * HOUR);
    await act(async () => fireEvent.click(screen.getByText('to other')));
    await advance(0);
    expect(screen.getByText('other screen')).toBeInTheDocument();
    await advance(2 * HOUR);
    expect(localStorage.getItem('authToken')).toBe('t');
    await advance(HOUR);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('restarts on the answer to a call the user caused, not on one made in the background', async () => {
    await signedInAt('/dashboard');
    await advance(2 * HOUR);
    // Nothing typed or clicked for two hours: a call now (a widget refreshing itself) keeps nothing alive.
    await act(async () => {
      await api.GET('/api/me');
    });
    await advance(HOUR);
    expect(localStorage.getItem('authToken')).toBeNull();

    // Someone saving a dialog: the click, then the call it causes; the answer counts as activity.
    await signedInAt('/dashboard');
    await advance(2 * HOUR);
    fireEvent.pointerDown(document.body);
    await act(async () => {
      await api.GET('/api/me');
    });
    await advance(3 * HOUR - 1000);
    expect(localStorage.getItem('authToken')).toBe('t');
    await advance(2000);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('restarts on typing and pointer input', async () => {
    await signedInAt('/dashboard');
    await advance(2 * HOUR);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(2 * HOUR);
    fireEvent.pointerDown(document.body);
    await advance(2 * HOUR);
    expect(localStorage.getItem('authToken')).toBe('t');
    await advance(HOUR);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('does not run without a session: a login page never says the session ended', async () => {
    renderApp(routes, '/login');
    await act(async () => undefined);
    expect(screen.getByText('login screen')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(4 * HOUR);
    expect(sessionEndedToasts()).toBe(0);
    // Signing in starts it.
    act(() => storeSession(appStore, { token: 't', datas: user, menus }));
    await advance(SESSION_TIMEOUT_MS);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionEndedToasts()).toBe(1);
  });
});
