import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its label that calls onClick', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Simpan</Button>);
    const button = screen.getByRole('button', { name: 'Simpan' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('shows its variant and size as data attributes', () => {
    renderWithTheme(
      <Button variant="danger" size="sm">
        Hapus
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Hapus' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
  });

  it('while loading is busy, keeps focus and ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Menyimpan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Menyimpan' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Kirim
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a leading icon hidden from assistive technology', () => {
    renderWithTheme(<Button icon="bx-plus">Tambah produk</Button>);
    const svg = screen.getByRole('button', { name: 'Tambah produk' }).querySelector('svg');
    expect(svg).toHaveAttribute('data-icon', 'bx-plus');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('submits a form when type="submit"', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Kirim</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
