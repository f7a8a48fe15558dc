import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { retrying: false, compact: false } };

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Retry that takes a moment: the button is busy until the attempt ends. */
export const RetryFlow: Story = {
  render: function RetryFlow() {
    const [retrying, setRetrying] = useState(false);
    const [attempts, setAttempts] = useState(0);
    return (
      <div>
        <ErrorState
          retrying={retrying}
          onRetry={() => {
            setRetrying(true);
            setTimeout(() => {
              setRetrying(false);
              setAttempts((n) => n + 1);
            }, 300);
          }}
        />
        <p>Percobaan: {attempts}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Coba lagi' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByText('Percobaan: 1')).toBeInTheDocument());
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

export const WithoutRetry: Story = {
  args: {
    onRetry: undefined,
    title: 'Halaman tidak ditemukan',
    text: 'Alamat yang Anda buka tidak tersedia.',
  },
};

export const LongIndonesianText: Story = {
  args: {
    title: 'Gagal memuat laporan produksi mingguan untuk semua cabang dapur',
    text: 'Server sedang sibuk atau koneksi internet Anda terputus. Data yang sudah Anda masukkan tetap tersimpan di perangkat ini; tekan tombol di bawah untuk mencoba lagi.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
