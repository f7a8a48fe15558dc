import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: '4',
    children: (
      <>
        <Card title="Produksi hari ini">12 batch bakso sapi</Card>
        <Card title="Stok menipis">Tepung tapioka, plastik vakum 20×30</Card>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards stand one under the other, 1 rem apart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('region');
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    await expect(gap).toBe(16);
  },
};

export const NoGap: Story = { args: { gap: '0' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
