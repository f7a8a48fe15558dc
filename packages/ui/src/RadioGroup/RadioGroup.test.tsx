import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { RadioGroup } from './RadioGroup';

const methods = [
  { value: 'cash', label: 'Tunai' },
  { value: 'transfer', label: 'Transfer bank', hint: 'BCA, BRI, Mandiri' },
  { value: 'qris', label: 'QRIS', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named group whose options are chosen by click and arrow keys', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Page>
        <RadioGroup
          label="Metode pembayaran"
          options={methods}
          defaultValue="cash"
          onValueChange={onValueChange}
          required
        />
      </Page>,
    );
    expect(screen.getByRole('radiogroup', { name: /Metode pembayaran/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tunai' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'QRIS' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Transfer bank/ }));
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'transfer' });
    await expectNoAxeViolations();
  });
});
