import type { Schemas } from '@pawon/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RecordOf } from '../../lib/resource/defineResource';
import { resourceStories } from '../../test/screenStories';
import { packaging } from './packaging.resource';

const stamp = { version: 1, createdAt: '2026-09-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const pack = (
  id: number,
  name: string,
  packPrice: number,
  unitPrice: number,
  minStock: number,
  available: number,
): RecordOf<'packagingList'> => ({
  id,
  kind: 'packaging',
  name,
  unit: 'pcs',
  unitPrice,
  minStock,
  packagingType: 'pack',
  packPrice,
  description: null,
  shelfLifeDays: null,
  remaining: available,
  available,
  needRestock: available < minStock,
  ...stamp,
});

const lot = (
  id: number,
  date: string,
  qty: number,
  used: number,
  expiryDate: string | null,
  expired = false,
  expiresSoon = false,
): Schemas['Lot'] => ({
  id,
  recalledAt: null,
  recallReason: null,
  heldAt: null,
  materialId: 1,
  material: { id: 1, name: 'Kerdus', unit: 'pcs' },
  date,
  vendor: { id: 1, name: 'CV Kemasan Jaya' },
  batchCode: null,
  expiryDate,
  qty,
  used,
  remaining: qty - used,
  unitPrice: 800,
  value: (qty - used) * 800,
  expired,
  expiresSoon,
  daysToExpiry: null,
});
const LOTS = [
  lot(1, '2026-09-01', 200, 180, '2026-11-20', true),
  lot(2, '2026-10-01', 300, 0, '2026-11-28', false, true),
  lot(3, '2026-11-10', 500, 0, null),
];

const stories = resourceStories(packaging, {
  handlers: {
    bahanKemasanGetStock: () => ({
      status: 'success',
      datas: LOTS,
      total: LOTS.length,
      page: 1,
      perPage: 10,
      totals: { value: 656000 },
    }),
  },
  rows: [
    pack(1, 'Kerdus', 1000, 800, 50, 320),
    pack(2, 'Mika', 400, 300, 100, 40),
    pack(3, 'Tray Styrofoam', 600, 450, 50, 0),
  ],
  long: {
    ...pack(
      9,
      'Kerdus Besar Dua Lapis untuk Paket Keluarga Baso Tahu, Batagor dan Siomay Isi Lima Puluh',
      1_250_000,
      999_999,
      12.5,
      1234.5,
    ),
    description: 'Keterangan-yang-sangat-panjang-tanpa-spasi-untuk-menguji-pemotongan-teks-di-tabel',
  },
});

const meta = { ...stories.meta, title: 'Screens/Stok Packaging' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/** A pack type's lots: the expired and the soon-expiring ones marked. */
export const Lots: StoryObj<ComponentType> = {
  ...stories.Filled,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByRole('button', { name: 'Lot Kerdus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lot Kerdus' });
    // The lots arrive after the dialog opens: wait for them to be shown, not only to exist.
    await waitFor(() => expect(within(dialog).getByText('Kedaluwarsa', { selector: 'span' })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('≤ 7 hari')).toBeVisible());
  },
};
