import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, PENDING, type MockHandlers } from '../../test/mockOperations';
import { pageStories } from '../../test/screenStories';
import { t } from './messages';
import {
  emptyValuationReport,
  longValuationReport,
  VALUATION_SEARCH,
  valuationProducts,
  valuationReport,
} from './storyFixtures';
import ValuationReportScreen from './ValuationReportScreen';

const shown = (
  handlers: MockHandlers,
  check: Parameters<typeof pageStories>[2]['check'],
  search = VALUATION_SEARCH,
) =>
  pageStories(t('reports.valuationTitle'), ValuationReportScreen, {
    path: '/report/valuation',
    search,
    handlers,
    check,
  });

const totalRow = new RegExp(`^${t('reports.totalRow')}`);

const stories = shown(
  { reportGetValuation: ({ body }) => (body?.kind === 'product' ? valuationProducts : valuationReport) },
  async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { name: t('reports.valuationTitle'), level: 1 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'Baso Tahu' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('reports.valuationDate') })).toHaveValue(
      '28 November 2026',
    );
    // A raw material by the gram: its cost per gram keeps its decimals.
    await expect(canvas.getByRole('cell', { name: 'Rp 52,5' })).toBeVisible();
    // A subtotal per kind, then the TOTAL of everything.
    await expect(
      canvas.getByRole('cell', { name: t('reports.valuationSubtotal', { kind: 'raw' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Rp 3.928.150' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: totalRow })).toHaveTextContent('Rp 11.653.375');
  },
);

const meta = { ...stories.meta, title: 'Screens/Nilai Persediaan' } satisfies Meta;
export default meta;
export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

/** The kind filter asks the server for products only: their card and the TOTAL, no subtotal. */
export const ProductsOnly = shown(
  { reportGetValuation: ({ body }) => (body?.kind === 'product' ? valuationProducts : valuationReport) },
  async (canvas) => {
    await expect(await canvas.findByRole('cell', { name: 'Kue Talam' })).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: 'Tepung Tapioka' })).toBeNull();
    await expect(
      canvas.queryByRole('cell', { name: t('reports.valuationSubtotal', { kind: 'product' }) }),
    ).toBeNull();
    await expect(canvas.getByRole('row', { name: totalRow })).toHaveTextContent('Rp 6.955.525');
  },
  `${VALUATION_SEARCH}&kind=product`,
).Default;

/** Sorted by value, smallest first (in the browser), and searched: the subtotals step aside while searching. */
export const SortedAndSearched = shown({ reportGetValuation: () => valuationReport }, async (canvas) => {
  await expect(await canvas.findByRole('cell', { name: 'Baso Tahu' })).toBeVisible();
  const header = canvas.getByRole('columnheader', { name: t('reports.value') });
  await userEvent.click(within(header).getByRole('button'));
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
  await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Bawang Putih');
  await userEvent.type(
    canvas.getByRole('searchbox', { name: t('reports.valuationSearch') }),
    'bawang{Enter}',
  );
  await expect(
    await canvas.findByText(
      t('reports.valuationFiltered', { shown: 1, count: valuationReport.datas.length }),
    ),
  ).toBeVisible();
  await expect(canvas.queryByRole('row', { name: totalRow })).toBeNull();
}).Default;

/** 1.200 materials and more than the server answers: the table draws the rows on screen, a note says what is left. */
export const LongList = shown({ reportGetValuation: () => longValuationReport }, async (canvas) => {
  await expect(await canvas.findByRole('cell', { name: 'Bumbu nomor 1200' })).toBeVisible();
  await expect(
    canvas.getByText(t('reports.valuationTruncated', { count: longValuationReport.datas.length })),
  ).toBeVisible();
  await expect(canvas.getByRole('row', { name: totalRow })).toHaveTextContent('Rp 730.405.525');
}).Default;

export const Loading = shown({ reportGetValuation: () => PENDING }, async (canvas) => {
  await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
}).Default;

export const Empty = shown(
  { reportGetValuation: () => emptyValuationReport },
  async (canvas) => {
    await expect(await canvas.findByText(t('reports.valuationEmpty'))).toBeVisible();
    await expect(canvas.queryByRole('row', { name: totalRow })).toBeNull();
  },
  '?date=2026-01-02',
).Default;

export const Error = shown(
  {
    reportGetValuation: () =>
      failure(503, 'Basis data sedang tidak dapat dihubungi.', undefined, undefined, {
        code: 'server.unavailable',
      }),
  },
  async (canvas) => {
    await expect(await canvas.findByText(/Basis data sedang tidak dapat dihubungi/)).toBeVisible();
  },
).Default;

/** A day after the server's today: its refusal sits on the date field. */
export const DateAfterToday = shown(
  {
    reportGetValuation: () =>
      failure(
        422,
        'Tanggal tidak boleh setelah hari ini.',
        { date: ['Tanggal tidak boleh setelah hari ini.'] },
        undefined,
        {
          code: 'date.afterToday',
          params: { field: 'date' },
        },
      ),
  },
  async (canvas) => {
    const field = await canvas.findByRole('textbox', { name: t('reports.valuationDate') });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(/Tanggal tidak boleh setelah hari ini/);
    await expect(canvas.getByText(t('reports.valuationFixDate'))).toBeVisible();
  },
  '?date=2099-01-01',
).Default;
