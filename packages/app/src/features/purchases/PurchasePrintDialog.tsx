import { Alert, Button, Dialog } from '@pawon/ui';
import { t as tCommon } from '../../lib/messages';
import { useBusinessName } from '../../lib/print/PaperHead';
import { PrintCopy } from '../../lib/print/PrintCopy';
import type { PurchaseOrder } from './form';
import { t } from './messages';
import { purchaseShareLink } from './paper';
import { PurchasePaper } from './PurchasePaper';

/**
 * A purchase order ready for its vendor: the A4 paper for the browser's print (or "save as PDF"), and its summary as
 * a WhatsApp message to the vendor's phone. Opened from the order's row, and right after "Kirim" marks it sent
 * (`justSent`: the words say what to do next).
 */
export function PurchasePrintDialog({
  order,
  justSent = false,
  onClose,
}: {
  order: PurchaseOrder;
  /** The order was just marked sent: the dialog says it is now to be passed on. Default false. */
  justSent?: boolean;
  onClose: () => void;
}) {
  const business = useBusinessName();
  const share = () => window.open(purchaseShareLink(order, { business }), '_blank', 'noopener');
  return (
    <Dialog open onOpenChange={({ open }) => (open ? undefined : onClose())} size="lg">
      <PrintCopy layout="a4">
        <PurchasePaper order={order} />
      </PrintCopy>
      <Dialog.Header
        description={
          justSent
            ? t('purchases.print.sentDescription', { vendor: order.vendor.name })
            : t('purchases.print.description')
        }
      >
        {t('purchases.print.title', { name: order.number })}
      </Dialog.Header>
      <Dialog.Body>
        {order.vendor.phone ? null : (
          <Alert tone="info">{t('purchases.print.noPhone', { vendor: order.vendor.name })}</Alert>
        )}
        <PurchasePaper order={order} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {tCommon('common.close')}
        </Button>
        <Button variant="outline" icon="bxl-whatsapp" onClick={share}>
          {t('purchases.print.share')}
        </Button>
        <Button icon="bx-printer" onClick={() => window.print()}>
          {t('purchases.print.print')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
