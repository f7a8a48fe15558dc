import { Alert } from '@pawon/ui';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { useBusinessProfile } from '../../lib/businessProfile';
import { formatRupiah } from '../../lib/format';
import { useClient } from '../../lib/query/queryClient';
import { customerCredit } from '../../lib/customerCredit';
import { holdForecast } from './holdForecast';
import { holdReasons } from './money';
import idTexts from '../../i18n/catalogues/id/transactionsCredit.json';
import { catalogueArea } from '../../i18n/area';
import type { OrderRecord, OrderValues } from './order';
import * as S from './transactions.styles';

/** The texts of the credit note, its own area: they travel with the order form, not the order list. */
const tc = catalogueArea(idTexts);

/** Rupiah that never breaks between `Rp` and its digits. */
const rp = (amount: number) => formatRupiah(amount).replace(' ', '\u00a0');

/**
 * Under the order's customer, as soon as one is picked: what they owe, their deposit, their limit and what is left of
 * it, their overdue orders; and, before saving, a warning when this order would be held for credit (the server's
 * rule, `holdForecast`). Nothing without a customer, or while their position is loading.
 */
export function CustomerCreditNote({
  control,
  record,
  total,
}: {
  control: Control<OrderValues>;
  record: OrderRecord | null;
  /** The order's total as the form estimates it (`estimate`). */
  total: number;
}) {
  const [customerId, payment] = useWatch({ control, name: ['customerId', 'payment'] });
  const id = Number(customerId) || 0;
  const credit = useQuery({ ...customerCredit(id), enabled: id > 0 }, useClient()).data;
  const profile = useBusinessProfile().data;
  if (!id || !credit || credit.customerId !== id) return null;
  const facts = [
    tc('transactionsCredit.open', { amount: rp(credit.open) }),
    credit.deposit > 0 ? tc('transactionsCredit.deposit', { amount: rp(credit.deposit) }) : null,
    credit.creditLimit !== null
      ? tc('transactionsCredit.limit', {
          limit: rp(credit.creditLimit),
          available: rp(Math.max(0, credit.available ?? 0)),
        })
      : tc('transactionsCredit.noLimit'),
    credit.overdueOrders > 0
      ? tc('transactionsCredit.overdue', {
          n: credit.overdueOrders,
          amount: rp(credit.overdueBalance),
          days: credit.overdueDays,
        })
      : null,
  ].filter(Boolean);
  const forecast = profile
    ? holdForecast(credit, {
        total,
        paidNow: payment === 'paid',
        overdueLimitDays: profile.creditHoldOverdueDays,
        record,
      })
    : null;
  return (
    <S.CreditNote aria-live="polite" data-testid="customer-credit">
      <S.Note>{facts.join(' · ')}</S.Note>
      {forecast ? (
        <Alert tone="warning">
          <strong>{tc('transactionsCredit.willHold')}</strong>
          {holdReasons(forecast).map((reason) => (
            <span key={reason}>{reason}</span>
          ))}
        </Alert>
      ) : null}
    </S.CreditNote>
  );
}
