import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, userRightsAtom } from '../../lib/session';
import { PROFILE } from '../../test/businessProfile';
import { appStore } from '../../lib/store';
import { forgetList } from '../../test/listCache';
import { success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import {
  payablesAnswer,
  payablesTotals,
  paymentRows,
  paymentsAnswer,
  vendorStatementAnswer,
} from './storyFixtures';
import { vendorPayments } from './vendorPayment.resource';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(vendorPayments.descriptor.list);
});

const grant = (create = true) =>
  appStore.set(userRightsAtom, [{ url: '/payables', view: true, create, update: false, delete: true }]);

const handlers = {
  reportPayables: payablesAnswer,
  vendorPaymentList: paymentsAnswer,
};

const show = (path = '/payables') =>
  renderRoutes([{ path: '/payables', element: <vendorPayments.Screen /> }], path);

describe('Hutang', () => {
  it('shows the payables by age with the totals of every vendor', async () => {
    grant();
    const { calls } = stubApi(handlers);
    show();
    const table = await screen.findByRole('table', { name: /Umur hutang per/ });
    const row = (await within(table).findByText('CV Sumber Tani')).closest('tr')!;
    expect(within(row).getByText('Rp 720.000')).toBeVisible();
    expect(within(row).getByText('Rp 150.000')).toBeVisible();
    // Hutang and Saldo: nothing paid ahead.
    expect(within(row).getAllByText('Rp 870.000')).toHaveLength(2);
    expect(screen.getByText('Rp 3.670.000', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('Rp 3.420.000', { selector: 'dd' })).toBeVisible();
    expect(within(table).getByText(/uang muka Rp 250.000/)).toBeVisible();
    expect(calls.find((c) => c.id === 'reportPayables')!.body).toMatchObject({ page: 1, perPage: 50 });
  });

  it("opens a vendor's statement (kartu hutang) from its aging row: opening, bills, payments, a reversal, closing = Saldo", async () => {
    grant(false);
    const { calls } = stubApi({
      ...handlers,
      vendorPaymentStatement: vendorStatementAnswer,
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
    });
    show('/payables?date=2026-12-06');
    const row = await screen.findByRole('row', { name: /CV Sumber Tani/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Kartu hutang CV Sumber Tani' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kartu Hutang CV Sumber Tani' });
    const reversal = await within(dialog).findByRole('row', { name: /Salah catat/ });
    expect(calls.filter((c) => c.id === 'vendorPaymentStatement').map((c) => c.body)).toEqual([
      { vendorId: 5, from: '2026-12-01', to: '2026-12-06' },
    ]);
    expect(
      within(reversal)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '6 Des 2026',
      'Pembayaran dibatalkan · PAY-4 · Tunai · Salah catat',
      'Rp 200.000',
      '',
      'Rp 870.000',
    ]);
    expect(within(dialog).getByRole('row', { name: /PO-2026-0002/ })).toHaveTextContent(
      'Tagihan · PO-2026-0002',
    );
    // The copy that prints: the vendor's words on the customer statement's paper; Σ debit 1.200.000, Σ credit 700.000.
    const paper = document.querySelector('[data-print-root]')!;
    expect(paper).toHaveTextContent('Pawon Bu Sari');
    expect(paper).toHaveTextContent('KARTU HUTANG');
    expect(paper).toHaveTextContent('Vendor: CV Sumber Tani');
    expect(paper).toHaveTextContent(/Saldo awal \(1 Des 2026\)Rp 370\.000/);
    expect(paper).toHaveTextContent(/Saldo akhir \(6 Des 2026\)Rp 1\.200\.000Rp 700\.000Rp 870\.000/);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('records a payment to a vendor chosen from its aging row', async () => {
    grant();
    const { calls } = stubApi({
      ...handlers,
      vendorPaymentAdd: ({ body }) =>
        success('vendorPaymentAdd', {
          datas: { ...paymentRows[0]!, id: 9, amount: body.amount, vendorId: body.vendorId },
        }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Catat pembayaran ke CV Sumber Tani' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catat pembayaran ke vendor' });
    expect(within(dialog).getByRole('combobox', { name: /Vendor/ })).toHaveValue('CV Sumber Tani');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Jumlah/ }), '870000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Referensi/ }), 'BCA 0612');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan pembayaran' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.id === 'vendorPaymentAdd')!;
    expect(sent.body).toMatchObject({
      vendorId: 5,
      amount: 870_000,
      method: 'transfer',
      reference: 'BCA 0612',
    });
  });

  it('lists the payments and reverses one with a reason; a reversed one cannot be reversed again', async () => {
    grant();
    const { calls } = stubApi({
      ...handlers,
      vendorPaymentReverse: ({ path, body }) =>
        success('vendorPaymentReverse', {
          datas: {
            ...paymentRows[0]!,
            id: Number(path.id),
            allocations: [],
            reversedAt: '2026-12-06T03:00:00Z',
            reversedBy: { id: 1, name: 'Admin Pawon' },
            reverseReason: body.reason,
          },
        }),
    });
    show('/payables?view=payments');
    const table = await screen.findByRole('table', { name: 'Daftar pembayaran ke vendor' });
    await within(table).findByText('PO-2026-0002 · Rp 500.000');
    const reversed = screen.getByRole('button', {
      name: 'Batalkan pembayaran Rp 900.000 ke UD Laut Biru Segar (25 Nov 2026)',
    });
    expect(reversed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(
      screen.getByRole('button', { name: 'Batalkan pembayaran Rp 500.000 ke CV Sumber Tani (4 Des 2026)' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.type(
      within(confirm).getByRole('textbox', { name: /Alasan pembatalan/ }),
      'Salah nominal',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Batalkan pembayaran' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = calls.find((c) => c.id === 'vendorPaymentReverse')!;
    expect(sent.path).toEqual({ id: 3 });
    expect(sent.body).toEqual({ reason: 'Salah nominal' });
    await waitFor(() => expect(within(table).getAllByText('Dibatalkan')).toHaveLength(2));
  });

  it('offers no payment to a user without the create right, and says what an empty aging means', async () => {
    grant(false);
    stubApi({
      ...handlers,
      reportPayables: () =>
        success('reportPayables', {
          date: '2026-12-06',
          rows: [],
          totals: {
            ...payablesTotals,
            notDue: 0,
            days1to7: 0,
            days8to30: 0,
            over60: 0,
            open: 0,
            credit: 0,
            balance: 0,
          },
          total: 0,
          page: 1,
          perPage: 50,
        }),
    });
    show();
    expect(await screen.findByText('Tidak ada hutang')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Catat pembayaran' })).toHaveAttribute('aria-disabled', 'true');
  });
});
