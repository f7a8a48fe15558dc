import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSession } from '../lib/session';
import { appStore } from '../lib/store';
import { failure, PENDING, success, type MockResult } from '../test/mockOperations';
import { renderApp } from '../test/render';
import { stubApi } from '../test/stubApi';
import { dashboardMenus, KASIR } from '../test/fixtures';

const user = KASIR;
const menus = dashboardMenus(
  { id: 2, name: 'Ringkasan', url: '/dashboard', icon: 'bx-home' },
  { id: 3, name: 'Jabatan', url: '/position-management', icon: null },
);

const routes = [
  'login',
  'dashboard',
  'position-management',
  'user-management',
  'page-not-found',
  'profile',
].map((name) => <Route key={name} path={name} element={<p>screen {name}</p>} />);
const menuList = () => success('menuTreeForUser', { menus });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('navigation guard in the root view', () => {
  it('sends a signed-out visitor to login', async () => {
    renderApp(routes, '/dashboard');
    expect(await screen.findByText('screen login')).toBeInTheDocument();
  });

  it('sends the root path to login', async () => {
    renderApp(routes, '/');
    expect(await screen.findByText('screen login')).toBeInTheDocument();
  });

  it('asks the server for the user’s tree and sends a path outside it to page-not-found', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    const { calls } = stubApi({ menuTreeForUser: menuList });
    renderApp(routes, '/user-management');
    expect(await screen.findByText('screen page-not-found')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ id: 'menuTreeForUser', body: { id: 4 } });
    expect(screen.queryByText('screen user-management')).toBeNull();
  });

  it('opens an allowed path and keeps the fresh tree', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    stubApi({ menuTreeForUser: menuList });
    renderApp(routes, '/dashboard');
    expect(await screen.findByText('screen dashboard')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userMenus') ?? '[]')).toEqual(menus);
  });

  it('goes to login when the menu call fails, logging the error', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ menuTreeForUser: () => failure(500, 'Rusak.') });
    renderApp(routes, '/dashboard');
    expect(await screen.findByText('screen login')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('does not run for /profile', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    const { calls } = stubApi({});
    renderApp(routes, '/profile');
    expect(await screen.findByText('screen profile')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('runs again for another path, but not when only the query string changes', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    const { calls } = stubApi({ menuTreeForUser: menuList });
    const { navigate } = renderApp(routes, '/position-management');
    expect(await screen.findByText('screen position-management')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await act(async () => navigate('/position-management?page=2&q=own'));
    await act(async () => navigate('/position-management?page=3'));
    expect(screen.getByText('screen position-management')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await act(async () => navigate('/dashboard'));
    expect(await screen.findByText('screen dashboard')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('keeps the previous screen until the guard lets the next one through', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    let answer: (() => void) | null = null;
    let call = 0;
    stubApi({
      // The second check (for /user-management) waits until the test answers it.
      menuTreeForUser: () => {
        call += 1;
        if (call !== 2) return menuList();
        return new Promise<MockResult<'menuTreeForUser'>>((resolve) => {
          answer = () => resolve(menuList());
        });
      },
    });
    const { navigate } = renderApp(routes, '/dashboard');
    expect(await screen.findByText('screen dashboard')).toBeInTheDocument();
    await act(async () => navigate('/user-management'));
    expect(screen.getByText('screen dashboard')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => answer?.());
    expect(await screen.findByText('screen page-not-found')).toBeInTheDocument();
    expect(screen.queryByText('screen user-management')).toBeNull();
  });

  it('stops checking when one goes back to the shown screen before the guard answered for another', async () => {
    storeSession(appStore, { token: 't', datas: user, menus: [] });
    let call = 0;
    stubApi({
      menuTreeForUser: () => {
        call += 1;
        // The check for /position-management never answers.
        return call === 2 ? PENDING : menuList();
      },
    });
    const { navigate } = renderApp(routes, '/dashboard');
    expect(await screen.findByText('screen dashboard')).toBeInTheDocument();
    await act(async () => navigate('/position-management'));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => navigate('/dashboard'));
    expect(screen.getByText('screen dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
