import { useState } from 'react';
import { Button, Dialog, Select } from '@pawon/ui';
import { PrintCopy } from '../../lib/print/PrintCopy';
import { t } from './messages';
import type { OrderRecord } from './order';
import { Paper, type Layout } from './PrintPaper';

/**
 * The order's invoice (A4) or receipt (80 or 58 mm), with the total in words, ready for the browser's print; with
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
  const [layout, setLayout] = useState<Layout>('a4');
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
          options={[
            { value: 'a4', label: t('transactions.layouts.a4') },
            { value: '80mm', label: t('transactions.layouts.80mm') },
            { value: '58mm', label: t('transactions.layouts.58mm') },
          ]}
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
