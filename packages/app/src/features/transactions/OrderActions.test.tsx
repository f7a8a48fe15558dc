import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import type { OrderRecord } from './order';
import { RELEASE_HOLD_RIGHT, STATUS_RIGHT, UNDELIVER_RIGHT } from './rights';
import { dateInYear, deliveryWhen, transactions } from './transaction.resource';

const order = (
  states: Pick<OrderRecord, 'payment' | 'packing' | 'delivery'>,
  returns: OrderRecord['returns'] = [],
) =>
  ({
    id: 5,
    version: 3,
    number: 'TRX-20261120-0005',
    date: '2026-11-20',
    deliveryDate: null,
    deliveryTime: null,
    customer: { id: 2, name: 'Warung Bu Sari', phone: null, category: 'konsumen', address: null },
    packs: [],
    returns,
    ...states,
  }) as unknown as OrderRecord;

const delivered = order({ payment: 'paid', packing: 'packed', delivery: 'delivered' });

/** Rights on Data Transaksi plus the chosen action menus ("Tandai Status Pesanan", "Batalkan Pengiriman"). */
const grant = (...actions: string[]) =>
  appStore.set(userRightsAtom, [
    { url: '/transaction/data', view: true, create: true, update: true, delete: true },
    ...actions.map((url) => ({ url, view: true, create: false, update: false, delete: false })),
  ]);

/** A row's actions as the order list shows them. */
function renderRow(record: OrderRecord) {
  renderWithProviders(
    <>{transactions.descriptor.rowActions!({ record, edit: () => {}, remove: () => {} })}</>,
  );
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Aksi lain untuk TRX-20261120-0005' }));
  return within(await screen.findByRole('menu'));
}

afterEach(() => clearSession(appStore));

