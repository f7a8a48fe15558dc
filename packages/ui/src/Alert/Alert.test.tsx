import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces an error at once and other tones politely', async () => {
    renderWithTheme(
      <>
        <Alert>Email/nama atau kata sandi salah.</Alert>
        <Alert tone="success">Pendaftaran diterima.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Email/nama atau kata sandi salah.');
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'success');
    await expectNoAxeViolations();
  });

  it('keeps a role and id given by the screen', () => {
    renderWithTheme(
      <Alert id="login-alert" role="status" tone="warning">
        Tunggu sebentar.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('id', 'login-alert');
  });
});
