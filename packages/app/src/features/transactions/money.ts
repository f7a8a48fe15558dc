import type { DatasOf } from '@pawon/api-client';
import { formatRupiah, todayIn } from '../../lib/format';
import { t } from './messages';
import type { OrderRecord } from './order';

type Money = Pick<OrderRecord, 'payment' | 'paymentState' | 'balance' | 'dueDate' | 'creditHold'>;

/** Whole days from one business date (`YYYY-MM-DD`) to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** An order held by the credit check and not released yet: it cannot be packed or delivered. */
export const isHeld = (o: Pick<OrderRecord, 'creditHold'>) =>
  Boolean(o.creditHold && !o.creditHold.releasedAt);

/** Days past an order's due date with a balance open on `today` (the app's today), or 0. */
export function overdueDays(o: Pick<OrderRecord, 'balance' | 'dueDate'>, today: string = todayIn()): number {
  return o.dueDate && o.balance > 0 ? Math.max(0, daysBetween(o.dueDate, today)) : 0;
}

/**
 * What the order's payment badge says, the most urgent first: held by the credit check, late, part paid (with what
 * is left), else lunas / belum lunas.
 */
export function paymentBadge(
  o: Money,
  today: string = todayIn(),
): { tone: 'success' | 'warning' | 'error'; text: string } {
  if (isHeld(o)) return { tone: 'error', text: t('transactions.money.held') };
  const late = overdueDays(o, today);
  if (late > 0) return { tone: 'error', text: t('transactions.money.overdue', { days: late }) };
  if (o.paymentState === 'partial')
    return {
      tone: 'warning',
      // The amount never breaks between `Rp` and its digits.
      text: t('transactions.money.partial', { left: formatRupiah(o.balance).replace(' ', '\u00a0') }),
    };
  return o.payment === 'paid'
    ? { tone: 'success', text: t('transactions.states.payment.paid') }
    : { tone: 'warning', text: t('transactions.states.payment.unpaid') };
}

/** Why an order was held, one sentence per reason with the figures the server kept. */
export function holdReasons(hold: NonNullable<OrderRecord['creditHold']>): string[] {
  return hold.reasons.map((reason) =>
    reason === 'limit'
      ? t('transactions.money.overLimit', {
          exposure: formatRupiah(hold.exposure),
          limit: hold.limit == null ? '–' : formatRupiah(hold.limit),
        })
      : t('transactions.money.overdueReason', { days: hold.overdueDays }),
  );
}

/** A customer's money position as `payment/credit` answers it (the order form shows it when a customer is picked). */
export type CustomerCredit = DatasOf<'paymentCredit'>;

/**
 * Whether saving this order would hold it for credit, by the server's rule (`money/payments.ts` creditCheck): the
 * customer would owe more than their limit with it (their open balances, this order's unpaid part, less their
 * deposit), or an order of theirs is overdue longer than the profile's days. An edit is checked only when it comes to
 * owe more or moves to another customer, and never once held; an order marked paid owes nothing. The server decides
 * on save; this is the warning before it.
 */
export function holdForecast(
  credit: CustomerCredit,
  order: {
    total: number;
    paidNow: boolean;
    overdueLimitDays: number;
    record: Pick<OrderRecord, 'customerId' | 'total' | 'balance' | 'paidAmount' | 'creditHold'> | null;
  },
): NonNullable<OrderRecord['creditHold']> | null {
  const { record } = order;
  if (order.paidNow || order.total <= 0) return null;
  const sameCustomer = record !== null && record.customerId === credit.customerId;
  if (record && (isHeld(record) || (sameCustomer && order.total <= record.total))) return null;
  const open = credit.open - (sameCustomer ? record.balance : 0);
  const owed = order.total - (sameCustomer ? record.paidAmount : 0);
  const exposure = Math.max(0, open + owed - credit.deposit);
  const reasons: Array<'limit' | 'overdue'> = [];
  if (credit.creditLimit !== null && exposure > credit.creditLimit) reasons.push('limit');
  if (credit.overdueDays > order.overdueLimitDays) reasons.push('overdue');
  return reasons.length
    ? {
        reasons,
        exposure,
        limit: credit.creditLimit,
        overdueDays: credit.overdueDays,
        heldAt: '',
        releasedAt: null,
        releasedBy: null,
        releaseNote: null,
      }
    : null;
}
