import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDate, todayIn } from '../../lib/format';
import { PROFILE } from '../../test/businessProfile';
import { failure, success, type MockHandlers } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import AgingReportScreen from './AgingReportScreen';
import { t } from './messages';
import {
  AGING_DATE,
  AGING_SEARCH,
  agingReport,
  emptyAgingReport,
  quietStatement,
  statement,
} from './agingStoryFixtures';

const open = (search = AGING_SEARCH) =>
  renderRoutes([{ path: '/report/aging', element: <AgingReportScreen /> }], `/report/aging${search}`);

const stub = (handlers: MockHandlers = {}) =>
  stubApi({
    reportAging: () => agingReport,
    paymentStatement: ({ body }) => (body.from === '2026-10-01' ? quietStatement : statement),
    businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
    ...handlers,
  });

/** The bodies of the calls of one operation, in order. */
const asked = (api: ReturnType<typeof stubApi>, id: string) =>
  api.calls.filter((c) => c.id === id).map((c) => c.body as Record<string, unknown> | undefined);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** A card's figure by its label, within `scope`. */
const card = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

/** What the screen asks when the URL names no page. */
const FIRST_PAGE = { page: 1, perPage: 50 };

const totalRow = new RegExp(`^${t('reports.totalRow')}`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Umur Piutang', () => {
  it('shows each customer by age, with Piutang and Saldo (its deposit under it), and the totals of every customer above', async () => {
    const api = stub();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: t('reports.agingTitle') })).toBeVisible();
    const table = await screen.findByRole('table', {
      name: t('reports.caption', { title: t('reports.agingTitle'), period: '28 November 2026' }),
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      t('reports.customer'),
      'Belum jatuh tempo',
      '1–7 hari',
      '8–30 hari',
      '31–60 hari',
      '> 60 hari',
      'Piutang',
      'Saldo',
      expect.any(String),
    ]);
    const toko = await within(table).findByRole('row', { name: /Toko Sumber Rejeki/ });
    expect(cellsOf(toko).slice(0, 8)).toEqual([
      'Toko Sumber Rejeki',
      'Rp 2.150.000',
      'Rp 480.000',
      'Rp 1.320.000',
      '–',
      'Rp 3.465.000',
      'Rp 7.415.000',
      'Rp 7.415.000',
    ]);
    // A deposit only: nothing owed, its balance below 0, the deposit under it.
    const deposit = within(table).getByRole('row', { name: /Bakso Pak Kumis/ });
    expect(cellsOf(deposit).slice(6, 8)).toEqual(['Rp 0', '-Rp 250.000titipan Rp 250.000']);
    // The totals of every customer (not of the page: no TOTAL under the rows) are the summary's.
    expect(within(table).queryByRole('row', { name: totalRow })).toBeNull();
    expect(
      [
        'Belum jatuh tempo',
        '1–7 hari',
        '8–30 hari',
        '31–60 hari',
        '> 60 hari',
        'Piutang',
        'Titipan',
        'Saldo',
        t('reports.agingCustomers'),
      ].map((label) => card(label)?.textContent),
    ).toEqual([
      'Rp 4.375.000',
      'Rp 690.000',
      'Rp 1.965.000',
      'Rp 912.500',
      'Rp 3.561.000',
      'Rp 11.503.500',
      'Rp 400.000',
      'Rp 11.103.500',
      '5',
    ]);
    expect(asked(api, 'reportAging')).toEqual([{ date: AGING_DATE, ...FIRST_PAGE }]);
  });

  it('asks for today by default and for the day typed in "Per tanggal"', async () => {
    const api = stub({ reportAging: ({ body }) => ({ ...agingReport, date: body?.date ?? todayIn() }) });
    open('');
    const field = await screen.findByRole('textbox', { name: t('reports.agingDate') });
    expect(field).toHaveValue(formatDate(todayIn()));
    expect(field).toHaveAccessibleDescription(t('reports.agingDateHint'));
    await screen.findByRole('row', { name: /Toko Sumber Rejeki/ });
    const lastYear = addDays(todayIn(), -400);
    await userEvent.clear(field);
    await userEvent.type(
      field,
      `${lastYear.slice(8)}/${lastYear.slice(5, 7)}/${lastYear.slice(0, 4)}{Enter}`,
    );
    await vi.waitFor(() => expect(asked(api, 'reportAging')).toHaveLength(2));
    expect(asked(api, 'reportAging')).toEqual([
      { date: todayIn(), ...FIRST_PAGE },
      { date: lastYear, ...FIRST_PAGE },
    ]);
    expect(await screen.findByText(t('reports.agingAt', { date: formatDate(lastYear) }))).toBeVisible();
  });

  it('searches customers on the server and exports what is on screen', async () => {
    const api = stub({
      reportAging: ({ body }) =>
        body?.search
          ? {
              ...agingReport,
              rows: agingReport.rows.slice(1, 2),
              totals: { ...agingReport.totals, balance: 2_657_500 },
            }
          : agingReport,
      reportAgingExport: () => failure(503, 'Basis data sedang tidak dapat dihubungi.'),
    });
    open();
    await screen.findByRole('row', { name: /Toko Sumber Rejeki/ });
    await userEvent.type(screen.getByRole('searchbox', { name: t('reports.agingSearch') }), 'imas');
    // Sent once the typing stops (300 ms), then answered: a loaded machine takes a while.
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /Toko Sumber Rejeki/ })).toBeNull(), {
      timeout: 5_000,
    });
    expect(await screen.findByRole('row', { name: /Warung Bu Imas/ }, { timeout: 5_000 })).toBeVisible();
    expect(asked(api, 'reportAging').at(-1)).toEqual({ date: AGING_DATE, search: 'imas', ...FIRST_PAGE });
    await userEvent.click(screen.getByRole('button', { name: t('reports.exportXlsx') }));
    expect(await screen.findByText(t('reports.failed'))).toBeVisible();
    expect(asked(api, 'reportAgingExport')).toEqual([{ date: AGING_DATE, search: 'imas', format: 'xlsx' }]);
  });

  it('sorts by > 60 hari on the server, from the first page, and exports in that order', async () => {
    const api = stub();
    open('?date=2026-11-28&page=2');
    await screen.findByRole('row', { name: /Toko Sumber Rejeki/ });
    const header = screen.getByRole('columnheader', { name: '> 60 hari' });
    await userEvent.click(within(header).getByRole('button'));
    await vi.waitFor(() =>
      expect(asked(api, 'reportAging').at(-1)).toMatchObject({ sortBy: 'over60', page: 1 }),
    );
    const dir = asked(api, 'reportAging').at(-1)?.sortDir;
    await userEvent.click(within(header).getByRole('button'));
    await vi.waitFor(() =>
      expect(asked(api, 'reportAging').at(-1)?.sortDir).toBe(dir === 'asc' ? 'desc' : 'asc'),
    );
    expect(asked(api, 'reportAging')[0]).toEqual({ date: AGING_DATE, page: 2, perPage: 50 });
    const sorted = asked(api, 'reportAging').at(-1)!;
    expect(header).toHaveAttribute('aria-sort', sorted.sortDir === 'asc' ? 'ascending' : 'descending');
    await userEvent.click(screen.getByRole('button', { name: t('reports.exportXlsx') }));
    await vi.waitFor(() => expect(asked(api, 'reportAgingExport')).toHaveLength(1));
    expect(asked(api, 'reportAgingExport')[0]).toEqual({
      date: AGING_DATE,
      sortBy: 'over60',
      sortDir: sorted.sortDir,
      format: 'xlsx',
    });
  });

  it('pages on the server: the count and totals are of every customer', async () => {
    const api = stub({
      reportAging: ({ body }) => ({ ...agingReport, total: 120, page: body?.page ?? 1, perPage: 50 }),
    });
    open();
    await screen.findByRole('row', { name: /Toko Sumber Rejeki/ });
    expect(card(t('reports.agingCustomers'))).toHaveTextContent('120');
    await userEvent.click(screen.getByRole('button', { name: /berikutnya|next/i }));
    await vi.waitFor(() => expect(asked(api, 'reportAging').at(-1)).toMatchObject({ page: 2, perPage: 50 }));
  });

  it('says "Tidak ada piutang" when nobody owes, without a TOTAL', async () => {
    stub({ reportAging: () => emptyAgingReport });
    open();
    expect(await screen.findByText('Tidak ada piutang')).toBeVisible();
    expect(screen.queryByRole('row', { name: totalRow })).toBeNull();
    expect(card('Saldo')).toHaveTextContent('Rp 0');
  });

  it("shows the server's refusal of the date on the date field", async () => {
    const message = 'Tanggal tidak boleh setelah hari ini.';
    stub({
      reportAging: () =>
        failure(422, message, { date: [message] }, undefined, {
          code: 'date.afterToday',
          params: { field: 'date' },
        }),
    });
    open();
    const field = await screen.findByRole('textbox', { name: t('reports.agingDate') });
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(message)));
    expect(screen.getByText(t('reports.agingFixDate'))).toBeVisible();
  });

  it('reminds a customer on WhatsApp with the balance and the business name, off without a phone', async () => {
    stub();
    open();
    const toko = await screen.findByRole('row', { name: /Toko Sumber Rejeki/ });
    const link = await within(toko).findByRole('link', {
      name: t('reports.agingRemind', { name: 'Toko Sumber Rejeki' }),
    });
    await vi.waitFor(() => expect(link.getAttribute('href')).toContain(encodeURIComponent('Pawon Bu Sari')));
    const href = link.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/6281231011037?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toContain('Halo Toko Sumber Rejeki');
    expect(text).toContain('per 28 November 2026');
    expect(text).toContain('Rp 7.415.000');
    // A number written without its 0 is Indonesian too.
    const rina = screen.getByRole('row', { name: /Dapur Mama Rina/ });
    expect(within(rina).getByRole('link').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?/);
    const katering = screen.getByRole('row', { name: /Katering Berkah/ });
    expect(within(katering).queryByRole('link')).toBeNull();
    expect(within(katering).getByRole('button', { name: /^Ingatkan Katering/ })).toHaveAccessibleDescription(
      t('reports.agingRemindNoPhone'),
    );
  });

  it("opens a customer's statement for the month to the aging date: opening, entries, closing = Saldo", async () => {
    const api = stub();
    open();
    const toko = await screen.findByRole('row', { name: /Toko Sumber Rejeki/ });
    await userEvent.click(
      within(toko).getByRole('button', { name: t('reports.agingStatement', { name: 'Toko Sumber Rejeki' }) }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('reports.statementOf', { name: 'Toko Sumber Rejeki' }),
    });
    expect(await within(dialog).findByRole('row', { name: /TRX-2611-0093/ })).toBeVisible();
    expect(asked(api, 'paymentStatement')).toEqual([{ customerId: 7, from: '2026-11-01', to: AGING_DATE }]);
    expect(card(t('reports.statementOpening'), dialog)).toHaveTextContent('Rp 5.785.000');
    expect(card(t('reports.statementClosing'), dialog)).toHaveTextContent('Rp 7.415.000');
    expect(card(t('reports.statementDebit'), dialog)).toHaveTextContent('Rp 5.450.000');
    expect(card(t('reports.statementCredit'), dialog)).toHaveTextContent('Rp 3.820.000');
    const reversal = within(dialog).getByRole('row', { name: /Transfer ditolak bank/ });
    expect(cellsOf(reversal)).toEqual([
      '24 Nov 2026',
      'Pembayaran dibatalkan · PAY-41 · Transfer · Transfer ditolak bank',
      'Rp 1.500.000',
      '',
      'Rp 7.465.000',
    ]);
    // The copy that prints: the business heading, the opening and closing lines.
    const paper = document.querySelector('[data-print-root]')!;
    expect(paper).toHaveTextContent('Pawon Bu Sari');
    expect(paper).toHaveTextContent('KARTU PIUTANG');
    expect(paper).toHaveTextContent(/Saldo awal \(1 Nov 2026\)Rp 5\.785\.000/);
    expect(paper).toHaveTextContent(/Saldo akhir \(28 Nov 2026\)Rp 5\.450\.000Rp 3\.820\.000Rp 7\.415\.000/);
    // On an 80 mm receipt: one signed move per entry beside the running balance.
    await userEvent.click(within(dialog).getByRole('combobox', { name: t('reports.statementLayout') }));
    await userEvent.click(await screen.findByRole('option', { name: t('reports.statementLayouts.80mm') }));
    await vi.waitFor(() => expect(paper.firstElementChild).toHaveAttribute('data-layout', '80mm'));
    expect(paper).toHaveTextContent(/27 Nov 2026 · Penjualan · TRX-2611-0093\+Rp 2\.150\.000Rp 7\.415\.000/);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: t('reports.print') }));
    expect(print).toHaveBeenCalledOnce();
    const share = vi.spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(within(dialog).getByRole('button', { name: t('reports.statementShare') }));
    const url = String(share.mock.calls[0]?.[0]);
    expect(url.startsWith('https://wa.me/6281231011037?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1]!)).toContain('Saldo akhir: Rp 7.415.000');
  });

  it('asks the statement again for another period', async () => {
    const api = stub();
    open();
    const toko = await screen.findByRole('row', { name: /Toko Sumber Rejeki/ });
    await userEvent.click(
      within(toko).getByRole('button', { name: t('reports.agingStatement', { name: 'Toko Sumber Rejeki' }) }),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('row', { name: /TRX-2611-0093/ });
    const to = within(dialog).getByRole('textbox', { name: t('reports.statementTo') });
    await userEvent.clear(to);
    await userEvent.type(to, '31/10/2026{Enter}');
    const from = within(dialog).getByRole('textbox', { name: t('reports.statementFrom') });
    await userEvent.clear(from);
    await userEvent.type(from, '01/10/2026{Enter}');
    expect(await within(dialog).findByText(t('reports.statementEmpty'))).toBeVisible();
    expect(asked(api, 'paymentStatement').at(-1)).toEqual({
      customerId: 7,
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(card(t('reports.statementClosing'), dialog)).toHaveTextContent('Rp 5.785.000');
  });
});
