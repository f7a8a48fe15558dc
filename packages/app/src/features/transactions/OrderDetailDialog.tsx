import { lazy, Suspense, useState } from 'react';
import { useDiscardGuard } from '../../lib/resource/discardGuard';
import { Dialog, Icon, Skeleton } from '@pawon/ui';
import { formatClock, formatDateShort, formatDateTime, formatQuantity, formatRupiah } from '../../lib/format';
import { COST_RIGHT, useRights } from '../../lib/rights';
import { t } from './messages';
import { packRowOf, sumsOf, type OrderRecord } from './order';
import { SumTerms } from './SumTerms';
import { CreditHoldSection } from './CreditHold';
import { paymentBadge } from './money';
import * as S from './transactions.styles';

// The returns form (react-hook-form, the quantity fields) loads with the first detail opened (issue 17).
const OrderReturns = lazy(() =>
  import('./OrderReturns').then((module) => ({ default: module.OrderReturns })),
);
// "Catat pembayaran" (the payment dialog of Pembayaran, shared through lib) loads with a detail of an order owing.
const RecordPayment = lazy(() => import('../../lib/payment/RecordPayment'));
// The cost of goods comes with its own chunk, for users with "Lihat HPP" only.
const OrderCosts = lazy(() => import('./OrderCosts').then((module) => ({ default: module.OrderCosts })));

/** The order's cost of goods and gross margin, for a user with "Lihat HPP"; nothing (and no request) otherwise. */
function OrderCostSection({ order }: { order: OrderRecord }) {
  const maySeeCosts = useRights(COST_RIGHT).view;
  return maySeeCosts ? (
    <Suspense fallback={<Skeleton variant="text" lines={3} />}>
      <OrderCosts order={order} />
    </Suspense>
  ) : null;
}

/** An order as read, without changing it: customer, dates, states, every pack and line, and its totals. */
export function OrderDetailBody({ order }: { order: OrderRecord }) {
  // A delivered order shows when it went out (as its invoice does), not the schedule it may never have had.
  const delivery =
    order.delivery === 'delivered' && order.deliveredAt
      ? formatDateTime(order.deliveredAt, { month: 'short' })
      : order.deliveryDate
        ? `${formatDateShort(order.deliveryDate)}${order.deliveryTime ? ` ${formatClock(order.deliveryTime)}` : ''}`
        : '–';
  return (
    <>
      <S.Facts>
        <dt>{t('transactions.labels.date')}</dt>
        <dd>{formatDateShort(order.date)}</dd>
        <dt>{t('transactions.labels.customer')}</dt>
        <dd>
          {order.customer.name}
          {order.standingOrderId ? (
            <S.FromStandingOrder>
              <Icon name="bx-repeat" />
              {t('transactions.fromStandingOrder')}
            </S.FromStandingOrder>
          ) : null}
        </dd>
        <dt>{t('transactions.labels.deliveryDate')}</dt>
        <dd>{delivery}</dd>
        <dt>{t('transactions.labels.payment')}</dt>
        <dd>{paymentBadge(order).text}</dd>
        <dt>{t('transactions.money.paid')}</dt>
        <dd>{formatRupiah(order.paidAmount)}</dd>
        <dt>{t('transactions.money.balance')}</dt>
        <dd>{formatRupiah(order.balance)}</dd>
        <dt>{t('transactions.money.dueDate')}</dt>
        <dd>{order.dueDate ? formatDateShort(order.dueDate) : t('transactions.money.dueOnDelivery')}</dd>
        <dt>{t('transactions.labels.packing')}</dt>
        <dd>
          {t(`transactions.choices.packing.${order.packing}`)}
          {order.packedDate ? ` (${formatDateShort(order.packedDate)})` : ''}
        </dd>
        <dt>{t('transactions.labels.delivery')}</dt>
        <dd>{t(`transactions.choices.delivery.${order.delivery}`)}</dd>
        {order.note ? (
          <>
            <dt>{t('transactions.labels.note')}</dt>
            <dd>{order.note}</dd>
          </>
        ) : null}
      </S.Facts>
      {/* At phone width the lines scroll sideways: the region takes focus, so the keyboard scrolls it too. */}
      <S.DetailLines
        tabIndex={0}
        role="region"
        aria-label={t('transactions.detailLines', { n: order.number })}
      >
        <table aria-label={t('transactions.detailLines', { n: order.number })}>
          <thead>
            <tr>
              <th scope="col">{t('transactions.product')}</th>
              <th scope="col">{t('transactions.bucket')}</th>
              <th scope="col">{t('transactions.qtyPerPack')}</th>
              <th scope="col">{t('transactions.qtyShort')}</th>
              <th scope="col">{t('transactions.unitPrice')}</th>
              <th scope="col">{t('transactions.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.packs.map((pack, index) => {
              const row = packRowOf(pack);
              return [
                <tr key={`pack-${pack.id}`} data-pack="">
                  <td colSpan={4}>
                    {t('transactions.pack', { n: index + 1 })}: {pack.count} × {pack.material.name}
                  </td>
                  <td>{formatRupiah(row.price)}</td>
                  <td>{formatRupiah(row.amount)}</td>
                </tr>,
                ...pack.lines.map((line) => (
                  <tr key={`line-${line.id}`}>
                    <td>{line.product.name}</td>
                    <td>{t(`transactions.choices.bucket.${line.bucket}`)}</td>
                    <td>{formatQuantity(line.qtyPerPack, line.product.unit)}</td>
                    <td>{formatQuantity(line.qty, line.product.unit)}</td>
                    <td>{formatRupiah(line.unitPrice)}</td>
                    <td>{formatRupiah(line.subtotal)}</td>
                  </tr>
                )),
              ];
            })}
          </tbody>
        </table>
      </S.DetailLines>
      <S.Totals>
        <SumTerms sums={sumsOf(order)} />
      </S.Totals>
    </>
  );
}

