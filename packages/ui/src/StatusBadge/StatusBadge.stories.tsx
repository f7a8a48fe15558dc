import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  args: { children: 'Lunas', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'warning', 'error', 'info', 'neutral', 'primary'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { dot: true } };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lunas')).toHaveAttribute('data-tone', 'success');
  },
};

const All = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
    <StatusBadge tone="success">Lunas</StatusBadge>
    <StatusBadge tone="warning">Menunggu pembayaran</StatusBadge>
    <StatusBadge tone="error">Dibatalkan</StatusBadge>
    <StatusBadge tone="info">Dikirim</StatusBadge>
    <StatusBadge tone="neutral">Draf</StatusBadge>
    <StatusBadge tone="primary">Baru</StatusBadge>
    <StatusBadge tone="success" dot>
      Aktif
    </StatusBadge>
    <StatusBadge tone="error" dot>
      Stok habis
    </StatusBadge>
  </div>
);

export const Tones: Story = { tags: ['visual'], render: () => <All /> };
export const TonesDark: Story = {
  name: 'Tones (dark theme)',
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: () => <All />,
};
export const LongIndonesianText: Story = {
  decorators: [(Story) => <div style={{ width: '10rem' }}>{Story()}</div>],
  args: { tone: 'warning', children: 'Menunggu persetujuan kepala bagian keuangan' },
};
