import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { TextField } from '../TextField/TextField';
import { LineItems } from './LineItems';

describe('LineItems', () => {
  it('is a named group of numbered lines with add and remove buttons', async () => {
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    renderWithTheme(
      <LineItems label="Bahan baku" hint="Setiap bahan sekali." addLabel="Tambah bahan" onAdd={onAdd}>
        <LineItems.Row index={1} removeLabel="Hapus baris 1" onRemove={onRemove}>
          <TextField label="Bahan 1" />
        </LineItems.Row>
        <LineItems.Row
          index={2}
          removeLabel="Hapus baris 2"
          onRemove={onRemove}
          removeDisabledReason="Terkunci."
        >
          <TextField label="Bahan 2" />
        </LineItems.Row>
      </LineItems>,
    );
    const group = screen.getByRole('group', { name: 'Bahan baku' });
    expect(group).toHaveAccessibleDescription('Setiap bahan sekali.');
    expect(within(group).getByRole('listitem', { name: 'Bahan baku 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah bahan' }));
    expect(onAdd).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus baris 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hapus baris 2' }));
    expect(onRemove).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });

  it('says a list-wide error and disables adding with its reason', () => {
    renderWithTheme(
      <LineItems
        label="Bahan"
        error="Isi paling sedikit satu."
        onAdd={() => undefined}
        addDisabledReason="Penuh."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Isi paling sedikit satu.');
    expect(screen.getByRole('button', { name: 'Tambah baris' })).toBeDisabled();
  });
});
