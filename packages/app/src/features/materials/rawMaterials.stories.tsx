import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { resourceStories } from '../../test/screenStories';
import { materialResources } from './resources';
import { longMaterial, lookupHandlers, materials } from './storyFixtures';

const stories = resourceStories(materialResources.raw.list, {
  rows: materials,
  long: longMaterial,
  handlers: lookupHandlers,
});

const meta = { ...stories.meta, title: 'Screens/Data Bahan Baku' } satisfies Meta;
export default meta;
export const Filled = stories.Filled;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const LongText = stories.LongText;
export const ReadOnly = stories.ReadOnly;
export const Phone = stories.Phone;
export const Dark = stories.Dark;

/**
 * The halal register's column (decision 057): a certificate valid until its day, one running out within 30 days, and
 * a material with none yet.
 */
export const HalalStates: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    await stories.Filled.play?.(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(/^Berlaku s\.d\. /)).toBeVisible();
    await expect(canvas.getByText(/^Habis /)).toBeVisible();
    await expect(canvas.getByText('Belum ada sertifikat')).toBeVisible();
  },
};

/**
 * Editing a material's purchasing fields: its shelf life in days, its main vendor (named from the record, searched on
 * the server as the user types) and the least it is ordered in, in its unit.
 */
export const EditPurchasing: StoryObj = {
  ...stories.Filled,
  play: async (context) => {
    await stories.Filled.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Ubah Tepung Tapioka' }));
    const dialog = await screen.findByRole('dialog');
    const vendor = within(dialog).getByRole('combobox', { name: /^Vendor utama/ });
    await waitFor(() => expect(vendor).toBeVisible());
    await expect(vendor).toHaveValue('Toko Tepung Sejahtera');
    await expect(within(dialog).getByLabelText(/^Umur simpan/)).toHaveValue('180');
    await expect(within(dialog).getByLabelText(/^Minimal pesan/)).toHaveValue('50');
    await userEvent.clear(vendor);
    await userEvent.type(vendor, 'ayam');
    await expect(await screen.findByRole('option', { name: 'Pasar Ayam Segar Ciroyom' })).toBeVisible();
  },
};
