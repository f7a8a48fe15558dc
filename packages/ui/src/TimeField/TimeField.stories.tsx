import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField } from './TimeField';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: { label: 'Jam mulai produksi', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}>{Story()}</div>],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { defaultValue: '07:30', hint: 'Format 24 jam.' } };

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Jam mulai produksi' });
    await userEvent.type(input, '0815');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '08:15' });
  },
};

export const WithError: Story = {
  args: { error: 'Jam selesai harus setelah jam mulai.', defaultValue: '17:00' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '06:00' } };
export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { defaultValue: '21:45' } };
