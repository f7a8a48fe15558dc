import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Terima pesanan daring', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: 'Berlaku langsung.', disabled: false } };

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Terima pesanan daring' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Switch label="Mati" />
      <Switch label="Hidup" defaultChecked />
      <Switch label="Nonaktif" disabled />
      <Switch label="Nonaktif dan hidup" disabled defaultChecked />
    </div>
  ),
};

export const StatesDark: Story = { ...States, name: 'States (dark theme)', globals: { theme: 'dark' } };
