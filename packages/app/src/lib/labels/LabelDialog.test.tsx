import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resetQueryClient } from '../query/queryClient';
import { appStore } from '../store';
import { LabelDialog } from './LabelDialog';
import { labelPrinterAtom, type LabelTarget } from './labels';

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** The API answering label PDFs (and a 422 for 0 copies, which the dialog never sends). */
function stubLabels() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://pawon.test'), init);
      const body = (await request.clone().json()) as Record<string, unknown>;
      sent.push({ path: new URL(request.url).pathname, body });
      return new Response(new Blob(['%PDF-1.7 label'], { type: 'application/pdf' }), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'inline; filename="label-bty-261120-5-50x30.pdf"',
        },
      });
    }),
  );
  return sent;
}

const BATCH: LabelTarget = { kind: 'batch', batchId: 5, title: 'Baso Tahu 20 Nov 2026' };

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:label'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('pawonLabelPrinter');
  appStore.set(labelPrinterAtom, { size: '50x30', sheet: 'roll' });
  resetQueryClient();
});

describe('the label dialog', { timeout: 20_000 }, () => {
  it('previews one label of the remembered printer, and remembers a new size in this browser', async () => {
    const sent = stubLabels();
    renderWithProviders(<LabelDialog target={BATCH} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cetak label: Baso Tahu 20 Nov 2026' });
    const preview = await within(dialog).findByTitle('Pratinjau label');
    expect(preview).toHaveAttribute('data-size', '50x30');
    expect(preview).toHaveAttribute('data-sheet', 'roll');
    expect(sent[0]).toEqual({
      path: '/api/stock/label',
      body: { batchId: 5, size: '50x30', sheet: 'roll', copies: 1 },
    });

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ukuran label' }));
    await userEvent.click(await screen.findByRole('option', { name: '100 × 50 mm' }));
    await waitFor(() =>
      expect(within(dialog).getByTitle('Pratinjau label')).toHaveAttribute('data-size', '100x50'),
    );
    expect(sent.at(-1)!.body).toEqual({ batchId: 5, size: '100x50', sheet: 'roll', copies: 1 });
    expect(JSON.parse(localStorage.getItem('pawonLabelPrinter')!)).toEqual({ size: '100x50', sheet: 'roll' });
  });

  it('downloads N copies; refuses a count outside 1 to 500 before asking the server', async () => {
    const sent = stubLabels();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<LabelDialog target={BATCH} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTitle('Pratinjau label');
    const copies = within(dialog).getByRole('textbox', { name: /Jumlah label/ });
    await userEvent.clear(copies);
    await userEvent.type(copies, '0');
    expect(within(dialog).getByText('Isi jumlah label dari 1 sampai 500.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Unduh PDF' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cetak' })).toBeDisabled();
    await userEvent.clear(copies);
    await userEvent.type(copies, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unduh PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent.at(-1)).toEqual({
      path: '/api/stock/label',
      body: { batchId: 5, size: '50x30', sheet: 'roll', copies: 12 },
    });
  });

  it("asks a material lot's label of its kind's operation", async () => {
    const sent = stubLabels();
    appStore.set(labelPrinterAtom, { size: '40x30', sheet: 'a4' });
    renderWithProviders(
      <LabelDialog
        target={{ kind: 'lot', material: 'packaging', lotId: 31, title: 'Plastik vakum 1 Nov 2026' }}
        onClose={() => undefined}
      />,
    );
    await screen.findByTitle('Pratinjau label');
    expect(sent[0]).toEqual({
      path: '/api/bahanKemasan/stock/lot/31/label',
      body: { size: '40x30', sheet: 'a4', copies: 1 },
    });
  });
});
