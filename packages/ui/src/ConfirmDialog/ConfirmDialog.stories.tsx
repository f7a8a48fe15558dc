import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const body = () => within(document.body);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: (
      <Button variant="danger" icon="bx-trash">
        Hapus produk
      </Button>
    ),
    title: 'Hapus produk "Keripik tempe"?',
    message: 'Produk yang dihapus tidak dapat dikembalikan.',
    onConfirm: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['danger', 'primary'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { tone: 'danger', confirmLabel: 'Hapus', cancelLabel: 'Batal', reason: false },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Hapus produk' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog', { name: 'Hapus produk "Keripik tempe"?' });
    // Radix focuses the cancel button first: the safe choice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: '' });
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithRequiredReason: Story = {
  args: {
    defaultOpen: true,
    title: 'Batalkan transaksi #TRX-20261121-0042?',
    message: 'Stok dan kas akan dikembalikan seperti sebelum transaksi.',
    confirmLabel: 'Batalkan transaksi',
    reason: { label: 'Alasan pembatalan', required: true, placeholder: 'mis. pelanggan membatalkan pesanan' },
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Batalkan transaksi' });
    await userEvent.click(confirm);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Alasan pembatalan wajib diisi.');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Alasan pembatalan/ }),
      'Pelanggan membatalkan pesanan',
    );
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'Pelanggan membatalkan pesanan' });
  },
};

/** Async confirm: spinner while the request runs; a failure keeps the dialog open with the message. */
export const AsyncFailure: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(async () => {
      await wait(400);
      throw new Error('Produk masih dipakai di 3 transaksi, tidak dapat dihapus.');
    }),
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Hapus' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Produk masih dipakai di 3 transaksi',
    );
    await expect(confirm).not.toHaveAttribute('aria-busy');
  },
};

export const PrimaryTone: Story = {
  args: {
    defaultOpen: true,
    tone: 'primary',
    title: 'Kirim laporan produksi minggu ini?',
    message: 'Laporan akan dikirim ke pemilik usaha dan tidak dapat diubah lagi.',
    confirmLabel: 'Kirim laporan',
  },
};

export const DarkTheme: Story = { args: { defaultOpen: true, reason: true }, globals: { theme: 'dark' } };

export const NarrowScreen: Story = {
  args: { defaultOpen: true, reason: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
