import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../IconButton/IconButton';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Menu } from './Menu';

function setup() {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderWithTheme(
    <Menu
      trigger={<IconButton icon="bx-dots-vertical-rounded" label="Aksi produk" />}
      items={[
        { group: 'Produk' },
        { label: 'Ubah', icon: 'bx-edit', onSelect: onEdit },
        { label: 'Arsipkan', icon: 'bx-archive', disabled: true },
        'separator',
        { label: 'Hapus', icon: 'bx-trash', tone: 'danger', onSelect: onDelete },
      ]}
    />,
  );
  return { onEdit, onDelete };
}

describe('Menu', () => {
  it('opens from its trigger and lists the items', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'Aksi produk' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Ubah', 'Arsipkan', 'Hapus']);
    expect(screen.getByRole('menuitem', { name: 'Arsipkan' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Hapus' })).toHaveAttribute('data-tone', 'danger');
    await expectNoAxeViolations(menu);
  });

  it('chooses an item with the keyboard', async () => {
    const { onDelete, onEdit } = setup();
    screen.getByRole('button', { name: 'Aksi produk' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes with Escape and gives focus back', async () => {
    setup();
    const trigger = screen.getByRole('button', { name: 'Aksi produk' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('accepts items as children', async () => {
    const onSelect = vi.fn();
    renderWithTheme(
      <Menu trigger={<button type="button">Lainnya</button>}>
        <Menu.Item onSelect={onSelect}>Cetak</Menu.Item>
      </Menu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lainnya' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cetak' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(Menu.Item.displayName).toBe('Menu.Item');
  });
});
