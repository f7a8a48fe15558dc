import '../test/jsdomShims';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatRupiah } from '../format';
import { expectNoAxeViolations } from '../test/axe';
import { Page } from '../test/Page';
import { renderWithTheme } from '../test/render';
import { DataTable, type DataTableProps } from './DataTable';
import type { ColumnDef } from '@tanstack/react-table';
import { darkTheme, lightTheme } from '../theme/tokens';
import { themeToCssEntries } from '../theme/vars';

interface Product {
  id: string;
  name: string;
  price: number;
}

const products: Product[] = [
  { id: 'p1', name: 'Roti tawar', price: 15000 },
  { id: 'p2', name: 'Bolu pandan', price: 45000 },
  { id: 'p3', name: 'Kue lapis', price: 30000 },
];

const columns: ColumnDef<Product, unknown>[] = [
  { accessorKey: 'name', header: 'Nama', footer: 'Total' },
  {
    accessorKey: 'price',
    header: 'Harga',
    cell: ({ getValue }) => formatRupiah(getValue() as number),
    footer: () => formatRupiah(products.reduce((sum, p) => sum + p.price, 0)),
    meta: { align: 'end' },
  },
];

function renderTable(props: Partial<DataTableProps<Product>> = {}) {
  return renderWithTheme(
    <Page>
      <DataTable caption="Daftar produk" columns={columns} data={products} {...props} />
    </Page>,
  );
}

