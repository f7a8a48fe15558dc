import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingToastsAtom } from '../../lib/feedback';
import { csvSeparatorAtom } from '../../lib/files';
import type { ListSource } from '../../lib/query/lists';
import type { ListQuery } from '../../lib/listQuery';
import type { ListSelection } from '../../lib/resource/useListSelection';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { OrderBulkBar } from './BulkActions';
import type { BulkRequest } from './bulk';
import { bulkMessages as b, t as tTransactionsBulk } from './bulkMessages';
import { t } from './messages';
import type { OrderRecord } from './order';
import { STATUS_RIGHT } from './rights';

const order = (id: number, version: number, payment: 'paid' | 'unpaid') =>
  ({
    id,
    version,
    number: `TRX-20261120-000${id}`,
    payment,
    packing: 'unpacked',
    delivery: 'pending',
  }) as OrderRecord;

const chosen = [order(1, 4, 'unpaid'), order(2, 1, 'paid'), order(3, 2, 'unpaid')];
const query: ListQuery = {
  page: 1,
  perPage: 25,
  search: 'sari',
  sortBy: 'date',
  sortDir: 'desc',
  filters: { payment: 'unpaid', dateFrom: '2026-11-01', dateTo: '2026-11-30' },
};
const list: ListSource<OrderRecord> = {
  key: 'transaction',
  fetchPage: async () => ({ datas: [], total: 0, page: 1, perPage: 25 }),
};

function selectionOf(records: OrderRecord[], allMatching = false, total = 40): ListSelection<OrderRecord> {
  return { records, allMatching, total, query, selectAllMatching: vi.fn(), clear: vi.fn() };
}

const grant = (mark: boolean) =>
  appStore.set(userRightsAtom, [
    { url: '/transaction/data', view: true, create: false, update: false, delete: false },
    ...(mark ? [{ url: STATUS_RIGHT, view: true, create: false, update: false, delete: false }] : []),
  ]);

