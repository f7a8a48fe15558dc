import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
