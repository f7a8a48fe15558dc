import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '../Select';
import { FilterBar, type FilterBarValue } from './FilterBar';

/** Stories pin "now" to Saturday 21 November 2026, 10:00 in Jakarta. */
const now = new Date('2026-11-21T03:00:00Z');

const meta = {
  title: 'Data/FilterBar',
  component: FilterBar,
  args: { now, onValueChange: fn() },
  decorators: [(Story) => <div style={{ minHeight: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { showSummary: true, timeZone: 'Asia/Jakarta' } };

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Minggu ini' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      preset: 'week',
      dateFrom: '2026-11-16',
      dateTo: '2026-11-22',
    });
    await expect(canvas.getByText('16–22 November 2026')).toBeVisible();
  },
};

function WithExtraFilters() {
  const [period, setPeriod] = useState<FilterBarValue | null>(null);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <FilterBar now={now} onValueChange={setPeriod}>
        <Select
          aria-label="Status"
          placeholder="Semua status"
          options={[
            { value: 'paid', label: 'Lunas' },
            { value: 'pending', label: 'Menunggu' },
          ]}
          style={{ minWidth: '12rem' }}
        />
      </FilterBar>
      <output>{period ? `${period.dateFrom} s.d. ${period.dateTo}` : 'Belum diubah'}</output>
    </div>
  );
}

export const CustomRange: Story = {
  render: () => <WithExtraFilters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Rentang tanggal' }));
    const from = canvas.getByRole('textbox', { name: 'Dari tanggal' });
    await userEvent.clear(from);
    await userEvent.type(from, '10/11/2026{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2026-11-10 s.d. 2026-11-30');
    const to = canvas.getByRole('textbox', { name: 'Sampai tanggal' });
    await userEvent.clear(to);
    await userEvent.type(to, '1/11/2026{Enter}');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RangeOpen: Story = {
  name: 'Range (dark theme)',
  tags: ['visual'],
  globals: { theme: 'dark' },
  args: { defaultValue: { preset: 'range', dateFrom: '2026-11-01', dateTo: '2026-11-15' } },
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '20rem' }}>{Story()}</div>],
  args: { defaultValue: { preset: 'range', dateFrom: '2026-11-01', dateTo: '2026-11-15' } },
};
