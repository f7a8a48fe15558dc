import '../test/jsdomShims';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { Combobox, type ComboboxOption } from './Combobox';

const materials: ComboboxOption[] = [
  { value: '1', label: 'Tepung terigu', description: 'kg' },
  { value: '2', label: 'Gula pasir', description: 'kg' },
  { value: '3', label: 'Gula aren', description: 'kg' },
  { value: '4', label: 'Telur ayam', description: 'butir' },
];

function fakeServer(delay = 0) {
  return vi.fn(
    (query: string) =>
      new Promise<ComboboxOption[]>((resolve) =>
        setTimeout(
          () => resolve(materials.filter((m) => m.label.toLowerCase().includes(query.toLowerCase()))),
          delay,
        ),
      ),
  );
}

describe('Combobox', () => {
  it('loads options after a pause in typing and chooses one with the keyboard', async () => {
    const loadOptions = fakeServer();
    const onValueChange = vi.fn();
    // A pause of a second: four keystrokes on a busy machine never take that long (50 ms sometimes did).
    renderWithTheme(
      <Page>
        <Combobox label="Bahan" loadOptions={loadOptions} onValueChange={onValueChange} debounceMs={1000} />
      </Page>,
    );
    const input = screen.getByRole('combobox', { name: 'Bahan' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations();
    await userEvent.setup({ delay: null }).type(input, 'gula');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('option', { name: /Gula pasir/ }, { timeout: 5000 });
    // Typing four letters fast makes one request for the whole word (plus the one on opening).
    expect(loadOptions).toHaveBeenLastCalledWith('gula');
    expect(loadOptions.mock.calls.filter(([q]) => q !== '' && q !== 'g')).toHaveLength(1);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: materials[2] });
    expect(input).toHaveValue('Gula aren');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches and while loading', async () => {
    const loadOptions = fakeServer(100);
    renderWithTheme(<Combobox label="Bahan" loadOptions={loadOptions} debounceMs={10} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Bahan' }), 'zzz');
    expect(await screen.findByText('Memuat…')).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada hasil')).toBeInTheDocument();
  });

  it('shows an error when loading fails', async () => {
    const loadOptions = vi.fn(() => Promise.reject(new Error('offline')));
    renderWithTheme(<Combobox label="Bahan" loadOptions={loadOptions} debounceMs={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buka pilihan' }));
    expect(await screen.findByText('Gagal memuat pilihan')).toBeInTheDocument();
  });

  it('ignores an answer that arrives after a newer query', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const resolvers: Record<string, (value: ComboboxOption[]) => void> = {};
      const loadOptions = vi.fn(
        (query: string) => new Promise<ComboboxOption[]>((resolve) => (resolvers[query] = resolve)),
      );
      renderWithTheme(<Combobox label="Bahan" loadOptions={loadOptions} debounceMs={0} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('combobox', { name: 'Bahan' }), 'te');
      await act(async () => {
        resolvers['te']?.([materials[0] as ComboboxOption]);
        resolvers['t']?.(materials);
      });
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
      expect(screen.getByRole('option')).toHaveTextContent('Tepung terigu');
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters a fixed list locally and can be cleared', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Combobox
        label="Satuan"
        options={materials}
        defaultValue={materials[3]}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Satuan' });
    expect(input).toHaveValue('Telur ayam');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus pilihan' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ value: null });
    await userEvent.type(input, 'terigu');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('finds a fixed option by its hidden keywords too', async () => {
    renderWithTheme(
      <Combobox
        label="Menu"
        options={[
          { value: '/user-management', label: 'User Management', keywords: 'pengguna akun' },
          { value: '/position-management', label: 'Position Management', keywords: 'jabatan' },
        ]}
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Menu' }), 'pengguna');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveTextContent('User Management');
    expect(screen.getByRole('option')).not.toHaveTextContent('pengguna');
  });

  it('chooses the one option left on Enter, none highlighted; with two left Enter chooses nothing (issue 37)', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Combobox label="Bahan" options={materials} onValueChange={onValueChange} />);
    const input = screen.getByRole('combobox', { name: 'Bahan' });
    await userEvent.type(input, 'gula{Enter}');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'aren{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: materials[2] });
    expect(input).toHaveValue('Gula aren');
    expect(screen.queryByRole('listbox')?.children.length ?? 0).toBe(0);
  });

  it('chooses the one option a server answered on Enter, once it has answered', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <Combobox label="Bahan" loadOptions={fakeServer()} debounceMs={0} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'Bahan' });
    await userEvent.type(input, 'telur');
    await screen.findByRole('option', { name: /Telur ayam/ });
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: materials[3] });
  });

  it('puts whole-word matches first, then word starts, then the rest', async () => {
    renderWithTheme(
      <Combobox
        label="Menu"
        options={[
          { value: '/a', label: 'Stok Bahan Baku', keywords: 'persediaan' },
          { value: '/b', label: 'Penggunaan Bahan Baku' },
          { value: '/c', label: 'User Management', keywords: 'pengguna akun' },
          { value: '/d', label: 'Laporan', keywords: 'rekappengguna' },
        ]}
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Menu' }), 'pengguna');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'User Management',
      'Penggunaan Bahan Baku',
      'Laporan',
    ]);
  });

  it('as a search that clears itself after each choice, keeps every letter of the next search', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Combobox label="Cari" options={materials} value={null} onValueChange={onValueChange} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Cari' });
    await userEvent.type(input, 'tepung');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: materials[0] });
    expect(onValueChange).toHaveBeenCalledTimes(1);
    // The parent kept nothing: neither does the field.
    expect(input).toHaveValue('');
    input.blur();
    input.focus();
    input.select();
    await userEvent.keyboard('gula');
    expect(input).toHaveValue('gula');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('controlled by a parent that keeps the choice, shows the chosen label', async () => {
    function Parent() {
      const [value, setValue] = useState<string | null>(null);
      // A new option object every render, as a form field that looks its option up by value does.
      const chosen = materials.find((m) => m.value === value);
      return (
        <>
          <Combobox
            label="Bahan"
            options={materials.map((m) => ({ ...m }))}
            value={chosen ? { ...chosen } : null}
            onValueChange={({ value: next }) => setValue(next?.value ?? null)}
          />
          <output>{value ?? 'kosong'}</output>
        </>
      );
    }
    renderWithTheme(<Parent />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Bahan' });
    await userEvent.type(input, 'gula ar');
    await userEvent.click(screen.getByRole('option', { name: /Gula aren/ }));
    await waitFor(() => expect(input).toHaveValue('Gula aren'));
    expect(screen.getByText('3', { selector: 'output' })).toBeInTheDocument();
  });
});
