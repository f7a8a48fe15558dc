import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';

const trigger = <Button>Hapus produk</Button>;

describe('ConfirmDialog', () => {
  it('is a labelled alert dialog with Indonesian defaults', async () => {
    renderWithTheme(<ConfirmDialog defaultOpen onConfirm={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus data ini?' });
    expect(dialog).toHaveAccessibleDescription('Data yang dihapus tidak dapat dikembalikan.');
    expect(screen.getByRole('button', { name: 'Hapus' })).toHaveAttribute('data-variant', 'danger');
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });

  it('confirms and closes', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<ConfirmDialog trigger={trigger} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus produk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: '' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('cancels without confirming', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<ConfirmDialog trigger={trigger} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus produk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('returns focus to the control that opened it from state, or to `returnFocusTo` once that is gone', async () => {
    function Row() {
      const [open, setOpen] = useState(false);
      const [exists, setExists] = useState(true);
      return (
        <>
          <Button id="table">Tabel</Button>
          {exists ? <Button onClick={() => setOpen(true)}>Hapus Gudang</Button> : null}
          <ConfirmDialog
            open={open}
            onOpenChange={({ open: next }) => setOpen(next)}
            returnFocusTo={() => document.getElementById('table')}
            onConfirm={() => setExists(false)}
          />
        </>
      );
    }
    renderWithTheme(<Row />);
    const opener = screen.getByRole('button', { name: 'Hapus Gudang' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Tabel' })).toHaveFocus();
  });

  it('passes the optional reason', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<ConfirmDialog defaultOpen reason onConfirm={onConfirm} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Alasan/ }), '  Salah input  ');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Salah input' });
  });

  it('requires a reason when asked to', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        defaultOpen
        reason={{ required: true, label: 'Alasan pembatalan' }}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Alasan pembatalan wajib diisi.');
    const field = screen.getByRole('textbox', { name: /Alasan pembatalan/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a spinner during an async confirm, ignores Escape, then closes', async () => {
    let resolve!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderWithTheme(<ConfirmDialog defaultOpen onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Hapus' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open and shows the error when the confirm fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('Produk masih dipakai di transaksi.')));
    renderWithTheme(<ConfirmDialog defaultOpen onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Produk masih dipakai di transaksi.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus' })).not.toHaveAttribute('aria-busy');
  });

  it('uses a primary tone for non-destructive confirmations', () => {
    renderWithTheme(
      <ConfirmDialog
        defaultOpen
        tone="primary"
        title="Kirim laporan?"
        confirmLabel="Kirim"
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Kirim' })).toHaveAttribute('data-variant', 'primary');
  });
});
