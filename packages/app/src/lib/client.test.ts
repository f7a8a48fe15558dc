import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, success } from '../test/mockOperations';
import { stubApi } from '../test/stubApi';
import { api } from './client';
import { setNavigator } from './navigation';
import { pendingToastsAtom } from './feedback';
import { authTokenAtom, clearSession, storeSession } from './session';
import { appStore } from './store';

const user = {
  id: 1,
  name: 'A',
  email: 'a@pawon.test',
  phone: null,
  photo: null,
  active: true,
  position: null,
  groups: [],
  version: 1,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator(null);
  clearSession(appStore);
  appStore.set(pendingToastsAtom, []);
});

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    storeSession(appStore, { token: 'abc', datas: user, menus: [] });
    const { calls } = stubApi({ me: () => success('me', { datas: user, menus: [], rights: [] }) });
    await api.GET('/api/me');
    expect(calls[0]!.request.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('a 401 on any call clears the session and goes to /login', async () => {
    storeSession(appStore, { token: 'abc', datas: user, menus: [] });
    const navigate = vi.fn();
    setNavigator(navigate);
    stubApi({ positionList: () => failure(401, 'Sesi berakhir.') });
    await expect(api.POST('/api/position/list', { body: { sortBy: 'code' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(appStore.get(authTokenAtom)).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(appStore.get(pendingToastsAtom)).toHaveLength(1);
  });

  it('a 401 from login itself (wrong password) does not navigate', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    stubApi({ login: () => failure(401, 'Salah.') });
    await expect(api.POST('/api/login', { body: { login: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
