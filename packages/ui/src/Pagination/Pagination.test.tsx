import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is a navigation landmark with first, previous, numbered, next and last buttons', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={1} perPage={25} total={1234} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1–25 dari 1.234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman pertama' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Halaman terakhir' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 50 });
    await expectNoAxeViolations();
  });

  it('disables next and last on the last page and shows a partial range', () => {
    renderWithTheme(<Pagination page={50} perPage={25} total={1234} />);
    expect(screen.getByText('Menampilkan 1.226–1.234 dari 1.234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Halaman terakhir' })).toBeDisabled();
  });

  it('says "10.000+" when the server stopped counting, and still pages up to there', () => {
    renderWithTheme(<Pagination page={400} perPage={25} total={10_000} totalCapped />);
    expect(screen.getByText('Menampilkan 9.976–10.000 dari 10.000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 400' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there is nothing and keeps one page', () => {
    renderWithTheme(<Pagination page={1} perPage={10} total={0} />);
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers 10, 25, 50 and 100 rows per page', async () => {
    const onPerPageChange = vi.fn();
    renderWithTheme(<Pagination page={1} perPage={25} total={100} onPerPageChange={onPerPageChange} />);
    const select = screen.getByLabelText('Baris per halaman');
    expect(Array.from((select as HTMLSelectElement).options, (o) => o.value)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
    await userEvent.selectOptions(select, '50');
    expect(onPerPageChange).toHaveBeenCalledWith({ perPage: 50 });
  });
});
