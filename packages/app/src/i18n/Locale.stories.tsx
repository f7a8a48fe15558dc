import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@pawon/api-client';
import { Alert, ConfirmDialog, Pagination, Stack } from '@pawon/ui';
import { expect, waitFor, within } from 'storybook/test';
import { errorMessage } from '../lib/errors';
import { useI18n } from './i18n';

/** A stock short as the server sends it: code, parameters and the Indonesian message. */
const shortOf = (material: string) =>
  new ApiError(
    409,
    `Stok ${material} tidak cukup: tersedia 2,25 kg, diminta 3 kg.`,
    { qty: [`Stok ${material} tersedia 2,25 kg.`] },
    undefined,
    undefined,
    undefined,
    {
      code: 'stock.short',
      params: { name: material, available: 2.25, requested: 3, unit: 'kg', expired: 0 },
    },
  );

/**
 * ui's built-in labels and a server error, in the language of the toolbar's "Bahasa" (the open dialog is modal: the
 * page behind it is hidden from the accessibility tree). The material is the story's data (an arg), in any language.
 */
function LocaleSample({ material }: { material: string }) {
  // Renders again when the catalogue loads or the language changes.
  useI18n();
  return (
    <Stack>
      <Alert tone="error">{errorMessage(shortOf(material))}</Alert>
      <Pagination page={2} perPage={25} total={1234} onPageChange={() => undefined} />
      <ConfirmDialog defaultOpen onConfirm={() => undefined} />
    </Stack>
  );
}

const meta = {
  title: 'App/Bahasa (katalog)',
  component: LocaleSample,
  args: { material: 'Tepung' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LocaleSample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Indonesian: Story = {
  globals: { locale: 'id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Menampilkan 26–50 dari 1.234')).toBeVisible();
    await expect(canvas.getByText('Stok Tepung tidak cukup: tersedia 2,25 kg, diminta 3 kg.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya', hidden: true })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Showing 26–50 of 1,234')).toBeVisible();
    await expect(
      await canvas.findByText('Not enough Tepung in stock: 2.25 kg available, 3 kg asked.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page', hidden: true })).toBeVisible();
    // A change of language renders the screen anew: the dialog opens again, faded in (visible once it has).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible(), {
      timeout: 5000,
    });
  },
};
