import { Button, Dialog, Select } from '@pawon/ui';
import { t as tPrint } from '../../lib/print/messages';
import { PrintCopy } from '../../lib/print/PrintCopy';
import { PAPER_LAYOUTS, useReceiptPaper } from '../../lib/print/paperSetting';
import { t } from './messages';
import type { OrderRecord } from './order';
import { Paper, type Layout } from './PrintPaper';

/**
 * The order's invoice (A4) or receipt (80 or 58 mm, the device's paper remembered in this browser), with the total in words, ready for the browser's print; with
 * `orders`, those orders' papers one after the other (an A4 page each).
 */
export function PrintOrder({
  order,
  orders,
  onClose,
}: {
  order: OrderRecord;
  orders?: readonly OrderRecord[] | undefined;
  onClose: () => void;
}) {
  // The device's paper: the dialog opens on the one chosen last in this browser.
  const [layout, setLayout] = useReceiptPaper();
  const papers = orders ?? [order];
  return (
    <Dialog open onOpenChange={({ open: next }) => (next ? undefined : onClose())} size="lg">
      <PrintCopy layout={layout}>
        {papers.map((o) => (
          <Paper key={o.id} order={o} layout={layout} />
        ))}
      </PrintCopy>
      <Dialog.Header description={t('transactions.printText')}>
        {orders
          ? t('transactions.printAllTitle', { n: orders.length })
          : t('transactions.printTitle', { n: order.number })}
      </Dialog.Header>
      <Dialog.Body>
        <Select
          id="print-layout"
          name="layout"
          label={t('transactions.layout')}
          hint={tPrint('print.paperRemembered')}
          options={PAPER_LAYOUTS.map((value) => ({ value, label: t(`transactions.layouts.${value}`) }))}
          value={layout}
          onValueChange={({ value }) => setLayout(value as Layout)}
        />
        {papers.map((o) => (
          <Paper key={o.id} order={o} layout={layout} />
        ))}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('transactions.close')}
        </Button>
        <Button icon="bx-printer" onClick={() => window.print()}>
          {t('transactions.print')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
