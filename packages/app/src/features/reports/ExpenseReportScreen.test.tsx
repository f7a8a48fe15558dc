import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import ExpenseReportScreen from './ExpenseReportScreen';
import { t } from './messages';
import { emptyExpenseReport, expenseReport, SEARCH } from './storyFixtures';

const open = () =>
  renderRoutes([{ path: '/report/expenses', element: <ExpenseReportScreen /> }], `/report/expenses${SEARCH}`);

/** A card's figure by its label. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Laporan Pengeluaran: paid beside bought', () => {
  it('shows per vendor what was bought and what was paid, with the totals of both', async () => {
    stubApi({ reportGetExpenses: () => expenseReport });
    open();
    const table = await screen.findByRole('table', { name: new RegExp(`^${t('reports.vendorsTitle')}`) });
    const sumber = await within(table).findByRole('row', { name: /Sumber Rejeki/ });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('columnheader')
          .map((c) => c.textContent),
      )[0],
    ).toEqual(['Vendor', 'Jumlah pembelian', 'Dibeli', 'Jumlah pembayaran', 'Dibayar']);
    expect(cellsOf(sumber)).toEqual(['Toko Bahan Kue Sumber Rejeki', '1', 'Rp 350.000', '2', 'Rp 300.000']);
    // A vendor paid in the period without buying in it (an older debt).
    expect(cellsOf(within(table).getByRole('row', { name: /Telur Makmur/ }))).toEqual([
      'UD Telur Makmur',
      '0',
      'Rp 0',
      '1',
      'Rp 125.000',
    ]);
    expect(rows.at(-1)).toHaveTextContent('TOTAL2Rp 550.0003Rp 425.000');
    expect(card(t('reports.total'))).toHaveTextContent('Rp 550.000');
    expect(card(t('reports.paidToVendors'))).toHaveTextContent('Rp 425.000');
    // Paid is every payment, whatever the kind chosen: the card says so.
    expect(screen.getByText(t('reports.vendorsText'))).toBeVisible();
  });

  it('asks again by kind; a period without vendors says so', async () => {
    const api = stubApi({ reportGetExpenses: () => emptyExpenseReport });
    open();
    expect(await screen.findByText(t('reports.vendorsEmpty'))).toBeVisible();
    expect(card(t('reports.paidToVendors'))).toHaveTextContent('Rp 0');
    await userEvent.click(screen.getByRole('combobox', { name: t('reports.kind') }));
    await userEvent.click(await screen.findByRole('option', { name: t('reports.kinds.packaging') }));
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.id === 'reportGetExpenses').at(-1)?.body).toMatchObject({
        kind: 'packaging',
      }),
    );
  });
});
