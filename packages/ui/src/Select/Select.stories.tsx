import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const units = [
  { value: 'kg', label: 'Kilogram (kg)' },
  { value: 'g', label: 'Gram (g)' },
  { value: 'l', label: 'Liter (l)' },
  { value: 'pcs', label: 'Buah (pcs)' },
  { value: 'pack', label: 'Bungkus', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Satuan', options: units, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: 'Satuan stok bahan.', required: true, placeholder: 'Pilih satuan' },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Satuan' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Liter (l)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'l' });
    await expect(trigger).toHaveTextContent('Liter (l)');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Satuan' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalled();
  },
};

export const WithError: Story = { args: { error: 'Pilih satuan bahan.', required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'kg' } };
export const LongIndonesianText: Story = {
  args: {
    label: 'Gudang penyimpanan bahan baku',
    options: [
      { value: 'a', label: 'Gudang utama dapur pusat Jalan Raya Solo–Yogyakarta Kilometer 12' },
      { value: 'b', label: 'Ruang pendingin' },
    ],
    defaultValue: 'a',
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'kg', hint: 'Satuan stok.' },
};
