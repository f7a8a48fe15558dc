import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Tanggal produksi', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '20rem', minHeight: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    defaultValue: '2026-11-21',
    hint: 'Ketik atau pilih dari kalender.',
    minDate: '2026-01-01',
    maxDate: '2026-12-31',
  },
};

export const Default: Story = {
  args: { defaultValue: '2026-11-21' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Tanggal produksi' });
    await expect(input).toHaveValue('21 November 2026');
    await userEvent.click(canvas.getByRole('button', { name: /Pilih tanggal/ }));
    await expect(await screen.findByText('November 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /28 November 2026/i }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '2026-11-28' });
    await expect(input).toHaveValue('28 November 2026');
    await expect(input).toHaveFocus();
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tanggal produksi' });
    await userEvent.type(input, '17/8/2026{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '2026-08-17' });
    await expect(input).toHaveValue('17 Agustus 2026');
    await userEvent.clear(input);
    await userEvent.type(input, 'lusa{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CalendarOpen: Story = {
  name: 'Calendar open',
  tags: ['visual'],
  args: { defaultValue: '2026-11-21', maxDate: '2026-11-25' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Pilih tanggal/ }));
    await screen.findByRole('grid');
  },
};

export const CalendarOpenDark: Story = {
  name: 'Calendar open (dark theme)',
  tags: ['visual'],
  globals: { theme: 'dark' },
  args: { defaultValue: '2026-11-21', maxDate: '2026-11-25' },
  play: CalendarOpen.play,
};

export const WithError: Story = { args: { error: 'Tanggal wajib diisi.', required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '2026-01-01' } };
