import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WeeklyBarChart } from './WeeklyBarChart';

const meta = {
  title: 'Charts/WeeklyBarChart',
  component: WeeklyBarChart,
  args: {
    title: 'Pemasukan dan pengeluaran November 2026',
    labels: ['Minggu 1', 'Minggu 2', 'Minggu 3', 'Minggu 4', 'Minggu 5'],
    above: { label: 'Pemasukan', data: [12500000, 15750000, 9800000, 17250000, 4300000] },
    below: { label: 'Pengeluaran', data: [6200000, 8900000, 11400000, 7300000, 1900000] },
    formatter: 'rupiah',
    animate: false,
  },
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof WeeklyBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { animate: true, height: '18rem', hideTitle: false } };

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Pemasukan dan pengeluaran November 2026' }),
    ).toBeInTheDocument();
    // The numbers are also there as a table for screen readers, with absolute values.
    const table = canvas.getByRole('table', { name: 'Pemasukan dan pengeluaran November 2026' });
    await expect(within(table).getByRole('row', { name: /Minggu 3/ })).toHaveTextContent(
      'Minggu 3Rp 9.800.000Rp 11.400.000',
    );
  },
};

export const DarkTheme: Story = { tags: ['visual'], globals: { theme: 'dark' } };

export const Quantities: Story = {
  args: {
    title: 'Produksi dan penjualan roti (kg)',
    formatter: 'quantity',
    unit: 'kg',
    labels: ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'],
    above: { label: 'Diproduksi', data: [120.5, 98, 134.25, 110, 150, 180.5, 90] },
    below: { label: 'Terbuang', data: [4.5, 2, 6.75, 3, 5.5, 8, 1.25] },
  },
};

export const Empty: Story = {
  args: {
    labels: ['Minggu 1', 'Minggu 2', 'Minggu 3', 'Minggu 4'],
    above: { label: 'Pemasukan', data: [0, 0, 0, 0] },
    below: { label: 'Pengeluaran', data: [0, 0, 0, 0] },
  },
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
};
