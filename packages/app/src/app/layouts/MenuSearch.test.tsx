import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, userMenusAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { renderWithProviders } from '../../test/render';
import { MenuSearch } from './MenuSearch';
import { searchMenus } from './MenuSearchBox';

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
    // The matcher loads on the first search: wait for the answer to what was typed.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        expect.stringContaining(screenName),
      ]),
    );
  });

  it('finds every administration screen by "menu", whose names all carry it', async () => {
    appStore.set(userMenusAtom, admin);
    renderWithProviders(<MenuSearch />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Cari menu' }), 'menu');
    expect(await screen.findByRole('option', { name: /Menu Management/ })).toBeInTheDocument();
  });
});

describe('searchMenus', () => {
  const options = [
    { value: '/restock-raw', label: 'Restock Bahan Baku', description: 'Stok' },
    { value: '/restock-packaging', label: 'Restock Bahan Kemasan', description: 'Stok' },
    { value: '/stock-product', label: 'Stok Produk', description: 'Stok' },
    { value: '/user-management', label: 'User Management', keywords: 'pengguna akun' },
  ];
  const labels = async (query: string) => (await searchMenus(options, query)).map((o) => o.label);

  it('finds words in any order, one typo allowed', async () => {
    expect(await labels('restock kem')).toEqual(['Restock Bahan Kemasan']);
    expect(await labels('kemasan restock')).toEqual(['Restock Bahan Kemasan']);
    expect(await labels('restok kemasan')).toEqual(['Restock Bahan Kemasan']);
    expect(await labels('bahan restock')).toEqual(['Restock Bahan Baku', 'Restock Bahan Kemasan']);
  });

  it('puts a whole word before a word that only starts with it', async () => {
    const withUsage = [{ value: '/usage', label: 'Penggunaan Bahan Baku', description: 'Stok' }, ...options];
    const found = (await searchMenus(withUsage, 'pengguna')).map((o) => o.label);
    expect(found).toEqual(['User Management', 'Penggunaan Bahan Baku']);
  });

  it('lists everything for an empty search and nothing for words no menu has', async () => {
    expect(await labels('  ')).toHaveLength(options.length);
    expect(await labels('faktur pajak')).toEqual([]);
  });
});
