import { lazy, Suspense, useState } from 'react';
import { Dialog, IconButton, Skeleton } from '@pawon/ui';
import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { COST_RIGHT, useRights } from '../../lib/rights';
import { transactionMessages as m } from './messages';
import { sumsOf, type OrderRecord } from './order';
import { SumTerms } from './SumTerms';
import * as S from './transactions.styles';

// The returns form (react-hook-form, the quantity fields) loads with the first detail opened (issue 17).
const OrderReturns = lazy(() =>
  import('./OrderReturns').then((module) => ({ default: module.OrderReturns })),
);
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
  const delivery = order.deliveryDate
    ? `${formatDateShort(order.deliveryDate)}${order.deliveryTime ? ` ${order.deliveryTime}` : ''}`
    : '–';
  return (
    <>
      <S.Facts>
        <dt>{m.labels.date}</dt>
        <dd>{formatDateShort(order.date)}</dd>
        <dt>{m.labels.customer}</dt>
        <dd>{order.customer.name}</dd>
        <dt>{m.labels.deliveryDate}</dt>
        <dd>{delivery}</dd>
        <dt>{m.labels.payment}</dt>
        <dd>{m.choices.payment[order.payment]}</dd>
        <dt>{m.labels.packing}</dt>
        <dd>
          {m.choices.packing[order.packing]}
          {order.packedDate ? ` (${formatDateShort(order.packedDate)})` : ''}
        </dd>
        <dt>{m.labels.delivery}</dt>
        <dd>{m.choices.delivery[order.delivery]}</dd>
        {order.note ? (
          <>
            <dt>{m.labels.note}</dt>
            <dd>{order.note}</dd>
          </>
        ) : null}
      </S.Facts>
      <S.DetailLines>
        <table aria-label={m.detailLines(order.number)}>
          <thead>
            <tr>
              <th scope="col">{m.product}</th>
              <th scope="col">{m.bucket}</th>
              <th scope="col">{m.qtyPerPack}</th>
              <th scope="col">{m.qtyShort}</th>
              <th scope="col">{m.unitPrice}</th>
              <th scope="col">{m.amount}</th>
            </tr>
          </thead>
          <tbody>
            {order.packs.map((pack, index) => [
              <tr key={`pack-${pack.id}`} data-pack="">
                <td colSpan={4}>
                  {m.pack(index + 1)}: {pack.count} × {pack.material.name}
                </td>
                <td>{formatRupiah(pack.packPrice)}</td>
                <td>{formatRupiah(pack.subtotal)}</td>
              </tr>,
              ...pack.lines.map((line) => (
                <tr key={`line-${line.id}`}>
                  <td>{line.product.name}</td>
                  <td>{m.choices.bucket[line.bucket]}</td>
                  <td>{formatQuantity(line.qtyPerPack, line.product.unit)}</td>
                  <td>{formatQuantity(line.qty, line.product.unit)}</td>
                  <td>{formatRupiah(line.unitPrice)}</td>
                  <td>{formatRupiah(line.subtotal)}</td>
                </tr>
              )),
            ])}
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
 * The row's "view" button and the dialog it opens: the order as read, its cost of goods and margin (with "Lihat
 * HPP"), then its returns with the corrections a delivered order still allows (`onChanged` gets the order as the
 * server answers it after one; the row's `saved` marks orders stale, so the costs load again).
 */
export function OrderDetail({
  order,
  onChanged,
}: {
  order: OrderRecord;
  onChanged: (order: OrderRecord) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon="bx-show"
        variant="text"
        size="sm"
        label={m.detailLabel(order.number)}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Dialog open onOpenChange={({ open: next }) => setOpen(next)} size="lg">
          <Dialog.Header description={m.detailText}>{m.detailTitle(order.number)}</Dialog.Header>
          <Dialog.Body>
            <OrderDetailBody order={order} />
            <OrderCostSection order={order} />
            <Suspense fallback={<Skeleton variant="text" lines={3} />}>
              <OrderReturns order={order} onChanged={onChanged} />
            </Suspense>
          </Dialog.Body>
        </Dialog>
      ) : null}
    </>
  );
}
