import type { DatasOf } from '@pawon/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COST_RIGHT } from '../../lib/rights';
import { invalidateResource } from '../../lib/query/queryClient';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { OrderDetail } from './OrderDetail';
import type { OrderRecord } from './order';
import { moneyOf } from '../../test/fixtures';

const line = (id: number, name: string, bucket: 'fresh' | 'frozen', qty: number, unitPrice: number) => ({
  id,
  productId: id,
  product: { id, code: `P${id}`, name, unit: 'pcs' as const },
  bucket,
  qtyPerPack: qty,
  qty,
  unitPrice,
  subtotal: qty * unitPrice,
});

const order: OrderRecord = {
  id: 5,
  version: 3,
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  number: 'TRX-20261120-0005',
  date: '2026-11-20',
  customerId: 2,
  customer: { id: 2, name: 'Warung Bu Sari', phone: null, category: 'konsumen', address: null },
  deliveryDate: null,
  deliveryTime: null,
  payment: 'paid',
  packing: 'unpacked',
  packedDate: null,
  delivery: 'pending',
  ongkir: 5_000,
  itemSubtotal: 200_000,
  packagingSubtotal: 1_000,
  total: 206_000,
  itemCount: 30,
  note: null,
  ...moneyOf('paid', 206_000),
  createdBy: null,
  standingOrderId: null,
  packs: [
    {
      id: 1,
      materialId: 3,
      material: { id: 3, name: 'Kerdus', unit: 'pcs' },
      count: 1,
      packPrice: 1_000,
      subtotal: 201_000,
      lines: [line(11, 'Baso Tahu', 'frozen', 20, 7_500), line(12, 'Batagor', 'fresh', 10, 5_000)],
    },
  ],
  returns: [],
};

type Costs = DatasOf<'transactionCosts'>;
const COSTS: Costs = {
  id: 5,
  revenue: 201_000,
  lines: 83_334,
  packs: 1_200,
  returned: 0,
  cost: 84_534,
  margin: 116_466,
  marginPct: 57.9,
  lineCosts: [
    { lineId: 11, qty: 20, cost: 83_334, unitCost: 4_166.67 },
    // Fresh, the order not packed yet: nothing taken.
    { lineId: 12, qty: 0, cost: 0, unitCost: null },
  ],
};

const grant = (cost: boolean) =>
  appStore.set(userRightsAtom, [
    { url: '/transaction/data', view: true, create: true, update: true, delete: true },
    ...(cost ? [{ url: COST_RIGHT, view: true, create: false, update: false, delete: false }] : []),
  ]);

const open = async () => {
  renderWithProviders(<OrderDetail order={order} onChanged={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'Lihat detail TRX-20261120-0005' }));
  return screen.findByRole('dialog');
};

