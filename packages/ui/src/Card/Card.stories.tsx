import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Produksi minggu ini',
    subtitle: '17–23 November 2026',
    children: <p style={{ margin: 0 }}>14 batch selesai, 2 batch masih berjalan.</p>,
  },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] } },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { padding: 'md', outlined: false } };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Produksi minggu ini' }),
    ).toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: <IconButton icon="bx-dots-vertical-rounded" label="Aksi kartu" />,
    footer: (
      <>
        <Button variant="secondary">Lihat detail</Button>
        <Button icon="bx-plus">Catat produksi</Button>
      </>
    ),
  },
};

export const Outlined: Story = { args: { outlined: true } };

export const LongIndonesianText: Story = {
  args: {
    title: 'Ringkasan pengeluaran bahan baku dan operasional dapur seluruh cabang',
    subtitle: 'Termasuk biaya pengiriman dari pemasok di luar kota selama bulan November',
    actions: (
      <Button size="sm" variant="outline">
        Unduh laporan
      </Button>
    ),
  },
};

export const NarrowScreen: Story = {
  ...LongIndonesianText,
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};

export const DarkTheme: Story = { ...WithActionsAndFooter, globals: { theme: 'dark' } };
