import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, PENDING, type MockHandlers } from '../../test/mockOperations';
import { fitsWidth } from '../../test/fitsWidth';
import { pageStories } from '../../test/screenStories';
import StockAtRiskReportScreen from './StockAtRiskReportScreen';
import { RISK_SEARCH, emptyRiskReport, riskReport } from './stockAtRiskStoryFixtures';
import { t } from './messages';

const shown = (
  handlers: MockHandlers,
  check: Parameters<typeof pageStories>[2]['check'],
  search = RISK_SEARCH,
) =>
  pageStories(t('reports.riskTitle'), StockAtRiskReportScreen, {
    path: '/report/stock-at-risk',
    search,
    handlers,
    check,
  });

const stories = shown({ reportStockAtRisk: () => riskReport }, async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: t('reports.riskTitle'), level: 1 })).toBeVisible();
  await expect(await canvas.findByText('Baso Tahu')).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: t('reports.riskDate') })).toHaveValue('28 November 2026');
  await expect(canvas.getAllByText('Rp 167.660').length).toBeGreaterThan(0);
  // The expired lot stands out: a badge in the theme's danger tone.
  await expect(canvas.getAllByText(t('reports.riskExpired')).length).toBeGreaterThan(0);
  await fitsWidth(
    canvas,
    t('reports.caption', { title: t('reports.riskTitle'), period: '28 November 2026' }),
  );
});

const meta = { ...stories.meta, title: 'Screens/Stok Berisiko' } satisfies Meta;
export default meta;
/**
 * Four rows at the end of 28 November, largest value at risk first: a flour lot (kilograms, to the gram), a batch
 * selling 10 a day with 50 left and 3 days to go (20 at risk), a fish lot expired two days ago (all of it, its badge
 * in the danger tone) and a tray lot unused for 28 days (all of it).
 */
export const Default = stories.Default;
export const Dark = stories.Dark;
/** 390 px: each row a card of its figures; the totals above, in the summary. */
export const Phone = stories.Phone;

/** The server's answer to a sort by expiry, soonest first. */
const byExpiry = {
  ...riskReport,
  rows: [...riskReport.rows].sort((a, b) => a.expiryDate.localeCompare(b.expiryDate)),
};

/** Sorted by expiry date (on the server: the table shows one page of the rows). */
export const SortedByExpiry = shown(
  { reportStockAtRisk: ({ body }) => (body?.sortBy === 'expiryDate' ? byExpiry : riskReport) },
  async (canvas) => {
    await expect(await canvas.findByText('Baso Tahu')).toBeVisible();
    const header = canvas.getByRole('columnheader', { name: t('reports.riskExpiry') });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Ikan Tenggiri'));
  },
).Default;

export const Loading = shown({ reportStockAtRisk: () => PENDING }, async (canvas) => {
  await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
}).Default;

/** Everything will be used in time: "Tidak ada stok berisiko"; the summary says Rp 0. */
export const Empty = shown({ reportStockAtRisk: () => emptyRiskReport }, async (canvas) => {
  await expect(await canvas.findByText(t('reports.riskEmpty'))).toBeVisible();
}).Default;

export const EmptyDark = {
  ...Empty,
  globals: { theme: 'dark' },
} satisfies StoryObj;

export const Error = shown(
  {
    reportStockAtRisk: () =>
      failure(503, 'Basis data sedang tidak dapat dihubungi.', undefined, undefined, {
        code: 'server.unavailable',
      }),
  },
  async (canvas) => {
    await expect(await canvas.findByText(/Basis data sedang tidak dapat dihubungi/)).toBeVisible();
  },
).Default;
