import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Kata sandi' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: 'Minimal 8 karakter.', required: true } };

export const Default: Story = {
  args: { defaultValue: 'rahasia123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Kata sandi');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan kata sandi' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Sembunyikan kata sandi' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { error: 'Kata sandi salah. Sisa 2 percobaan.', defaultValue: 'salah' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'rahasia' } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'rahasia', hint: 'Minimal 8 karakter.' },
};
