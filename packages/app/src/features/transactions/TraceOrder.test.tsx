import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import type { OrderRecord } from './order';
import { TraceOrder } from './TraceOrder';

const order = { id: 41, number: 'TRX-20261120-0041' } as unknown as OrderRecord;
// Traces are cached by request: the second case asks about another order.
const other = { id: 42, number: 'TRX-20261120-0042' } as unknown as OrderRecord;

const lot = (id: number, name: string, batchCode: string | null, vendor?: { id: number; name: string }) => ({
  id,
  date: '2026-11-10',
  kind: 'raw' as const,
  material: { id, name, unit: 'kg' as const },
  ...(vendor ? { vendor } : {}),
  batchCode,
  qty: 25,
  expiryDate: null,
  used: 2.5,
  recalledAt: null,
  recallReason: null,
  heldAt: null,
});

function setRights(urls: string[]) {
  appStore.set(
    userRightsAtom,
    urls.map((url) => ({ url, view: true, create: false, update: false, delete: false })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe("an order's trace dialog", () => {
  it("renders a cashier's trace, whose lots come without their vendor (decision 014, fields owned by menus), and no link to Telusur Lot", async () => {
    setRights(['/transaction/data']);
    stubApi({
      reportTrace: () =>
        success('reportTrace', {
          lots: [lot(3, 'Tepung Terigu', 'TT-0911'), lot(4, 'Daging Ayam', null)],
          runs: [
            {
              id: 8,
              date: '2026-11-19',
              product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
              qty: 100,
              lotIds: [3, 4],
            },
          ],
          batches: [
            {
              id: 12,
              date: '2026-11-19',
              expiryDate: '2026-12-19',
              expiryCap: null,
              product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
              productionRunId: 8,
              recalledAt: null,
              recallReason: null,
              heldAt: null,
            },
          ],
          orders: [],
        }),
    });
    renderRoutes(
      [{ path: '/transaction/data', element: <TraceOrder order={order} onClose={() => {}} /> }],
      '/transaction/data',
    );
    const dialog = await screen.findByRole('dialog');
    const lots = await within(dialog).findByText(/Tepung Terigu/);
    // How much of each lot went into this order, beside the lot's whole size.
    expect(lots.textContent).toBe(
      'Tepung Terigu · TT-0911 · 10 Nov 2026 · 2,5 kg masuk ke pesanan ini (lot 25 kg)',
    );
    expect(within(dialog).getByText(/Daging Ayam/).textContent).toBe(
      'Daging Ayam · tanpa kode batch · 10 Nov 2026 · 2,5 kg masuk ke pesanan ini (lot 25 kg)',
    );
    expect(dialog.textContent).not.toMatch(/undefined|null|NaN/);
    expect(within(dialog).queryByRole('button', { name: 'Buka di Telusur Lot' })).toBeNull();
  });

  it('marks a run and a batch made with the halal override, and says what that means', async () => {
    setRights(['/transaction/data']);
    const product = { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' as const };
    const run = (id: number, halalOverride: boolean) => ({
      id,
      date: '2026-11-19',
      product,
      qty: 100,
      lotIds: [],
      halalOverride,
    });
    const batch = (id: number, runId: number, halalOverride: boolean) => ({
      id,
      date: '2026-11-19',
      expiryDate: null,
      expiryCap: null,
      product,
      productionRunId: runId,
      recalledAt: null,
      recallReason: null,
      heldAt: null,
      halalOverride,
    });
    stubApi({
      reportTrace: () =>
        success('reportTrace', {
          lots: [],
          runs: [run(8, true), run(9, false)],
          batches: [batch(12, 8, true), batch(13, 9, false)],
          orders: [],
        }),
    });
    const third = { id: 43, number: 'TRX-20261120-0043' } as unknown as OrderRecord;
    renderRoutes(
      [{ path: '/transaction/data', element: <TraceOrder order={third} onClose={() => {}} /> }],
      '/transaction/data',
    );
    const dialog = await screen.findByRole('dialog');
    const marked = await within(dialog).findByText(/batch #12/);
    expect(within(marked).getByText('Override halal')).toHaveAttribute(
      'title',
      'Dibuat dengan bahan baku tanpa sertifikat halal yang berlaku, diizinkan lewat hak "Override Halal".',
    );
    expect(within(within(dialog).getByText(/batch #13/)).queryByText('Override halal')).toBeNull();
    const runs = within(dialog).getByRole('heading', { name: 'Produksi' }).nextElementSibling as HTMLElement;
    const [first, second] = within(runs).getAllByRole('listitem');
    expect(within(first!).getByText('Override halal')).toBeInTheDocument();
    expect(within(second!).queryByText('Override halal')).toBeNull();
    expect(within(dialog).getByText(/^Override halal: dibuat dengan bahan baku/)).toBeInTheDocument();
  });

  it('names the vendor when the answer has it, and links to Telusur Lot for its holder', async () => {
    setRights(['/transaction/data', '/report/trace']);
    stubApi({
      reportTrace: () =>
        success('reportTrace', {
          lots: [lot(3, 'Tepung Terigu', 'TT-0911', { id: 2, name: 'Toko Tepung Sejahtera' })],
          runs: [],
          batches: [],
          orders: [],
        }),
    });
    renderRoutes(
      [{ path: '/transaction/data', element: <TraceOrder order={other} onClose={() => {}} /> }],
      '/transaction/data',
    );
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByText(/Tepung Terigu/)).textContent).toContain('Toko Tepung Sejahtera');
    expect(within(dialog).getByRole('button', { name: 'Buka di Telusur Lot' })).toBeInTheDocument();
  });
});
