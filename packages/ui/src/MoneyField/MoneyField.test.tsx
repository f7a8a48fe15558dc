import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Page } from '../test/Page';
import { MoneyField } from './MoneyField';

describe('MoneyField', () => {
  it('groups thousands as the user types and reports the number', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <MoneyField label="Harga jual" onValueChange={onValueChange} />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Harga jual' });
    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('1.234.567');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 1234567 });
    await expectNoAxeViolations();
  });

  it('ignores letters and decimals and reports null when emptied', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <MoneyField label="Harga" defaultValue={1500} onValueChange={onValueChange} />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Harga' });
    expect(input).toHaveValue('1.500');
    await userEvent.type(input, 'a,5');
    expect(input).toHaveValue('15.005');
    await userEvent.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith({ value: null });
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(25000);
      return (
        <>
          <MoneyField label="Total" value={value} onValueChange={({ value: next }) => setValue(next)} />
          <button type="button" onClick={() => setValue(1000000)}>
            Isi sejuta
          </button>
          <output>{String(value)}</output>
        </>
      );
    }
    renderWithTheme(
      <Page>
        <Controlled />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Total' });
    expect(input).toHaveValue('25.000');
    await userEvent.click(screen.getByRole('button', { name: 'Isi sejuta' }));
    expect(input).toHaveValue('1.000.000');
    await userEvent.type(input, '0');
    expect(screen.getByRole('status')).toHaveTextContent('10000000');
  });

  it('keeps what is typed above max and says the maximum on the field', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <MoneyField label="Harga" max={999_999_999_999} onValueChange={onValueChange} />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Harga' });
    await userEvent.type(input, '1234567890123');
    expect(input).toHaveValue('1.234.567.890.123');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 1234567890123 });
    expect(input).toHaveAccessibleDescription(/Maksimal 999\.999\.999\.999\./);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('never drops a minus: a negative amount is kept and refused on the field', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <MoneyField label="Ongkir" onValueChange={onValueChange} />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Ongkir' });
    await userEvent.type(input, '-5000');
    expect(input).toHaveValue('-5.000');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: -5000 });
    expect(input).toHaveAccessibleDescription(/Tidak boleh negatif\./);
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a negative amount where it is allowed, and a form error before its own', async () => {
    renderWithTheme(
      <Page>
        <MoneyField label="Selisih" allowNegative defaultValue={-1500} />
        <MoneyField label="Harga" defaultValue={-1} error="Harga harus lebih dari 0." />
      </Page>,
    );
    expect(screen.getByRole('textbox', { name: 'Selisih' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Harga' })).toHaveAccessibleDescription(
      /Harga harus lebih dari 0\./,
    );
  });

  it('ignores digits past fifteen, where a number stops being exact', async () => {
    renderWithTheme(
      <Page>
        <MoneyField label="Total" />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Total' });
    await userEvent.type(input, '12345678901234567');
    expect(input).toHaveValue('123.456.789.012.345');
  });
});
