import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { appStore } from '../../lib/store';
import { json, mockApi, renderRoutes } from '../../test/render';
import LoginScreen from './LoginScreen';

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
    level: 'header',
    items: [{ id: 2, name: 'Ringkasan', url: '/dashboard', icon: 'bx-home', level: 'parent', submenu: [] }],
  },
];

function setup() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    '/login',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('LoginScreen', () => {
  it('signs in with email or name, stores the session under the spec keys and opens the dashboard', async () => {
    const { calls } = mockApi({
      'POST /api/login': () =>
        json(200, {
          status: 'success',
          datas: user,
          menus,
          rights: [],
          token: 't0k3n',
          expiresAt: '2026-11-21T03:00:00Z',
        }),
    });
    setup();
    await userEvent.type(screen.getByLabelText(/Email atau nama/), 'Kasir');
    await userEvent.type(screen.getByLabelText(/^Kata sandi/), 'pawon-kasir');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(calls[0]).toEqual({ key: 'POST /api/login', body: { login: 'Kasir', password: 'pawon-kasir' } });
    expect(localStorage.getItem('authToken')).toBe('t0k3n');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').name).toBe('Kasir');
    expect(JSON.parse(localStorage.getItem('userMenus') ?? '[]')).toHaveLength(1);
  });

  it('shows the server’s message for wrong credentials and stores nothing', async () => {
    mockApi({
      'POST /api/login': () => json(401, { status: 'error', message: 'Email/nama atau kata sandi salah.' }),
    });
    setup();
    await userEvent.type(screen.getByLabelText(/Email atau nama/), 'kasir@pawon.test');
    await userEvent.type(screen.getByLabelText(/^Kata sandi/), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(
      await screen.findByText('Email/nama atau kata sandi salah.', { selector: '#login-alert' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('puts server field errors on their fields', async () => {
    mockApi({
      'POST /api/login': () =>
        json(422, {
          status: 'error',
          message: 'Data tidak valid.',
          errors: { login: ['Isi email atau nama.'] },
        }),
    });
    setup();
    await userEvent.type(screen.getByLabelText(/Email atau nama/), 'x');
    await userEvent.type(screen.getByLabelText(/^Kata sandi/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email atau nama/)).toHaveAccessibleDescription('Isi email atau nama.'),
    );
  });

  it('checks empty fields before calling the server', async () => {
    const { calls } = mockApi({});
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(screen.getByLabelText(/Email atau nama/)).toHaveAccessibleDescription('Wajib diisi.');
    expect(screen.getByLabelText(/Email atau nama/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('shows the 429 wait and disables signing in until it passes', async () => {
    mockApi({
      'POST /api/login': () =>
        json(429, { status: 'error', message: 'Terlalu banyak percobaan.' }, { 'Retry-After': '42' }),
    });
    setup();
    await userEvent.type(screen.getByLabelText(/Email atau nama/), 'kasir');
    await userEvent.type(screen.getByLabelText(/^Kata sandi/), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(
      await screen.findByText(/Coba lagi dalam 42 detik/, { selector: '#login-alert' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled();
  });
});
