import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { needsRight, reasonUnless, RightButton } from './RightButton';

describe('RightButton', () => {
  it('is a plain button for a user who holds the right', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <RightButton reason={reasonUnless(true, 'create', 'Produksi')} onClick={onClick}>
        Tambah Produksi
      </RightButton>,
    );
    const button = screen.getByRole('button', { name: 'Tambah Produksi' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('stays in view without the right, focusable but off, naming the right it needs', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <RightButton reason={reasonUnless(false, 'update', 'Stok Produk')} onClick={onClick}>
        Pindahkan
      </RightButton>,
    );
    const button = screen.getByRole('button', { name: 'Pindahkan' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Perlu hak ubah Stok Produk. Minta administrator menambahkannya di Authorization Group.',
    );
    expect(button).toHaveAttribute('title', needsRight('update', 'Stok Produk'));
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names each right in the words of the Authorization Group', () => {
    expect(needsRight('create', 'Produksi')).toMatch(/^Perlu hak tambah Produksi\./);
    expect(needsRight('delete', 'Stok Bahan Baku')).toMatch(/^Perlu hak hapus Stok Bahan Baku\./);
    expect(reasonUnless(true, 'delete', 'Produksi')).toBeUndefined();
  });
});
