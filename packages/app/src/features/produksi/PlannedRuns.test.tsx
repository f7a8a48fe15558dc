import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../lib/format';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { forgetList } from '../../test/listCache';
import { failure, success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import type { ProductionRun } from './form';
import { produksi } from './produksi.resource';

const stamp = { version: 1, createdAt: '2026-11-28T02:00:00Z', updatedAt: '2026-11-28T02:00:00Z' };
/** A run planned from Rencana Produksi for today: nothing taken, no batch, no cost. */
const PLANNED: ProductionRun = {
  id: 32,
  state: 'planned',
  date: todayIn(),
  productId: 1,
  product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
  qty: 150,
  unit: 'pcs',
  value: 1_125_000,
  cost: 0,
  expiryDate: null,
  expiryGiven: null,
  expiryCap: null,
  note: null,
  inputs: [],
  batch: null,
  createdBy: null,
  ...stamp,
};
const totals = { value: 1_125_000, cost: 0, quantities: [{ unit: 'pcs' as const, qty: 150 }] };
const page = () => success('produksiList', { datas: [PLANNED], total: 1, page: 1, perPage: 25, totals });

function setup(may = true) {
  appStore.set(userRightsAtom, [{ url: '/produksi', view: true, create: may, update: may, delete: may }]);
  return renderRoutes([{ path: '/produksi', element: <produksi.Screen /> }], '/produksi?state=planned');
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(produksi.descriptor.list);
});

describe('Produksi: planned runs', { timeout: 20_000 }, () => {
  it('lists the planned runs of any day, badged, with no batch and no cost, started but not edited', async () => {
    const { calls } = stubApi({ produksiList: page });
    setup();
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    expect(within(row).getByText('Direncanakan')).toBeVisible();
    expect(within(row).getByText('Belum dibuat')).toBeVisible();
    expect(within(row).getByText('Diambil saat dimulai')).toBeVisible();
    expect(within(row).queryByText('Rp 0')).toBeNull();
    expect(within(row).getByRole('button', { name: /^Mulai Baso Tahu/ })).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^Ubah/ })).toBeNull();
    // No period: a planned run is shown whatever its day.
    expect(calls.find((c) => c.id === 'produksiList')?.body).toEqual({
      page: 1,
      perPage: 25,
      sortBy: 'date',
      sortDir: 'desc',
      state: 'planned',
    });
  });

  it('starts a run with its date and qty; the list asks again', async () => {
    const { calls } = stubApi({
      produksiList: page,
      produksiStart: ({ body }) =>
        success('produksiStart', {
          datas: {
            ...PLANNED,
            state: 'recorded',
            qty: body.qty ?? 150,
            version: 2,
            batch: { id: 9, fresh: 150, frozen: 0, out: 0 },
          },
        }),
    });
    setup();
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Mulai Baso Tahu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulai produksi Baso Tahu' });
    const qty = within(dialog).getByRole('textbox', { name: /Jumlah/ });
    expect(qty).toHaveValue('150');
    await userEvent.clear(qty);
    await userEvent.type(qty, '140');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.id === 'produksiStart')?.body).toEqual({
      id: 32,
      version: 1,
      date: todayIn(),
      qty: 140,
    });
    expect(await screen.findByText(/Produksi Baso Tahu 140 pcs dicatat/)).toBeVisible();
    await waitFor(() => expect(calls.filter((c) => c.id === 'produksiList').length).toBeGreaterThan(1));
  });

  it("keeps the run planned and says the server's reason when a material is short", async () => {
    const message = 'Stok 1 bahan tidak cukup: Tepung Tapioka (tersedia 2 kg, diminta 5 kg).';
    stubApi({
      produksiList: page,
      produksiStart: () => failure(409, message),
    });
    setup();
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Mulai Baso Tahu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulai produksi Baso Tahu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai' }));
    expect(await within(dialog).findByText(/Tepung Tapioka \(tersedia 2 kg, diminta 5 kg\)/)).toBeVisible();
    expect(within(dialog).getByText('Produksi belum dimulai.')).toBeVisible();
  });

  it('asks before deleting a planned run, saying it gives nothing back', async () => {
    stubApi({ produksiList: page });
    setup();
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Hapus Baso Tahu/ }));
    expect(
      await screen.findByText(/Belum ada bahan yang diambil dan belum ada stok yang dibuat\./),
    ).toBeVisible();
    expect(screen.queryByText(/kembali ke lot asalnya/)).toBeNull();
  });

  it('says which right starting needs', async () => {
    stubApi({ produksiList: page });
    setup(false);
    const row = (await screen.findByText('BTY – Baso Tahu')).closest('tr')!;
    const start = within(row).getByRole('button', { name: /^Mulai Baso Tahu/ });
    expect(start).toHaveAccessibleDescription(/Perlu hak tambah/);
  });
});
