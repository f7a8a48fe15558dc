import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

const body = () => within(document.body);

const meta = {
  // Overlays are fixed-position: in the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  title: 'Overlays/Dialog',
  component: Dialog,
  subcomponents: {
    'Dialog.Header': Dialog.Header,
    'Dialog.Body': Dialog.Body,
    'Dialog.Footer': Dialog.Footer,
  },
  args: { size: 'md', closeOnOutsideClick: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args: DialogProps) => (
    <Dialog {...args} trigger={<Button>Ubah produk</Button>}>
      <Dialog.Header description="Perubahan berlaku untuk transaksi berikutnya.">Ubah produk</Dialog.Header>
      <Dialog.Body>
        <label style={{ display: 'grid', gap: 4 }}>
          Nama produk
          <input defaultValue="Keripik tempe" style={{ padding: '0.5rem' }} />
        </label>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close>
          <Button variant="secondary">Batal</Button>
        </Dialog.Close>
        <Dialog.Close>
          <Button>Simpan</Button>
        </Dialog.Close>
      </Dialog.Footer>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Focus moves to the first field, Tab stays inside, Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ubah produk' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Ubah produk' });
    await expect(dialog).toHaveAccessibleDescription('Perubahan berlaku untuk transaksi berikutnya.');
    // Focus starts in the first field of the body.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nama produk' })).toHaveFocus());
    await expect(getComputedStyle(dialog).zIndex).toBe('2400');
    const overlay = document.querySelector<HTMLElement>('[data-layer="0"]:not([role="dialog"])')!;
    await expect(getComputedStyle(overlay).zIndex).toBe('2000');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, as a visual baseline in both themes. */
export const Open: Story = {
  tags: ['visual'],
  args: { defaultOpen: true },
  play: async () => {
    await body().findByRole('dialog', { name: 'Ubah produk' });
  },
};

export const OpenDark: Story = { ...Open, name: 'Open (dark theme)', globals: { theme: 'dark' } };

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const LongIndonesianText: Story = {
  args: { defaultOpen: true, size: 'sm' },
  render: (args) => (
    <Dialog {...args}>
      <Dialog.Header description="Bacalah seluruh ketentuan sebelum menyetujui perubahan harga untuk semua cabang.">
        Persetujuan perubahan harga jual produk olahan untuk seluruh cabang dapur pusat dan mitra
      </Dialog.Header>
      <Dialog.Body>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Paragraf {i + 1}: harga baru berlaku mulai tanggal 1 Desember 2026 untuk setiap transaksi
            penjualan yang dicatat setelah pukul 00.00 WIB, termasuk pesanan yang dibuat melalui mitra
            pengiriman daring.
          </p>
        ))}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close>
          <Button variant="secondary">Batal</Button>
        </Dialog.Close>
        <Button>Setujui perubahan</Button>
      </Dialog.Footer>
    </Dialog>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const NarrowScreen: Story = {
  ...LongIndonesianText,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A dialog opened from a dialog stacks 10 higher; Escape closes only the top one. */
export const Stacked: Story = {
  render: function Stacked() {
    const [open, setOpen] = useState(true);
    return (
      <Dialog open={open} onOpenChange={({ open: next }) => setOpen(next)}>
        <Dialog.Header>Dialog pertama</Dialog.Header>
        <Dialog.Body>
          <Dialog size="sm" trigger={<Button>Buka dialog kedua</Button>}>
            <Dialog.Header>Dialog kedua</Dialog.Header>
            <Dialog.Body>Di atas dialog pertama.</Dialog.Body>
          </Dialog>
        </Dialog.Body>
      </Dialog>
    );
  },
  play: async () => {
    const first = await body().findByRole('dialog', { name: 'Dialog pertama' });
    await userEvent.click(within(first).getByRole('button', { name: 'Buka dialog kedua' }));
    const second = await body().findByRole('dialog', { name: 'Dialog kedua' });
    await expect(getComputedStyle(second).zIndex).toBe('2410');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Dialog kedua' })).toBeNull());
    await expect(body().getByRole('dialog', { name: 'Dialog pertama' })).toBeInTheDocument();
  },
};
