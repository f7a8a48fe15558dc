import type { Schemas } from '@pawon/api-client';
import { forgetList } from '../../test/listCache';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COST_RIGHT } from '../../lib/rights';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { formatDateShort } from '../../lib/format';
import { toFormValues, type ProductionRun } from './form';
import { produksi } from './produksi.resource';

const stamp = { version: 3, createdAt: '2026-11-20T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const RUN: ProductionRun = {
  id: 7,
  date: '2026-11-20',
  productId: 1,
  product: { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' },
  qty: 100,
  unit: 'pcs',
  value: 750000,
  cost: 120000,
  expiryDate: null,
  expiryGiven: null,
  expiryCap: null,
  note: null,
  inputs: [{ usageId: 70, materialId: 2, name: 'Ayam', unit: 'kg', qty: 2, value: 60000 }],
  batch: { id: 17, fresh: 80, frozen: 0, out: 20 },
  createdBy: null,
  ...stamp,
};
const products = [
  { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs', price: 7500, active: true },
] as Schemas['Product'][];
const totals = { value: 750000, cost: 120000, quantities: [{ unit: 'pcs' as const, qty: 100 }] };

function setup(path: string, may = true, { costs = false } = {}) {
  appStore.set(userRightsAtom, [
    { url: '/produksi', view: true, create: may, update: may, delete: may },
    ...(costs ? [{ url: COST_RIGHT, view: true, create: false, update: false, delete: false }] : []),
  ]);
  return renderRoutes([{ path: '/produksi', element: <produksi.Screen /> }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(produksi.descriptor.list);
});

// A whole screen with its dialogs on a busy machine.
describe('Produksi screen', { timeout: 20_000 }, () => {
  it('asks for the period, product and search of the URL, and shows the totals of every matching run', async () => {
    const { calls } = stubApi({
      produksiList: () => success('produksiList', { datas: [RUN], total: 1, page: 1, perPage: 25, totals }),
      productList: () => success('productList', { datas: products, total: 1, page: 1, perPage: 1000 }),
    });
    setup('/produksi?period=range&from=2026-11-01&to=2026-11-15&productId=1&q=ayam');
    expect(await screen.findByRole('cell', { name: 'BTY – Baso Tahu' })).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'produksiList')?.body).toEqual({
      page: 1,
      perPage: 25,
      search: 'ayam',
      sortBy: 'date',
      sortDir: 'desc',
      productId: 1,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-15',
    });
    expect(await screen.findByText('Rp 750.000', { selector: 'p, div, span, strong' })).toBeInTheDocument();
    expect(screen.getByText('20 pcs sudah keluar')).toBeInTheDocument();
  });

  it("shows a run's expiry with the lot that capped it, and the edit form starts from the expiry given", async () => {
    const capped: ProductionRun = {
      ...RUN,
      expiryDate: '2026-12-02',
      expiryGiven: '2027-01-19',
      expiryCap: {
        lotId: 41,
        material: { id: 2, name: 'Ayam', unit: 'kg' },
        batchCode: 'AYM-2611',
        expiryDate: '2026-12-02',
      },
    };
    stubApi({
      produksiList: () =>
        success('produksiList', { datas: [capped], total: 1, page: 1, perPage: 25, totals }),
      productList: () => success('productList', { datas: products, total: 1, page: 1, perPage: 1000 }),
    });
    setup('/produksi');
    expect(await screen.findByText('dibatasi lot Ayam AYM-2611')).toBeInTheDocument();
    expect(screen.getByText(formatDateShort('2026-12-02'))).toBeInTheDocument();
    expect(toFormValues(capped, '2026-12-05').expiryDate).toBe('2027-01-19');
  });

  it('shows a dash, not Rp 0, where the server left the raw material cost out (no raw material menu)', async () => {
    const { cost: _cost, ...withoutCost } = RUN;
    const run = { ...withoutCost, inputs: RUN.inputs.map(({ value: _value, ...input }) => input) };
    const { cost: _total, ...totalsWithoutCost } = totals;
    stubApi({
      produksiList: () =>
        success('produksiList', { datas: [run], total: 1, page: 1, perPage: 25, totals: totalsWithoutCost }),
      productList: () => success('productList', { datas: products, total: 1, page: 1, perPage: 1000 }),
    });
    setup('/produksi');
    const row = (await screen.findByRole('cell', { name: 'BTY – Baso Tahu' })).closest('tr')!;
    expect(row).toHaveTextContent('Rp 750.000');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('–');
    expect(document.body.textContent).not.toMatch(/NaN|Rp 0\b/);
    // The totals show the value, and no cost card at all (the table keeps its column, with the dash).
    const outsideTable = (text: string) => screen.queryAllByText(text).filter((el) => !el.closest('table'));
    expect(outsideTable('Nilai produksi')).toHaveLength(1);
    expect(outsideTable('Biaya bahan')).toEqual([]);
  });

  it('shows each run\'s unit cost to users with "Lihat HPP", and no such column to the others', async () => {
    stubApi({
      produksiList: () =>
        success('produksiList', {
          datas: [{ ...RUN, overheadCost: 30_000, unitCost: 1_500 }],
          total: 1,
          page: 1,
          perPage: 25,
          totals,
        }),
      productList: () => success('productList', { datas: products, total: 1, page: 1, perPage: 1000 }),
    });
    const { unmount } = setup('/produksi', true, { costs: true });
    const row = (await screen.findByRole('cell', { name: 'BTY – Baso Tahu' })).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'HPP/unit' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Rp 1.500' })).toBeInTheDocument();
    unmount();
    forgetList(produksi.descriptor.list);

    setup('/produksi');
    await screen.findByRole('cell', { name: 'BTY – Baso Tahu' });
    expect(screen.queryByRole('columnheader', { name: 'HPP/unit' })).toBeNull();
  });

  it('keeps the run and says why when the server refuses its delete (its batch was sold)', async () => {
    stubApi({
      produksiList: () => success('produksiList', { datas: [RUN], total: 1, page: 1, perPage: 25, totals }),
      productList: () => success('productList', { datas: products, total: 1, page: 1, perPage: 1000 }),
      produksiDelete: () =>
        failure(409, 'Batch produksi ini sudah terjual 20 pcs; produksi tidak dapat dihapus.'),
    });
    setup('/produksi');
    await userEvent.click(await screen.findByRole('button', { name: /^Hapus Baso Tahu/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('20 pcs sudah keluar');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await within(confirm).findByText(/sudah terjual 20 pcs/)).toBeInTheDocument();
    // The row stays (behind the open confirmation).
    expect(screen.getByRole('cell', { name: 'BTY – Baso Tahu', hidden: true })).toBeInTheDocument();
  });

  it('shows add, edit and delete disabled without the rights, each naming the right it needs; a click opens nothing', async () => {
    stubApi({
      produksiList: () => success('produksiList', { datas: [RUN], total: 1, page: 1, perPage: 25, totals }),
    });
    setup('/produksi', false);
    const row = (await screen.findByRole('cell', { name: 'BTY – Baso Tahu' })).closest('tr')!;
    const add = screen.getByRole('button', { name: 'Tambah Produksi' });
    const edit = within(row).getByRole('button', { name: /^Ubah / });
    const remove = within(row).getByRole('button', { name: /^Hapus / });
    const ask = 'Minta administrator menambahkannya di Authorization Group.';
    expect(add).toHaveAccessibleDescription(`Perlu hak tambah Produksi. ${ask}`);
    expect(edit).toHaveAccessibleDescription(`Perlu hak ubah Produksi. ${ask}`);
    expect(remove).toHaveAccessibleDescription(`Perlu hak hapus Produksi. ${ask}`);
    for (const button of [add, edit, remove]) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
