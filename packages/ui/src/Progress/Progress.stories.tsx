import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from './Progress';

const meta = {
  title: 'Feedback/Progress',
  component: Progress,
  argTypes: {
    variant: { control: 'inline-radio', options: ['linear', 'circular'] },
    tone: { control: 'inline-radio', options: ['primary', 'success', 'error', 'current'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { variant: 'linear', value: 60, tone: 'primary', label: 'Memuat' } };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Memuat' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Determinate: Story = { args: { value: 35, label: 'Mengunggah foto produk' } };

export const Circular: Story = {
  args: { variant: 'circular' },
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar');
    await expect(ring.getBoundingClientRect().width).toBe(50);
  },
};

export const CircularDeterminate: Story = {
  args: { variant: 'circular', value: 72, size: 64, label: 'Sinkronisasi' },
};

const All = () => (
  <div style={{ display: 'grid', gap: '1.25rem', maxWidth: 420 }}>
    <Progress label="Memuat" />
    <Progress value={30} label="Tahap 1" />
    <Progress value={80} tone="success" label="Tahap 2" />
    <Progress value={15} tone="error" label="Gagal" />
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Progress variant="circular" label="Memuat lingkaran" />
      <Progress variant="circular" value={65} label="Enam puluh lima persen" />
      <Progress variant="circular" size={24} thickness={3} label="Kecil" />
    </div>
  </div>
);

export const AllStates: Story = { render: () => <All /> };
export const DarkTheme: Story = { globals: { theme: 'dark' }, render: () => <All /> };
