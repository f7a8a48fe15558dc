import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Popover } from './Popover';

function Example({ onOpenChange }: { onOpenChange?: (e: { open: boolean }) => void }) {
  return (
    <Popover trigger={<Button>Info stok</Button>} title="Stok gudang" onOpenChange={onOpenChange}>
      <p>Tersisa 12 karung.</p>
      <Popover.Close>
        <Button variant="text">Tutup</Button>
      </Popover.Close>
    </Popover>
  );
}

describe('Popover', () => {
  it('opens on click as a dialog named by its title', async () => {
    renderWithTheme(<Example />);
    const trigger = screen.getByRole('button', { name: 'Info stok' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Stok gudang' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveTextContent('Tersisa 12 karung.');
    await expectNoAxeViolations(panel);
  });

  it('closes with Escape, returning focus, and reports { open }', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Info stok' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[{ open: true }], [{ open: false }]]);
    expect(trigger).toHaveFocus();
  });

  it('closes with Popover.Close', async () => {
    renderWithTheme(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Info stok' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
