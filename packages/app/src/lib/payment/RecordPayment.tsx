import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { IconButton } from '@pawon/ui';
import { lazy, Suspense, useState } from 'react';
import { reasonUnless, RightButton } from '../resource/RightButton';
import { useRights } from '../rights';
import { t } from './messages';
import type { PaymentCustomer, PaymentOrder } from './payment';

// The dialog (react-hook-form, the pickers, the receipt) is its own chunk, fetched at the first click.
const PaymentDialog = lazy(() => import('./PaymentDialog'));

/**
 * "Catat pembayaran" for one order with a balance (its detail) or for a customer (their row on Data Customer): the
 * payment dialog with the customer chosen, and for an order the payment going to it first. Without the create right
 * on Pembayaran the button stays in view, disabled, naming the right it needs. `compact`: an icon button for a row.
 */
export default function RecordPayment({
  customer,
  order,
  compact = false,
}: {
  customer: PaymentCustomer;
  order?: PaymentOrder;
  compact?: boolean;
}) {
  const rights = useRights(resourceMenus.payment);
  const [open, setOpen] = useState(false);
  const reason = reasonUnless(rights.create, 'create', t('payments.title'));
  return (
    <>
      {compact ? (
        <IconButton
          icon="bx-wallet"
          variant="text"
          size="sm"
          label={
            reason
              ? `${t('payments.recordFor', { name: customer.name })}: ${reason}`
              : t('payments.recordFor', { name: customer.name })
          }
          disabled={Boolean(reason)}
          onClick={() => setOpen(true)}
        />
      ) : (
        <RightButton variant="secondary" icon="bx-wallet" reason={reason} onClick={() => setOpen(true)}>
          {t('payments.recordPayment')}
        </RightButton>
      )}
      {open ? (
        <Suspense fallback={null}>
          <PaymentDialog open customer={customer} order={order} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
