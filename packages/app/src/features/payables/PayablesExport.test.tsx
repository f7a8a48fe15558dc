import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvSeparatorAtom } from '../../lib/files';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { forgetList } from '../../test/listCache';
import { failure, mockFetch, success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { payablesRows, payablesTotals } from './storyFixtures';
import { vendorPayments } from './vendorPayment.resource';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(vendorPayments.descriptor.list);
  appStore.set(csvSeparatorAtom, ';');
});

const aging = mockFetch({
  reportPayables: ({ body }) =>
    success('reportPayables', {
      date: body?.date ?? '2026-12-06',
      rows: payablesRows,
      totals: payablesTotals,
      total: payablesRows.length,
      page: 1,
      perPage: 50,
    }),
  reportPayablesExport: () => failure(503, 'Basis data sedang tidak dapat dihubungi.'),
});

/** The Hutang screen with `search` in its URL; the export's requests answered with a file, the rest by `aging`. */
function show(search: string) {
  appStore.set(userRightsAtom, [{ url: '/payables', view: true, create: true, update: false, delete: true }]);
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: Request, init?: RequestInit) => {
    if (new URL(input.url).pathname !== '/api/report/payables/export') return aging(input, init);
    sent.push(await input.clone().json());
    return new Response('Vendor;Saldo', {
      status: 200,
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="umur-hutang-2026-12-01.csv"',
      },
    });
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
  renderRoutes([{ path: '/payables', element: <vendorPayments.Screen /> }], `/payables${search}`);
  return sent;
}

describe('Hutang: export', () => {
  it('exports the aging as on screen (date, search, sort) without its page, as CSV with the remembered separator', async () => {
    appStore.set(csvSeparatorAtom, ',');
    const sent = show('?date=2026-12-01&q=sumber&sort=over60&dir=asc&page=2');
    await screen.findByRole('table', { name: /Umur hutang per/ });
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Berkas umur-hutang-2026-12-01.csv diunduh.')).toBeVisible();
    expect(sent).toEqual([
      {
        date: '2026-12-01',
        search: 'sumber',
        sortBy: 'over60',
        sortDir: 'asc',
        format: 'csv',
        separator: ',',
      },
    ]);
  });

  it('says why when the file cannot be made', async () => {
    show('');
    vi.stubGlobal('fetch', aging);
    await screen.findByRole('table', { name: /Umur hutang per/ });
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(screen.getByText(/Basis data sedang tidak dapat dihubungi/)).toBeVisible());
  });
});
