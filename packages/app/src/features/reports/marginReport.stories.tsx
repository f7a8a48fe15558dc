import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failure, PENDING, type MockHandlers } from '../../test/mockOperations';
import { pageStories } from '../../test/screenStories';
import MarginReportScreen from './MarginReportScreen';
import { t } from './messages';
import {
  emptyMarginReport,
  LOADING_SEARCH,
  marginByDay,
  marginReport,
  marginTruncated,
  SEARCH,
} from './storyFixtures';

const shown = (handlers: MockHandlers, check: Parameters<typeof pageStories>[2]['check'], search = SEARCH) =>
  pageStories(t('reports.marginTitle'), MarginReportScreen, {
    path: '/report/margin',
    search,
    handlers,
    check,
  });

const stories = shown({ reportGetMargin: () => marginReport }, async (canvas) => {
  await expect(
    await canvas.findByRole('heading', { name: t('reports.marginTitle'), level: 1 }),
  ).toBeVisible();
  await expect(await canvas.findByRole('cell', { name: 'BTY Baso Tahu' })).toBeVisible();
  // Sold below cost: said in words beside the name, not by colour alone.
  await expect(canvas.getByRole('cell', { name: `KTL Kue Talam ${t('reports.belowCost')}` })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: '-Rp 162.500' })).toBeVisible();
  await expect(canvas.getByText(t('reports.belowCostCount', { by: 'product' }))).toBeVisible();
  // The packs are in no product row: their own line, then the TOTAL of everything.
  await expect(canvas.getByRole('cell', { name: t('reports.packs') })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: 'Rp 164.000' })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: t('reports.totalRow') })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: 'Rp 18.262.000' })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: '32,6%' })).toBeVisible();
  await expect(
    await canvas.findByRole(
      'img',
      { name: t('reports.marginChartTitle', { by: 'product' }) },
      { timeout: 10_000 },
    ),
  ).toBeVisible();
});

const meta = { ...stories.meta, title: 'Screens/Laporan Laba Kotor' } satisfies Meta;
export default meta;
export const PerProduct = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;
export const PerDay = shown(
  { reportGetMargin: ({ body }) => (body.by === 'period' ? marginByDay : marginReport) },
  async (canvas) => {
    await expect(await canvas.findByRole('cell', { name: 'Senin, 2 Nov 2026' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: t('reports.orders') })).toBeVisible();
    await expect(
      canvas.getByRole('cell', { name: `Senin, 16 Nov 2026 ${t('reports.belowCost')}` }),
    ).toBeVisible();
    // No packs line per period: each day's revenue and cost hold its packs already.
    await expect(canvas.queryByRole('cell', { name: t('reports.packs') })).toBeNull();
    await expect(canvas.getByRole('cell', { name: 'Rp 18.262.000' })).toBeVisible();
    await expect(
      await canvas.findByRole(
        'img',
        { name: t('reports.marginTimeTitle', { grain: 'day' }) },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
  `${SEARCH}&by=period`,
).Default;
export const Truncated = shown({ reportGetMargin: () => marginTruncated }, async (canvas) => {
  await expect(
    await canvas.findByText(t('reports.truncated', { count: marginTruncated.datas.length })),
  ).toBeVisible();
}).Default;
export const Loading = shown(
  { reportGetMargin: () => PENDING },
  async (canvas) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    // Its own period: the answer that never comes stays in the report cache under this request only.
  },
  LOADING_SEARCH,
).Default;
export const Empty = shown({ reportGetMargin: () => emptyMarginReport }, async (canvas) => {
  await expect(await canvas.findByText(t('reports.marginEmpty'))).toBeVisible();
  await expect(canvas.queryByText(t('reports.belowCostCount', { by: 'product' }))).toBeNull();
}).Default;
export const Error = shown(
  {
    reportGetMargin: () =>
      failure(503, 'Basis data sedang tidak dapat dihubungi.', undefined, undefined, {
        code: 'server.unavailable',
      }),
  },
  async (canvas) => {
    await expect(await canvas.findByText(/Basis data sedang tidak dapat dihubungi/)).toBeVisible();
  },
).Default;
