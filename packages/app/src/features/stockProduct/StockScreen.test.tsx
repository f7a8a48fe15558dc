import type { Schemas } from '@pawon/api-client';
import { forgetList } from '../../test/listCache';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COST_RIGHT } from '../../lib/rights';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { PROFILE } from '../../test/businessProfile';
import { stockProduct } from './stock.resource';
import type { ProductBatch } from './stock';

const BATCH: ProductBatch = {
  id: 5,
  productId: 1,
  product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
  productionRunId: 9,
  origin: 'production',
  date: '2026-11-20',
  expiryDate: '2026-12-20',
  fresh: 120,
  frozen: 80,
  total: 200,
  expired: false,
  recalledAt: null,
  recallReason: null,
  heldAt: null,
  version: 4,
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
};
const products = [
  { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs', price: 7500, active: true },
] as Schemas['Product'][];

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(stockProduct.descriptor.list);
});

describe('Stok Produk screen', { timeout: 20_000 }, () => {
  it('moves part of a batch to frozen with the version it read, then reads the list again', async () => {
    appStore.set(userRightsAtom, [
      { url: '/stock-product', view: true, create: true, update: true, delete: false },
    ]);
    const { calls } = stubApi({
      stockList: () =>
        success('stockList', {
          datas: [BATCH],
          total: 1,
          page: 1,
          perPage: 25,
          totals: { fresh: 120, frozen: 80 },
        }),
      productList: () => success('productList', { datas: products, total: 1, page: 1, perPage: 1000 }),
      stockUpdate: () => success('stockUpdate', { datas: { ...BATCH, fresh: 100, frozen: 100, version: 5 } }),
    });
    renderRoutes([{ path: '/stock-product', element: <stockProduct.Screen /> }], '/stock-product?view=batch');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pindahkan stok Baso Tahu 20 Nov 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pindahkan Stok' });
    expect(within(dialog).getByRole('radio', { name: /Segar → Beku/ })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Jumlah dipindahkan/ }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pindahkan Stok' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.id === 'stockList')).toHaveLength(2));
    const move = calls.find((c) => c.id === 'stockUpdate')?.body as Record<string, unknown>;
    expect(move).toMatchObject({ id: 5, version: 4, to: 'frozen', qty: 20 });
  });

  it('recalls a batch from its row ("Tarik Produk"), badges it, and reads the list again', async () => {
    appStore.set(userRightsAtom, [
      { url: '/stock-product', view: true, create: true, update: true, delete: false },
      { url: '/stock-product/recall', view: true, create: false, update: false, delete: false },
    ]);
    const recalled = { ...BATCH, recalledAt: '2026-11-21T02:00:00Z', recallReason: 'Uji lab', version: 5 };
    let listed = BATCH;
    const page = () =>
      success('stockList', {
        datas: [listed],
        total: 1,
        page: 1,
        perPage: 25,
        totals: { fresh: 120, frozen: 80 },
      });
    const { calls } = stubApi({
      stockList: page,
      productList: () => success('productList', { datas: products, total: 1, page: 1, perPage: 1000 }),
      stockRecall: () => {
        listed = recalled;
        return success('stockRecall', { batchIds: [5], lotIds: [], customers: [] });
      },
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
    });
    renderRoutes([{ path: '/stock-product', element: <stockProduct.Screen /> }], '/stock-product?view=batch');
    await userEvent.click(await screen.findByRole('button', { name: 'Tarik Baso Tahu 20 Nov 2026' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Tarik Baso Tahu 20 Nov 2026?' });
    await userEvent.type(within(confirm).getByLabelText(/Alasan penarikan/), 'Uji lab');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tarik' }));
    const list = await screen.findByRole('dialog', { name: /Customer yang menerima/ });
    expect(calls.find((c) => c.id === 'stockRecall')?.body).toEqual({ batchId: 5, reason: 'Uji lab' });
    await userEvent.click(within(list).getAllByRole('button', { name: 'Tutup' })[0]!);
    expect(await screen.findByText('Ditarik')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Tarik Baso Tahu 20 Nov 2026' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('the move dialog closes at once when untouched, and asks before Esc loses a typed quantity (issue 37)', async () => {
    appStore.set(userRightsAtom, [
      { url: '/stock-product', view: true, create: true, update: true, delete: false },
    ]);
    stubApi({
      stockList: () =>
        success('stockList', {
          datas: [BATCH],
          total: 1,
          page: 1,
          perPage: 25,
          totals: { fresh: 120, frozen: 80 },
        }),
      productList: () => success('productList', { datas: products, total: 1, page: 1, perPage: 1000 }),
    });
    renderRoutes([{ path: '/stock-product', element: <stockProduct.Screen /> }], '/stock-product?view=batch');
    const open = await screen.findByRole('button', { name: 'Pindahkan stok Baso Tahu 20 Nov 2026' });
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Pindahkan Stok' });
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pindahkan Stok' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Pindahkan Stok' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Jumlah dipindahkan/ }), '20');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: /^Jumlah dipindahkan/ })).toHaveValue('20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Buang perubahan?' })).getByRole('button', {
        name: 'Buang',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pindahkan Stok' })).toBeNull());
  });

  it('searches the product filter on the server as the user types, never loading every product', async () => {
    appStore.set(userRightsAtom, [
      { url: '/stock-product', view: true, create: true, update: true, delete: false },
    ]);
    const { calls } = stubApi({
      stockList: () =>
        success('stockList', {
          datas: [BATCH],
          total: 1,
          page: 1,
          perPage: 25,
          totals: { fresh: 120, frozen: 80 },
        }),
      productList: () => success('productList', { datas: products, total: 41, page: 1, perPage: 20 }),
    });
    renderRoutes([{ path: '/stock-product', element: <stockProduct.Screen /> }], '/stock-product?view=batch');
    await screen.findByRole('button', { name: 'Pindahkan stok Baso Tahu 20 Nov 2026' });
    expect(calls.filter((c) => c.id === 'productList')).toHaveLength(0);
    await userEvent.type(screen.getByRole('combobox', { name: 'Produk' }), 'tahu');
    const searched = () =>
      calls.filter((c) => c.id === 'productList' && (c.body as { search?: string }).search === 'tahu');
    await vi.waitFor(() => expect(searched().length).toBeGreaterThan(0));
    for (const call of calls.filter((c) => c.id === 'productList'))
      expect(call.body).toMatchObject({ perPage: 20, sortBy: 'name' });
    expect(await screen.findByRole('option', { name: 'BTY – Baso Tahu' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /40 lainnya/ })).toHaveAttribute('aria-disabled', 'true');
  });
  it('shows what each batch cost to make and its stock at that cost to users with "Lihat HPP" only', async () => {
    const rights = { view: true, create: false, update: false, delete: false };
    const answer = (batch: ProductBatch) => () =>
      success('stockList', {
        datas: [batch],
        total: 1,
        page: 1,
        perPage: 25,
        totals: { fresh: 120, frozen: 80 },
      });
    appStore.set(userRightsAtom, [
      { url: '/stock-product', ...rights },
      { url: COST_RIGHT, ...rights },
    ]);
    stubApi({ stockList: answer({ ...BATCH, unitCost: 4_166.67, value: 833_334 }) });
    const { unmount } = renderRoutes(
      [{ path: '/stock-product', element: <stockProduct.Screen /> }],
      '/stock-product?view=batch',
    );
    const row = (await screen.findByRole('cell', { name: 'BTY – Baso Tahu' })).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'HPP/unit' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nilai HPP' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Rp 4.166,67' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Rp 833.334' })).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    forgetList(stockProduct.descriptor.list);

    // Without it the server leaves both out (decision 014): no columns, not columns of dashes.
    appStore.set(userRightsAtom, [{ url: '/stock-product', ...rights }]);
    stubApi({ stockList: answer(BATCH) });
    renderRoutes([{ path: '/stock-product', element: <stockProduct.Screen /> }], '/stock-product?view=batch');
    await screen.findByRole('cell', { name: 'BTY – Baso Tahu' });
    expect(screen.queryByRole('columnheader', { name: 'HPP/unit' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Nilai HPP' })).toBeNull();
  });
});
