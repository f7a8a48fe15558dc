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