describe("the order list's row menu: undoing a delivery (issue 37)", () => {
  it('offers "Batalkan pengiriman" on a delivered order: the reason dialog, the call, the done message', async () => {
    grant(UNDELIVER_RIGHT);
    const { calls } = stubApi({
      transactionUndeliver: () =>
        success('transactionUndeliver', { datas: { ...delivered, version: 4, delivery: 'pending' } }),
    });
    renderRow(delivered);
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Batalkan pengiriman' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Batalkan pengiriman TRX-20261120-0005?' }),
    );
    // The reason is required, as on the detail.
    await userEvent.click(dialog.getByRole('button', { name: 'Batalkan pengiriman' }));
    expect(calls).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText(/Alasan pembatalan/), 'Kurir belum berangkat');
    await userEvent.click(dialog.getByRole('button', { name: 'Batalkan pengiriman' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Focus goes back to the row's menu button (the menu item that opened the dialog is gone).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aksi lain untuk TRX-20261120-0005' })).toHaveFocus(),
    );
    expect(calls[0]).toMatchObject({
      id: 'transactionUndeliver',
      body: { id: 5, version: 3, reason: 'Kurir belum berangkat' },
    });
    expect(
      await screen.findByText('Pengiriman TRX-20261120-0005 dibatalkan; transaksi kembali menunggu kirim.'),
    ).toBeInTheDocument();
  });

  it('without the right "Batalkan Pengiriman" the entry is there, disabled, and the menu says which right it needs', async () => {
    grant(STATUS_RIGHT);
    stubApi({});
    renderRow(delivered);
    const menu = await openMenu();
    expect(menu.getByRole('menuitem', { name: 'Batalkan pengiriman' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(menu.getByText(/Membatalkan pengiriman butuh hak "Batalkan Pengiriman"/)).toBeInTheDocument();
  });

  it('a delivered order with returns: disabled until they are deleted, and says so', async () => {
    grant(UNDELIVER_RIGHT);
    stubApi({});
    renderRow(order({ payment: 'paid', packing: 'packed', delivery: 'delivered' }, [{ id: 7 }] as never));
    const menu = await openMenu();
    expect(menu.getByRole('menuitem', { name: 'Batalkan pengiriman' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(menu.getByText(/Hapus returnya dulu/)).toBeInTheDocument();
  });

  it('an order not delivered has no such entry', async () => {
    grant(UNDELIVER_RIGHT, STATUS_RIGHT);
    stubApi({});
    renderRow(order({ payment: 'paid', packing: 'packed', delivery: 'pending' }));
    const menu = await openMenu();
    expect(menu.queryByRole('menuitem', { name: 'Batalkan pengiriman' })).toBeNull();
  });
});

describe('the row menu says what delivering does to stock (issue 37)', () => {
  it('on an unpacked order, "Tandai terkirim" says it packs the order too and takes fresh stock', async () => {
    grant(STATUS_RIGHT);
    const { calls } = stubApi({
      transactionStatus: () =>
        success('transactionStatus', {
          datas: order({ payment: 'unpaid', packing: 'packed', delivery: 'delivered' }),
        }),
    });
    renderRow(order({ payment: 'unpaid', packing: 'unpacked', delivery: 'pending' }));
    const menu = await openMenu();
    await userEvent.click(
      menu.getByRole('menuitem', { name: 'Tandai terkirim (ikut dikemas, ambil stok segar)' }),
    );
    await waitFor(() =>
      expect(calls[0]).toMatchObject({ id: 'transactionStatus', body: { delivery: 'delivered' } }),
    );
    expect(
      await screen.findByText(
        'Transaksi TRX-20261120-0005 ditandai terkirim dan dikemas; stok segar diambil dari batch tertua.',
      ),
    ).toBeInTheDocument();
  });

  it('on a packed order it is the plain "Tandai terkirim"', async () => {
    grant(STATUS_RIGHT);
    stubApi({});
    renderRow(order({ payment: 'paid', packing: 'packed', delivery: 'pending' }));
    const menu = await openMenu();
    expect(menu.getByRole('menuitem', { name: 'Tandai terkirim' })).toBeInTheDocument();
  });
});

describe("the order list's row menu holds history and delete (foldActions: the row keeps room for the name)", () => {
  const pending = order({ payment: 'unpaid', packing: 'packed', delivery: 'pending' });

  it('history and delete are entries of the menu, each calling what the list gave', async () => {
    grant();
    stubApi({});
    const seen: string[] = [];
    renderWithProviders(
      <>
        {transactions.descriptor.rowActions!({
          record: pending,
          edit: () => {},
          remove: () => seen.push('remove'),
          history: () => seen.push('history'),
          canDelete: true,
        })}
      </>,
    );
    expect(transactions.descriptor.foldActions).toBe(true);
    let menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Riwayat perubahan' }));
    menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Hapus TRX-20261120-0005' }));
    expect(seen).toEqual(['history', 'remove']);
  });

  it('a delete the list refuses stays in view, disabled, under its reason; no history entry without the right', async () => {
    grant();
    stubApi({});
    const reason = 'Transaksi yang sudah dikirim tidak dapat dihapus.';
    renderWithProviders(
      <>
        {transactions.descriptor.rowActions!({
          record: delivered,
          edit: () => {},
          remove: () => {},
          canDelete: true,
          deleteReason: reason,
        })}
      </>,
    );
    const menu = await openMenu();
    expect(menu.getByRole('menuitem', { name: 'Hapus TRX-20261120-0005' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(menu.getByText(reason)).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Riwayat perubahan' })).toBeNull();
  });
});

describe("the order list's dates leave out the year only when it is the year given", () => {
  it('across the new year: 31 Dec of last year keeps its year, 1 Jan of this one drops it', () => {
    expect(dateInYear('2026-12-31', '2026')).toBe('31 Des');
    expect(dateInYear('2026-12-31', '2027')).toMatch(/^31 Des,? 2026$/);
    expect(dateInYear('2027-01-01', '2027')).toBe('1 Jan');
    expect(deliveryWhen({ date: '2026-12-31', deliveryDate: '2027-01-01', deliveryTime: '08:00' })).toMatch(
      /^1 Jan,? 2027 08\.00$/,
    );
  });
});

describe("a held order's row menu (issue 38): no packing or delivery until the hold is released", () => {
  const hold: NonNullable<OrderRecord['creditHold']> = {
    reasons: ['limit'],
    exposure: 1_250_000,
    limit: 1_000_000,
    overdueDays: 0,
    heldAt: '2026-11-20T03:00:00.000Z',
    releasedAt: null,
    releasedBy: null,
    releaseNote: null,
  };
  const held = {
    ...order({ payment: 'unpaid', packing: 'unpacked', delivery: 'pending' }),
    creditHold: hold,
  };

  it('packing and delivering are disabled; "Lepas tahanan" asks a note and releases it', async () => {
    grant(STATUS_RIGHT, RELEASE_HOLD_RIGHT);
    const { calls } = stubApi({
      transactionReleaseHold: () =>
        success('transactionReleaseHold', {
          datas: { ...held, version: 4, creditHold: { ...hold, releasedAt: '2026-11-20T04:00:00.000Z' } },
        }),
    });
    renderRow(held as OrderRecord);
    const menu = await openMenu();
    expect(menu.getByRole('menuitem', { name: 'Tandai dikemas (ambil stok segar)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      menu.getByRole('menuitem', { name: 'Tandai terkirim (ikut dikemas, ambil stok segar)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(menu.getByText('Ditahan kredit: belum bisa dikemas atau dikirim.')).toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Lepas tahanan' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Lepas tahanan kredit TRX-20261120-0005?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Lepas tahanan' }));
    expect(calls).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText(/Catatan/), 'Sudah transfer, dicek besok');
    await userEvent.click(dialog.getByRole('button', { name: 'Lepas tahanan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls[0]).toMatchObject({
      id: 'transactionReleaseHold',
      body: { id: 5, version: 3, note: 'Sudah transfer, dicek besok' },
    });
  });

  it('without the right "Lepas Tahanan Kredit" the entry is disabled and the menu says which right it needs', async () => {
    grant(STATUS_RIGHT);
    stubApi({});
    renderRow(held as OrderRecord);
    const menu = await openMenu();
    expect(menu.getByRole('menuitem', { name: 'Lepas tahanan' })).toHaveAttribute('aria-disabled', 'true');
    expect(menu.getByText(/Melepas tahanan butuh hak "Lepas Tahanan Kredit"/)).toBeInTheDocument();
  });

  it('a released hold no longer blocks packing', async () => {
    grant(STATUS_RIGHT, RELEASE_HOLD_RIGHT);
    stubApi({});
    renderRow({ ...held, creditHold: { ...hold, releasedAt: '2026-11-20T04:00:00.000Z' } } as OrderRecord);
    const menu = await openMenu();
    expect(menu.getByRole('menuitem', { name: 'Tandai dikemas (ambil stok segar)' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(menu.queryByRole('menuitem', { name: 'Lepas tahanan' })).toBeNull();
  });
});