/** The server's answers: order 2 is already paid, order 3 is refused (changed meanwhile) in the real run. */
const CUSTOMERS = ['', 'Warung Bu Sari', 'Toko Frozen Berkah', 'Kantin Pak Udin'];
const moved = (id: number, version: number) => ({
  id,
  number: `TRX-20261120-000${id}`,
  customer: CUSTOMERS[id]!,
  total: 150_000 + id * 1_000,
  packsToo: false,
  version,
  outcome: 'moved' as const,
  message: 'Ditandai lunas.',
});
const answers = (body: BulkRequest) => {
  if (body.dryRun)
    return success('transactionStatusBulk', {
      dryRun: true,
      moved: 2,
      skipped: 1,
      refused: 0,
      results: [
        moved(1, 4),
        { ...moved(2, 1), outcome: 'skipped', message: 'Sudah lunas; dilewati.' },
        moved(3, 2),
      ],
    });
  return success('transactionStatusBulk', {
    dryRun: false,
    moved: 1,
    skipped: 0,
    refused: 1,
    results: [
      moved(1, 5),
      {
        ...moved(3, 2),
        outcome: 'refused',
        message: 'Pesanan ini baru saja diubah orang lain; muat ulang lalu coba lagi.',
      },
    ],
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  appStore.set(pendingToastsAtom, []);
});

describe('the order list bulk bar', () => {
  it('previews the move with the chosen orders and their versions, then undo within the hold sends nothing', async () => {
    grant(true);
    const api = stubApi({ transactionStatusBulk: ({ body }) => answers(body as BulkRequest) });
    renderWithProviders(<OrderBulkBar selection={selectionOf(chosen)} list={list} />);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('3 pesanan dipilih');
    await userEvent.click(
      screen.getByRole('button', { name: tTransactionsBulk('transactionsBulk.mark.paid') }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByTestId('bulk-preview')).toHaveTextContent(
      '2 pesanan akan ditandai lunas; 1 sudah lunas dilewati.',
    );
    // Which orders: number, customer and total, grouped by what will happen to them.
    const willMove = within(dialog.getByRole('list', { name: 'Akan ditandai lunas (2)' }));
    expect(willMove.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/TRX-20261120-0001.*Warung Bu Sari.*Rp\s151\.000/),
      expect.stringMatching(/TRX-20261120-0003.*Kantin Pak Udin.*Rp\s153\.000/),
    ]);
    expect(dialog.getByRole('list', { name: 'Dilewati, sudah lunas (1)' })).toHaveTextContent(
      /TRX-20261120-0002.*Toko Frozen Berkah/,
    );
    expect(api.calls[0]!.body).toEqual({
      target: 'paid',
      dryRun: true,
      orders: [
        { id: 1, version: 4 },
        { id: 2, version: 1 },
        { id: 3, version: 2 },
      ],
    });
    await userEvent.click(dialog.getByRole('button', { name: b.confirm('paid', 2) }));
    expect(await screen.findByText(/2 pesanan akan ditandai lunas dalam \d detik/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: tTransactionsBulk('transactionsBulk.undo') }));
    // The toast says in words what was undone: nothing reached the server.
    expect(await screen.findByText('Dibatalkan: tidak ada yang diubah')).toBeVisible();
    expect(
      screen.getByText('2 pesanan tidak jadi ditandai lunas; tidak ada yang dikirim ke server.'),
    ).toBeVisible();
    await new Promise((r) => setTimeout(r, 6_000));
    // Only the preview reached the server.
    expect(api.calls).toHaveLength(1);
  }, 20_000);

  it('after the hold sends exactly the previewed orders (not the skipped one) and shows a result per order', async () => {
    grant(true);
    const api = stubApi({ transactionStatusBulk: ({ body }) => answers(body as BulkRequest) });
    const selection = selectionOf(chosen);
    renderWithProviders(<OrderBulkBar selection={selection} list={list} />);
    await userEvent.click(
      screen.getByRole('button', { name: tTransactionsBulk('transactionsBulk.mark.paid') }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByTestId('bulk-preview');
    await userEvent.click(dialog.getByRole('button', { name: b.confirm('paid', 2) }));
    const results = await screen.findByTestId('bulk-results', {}, { timeout: 9_000 });
    // The skipped order was not sent, and the result still names it.
    expect(results).toHaveTextContent('1 pesanan ditandai lunas; 1 dilewati; 1 ditolak.');
    expect(api.calls[1]!.body).toEqual({
      target: 'paid',
      orders: [
        { id: 1, version: 4 },
        { id: 3, version: 2 },
      ],
    });
    const shown = within(screen.getByRole('dialog'));
    expect(shown.getByRole('list', { name: 'Ditandai lunas (1)' })).toHaveTextContent(
      /TRX-20261120-0001.*Warung Bu Sari/,
    );
    expect(shown.getByRole('list', { name: 'Dilewati, sudah lunas (1)' })).toHaveTextContent(
      /TRX-20261120-0002.*Toko Frozen Berkah/,
    );
    expect(shown.getByRole('list', { name: 'Ditolak (1)' })).toHaveTextContent(
      /TRX-20261120-0003.*Kantin Pak Udin.*baru saja diubah/,
    );
    expect(selection.clear).toHaveBeenCalled();
  }, 20_000);

  it('all matching the filter: the preview sends the list filter; print and export stay in view, disabled with the reason', async () => {
    grant(true);
    const api = stubApi({ transactionStatusBulk: ({ body }) => answers(body as BulkRequest) });
    renderWithProviders(<OrderBulkBar selection={selectionOf(chosen, true, 40)} list={list} />);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent(
      'Semua 40 pesanan yang cocok dengan filter dipilih',
    );
    for (const name of [
      tTransactionsBulk('transactionsBulk.print'),
      tTransactionsBulk('transactionsBulk.export'),
    ])
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(
        tTransactionsBulk('transactionsBulk.printOnlyChosen'),
      );
    await userEvent.click(
      screen.getByRole('button', { name: tTransactionsBulk('transactionsBulk.mark.delivered') }),
    );
    await screen.findByTestId('bulk-preview');
    expect(api.calls[0]!.body).toEqual({
      target: 'delivered',
      dryRun: true,
      filter: {
        search: 'sari',
        sortBy: 'date',
        sortDir: 'desc',
        payment: 'unpaid',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
      },
    });
  });

  it('the delivery preview says how many of the orders are packed on the way, taking their fresh stock', async () => {
    grant(true);
    stubApi({
      transactionStatusBulk: () =>
        success('transactionStatusBulk', {
          dryRun: true,
          moved: 3,
          skipped: 0,
          refused: 0,
          results: [
            { ...moved(1, 4), packsToo: true, message: 'Ditandai terkirim.' },
            { ...moved(2, 1), message: 'Ditandai terkirim.' },
            { ...moved(3, 2), packsToo: true, message: 'Ditandai terkirim.' },
          ],
        }),
    });
    renderWithProviders(<OrderBulkBar selection={selectionOf(chosen)} list={list} />);
    await userEvent.click(
      screen.getByRole('button', { name: tTransactionsBulk('transactionsBulk.mark.delivered') }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByTestId('bulk-packs-too')).toHaveTextContent(
      '2 dari pesanan ini belum dikemas: saat ditandai terkirim, pesanan itu dikemas sekalian dan mengambil stok segar produknya.',
    );
    const rows = within(dialog.getByRole('list', { name: 'Akan ditandai terkirim (3)' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((li) => li.textContent?.includes('Dikemas sekalian'))).toEqual([true, false, true]);
  });

  it('without the right "Tandai Status Pesanan" the moves stay in view, disabled, naming the right; nothing is sent', async () => {
    grant(false);
    const api = stubApi({ transactionStatusBulk: ({ body }) => answers(body as BulkRequest) });
    renderWithProviders(<OrderBulkBar selection={selectionOf(chosen)} list={list} />);
    for (const target of ['paid', 'packed', 'delivered'] as const) {
      const button = screen.getByRole('button', {
        name: tTransactionsBulk(`transactionsBulk.mark.${target}`),
      });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(t('transactions.needsStatusRight'));
      await userEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
    // Printing the chosen orders needs no right beyond the list.
    expect(
      screen.getByRole('button', { name: tTransactionsBulk('transactionsBulk.print') }),
    ).not.toHaveAttribute('aria-disabled');
  });
  it('keeps the toasts above the bar while it is shown (they sit at the bottom too), and lets them down after', () => {
    grant(true);
    stubApi({});
    const lift = () => document.documentElement.style.getPropertyValue('--pawon-toast-offset-bottom');
    const { unmount } = renderWithProviders(<OrderBulkBar selection={selectionOf(chosen)} list={list} />);
    expect(screen.getByTestId('bulk-bar')).toBeInTheDocument();
    expect(lift()).toMatch(/^\d+px$/);
    unmount();
    expect(lift()).toBe('');
  });

  it('exports the chosen orders by their ids, per item as CSV with the remembered separator', async () => {
    grant(true);
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      sent.push({ url: new URL(input.url).pathname, body: await input.clone().json() });
      return new Response('No;Total', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="transaksi.csv"',
        },
      });
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    appStore.set(csvSeparatorAtom, ',');
    renderWithProviders(<OrderBulkBar selection={selectionOf(chosen)} list={list} />);
    await userEvent.click(screen.getByRole('button', { name: tTransactionsBulk('transactionsBulk.export') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Per item, CSV' }));
    expect(
      await screen.findByText(tTransactionsBulk('transactionsBulk.exported', { name: 'transaksi.csv' })),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        url: '/api/transaction/export',
        body: { ids: [1, 2, 3], format: 'csv', rows: 'line', separator: ',' },
      },
    ]);
    appStore.set(csvSeparatorAtom, ';');
  });
});
