import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { lazy, Suspense, useState } from 'react';
import { reasonUnless, RightButton } from '../resource/RightButton';
import { useRights } from '../rights';
import { t } from './messages';
import type { PaymentCustomer, PaymentOrder } from './payment';

// The dialog (react-hook-form, the pickers, the receipt) is its own chunk, fetched at the first click.
const PaymentDialog = lazy(() => import('./PaymentDialog'));

/**
 * "Catat pembayaran" for one order with a balance (its detail): the payment dialog with the order's customer
 * chosen and the payment going to that order first. Without the create right on Pembayaran the button stays in
 * view, disabled, naming the right it needs.
 */
export default function RecordPayment({
  customer,
  order,
}: {
  customer: PaymentCustomer;
  order: PaymentOrder;
}) {
  const rights = useRights(resourceMenus.payment);
  const [open, setOpen] = useState(false);
  return (
    <>
      <RightButton
        variant="secondary"
        icon="bx-wallet"
        reason={reasonUnless(rights.create, 'create', t('payments.title'))}
        onClick={() => setOpen(true)}
      >
        {t('payments.recordPayment')}
      </RightButton>
      {open ? (
        <Suspense fallback={null}>
          <PaymentDialog open customer={customer} order={order} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
