import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failure, PENDING, type MockHandlers } from '../../test/mockOperations';
import { pageStories } from '../../test/screenStories';
import { t } from './messages';
import SalesReportScreen from './SalesReportScreen';
import { emptySalesReport, LOADING_SEARCH, salesReport, SEARCH } from './storyFixtures';

const shown = (handlers: MockHandlers, check: Parameters<typeof pageStories>[2]['check'], search = SEARCH) =>
  pageStories(t('reports.salesTitle'), SalesReportScreen, {
    path: '/report',
    search,
    handlers,
    check,
  });

const stories = shown({ reportGetReport: () => salesReport }, async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: t('reports.salesTitle'), level: 1 })).toBeVisible();
  await expect(await canvas.findByRole('cell', { name: 'Kue Talam' })).toBeVisible();
  // The TOTAL row under the table carries the server's totals.
  await expect(canvas.getByRole('cell', { name: t('reports.totalRow') })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: 'Rp 17.850.000' })).toBeVisible();
  await expect(canvas.getByText('Rp 18.892.000')).toBeVisible();
  // A return is its own row, marked and negative.
  await expect(
    canvas.getByRole('cell', { name: t('reports.returned', { what: t('reports.buckets.frozen') }) }),
  ).toBeVisible();
  await expect(
    await canvas.findByRole('img', { name: t('reports.chartTitle') }, { timeout: 5000 }),
  ).toBeVisible();
});

const meta = { ...stories.meta, title: 'Screens/Laporan Penjualan' } satisfies Meta;
export default meta;
export const Filled = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;
export const Loading = shown(
  { reportGetReport: () => PENDING },
  async (canvas) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    // Its own period: the answer that never comes stays in the report cache under this request only.
  },
  LOADING_SEARCH,
).Default;
export const Empty = shown({ reportGetReport: () => emptySalesReport }, async (canvas) => {
  await expect(await canvas.findByText(t('reports.empty'))).toBeVisible();
}).Default;
export const Error = shown(
  {
    reportGetReport: () =>
      failure(503, 'Basis data sedang tidak dapat dihubungi.', undefined, undefined, {
        code: 'server.unavailable',
      }),
  },
  async (canvas) => {
    await expect(await canvas.findByText(/Basis data sedang tidak dapat dihubungi/)).toBeVisible();
  },
).Default;
