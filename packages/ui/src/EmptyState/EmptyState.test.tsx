import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows an Indonesian default heading', async () => {
    renderWithTheme(<EmptyState />);
    expect(screen.getByRole('heading', { level: 3, name: 'Belum ada data' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows text and a working action, with the chosen heading level', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <EmptyState
        headingLevel="h2"
        title="Belum ada produk"
        text="Tambahkan produk pertama Anda."
        action={<Button onClick={onClick}>Tambah produk</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Belum ada produk' })).toBeInTheDocument();
    expect(screen.getByText('Tambahkan produk pertama Anda.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah produk' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
