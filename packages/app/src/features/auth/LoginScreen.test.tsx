import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { dashboardMenus, KASIR } from '../../test/fixtures';
import LoginScreen from './LoginScreen';

const user = KASIR;
const menus = dashboardMenus({ id: 2, name: 'Ringkasan', url: '/dashboard', icon: 'bx-home' });

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
    const { calls } = stubApi({
      login: () =>
        success('login', {
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
    expect(calls[0]).toMatchObject({ id: 'login', body: { login: 'Kasir', password: 'pawon-kasir' } });
    expect(localStorage.getItem('authToken')).toBe('t0k3n');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').name).toBe('Kasir');
    expect(JSON.parse(localStorage.getItem('userMenus') ?? '[]')).toHaveLength(1);
  });

  it('shows the server’s message for wrong credentials and stores nothing', async () => {
    stubApi({ login: () => failure(401, 'Email/nama atau kata sandi salah.') });
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
    stubApi({ login: () => failure(422, 'Data tidak valid.', { login: ['Isi email atau nama.'] }) });
    setup();
    await userEvent.type(screen.getByLabelText(/Email atau nama/), 'x');
    await userEvent.type(screen.getByLabelText(/^Kata sandi/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Email atau nama/)).toHaveAccessibleDescription('Isi email atau nama.'),
    );
  });

  it('checks empty fields before calling the server', async () => {
    const { calls } = stubApi({});
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(screen.getByLabelText(/Email atau nama/)).toHaveAccessibleDescription('Wajib diisi.');
    expect(screen.getByLabelText(/Email atau nama/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('shows the 429 wait and disables signing in until it passes', async () => {
    stubApi({ login: () => failure(429, 'Terlalu banyak percobaan.', undefined, { 'Retry-After': '42' }) });
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
