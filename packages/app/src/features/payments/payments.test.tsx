import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentRows } from '../../lib/payment/fixtures';
import { clearSession, userRightsAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { forgetList } from '../../test/listCache';
import { success } from '../../test/mockOperations';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { payments } from './payment.resource';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
  forgetList(payments.descriptor.list);
});

const grant = (remove: boolean) =>
  appStore.set(userRightsAtom, [
    { url: '/payment', view: true, create: true, update: false, delete: remove },
  ]);

const page = () =>
  success('paymentList', {
    datas: paymentRows,
    total: paymentRows.length,
    page: 1,
    perPage: 25,
    totals: { amount: 1_750_000, deposit: 300_000 },
  });

const REVERSE = 'Batalkan pembayaran Rp 1.500.000 dari Toko Frozen Berkah (3 Des 2026)';
const named = (name: string) => ({ name: (text: string) => text.replace(/\s/g, ' ') === name });

describe('reversing a payment', () => {
  it('asks for a reason of at least 3 letters, then the row stays, marked reversed with it', async () => {
    grant(true);
    const { calls } = stubApi({
      paymentList: page,
      paymentReverse: ({ body, path }) =>
        success('paymentReverse', {
          datas: {
            ...paymentRows[0]!,
            id: Number(path.id),
            allocations: [],
            deposit: 0,
            reversedAt: '2026-12-04T03:00:00Z',
            reversedBy: { id: 1, name: 'Admin Pawon' },
            reverseReason: body.reason,
          },
        }),
    });
    renderRoutes([{ path: '/payment', element: <payments.Screen /> }], '/payment');
    await userEvent.click(await screen.findByRole('button', named(REVERSE)));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Batalkan pembayaran?')).toBeVisible();
    const go = within(confirm).getByRole('button', { name: 'Batalkan pembayaran' });
    await userEvent.click(go);
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(/Alasan pembatalan/);
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Alasan pembatalan/ }), 'ab');
    await userEvent.click(go);
    expect(await within(confirm).findByText('Tulis alasannya, paling sedikit 3 huruf.')).toBeVisible();
    expect(calls.some((c) => c.id === 'paymentReverse')).toBe(false);
    await userEvent.type(
      within(confirm).getByRole('textbox', { name: /Alasan pembatalan/ }),
      'ndi salah transfer',
    );
    await userEvent.click(go);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = calls.find((c) => c.id === 'paymentReverse')!;
    expect(sent.path).toEqual({ id: 3 });
    expect(sent.body).toEqual({ reason: 'abndi salah transfer' });
    const table = screen.getByRole('table', { name: 'Daftar pembayaran' });
    await waitFor(() => expect(within(table).getAllByText('Dibatalkan')).toHaveLength(2));
    expect(within(table).getByText(/abndi salah transfer/)).toBeVisible();
    // The reversed payment cannot be reversed again.
    expect(screen.getByRole('button', named(REVERSE))).toHaveAttribute('aria-disabled', 'true');
  });

  it('is offered only with the delete right on Pembayaran', async () => {
    grant(false);
    stubApi({ paymentList: page });
    renderRoutes([{ path: '/payment', element: <payments.Screen /> }], '/payment');
    const button = await screen.findByRole('button', named(REVERSE));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/Perlu hak hapus Pembayaran/);
  });
});

describe('"Impor mutasi bank" on Pembayaran', () => {
  it('opens the bank statement dialog for a user who may record payments; not without the right', async () => {
    grant(false);
    stubApi({ paymentList: page });
    const view = renderRoutes([{ path: '/payment', element: <payments.Screen /> }], '/payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Impor mutasi bank' }));
    expect(await screen.findByRole('dialog', { name: /Impor mutasi bank/ })).toBeInTheDocument();
    view.unmount();
    forgetList(payments.descriptor.list);
    appStore.set(userRightsAtom, [
      { url: '/payment', view: true, create: false, update: false, delete: false },
    ]);
    renderRoutes([{ path: '/payment', element: <payments.Screen /> }], '/payment');
    await screen.findByRole('button', named(REVERSE));
    expect(screen.queryByRole('button', { name: 'Impor mutasi bank' })).toBeNull();
  });
});
