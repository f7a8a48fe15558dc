import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Catatan', placeholder: 'Tulis catatan untuk bagian produksi' },
  decorators: [(Story) => <div style={{ maxWidth: '30rem' }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { hint: 'Opsional.', maxLength: 200, showCount: true, rows: 3 } };

export const Default: Story = {
  args: { maxLength: 50, showCount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Catatan' }), 'Adonan dikembangkan semalam');
    await expect(canvas.getByText('27/50')).toBeInTheDocument();
  },
};

export const WithError: Story = { args: { error: 'Catatan terlalu panjang.', defaultValue: 'Catatan' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sudah dikunci oleh supervisor.' } };
export const LongIndonesianText: Story = {
  args: {
    defaultValue:
      'Pesanan untuk acara pernikahan keluarga besar Bapak Suryanto di Gedung Serbaguna Kecamatan Sukoharjo: dua ratus kotak kue basah, seratus lima puluh kotak nasi tumpeng mini, dan lima puluh loyang bolu pandan tanpa kacang karena beberapa tamu alergi.',
    rows: 4,
  },
};
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { hint: 'Opsional.', defaultValue: 'Kirim pagi.' },
};
