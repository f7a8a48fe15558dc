import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../../test/screenStories';
import { categories } from './category.resource';

const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const noImage = { image: null, imageThumb: null };
const stories = resourceStories(categories, {
  rows: [
    {
      id: 1,
      name: 'Baso Tahu & Siomay',
      description: 'Kukus, dengan bumbu kacang',
      productCount: 1,
      ...noImage,
      ...stamp,
    },
    { id: 2, name: 'Batagor & Siomay Goreng', description: null, productCount: 2, ...noImage, ...stamp },
    { id: 3, name: 'Pempek', description: 'Pempek dan kuahnya', productCount: 2, ...noImage, ...stamp },
  ],
  long: {
    id: 9,
    name: 'Aneka Olahan Ikan Tenggiri Beku untuk Distributor Wilayah Bandung Raya dan Sekitarnya',
    description: 'Keterangan-yang-sangat-panjang-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel-kategori',
    productCount: 12345,
    ...noImage,
    ...stamp,
  },
});

const meta = { ...stories.meta, title: 'Screens/Kategori' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
