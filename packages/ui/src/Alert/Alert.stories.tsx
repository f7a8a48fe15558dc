import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'error', children: 'Email/nama atau kata sandi salah.' },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'warning', 'info', 'success'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Alert tone="error">Terlalu banyak percobaan masuk. Coba lagi dalam 42 detik.</Alert>
      <Alert tone="warning">Stok tepung tapioka tinggal 3 hari.</Alert>
      <Alert tone="info">Data diperbarui setiap kali halaman dibuka.</Alert>
      <Alert tone="success">Pendaftaran diterima. Tunggu administrator mengaktifkan akun Anda.</Alert>
    </div>
  ),
};

export const DarkTheme: Story = { ...AllTones, globals: { theme: 'dark' } };
