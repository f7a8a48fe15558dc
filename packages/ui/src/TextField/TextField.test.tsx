import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Page } from '../test/Page';
import { TextField } from './TextField';

describe('TextField', () => {
  it('names the input by its label and links hint and error text', async () => {
    renderWithTheme(
      <Page>
        <TextField label="Nama produk" hint="Nama yang tampil di struk" error="Nama wajib diisi." required />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: /Nama produk/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Nama wajib diisi. Nama yang tampil di struk');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations();
  });

  it('is not invalid without an error and keeps the caller’s own description', () => {
    renderWithTheme(
      <>
        <p id="extra">Catatan tambahan</p>
        <TextField label="Kode" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Kode' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Catatan tambahan');
  });

  it('passes native props to the input and accepts typing', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Page>
        <TextField label="Email" type="email" name="email" onChange={onChange} placeholder="nama@contoh.id" />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a@b.id');
    expect(input).toHaveValue('a@b.id');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('can be disabled', async () => {
    renderWithTheme(
      <Page>
        <TextField label="Catatan" disabled defaultValue="tetap" />
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Catatan' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('tetap');
  });
});
