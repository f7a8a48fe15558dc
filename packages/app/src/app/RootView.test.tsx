import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../lib/session';
import { SESSION_TIMEOUT_MS } from '../lib/sessionTimer';
import { appStore } from '../lib/store';
import { renderRoutes } from '../test/render';
import { RootView } from './RootView';

const user = {
  id: 4,
  name: 'Kasir',
  email: 'kasir@pawon.test',
  phone: null,
  photo: null,
  active: true,
  position: null,
  groups: [],
  version: 1,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

const routes = [
  {
    path: '/',
    element: <RootView />,
    children: [
      { path: 'login', element: <p>login screen</p> },
      { path: 'dashboard', element: <Link to="/other">to other</Link> },
      { path: 'other', element: <p>other screen</p> },
    ],
  },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  storeSession(appStore, { token: 't', datas: user, menus: [] });
});
afterEach(() => {
  vi.useRealTimers();
  clearSession(appStore);
});

describe('session timer in the root view', () => {
  it('removes the token and user data and goes to /login 3 hours after the last navigation', async () => {
    renderRoutes(routes, '/dashboard');
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1000));
    expect(localStorage.getItem('authToken')).toBe('t');
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => undefined);
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('restarts on each navigation', async () => {
    renderRoutes(routes, '/dashboard');
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(2 * 60 * 60 * 1000));
    await act(async () => fireEvent.click(screen.getByText('to other')));
    expect(screen.getByText('other screen')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2 * 60 * 60 * 1000));
    expect(localStorage.getItem('authToken')).toBe('t');
    await act(async () => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
