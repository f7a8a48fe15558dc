import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { formatDateShort, formatNumber, formatRupiah } from '../format';
import { StatusBadge } from '../StatusBadge';
import { TextField } from '../TextField';
import { Icon } from '../Icon';
import { DataTable, type SortDirection } from './DataTable';
import { makeSales, type SaleRow } from './storyData';

const toneOf = { Lunas: 'success', Menunggu: 'warning', Dibatalkan: 'error' } as const;

const columns: ColumnDef<SaleRow, unknown>[] = [
  { accessorKey: 'invoice', header: 'No. faktur', meta: { nowrap: true } },
  {
    accessorKey: 'date',
    header: 'Tanggal',
    cell: ({ getValue }) => formatDateShort(getValue() as string),
    meta: { nowrap: true },
  },
  { accessorKey: 'customer', header: 'Pelanggan' },
  { accessorKey: 'product', header: 'Produk', enableSorting: false },
  {
    accessorKey: 'quantity',
    header: 'Jumlah',
    cell: ({ getValue }) => formatNumber(getValue() as number),
    meta: { align: 'end' },
  },
  {
    accessorKey: 'total',
    header: 'Total',
    cell: ({ getValue }) => formatRupiah(getValue() as number),
    meta: { align: 'end', nowrap: true },
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ getValue }) => {
      const status = getValue() as SaleRow['status'];
      return <StatusBadge tone={toneOf[status]}>{status}</StatusBadge>;
    },
    enableSorting: false,
  },
];

const withTotals: ColumnDef<SaleRow, unknown>[] = columns.map((column) => {
  if ('accessorKey' in column && column.accessorKey === 'invoice')
    return { ...column, footer: 'Total halaman ini' };
  if ('accessorKey' in column && column.accessorKey === 'quantity')
    return {
      ...column,
      footer: ({ table }) =>
        formatNumber((table.options.meta?.rows ?? []).reduce((sum, row) => sum + row.quantity, 0)),
    };
  if ('accessorKey' in column && column.accessorKey === 'total')
    return {
      ...column,
      footer: ({ table }) =>
        formatRupiah((table.options.meta?.rows ?? []).reduce((sum, row) => sum + row.total, 0)),
    };
  return column;
});

const ALL = makeSales(1234);

/** A pretend server: sorts and pages the 1,234 sample rows. */
function useServer(
  page: number,
  perPage: number,
  sortBy: string | null,
  sortDir: SortDirection,
  query: string,
) {
  return useMemo(() => {
    const needle = query.trim().toLowerCase();
    let rows = needle ? ALL.filter((r) => `${r.invoice} ${r.customer}`.toLowerCase().includes(needle)) : ALL;
    if (sortBy) {
      const key = sortBy as keyof SaleRow;
      rows = [...rows].sort((a, b) => {
        const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
        return sortDir === 'desc' ? -order : order;
      });
    }
    return { rows: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  }, [page, perPage, sortBy, sortDir, query]);
}

function SalesTable({
  selectable = false,
  totals = true,
  density,
  cardTemplate,
}: {
  selectable?: boolean;
  totals?: boolean;
  density?: 'comfortable' | 'compact';
  cardTemplate?: string;
}) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [sort, setSort] = useState<{ sortBy: string | null; sortDir: SortDirection }>({
    sortBy: null,
    sortDir: 'asc',
  });
  const [query, setQuery] = useState('');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const { rows, total } = useServer(page, perPage, sort.sortBy, sort.sortDir, query);
  return (
    <DataTable
      caption="Penjualan November 2026"
      columns={totals ? withTotals : columns}
      data={rows}
      page={page}
      perPage={perPage}
      total={total}
      onPageChange={({ page: next }) => setPage(next)}
      onPerPageChange={({ perPage: next }) => {
        setPerPage(next);
        setPage(1);
      }}
      {...sort}
      onSortChange={(next) => setSort(next)}
      selectable={selectable}
      density={density}
      cardTemplate={cardTemplate}
      selectedIds={selectedIds}
      onSelectionChange={({ selectedIds: next }) => setSelectedIds(next)}
      toolbar={
        <>
          <TextField
            aria-label="Cari faktur atau pelanggan"
            placeholder="Cari faktur atau pelanggan"
            startAdornment={<Icon name="bx-search" />}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
            style={{ flex: '1 1 16rem', maxWidth: '22rem' }}
          />
          {selectable && selectedIds.length > 0 ? (
            <span style={{ fontSize: '0.8125rem' }}>{formatNumber(selectedIds.length)} dipilih</span>
          ) : null}
          <Button icon="bx-plus" style={{ marginInlineStart: 'auto' }}>
            Tambah penjualan
          </Button>
        </>
      }
      rowActions={(row) => (
        <>
          <IconButton icon="bx-edit" label={`Ubah ${row.invoice}`} variant="text" size="sm" />
          <IconButton icon="bx-trash" label={`Hapus ${row.invoice}`} variant="text" size="sm" />
        </>
      )}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  args: { caption: 'Penjualan', columns: columns as ColumnDef<unknown, unknown>[], data: makeSales(8) },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    loading: false,
    stickyHeader: true,
    cardLayout: true,
    selectable: false,
    page: 1,
    perPage: 10,
    total: 8,
    onPageChange: fn(),
    onPerPageChange: fn(),
    onSortChange: fn(),
  },
};

