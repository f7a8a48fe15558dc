import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageStories } from '../../test/screenStories';
import DashboardScreen from './DashboardScreen';
import { dashboardMessages as m } from './messages';

const stories = pageStories('Dashboard', DashboardScreen, {
  path: '/dashboard',
  handlers: {},
  menus: [
    {
      id: 1,
      name: 'Master Data',
      url: null,
      icon: null,
      level: 'header',
      items: [
        { id: 2, name: 'Dashboard', url: '/dashboard', icon: 'bx-home-circle', level: 'parent', submenu: [] },
        { id: 3, name: 'Produk', url: '/items/produk', icon: 'bx-box', level: 'parent', submenu: [] },
        { id: 4, name: 'Transaksi', url: '/transaksi', icon: 'bx-cart', level: 'parent', submenu: [] },
      ],
    },
  ],
  check: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: m.shortcuts })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Produk/ })).toBeVisible();
  },
});

const meta = { ...stories.meta } satisfies Meta;
export default meta;
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;
