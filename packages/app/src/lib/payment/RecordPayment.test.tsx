import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, userRightsAtom } from '../session';
import { appStore } from '../store';
import { success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { berkah, berkahCredit, berkahPlan } from './fixtures';
import RecordPayment from './RecordPayment';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

const order = { id: 11, number: 'TRX-20261120-0011', balance: 900_000 };

describe("an order's 'Catat pembayaran'", () => {
  it('needs the create right on Pembayaran, and says so', async () => {
    appStore.set(userRightsAtom, [
      { url: '/transaction/data', view: true, create: true, update: true, delete: true },
    ]);
    renderWithProviders(<RecordPayment customer={berkah} order={order} />);
    const button = await screen.findByRole('button', { name: 'Catat pembayaran' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/^Perlu hak tambah Pembayaran\./);
  });

  it('opens the dialog for that order, its customer chosen and its balance pre-filled', async () => {
    appStore.set(userRightsAtom, [
      { url: '/payment', view: true, create: true, update: false, delete: false },
    ]);
    stubApi({
      paymentCredit: () => success('paymentCredit', { datas: berkahCredit }),
      paymentAdd: ({ body }) => success('paymentAdd', { datas: berkahPlan(body.amount), dryRun: true }),
    });
    renderWithProviders(<RecordPayment customer={berkah} order={order} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Catat pembayaran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catat pembayaran TRX-20261120-0011' });
    expect(within(dialog).getByRole('combobox', { name: /^Customer/ })).toHaveValue('Toko Frozen Berkah');
    expect(within(dialog).getByRole('textbox', { name: /^Jumlah/ })).toHaveValue('900.000');
  });
});

describe("a customer's 'Catat pembayaran' (their row on Data Customer)", () => {
  it('an icon button named for the customer; without the right it is disabled and says why', async () => {
    appStore.set(userRightsAtom, [
      { url: '/data-customer', view: true, create: false, update: false, delete: false },
    ]);
    renderWithProviders(<RecordPayment customer={berkah} compact />);
    const button = await screen.findByRole('button', { name: /^Catat pembayaran dari Toko Frozen Berkah/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName(/Perlu hak tambah Pembayaran/);
  });

  it('opens the dialog with the customer chosen and what they owe less their deposit pre-filled', async () => {
    appStore.set(userRightsAtom, [
      { url: '/payment', view: true, create: true, update: false, delete: false },
    ]);
    stubApi({
      paymentCredit: () => success('paymentCredit', { datas: berkahCredit }),
      paymentAdd: ({ body }) => success('paymentAdd', { datas: berkahPlan(body.amount), dryRun: true }),
    });
    renderWithProviders(<RecordPayment customer={berkah} compact />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Catat pembayaran dari Toko Frozen Berkah' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Catat pembayaran' });
    expect(within(dialog).getByRole('combobox', { name: /^Customer/ })).toHaveValue('Toko Frozen Berkah');
    expect(within(dialog).getByRole('textbox', { name: /^Jumlah/ })).toHaveValue(
      berkahCredit.exposure.toLocaleString('id-ID'),
    );
  });
});
