import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton/IconButton';
import { renderWithTheme } from '../test/render';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('opens on keyboard focus at the top and describes its trigger', async () => {
    renderWithTheme(
      <Tooltip content="Ubah data produk">
        <IconButton icon="bx-edit" label="Ubah" />
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Ubah data produk');
    const content = document.querySelector('[data-side]');
    expect(content).toHaveAttribute('data-side', 'top');
    expect(screen.getByRole('button', { name: 'Ubah' })).toHaveAccessibleDescription('Ubah data produk');
  });

  it('closes with Escape', async () => {
    renderWithTheme(
      <Tooltip content="Muat ulang">
        <button type="button">R</button>
      </Tooltip>,
    );
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('can be placed on another side', () => {
    renderWithTheme(
      <Tooltip content="Di bawah" side="bottom" defaultOpen>
        <button type="button">B</button>
      </Tooltip>,
    );
    expect(document.querySelector('[data-side]')).toHaveAttribute('data-side', 'bottom');
  });
});
