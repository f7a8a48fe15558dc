import { callOperation } from '@pawon/api-client';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { IconButton } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { lazyDialog } from '../../lib/lazyDialog';
import { t as tCommon } from '../../lib/messages';
import { written, type ListSource } from '../../lib/query/lists';
import { reasonUnless } from '../../lib/resource/RightButton';
import { useBusinessName } from '../../lib/print/PaperHead';
import { useRights } from '../../lib/rights';
import { isReceivable, type PurchaseOrder } from './form';
import { t } from './messages';
import { isPrintable, purchaseShareLink } from './paper';

// The receive form (react-hook-form, the number fields) is its own chunk, fetched once the list is idle.
const ReceiveDialog = lazyDialog(
  () => import('./ReceiveDialog').then((module) => module.ReceiveDialog),
  () => true,
);

// The paper and its dialog likewise: the list shows without them.
const PurchasePrintDialog = lazyDialog(
  () => import('./PurchasePrintDialog').then((module) => module.PurchasePrintDialog),
  () => true,
);

/** The order's summary to its vendor's WhatsApp, headed with the business's name. */
function ShareButton({ record }: { record: PurchaseOrder }) {
  const business = useBusinessName();
  return (
    <IconButton
      icon="bxl-whatsapp"
      variant="text"
      label={t('purchases.print.shareAction', { name: record.number })}
      onClick={() => window.open(purchaseShareLink(record, { business }), '_blank', 'noopener')}
    />
  );
}

/**
 * A row's own actions: "Kirim" on a draft (draft → sent: its lines are locked from then on; the update right; the
 * sent order then opens ready to print or to send by WhatsApp), "Terima barang" on a sent or partly received order
 * (the create right: a receipt makes lots and a bill), and once sent, the order's paper (print or PDF) and its
 * WhatsApp message to the vendor (reading the list is enough).
 */
export function PurchaseActions({
  record,
  list,
  menuUrl,
  title,
}: {
  record: PurchaseOrder;
  list: ListSource<PurchaseOrder>;
  menuUrl: string;
  title: string;
}) {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const rights = useRights(menuUrl);
  const [sending, setSending] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [printing, setPrinting] = useState<{ order: PurchaseOrder; justSent: boolean } | null>(null);
  const send = async () => {
    setSending(true);
    try {
      const { datas } = await callOperation(api, 'purchaseSend', {
        path: { id: record.id },
        body: { version: record.version },
      });
      void written(store, list, { updated: datas });
      setPrinting({ order: datas, justSent: true });
      notify({
        status: 'success',
        title: tCommon('common.saved'),
        text: t('purchases.send.done', { name: record.number }),
      });
    } catch (error) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
      void written(store, list, null, { reload: true });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      {record.state === 'draft' ? (
        <IconButton
          icon="bx-send"
          variant="text"
          label={t('purchases.send.action', { name: record.number })}
          disabledReason={reasonUnless(rights.update, 'update', title)}
          disabled={sending}
          onClick={() => void send()}
        />
      ) : null}
      {isReceivable(record.state) ? (
        <IconButton
          icon="bx-package"
          variant="text"
          label={t('purchases.receive.action', { name: record.number })}
          disabledReason={reasonUnless(rights.create, 'create', title)}
          onClick={() => setReceiving(true)}
        />
      ) : null}
      {isPrintable(record.state) ? (
        <>
          <IconButton
            icon="bx-printer"
            variant="text"
            label={t('purchases.print.action', { name: record.number })}
            onClick={() => setPrinting({ order: record, justSent: false })}
          />
          <ShareButton record={record} />
        </>
      ) : null}
      {printing ? (
        <PurchasePrintDialog
          order={printing.order}
          justSent={printing.justSent}
          onClose={() => setPrinting(null)}
        />
      ) : null}
      {receiving ? <ReceiveDialog order={record} list={list} onClose={() => setReceiving(false)} /> : null}
    </>
  );
}
