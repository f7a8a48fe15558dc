import type { Meta } from '@storybook/react-vite';
import type { Schemas } from '@pawon/api-client';
import { listOf } from '../../test/mockOperations';
import { resourceStories } from '../../test/screenStories';
import { groups } from './group.resource';

type Group = Schemas['Group'];
const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const grant = (menuId: number, name: string, url: string, all = true) => ({
  menuId,
  name,
  url,
  view: true,
  create: all,
  update: all,
  delete: all,
});
const group = (
  id: number,
  name: string,
  description: string | null,
  menus: Group['menus'],
  users: Group['users'],
): Group => ({
  id,
  name,
  description,
  menus,
  users,
  userCount: users.length,
  ...stamp,
});

const stories = resourceStories(groups, {
  rows: [
    group(
      1,
      'Super Admin',
      'Semua menu dengan semua hak',
      [grant(2, 'Dashboard', '/dashboard'), grant(20, 'Menu Management', '/menuManagement')],
      [{ id: 1, name: 'Admin Pawon', email: 'admin@pawon.test' }],
    ),
    group(
      2,
      'Owner',
      'Pemilik usaha',
      [grant(2, 'Dashboard', '/dashboard'), grant(30, 'Transaksi', '/transaksi')],
      [{ id: 2, name: 'Bu Ratna', email: 'owner@pawon.test' }],
    ),
    group(
      3,
      'Staff',
      'Produksi dan penjualan harian',
      [grant(2, 'Dashboard', '/dashboard', false), grant(31, 'Produksi', '/produksi', false)],
      [{ id: 3, name: 'Sari Wulandari', email: 'staff@pawon.test' }],
    ),
    group(4, 'Default', null, [grant(2, 'Dashboard', '/dashboard', false)], []),
  ],
  long: group(
    9,
    'Grup-dengan-nama-yang-sangat-panjang-tanpa-spasi-untuk-tabel',
    'Keterangan panjang tentang grup ini: bagian gudang, produksi, pengemasan dan pengiriman di wilayah Bandung Raya dan sekitarnya',
    [grant(2, 'Dashboard', '/dashboard')],
    [],
  ),
  handlers: {
    menuList: () => listOf('menuList', []),
    userList: () => listOf('userList', []),
  },
});

const meta = { ...stories.meta, title: 'Screens/Authorization Group' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