/** The summary's figure after its term ("Laba kotor" → "Rp 116.466"). */
const figure = (section: HTMLElement, term: string) =>
  within(section).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe("an order's cost of goods on its detail", () => {
  it('is neither shown nor asked for without "Lihat HPP"', async () => {
    grant(false);
    const { ids } = stubApi({ transactionCosts: () => success('transactionCosts', { datas: COSTS }) });
    const dialog = await open();
    // The returns section (its own chunk) is there: the dialog is complete.
    expect(await within(dialog).findByRole('heading', { name: 'Retur' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'HPP & laba kotor' })).toBeNull();
    expect(ids()).not.toContain('transactionCosts');
  });

  it("shows each line's unit cost and cost beside its figures, and the revenue, costs and margin", async () => {
    grant(true);
    const { calls } = stubApi({ transactionCosts: () => success('transactionCosts', { datas: COSTS }) });
    const dialog = await open();
    const table = await within(dialog).findByRole('table', {
      name: 'HPP per baris pesanan TRX-20261120-0005',
    });
    expect(calls.find((c) => c.id === 'transactionCosts')?.body).toEqual({ id: 5 });
    const [, baso, batagor] = within(table).getAllByRole('row');
    expect(baso!.textContent?.replace(/\s/g, ' ')).toBe(
      'Baso Tahu (Beku)20 pcsRp 150.000Rp 4.166,67Rp 83.334',
    );
    // Not taken from stock yet: no cost, and no "Rp 0".
    expect(within(batagor!).getByText('belum diambil')).toBeInTheDocument();
    expect(batagor!.textContent).not.toContain('Rp 0');
    const section = screen.getByRole('region', { name: 'HPP & laba kotor' });
    expect(within(section).getByText(/produk segar diambil saat pesanan dikemas/)).toBeInTheDocument();
    expect(figure(section, 'Pendapatan')).toBe('Rp 201.000');
    expect(figure(section, 'HPP barang')).toBe('Rp 83.334');
    expect(figure(section, 'HPP kemasan')).toBe('Rp 1.200');
    expect(figure(section, 'Total HPP')).toBe('Rp 84.534');
    expect(figure(section, 'Laba kotor')).toBe('Rp 116.466');
    expect(figure(section, 'Margin %')).toBe('57,9%');
    // No returns: no line for what they gave back.
    expect(within(section).queryByText('HPP retur (kembali)')).toBeNull();
    expect(within(section).queryByText('Rugi: dijual di bawah HPP')).toBeNull();
  });

  it('says a loss in words as well as in the danger colour, and shows what the returns gave back', async () => {
    grant(true);
    stubApi({
      transactionCosts: () =>
        success('transactionCosts', {
          datas: {
            ...COSTS,
            revenue: 60_000,
            returned: 20_000,
            cost: 64_534,
            margin: -4_534,
            marginPct: -7.6,
            lineCosts: [COSTS.lineCosts[0]!, { lineId: 12, qty: 10, cost: 0, unitCost: 0 }],
          },
        }),
    });
    await open();
    const section = await screen.findByRole('region', { name: 'HPP & laba kotor' });
    await within(section).findByRole('table');
    expect(figure(section, 'HPP retur (kembali)')).toBe('−Rp 20.000');
    expect(figure(section, 'Laba kotor')).toBe('Rugi: dijual di bawah HPP -Rp 4.534');
    const margin = within(section).getByText('Laba kotor', { selector: 'dt' }).nextElementSibling!;
    expect(margin).toHaveAttribute('data-tone', 'danger');
    expect(figure(section, 'Margin %')).toBe('-7,6%');
    // A line that took stock at no cost shows its Rp 0: it was taken.
    expect(within(section).queryByText('belum diambil')).toBeNull();
  });

  it('says so when the costs cannot be loaded, and asks again on "Coba lagi"', async () => {
    grant(true);
    let attempt = 0;
    const { ids } = stubApi({
      transactionCosts: () =>
        ++attempt === 1
          ? failure(503, 'Basis data sedang tidak dapat dihubungi.')
          : success('transactionCosts', { datas: COSTS }),
    });
    await open();
    const section = await screen.findByRole('region', { name: 'HPP & laba kotor' });
    expect(await within(section).findByText('HPP tidak dapat dimuat')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByRole('table')).toBeInTheDocument();
    expect(ids().filter((id) => id === 'transactionCosts')).toHaveLength(2);
  });

  it('is busy while loading, and asks again when the order changes (orders marked stale)', async () => {
    grant(true);
    let answer = COSTS;
    let release!: () => void;
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { ids } = stubApi({
      transactionCosts: async () => {
        await first;
        return success('transactionCosts', { datas: answer });
      },
    });
    await open();
    const section = await screen.findByRole('region', { name: 'HPP & laba kotor' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    release();
    await within(section).findByRole('table');
    expect(section).not.toHaveAttribute('aria-busy');
    expect(figure(section, 'HPP kemasan')).toBe('Rp 1.200');
    // A return, an edit or packing saved from the detail marks orders stale (the row's `saved`).
    answer = { ...COSTS, packs: 2_400, cost: 85_734, margin: 115_266 };
    await invalidateResource(appStore, 'transaction');
    await waitFor(() => expect(figure(section, 'HPP kemasan')).toBe('Rp 2.400'));
    expect(ids().filter((id) => id === 'transactionCosts')).toHaveLength(2);
  });
});
