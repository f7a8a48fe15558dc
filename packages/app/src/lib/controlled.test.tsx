import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PawonThemeProvider, QuantityField, Select } from '@pawon/ui';
import { controlledProps } from './controlled';

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
