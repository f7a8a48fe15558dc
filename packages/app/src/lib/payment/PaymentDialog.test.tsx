import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../session';
import { appStore } from '../store';
import { PROFILE } from '../../test/businessProfile';
import { failure, listOf, success, type MockHandlers } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { berkah, berkahCredit, berkahPlan, customerRecord } from './fixtures';
import { PaymentDialog } from './PaymentDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

const handlers = (more: MockHandlers = {}): MockHandlers => ({
  customerList: () => listOf('customerList', [customerRecord(berkah)]),
  paymentCredit: () => success('paymentCredit', { datas: berkahCredit }),
  paymentAdd: ({ body }) =>
    success('paymentAdd', { datas: berkahPlan(body.amount), dryRun: Boolean(body.dryRun) }),
  businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
  ...more,
});

const flat = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

async function pickBerkah() {
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('combobox', { name: /^Customer/ }), 'Berkah');
  await userEvent.click(await screen.findByRole('option', { name: /Toko Frozen Berkah/ }));
  return dialog;
}

const amountField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Jumlah/ });

describe('the payment dialog', () => {
  it("shows the customer's position and pre-fills what they owe less their deposit", async () => {
    stubApi(handlers());
    renderWithProviders(<PaymentDialog open onClose={() => undefined} />);
    const dialog = await pickBerkah();
    const credit = await within(dialog).findByTestId('payment-credit');
    expect(flat(credit.textContent)).toContain('Sisa tagihanRp 1.300.000');
    expect(flat(credit.textContent)).toContain('Saldo titipanRp 100.000');
    expect(flat(credit.textContent)).toContain('Rp 900.000 (1 transaksi, paling lama 6 hari)');
    await waitFor(() => expect(amountField(dialog)).toHaveValue('1.200.000'));
    expect(amountField(dialog)).toHaveAccessibleDescription(/sisa tagihan dikurangi saldo titipan/);
  });

  it('shows where the money would go (a dry run) before saving, with what stays as deposit', async () => {
    const { calls } = stubApi(handlers());
    renderWithProviders(<PaymentDialog open onClose={() => undefined} />);
    const dialog = await pickBerkah();
    const preview = await within(dialog).findByRole(
      'table',
      { name: 'Transaksi yang dibayar' },
      { timeout: 3000 },
    );
    const rows = within(preview)
      .getAllByRole('row')
      .map((row) => flat(row.textContent));
    expect(rows[1]).toBe('TRX-20261120-001127 Nov 2026Rp 900.000Rp 900.000');
    expect(rows[2]).toBe('TRX-20261125-0014Belum dikirimRp 400.000Rp 300.000');
    const dry = calls.filter((c) => c.id === 'paymentAdd');
    expect(dry.at(-1)?.body).toEqual({
      customerId: 2,
      amount: 1_200_000,
      method: 'tunai',
      date: expect.any(String),
      dryRun: true,
    });
    // More than they owe: the rest is their deposit.
    await userEvent.clear(amountField(dialog));
    await userEvent.type(amountField(dialog), '1500000');
    await waitFor(
      () =>
        expect(
          flat(within(dialog).getByRole('region', { name: 'Alokasi pembayaran' }).textContent),
        ).toContain('Jadi saldo titipanRp 200.000'),
      { timeout: 3000 },
    );
    // Nothing was saved by the previews.
    expect(
      calls.filter((c) => c.id === 'paymentAdd').every((c) => (c.body as { dryRun?: boolean }).dryRun),
    ).toBe(true);
  });

  it('saves once with an idempotency key, then offers the receipt to print or send by WhatsApp', async () => {
    const { calls } = stubApi(handlers());
    const saved = vi.fn();
    renderWithProviders(<PaymentDialog open onClose={() => undefined} onSaved={saved} />);
    const dialog = await pickBerkah();
    await waitFor(() => expect(amountField(dialog)).toHaveValue('1.200.000'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Referensi/ }), 'BCA 0311');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan pembayaran' }));
    expect(await within(dialog).findByRole('heading', { name: 'Pembayaran tercatat' })).toBeVisible();
    const writes = calls.filter((c) => c.id === 'paymentAdd' && !(c.body as { dryRun?: boolean }).dryRun);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toMatchObject({ customerId: 2, amount: 1_200_000, reference: 'BCA 0311' });
    expect(writes[0]!.request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ id: 99, amount: 1_200_000 }));
    const paper = within(dialog).getByRole('article', { name: 'Pratinjau kuitansi' });
    expect(flat(paper.textContent)).toContain('Satu juta dua ratus ribu rupiah');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim lewat WhatsApp' }));
    expect(open.mock.calls[0]![0]).toMatch(
      /^https:\/\/wa\.me\/6281231031111\?text=Halo%20Toko%20Frozen%20Berkah/,
    );
  });

  it("pays the order it was opened for, and says the server's refusal of that allocation on the amount", async () => {
    const { calls } = stubApi(
      handlers({
        paymentAdd: ({ body }) =>
          body.dryRun
            ? success('paymentAdd', { datas: berkahPlan(body.amount), dryRun: true })
            : failure(
                422,
                'Data tidak valid.',
                { 'allocations.0.amount': ['Melebihi sisa tagihan TRX-20261120-0011 (Rp 500.000).'] },
                undefined,
                {
                  code: 'validation.failed',
                  fieldCodes: {
                    'allocations.0.amount': {
                      code: 'payment.overBalance',
                      params: { number: 'TRX-20261120-0011', balance: 500_000 },
                    },
                  },
                },
              ),
      }),
    );
    renderWithProviders(
      <PaymentDialog
        open
        onClose={() => undefined}
        customer={berkah}
        order={{ id: 11, number: 'TRX-20261120-0011', balance: 900_000 }}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /^Customer/ })).toBeDisabled();
    expect(amountField(dialog)).toHaveValue('900.000');
    await waitFor(() => expect(calls.some((c) => c.id === 'paymentAdd')).toBe(true), { timeout: 3000 });
    expect(calls.find((c) => c.id === 'paymentAdd')!.body).toMatchObject({
      allocations: [{ orderId: 11, amount: 900_000 }],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan pembayaran' }));
    await waitFor(() =>
      expect(amountField(dialog)).toHaveAccessibleDescription(
        /Melebihi sisa tagihan TRX-20261120-0011 \(Rp 500\.000\)/,
      ),
    );
    expect(amountField(dialog)).toHaveAttribute('aria-invalid', 'true');
  });
});
