import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onAdd = fn();

export const Playground: Story = {
  args: {
    icon: 'bx-package',
    title: 'Belum ada produk',
    text: 'Produk yang Anda tambahkan akan tampil di sini.',
    headingLevel: 'h3',
    compact: false,
  },
};

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    icon: 'bx-cart',
    title: 'Belum ada transaksi hari ini',
    text: 'Catat penjualan pertama untuk melihat ringkasannya.',
    action: (
      <Button icon="bx-plus" onClick={onAdd}>
        Catat transaksi
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Catat transaksi' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const LongIndonesianText: Story = {
  args: {
    icon: 'bx-search',
    title: 'Tidak ada hasil untuk pencarian "keripik singkong pedas manis ukuran keluarga"',
    text: 'Coba gunakan kata kunci yang lebih pendek, periksa ejaan, atau hapus beberapa penyaring tanggal dan kategori yang sedang aktif.',
  },
};

export const NarrowScreen: Story = {
  ...LongIndonesianText,
  decorators: [
    (Story) => <div style={{ maxWidth: 320, border: '1px dashed var(--pawon-color-border)' }}>{Story()}</div>,
  ],
};

export const DarkTheme: Story = { ...WithAction, play: undefined, globals: { theme: 'dark' } };
