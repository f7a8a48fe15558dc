import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { COST_RIGHT } from '../../lib/rights';
import type { RecordOf } from '../../lib/resource/defineResource';
import { PENDING, success } from '../../test/mockOperations';
import { listOf, resourceStories, type ResourceStoryFixtures } from '../../test/screenStories';
import { products } from './product.resource';

const stamp = { version: 1, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const noImage = { image: null, imageThumb: null, description: null };
const baso = { id: 1, name: 'Baso Tahu & Siomay' };
const batagor = { id: 2, name: 'Batagor & Siomay Goreng' };
const pempek = { id: 3, name: 'Pempek' };
const product = (
  id: number,
  code: string,
  name: string,
  category: typeof baso,
  price: number,
  unit: 'pcs' | 'liter',
  fresh: number,
  frozen: number,
  active = true,
) => ({
  id,
  code,
  name,
  categoryId: category.id,
  category,
  price,
  unit,
  minStock: 50,
  // Rencana Produksi rounds up to it; a liquid is made in any qty.
  batchSize: unit === 'pcs' ? 50 : null,
  active,
  fresh,
  frozen,
  // "Lihat HPP"'s: labour and overhead added to each production run.
  overheadCost: unit === 'pcs' ? 150 : 25_000,
  overheadPer: unit === 'pcs' ? ('unit' as const) : ('run' as const),
  ...noImage,
  ...stamp,
});
const categoryRows = [baso, batagor, pempek].map((c) => ({
  ...c,
  description: null,
  image: null,
  imageThumb: null,
  productCount: 1,
  ...stamp,
}));

const fixtures: ResourceStoryFixtures<RecordOf<'productList'>> = {
  rows: [
    product(1, 'BTY', 'Baso Tahu', baso, 7500, 'pcs', 3963, 2642),
    product(2, 'BTGY', 'Batagor', batagor, 7500, 'pcs', 3845, 0),
    product(3, 'SGS', 'Siomay Goreng Spesial', batagor, 3000, 'pcs', 4007, 3666),
    product(4, 'KPM', 'Kuah Pempek', pempek, 3000, 'liter', 449.5, 0),
    product(5, 'PM', 'Pempek', pempek, 10000, 'pcs', 0, 0, false),
  ],
  long: product(
    9,
    'PMKPLJNG-BEKU-01',
    'Pempek Kapal Selam Jumbo Isi Telur Bebek dengan Kuah Cuko Kental Kemasan Keluarga',
    pempek,
    1_250_000,
    'pcs',
    99_999.125,
    12_345,
  ),
  handlers: {
    categoryList: () => listOf('categoryList', categoryRows),
    productImport: () =>
      success('productImport', {
        message: '1 baris bermasalah: tidak ada yang disimpan.',
        dryRun: true,
        applied: false,
        added: 1,
        updated: 1,
        failed: 1,
        rows: [
          { row: 2, action: 'add', key: 'KRP', name: 'Kerupuk Ikan' },
          { row: 3, action: 'update', key: 'BTY', name: 'Baso Tahu' },
          {
            row: 4,
            action: 'error',
            key: 'XX',
            name: 'Produk Rusak',
            errors: {
              categoryId: ['Kategori "Hilang" tidak ada.'],
              price: ['"abc" bukan jumlah rupiah yang valid.'],
            },
          },
        ],
      }),
  },
};
// The stories' user holds "Lihat HPP" (as the owner does); `withoutCosts` is a user without it, whom the server
// answers without the overhead (decision 014).
const stories = resourceStories(products, { ...fixtures, actions: [COST_RIGHT] });
const withoutCosts = resourceStories(products, {
  ...fixtures,
  rows: fixtures.rows.map(({ overheadCost: _cost, overheadPer: _per, ...rest }) => rest),
});

// A server still checking the file (thousands of rows take seconds): the answer never comes.
const checking = resourceStories(products, {
  ...fixtures,
  actions: [COST_RIGHT],
  handlers: { ...fixtures.handlers, productImport: () => PENDING },
});

const meta = { ...stories.meta, title: 'Screens/Produk' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/** The import's dry run: each row's result, the bad row first with its fields and reasons, and no import button. */
export const ImportCheck: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    await stories.Filled.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Impor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor produk' });
    const file = new File(['Kode,Nama\nKRP,Kerupuk Ikan\n'], 'produk.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    await expect(
      await within(dialog).findByText(/1 akan ditambahkan, 1 akan diperbarui, 1 bermasalah/),
    ).toBeVisible();
    await expect(within(dialog).getByText('Produk Rusak').closest('tr')).toHaveTextContent(
      'Harga/satuan: "abc" bukan jumlah rupiah yang valid.',
    );
    await expect(within(dialog).queryByRole('button', { name: /^Impor \d/ })).toBeNull();
  },
};

/** A check that takes more than a second: the file's name and the seconds so far, the check button busy. */
export const ImportChecking: StoryObj = {
  ...checking.Filled,
  play: async (context) => {
    await checking.Filled.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Impor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor produk' });
    const file = new File(['Kode,Nama\nKRP,Kerupuk Ikan\n'], 'produk.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText(/^Berkas CSV atau XLSX/), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Periksa berkas' }));
    await expect(
      await within(dialog).findByText('Memeriksa produk.csv… 1 detik', {}, { timeout: 2500 }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /Periksa berkas/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** With "Lihat HPP" the form edits the labour & overhead of each run, per unit or per run. */
export const EditCosts: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    await stories.Filled.play?.(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: 'Ubah KPM – Kuah Pempek' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Produk' });
    const cost = within(dialog).getByLabelText(/^Biaya tenaga kerja & overhead/);
    await waitFor(() => expect(cost).toBeVisible());
    await expect(cost).toHaveValue('25.000');
    await expect(within(dialog).getByRole('combobox', { name: /^Dihitung per/ })).toHaveTextContent(
      'per produksi',
    );
  },
};

/** Without "Lihat HPP" the form has no such fields (and sends none: the server keeps the stored rate). */
export const EditCostsWithoutRight: StoryObj = {
  ...withoutCosts.Filled,
  play: async (context) => {
    await withoutCosts.Filled.play?.(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: 'Ubah KPM – Kuah Pempek' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Produk' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Harga\/satuan/)).toBeVisible());
    await expect(within(dialog).queryByLabelText(/^Biaya tenaga kerja & overhead/)).toBeNull();
    await expect(within(dialog).queryByRole('combobox', { name: /^Dihitung per/ })).toBeNull();
  },
};

/** The batch size, in the product's unit, that Rencana Produksi rounds up to; empty is any qty. */
export const EditBatchSize: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    await stories.Filled.play?.(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: 'Ubah BTY – Baso Tahu' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Produk' });
    const batch = within(dialog).getByLabelText(/^Ukuran batch/);
    await waitFor(() => expect(batch).toBeVisible());
    await expect(batch).toHaveValue('50');
    await expect(batch).toHaveAccessibleDescription(/Kosongkan bila jumlah berapa pun/);
  },
};
