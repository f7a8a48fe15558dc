import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import MarginReportScreen from './MarginReportScreen';
import { t } from './messages';
import { emptyMarginReport, marginByDay, marginReport, marginTruncated, SEARCH } from './storyFixtures';

const open = (search = SEARCH) =>
  renderRoutes([{ path: '/report/margin', element: <MarginReportScreen /> }], `/report/margin${search}`);

const NOVEMBER = { dateFrom: '2026-11-01', dateTo: '2026-11-30' };

/** The bodies of the margin report's requests, in order. */
const asked = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.id === 'reportGetMargin').map((c) => c.body);

// jsdom draws no canvas: here the chart is its title and labels (the stories draw it in a browser).
vi.mock('./ReportChart', () => ({
  default: ({ title, labels }: { title: string; labels: readonly string[] }) => (
    <figure role="img" aria-label={title}>
      {labels.join(', ')}
    </figure>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Laporan Laba Kotor', () => {
  it('lists the products of the period with the packs and the TOTAL under them, a loss flagged in words', async () => {
    const api = stubApi({ reportGetMargin: () => marginReport });
    open();
    const table = await screen.findByRole('table');
    const talam = await within(table).findByRole('row', { name: /KTL Kue Talam/ });
    expect(within(talam).getByText(t('reports.belowCost'))).toBeVisible();
    expect(within(talam).getByRole('cell', { name: '12,5 kg' })).toBeVisible();
    expect(within(talam).getByRole('cell', { name: '-Rp 162.500' })).toBeVisible();
    expect(within(talam).getByRole('cell', { name: '-14,4%' })).toBeVisible();
    // A row that made money carries no flag.
    const baso = within(table).getByRole('row', { name: /BTY Baso Tahu/ });
    expect(within(baso).queryByText(t('reports.belowCost'))).toBeNull();
    // Packs: Rp 412.000 sold, Rp 248.000 cost, so Rp 164.000 margin at 39,8 %; then the server's TOTAL.
    const packs = within(table).getByRole('row', {
      name: new RegExp(`^${t('reports.packs').replace(/[()]/g, '\\$&')}`),
    });
    expect(
      within(packs)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([t('reports.packs'), '', 'Rp 412.000', 'Rp 248.000', 'Rp 164.000', '39,8%']);
    const total = within(table).getByRole('row', { name: new RegExp(`^${t('reports.totalRow')}`) });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([t('reports.totalRow'), '', 'Rp 18.262.000', 'Rp 12.309.500', 'Rp 5.952.500', '32,6%']);
    expect(
      screen.getByText(t('reports.belowCostCount', { by: 'product' })).nextElementSibling,
    ).toHaveTextContent('1');
    expect(screen.queryByText(t('reports.truncated', { count: 3 }))).toBeNull();
    expect(asked(api)).toEqual([{ by: 'product', ...NOVEMBER }]);
  });

  it('says which orders are not in the report yet: their fresh lines wait for packing (issue 37)', async () => {
    stubApi({ reportGetMargin: () => marginReport });
    open();
    const note = await screen.findByRole('note');
    expect(screen.getByText(t('reports.openTotal')).nextElementSibling).toHaveTextContent(
      '2 pesanan · Rp 240.000',
    );
    expect(note).toHaveTextContent(
      'Belum dikemas: 2 pesanan, Rp 240.000 belum masuk laporan. Baris segar dihitung bersama HPP-nya setelah pesanan dikemas.',
    );
  });

  it('shows a period whose returns outweigh its sales: negative figures as they are, no margin % (issue 35)', async () => {
    const afterReturns: typeof marginReport = {
      ...marginReport,
      datas: [
        {
          // 1 sold and 10 written off: less revenue than nothing, the cost of the one sold.
          key: '4',
          label: 'BTS1 Bakso Batas',
          code: 'BTS1',
          unit: 'pcs',
          qty: -9,
          revenue: -67_500,
          cost: 3_375,
          margin: -70_875,
          marginPct: null,
          belowCost: true,
        },
        {
          // 3 sold; 2 of an earlier order, made by a costlier run, back into its batch: more cost back than sold.
          key: '5',
          label: 'BTS2 Batagor Batas',
          code: 'BTS2',
          unit: 'pcs',
          qty: 1,
          revenue: 3_500,
          cost: -8_375,
          margin: 11_875,
          marginPct: 339.3,
          belowCost: false,
        },
      ],
      totals: {
        revenue: -64_000,
        cost: -5_000,
        margin: -59_000,
        marginPct: null,
        packaging: 0,
        packCost: 0,
        belowCost: 1,
        open: { orders: 0, lines: 0, revenue: 0 },
      },
    };
    stubApi({ reportGetMargin: () => afterReturns });
    open();
    const table = await screen.findByRole('table');
    await within(table).findByRole('row', { name: /BTS1 Bakso Batas/ });
    // Every line of the period took its stock: nothing is said about orders not packed.
    expect(screen.queryByRole('note')).toBeNull();
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/BTS1 Bakso Batas/)).toEqual([
      `BTS1 Bakso Batas ${t('reports.belowCost')}`,
      '-9 pcs',
      '-Rp 67.500',
      'Rp 3.375',
      '-Rp 70.875',
      '–',
    ]);
    expect(cells(/BTS2 Batagor Batas/)).toEqual([
      'BTS2 Batagor Batas',
      '1 pcs',
      'Rp 3.500',
      '-Rp 8.375',
      'Rp 11.875',
      '339,3%',
    ]);
    expect(cells(new RegExp(`^${t('reports.totalRow')}`))).toEqual([
      t('reports.totalRow'),
      '',
      '-Rp 64.000',
      '-Rp 5.000',
      '-Rp 59.000',
      '–',
    ]);
    expect(screen.getByText(t('reports.revenue'), { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '-Rp 64.000',
    );
    expect(screen.getByText(t('reports.marginPct'), { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '–',
    );
  });

  it('asks the server to sort by the header clicked, ascending, then descending, then in its own order', async () => {
    let release = () => {};
    const byMarginUp = { ...marginReport, datas: [...marginReport.datas].reverse() };
    const api = stubApi({
      reportGetMargin: ({ body }) =>
        body.sortDir === 'asc'
          ? new Promise<typeof marginReport>((resolve) => (release = () => resolve(byMarginUp)))
          : marginReport,
    });
    open();
    const user = userEvent.setup();
    const sortByMargin = async () =>
      user.click(
        within(await screen.findByRole('columnheader', { name: t('reports.margin') })).getByRole('button'),
      );
    const firstRow = () => screen.getAllByRole('row')[1]!;
    expect(
      await screen.findByRole('img', { name: t('reports.marginChartTitle', { by: 'product' }) }),
    ).toHaveTextContent('BTY, SGS, KTL');
    await sortByMargin();
    // While the new order loads, the rows stay (the totals are the same) and the table says it is busy.
    await vi.waitFor(() => expect(asked(api)).toHaveLength(2));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(firstRow()).toHaveTextContent('BTY Baso Tahu');
    release();
    await vi.waitFor(() => expect(firstRow()).toHaveTextContent('KTL Kue Talam'));
    expect(screen.getByRole('columnheader', { name: t('reports.margin') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The chart follows the table's order.
    expect(
      screen.getByRole('img', { name: t('reports.marginChartTitle', { by: 'product' }) }),
    ).toHaveTextContent('KTL, SGS, BTY');
    await sortByMargin();
    await vi.waitFor(() =>
      expect(screen.getByRole('columnheader', { name: t('reports.margin') })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    await sortByMargin();
    // Back to the server's order: the first answer, from the cache.
    await vi.waitFor(() =>
      expect(screen.getByRole('columnheader', { name: t('reports.margin') })).toHaveAttribute(
        'aria-sort',
        'none',
      ),
    );
    expect(asked(api)).toEqual([
      { by: 'product', ...NOVEMBER },
      { by: 'product', ...NOVEMBER, sortBy: 'margin', sortDir: 'asc' },
      { by: 'product', ...NOVEMBER, sortBy: 'margin', sortDir: 'desc' },
    ]);
    // Name and quantity are not sorted by the server.
    expect(
      within(screen.getByRole('columnheader', { name: t('reports.product') })).queryByRole('button'),
    ).toBeNull();
    expect(
      within(screen.getByRole('columnheader', { name: t('reports.qty') })).queryByRole('button'),
    ).toBeNull();
  });

  it('lists customers with their orders, sorted like products, without a packs line', async () => {
    const customers = {
      ...marginReport,
      by: 'customer' as const,
      datas: [
        {
          key: '3',
          label: 'Warung Bu Sari',
          orders: 12,
          revenue: 900_000,
          cost: 600_000,
          margin: 300_000,
          marginPct: 33.3,
        },
      ],
    };
    const api = stubApi({ reportGetMargin: () => customers });
    open(`${SEARCH}&by=customer&sort=revenue&dir=asc`);
    const row = await screen.findByRole('row', { name: /Warung Bu Sari/ });
    expect(within(row).getByRole('cell', { name: '12' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: t('reports.customer') })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: t('reports.revenue') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.queryByRole('cell', { name: t('reports.packs') })).toBeNull();
    expect(screen.getByText(t('reports.belowCostCount', { by: 'customer' }))).toBeVisible();
    expect(asked(api)).toEqual([{ by: 'customer', ...NOVEMBER, sortBy: 'revenue', sortDir: 'asc' }]);
  });

  it('shows a row per day by its weekday, in date order, without sorting or a packs line', async () => {
    const api = stubApi({ reportGetMargin: () => marginByDay });
    open(`${SEARCH}&by=period&sort=margin&dir=asc`);
    expect(await screen.findByRole('cell', { name: 'Senin, 2 Nov 2026' })).toBeVisible();
    expect(screen.getByRole('cell', { name: `Senin, 16 Nov 2026 ${t('reports.belowCost')}` })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: t('reports.orders') })).toBeVisible();
    expect(
      within(screen.getByRole('columnheader', { name: t('reports.margin') })).queryByRole('button'),
    ).toBeNull();
    expect(screen.queryByRole('cell', { name: t('reports.packs') })).toBeNull();
    expect(asked(api)).toEqual([{ by: 'period', ...NOVEMBER }]);
  });

  it('shows a row per month by its name for a long period', async () => {
    const month = { ...marginByDay.datas[0]!, key: '2026-11-01', label: '2026-11-01' };
    stubApi({ reportGetMargin: () => ({ ...marginByDay, grain: 'month', datas: [month] }) });
    open('?period=range&from=2026-10-01&to=2026-12-31&by=period');
    expect(await screen.findByRole('cell', { name: 'November 2026' })).toBeVisible();
  });

  it('says plainly when the server answered only the first rows', async () => {
    stubApi({ reportGetMargin: () => marginTruncated });
    open();
    expect(await screen.findByText(t('reports.truncated', { count: 3 }))).toBeVisible();
  });

  it('says when nothing was sold, without a chart or a TOTAL', async () => {
    stubApi({ reportGetMargin: () => emptyMarginReport });
    open();
    expect(await screen.findByText(t('reports.marginEmpty'))).toBeVisible();
    expect(screen.queryByRole('cell', { name: t('reports.totalRow') })).toBeNull();
    expect(screen.queryByText(t('reports.belowCostCount', { by: 'product' }))).toBeNull();
    // No revenue: no margin % either.
    expect(screen.getByText(t('reports.marginPct'), { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '–',
    );
  });

  it('exports what is on screen: the rows, the filters and the order', async () => {
    const api = stubApi({
      reportGetMargin: () => marginReport,
      reportMarginExport: () => failure(503, 'Basis data sedang tidak dapat dihubungi.'),
    });
    open(`${SEARCH}&payment=paid&sort=marginPct&dir=asc`);
    await screen.findByRole('row', { name: /KTL Kue Talam/ });
    await userEvent.click(screen.getByRole('button', { name: t('reports.exportXlsx') }));
    expect(await screen.findByText(t('reports.failed'))).toBeVisible();
    expect(api.calls.find((c) => c.id === 'reportMarginExport')?.body).toEqual({
      by: 'product',
      ...NOVEMBER,
      payment: 'paid',
      sortBy: 'marginPct',
      sortDir: 'asc',
      format: 'xlsx',
    });
  });
});
