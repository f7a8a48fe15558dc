import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Produk aktif', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: 'Produk nonaktif tidak tampil di kasir.', disabled: false },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Produk aktif' });
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Checkbox label="Belum dicentang" />
      <Checkbox label="Dicentang" defaultChecked />
      <Checkbox label="Sebagian (indeterminate)" checked="indeterminate" />
      <Checkbox label="Nonaktif" disabled />
      <Checkbox label="Nonaktif dan dicentang" disabled defaultChecked />
      <Checkbox label="Saya menyetujui syarat dan ketentuan" error="Centang untuk melanjutkan." required />
    </div>
  ),
};

export const StatesDark: Story = { ...States, name: 'States (dark theme)', globals: { theme: 'dark' } };

export const LongIndonesianText: Story = {
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  args: {
    label: 'Kirim pemberitahuan ke semua pelanggan setia ketika produk musiman tersedia kembali di toko',
    hint: 'Pemberitahuan dikirim lewat WhatsApp pada jam kerja.',
  },
};
