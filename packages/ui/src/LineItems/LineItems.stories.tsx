import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityField } from '../QuantityField/QuantityField';
import { Select } from '../Select/Select';
import { LineItems } from './LineItems';

const MATERIALS = [
  { value: '1', label: 'Tepung Tapioka' },
  { value: '2', label: 'Ayam' },
  { value: '3', label: 'Ikan Tenggiri' },
];

function Demo({ initial = 2, error }: { initial?: number; error?: string }) {
  const [lines, setLines] = useState(() =>
    Array.from({ length: initial }, (_, i) => ({
      key: i,
      materialId: MATERIALS[i]?.value ?? '',
      qty: ((i + 1) * 1.5) as number | null,
    })),
  );
  const [next, setNext] = useState(initial);
  return (
    <LineItems
      label="Bahan baku yang dipakai"
      hint="Setiap bahan hanya sekali."
      error={error}
      addLabel="Tambah bahan"
      onAdd={() => {
        setLines((l) => [...l, { key: next, materialId: '', qty: null }]);
        setNext((n) => n + 1);
      }}
      addDisabledReason={lines.length >= MATERIALS.length ? 'Semua bahan sudah dipilih.' : undefined}
    >
      {lines.map((line, i) => (
        <LineItems.Row
          key={line.key}
          index={i + 1}
          removeLabel={`Hapus bahan baris ${i + 1}`}
          onRemove={() => setLines((l) => l.filter((x) => x.key !== line.key))}
          removeDisabledReason={lines.length === 1 ? 'Paling sedikit satu bahan.' : undefined}
        >
          <Select
            label="Bahan"
            options={MATERIALS}
            value={line.materialId}
            placeholder="Pilih bahan"
            onValueChange={({ value }) =>
              setLines((l) => l.map((x) => (x.key === line.key ? { ...x, materialId: value } : x)))
            }
          />
          <QuantityField
            label="Jumlah"
            unit="kg"
            hint="Tersedia 12,5 kg"
            value={line.qty}
            onValueChange={({ value }) =>
              setLines((l) => l.map((x) => (x.key === line.key ? { ...x, qty: value } : x)))
            }
          />
        </LineItems.Row>
      ))}
    </LineItems>
  );
}

const meta = {
  title: 'Forms/LineItems',
  component: Demo,
  args: { initial: 2 },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Bahan baku yang dipakai' });
    await expect(within(group).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah bahan' }));
    await expect(within(group).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Tambah bahan' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus bahan baris 3' }));
    await expect(within(group).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const OneLine: Story = {
  args: { initial: 1 },
  play: async ({ canvasElement }) => {
    // The last line cannot go: its button stays focusable and says why.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Hapus bahan baris 1' }),
    ).toHaveAccessibleDescription('Paling sedikit satu bahan.');
  },
};

export const WithError: Story = { args: { initial: 0, error: 'Isi paling sedikit satu bahan baku.' } };

export const Dark: Story = { globals: { theme: 'dark' } };
