import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { MenuHeader } from './menus';
import {
  allowedUrlsAtom,
  authTokenAtom,
  clearSession,
  refreshStoredUser,
  storeSession,
  userDataAtom,
  type User,
} from './session';

const user: User = {
  id: 3,
  name: 'Sari',
  email: 'sari@pawon.test',
  phone: null,
  photo: null,
  active: true,
  position: { id: 1, code: 'STF', name: 'Staff' },
  groups: [{ id: 2, name: 'Staff' }],
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const menus: MenuHeader[] = [
  {
    id: 1,
    name: 'Dashboard',
    url: null,
    icon: null,
    level: 'header',
    items: [{ id: 2, name: 'Ringkasan', url: '/dashboard', icon: 'bx-home', level: 'parent', submenu: [] }],
  },
];

describe('session atoms', () => {
  it('stores token (bare), user and menus in localStorage under the spec keys', () => {
    const store = createStore();
    storeSession(store, { token: 'abc', datas: user, menus, rights: [] });
    expect(localStorage.getItem('authToken')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);
    expect(JSON.parse(localStorage.getItem('userMenus') ?? 'null')).toEqual(menus);
    expect(store.get(allowedUrlsAtom)).toEqual(['/dashboard']);
  });

  it('reads a stored session when the app starts', () => {
    localStorage.setItem('authToken', 'xyz');
    localStorage.setItem('userData', JSON.stringify(user));
    const store = createStore();
    expect(store.get(authTokenAtom)).toBe('xyz');
    expect(store.get(userDataAtom)?.name).toBe('Sari');
  });

  it('clears everything', () => {
    const store = createStore();
    storeSession(store, { token: 'abc', datas: user, menus });
    clearSession(store);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('userMenus')).toBeNull();
    expect(store.get(allowedUrlsAtom)).toEqual([]);
  });

  it('refreshes name, email, phone and photo of the stored user from a profile update', () => {
    const store = createStore();
    storeSession(store, { token: 'abc', datas: user, menus });
    refreshStoredUser(store, {
      ...user,
      name: 'Sari Dewi',
      email: 'dewi@pawon.test',
      phone: '0812 3456 789',
      photo: '/api/files/photos/a.png',
      version: 2,
    });
    expect(store.get(userDataAtom)).toMatchObject({
      name: 'Sari Dewi',
      email: 'dewi@pawon.test',
      phone: '0812 3456 789',
      photo: '/api/files/photos/a.png',
      version: 2,
    });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').name).toBe('Sari Dewi');
    // Another user's record does not touch the session.
    refreshStoredUser(store, { ...user, id: 99, name: 'Other' });
    expect(store.get(userDataAtom)?.name).toBe('Sari Dewi');
  });
});
