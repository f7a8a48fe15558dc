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
const answers = (body: BulkRequest) => {
  const moved = (id: number, version: number) => ({
    id,
    number: `TRX-20261120-000${id}`,
    version,
    outcome: 'moved' as const,
    message: 'Ditandai lunas.',
  });
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
    expect(await screen.findByText(tTransactionsBulk('transactionsBulk.undone'))).toBeVisible();
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
    expect(results).toHaveTextContent('1 pesanan ditandai lunas; 1 ditolak.');
    expect(api.calls[1]!.body).toEqual({
      target: 'paid',
      orders: [
        { id: 1, version: 4 },
        { id: 3, version: 2 },
      ],
    });
    const table = screen.getByRole('table', { name: tTransactionsBulk('transactionsBulk.resultsTable') });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      /TRX-20261120-0003.*Ditolak.*baru saja diubah/,
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
