import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PawonThemeProvider, QuantityField, Select } from '@pawon/ui';
import { controlledProps } from './controlled';
import { QuantityFormField, SelectField } from './formFields';

function Form() {
  const form = useForm<{ productId: string; qty: number | null }>({
    defaultValues: { productId: '', qty: null },
  });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <Controller
        control={form.control}
        name="productId"
        rules={{ required: 'Wajib diisi.' }}
        render={({ field }) => (
          <Select
            id="productId"
            label="Produk"
            options={[{ value: '1', label: 'Baso Tahu' }]}
            {...controlledProps(field)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="qty"
        rules={{ required: 'Wajib diisi.' }}
        render={({ field }) => (
          <QuantityField id="qty" label="Jumlah" {...controlledProps(field)} value={field.value} />
        )}
      />
      <button type="submit">Simpan</button>
    </form>
  );
}

describe('a controlled ui field', () => {
  it('is focused when it is the first invalid one of a submit', async () => {
    render(
      <PawonThemeProvider mode="light">
        <Form />
      </PawonThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByRole('combobox', { name: /Produk/ })).toHaveFocus();
  });
});

function BoundForm() {
  const form = useForm<{ productId: string; qty: number | null }>({
    defaultValues: { productId: '1', qty: null },
  });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <SelectField
        control={form.control}
        name="productId"
        id="productId"
        label="Produk"
        required
        options={[{ value: '1', label: 'Baso Tahu' }]}
      />
      <QuantityFormField
        control={form.control}
        name="qty"
        rules={{ required: 'Wajib diisi.' }}
        id="qty"
        label="Jumlah"
        unit="pcs"
      />
      <button type="submit">Simpan</button>
    </form>
  );
}

describe('the form fields of lib/formFields', () => {
  it('show their rule’s error and take the focus when first invalid', async () => {
    render(
      <PawonThemeProvider mode="light">
        <BoundForm />
      </PawonThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const qty = screen.getByRole('textbox', { name: /Jumlah/ });
    expect(qty).toHaveFocus();
    expect(qty).toHaveAccessibleDescription(/Wajib diisi\./);
    expect(screen.getByRole('combobox', { name: /Produk/ })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
