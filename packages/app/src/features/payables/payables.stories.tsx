import type { Meta } from '@storybook/react-vite';
import type { BodyOf } from '@pawon/api-client';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NO_AGING } from '../../lib/report/aging';
import { PENDING, success, type MockHandlers } from '../../test/mockOperations';
import { pageStories } from '../../test/screenStories';
import { PROFILE } from '../../test/businessProfile';
import { payablesAnswer, paymentRows, paymentsAnswer, vendorStatementAnswer } from './storyFixtures';
import { t } from './messages';
import { vendorPayments } from './vendorPayment.resource';

/** Every `vendorPayment/add` a story sent, in order. */
const sent: Array<BodyOf<'vendorPaymentAdd'>> = [];

const handlers: MockHandlers = {
  reportPayables: payablesAnswer,
  vendorPaymentList: paymentsAnswer,
  vendorPaymentAdd: ({ body }) => {
    sent.push(body);
    return success('vendorPaymentAdd', { datas: { ...paymentRows[0]!, id: 9, amount: body.amount } });
  },
};

const shown = (
  extra: MockHandlers,
  check: Parameters<typeof pageStories>[2]['check'],
  options: { search?: string; rights?: { create: boolean; update: boolean; delete: boolean } } = {},
) =>
  pageStories(t('payables.title'), vendorPayments.Screen, {
    path: '/payables',
    handlers: { ...handlers, ...extra },
    check,
    ...options,
  });

/** The aging: each vendor's ages, what is owed, the balance net of what was paid ahead, the totals of all. */
const stories = shown({}, async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: t('payables.title'), level: 1 })).toBeVisible();
  await expect(await canvas.findByText('UD Laut Biru Segar')).toBeVisible();
  await expect(canvas.getAllByText('Rp 3.670.000').length).toBeGreaterThan(0);
  await expect(canvas.getByText(/uang muka Rp 250.000/)).toBeVisible();
});

const meta = { ...stories.meta, title: 'Screens/Hutang' } satisfies Meta;
export default meta;

export const Default = stories.Default;
export const Dark = stories.Dark;
export const Phone = stories.Phone;

export const Loading = shown({ reportPayables: () => PENDING }, async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: t('payables.title'), level: 1 })).toBeVisible();
}).Default;

/** Nothing owed on the day: says so, and where bills come from. */
export const Empty = shown(
  {
    reportPayables: () =>
      success('reportPayables', {
        date: '2026-12-06',
        rows: [],
        totals: NO_AGING,
        total: 0,
        page: 1,
        perPage: 50,
      }),
  },
  async (canvas) => {
    await expect(await canvas.findByText(t('payables.aging.empty'))).toBeVisible();
    await expect(canvas.getByText(t('payables.aging.emptyText'))).toBeVisible();
  },
).Default;

/** The payments tab: what each paid, what was paid ahead, a reversed one marked with who, when and why. */
export const Payments = shown(
  {},
  async (canvas) => {
    const table = await canvas.findByRole('table', { name: t('payables.caption') });
    await expect(await within(table).findByText('PO-2026-0002 · Rp 500.000')).toBeVisible();
    await expect(within(table).getByText(/Salah vendor/)).toBeVisible();
  },
  { search: '?view=payments' },
).Default;

/** "Catat pembayaran" from a vendor's row: the vendor chosen, the amount typed, saved. */
export const PayFromAging = shown({}, async (canvas) => {
  sent.length = 0;
  await userEvent.click(
    await canvas.findByRole('button', { name: t('payables.aging.pay', { name: 'CV Sumber Tani' }) }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: t('payables.addTitle') }));
  await userEvent.type(dialog.getByRole('textbox', { name: /Jumlah/ }), '870000');
  await userEvent.click(dialog.getByRole('button', { name: t('payables.form.submit') }));
  await waitFor(() => expect(sent).toHaveLength(1));
  await expect(sent[0]).toMatchObject({ vendorId: 5, amount: 870_000, method: 'transfer' });
}).Default;

/**
 * "Kartu hutang" from a vendor's row: the customer statement's dialog with the vendor's words, December to the aging's
 * day, a bill with its purchase order's number, a reversed payment, closing = the row's Saldo; its printed copy.
 */
const statementStories = shown(
  {
    vendorPaymentStatement: vendorStatementAnswer,
    businessProfileGet: () => success('businessProfileGet', { datas: PROFILE }),
  },
  async (canvas) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: t('payables.aging.statement', { name: 'CV Sumber Tani' }) }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Kartu Hutang CV Sumber Tani' }));
    await expect(await dialog.findByText('Tagihan · PO-2026-0002')).toBeVisible();
    await expect(dialog.getByText('Pembayaran dibatalkan · PAY-4 · Tunai · Salah catat')).toBeVisible();
    await expect(dialog.getAllByText('Rp 870.000').length).toBeGreaterThan(0);
    const paper = document.querySelector('[data-print-root]')!;
    await waitFor(() => expect(paper).toHaveTextContent('KARTU HUTANG'));
    await expect(paper).toHaveTextContent('Vendor: CV Sumber Tani');
  },
  { search: '?date=2026-12-06' },
);
export const Statement = statementStories.Default;
export const StatementPhone = statementStories.Phone;

/** Without the create right: "Catat pembayaran" stays in view, disabled, saying which right. */
export const ReadOnly = shown(
  {},
  async (canvas) => {
    await canvas.findByText('UD Laut Biru Segar');
    const add = canvas.getByRole('button', { name: t('payables.addLabel') });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(/^Perlu hak tambah Hutang/);
  },
  { rights: { create: false, update: false, delete: false } },
).Default;
