import { Skeleton } from '@pawon/ui';
import { formatDateShort, formatRupiah } from '../format';
import { t } from './messages';
import type { CustomerCredit, OpenOrder, Payment } from './payment';
import * as S from './payment.styles';

/** A customer's money position as the dialog shows it once they are picked: open, deposit, overdue, limit. */
export function CreditFacts({
  name,
  credit,
  loading,
  error,
}: {
  name: string;
  credit: CustomerCredit | null;
  loading: boolean;
  error: string | null;
}) {
  if (error) return <S.ErrorLine role="alert">{error}</S.ErrorLine>;
  if (loading || !credit)
    return (
      <S.Muted role="status">
        {t('payments.credit.loading')}
        <Skeleton variant="text" lines={1} />
      </S.Muted>
    );
  return (
    <S.Credit aria-label={t('payments.credit.title', { name })} data-testid="payment-credit">
      <div>
        <dt>{t('payments.credit.open')}</dt>
        <dd>{formatRupiah(credit.open)}</dd>
      </div>
      <div>
        <dt>{t('payments.credit.deposit')}</dt>
        <dd>{formatRupiah(credit.deposit)}</dd>
      </div>
      <div>
        <dt>{t('payments.credit.overdue')}</dt>
        <dd data-tone={credit.overdueOrders > 0 ? 'error' : undefined}>
          {credit.overdueOrders > 0
            ? t('payments.credit.overdueValue', {
                amount: formatRupiah(credit.overdueBalance),
                n: credit.overdueOrders,
                days: credit.overdueDays,
              })
            : t('payments.credit.none')}
        </dd>
      </div>
      <div>
        <dt>{t('payments.credit.limit')}</dt>
        <dd>
          {credit.creditLimit === null ? t('payments.credit.noLimit') : formatRupiah(credit.creditLimit)}
        </dd>
      </div>
    </S.Credit>
  );
}

/**
 * Where the payment would go, as the server's dry run answered it: each order paid (number, due date, balance,
 * amount) and what stays as the customer's deposit; why it cannot, when it cannot.
 */
export function AllocationPreview({
  ready,
  loading,
  payment,
  error,
  openOrders,
}: {
  /** A customer and an amount are given. */
  ready: boolean;
  loading: boolean;
  payment: Payment | null;
  error: string | null;
  openOrders: readonly OpenOrder[];
}) {
  const byId = new Map(openOrders.map((o) => [o.id, o]));
  return (
    <S.Section aria-labelledby="payment-preview-title" aria-busy={loading || undefined}>
      <h3 id="payment-preview-title">{t('payments.preview.title')}</h3>
      {!ready ? (
        <S.Muted>{t('payments.preview.waiting')}</S.Muted>
      ) : loading ? (
        <S.Muted role="status">{t('payments.preview.loading')}</S.Muted>
      ) : error ? (
        <S.ErrorLine role="alert">{t('payments.preview.failed', { reason: error })}</S.ErrorLine>
      ) : payment && payment.allocations.length === 0 ? (
        <S.Muted>{t('payments.preview.noOrders')}</S.Muted>
      ) : payment ? (
        <S.Allocations tabIndex={0} role="region" aria-label={t('payments.preview.table')}>
          <table aria-label={t('payments.preview.table')}>
            <thead>
              <tr>
                <th scope="col">{t('payments.preview.order')}</th>
                <th scope="col">{t('payments.preview.due')}</th>
                <th scope="col" data-align="end">
                  {t('payments.preview.balance')}
                </th>
                <th scope="col" data-align="end">
                  {t('payments.preview.allocated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {payment.allocations.map((a) => {
                const open = byId.get(a.orderId);
                return (
                  <tr key={a.orderId}>
                    <td>{a.number}</td>
                    <td>
                      {open?.dueDate
                        ? formatDateShort(open.dueDate)
                        : open && !open.delivered
                          ? t('payments.preview.notDelivered')
                          : '–'}
                    </td>
                    <td data-align="end">{open ? formatRupiah(open.balance) : '–'}</td>
                    <td data-align="end">{formatRupiah(a.amount)}</td>
                  </tr>
                );
              })}
            </tbody>
            {payment.deposit > 0 ? (
              <tfoot>
                <tr>
                  <td colSpan={3}>{t('payments.preview.deposit')}</td>
                  <td data-align="end">{formatRupiah(payment.deposit)}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </S.Allocations>
      ) : null}
    </S.Section>
  );
}
