import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../../test/screenStories';
import { positions } from './resource';

const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const stories = resourceStories(positions, {
  rows: [
    { id: 1, code: 'OWN', name: 'Owner', description: 'Pemilik usaha', userCount: 1, ...stamp },
    { id: 2, code: 'SA', name: 'Admin', description: 'Administrator sistem', userCount: 1, ...stamp },
    { id: 3, code: 'MGR', name: 'Manager', description: 'Manajer operasional', userCount: 0, ...stamp },
    { id: 4, code: 'STF', name: 'Staff', description: 'Staf produksi dan penjualan', userCount: 2, ...stamp },
  ],
  long: {
    id: 9,
    code: 'KRRPNJNG01',
    name: 'Koordinator Produksi, Pengemasan dan Pengiriman Wilayah Bandung Raya dan Sekitarnya',
    description: 'Keterangan-yang-sangat-panjang-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel',
    userCount: 12,
    ...stamp,
  },
});

const meta = { ...stories.meta, title: 'Screens/Position Management' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
