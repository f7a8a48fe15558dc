import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { moneyOf } from '../../test/fixtures';
import { CreditHoldSection } from './CreditHold';
import { paymentBadge } from './money';
import type { OrderRecord } from './order';
import { OrderDetailBody } from './OrderDetailDialog';

const hold: NonNullable<OrderRecord['creditHold']> = {
  reasons: ['limit', 'overdue'],
  exposure: 5_750_000,
  limit: 5_000_000,
  overdueDays: 12,
  heldAt: '2026-12-01T02:00:00Z',
  releasedAt: null,
  releasedBy: null,
  releaseNote: null,
};

const order: OrderRecord = {
  id: 8,
  version: 2,
  createdAt: '2026-12-01T02:00:00Z',
  updatedAt: '2026-12-01T02:00:00Z',
  number: 'TRX-20261201-0008',
  date: '2026-12-01',
  customerId: 2,
  customer: { id: 2, name: 'Toko Frozen Berkah', phone: null, category: 'distributor', address: null },
  deliveryDate: null,
  deliveryTime: null,
  payment: 'unpaid',
  packing: 'unpacked',
  packedDate: null,
  delivery: 'pending',
  ongkir: 0,
  itemSubtotal: 750_000,
  packagingSubtotal: 0,
  total: 750_000,
  itemCount: 100,
  note: null,
  ...moneyOf('unpaid', 750_000),
  creditHold: hold,
  createdBy: null,
  standingOrderId: null,
  packs: [],
  returns: [],
};

const grant = (release: boolean) =>
  appStore.set(userRightsAtom, [
    { url: '/transaction/data', view: true, create: true, update: true, delete: true },
    ...(release
      ? [{ url: '/transaction/release-hold', view: true, create: false, update: false, delete: false }]
      : []),
  ]);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

const flat = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('the payment badge', () => {
  const base = { ...order, creditHold: null };
  it('says lunas, belum lunas, part paid with what is left, late by the days past due, held', () => {
    expect(paymentBadge({ ...base, ...moneyOf('paid', 750_000), payment: 'paid' }).text).toBe('Lunas');
    expect(paymentBadge(base).text).toBe('Belum lunas');
    const partial = { ...base, paymentState: 'partial' as const, paidAmount: 250_000, balance: 500_000 };
    expect(flat(paymentBadge(partial, '2026-12-03').text)).toBe('Sisa Rp 500.000');
    // Due on the 1st with a balance: 2 days late on the 3rd, not late on the day it is due.
    const due = { ...partial, dueDate: '2026-12-01' };
    expect(paymentBadge(due, '2026-12-03')).toEqual({ tone: 'error', text: 'Terlambat 2 hari' });
    expect(flat(paymentBadge(due, '2026-12-01').text)).toBe('Sisa Rp 500.000');
    // Across a month's end, and nothing late once paid.
    expect(paymentBadge({ ...due, dueDate: '2026-11-28' }, '2026-12-03').text).toBe('Terlambat 5 hari');
    expect(
      paymentBadge({ ...due, balance: 0, paymentState: 'paid', payment: 'paid' }, '2026-12-03').text,
    ).toBe('Lunas');
    expect(paymentBadge({ ...due, creditHold: hold }, '2026-12-03')).toEqual({
      tone: 'error',
      text: 'Ditahan kredit',
    });
    const released = { ...hold, releasedAt: '2026-12-02T03:00:00Z' };
    expect(paymentBadge({ ...base, creditHold: released }).text).toBe('Belum lunas');
  });
});

describe('the order detail of a held order', () => {
  it('shows what is paid, the balance and when it is due', () => {
    const view = renderWithProviders(
      <OrderDetailBody
        order={{
          ...order,
          creditHold: null,
          paymentState: 'partial',
          paidAmount: 250_000,
          balance: 500_000,
          dueDate: '2026-12-15',
        }}
      />,
    );
    const text = flat(view.container.textContent);
    expect(text).toContain('DibayarRp 250.000');
    expect(text).toContain('Sisa tagihanRp 500.000');
    expect(text).toContain('Jatuh tempo15 Des 2026');
  });

  it('says why it is held, with the figures; without the right the release is disabled and says so', () => {
    grant(false);
    renderWithProviders(<CreditHoldSection order={order} onChanged={() => undefined} />);
    const banner = flat(screen.getByRole('region', { name: /^Ditahan kredit/ }).textContent);
    expect(banner).toContain('Melebihi batas kredit: Rp 5.750.000 dari batas Rp 5.000.000.');
    expect(banner).toContain('Ada tagihan terlambat 12 hari.');
    const release = screen.getByRole('button', { name: 'Lepas tahanan' });
    expect(release).toBeDisabled();
    expect(release).toHaveAccessibleDescription(/Lepas Tahanan Kredit/);
  });

  it('releases it with a note, and hands the answered order on (the list takes it from there)', async () => {
    grant(true);
    const released = {
      ...hold,
      releasedAt: '2026-12-02T03:00:00Z',
      releasedBy: { id: 1, name: 'Owner Pawon' },
      releaseNote: 'Sudah janji transfer Jumat',
    };
    const { calls } = stubApi({
      transactionReleaseHold: () =>
        success('transactionReleaseHold', { datas: { ...order, version: 3, creditHold: released } }),
    });
    const onChanged = vi.fn();
    const view = renderWithProviders(<CreditHoldSection order={order} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lepas tahanan' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(dialog.getByLabelText(/Catatan/), 'Sudah janji transfer Jumat');
    await userEvent.click(dialog.getByRole('button', { name: 'Lepas tahanan' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      id: 'transactionReleaseHold',
      body: { id: 8, version: 2, note: 'Sudah janji transfer Jumat' },
    });
    view.rerender(
      <CreditHoldSection order={onChanged.mock.calls[0]![0] as OrderRecord} onChanged={onChanged} />,
    );
    const note = flat(screen.getByText(/dilepas oleh/).textContent);
    expect(note).toContain('dilepas oleh Owner Pawon');
    expect(note).toContain('Sudah janji transfer Jumat');
    expect(screen.queryByRole('button', { name: 'Lepas tahanan' })).toBeNull();
  });
});
