import type { Schemas } from '@pawon/api-client';
import { forgetList } from '../../test/listCache';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COST_RIGHT } from '../../lib/rights';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { listOf, success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { products } from './product.resource';

const stamp = { version: 2, createdAt: '2026-11-01T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z' };
const BASO: Schemas['Product'] = {
  id: 1,
  code: 'BTY',
  name: 'Baso Tahu',
  description: null,
  image: null,
  imageThumb: null,
  categoryId: 1,
  category: { id: 1, name: 'Baso Tahu & Siomay' },
  price: 7_500,
  unit: 'pcs',
  minStock: 50,
  active: true,
  fresh: 120,
  frozen: 80,
  ...stamp,
};

const grant = (cost: boolean) =>
  appStore.set(userRightsAtom, [
    { url: '/items/produk', view: true, create: true, update: true, delete: true },
    ...(cost ? [{ url: COST_RIGHT, view: true, create: false, update: false, delete: false }] : []),
  ]);

function edit(record: Schemas['Product']) {
  const api = stubApi({
    categoryList: () => listOf('categoryList', [{ id: 1, name: 'Baso Tahu & Siomay' }]),
    productUpdate: ({ body }) => success('productUpdate', { datas: { ...record, ...body, version: 3 } }),
  });
  const onClose = vi.fn();
  renderWithProviders(
    <ResourceFormDialog resource={products.descriptor} record={record} open onClose={onClose} />,
  );
  const sent = async () => {
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    return api.calls.find((c) => c.id === 'productUpdate')?.body as Record<string, unknown>;
  };
  return { ...api, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(products.descriptor.list);
});

describe('the product form and the labour & overhead of its runs', () => {
  it('neither shows nor sends them without "Lihat HPP" (the server keeps the stored rate)', async () => {
    grant(false);
    const { sent } = edit(BASO);
    await screen.findByRole('dialog');
    expect(screen.queryByLabelText(/^Biaya tenaga kerja & overhead/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Dihitung per/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const body = await sent();
    expect(body).toMatchObject({ id: 1, version: 2, code: 'BTY', price: 7_500 });
    expect(body).not.toHaveProperty('overheadCost');
    expect(body).not.toHaveProperty('overheadPer');
  });

  it('edits them with "Lihat HPP": never empty (a message on the field), sent with the rest', async () => {
    grant(true);
    const { sent } = edit({ ...BASO, overheadCost: 30_000, overheadPer: 'run' });
    const cost = await screen.findByLabelText(/^Biaya tenaga kerja & overhead/);
    expect(cost).toHaveValue('30.000');
    expect(screen.getByRole('combobox', { name: /^Dihitung per/ })).toHaveTextContent('per produksi');
    await userEvent.clear(cost);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(cost).toHaveAccessibleDescription(/Isi biaya tenaga kerja & overhead; isi 0 bila tidak ada\./),
    );
    await userEvent.type(cost, '450');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await sent()).toMatchObject({ id: 1, overheadCost: 450, overheadPer: 'run' });
  });

  it('starts a new product at Rp 0 per unit', () => {
    expect(products.descriptor.toFormValues(null)).toMatchObject({ overheadCost: 0, overheadPer: 'unit' });
  });
});

describe('the batch size the production plan rounds to', () => {
  it('shows it in the unit, refuses zero with the contract minimum, and sends an emptied one as none (null)', async () => {
    grant(false);
    const { sent } = edit({ ...BASO, batchSize: 50 });
    const batch = await screen.findByLabelText(/^Ukuran batch/);
    expect(batch).toHaveValue('50');
    expect(batch).toHaveAccessibleDescription(/Rencana Produksi membulatkan/);
    await userEvent.clear(batch);
    await userEvent.type(batch, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(batch).toHaveAccessibleDescription(/0,001/));
    await userEvent.clear(batch);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await sent()).toMatchObject({ id: 1, batchSize: null });
  });

  it('sends a new batch size as a number', async () => {
    grant(false);
    const { sent } = edit(BASO);
    const batch = await screen.findByLabelText(/^Ukuran batch/);
    expect(batch).toHaveValue('');
    await userEvent.type(batch, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await sent()).toMatchObject({ id: 1, batchSize: 24 });
  });
});

describe("a product's label fields", { timeout: 20_000 }, () => {
  it('sends the permit, halal number, net weight and storage; a number without its kind is refused on the kind', async () => {
    grant(false);
    const { sent } = edit(BASO);
    const number = await screen.findByLabelText(/^Nomor izin edar/);
    await userEvent.type(number, '2063271010123-29');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pilih jenis izin edar untuk nomor ini.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Izin edar/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'P-IRT' }));
    await userEvent.type(screen.getByLabelText(/^Nomor sertifikat halal/), 'ID32110000123450924');
    await userEvent.type(screen.getByLabelText(/^Berat bersih per kemasan/), '250');
    await userEvent.click(screen.getByRole('combobox', { name: /^Satuan berat bersih/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'gram' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await sent()).toMatchObject({
      id: 1,
      permitKind: 'pirt',
      permitNumber: '2063271010123-29',
      halalNumber: 'ID32110000123450924',
      netWeight: 250,
      netWeightUnit: 'gram',
    });
  });
});
