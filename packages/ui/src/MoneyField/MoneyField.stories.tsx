import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatRupiah } from '../format';
import { MoneyField } from './MoneyField';

const meta = {
  title: 'Forms/MoneyField',
  component: MoneyField,
  args: { label: 'Harga jual', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: 'Harga per buah, tanpa desimal.', required: true, allowNegative: false },
};

/** Typing `1234567` shows `1.234.567`; the value is the number. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Harga jual' });
    await userEvent.type(input, '1234567');
    await expect(input).toHaveValue('1.234.567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 1234567 });
    // Editing in the middle keeps the caret after the digit just typed.
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('19.234.567');
    await expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('1.234.567');
  },
};

function ControlledMoney() {
  const [value, setValue] = useState<number | null>(125000);
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <MoneyField label="Total tagihan" value={value} onValueChange={({ value: next }) => setValue(next)} />
      <output>Nilai: {value === null ? 'kosong' : formatRupiah(value)}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledMoney />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Total tagihan' });
    await userEvent.clear(input);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nilai: kosong');
    await userEvent.type(input, '2500000');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nilai: Rp 2.500.000');
  },
};

export const WithError: Story = {
  args: { error: 'Harga jual harus lebih besar dari harga pokok.', defaultValue: 1000 },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 45000 } };
export const LargeAmount: Story = { args: { label: 'Omzet tahunan', defaultValue: 12345678901 } };
export const DarkTheme: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  args: { defaultValue: 1234567, hint: 'Harga per buah.' },
};

/** A minus where an amount cannot be negative is kept and refused on the field: the sign never flips silently. */
export const NegativeRefused: Story = {
  args: { label: 'Ongkir' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ongkir' });
    await userEvent.type(input, '-5000');
    await expect(input).toHaveValue('-5.000');
    await expect(input).toHaveAccessibleDescription(/Tidak boleh negatif\./);
  },
};

/** Above the maximum, what was typed stays and the field says the maximum (instead of clearing it). */
export const AboveMaximum: Story = {
  args: { label: 'Harga jual', max: 999_999_999_999 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Harga jual' });
    await userEvent.type(input, '1234567890123');
    await expect(input).toHaveValue('1.234.567.890.123');
    await expect(input).toHaveAccessibleDescription(/Maksimal 999\.999\.999\.999\./);
  },
};
