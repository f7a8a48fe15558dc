import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { DateField } from '../DateField';
import { ImageUpload } from '../ImageUpload';
import { MoneyField } from '../MoneyField';
import { QuantityField } from '../QuantityField';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';
import { TimeField } from '../TimeField';
import { FormLayout } from './FormLayout';
import { fieldErrorsFromResponse } from './serverErrors';

const meta = {
  title: 'Forms/FormLayout',
  component: FormLayout,
  args: { orientation: 'horizontal', density: 'comfortable' },
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the server answers to an empty product form. */
const serverAnswer = {
  message: 'Data tidak valid.',
  errors: {
    name: ['Nama produk wajib diisi.'],
    unit_id: ['Satuan wajib dipilih.'],
    price: ['Harga jual harus lebih dari 0.'],
  },
};

function ProductForm({ orientation = 'horizontal' }: { orientation?: 'horizontal' | 'vertical' }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A real screen sends the form and gets this 422 body back.
    setErrors(fieldErrorsFromResponse(serverAnswer, { unit_id: 'unit' }));
  };
  return (
    <form aria-label="Tambah produk" onSubmit={submit} noValidate style={{ maxWidth: '48rem' }}>
      <FormLayout orientation={orientation}>
        <FormLayout.Section title="Data produk" description="Data yang tampil di kasir dan laporan.">
          <TextField label="Nama produk" name="name" required error={errors.name} />
          <Select
            label="Satuan"
            required
            error={errors.unit}
            options={[
              { value: 'pcs', label: 'Buah' },
              { value: 'kg', label: 'Kilogram' },
            ]}
          />
          <MoneyField label="Harga jual" required error={errors.price} hint="Harga per satuan." />
          <QuantityField label="Berat bersih" unit="gram" />
          <RadioGroup
            label="Kategori"
            orientation="horizontal"
            defaultValue="kue"
            options={[
              { value: 'roti', label: 'Roti' },
              { value: 'kue', label: 'Kue basah' },
              { value: 'minuman', label: 'Minuman' },
            ]}
          />
          <Textarea label="Keterangan" maxLength={200} showCount />
        </FormLayout.Section>
        <FormLayout.Section title="Produksi">
          <DateField label="Mulai dijual" defaultValue="2026-11-21" />
          <TimeField label="Jam siap" defaultValue="06:00" />
          <ImageUpload label="Foto produk" />
          <Checkbox label="Tampilkan di katalog daring" defaultChecked />
          <Switch label="Produk aktif" defaultChecked />
        </FormLayout.Section>
        <FormLayout.Actions>
          <Button variant="secondary" type="button">
            Batal
          </Button>
          <Button type="submit">Simpan</Button>
        </FormLayout.Actions>
      </FormLayout>
    </form>
  );
}

export const Playground: Story = {
  render: (args) => (
    <FormLayout {...args}>
      <TextField label="Nama pelanggan" />
      <TextField label="Nomor WhatsApp" hint="Contoh: 0812 3456 7890" />
      <FormLayout.Actions>
        <Button>Simpan</Button>
      </FormLayout.Actions>
    </FormLayout>
  ),
};

/** A whole product form; "Simpan" shows the errors of a 422 answer under their fields. */
export const Default: Story = {
  tags: ['visual'],
  render: () => <ProductForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getByRole('textbox', { name: /Nama produk/ })).toHaveAccessibleDescription(
      'Nama produk wajib diisi.',
    );
    await expect(canvas.getByRole('combobox', { name: /Satuan/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Harga jual/ })).toHaveAccessibleDescription(
      'Harga jual harus lebih dari 0. Harga per satuan.',
    );
  },
};

export const DarkTheme: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: () => <ProductForm />,
};

export const Vertical: Story = { render: () => <ProductForm orientation="vertical" /> };

/** Narrower than 36rem the label column folds above the fields. */
export const NarrowScreen: Story = {
  tags: ['visual'],
  decorators: [(Story) => <div style={{ width: '22rem' }}>{Story()}</div>],
  render: () => <ProductForm />,
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Nama produk');
    const input = within(canvasElement).getByRole('textbox', { name: /Nama produk/ });
    await expect(input.getBoundingClientRect().top).toBeGreaterThan(label.getBoundingClientRect().bottom - 1);
  },
};
