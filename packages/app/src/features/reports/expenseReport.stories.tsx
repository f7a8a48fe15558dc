import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failure, PENDING, type MockHandlers } from '../../test/mockOperations';
import { pageStories } from '../../test/screenStories';
import ExpenseReportScreen from './ExpenseReportScreen';
import { t } from './messages';
import { emptyExpenseReport, expenseReport, LOADING_SEARCH, SEARCH } from './storyFixtures';

const shown = (handlers: MockHandlers, check: Parameters<typeof pageStories>[2]['check'], search = SEARCH) =>
  pageStories(t('reports.expensesTitle'), ExpenseReportScreen, {
    path: '/report/expenses',
    search,
    handlers,
    check,
  });

const stories = shown({ reportGetExpenses: () => expenseReport }, async (canvas) => {
  await expect(
    await canvas.findByRole('heading', { name: t('reports.expensesTitle'), level: 1 }),
  ).toBeVisible();
  await expect(await canvas.findByRole('cell', { name: /Tepung Tapioka/ })).toBeVisible();
  await expect(canvas.getAllByText('Rp 550.000').length).toBeGreaterThan(0);
  // The purchases' TOTAL, the vendors' (bought and paid), then the stock corrections' own.
  await expect(canvas.getAllByRole('cell', { name: t('reports.totalRow') })).toHaveLength(3);
  // The purchases' total, and the same money as the vendors' bought.
  await expect(canvas.getAllByRole('cell', { name: 'Rp 550.000' })).toHaveLength(2);
  await expect(
    await canvas.findByRole('img', { name: t('reports.expenseChartTitle') }, { timeout: 10_000 }),
  ).toBeVisible();
  // Paid beside bought, per vendor, with the totals of both.
  await expect(canvas.getByText(t('reports.paidToVendors'))).toBeVisible();
  await expect(canvas.getAllByText('Rp 425.000').length).toBeGreaterThan(0);
  const vendors = await canvas.findByRole('table', { name: new RegExp(t('reports.vendorsTitle')) });
  await expect(within(vendors).getByRole('row', { name: /UD Telur Makmur/ })).toHaveTextContent(
    'UD Telur Makmur0Rp 01Rp 125.000',
  );
  await expect(within(vendors).getAllByRole('row').at(-1)).toHaveTextContent('TOTAL2Rp 550.0003Rp 425.000');
  // Opening stock is a stock correction, apart from the purchases and outside their total.
  await expect(canvas.getByRole('heading', { name: t('reports.corrections') })).toBeVisible();
  await expect(canvas.getByRole('cell', { name: /Gula Merah/ })).toBeVisible();
  await expect(canvas.getAllByText('Rp 90.000').length).toBeGreaterThan(0);
});

const meta = { ...stories.meta, title: 'Screens/Laporan Pengeluaran' } satisfies Meta;
export default meta;
export const Filled = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;
export const Loading = shown(
  { reportGetExpenses: () => PENDING },
  async (canvas) => {
    await expect(await canvas.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    // Its own period: the answer that never comes stays in the report cache under this request only.
  },
  LOADING_SEARCH,
).Default;
export const Empty = shown({ reportGetExpenses: () => emptyExpenseReport }, async (canvas) => {
  await expect(await canvas.findByText(t('reports.empty'))).toBeVisible();
  await expect(await canvas.findByText(t('reports.vendorsEmpty'))).toBeVisible();
}).Default;
export const Error = shown(
  {
    reportGetExpenses: () =>
      failure(503, 'Basis data sedang tidak dapat dihubungi.', undefined, undefined, {
        code: 'server.unavailable',
      }),
  },
  async (canvas) => {
    await expect(await canvas.findByText(/Basis data sedang tidak dapat dihubungi/)).toBeVisible();
  },
).Default;
