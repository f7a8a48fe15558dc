import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  {
    value: 'ringkasan',
    label: 'Ringkasan',
    icon: 'bx-home-circle',
    content: <p>Penjualan hari ini: Rp 2.450.000</p>,
  },
  {
    value: 'transaksi',
    label: 'Transaksi',
    icon: 'bx-receipt',
    badge: 12,
    content: <p>12 transaksi tercatat.</p>,
  },
  { value: 'produksi', label: 'Produksi', icon: 'bx-package', content: <p>3 batch selesai.</p> },
  { value: 'arsip', label: 'Arsip', icon: 'bx-archive', disabled: true, content: <p>Arsip</p> },
];

const meta = {
  title: 'Overlays/Tabs',
  component: Tabs,
  args: { items, label: 'Ringkasan usaha' },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] }, items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { variant: 'line' } };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Transaksi/ }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 transaksi tercatat.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Produksi/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped: focus wraps to the first tab.
    await expect(canvas.getByRole('tab', { name: /Ringkasan/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Pills: Story = { args: { variant: 'pill' } };

export const LongIndonesianText: Story = {
  args: {
    items: [
      { value: 'a', label: 'Laporan penjualan harian', content: <p>A</p> },
      { value: 'b', label: 'Pembelian bahan baku dari pemasok', content: <p>B</p> },
      { value: 'c', label: 'Pengeluaran operasional dapur', content: <p>C</p> },
      { value: 'd', label: 'Rekapitulasi stok akhir bulan', content: <p>D</p> },
    ],
  },
};

export const NarrowScreen: Story = {
  ...LongIndonesianText,
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The hidden end fades out, telling the user there are more tabs.
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'end'));
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start'));
  },
};

export const DarkTheme: Story = { args: { variant: 'pill' }, globals: { theme: 'dark' } };
