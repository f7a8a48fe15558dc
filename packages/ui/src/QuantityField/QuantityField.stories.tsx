import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityField } from './QuantityField';

const meta = {
  title: 'Forms/QuantityField',
  component: QuantityField,
  args: { label: 'Jumlah', unit: 'kg', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof QuantityField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: 'Sampai tiga angka desimal.', maximumFractionDigits: 3 } };

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Jumlah' });
    await userEvent.type(input, '1250,5');
    await expect(input).toHaveValue('1.250,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 1250.5 });
  },
};

export const DotBecomesComma: Story = {
  name: 'Typed dot becomes the decimal comma',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Jumlah' });
    await userEvent.type(input, '2.5');
    await expect(input).toHaveValue('2,5');
  },
};

export const Pieces: Story = {
  args: { label: 'Isi per kemasan', unit: 'butir', maximumFractionDigits: 0, defaultValue: 30 },
};
export const WithError: Story = { args: { error: 'Stok tidak cukup: tersisa 2,5 kg.', defaultValue: 3 } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 2.5, hint: 'Berat bersih.' },
};
