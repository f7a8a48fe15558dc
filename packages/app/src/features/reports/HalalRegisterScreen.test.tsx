import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvSeparatorAtom } from '../../lib/files';
import { appStore } from '../../lib/store';
import { failure, mockFetch } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import HalalRegisterScreen from './HalalRegisterScreen';
import { HALAL_DATE, halalRegister } from './halalStoryFixtures';
import { t } from './messages';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  appStore.set(csvSeparatorAtom, ';');
});

const register = mockFetch({
  reportHalalList: () => halalRegister,
  reportHalalExport: () => failure(503, 'Basis data sedang tidak dapat dihubungi.'),
});

/**
 * The register with `search` in its URL; the export answered with a file of the asked format (the server's name in
 * its Content-Disposition), the rest by `register`. Answers the export's bodies and the names of the files saved.
 */
function show(search: string) {
  const sent: Array<Record<string, unknown>> = [];
  const saved: string[] = [];
  vi.stubGlobal('fetch', async (input: Request, init?: RequestInit) => {
    if (new URL(input.url).pathname !== '/api/report/halal/export') return register(input, init);
    const body = (await input.clone().json()) as { format: string };
    sent.push(body);
    const type = body.format === 'pdf' ? 'application/pdf' : 'text/csv';
    return new Response(body.format === 'pdf' ? '%PDF-1.7\n%%EOF\n' : 'Kode;Produk', {
      status: 200,
      headers: {
        'content-type': type,
        'content-disposition': `attachment; filename="register-halal-${HALAL_DATE}.${body.format}"`,
      },
    });
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderRoutes([{ path: '/report/halal', element: <HalalRegisterScreen /> }], `/report/halal${search}`);
  return { sent, saved };
}

const openExport = async () => {
  await screen.findByText('Ikan Tenggiri');
  await userEvent.click(screen.getByRole('button', { name: t('reports.halalExport') }));
};

describe('Register Halal: export', () => {
  it('offers Excel, CSV and PDF, and downloads the PDF the server makes of the register on screen', async () => {
    const { sent, saved } = show(`?date=${HALAL_DATE}&state=expired&q=ayam&page=2`);
    await openExport();
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items.slice(0, 3)).toEqual(['Excel (XLSX)', 'CSV', 'PDF']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'PDF' }));
    await vi.waitFor(() => expect(saved).toEqual([`register-halal-${HALAL_DATE}.pdf`]));
    // The register's filters, every row (no page), and no CSV separator with a PDF.
    expect(sent).toEqual([{ date: HALAL_DATE, search: 'ayam', states: ['expired'], format: 'pdf' }]);
    // "Cetak" stays: the browser's print of the screen.
    expect(screen.getByRole('button', { name: t('reports.halalPrint') })).toBeVisible();
  });

  it('sends the remembered separator with a CSV only', async () => {
    appStore.set(csvSeparatorAtom, ',');
    const { sent, saved } = show('');
    await openExport();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await vi.waitFor(() => expect(saved).toEqual([`register-halal-${HALAL_DATE}.csv`]));
    expect(sent[0]).toMatchObject({ format: 'csv', separator: ',' });
  });

  it('says why when the file cannot be made', async () => {
    show('');
    vi.stubGlobal('fetch', register);
    await openExport();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    expect(await screen.findByText(t('reports.failed'))).toBeVisible();
    expect(await screen.findByText(/Basis data sedang tidak dapat dihubungi/)).toBeVisible();
  });
});
