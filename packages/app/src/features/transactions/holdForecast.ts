import type { DatasOf } from '@pawon/api-client';
import { isHeld } from './money';
import type { OrderRecord } from './order';

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
