import '../test/jsdomShims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { Select } from './Select';

const units = [
  { value: 'kg', label: 'Kilogram' },
  { value: 'g', label: 'Gram' },
  { value: 'pcs', label: 'Buah', disabled: true },
];

describe('Select', () => {
  it('shows the placeholder, then the chosen option', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <Select label="Satuan" options={units} onValueChange={onValueChange} hint="Satuan stok" />
      </Page>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Satuan' });
    expect(trigger).toHaveTextContent('Pilih…');
    expect(trigger).toHaveAccessibleDescription('Satuan stok');
    await expectNoAxeViolations();
    await userEvent.click(trigger);
    const option = await screen.findByRole('option', { name: 'Gram' });
    expect(screen.getByRole('option', { name: 'Buah' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option);
    expect(onValueChange).toHaveBeenCalledWith({ value: 'g' });
    expect(trigger).toHaveTextContent('Gram');
  });

  it('marks an invalid value', () => {
    renderWithTheme(<Select label="Satuan" options={units} error="Pilih satuan." defaultValue="kg" />);
    const trigger = screen.getByRole('combobox', { name: 'Satuan' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveTextContent('Kilogram');
  });
});
