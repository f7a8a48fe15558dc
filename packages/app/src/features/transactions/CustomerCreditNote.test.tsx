import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session';
import { appStore } from '../../lib/store';
import { PROFILE } from '../../test/businessProfile';
import { moneyOf } from '../../test/fixtures';
import { success } from '../../test/mockOperations';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stubApi';
import { CustomerCreditNote } from './CustomerCreditNote';
import { holdForecast, type CustomerCredit } from './holdForecast';
import { toFormValues, type OrderRecord, type OrderValues } from './order';

const credit = (over: Partial<CustomerCredit> = {}): CustomerCredit => ({
  customerId: 2,
  paymentTermDays: 14,
  creditLimit: 1_000_000,
  open: 700_000,
  deposit: 50_000,
  exposure: 650_000,
  available: 350_000,
  overdueOrders: 0,
  overdueBalance: 0,
  overdueDays: 0,
  openOrders: [],
  ...over,
});

const edited = {
  customerId: 2,
  total: 300_000,
  ...moneyOf('unpaid', 300_000),
  creditHold: null,
} as unknown as OrderRecord;

describe('holdForecast: the credit rule of the server, before saving (issue 38)', () => {
  const rule = { paidNow: false, overdueLimitDays: 30, record: null };

  it('holds a new order that takes the customer over the limit (open + order − deposit), not one that fits', () => {
    expect(holdForecast(credit(), { ...rule, total: 350_000 })).toBeNull();
    expect(holdForecast(credit(), { ...rule, total: 350_001 })).toMatchObject({
      reasons: ['limit'],
      exposure: 1_000_001,
      limit: 1_000_000,
    });
  });

  it('holds for an order overdue longer than the profile allows; never without a limit or when paid now', () => {
    expect(holdForecast(credit({ overdueDays: 31 }), { ...rule, total: 1 })?.reasons).toEqual(['overdue']);
    expect(holdForecast(credit({ overdueDays: 30 }), { ...rule, total: 1 })).toBeNull();
    expect(holdForecast(credit({ creditLimit: null }), { ...rule, total: 9_000_000 })).toBeNull();
    expect(holdForecast(credit(), { ...rule, paidNow: true, total: 9_000_000 })).toBeNull();
  });

  it('an edit counts only what it adds: its own balance is in the open figure already', () => {
    // open 700,000 holds this order's 300,000: raised to 650,000 it owes 1,050,000 − 50,000 deposit = 1,000,000.
    expect(holdForecast(credit(), { ...rule, total: 650_000, record: edited })).toBeNull();
    expect(holdForecast(credit(), { ...rule, total: 650_001, record: edited })?.exposure).toBe(1_000_001);
    // Lowered, it is not checked again; an order held already stays held by the server, not warned twice.
    expect(holdForecast(credit({ open: 5_000_000 }), { ...rule, total: 200_000, record: edited })).toBeNull();
  });
});

function Harness({ total, values }: { total: number; values: OrderValues }) {
  const form = useForm<OrderValues>({ defaultValues: values });
  return <CustomerCreditNote control={form.control} record={null} total={total} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession(appStore);
});

describe('the order form, once a customer is picked (issue 38)', () => {
  const values = { ...toFormValues(null), customerId: '2' } as OrderValues;

  it('says what they owe, their deposit, limit and overdue orders', async () => {
    const api = stubApi({
      paymentCredit: () =>
        success('paymentCredit', {
          datas: credit({ overdueOrders: 2, overdueBalance: 250_000, overdueDays: 12 }),
        }),
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
    });
    renderWithProviders(<Harness total={100_000} values={values} />);
    const note = await screen.findByTestId('customer-credit');
    expect(note.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Sisa tagihan Rp 700.000 · titipan Rp 50.000 · batas kredit Rp 1.000.000, sisa Rp 350.000 · 2 tagihan terlambat (Rp 250.000, terlama 12 hari)',
    );
    expect(api.calls.find((c) => c.id === 'paymentCredit')?.body).toEqual({ customerId: 2 });
    expect(screen.queryByText(/ditahan kredit/)).toBeNull();
  });

  it('warns before saving when the order will be held, with the figures', async () => {
    stubApi({
      paymentCredit: () => success('paymentCredit', { datas: credit() }),
      businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
    });
    renderWithProviders(<Harness total={600_000} values={values} />);
    expect(await screen.findByText(/akan ditahan kredit saat disimpan/)).toBeInTheDocument();
    expect(
      screen.getByText('Melebihi batas kredit: Rp 1.250.000 dari batas Rp 1.000.000.'),
    ).toBeInTheDocument();
  });

  it('shows nothing before a customer is picked', async () => {
    const api = stubApi({});
    renderWithProviders(<Harness total={600_000} values={toFormValues(null)} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('customer-credit')).toBeNull();
    expect(api.ids()).not.toContain('paymentCredit');
  });
});
