import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton icon="bx-trash" label="Hapus produk" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus produk' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('ignores clicks while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton icon="bx-refresh" label="Muat ulang" loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Muat ulang' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with a disabled reason: stays focusable, does nothing, and says why (tooltip and description)', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <IconButton
        icon="bx-trash"
        label="Hapus Super Admin"
        disabledReason="Grup Super Admin tidak dapat dihapus."
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Hapus Super Admin' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAccessibleDescription('Grup Super Admin tidak dapat dihapus.');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Grup Super Admin tidak dapat dihapus.');
    await expectNoAxeViolations();
  });
});
