import { IconButton } from '@pawon/ui';
import { useState } from 'react';
import { lazyDialog } from '../../lib/lazyDialog';
import { t } from './messages';
import type { OrderRecord } from './order';

// The detail (the order as read, its hold, payments, costs and returns) is a chunk of its own, fetched once the list
// is idle: the list's first load carries only this button.
const OrderDetailDialog = lazyDialog(() =>
  import('./OrderDetailDialog').then((module) => module.OrderDetailDialog),
);

/** The row's "view" button and the order's detail it opens (`OrderDetailDialog`). */
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
        label={t('transactions.detailLabel', { n: order.number })}
        onClick={() => setOpen(true)}
      />
      <OrderDetailDialog open={open} order={order} onChanged={onChanged} onClose={() => setOpen(false)} />
    </>
  );
}
