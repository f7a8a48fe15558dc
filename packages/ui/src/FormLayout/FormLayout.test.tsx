import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { FormLayout } from './FormLayout';
import { fieldError, fieldErrorsFromResponse } from './serverErrors';

describe('FormLayout', () => {
  it('puts fields in label-column orientation and sections under headings', async () => {
    renderWithTheme(
      <Page>
        <form aria-label="Produk">
          <FormLayout labelWidth="10rem">
            <FormLayout.Section title="Data produk" description="Isi sesuai kemasan.">
              <TextField label="Nama" />
            </FormLayout.Section>
            <FormLayout.Actions>
              <Button type="submit">Simpan</Button>
            </FormLayout.Actions>
          </FormLayout>
        </form>
      </Page>,
    );
    const input = screen.getByRole('textbox', { name: 'Nama' });
    expect(input.closest('[data-orientation]')).toHaveAttribute('data-orientation', 'horizontal');
    expect(screen.getByRole('heading', { name: 'Data produk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan' }).parentElement).toHaveAttribute(
      'data-orientation',
      'horizontal',
    );
    await expectNoAxeViolations();
  });

  it('stacks labels above fields when vertical', () => {
    renderWithTheme(
      <FormLayout orientation="vertical">
        <TextField label="Nama" />
      </FormLayout>,
    );
    expect(screen.getByRole('textbox', { name: 'Nama' }).closest('[data-orientation]')).toHaveAttribute(
      'data-orientation',
      'vertical',
    );
  });
});

describe('fieldErrorsFromResponse', () => {
  it('maps a 422 body to one text per field', () => {
    const errors = fieldErrorsFromResponse(
      {
        message: 'Data tidak valid',
        errors: {
          name: ['Nama wajib diisi.', 'Nama terlalu pendek.'],
          unit_id: ['Satuan tidak ditemukan.'],
          price: [],
        },
      },
      { unit_id: 'unit' },
    );
    expect(errors).toEqual({
      name: 'Nama wajib diisi. Nama terlalu pendek.',
      unit: 'Satuan tidak ditemukan.',
    });
    expect(fieldError(errors, 'unit')).toBe('Satuan tidak ditemukan.');
    expect(fieldError(errors, 'price')).toBeUndefined();
  });

  it('accepts a single string and ignores what is not a 422 body', () => {
    expect(fieldErrorsFromResponse({ errors: { code: 'Kode sudah dipakai.' } })).toEqual({
      code: 'Kode sudah dipakai.',
    });
    expect(fieldErrorsFromResponse(null)).toEqual({});
    expect(fieldErrorsFromResponse('Internal error')).toEqual({});
    expect(fieldErrorsFromResponse({ errors: ['x'] })).toEqual({});
    expect(fieldErrorsFromResponse({ errors: { a: [42, ''] } })).toEqual({});
  });

  it('joins messages of two server fields renamed to one form field', () => {
    expect(
      fieldErrorsFromResponse(
        { errors: { date_from: ['Wajib.'], date_to: ['Salah.'] } },
        { date_from: 'range', date_to: 'range' },
      ),
    ).toEqual({
      range: 'Wajib. Salah.',
    });
  });
});
