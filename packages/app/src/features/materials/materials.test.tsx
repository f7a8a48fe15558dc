import { screen, within } from '@testing-library/react';
import { forgetList } from '../../test/listCache';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../lib/format';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { success } from '../../test/mockOperations';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { stubApi } from '../../test/stubApi';
import { pathOf } from './kinds';
import { materialResources } from './resources';
import { screens } from './screens';
import { logTotals, lookupHandlers, materials, restocks, usages } from './storyFixtures';

const raw = materialResources.raw;

function show(view: 'restock' | 'used', query = '') {
  const path = pathOf('raw', view);
  appStore.set(userRightsAtom, [{ url: path, view: true, create: true, update: true, delete: true }]);
  const Screen = screens.raw[view];
  return renderRoutes([{ path, element: <Screen /> }], path + query);
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(raw.restock.descriptor.list);
  forgetList(raw.used.descriptor.list);
  forgetList(raw.list.descriptor.list);
});

describe('restock and usage logs (one declaration per kind and category)', () => {
  it('asks for its category and the period, and shows the totals of every matching row', async () => {
    const { calls } = stubApi({
      ...lookupHandlers,
      bahanBakuRestockList: () =>
        success('bahanBakuRestockList', {
          datas: restocks,
          total: 40,
          page: 1,
          perPage: 25,
          totals: {
            value: 9454940,
            quantities: [
              { unit: 'kg', qty: 203.84 },
              { unit: 'pcs', qty: 2639 },
            ],
          },
        }),
    });
    show('restock', '?period=range&from=2026-11-01&to=2026-11-15&materialId=2');
    const table = await screen.findByRole('table', { name: 'Daftar restock bahan baku' });
    expect(await within(table).findByText('Ayam')).toBeInTheDocument();
    const list = calls.find((c) => c.id === 'bahanBakuRestockList');
    expect(list?.body).toMatchObject({
      category: 'restock',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-15',
      materialId: 2,
      sortBy: 'date',
      sortDir: 'desc',
    });
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(footer).toHaveTextContent('Total');
    expect(footer).toHaveTextContent('203,84 kg · 2.639 pcs');
    expect(footer).toHaveTextContent('Rp 9.454.940');
  });

  it('defaults to this month in the company time zone', async () => {
    const { calls } = stubApi({
      ...lookupHandlers,
      bahanBakuRestockList: () =>
        success('bahanBakuRestockList', {
          datas: [],
          total: 0,
          page: 1,
          perPage: 25,
          totals: { value: 0, quantities: [] },
        }),
    });
    show('restock');
    expect(await screen.findByText('Belum ada restock pada periode ini')).toBeInTheDocument();
    const today = todayIn();
    expect(calls.find((c) => c.id === 'bahanBakuRestockList')?.body).toMatchObject({
      dateFrom: `${today.slice(0, 7)}-01`,
    });
  });

  it('a restock whose lot was used cannot be deleted; an unused one is, after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...lookupHandlers,
      bahanBakuRestockList: () =>
        success('bahanBakuRestockList', {
          datas: restocks,
          total: restocks.length,
          page: 1,
          perPage: 25,
          totals: logTotals(restocks),
        }),
      bahanBakuRestockDelete: ({ path }) => success('bahanBakuRestockDelete', { id: path.id }),
    });
    show('restock');
    const used = await screen.findByRole('button', { name: 'Hapus Ayam 7,8 kg' });
    expect(used).toHaveAccessibleDescription(/sudah dipakai/);
    await user.click(screen.getByRole('button', { name: 'Hapus Tepung Tapioka 34,9 kg' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findAllByText('Restock Tepung Tapioka 34,9 kg dihapus.')).not.toHaveLength(0);
    const remove = calls.find((c) => c.id === 'bahanBakuRestockDelete');
    expect(remove?.path).toEqual({ id: 101 });
  });

  it('a usage opens to the lots it drew from; one recorded by a production run changes only there', async () => {
    const user = userEvent.setup();
    stubApi({
      ...lookupHandlers,
      bahanBakuRestockList: () =>
        success('bahanBakuRestockList', {
          datas: usages,
          total: usages.length,
          page: 1,
          perPage: 25,
          totals: logTotals(usages),
        }),
    });
    show('used');
    const open = await screen.findByRole('button', { name: 'Lot yang dipakai Tepung Tapioka 3,54 kg' });
    await user.click(open);
    const lots = screen.getByRole('table', { name: 'Lot yang dipakai' });
    expect(within(lots).getAllByRole('row')).toHaveLength(3);
    expect(lots).toHaveTextContent('L-90');
    expect(screen.getByRole('button', { name: 'Ubah Tepung Tapioka 3,54 kg' })).toHaveAccessibleDescription(
      /Dicatat oleh Produksi Siomay/,
    );
    expect(screen.getByRole('button', { name: 'Ubah Ayam 1,2 kg' })).not.toHaveAccessibleDescription(
      /Dicatat/,
    );
  });

  it('a new usage sends its category with the form, and the refusal for short stock lands on the quantity', async () => {
    const user = userEvent.setup();
    const short = 'Stok Ayam tidak cukup: tersedia 5 kg, diminta 9 kg.';
    const { calls } = stubApi({
      ...lookupHandlers,
      bahanBakuRestockList: () =>
        success('bahanBakuRestockList', {
          datas: usages,
          total: usages.length,
          page: 1,
          perPage: 25,
          totals: logTotals(usages),
        }),
      bahanBakuRestockAdd: () => ({
        error: { status: 409, body: { status: 'error', message: short, errors: { qty: [short] } } },
      }),
    });
    show('used');
    await user.click(await screen.findByRole('button', { name: 'Catat Pemakaian' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /^Bahan/ }));
    await user.click(await screen.findByRole('option', { name: 'Ayam (kg)' }));
    expect(within(dialog).getByText('kg')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Jumlah/), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const qty = within(dialog).getByLabelText(/^Jumlah/);
    await vi.waitFor(() => expect(qty).toHaveAccessibleDescription(/tersedia 5 kg/));
    expect(calls.find((c) => c.id === 'bahanBakuRestockAdd')?.body).toMatchObject({
      category: 'used',
      materialId: 2,
      qty: 9,
      reason: 'manual',
      date: todayIn(),
    });
  });
});

