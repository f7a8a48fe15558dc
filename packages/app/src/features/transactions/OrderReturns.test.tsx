import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { failure, success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import type { OrderRecord } from './order';
import { OrderDetail } from './OrderDetail';
import { OrderReturns } from './OrderReturns';
import { moneyOf } from '../../test/fixtures';

const product = { id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' as const };

const delivered: OrderRecord = {
  id: 5,
  version: 3,
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
  number: 'TRX-20261120-0005',
  date: '2026-11-20',
  customerId: 2,
  customer: { id: 2, name: 'Warung Bu Sari', phone: '0812-3101-1037', category: 'konsumen', address: null },
  deliveryDate: '2026-11-21',
  deliveryTime: null,
  payment: 'paid',
  packing: 'packed',
  packedDate: '2026-11-20',
  delivery: 'delivered',
  ongkir: 0,
  itemSubtotal: 150_000,
  packagingSubtotal: 2_000,
  total: 152_000,
  itemCount: 20,
  note: null,
  ...moneyOf('paid', 152_000),
  createdBy: null,
  standingOrderId: null,
  packs: [
    {
      id: 1,
      materialId: 3,
      material: { id: 3, name: 'Kerdus', unit: 'pcs' },
      count: 2,
      packPrice: 1_000,
      subtotal: 152_000,
      lines: [
        {
          id: 11,
          productId: 1,
          product,
          bucket: 'frozen',
          qtyPerPack: 10,
          qty: 20,
          unitPrice: 7_500,
          subtotal: 150_000,
        },
      ],
    },
  ],
  returns: [],
};

const withReturn: OrderRecord = {
  ...delivered,
  version: 4,
  returns: [
    {
      id: 7,
      transactionId: 5,
      number: delivered.number,
      date: '2026-11-22',
      reason: 'Kemasan sobek',
      value: 15_000,
      itemCount: 2,
      createdAt: '2026-11-22T02:00:00Z',
      createdBy: { id: 1, name: 'Admin Pawon' },
      lines: [
        {
          id: 1,
          lineId: 11,
          productId: 1,
          product,
          bucket: 'frozen',
          qty: 2,
          destination: 'waste',
          unitPrice: 7_500,
          value: 15_000,
        },
      ],
    },
  ],
};

/** Rights on Data Transaksi, and the action "Batalkan Pengiriman" (`undeliver`) apart from them. */
const grant = ({ undeliver = false, ...rights }: { update: boolean; delete: boolean; undeliver?: boolean }) =>
  appStore.set(userRightsAtom, [
    { url: '/transaction/data', view: true, create: true, ...rights },
    ...(undeliver
      ? [{ url: '/transaction/undeliver', view: true, create: false, update: false, delete: false }]
      : []),
  ]);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('the returns of an order', () => {
  it('without the rights, shows both corrections disabled with the right they need', () => {
    grant({ update: false, delete: false });
    renderWithProviders(<OrderReturns order={delivered} onChanged={() => undefined} />);
    expect(screen.getByText('Belum ada barang yang kembali dari pesanan ini.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Catat retur' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Catat retur' })).toHaveAccessibleDescription(
      'Mencatat retur butuh hak ubah di Data Transaksi.',
    );
    expect(screen.getByRole('button', { name: 'Batalkan pengiriman' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Batalkan pengiriman' })).toHaveAccessibleDescription(
      'Membatalkan pengiriman butuh hak "Batalkan Pengiriman" (diatur di Authorization Group, di bawah Data Transaksi).',
    );
  });

  it('undoing a delivery is its own right: the delete right does not give it, and it needs no delete right', () => {
    grant({ update: true, delete: true });
    const { unmount } = renderWithProviders(<OrderReturns order={delivered} onChanged={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Batalkan pengiriman' })).toBeDisabled();
    unmount();
    grant({ update: false, delete: false, undeliver: true });
    renderWithProviders(<OrderReturns order={delivered} onChanged={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Batalkan pengiriman' })).toBeEnabled();
  });

  it('records a return: checks the quantity against what is left, sends only the lines filled, hands back the order', async () => {
    grant({ update: true, delete: true });
    const { calls } = stubApi({
      transactionReturnAdd: () => success('transactionReturnAdd', { datas: withReturn }),
    });
    const onChanged = vi.fn();
    renderWithProviders(<OrderReturns order={delivered} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Catat retur' }));
    const form = within(screen.getByRole('form', { name: 'Catat retur' }));
    await userEvent.click(form.getByRole('button', { name: 'Simpan retur' }));
    // Nothing filled: the first line and the reason say so, and nothing is sent.
    expect(await form.findByText('Isi qty kembali pada minimal satu baris.')).toBeInTheDocument();
    expect(form.getByLabelText(/Alasan retur/)).toHaveAccessibleDescription('Wajib diisi.');
    await userEvent.type(form.getByLabelText(/Qty kembali/), '21');
    await userEvent.type(form.getByLabelText(/Alasan retur/), 'Kemasan sobek');
    await userEvent.click(form.getByRole('button', { name: 'Simpan retur' }));
    await waitFor(() =>
      expect(form.getByLabelText(/Qty kembali/)).toHaveAccessibleDescription('Paling banyak 20 pcs.'),
    );
    expect(calls).toHaveLength(0);
    await userEvent.clear(form.getByLabelText(/Qty kembali/));
    await userEvent.type(form.getByLabelText(/Qty kembali/), '2');
    await userEvent.click(form.getByRole('button', { name: 'Simpan retur' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(withReturn));
    expect(calls[0]).toMatchObject({
      id: 'transactionReturnAdd',
      body: {
        transactionId: 5,
        reason: 'Kemasan sobek',
        lines: [{ lineId: 11, qty: 2, destination: 'frozen' }],
      },
    });
  });

  it("puts the server's refusal on the line it names", async () => {
    grant({ update: true, delete: true });
    stubApi({
      transactionReturnAdd: () =>
        failure(422, 'Data tidak valid.', {
          'lines.0.destination': ['Baso Tahu di baris ini tidak mengambil stok; catat sebagai dibuang.'],
        }),
    });
    renderWithProviders(<OrderReturns order={delivered} onChanged={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Catat retur' }));
    const form = within(screen.getByRole('form', { name: 'Catat retur' }));
    await userEvent.type(form.getByLabelText(/Qty kembali/), '1');
    await userEvent.type(form.getByLabelText(/Alasan retur/), 'x');
    await userEvent.click(form.getByRole('button', { name: 'Simpan retur' }));
    expect(await form.findByText(/tidak mengambil stok/)).toBeInTheDocument();
  });

  it('lists the returns; undoing the delivery waits until they are deleted', () => {
    grant({ update: true, delete: true, undeliver: true });
    renderWithProviders(<OrderReturns order={withReturn} onChanged={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Retur TRX-20261120-0005' });
    expect(table.textContent).toContain('Kemasan sobek');
    expect(table.textContent).toContain('Dibuang');
    expect(table.textContent?.replace(/\s/g, ' ')).toContain('−Rp 15.000');
    expect(screen.getByRole('button', { name: 'Batalkan pengiriman' })).toBeDisabled();
    expect(screen.getByText('Hapus returnya dulu sebelum membatalkan pengiriman.')).toBeInTheDocument();
  });

  it('undoes a delivery with a reason', async () => {
    grant({ update: false, delete: false, undeliver: true });
    const { calls } = stubApi({
      transactionUndeliver: () =>
        success('transactionUndeliver', { datas: { ...delivered, version: 4, delivery: 'pending' } }),
    });
    const onChanged = vi.fn();
    renderWithProviders(<OrderReturns order={delivered} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan pengiriman' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(dialog.getByLabelText(/Alasan pembatalan/), 'Kurir belum berangkat');
    await userEvent.click(dialog.getByRole('button', { name: 'Batalkan pengiriman' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      id: 'transactionUndeliver',
      body: { id: 5, version: 3, reason: 'Kurir belum berangkat' },
    });
  });
});

describe('a return being typed in the order detail (issue 37)', () => {
  it('Esc on the detail asks before the return is lost; "Batal" of the return form asks too', async () => {
    grant({ update: true, delete: true });
    stubApi({});
    renderWithProviders(<OrderDetail order={delivered} onChanged={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /^Lihat detail TRX-20261120-0005/ }));
    const detail = await screen.findByRole('dialog');
    await userEvent.click(await within(detail).findByRole('button', { name: 'Catat retur' }));
    const form = within(within(detail).getByRole('form', { name: 'Catat retur' }));
    await userEvent.type(form.getByLabelText(/Alasan retur/), 'Kemasan sobek');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Buang perubahan?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Lanjutkan mengisi' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(form.getByLabelText(/Alasan retur/)).toHaveValue('Kemasan sobek');

    await userEvent.click(form.getByRole('button', { name: 'Batal' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Buang perubahan?' })).getByRole('button', {
        name: 'Buang',
      }),
    );
    await waitFor(() => expect(within(detail).queryByRole('form', { name: 'Catat retur' })).toBeNull());
    // Nothing typed any more: the detail closes at once.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
