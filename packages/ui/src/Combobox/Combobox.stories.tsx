import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, type ComboboxOption } from './Combobox';

const materials: ComboboxOption[] = [
  { value: '1', label: 'Tepung terigu protein tinggi', description: 'BHN-001 · kg' },
  { value: '2', label: 'Gula pasir', description: 'BHN-002 · kg' },
  { value: '3', label: 'Gula aren cair', description: 'BHN-003 · liter' },
  { value: '4', label: 'Telur ayam negeri', description: 'BHN-004 · butir' },
  { value: '5', label: 'Mentega tawar', description: 'BHN-005 · kg' },
  { value: '6', label: 'Santan kelapa', description: 'BHN-006 · liter' },
  { value: '7', label: 'Daun pandan', description: 'BHN-007 · ikat' },
];

/** A pretend server: 250 ms per request. */
const loadMaterials = (query: string) =>
  new Promise<ComboboxOption[]>((resolve) =>
    setTimeout(
      () => resolve(materials.filter((m) => m.label.toLowerCase().includes(query.trim().toLowerCase()))),
      250,
    ),
  );

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: { label: 'Bahan baku', loadOptions: loadMaterials, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '24rem', minHeight: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: 'Cari berdasarkan nama atau kode.', debounceMs: 300, required: true },
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Bahan baku' });
    await userEvent.type(input, 'gula');
    await expect(await screen.findByText('Memuat…')).toBeInTheDocument();
    await screen.findByRole('option', { name: /Gula aren cair/ });
    await expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: materials[2] });
    await expect(input).toHaveValue('Gula aren cair');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Bahan baku' }), 'coklat');
    await expect(await screen.findByText('Tidak ada hasil')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { loadOptions: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buka pilihan' }));
    await expect(await screen.findByText('Gagal memuat pilihan')).toBeInTheDocument();
  },
};

export const StaticOptions: Story = {
  args: { loadOptions: undefined, options: materials, defaultValue: materials[3] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Bahan baku' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hapus pilihan' }));
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'pan');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
  },
};

export const WithError: Story = { args: { error: 'Bahan baku wajib dipilih.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: materials[0] } };
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Bahan baku' }), 'te');
    await screen.findByRole('option', { name: /Tepung/ });
  },
};
