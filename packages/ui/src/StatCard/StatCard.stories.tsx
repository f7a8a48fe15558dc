import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Layout/StatCard',
  component: StatCard,
  args: {
    label: 'Penjualan hari ini',
    value: 'Rp 2.450.000',
    icon: 'bx-wallet',
    trend: 12.5,
    trendLabel: 'dibanding kemarin',
  },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'success', 'info', 'warning', 'error'],
    },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const oneCard = [(Story: () => React.JSX.Element) => <div style={{ maxWidth: 300 }}>{Story()}</div>];

export const Playground: Story = {
  args: { tone: 'primary', loading: false, invertTrend: false },
  decorators: oneCard,
};

export const Default: Story = {
  decorators: oneCard,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Penjualan hari ini' });
    await expect(region).toHaveTextContent('+12,5%');
    const trend = region.querySelector('[data-trend]')!;
    // Rising is green (success text colour), not the muted label colour.
    await expect(getComputedStyle(trend).color).not.toBe(
      getComputedStyle(region.querySelector('p:last-child')!).color,
    );
  },
};

const Grid = () => (
  <div
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
      gap: '1.5rem',
      maxWidth: 1000,
    }}
  >
    <StatCard
      label="Penjualan hari ini"
      value="Rp 2.450.000"
      icon="bx-wallet"
      trend={12.5}
      trendLabel="dibanding kemarin"
    />
    <StatCard
      label="Transaksi"
      value="128"
      icon="bx-receipt"
      tone="info"
      trend={-4.2}
      trendLabel="dibanding minggu lalu"
    />
    <StatCard
      label="Biaya bahan baku"
      value="Rp 870.500"
      icon="bx-basket"
      tone="warning"
      trend={8}
      invertTrend
      trendLabel="bulan ini"
    />
    <StatCard
      label="Produk terjual"
      value="1.204 pcs"
      icon="bx-package"
      tone="success"
      trend={0}
      trendLabel="stabil"
    />
  </div>
);

/** Several cards; also a visual baseline in both themes. */
export const Overview: Story = {
  tags: ['visual'],
  render: () => <Grid />,
};

export const OverviewDark: Story = { ...Overview, name: 'Overview (dark theme)', globals: { theme: 'dark' } };

export const Loading: Story = { args: { loading: true }, decorators: oneCard };

export const Falling: Story = {
  decorators: oneCard,
  args: { trend: -7.25, label: 'Pelanggan baru', value: '36', icon: 'bx-user-plus', tone: 'secondary' },
};

/** A figure without a trend, with a line saying what it counts (the dashboard's money). */
export const WithNote: Story = {
  args: {
    label: 'Jatuh tempo 7 hari ke depan',
    value: 'Rp 4.750.000',
    icon: 'bx-calendar',
    tone: 'info',
    trend: undefined,
    note: '12 tagihan sampai 10 Des',
  },
  decorators: oneCard,
};

export const LongIndonesianText: Story = {
  args: {
    label: 'Total pendapatan bersih setelah dikurangi retur dan potongan harga',
    value: 'Rp 1.234.567.890',
    trend: 145.8,
    trendLabel: 'dibanding periode yang sama tahun lalu',
  },
  decorators: oneCard,
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
  args: LongIndonesianText.args,
};
