import { describe, expect, it } from 'vitest';
import { collectUrls, homePath, menuLinks, normalisePath, type MenuHeader } from './menus';

const tree: MenuHeader[] = [
  {
    id: 1,
    name: 'Laporan',
    url: null,
    icon: 'bx-notepad',
    level: 'header',
    items: [
      {
        id: 2,
        name: 'Laporan',
        url: null,
        icon: 'bx-bar-chart',
        level: 'parent',
        submenu: [
          { id: 3, name: 'Laporan Penjualan', url: '/report', icon: null, level: 'submenu' },
          {
            id: 4,
            name: 'Laporan Pengeluaran',
            url: '/report/expenses',
            icon: 'bx-line-chart',
            level: 'submenu',
          },
        ],
      },
      { id: 5, name: 'Ringkasan', url: '/dashboard', icon: 'bx-home', level: 'parent', submenu: [] },
    ],
  },
];

describe('menus', () => {
  it('collects every url, nested items and submenus included', () => {
    expect(collectUrls(tree)).toEqual(['/report', '/report/expenses', '/dashboard']);
    expect(collectUrls(null)).toEqual([]);
  });

  it('lists links with their trail; a submenu without an icon takes its parent’s', () => {
    expect(menuLinks(tree)).toEqual([
      {
        id: 3,
        name: 'Laporan Penjualan',
        url: '/report',
        icon: 'bx-bar-chart',
        trail: ['Laporan', 'Laporan'],
      },
      {
        id: 4,
        name: 'Laporan Pengeluaran',
        url: '/report/expenses',
        icon: 'bx-line-chart',
        trail: ['Laporan', 'Laporan'],
      },
      { id: 5, name: 'Ringkasan', url: '/dashboard', icon: 'bx-home', trail: ['Laporan'] },
    ]);
  });

  it('normalises paths', () => {
    expect(normalisePath('/dashboard/')).toBe('/dashboard');
    expect(normalisePath('/a/b?x=1#y')).toBe('/a/b');
    expect(normalisePath('/')).toBe('/');
  });

  it('picks the home path', () => {
    expect(homePath(['/report', '/dashboard'])).toBe('/dashboard');
    expect(homePath(['/report'])).toBe('/report');
    expect(homePath([])).toBe('/dashboard');
  });
});