/** Server-side paging and sorting over 1,234 rows, with search, row actions and a totals row. */
export const Default: Story = {
  tags: ['visual'],
  render: () => <SalesTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Menampilkan 1–10 dari 1.234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(canvas.getByText('Menampilkan 11–20 dari 1.234')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman terakhir' }));
    await expect(canvas.getByText('Menampilkan 1.231–1.234 dari 1.234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman pertama' }));

    const totalHeader = canvas.getByRole('columnheader', { name: /Total/ });
    await userEvent.click(within(totalHeader).getByRole('button'));
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(totalHeader).getByRole('button'));
    await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
    const firstTotal = () => canvas.getAllByRole('row')[1]?.querySelectorAll('td')[5]?.textContent ?? '';
    const largest = firstTotal();
    await userEvent.click(within(totalHeader).getByRole('button'));
    await expect(totalHeader).toHaveAttribute('aria-sort', 'none');
    await expect(firstTotal()).not.toBe(largest);

    await userEvent.selectOptions(canvas.getByLabelText('Baris per halaman'), '25');
    await expect(canvas.getByText('Menampilkan 1–25 dari 1.234')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  render: () => <SalesTable />,
};

export const Search: Story = {
  render: () => <SalesTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cari faktur atau pelanggan' }), 'kantin');
    await expect(canvas.getByText('Menampilkan 1–10 dari 206')).toBeVisible();
  },
};

export const Selection: Story = {
  render: () => <SalesTable selectable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pilih baris 2' }));
    await expect(canvas.getByText('1 dipilih')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' }));
    await expect(canvas.getByText('10 dipilih')).toBeVisible();
  },
};

