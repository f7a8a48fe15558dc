import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, todayIn } from '../../lib/format';
import { failure, type MockHandlers } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import StockAtRiskReportScreen from './StockAtRiskReportScreen';
import { t } from './messages';
import { RISK_DATE, RISK_SEARCH, emptyRiskReport, riskReport } from './stockAtRiskStoryFixtures';

const open = (search = RISK_SEARCH) =>
  renderRoutes(
    [{ path: '/report/stock-at-risk', element: <StockAtRiskReportScreen /> }],
    `/report/stock-at-risk${search}`,
  );

const stub = (handlers: MockHandlers = {}) => stubApi({ reportStockAtRisk: () => riskReport, ...handlers });

/** The bodies of the calls of one operation, in order. */
const asked = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.id === 'reportStockAtRisk').map((c) => c.body as Record<string, unknown>);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** A card's figure by its label. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

const FIRST_PAGE = { page: 1, perPage: 50 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Stok Berisiko', () => {
  it('shows each batch and lot at risk, the expired ones marked, and the totals of every row above', async () => {
    const api = stub();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: t('reports.riskTitle') })).toBeVisible();
    const table = await screen.findByRole('table', {
      name: t('reports.caption', { title: t('reports.riskTitle'), period: '28 November 2026' }),
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Jenis',
      'Nama',
      'Batch/lot',
      'Tgl. kedaluwarsa',
      'Sisa hari',
      'Jumlah',
      'Pemakaian/hari',
      'Jumlah berisiko',
      'Nilai berisiko',
    ]);
    const baso = await within(table).findByRole('row', { name: /Baso Tahu/ });
    expect(cellsOf(baso)).toEqual([
      'Produk',
      'Baso Tahu',
      'Batch #412',
      '1 Des 2026',
      '3 hari',
      '50 pcs',
      '10 pcscukup 5 hari',
      '20 pcs',
      'Rp 43.010',
    ]);
    expect(cellsOf(within(table).getByRole('row', { name: /Tepung Tapioka/ }))).toEqual([
      'Bahan baku',
      'Tepung Tapioka',
      'TPK-2611',
      '3 Des 2026',
      '5 hari',
      '7 kg',
      '0,107 kgcukup 65,3 hari',
      '6,465 kg',
      'Rp 64.650',
    ]);
    // Expired: a badge instead of the days left; all of it at risk. A lot without a code is known by its number.
    const fish = within(table).getByRole('row', { name: /Ikan Tenggiri/ });
    expect(within(fish).getByText(t('reports.riskExpired'))).toBeVisible();
    expect(cellsOf(fish).slice(2, 5)).toEqual(['Lot #57', '26 Nov 2026', 'Kedaluwarsa2 hari lalu']);
    // Unused for 28 days: never covered.
    expect(cellsOf(within(table).getByRole('row', { name: /Mika/ })).slice(0, 1)).toEqual(['Bahan kemasan']);
    expect(within(table).getByRole('row', { name: /Mika/ })).toHaveTextContent('tidak dipakai 28 hari');
    expect(card(t('reports.riskValue'))).toHaveTextContent('Rp 167.660');
    expect(card(t('reports.riskRows'))).toHaveTextContent('4');
    expect(card(t('reports.riskExpiredValue'))).toHaveTextContent('Rp 30.000 (1 batch/lot)');
    expect(asked(api)).toEqual([{ date: RISK_DATE, ...FIRST_PAGE }]);
  });

  it('asks for today by default', async () => {
    const api = stub({ reportStockAtRisk: ({ body }) => ({ ...riskReport, date: body?.date ?? todayIn() }) });
    open('');
    const field = await screen.findByRole('textbox', { name: t('reports.riskDate') });
    expect(field).toHaveValue(formatDate(todayIn()));
    await screen.findByRole('row', { name: /Baso Tahu/ });
    expect(asked(api)).toEqual([{ date: todayIn(), ...FIRST_PAGE }]);
  });

  it('filters by kind, searches and sorts on the server, each from the first page', async () => {
    const api = stub();
    open(`${RISK_SEARCH}&page=2`);
    await screen.findByRole('row', { name: /Baso Tahu/ });
    expect(asked(api)[0]).toEqual({ date: RISK_DATE, page: 2, perPage: 50 });
    const header = screen.getByRole('columnheader', { name: 'Tgl. kedaluwarsa' });
    await userEvent.click(within(header).getByRole('button'));
    await vi.waitFor(() =>
      expect(asked(api).at(-1)).toEqual({
        date: RISK_DATE,
        sortBy: 'expiryDate',
        sortDir: 'asc',
        ...FIRST_PAGE,
      }),
    );
    // Only these three sort (the server sorts by them).
    expect(within(screen.getByRole('columnheader', { name: 'Jumlah' })).queryByRole('button')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: t('reports.riskSearch') }), 'tepung');
    await vi.waitFor(() => expect(asked(api).at(-1)).toMatchObject({ search: 'tepung', page: 1 }), {
      timeout: 5_000,
    });
    await userEvent.click(screen.getByRole('combobox', { name: t('reports.riskKind') }));
    await userEvent.click(await screen.findByRole('option', { name: t('reports.riskKinds.material') }));
    await vi.waitFor(() => expect(asked(api).at(-1)).toMatchObject({ kind: 'material', search: 'tepung' }));
  });

  it('pages on the server: the count and totals are of every row', async () => {
    const api = stub({
      reportStockAtRisk: ({ body }) => ({ ...riskReport, total: 120, page: body?.page ?? 1, perPage: 50 }),
    });
    open();
    await screen.findByRole('row', { name: /Baso Tahu/ });
    expect(card(t('reports.riskRows'))).toHaveTextContent('120');
    await userEvent.click(screen.getByRole('button', { name: /berikutnya|next/i }));
    await vi.waitFor(() => expect(asked(api).at(-1)).toMatchObject({ page: 2, perPage: 50 }));
  });

  it('says "Tidak ada stok berisiko" when everything will be used in time', async () => {
    stub({ reportStockAtRisk: () => emptyRiskReport });
    open();
    expect(await screen.findByText('Tidak ada stok berisiko')).toBeVisible();
    expect(card(t('reports.riskValue'))).toHaveTextContent('Rp 0');
  });

  it("shows the server's refusal of the date on the date field", async () => {
    const message = 'Tanggal tidak boleh setelah hari ini.';
    stub({
      reportStockAtRisk: () =>
        failure(422, message, { date: [message] }, undefined, {
          code: 'date.afterToday',
          params: { field: 'date' },
        }),
    });
    open();
    const field = await screen.findByRole('textbox', { name: t('reports.riskDate') });
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(message)));
    expect(screen.getByText(t('reports.riskFixDate'))).toBeVisible();
  });
});
