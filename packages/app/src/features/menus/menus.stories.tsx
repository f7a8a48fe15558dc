import type { Meta } from '@storybook/react-vite';
import type { Schemas } from '@pawon/api-client';
import { success } from '../../test/mockOperations';
import { resourceStories } from '../../test/screenStories';
import { menus } from './menu.resource';

type Menu = Schemas['Menu'];
const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const menu = (
  id: number,
  name: string,
  url: string | null,
  level: Menu['level'],
  parent: { id: number; name: string } | null,
  depth: number,
  icon: string | null = null,
): Menu => ({
  id,
  name,
  url,
  icon,
  level,
  parentId: parent?.id ?? null,
  parentName: parent?.name ?? null,
  sortOrder: id,
  depth,
  ...stamp,
});
const master = { id: 1, name: 'Master Data' };
const items = { id: 3, name: 'Items' };

const stories = resourceStories(menus, {
  rows: [
    menu(1, 'Master Data', null, 'header', null, 0),
    menu(2, 'Dashboard', '/dashboard', 'parent', master, 1, 'bx-home-circle'),
    menu(3, 'Items', null, 'parent', master, 1, 'bx-box'),
    menu(4, 'Produk', '/items/produk', 'submenu', items, 2),
    menu(5, 'Kategori', '/items/kategori', 'submenu', items, 2),
    // An action: a right of its own on a screen, never in the sidebar.
    menu(6, 'Hapus Produk Massal', '/items/produk/bulk-delete', 'action', { id: 4, name: 'Produk' }, 3),
  ],
  long: menu(
    9,
    'Laporan-penjualan-per-pelanggan-per-wilayah-per-bulan-dengan-rincian',
    '/laporan/penjualan-per-pelanggan-per-wilayah',
    'parent',
    master,
    1,
  ),
  handlers: { menuParents: () => success('menuParents', { datas: [], total: 0 }) },
});

const meta = { ...stories.meta, title: 'Screens/Menu Management' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
