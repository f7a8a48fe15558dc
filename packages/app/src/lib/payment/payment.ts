/**
 * Payments (issue 38, decision 048) as the payment screen and the order detail share them: the record, a customer's
 * money position, the customer search of the dialog, the receipt's words. The dialog lives here, not in a feature,
 * because both the payment screen and the order detail open it.
 */
import { callOperation, type Schemas } from '@pawon/api-client';
import type { ComboboxOption } from '@pawon/ui';
import { api } from '../client';
import { formatDateShort, formatRupiah } from '../format';
import { listRequestBody, type ListQuery } from '../listQuery';
import type { ListSource } from '../query/lists';
import { customerPage } from '../customerSearch';
import { waLink } from '../whatsapp';
import { t } from './messages';

export type Payment = Schemas['Payment'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type CustomerCredit = Schemas['CustomerCredit'];
export type OpenOrder = CustomerCredit['openOrders'][number];

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['tunai', 'transfer', 'qris', 'lainnya'];

/**
 * The payment list as the write rule (`written`) knows it: the dialog, opened from the order detail too, tells the
 * payment screen's list of a new payment through the same key. Its pages are read newest first by date.
 */
export const paymentList: ListSource<Payment> = {
  key: 'payment',
  fetchPage: async (query: ListQuery) => {
    const { sortBy: _sortBy, ...paging } = listRequestBody(query, ['date']);
    return callOperation(api, 'paymentList', { body: { ...paging, ...query.filters } });
  },
};

/** A customer as the dialog needs it: who, and where a receipt can be sent. */
export interface PaymentCustomer {
  id: number;
  name: string;
  phone: string | null;
}

/** The order the dialog pays when opened from its detail. */
export interface PaymentOrder {
  id: number;
  number: string;
  balance: number;
}

export const methodName = (method: PaymentMethod) => t(`payments.choices.method.${method}`);

/** A payment in a sentence: `Rp 500.000 dari Warung Bu Sari`. */
export const paymentName = (p: Pick<Payment, 'amount' | 'customer'>) =>
  t('payments.name', { amount: formatRupiah(p.amount), customer: p.customer.name });

export { customerCredit } from '../customerCredit';

/** What the dialog pre-fills: what the customer still owes once their deposit has paid what it will. */
export const amountOwed = (credit: Pick<CustomerCredit, 'exposure'>) => credit.exposure;

/**
 * The first page of customers matching a name or phone, by name, as picker options (offline, the customers this
 * device has seen: decision 039), and the customers themselves by id.
 */
export async function searchPaymentCustomers(
  query: string,
): Promise<{ customers: Map<string, PaymentCustomer>; options: ComboboxOption[] }> {
  const page = await customerPage(query);
  const customers = new Map(
    page.datas.map((c) => [String(c.id), { id: c.id, name: c.name, phone: c.phone }] as const),
  );
  const options: ComboboxOption[] = page.datas.map((c) => ({
    value: String(c.id),
    label: c.name,
    ...(c.phone ? { description: c.phone } : {}),
  }));
  if (page.total > page.datas.length)
    options.push({
      value: '__more',
      label: t('payments.dialog.more', { n: page.total - page.datas.length }),
      disabled: true,
    });
  return { customers, options };
}

/** The receipt as a WhatsApp message to the customer (a wa.me link). */
export function receiptWhatsApp(payment: Payment, phone: string | null | undefined): string {
  const lines = [
    t('payments.wa.greeting', { customer: payment.customer.name }),
    t('payments.wa.amount', {
      amount: formatRupiah(payment.amount),
      date: formatDateShort(payment.date),
      method: methodName(payment.method),
    }),
    ...payment.allocations.map((a) =>
      t('payments.wa.order', { number: a.number, amount: formatRupiah(a.amount) }),
    ),
    payment.deposit > 0 ? t('payments.wa.deposit', { amount: formatRupiah(payment.deposit) }) : '',
    t('payments.wa.thanks'),
  ];
  return waLink(phone, lines.filter(Boolean).join('\n'));
}
