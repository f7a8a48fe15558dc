import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ColumnDef } from '@pawon/ui';
import { formatDate, formatRupiah } from '../format';
import { screenDecorator } from '../../test/screenStories';
import { fitsWidth } from '../../test/fitsWidth';
import { PagedReport, type PagedReportQuery } from './PagedReport';
import { usePagedReportParams } from './usePagedReportParams';

interface ExampleRow {
  id: number;
  name: string;
  amount: number;
}

/** The words of the example report (the story's own: a feature gives its catalogue's). */
const TEXTS = {
  dateLabel: 'Per tanggal',
  dateHint: 'Akhir hari',
  searchLabel: 'Cari',
  searchPlaceholder: 'Nama',
  totalsTitle: 'Jumlah',
  caption: 'Contoh laporan',
  name: 'Nama',
  amount: 'Nilai',
  total: 'Baris',
  emptyTitle: 'Tidak ada data',
  emptyText: 'Tidak ada yang tercatat pada hari itu.',
  noMatchTitle: 'Tidak ditemukan',
  noMatchText: 'Tidak ada yang cocok dengan pencarian.',
  failed: 'Basis data sedang tidak dapat dihubungi.',
};

interface ExampleArgs {
  /** The server's rows for the day (the story searches them as the server would). */
  rows: ExampleRow[];
  /** The query's state. */
  state: 'answered' | 'loading' | 'failed';
  texts: typeof TEXTS;
}

/** A report of a name and an amount per row, answered from `rows` (searched by name, one page). */
function ExampleReport({ rows, state, texts }: ExampleArgs) {
  const params = usePagedReportParams({ sorts: ['name', 'amount'], ascending: ['name'] });
  const found = rows.filter((r) => r.name.toLowerCase().includes(params.search.toLowerCase()));
  const report: PagedReportQuery<ExampleRow> = {
    data:
      state === 'answered'
        ? { date: params.date, rows: found.slice(0, params.perPage), total: found.length, page: 1 }
        : undefined,
    isPending: state === 'loading',
    isLoadingError: state === 'failed',
    error: state === 'failed' ? new Error(texts.failed) : null,
    refetch: () => undefined,
  };
  const columns = useMemo(
    (): ColumnDef<ExampleRow, unknown>[] => [
      { id: 'name', accessorFn: (r) => r.name, header: texts.name, meta: { grow: true } },
      {
        id: 'amount',
        accessorFn: (r) => r.amount,
        header: texts.amount,
        cell: ({ row }) => formatRupiah(row.original.amount),
        meta: { align: 'end', nowrap: true },
      },
    ],
    [texts],
  );
  return (
    <PagedReport<ExampleRow>
      params={params}
      report={report}
      idPrefix="example"
      dateField={{ label: texts.dateLabel, hint: texts.dateHint }}
      searchField={{ label: texts.searchLabel, placeholder: texts.searchPlaceholder }}
      totals={{
        title: texts.totalsTitle,
        subtitle: formatDate(params.date),
        content: `${texts.total}: ${report.data?.total ?? '…'}`,
      }}
      caption={texts.caption}
      columns={columns}
      getRowId={(row) => String(row.id)}
      empty={{ title: texts.emptyTitle, text: texts.emptyText }}
      noMatch={{ title: texts.noMatchTitle, text: texts.noMatchText }}
    />
  );
}

/**
 * The frame of the paged reports (Umur piutang, Umur hutang, Stok berisiko): filters (the date, the search), the
 * totals, one page of rows sorted and paged through the URL, and the loading, error and empty states.
 */
const meta = {
  title: 'App/Paged report',
  component: ExampleReport,
  args: {
    rows: [
      { id: 1, name: 'Toko Sumber Rejeki', amount: 7_415_000 },
      { id: 2, name: 'Warung Bu Imas', amount: 2_657_500 },
      { id: 3, name: 'Dapur Mama Rina', amount: 96_000 },
    ],
    state: 'answered',
    texts: TEXTS,
  },
  decorators: [screenDecorator({ path: '/report/example', search: '?date=2026-11-28', handlers: {} })],
} satisfies Meta<typeof ExampleReport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The day from the URL, the rows and their totals; the table fits the app's 1366 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: TEXTS.dateLabel })).toHaveValue('28 November 2026');
    await expect(canvas.getByText('Warung Bu Imas')).toBeVisible();
    await expect(canvas.getByText(`${TEXTS.total}: 3`)).toBeVisible();
    await fitsWidth(canvas, TEXTS.caption);
  },
};

/** A search that finds nothing says so (not "nothing that day"). */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: TEXTS.searchLabel }), 'zzz');
    await expect(await canvas.findByRole('heading', { name: TEXTS.noMatchTitle })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: TEXTS.emptyTitle })).toBeVisible();
  },
};

/** The query failed: the error in the table, with a retry. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(TEXTS.failed)).toBeVisible());
    await expect(within(canvasElement).getByRole('button', { name: /Coba lagi/ })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
