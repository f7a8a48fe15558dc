import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click and by Space', async () => {
    const onCheckedChange = vi.fn();
    renderWithTheme(
      <Page>
        <Checkbox label="Aktif" hint="Produk tampil di kasir" onCheckedChange={onCheckedChange} />
      </Page>,
    );
    const box = screen.getByRole('checkbox', { name: 'Aktif' });
    expect(box).toHaveAttribute('aria-checked', 'false');
    expect(box).toHaveAccessibleDescription('Produk tampil di kasir');
    await userEvent.click(screen.getByText('Aktif'));
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    box.focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: false });
    await expectNoAxeViolations();
  });

  it('shows an indeterminate state and an error', () => {
    renderWithTheme(<Checkbox label="Pilih semua" checked="indeterminate" error="Pilih minimal satu." />);
    const box = screen.getByRole('checkbox', { name: 'Pilih semua' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
