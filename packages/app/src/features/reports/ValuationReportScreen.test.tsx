import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDate, todayIn } from '../../lib/format';
import { failure } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import ValuationReportScreen from './ValuationReportScreen';
import { t } from './messages';
import {
  emptyValuationReport,
  longValuationReport,
  VALUATION_DATE,
  VALUATION_SEARCH,
  valuationProducts,
  valuationReport,
} from './storyFixtures';

const open = (search = VALUATION_SEARCH) =>
  renderRoutes(
    [{ path: '/report/valuation', element: <ValuationReportScreen /> }],
    `/report/valuation${search}`,
  );

/** The bodies of the valuation's requests, in order. */
const asked = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.id === 'reportGetValuation').map((c) => c.body);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** A card's figure by its label. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Nilai Persediaan', () => {
  it('values products and materials at the end of the day, with a subtotal per kind and the TOTAL', async () => {
    const api = stubApi({ reportGetValuation: () => valuationReport });
    open();
    const table = await screen.findByRole('table', {
      name: t('reports.caption', { title: t('reports.valuationTitle'), period: '28 November 2026' }),
    });
    const baso = await within(table).findByRole('row', { name: /Baso Tahu/ });
    expect(cellsOf(baso)).toEqual([
      t('reports.valuationKinds.product'),
      'BTY',
      'Baso Tahu',
      '120',
      '860',
      '980 pcs',
      'Rp 4.700',
      'Rp 4.606.000',
    ]);
    // A material has no code and no fresh or frozen stock; its cost per gram keeps its decimals.
    const ayam = within(table).getByRole('row', { name: /Daging Ayam Fillet/ });
    expect(cellsOf(ayam)).toEqual([
      t('reports.valuationKinds.raw'),
      '',
      'Daging Ayam Fillet',
      '',
      '',
      '42.500 gram',
      'Rp 52,5',
      'Rp 2.231.250',
    ]);
    const subtotal = (kind: 'product' | 'raw' | 'packaging') =>
      cellsOf(
        within(table).getByRole('row', { name: new RegExp(`^${t('reports.valuationSubtotal', { kind })}`) }),
      );
    expect(subtotal('product')).toEqual([
      t('reports.valuationSubtotal', { kind: 'product' }),
      '',
      '',
      '',
      '',
      '',
      '',
      'Rp 6.955.525',
    ]);
    expect(subtotal('raw').at(-1)).toBe('Rp 3.928.150');
    expect(subtotal('packaging').at(-1)).toBe('Rp 769.700');
    const total = within(table).getByRole('row', { name: new RegExp(`^${t('reports.totalRow')}`) });
    expect(cellsOf(total)).toEqual([t('reports.totalRow'), '', '', '', '', '', '', 'Rp 11.653.375']);
    expect(card(t('reports.valuationKinds.product'))).toHaveTextContent('Rp 6.955.525');
    expect(card(t('reports.valuationKinds.raw'))).toHaveTextContent('Rp 3.928.150');
    expect(card(t('reports.valuationKinds.packaging'))).toHaveTextContent('Rp 769.700');
    expect(card(t('reports.total'))).toHaveTextContent('Rp 11.653.375');
    expect(screen.getByText(t('reports.valuationAt', { date: '28 November 2026' }))).toBeVisible();
    expect(asked(api)).toEqual([{ date: VALUATION_DATE }]);
  });

  it('shows a remnant valued a rupiah below 0 (its usages rounded up) with its sign before Rp', async () => {
    const remnant = {
      kind: 'raw' as const,
      id: 9,
      name: 'Garam Halus',
      unit: 'kg' as const,
      qty: 0.1,
      value: -1,
    };
    stubApi({
      reportGetValuation: () => ({
        ...valuationReport,
        datas: [...valuationReport.datas, { ...remnant, unitCost: -10 }],
        totals: { ...valuationReport.totals, raw: 3_928_149, total: 11_653_374 },
      }),
    });
    open();
    const row = await screen.findByRole('row', { name: /Garam Halus/ });
    expect(cellsOf(row)).toEqual([
      t('reports.valuationKinds.raw'),
      '',
      'Garam Halus',
      '',
      '',
      '0,1 kg',
      '-Rp 10',
      '-Rp 1',
    ]);
  });

  it('asks for one kind when it is chosen, without the other kinds or subtotals', async () => {
    const api = stubApi({
      reportGetValuation: ({ body }) => (body?.kind === 'product' ? valuationProducts : valuationReport),
    });
    open();
    await screen.findByRole('row', { name: /Daging Ayam Fillet/ });
    await userEvent.click(screen.getByRole('combobox', { name: t('reports.valuationKind') }));
    await userEvent.click(await screen.findByRole('option', { name: t('reports.valuationKinds.product') }));
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /Daging Ayam Fillet/ })).toBeNull());
    expect(await screen.findByRole('row', { name: /Kue Talam/ })).toBeVisible();
    expect(screen.queryByText(t('reports.valuationKinds.raw'), { selector: 'dt' })).toBeNull();
    expect(card(t('reports.valuationKinds.product'))).toHaveTextContent('Rp 6.955.525');
    // One kind: its subtotal would be the TOTAL again.
    expect(
      screen.queryByRole('row', {
        name: new RegExp(`^${t('reports.valuationSubtotal', { kind: 'product' })}`),
      }),
    ).toBeNull();
    expect(screen.getByRole('row', { name: new RegExp(`^${t('reports.totalRow')}`) })).toHaveTextContent(
      'Rp 6.955.525',
    );
    expect(asked(api)).toEqual([{ date: VALUATION_DATE }, { date: VALUATION_DATE, kind: 'product' }]);
  });

  it('asks for today by default and for the day typed in "Per tanggal"', async () => {
    const api = stubApi({
      reportGetValuation: ({ body }) => ({ ...valuationReport, date: body?.date ?? '' }),
    });
    open('');
    const field = await screen.findByRole('textbox', { name: t('reports.valuationDate') });
    expect(field).toHaveValue(formatDate(todayIn()));
    expect(field).toHaveAccessibleDescription(t('reports.valuationDateHint'));
    await screen.findByRole('row', { name: /Baso Tahu/ });
    const yesterday = addDays(todayIn(), -1);
    await userEvent.clear(field);
    await userEvent.type(
      field,
      `${yesterday.slice(8)}/${yesterday.slice(5, 7)}/${yesterday.slice(0, 4)}{Enter}`,
    );
    await vi.waitFor(() => expect(asked(api)).toHaveLength(2));
    expect(asked(api)).toEqual([{ date: todayIn() }, { date: yesterday }]);
    expect(await screen.findByText(t('reports.valuationAt', { date: formatDate(yesterday) }))).toBeVisible();
  });

  it("shows the server's refusal of the date on the date field", async () => {
    const message = 'Tanggal tidak boleh setelah hari ini.';
    stubApi({
      reportGetValuation: () =>
        failure(422, message, { date: [message] }, undefined, {
          code: 'date.afterToday',
          params: { field: 'date' },
        }),
    });
    open('?date=2099-01-01');
    const field = await screen.findByRole('textbox', { name: t('reports.valuationDate') });
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(message)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // The table says where to look, without a retry that would be refused again.
    expect(screen.getByText(t('reports.valuationFixDate'))).toBeVisible();
    expect(screen.queryByRole('button', { name: /Coba lagi/ })).toBeNull();
    expect(card(t('reports.total'))).toHaveTextContent('–');
  });

  it('offers a retry when the report could not be loaded', async () => {
    stubApi({ reportGetValuation: () => failure(503, 'Basis data sedang tidak dapat dihubungi.') });
    open();
    expect(await screen.findByText(/Basis data sedang tidak dapat dihubungi/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeVisible();
  });

  it('says when nothing was on hand that day, without subtotals or a TOTAL', async () => {
    stubApi({ reportGetValuation: () => emptyValuationReport });
    open();
    expect(await screen.findByText(t('reports.valuationEmpty'))).toBeVisible();
    expect(screen.queryByRole('row', { name: new RegExp(`^${t('reports.totalRow')}`) })).toBeNull();
    expect(card(t('reports.total'))).toHaveTextContent('Rp 0');
  });

  it('sorts by a column in the browser, the subtotals staying under the rows', async () => {
    const api = stubApi({ reportGetValuation: () => valuationReport });
    open();
    await screen.findByRole('row', { name: /Baso Tahu/ });
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: t('reports.value') })).getByRole('button'),
    );
    expect(screen.getByRole('columnheader', { name: t('reports.value') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names().slice(0, 3)).toEqual(['Bawang Putih', 'Mika Kotak Sedang', 'Plastik Vakum 20x30']);
    expect(names().slice(8)).toEqual(['', '', '', '']);
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: t('reports.name') })).getByRole('button'),
    );
    expect(names().slice(0, 3)).toEqual(['Baso Tahu', 'Bawang Putih', 'Daging Ayam Fillet']);
    // Sorted here: one request only.
    expect(asked(api)).toHaveLength(1);
  });

  it('finds rows by name or code, and says the totals still count everything', async () => {
    stubApi({ reportGetValuation: () => valuationReport });
    open(`${VALUATION_SEARCH}&q=ktl`);
    expect(await screen.findByRole('row', { name: /Kue Talam/ })).toBeVisible();
    expect(screen.queryByRole('row', { name: /Baso Tahu/ })).toBeNull();
    expect(screen.queryByRole('row', { name: new RegExp(`^${t('reports.totalRow')}`) })).toBeNull();
    expect(screen.getByText(t('reports.valuationFiltered', { shown: 1, count: 8 }))).toBeVisible();
    const search = screen.getByRole('searchbox', { name: t('reports.valuationSearch') });
    await userEvent.clear(search);
    await userEvent.type(search, 'tidak ada{Enter}');
    expect(await screen.findByText(t('reports.valuationNoMatch'))).toBeVisible();
  });

  it('says plainly when the server answered only the first rows', async () => {
    stubApi({ reportGetValuation: () => longValuationReport });
    open();
    expect(
      await screen.findByText(t('reports.valuationTruncated', { count: longValuationReport.datas.length })),
    ).toBeVisible();
    expect(card(t('reports.total'))).toHaveTextContent('Rp 730.405.525');
  });

  it('exports the day and kind on screen', async () => {
    const api = stubApi({
      reportGetValuation: () => valuationProducts,
      reportValuationExport: () => failure(503, 'Basis data sedang tidak dapat dihubungi.'),
    });
    open(`${VALUATION_SEARCH}&kind=product`);
    await screen.findByRole('row', { name: /Kue Talam/ });
    await userEvent.click(screen.getByRole('button', { name: t('reports.exportXlsx') }));
    expect(await screen.findByText(t('reports.failed'))).toBeVisible();
    expect(api.calls.find((c) => c.id === 'reportValuationExport')?.body).toEqual({
      date: VALUATION_DATE,
      kind: 'product',
      format: 'xlsx',
    });
  });
});
