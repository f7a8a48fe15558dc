import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../lib/session';
import { appStore } from '../lib/store';
import { json, mockApi, renderRoutes } from '../test/render';
import { appPath, guardLoader } from './guardLoader';

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
const menus = [
  {
    id: 1,
    name: 'Dashboard',
    url: null,
    icon: null,
    level: 'header' as const,
    items: [
      { id: 2, name: 'Ringkasan', url: '/dashboard', icon: 'bx-home', level: 'parent' as const, submenu: [] },
    ],
  },
];

const page = (name: string) => ({ path: name, element: <p>screen {name}</p> });
const routes = [
  {
    path: '/',
    loader: guardLoader,
    element: <Outlet />,
    children: ['login', 'dashboard', 'user-management', 'page-not-found', 'profile'].map(page),
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('guard as the root loader', () => {
  it('strips the /build basename', () => {
    expect(appPath('http://localhost/build/items/produk')).toBe('/items/produk');
    expect(appPath('http://localhost/build/')).toBe('/');
  });

  it('sends a signed-out visitor to login', async () => {
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('screen login')).toBeInTheDocument();
  });

  it('asks the server for the user’s tree and sends a path outside it to page-not-found', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    const { calls } = mockApi({
      'POST /api/menu-management/list': () => json(200, { status: 'success', menus }),
    });
    renderRoutes(routes, '/user-management');
    expect(await screen.findByText('screen page-not-found')).toBeInTheDocument();
    expect(calls[0]).toEqual({ key: 'POST /api/menu-management/list', body: { id: 4 } });
  });

  it('opens an allowed path and keeps the fresh tree', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    mockApi({ 'POST /api/menu-management/list': () => json(200, { status: 'success', menus }) });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('screen dashboard')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userMenus') ?? '[]')).toEqual(menus);
  });

  it('goes to login when the menu call fails, logging the error', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/menu-management/list': () => json(500, { status: 'error', message: 'Rusak.' }) });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('screen login')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('does not run for /profile', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    const { calls } = mockApi({});
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('screen profile')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
