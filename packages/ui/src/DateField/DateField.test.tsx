import '../test/jsdomShims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { DateField } from './DateField';

describe('DateField', () => {
  it('shows a YYYY-MM-DD value as an Indonesian date', async () => {
    renderWithTheme(
      <Page>
        <DateField label="Tanggal produksi" defaultValue="2026-11-21" />
      </Page>,
    );
    expect(screen.getByRole('textbox', { name: 'Tanggal produksi' })).toHaveValue('21 November 2026');
    await expectNoAxeViolations();
  });

  it('reads a typed date on blur and on Enter', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<DateField label="Tanggal" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Tanggal' });
    await userEvent.type(input, '17/8/2026');
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '2026-08-17' });
    expect(input).toHaveValue('17 Agustus 2026');
    await userEvent.clear(input);
    await userEvent.type(input, '1 jan 2027{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '2027-01-01' });
    expect(input).toHaveValue('1 Januari 2027');
  });

  it('explains an unreadable or out-of-range date and keeps the old value', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <DateField
        label="Tanggal"
        defaultValue="2026-11-21"
        maxDate="2026-12-31"
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Tanggal' });
    await userEvent.clear(input);
    await userEvent.type(input, 'besok{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Tanggal tidak dikenali/);
    await userEvent.clear(input);
    await userEvent.type(input, '2/1/2027{Enter}');
    expect(input).toHaveAccessibleDescription('Tanggal di luar rentang yang diizinkan.');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: null });
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('picks a date from the Indonesian calendar', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<DateField label="Tanggal" defaultValue="2026-11-21" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Pilih tanggal/ }));
    expect(await screen.findByText('November 2026')).toBeInTheDocument();
    // Weeks start on Monday ("Sen").
    const weekdays = Array.from(document.querySelectorAll('.rdp-weekday'), (cell) =>
      cell.getAttribute('aria-label'),
    );
    expect(weekdays[0]).toBe('Senin');
    expect(weekdays[6]).toBe('Minggu');
    await userEvent.click(screen.getByRole('button', { name: /25 November 2026/i }));
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '2026-11-25' });
    expect(screen.getByRole('textbox', { name: 'Tanggal' })).toHaveValue('25 November 2026');
  });
});
