import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Page } from '../test/Page';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the user asks to see it', async () => {
    renderWithTheme(
      <Page>
        <PasswordField label="Kata sandi" defaultValue="rahasia" />
      </Page>,
    );
    const input = screen.getByLabelText('Kata sandi');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Sembunyikan kata sandi' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    await expectNoAxeViolations();
  });
});
