import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../../test/screenStories';
import { vendors } from './vendor.resource';

const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const stories = resourceStories(vendors, {
  rows: [
    {
      id: 1,
      name: 'Toko Tepung Sumber Rejeki',
      description: 'Tepung tapioka dan terigu',
      phone: '0812-2000-1001',
      address: 'Pasar Caringin, Bandung',
      ...stamp,
    },
    {
      id: 2,
      name: 'Pasar Ikan Gedebage',
      description: null,
      phone: '0813-2000-1002',
      address: 'Jl. Gedebage 12, Bandung',
      ...stamp,
    },
    {
      id: 3,
      name: 'CV Plastik Jaya',
      description: 'Plastik PE dan mika',
      phone: null,
      address: null,
      ...stamp,
    },
  ],
  long: {
    id: 9,
    name: 'Perusahaan Dagang Pemasok Bahan Baku dan Bahan Kemasan Makanan Beku Wilayah Jawa Barat',
    description: 'Keterangan-yang-sangat-panjang-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel-vendor',
    phone: '+62 812 3456 7890 12',
    address:
      'Jl. Raya Soekarno-Hatta No. 1234, Kelurahan Babakan Ciparay, Kecamatan Babakan Ciparay, Kota Bandung',
    ...stamp,
  },
});

const meta = { ...stories.meta, title: 'Screens/Vendor' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