/**
 * The dialog of the row's "view" button (`OrderDetail`): the order as read, its cost of goods and margin (with "Lihat
 * HPP"), then its returns with the corrections a delivered order still allows (`onChanged` gets the order as the
 * server answers it after one; the row's `saved` marks orders stale, so the costs load again). Its own chunk.
 */
export function OrderDetailDialog({
  order,
  onChanged,
  open,
  onClose,
}: {
  order: OrderRecord;
  onChanged: (order: OrderRecord) => void;
  open: boolean;
  onClose: () => void;
}) {
  // A return being typed is not lost to Esc or a click outside the detail (issue 37).
  const [returnTyped, setReturnTyped] = useState(false);
  const guard = useDiscardGuard({ dirty: returnTyped, onClose });
  if (!open) return null;
  return (
    <Dialog open onOpenChange={({ open: next }) => (next ? undefined : guard.requestClose())} size="lg">
      <Dialog.Header description={t('transactions.detailText')}>
        {t('transactions.detailTitle', { n: order.number })}
      </Dialog.Header>
      <Dialog.Body>
        <CreditHoldSection order={order} onChanged={onChanged} />
        <OrderDetailBody order={order} />
        {order.balance > 0 ? (
          <S.ReturnButtons>
            <Suspense fallback={null}>
              <RecordPayment
                customer={{
                  id: order.customerId,
                  name: order.customer.name,
                  phone: order.customer.phone,
                }}
                order={{ id: order.id, number: order.number, balance: order.balance }}
              />
            </Suspense>
          </S.ReturnButtons>
        ) : null}
        <OrderCostSection order={order} />
        <Suspense fallback={<Skeleton variant="text" lines={3} />}>
          <OrderReturns order={order} onChanged={onChanged} onTyping={setReturnTyped} />
        </Suspense>
      </Dialog.Body>
      {guard.question}
    </Dialog>
  );
}