describe('DataTable', () => {
  it('renders rows, a labelled table and a totals row', async () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Daftar produk' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5); // header, three rows, totals
    expect(rows[1]).toHaveTextContent('Roti tawarRp 15.000');
    expect(rows[4]).toHaveTextContent('TotalRp 90.000');
    expect(within(table).getByRole('cell', { name: 'Rp 45.000' })).toHaveAttribute('data-align', 'end');
    expect(within(table).getByRole('cell', { name: 'Rp 45.000' })).toHaveAttribute('data-label', 'Harga');
    await expectNoAxeViolations();
  });

  it('asks the server for a sort order and shows it with aria-sort', async () => {
    function Sorted() {
      const [sort, setSort] = useState<{ sortBy: string | null; sortDir: 'asc' | 'desc' }>({
        sortBy: null,
        sortDir: 'asc',
      });
      return (
        <DataTable
          caption="Produk"
          columns={columns}
          data={products}
          {...sort}
          onSortChange={(next) => setSort(next)}
        />
      );
    }
    renderWithTheme(<Sorted />);
    const header = screen.getByRole('columnheader', { name: /Harga/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'none');
  });

  it('reports sort changes as one object', async () => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange, sortBy: 'name', sortDir: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /Nama/ }));
    expect(onSortChange).toHaveBeenCalledWith({ sortBy: 'name', sortDir: 'desc' });
  });

  it('has no sort buttons without onSortChange', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Nama' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('pages through the server with Indonesian controls', async () => {
    const onPageChange = vi.fn();
    const onPerPageChange = vi.fn();
    renderTable({ page: 2, perPage: 25, total: 1234, onPageChange, onPerPageChange });
    expect(screen.getByText('Menampilkan 26–50 dari 1.234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Halaman terakhir' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 50 });
    await userEvent.selectOptions(screen.getByLabelText('Baris per halaman'), '100');
    expect(onPerPageChange).toHaveBeenLastCalledWith({ perPage: 100 });
  });

  it('names its pagination landmark when asked (a second paged table in a dialog)', () => {
    renderTable({
      page: 1,
      perPage: 25,
      total: 100,
      onPageChange: () => undefined,
      paginationLabel: 'Navigasi halaman riwayat',
    });
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman riwayat' })).toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable({ data: [], loading: true, perPage: 5 });
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tbody [data-skeleton-bar]')).toHaveLength(10);
  });

  it('shows the empty state, by default "Belum ada data"', () => {
    renderTable({ data: [] });
    expect(screen.getByRole('heading', { name: 'Belum ada data' })).toBeInTheDocument();
  });

  it('shows an error with a retry button', async () => {
    const onRetry = vi.fn();
    renderTable({ data: [], error: 'Server tidak menjawab.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Server tidak menjawab.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('selects rows and all rows of the page', async () => {
    function Selectable() {
      const [selectedIds, setSelected] = useState<string[]>([]);
      return (
        <>
          <DataTable
            caption="Produk"
            columns={columns}
            data={products}
            selectable
            selectedIds={selectedIds}
            onSelectionChange={({ selectedIds: next }) => setSelected(next)}
          />
          <output>{selectedIds.join(',')}</output>
        </>
      );
    }
    renderWithTheme(<Selectable />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pilih baris 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('p2');
    const all = screen.getByRole('checkbox', {
      name: 'Pilih semua baris di halaman ini',
    }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getByRole('status').textContent?.split(',').sort()).toEqual(['p1', 'p2', 'p3']);
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('data-selected');
    await userEvent.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('adds a row actions column and row clicks that ignore its buttons', async () => {
    const onRowClick = vi.fn();
    const edit = vi.fn();
    renderTable({
      onRowClick,
      rowActions: (product) => (
        <button type="button" onClick={() => edit(product.id)}>
          Ubah {product.name}
        </button>
      ),
    });
    expect(screen.getByRole('columnheader', { name: 'Aksi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Kue lapis' }));
    expect(edit).toHaveBeenCalledWith('p3');
    expect(onRowClick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('cell', { name: 'Bolu pandan' }));
    expect(onRowClick).toHaveBeenCalledWith({ row: products[1] });
  });

  it('does not say "Tidak ada data" while the first page loads or after an error, only once it loaded empty', () => {
    const paged = { page: 1, perPage: 25, total: 0, onPageChange: () => undefined };
    const { rerender } = renderTable({ ...paged, data: [], loading: true });
    expect(screen.queryByText('Tidak ada data')).toBeNull();
    expect(screen.queryByText('Belum ada data')).toBeNull();
    rerender(
      <Page>
        <DataTable
          caption="Daftar produk"
          columns={columns}
          {...paged}
          data={[]}
          error="Server tidak menjawab."
        />
      </Page>,
    );
    expect(screen.getByText('Server tidak menjawab.')).toBeInTheDocument();
    expect(screen.queryByText('Tidak ada data')).toBeNull();
    expect(screen.queryByText('Belum ada data')).toBeNull();
    rerender(
      <Page>
        <DataTable caption="Daftar produk" columns={columns} {...paged} data={[]} />
      </Page>,
    );
    expect(screen.getByText('Tidak ada data')).toBeInTheDocument();
    expect(screen.getByText('Belum ada data')).toBeInTheDocument();
  });

  it('keeps plain text in a cell that ends in an ellipsis, with the full value as its title', () => {
    const long = 'koperasi.karyawan.rumah.sakit.umum.daerah.banyumas@contoh-domain-yang-panjang.co.id';
    renderTable({ data: [{ id: 'x', name: long, price: 1 }] });
    const text = screen.getByText(long);
    expect(text).toHaveAttribute('data-cell-text');
    expect(text).toHaveAttribute('title', long);
    // Short values need no tooltip; custom cells (the formatted price) are not wrapped unless asked.
    expect(
      screen.getAllByText(/./, { selector: '[data-cell-text]' }).every((el) => el.textContent === long),
    ).toBe(true);
  });

  it('keeps a row’s buttons (and their focus) when the screen renders again with a new rowActions', async () => {
    const actions = (label: string) => (row: Product) => (
      <button type="button">{`${label} ${row.name}`}</button>
    );
    const { rerender } = renderTable({ rowActions: actions('Ubah') });
    const button = screen.getByRole('button', { name: 'Ubah Roti tawar' });
    button.focus();
    rerender(
      <Page>
        <DataTable caption="Daftar produk" columns={columns} data={products} rowActions={actions('Ubah')} />
      </Page>,
    );
    expect(screen.getByRole('button', { name: 'Ubah Roti tawar' })).toBe(button);
    expect(button).toHaveFocus();
    // A different renderer updates the same buttons.
    rerender(
      <Page>
        <DataTable caption="Daftar produk" columns={columns} data={products} rowActions={actions('Edit')} />
      </Page>,
    );
    expect(screen.getByRole('button', { name: 'Edit Roti tawar' })).toBe(button);
  });

  it('opens and closes the detail of a row with its button, only on rows that have one', async () => {
    const user = userEvent.setup();
    renderTable({
      renderExpanded: (row) => <p>Rincian {row.name}</p>,
      canExpand: (row) => row.id !== 'p3',
      expandLabel: (row) => `Rincian ${row.name}`,
    });
    const open = screen.getByRole('button', { name: 'Rincian Roti tawar' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Rincian Kue lapis' })).toBeNull();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Rincian Roti tawar')).toBeVisible();
    expect(document.getElementById(open.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByText('Rincian Roti tawar'),
    );
    await expectNoAxeViolations();
    await user.click(open);
    expect(screen.queryByText('Rincian Roti tawar')).toBeNull();
  });
});

describe('DataTable density and card template', () => {
  it('marks a compact table and places each cell in its card area (built-in columns by their short name)', () => {
    const { container } = renderTable({
      density: 'compact',
      selectable: true,
      cardTemplate: '"select name price" "select actions actions"',
      rowActions: (row) => <button type="button">Ubah {row.name}</button>,
    });
    const root = container.querySelector('[data-density]');
    expect(root).toHaveAttribute('data-density', 'compact');
    expect(root).toHaveAttribute('data-card-template', '');
    // The checkbox column is as wide as the checkbox; the first other column takes the room left.
    expect((root as HTMLElement).style.getPropertyValue('--pawon-card-columns')).toBe(
      'auto minmax(0, 1fr) auto',
    );
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-card-area'))).toEqual([
      'select',
      'name',
      'price',
      'actions',
    ]);
    expect(cells[1]).toHaveStyle({ gridArea: 'name' });
    // Areas after the first content column align to the end; the first and the checkbox do not.
    expect(cells.map((cell) => cell.hasAttribute('data-card-end'))).toEqual([false, false, true, false]);
  });

  it('leaves a column the template does not name without an area, and is comfortable by default', () => {
    const { container } = renderTable({ cardTemplate: '"price"' });
    expect(container.querySelector('[data-density]')).toHaveAttribute('data-density', 'comfortable');
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).not.toHaveAttribute('data-card-area');
    expect(cells[1]).toHaveAttribute('data-card-area', 'price');
  });

  it('gives a growing column its marker', () => {
    renderTable({
      columns: [{ ...columns[0]!, meta: { grow: true, truncate: true } }, columns[1]!],
    });
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('data-grow', '');
    expect(cells[1]).not.toHaveAttribute('data-grow');
  });
});

describe('DataTable.css', () => {
  it('uses only variables the theme sets, in both modes (a renamed token would leave a colour unset)', async () => {
    // The file as written (CSS imports are empty modules in this suite).
    const fs = await import('node:fs');
    const css = fs.readFileSync(`${import.meta.dirname}/DataTable.css`, 'utf8');
    // The card layout's grid is set on the table by DataTable itself (`--pawon-card-areas`, `--pawon-card-columns`).
    const own = fs.readFileSync(`${import.meta.dirname}/DataTable.tsx`, 'utf8');
    const used = new Set(
      [...css.matchAll(/var\((--pawon-[\w-]+)\)/g)]
        .map((m) => m[1]!)
        .filter((name) => !own.includes(`'${name}'`)),
    );
    expect(used.size).toBeGreaterThan(20);
    for (const theme of [lightTheme, darkTheme]) {
      const set = new Set(themeToCssEntries(theme).map(([name]) => name));
      expect([...used].filter((name) => !set.has(name))).toEqual([]);
    }
  });
});
