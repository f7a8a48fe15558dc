import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { customerRecord } from '../../lib/payment/fixtures';
import { listOf, success, type MockHandlers } from '../../test/mockOperations';
import { screenDecorator } from '../../test/screenStories';
import { BankImportDialog } from './BankImportDialog';
import { statement, unknownLayout } from './bankImportStoryData';

const handlers = (more: MockHandlers = {}): MockHandlers => ({
  paymentImportPreview: () => statement,
  paymentImportConfirm: ({ body }) =>
    success('paymentImportConfirm', {
      recorded: body.lines.length,
      duplicates: 0,
      lines: body.lines.map((_, i) => ({
        fingerprint: 'a'.repeat(64),
        status: 'recorded',
        paymentId: 50 + i,
      })),
    }),
  customerList: () =>
    listOf('customerList', [customerRecord({ id: 9, name: 'Hendra Gunawan', phone: '0812-1111-2222' })]),
  paymentList: () => listOf('paymentList', []),
  ...more,
});

const meta = {
  title: 'Screens/Pembayaran/Impor mutasi bank',
  component: BankImportDialog,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { open: true, onClose: () => undefined },
} satisfies Meta<typeof BankImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's frame on Pembayaran (each story its own: frames do not nest). */
const frame = (more: MockHandlers = {}, rights?: { create: boolean; update: boolean; delete: boolean }) => [
  screenDecorator({ path: '/payment', handlers: handlers(more), ...(rights ? { rights } : {}) }),
];

/** A statement file chosen and read: the dialog as it opens on what it found. */
async function readFile(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole('dialog'));
  const file = new File(['Tanggal Transaksi,Keterangan'], 'mutasi-bca.csv', { type: 'text/csv' });
  await userEvent.upload(dialog.getByLabelText(/^Berkas mutasi/), file);
  await userEvent.click(dialog.getByRole('button', { name: 'Baca berkas' }));
  return dialog;
}

/** Opened from Pembayaran: a file to choose, nothing read yet. */
export const Default: Story = { decorators: frame() };

/**
 * A KlikBCA statement read: the counts of all lines, the lines to review first (several balances of the amount; a
 * transfer from a name nobody has), each with its choice.
 */
export const Review: Story = {
  decorators: frame(),
  play: async ({ canvasElement }) => {
    const dialog = await readFile(canvasElement);
    await expect(await dialog.findByText('Format KlikBCA')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Pilih tujuan baris 9' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Customer baris 10' })).toBeVisible();
  },
};

export const ReviewPhone: Story = {
  ...Review,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const ReviewDark: Story = { ...Review, globals: { theme: 'dark' } };

/** Every line of the statement: matched, to choose, unknown and recorded before. */
export const AllLines: Story = {
  decorators: frame(),
  play: async ({ canvasElement }) => {
    const dialog = await readFile(canvasElement);
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Tampilkan' }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Semua' }),
    );
    await expect(dialog.getByText('Dicatat sebelumnya')).toBeVisible();
  },
};

/** A layout the server does not know: its header row's columns to choose, remembered once recorded. */
export const UnknownLayout: Story = {
  decorators: frame({ paymentImportPreview: () => unknownLayout }),
  play: async ({ canvasElement }) => {
    const dialog = await readFile(canvasElement);
    await expect(await dialog.findByRole('group', { name: 'Kolom berkas ini' })).toBeVisible();
  },
};

/** Without the create right on Pembayaran the lines can be read, not recorded: the button says which right. */
export const WithoutRight: Story = {
  decorators: frame({}, { create: false, update: false, delete: false }),
  play: async (context) => {
    await Review.play!(context);
    const dialog = within(context.canvasElement.ownerDocument.body);
    await expect(dialog.getByRole('button', { name: 'Catat 1 pembayaran' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
