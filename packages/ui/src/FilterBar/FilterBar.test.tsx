import '../test/jsdomShims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { FilterBar } from './FilterBar';

// 01:30 on Sunday 22 November 2026 in Jakarta, still Saturday in UTC.
const now = new Date('2026-11-21T18:30:00Z');

describe('FilterBar', () => {
  it('starts on this month and emits preset ranges computed in Jakarta', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <FilterBar now={now} onValueChange={onValueChange} />
      </Page>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Periode' })).toBeInTheDocument();
    expect(screen.getByText('1–30 November 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Hari ini' }));
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'today',
      dateFrom: '2026-11-22',
      dateTo: '2026-11-22',
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Minggu ini' }));
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'week',
      dateFrom: '2026-11-16',
      dateTo: '2026-11-22',
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Tahun ini' }));
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'year',
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
    });
    expect(screen.getByRole('radio', { name: 'Tahun ini' })).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations();
  });

  it('offers two date fields for a custom range and only emits a valid one', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <FilterBar
        now={now}
        onValueChange={onValueChange}
        defaultValue={{ preset: 'today', dateFrom: '2026-11-22', dateTo: '2026-11-22' }}
      >
        <button type="button">Status</button>
      </FilterBar>,
    );
    expect(screen.getByRole('button', { name: 'Status' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Rentang tanggal' }));
    const from = screen.getByRole('textbox', { name: 'Dari tanggal' });
    const to = screen.getByRole('textbox', { name: 'Sampai tanggal' });
    expect(from).toHaveValue('22 November 2026');
    await userEvent.clear(from);
    await userEvent.type(from, '1/11/2026{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'range',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-22',
    });
    expect(screen.getByText('1–22 November 2026')).toBeInTheDocument();
    await userEvent.clear(to);
    await userEvent.type(to, '5/12/2026{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'range',
      dateFrom: '2026-11-01',
      dateTo: '2026-12-05',
    });
  });

  it('steps to the period before and after the shown one, never past today', async () => {
    const onValueChange = vi.fn();
    // 07:00 on 1 January 2027 in Jakarta: "Tahun ini" holds one day, last year is one click away.
    renderWithTheme(
      <FilterBar
        now={new Date('2027-01-01T00:00:00Z')}
        onValueChange={onValueChange}
        defaultValue={{ preset: 'year', dateFrom: '2027-01-01', dateTo: '2027-12-31' }}
      />,
    );
    const next = () => screen.getByRole('button', { name: 'Periode berikutnya' });
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Periode sebelumnya' }));
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'range',
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
    });
    expect(screen.getByText('1 Januari – 31 Desember 2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dari tanggal' })).toHaveValue('1 Januari 2026');
    // Beside the range's two fields now, still one click to the next year.
    expect(next()).toBeEnabled();
    await userEvent.click(next());
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'range',
      dateFrom: '2027-01-01',
      dateTo: '2027-12-31',
    });
    await expectNoAxeViolations();
  });
});
