import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFormatLocale } from '../format';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Page } from '../test/Page';
import { QuantityField } from './QuantityField';

describe('QuantityField', () => {
  it('reads a comma as the decimal separator', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <QuantityField label="Berat" unit="kg" onValueChange={onValueChange} />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Berat' });
    await userEvent.type(input, '2,5');
    expect(input).toHaveValue('2,5');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 2.5 });
    expect(screen.getByText('kg')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('turns a typed dot into the decimal comma and limits decimals to three', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <QuantityField label="Jumlah" onValueChange={onValueChange} />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Jumlah' });
    await userEvent.type(input, '1250.12345');
    expect(input).toHaveValue('1.250,123');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 1250.123 });
  });

  it('shows an initial value in Indonesian notation', () => {
    renderWithTheme(
      <Page>
        <QuantityField label="Stok" defaultValue={1234.5} />
      </Page>,
    );
    expect(screen.getByRole('textbox', { name: 'Stok' })).toHaveValue('1.234,5');
  });

  describe('in English', () => {
    afterEach(() => setFormatLocale('id'));

    it('groups with commas and reads a point as the decimal separator', async () => {
      setFormatLocale('en');
      const onValueChange = vi.fn();
      renderWithTheme(
        <Page>
          <QuantityField label="Weight" defaultValue={1234.5} onValueChange={onValueChange} />
        </Page>,
      );
      const input = screen.getByRole('textbox', { name: 'Weight' });
      expect(input).toHaveValue('1,234.5');
      await userEvent.clear(input);
      await userEvent.type(input, '1250.75');
      expect(input).toHaveValue('1,250.75');
      expect(onValueChange).toHaveBeenLastCalledWith({ value: 1250.75 });
    });
  });

  it('keeps a typed minus: -3 kg is refused on the field, never saved as 3 kg', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <QuantityField label="Jumlah" unit="kg" onValueChange={onValueChange} />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Jumlah' });
    await userEvent.type(input, '-3');
    expect(input).toHaveValue('-3');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: -3 });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Tidak boleh negatif\./);
  });
});
