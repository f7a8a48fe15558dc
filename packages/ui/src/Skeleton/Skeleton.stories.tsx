import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { variant: 'text', lines: 3 } };
export const Default: Story = {};

const CardPlaceholder = () => (
  <div
    aria-busy="true"
    aria-label="Memuat kartu produk"
    role="group"
    style={{
      display: 'flex',
      gap: '1rem',
      padding: '1rem',
      maxWidth: 420,
      background: 'var(--pawon-color-surface)',
      borderRadius: '0.5rem',
    }}
  >
    <Skeleton variant="circle" />
    <div style={{ flex: 1 }}>
      <Skeleton width="50%" height={18} />
      <Skeleton lines={3} style={{ marginTop: 8 }} />
    </div>
    <Skeleton variant="rect" width={72} height={72} />
  </div>
);

export const Card: Story = { render: () => <CardPlaceholder /> };
export const DarkTheme: Story = { globals: { theme: 'dark' }, render: () => <CardPlaceholder /> };
