import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Nama produk', placeholder: 'contoh: Roti tawar gandum', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: 'Nama yang tampil di struk dan laporan.', required: true, disabled: false, error: '' },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nama produk' });
    await userEvent.type(input, 'Bolu pandan');
    await expect(input).toHaveValue('Bolu pandan');
    await expect(args.onChange).toHaveBeenCalledTimes(11);
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Nama produk wajib diisi.', hint: 'Maksimal 100 karakter.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Nama produk/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Nama produk wajib diisi. Maksimal 100 karakter.');
  },
};

export const WithAdornments: Story = {
  args: {
    label: 'Cari bahan baku',
    startAdornment: <Icon name="bx-search" />,
    endAdornment: 'kode / nama',
    placeholder: 'Ketik nama bahan',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Tidak bisa diubah' } };

export const LongIndonesianText: Story = {
  args: {
    label: 'Nama lengkap pemasok bahan baku utama untuk produksi harian di dapur pusat',
    defaultValue: 'Koperasi Serba Usaha Petani Gula Aren Sejahtera Bersama Kabupaten Banyumas',
    hint: 'Tuliskan nama sesuai akta pendirian badan usaha, termasuk singkatan resmi seperti CV, PT, atau KSU.',
    error: 'Nama pemasok sudah terdaftar atas nama Koperasi Serba Usaha Petani Gula Aren Sejahtera Bersama.',
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { hint: 'Nama yang tampil di struk.', required: true, defaultValue: 'Roti sobek cokelat' },
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '18rem' }}>{Story()}</div>],
  args: { hint: 'Nama yang tampil di struk dan laporan penjualan.', error: 'Nama produk wajib diisi.' },
};