describe("a material's purchasing fields (issue 39)", () => {
  const tepung = materials[0]!;

  function edit(record: (typeof materials)[number]) {
    appStore.set(userRightsAtom, [
      { url: pathOf('raw', 'list'), view: true, create: true, update: true, delete: true },
    ]);
    const api = stubApi({
      ...lookupHandlers,
      bahanBakuUpdate: ({ body }) =>
        success('bahanBakuUpdate', { datas: { ...record, ...body, version: record.version + 1 } }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ResourceFormDialog resource={raw.list.descriptor} record={record} open onClose={onClose} />,
    );
    const sent = async () => {
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      return api.calls.find((c) => c.id === 'bahanBakuUpdate')?.body as Record<string, unknown>;
    };
    return { ...api, sent };
  }

  it('shows the shelf life in days, the main vendor by name and the least order in the unit, with their hints', async () => {
    edit(tepung);
    const dialog = await screen.findByRole('dialog');
    const shelf = within(dialog).getByLabelText(/^Umur simpan/);
    expect(shelf).toHaveValue('180');
    expect(shelf).toHaveAccessibleDescription(/mengusulkan tanggal kedaluwarsa/);
    const vendor = within(dialog).getByRole('combobox', { name: /^Vendor utama/ });
    expect(vendor).toHaveValue('Toko Tepung Sejahtera');
    expect(vendor).toHaveAccessibleDescription(/Rencana Produksi/);
    expect(within(dialog).getByLabelText(/^Minimal pesan/)).toHaveValue('50');
  });

  it('searches vendors on the server, refuses a shelf life that is not whole or out of bounds, and sends them', async () => {
    const user = userEvent.setup();
    const { sent, calls } = edit(tepung);
    const dialog = await screen.findByRole('dialog');
    const vendor = within(dialog).getByRole('combobox', { name: /^Vendor utama/ });
    await user.clear(vendor);
    await user.type(vendor, 'ayam');
    await user.click(await screen.findByRole('option', { name: 'Pasar Ayam Segar Ciroyom' }));
    expect(calls.filter((c) => c.id === 'vendorList').at(-1)?.body).toMatchObject({ search: 'ayam' });
    const shelf = within(dialog).getByLabelText(/^Umur simpan/);
    await user.clear(shelf);
    await user.type(shelf, '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(shelf).toHaveAccessibleDescription(/angka bulat 1 sampai 3650/));
    await user.clear(shelf);
    await user.type(shelf, '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(shelf).toHaveAccessibleDescription(/3\.650/));
    await user.clear(shelf);
    await user.clear(within(dialog).getByLabelText(/^Minimal pesan/));
    await user.type(within(dialog).getByLabelText(/^Minimal pesan/), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await sent()).toMatchObject({
      id: 1,
      shelfLifeDays: null,
      preferredVendorId: 2,
      minOrderQty: 25,
    });
  });

  it('lists the main vendor by name', async () => {
    appStore.set(userRightsAtom, [
      { url: pathOf('raw', 'list'), view: true, create: false, update: false, delete: false },
    ]);
    stubApi(lookupHandlers);
    const Screen = screens.raw.list;
    renderRoutes([{ path: pathOf('raw', 'list'), element: <Screen /> }], pathOf('raw', 'list'));
    const row = (await screen.findByText('Tepung Tapioka')).closest('tr')!;
    expect(within(row).getByText('Toko Tepung Sejahtera')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Vendor utama/ })).toBeInTheDocument();
  });
});