export const ExpandableRows: Story = {
  args: {
    data: makeSales(5),
    renderExpanded: (row: unknown) => {
      const sale = row as SaleRow;
      return `${sale.invoice}: ${formatNumber(sale.quantity)} × ${sale.product} untuk ${sale.customer}`;
    },
    expandLabel: (row: unknown) => `Rincian ${(row as SaleRow).invoice}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: /^Rincian / });
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/ untuk /)).toBeVisible();
  },
};

export const Loading: Story = { args: { data: [], loading: true, perPage: 5, page: 1, total: 0 } };

export const LoadingMore: Story = {
  name: 'Loading over existing rows',
  args: { loading: true, page: 2, perPage: 8, total: 40 },
};

export const Empty: Story = { args: { data: [] } };

export const EmptyCustom: Story = {
  name: 'Empty (custom message)',
  args: {
    data: [],
    empty: (
      <div style={{ padding: '2rem', textAlign: 'center' }}>
        Tidak ada penjualan pada rentang tanggal ini. Coba ubah filter tanggal.
      </div>
    ),
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { data: [], error: 'Server tidak menjawab. Periksa koneksi internet Anda.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongIndonesianText: Story = {
  args: {
    data: makeSales(3).map((row, i) => ({
      ...row,
      customer:
        i === 0
          ? 'Koperasi Karyawan Rumah Sakit Umum Daerah Kabupaten Banyumas Unit Gizi dan Dapur Pusat'
          : row.customer,
      product: i === 1 ? 'Paket nasi tumpeng mini lengkap dengan ayam ingkung dan urap sayur' : row.product,
    })),
  },
};

const unbroken =
  'koperasi.karyawan.rumah.sakit.umum.daerah.kabupaten.banyumas@contoh-domain-yang-panjang.co.id';

/**
 * Long unbroken values (an email, a code) end in an ellipsis with the full value as a tooltip; on a table that
 * still scrolls sideways the actions column stays in view.
 */
export const LongUnbrokenText: Story = {
  tags: ['visual'],
  decorators: [(Story) => <div style={{ width: '46rem' }}>{Story()}</div>],
  args: {
    data: makeSales(3).map((row, i) => ({
      ...row,
      customer: i === 0 ? unbroken : row.customer,
      invoice:
        i === 1 ? 'INV/2026/11/00002/REVISI-KEDUA-SETELAH-RETUR-BARANG-RUSAK-DARI-GUDANG-UTAMA' : row.invoice,
    })),
    rowActions: (row: unknown) => (
      <>
        <IconButton icon="bx-edit" label={`Ubah ${(row as SaleRow).invoice}`} size="sm" />
        <IconButton icon="bx-trash" label={`Hapus ${(row as SaleRow).invoice}`} size="sm" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByText(unbroken);
    await expect(cell).toHaveAttribute('title', unbroken);
    // Cut, not wrapped or widening the column.
    await expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth);
    const scroller = canvasElement.querySelector('[data-part="scroll"]') as HTMLElement;
    const edge = scroller.getBoundingClientRect().right;
    for (const button of canvas.getAllByRole('button', { name: /^Hapus / })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};

export const LongUnbrokenTextDark: Story = {
  ...LongUnbrokenText,
  name: 'Long unbroken text (dark theme)',
  globals: { theme: 'dark' },
};

/** 10,000 rows in one page: only the visible rows are in the DOM. */
export const ManyRowsVirtualised: Story = {
  args: { data: makeSales(10000), maxHeight: '28rem' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const rendered = () => table.querySelectorAll('tbody tr[data-row]').length;
    await waitFor(() => expect(rendered()).toBeGreaterThan(5));
    await expect(rendered()).toBeLessThan(40);
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const scroller = canvasElement.querySelector('[data-part="scroll"]') as HTMLElement;
    scroller.scrollTop = 49 * 5000;
    await waitFor(() =>
      expect(table.querySelector('tbody tr[data-row]')?.getAttribute('aria-rowindex')).not.toBe('2'),
    );
    await waitFor(() => expect(within(table).getByText('INV/2026/11/05001')).toBeVisible());
  },
};

/** Under 40rem wide each row becomes a card of "label: value" lines. */
export const NarrowScreen: Story = {
  tags: ['visual'],
  decorators: [(Story) => <div style={{ width: '22rem' }}>{Story()}</div>],
  render: () => <SalesTable />,
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getAllByRole('cell')[0] as HTMLElement;
    await expect(getComputedStyle(cell).display).toBe('grid');
  },
};

export const NarrowScreenDark: Story = {
  ...NarrowScreen,
  name: 'Narrow screen (dark theme)',
  globals: { theme: 'dark' },
};

/** The customer column takes the room left and cuts its text; the others keep one line. */
const compactColumns: ColumnDef<SaleRow, unknown>[] = columns.map((column) =>
  'accessorKey' in column && column.accessorKey === 'customer'
    ? { ...column, meta: { truncate: true, grow: true } }
    : column,
);

/** Compact density: half the padding and small buttons, so that about twice as many rows are in view. */
export const Compact: Story = {
  args: {
    columns: compactColumns as ColumnDef<unknown, unknown>[],
    data: makeSales(12),
    density: 'compact',
    selectable: true,
    rowActions: (row) => (
      <IconButton icon="bx-edit" label={`Ubah ${(row as SaleRow).invoice}`} variant="text" size="sm" />
    ),
  },
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll<HTMLElement>('tbody tr[data-row]');
    await expect(rows).toHaveLength(12);
    // One line per row: at most 40 px (a comfortable row with a button is about 49 px).
    for (const row of rows) await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(40);
    const grow = canvasElement.querySelector('td[data-grow]');
    await expect(grow).not.toBeNull();
  },
};

export const CompactDark: Story = { ...Compact, name: 'Compact (dark theme)', globals: { theme: 'dark' } };

const SALE_CARD =
  '"select invoice total" "select customer date" "select product quantity" "select status actions"';

/**
 * A compact card on a narrow screen: the cells in the areas of `cardTemplate`, without labels (a few short lines
 * instead of one "label: value" line per column).
 */
export const CompactCards: Story = {
  decorators: [(Story) => <div style={{ width: '22rem' }}>{Story()}</div>],
  render: () => <SalesTable totals={false} selectable density="compact" cardTemplate={SALE_CARD} />,
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('tbody tr[data-row]');
    await waitFor(() => expect(row && getComputedStyle(row).display).toBe('grid'));
    // Four short lines, not seven "label: value" lines (about 300 px).
    await expect(row!.getBoundingClientRect().height).toBeLessThan(140);
    const total = row!.querySelector<HTMLElement>('td[data-card-area="total"]');
    await expect(total).toHaveAttribute('data-card-end', '');
    await expect(getComputedStyle(total!, '::before').display).toBe('none');
    const invoice = row!.querySelector<HTMLElement>('td[data-card-area="invoice"]');
    await expect(invoice).not.toHaveAttribute('data-card-end');
    // The total shares the invoice's line, at its end.
    await expect(
      Math.abs(total!.getBoundingClientRect().top - invoice!.getBoundingClientRect().top),
    ).toBeLessThan(4);
    await expect(total!.getBoundingClientRect().left).toBeGreaterThan(invoice!.getBoundingClientRect().right);
    await expect(within(row!).getByRole('checkbox')).toBeVisible();
  },
};

export const CompactCardsDark: Story = {
  ...CompactCards,
  name: 'Compact cards (dark theme)',
  globals: { theme: 'dark' },
};
