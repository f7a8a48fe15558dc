import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AreaChart, LineChart } from './LineChart';

const days = Array.from({ length: 14 }, (_, i) => `${i + 1} Nov`);
const omzet = [4.2, 5.1, 3.9, 6.4, 7.8, 9.1, 5.5, 4.8, 6.2, 7.1, 6.9, 10.4, 11.2, 6.3].map(
  (v) => v * 1_000_000,
);
const modal = omzet.map((v, i) => Math.round(v * (0.55 + (i % 3) * 0.05)));

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Omzet harian November 2026',
    labels: days,
    series: [{ label: 'Omzet', data: omzet }],
    formatter: 'rupiah',
    animate: false,
  },
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { area: false, animate: true } };

export const Default: Story = {
  args: {
    series: [
      { label: 'Omzet', data: omzet },
      { label: 'Modal', data: modal },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Omzet harian November 2026' });
    await expect(within(table).getByRole('row', { name: /^1 Nov/ })).toHaveTextContent('Rp 4.200.000');
  },
};

export const Area: Story = {
  tags: ['visual'],
  render: (args) => <AreaChart {...args} />,
};

export const AreaDark: Story = {
  name: 'Area (dark theme)',
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: (args) => <AreaChart {...args} />,
};

export const Quantities: Story = {
  args: {
    title: 'Stok tepung terigu',
    formatter: 'quantity',
    unit: 'kg',
    series: [
      {
        label: 'Stok',
        data: [250, 232.5, 210, null, 190.25, 175, 420, 398, 372.5, 350, 331, 305.75, 290, 270],
      },
    ],
  },
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
};
