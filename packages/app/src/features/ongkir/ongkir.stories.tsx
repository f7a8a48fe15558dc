import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../../test/screenStories';
import { ongkir } from './ongkir.resource';

const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const stories = resourceStories(ongkir, {
  rows: [
    { id: 1, label: '1 - 3 Km', price: 0, description: 'Gratis ongkir', customerCount: 11, ...stamp },
    { id: 2, label: '3 - 5 Km', price: 5000, description: null, customerCount: 8, ...stamp },
    {
      id: 3,
      label: '5 - 10 Km',
      price: 10000,
      description: 'Di luar Kota Bandung',
      customerCount: 11,
      ...stamp,
    },
  ],
  long: {
    id: 9,
    label: 'Lebih dari 50 Km, luar Bandung Raya, dikirim dengan kurir pihak ketiga berpendingin',
    price: 1_250_000,
    description: 'Keterangan-yang-sangat-panjang-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel-ongkir',
    customerCount: 0,
    ...stamp,
  },
});

const meta = { ...stories.meta, title: 'Screens/Ongkir' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;
