import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, userMenusAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { renderWithProviders } from '../../test/render';
import { MenuSearch } from './MenuSearch';

const admin = [
  {
    id: 1,
    name: 'Pengaturan Aplikasi',
    url: null,
    icon: 'bx-cog',
    level: 'header' as const,
    items: [
      {
        id: 2,
        name: 'Menu Management',
        url: '/menuManagement',
        icon: null,
        level: 'parent' as const,
        submenu: [],
      },
      {
        id: 3,
        name: 'Authorization Group',
        url: '/authorizationGroup',
        icon: null,
        level: 'parent' as const,
        submenu: [],
      },
      {
        id: 4,
        name: 'User Management',
        url: '/user-management',
        icon: null,
        level: 'parent' as const,
        submenu: [],
      },
      {
        id: 5,
        name: 'Position Management',
        url: '/position-management',
        icon: null,
        level: 'parent' as const,
        submenu: [],
      },
    ],
  },
];

afterEach(() => clearSession(appStore));

describe('menu search', () => {
  it.each([
    ['pengguna', 'User Management'],
    ['jabatan', 'Position Management'],
    ['grup', 'Authorization Group'],
    ['hak akses', 'Authorization Group'],
  ])('finds the administration screens by their Indonesian words: %s', async (word, screenName) => {
    appStore.set(userMenusAtom, admin);
    renderWithProviders(<MenuSearch />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Cari menu' }), word);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining(screenName)]);
  });

  it('finds every administration screen by "menu", whose names all carry it', async () => {
    appStore.set(userMenusAtom, admin);
    renderWithProviders(<MenuSearch />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Cari menu' }), 'menu');
    expect(screen.getByRole('option', { name: /Menu Management/ })).toBeInTheDocument();
  });
});
