import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const methods = [
  { value: 'cash', label: 'Tunai' },
  { value: 'transfer', label: 'Transfer bank', hint: 'BCA, BRI atau Mandiri' },
  { value: 'qris', label: 'QRIS' },
  { value: 'credit', label: 'Tempo 30 hari', disabled: true, hint: 'Khusus pelanggan grosir' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Metode pembayaran', options: methods, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { orientation: 'vertical', required: true, hint: 'Pilih satu.' } };

export const Default: Story = {
  args: { defaultValue: 'cash' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Transfer bank/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'transfer' });
    await expect(canvas.getByRole('radio', { name: /Transfer bank/ })).toHaveFocus();
    // Hold the key as a person does: Radix moves focus on the next tick and checks only while it is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'QRIS' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'QRIS' })).toHaveAttribute('aria-checked', 'true'),
    );
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'qris' } };
export const WithError: Story = { args: { error: 'Pilih metode pembayaran.' } };
export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'transfer' } };
