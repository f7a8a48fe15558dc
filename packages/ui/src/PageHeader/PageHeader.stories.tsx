import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Produk',
    subtitle: 'Kelola daftar produk, harga jual dan stok.',
    actions: (
      <>
        <Button variant="outline" icon="bx-export">
          Ekspor
        </Button>
        <Button icon="bx-plus">Tambah produk</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Produk' }),
    ).toBeInTheDocument();
  },
};

export const WithBreadcrumb: Story = {
  args: {
    title: 'Keripik tempe pedas',
    subtitle: undefined,
    breadcrumb: [
      { label: 'Dasbor', href: '#dasbor' },
      { label: 'Produk', href: '#produk' },
      { label: 'Keripik tempe pedas' },
    ],
    actions: (
      <Button variant="danger" icon="bx-trash">
        Hapus
      </Button>
    ),
  },
};

export const LongIndonesianText: Story = {
  args: {
    title: 'Laporan rekapitulasi penjualan dan pengeluaran bulanan seluruh cabang dapur',
    subtitle:
      'Data diperbarui setiap hari pukul 00.00 WIB berdasarkan transaksi yang sudah diverifikasi oleh kasir.',
  },
};

export const NarrowScreen: Story = {
  ...LongIndonesianText,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const DarkTheme: Story = { ...WithBreadcrumb, globals: { theme: 'dark' } };
