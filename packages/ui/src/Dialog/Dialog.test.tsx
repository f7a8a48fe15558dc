import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Dialog } from './Dialog';

function Example(props: Partial<Parameters<typeof Dialog>[0]>) {
  return (
    <Dialog trigger={<Button>Buka</Button>} {...props}>
      <Dialog.Header description="Keterangan">Judul dialog</Dialog.Header>
      <Dialog.Body>
        <input aria-label="Nama" />
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close>
          <Button variant="secondary">Batal</Button>
        </Dialog.Close>
      </Dialog.Footer>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('parts have display names', () => {
    expect(Dialog.Header.displayName).toBe('Dialog.Header');
    expect(Dialog.Body.displayName).toBe('Dialog.Body');
    expect(Dialog.Footer.displayName).toBe('Dialog.Footer');
  });

  it('opens from its trigger, is labelled and described, and focuses the first field', async () => {
    renderWithTheme(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const dialog = screen.getByRole('dialog', { name: 'Judul dialog' });
    expect(dialog).toHaveAccessibleDescription('Keterangan');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveFocus());
    await expectNoAxeViolations(dialog);
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Buka' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
    expect(trigger).toHaveFocus();
  });

  it('returns focus to the control that opened it from state (no trigger), however it closes', async () => {
    function Opened() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Ubah baris</Button>
          <Dialog open={open} onOpenChange={({ open: next }) => setOpen(next)}>
            <Dialog.Header>Ubah</Dialog.Header>
            <Dialog.Body>
              <input aria-label="Nama" />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Batal
              </Button>
              <Button onClick={() => setOpen(false)}>Simpan</Button>
            </Dialog.Footer>
          </Dialog>
        </>
      );
    }
    renderWithTheme(<Opened />);
    const opener = screen.getByRole('button', { name: 'Ubah baris' });
    for (const close of [
      () => userEvent.keyboard('{Escape}'),
      () => userEvent.click(screen.getByRole('button', { name: 'Batal' })),
      () => userEvent.click(screen.getByRole('button', { name: 'Simpan' })),
      () => userEvent.click(screen.getByRole('button', { name: 'Tutup' })),
    ]) {
      await userEvent.click(opener);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveFocus());
      await close();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(opener).toHaveFocus();
    }
  });

  it('sends focus to `returnFocusTo` when the control that opened it is gone', async () => {
    function Removing() {
      const [open, setOpen] = useState(false);
      const [shown, setShown] = useState(true);
      return (
        <>
          <Button id="fallback">Tambah</Button>
          {shown ? <Button onClick={() => setOpen(true)}>Hapus baris</Button> : null}
          <Dialog
            open={open}
            onOpenChange={({ open: next }) => setOpen(next)}
            returnFocusTo={() => document.getElementById('fallback')}
          >
            <Dialog.Header>Hapus</Dialog.Header>
            <Dialog.Footer>
              <Button
                onClick={() => {
                  setShown(false);
                  setOpen(false);
                }}
              >
                Ya
              </Button>
            </Dialog.Footer>
          </Dialog>
        </>
      );
    }
    renderWithTheme(<Removing />);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus baris' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Tambah' })).toHaveFocus();
  });

  it('closes with the close button and with Dialog.Close', async () => {
    renderWithTheme(<Example defaultOpen />);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Buka' }));
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is controlled by `open`', () => {
    const { rerender } = renderWithTheme(<Example open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Example open />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stacks a nested dialog one layer up', async () => {
    renderWithTheme(
      <Dialog defaultOpen>
        <Dialog.Header>Pertama</Dialog.Header>
        <Dialog.Body>
          <Dialog defaultOpen>
            <Dialog.Header>Kedua</Dialog.Header>
          </Dialog>
        </Dialog.Body>
      </Dialog>,
    );
    const layers = Array.from(document.querySelectorAll('[role="dialog"]')).map((d) => [
      d.querySelector('h2')?.textContent,
      d.getAttribute('data-layer'),
    ]);
    layers.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(layers).toEqual([
      ['Pertama', '0'],
      ['Kedua', '1'],
    ]);
  });
});
