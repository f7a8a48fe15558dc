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
import { useRights } from '../../lib/rights';
import { isReceivable, type PurchaseOrder } from './form';
import { t } from './messages';

// The receive form (react-hook-form, the number fields) is its own chunk, fetched once the list is idle.
const ReceiveDialog = lazyDialog(
  () => import('./ReceiveDialog').then((module) => module.ReceiveDialog),
  () => true,
);

/**
 * A row's own actions: "Kirim" on a draft (draft → sent: its lines are locked from then on; the update right) and
 * "Terima barang" on a sent or partly received order (the create right: a receipt makes lots and a bill).
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
  const send = async () => {
    setSending(true);
    try {
      const { datas } = await callOperation(api, 'purchaseSend', {
        path: { id: record.id },
        body: { version: record.version },
      });
      void written(store, list, { updated: datas });
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
      {receiving ? <ReceiveDialog order={record} list={list} onClose={() => setReceiving(false)} /> : null}
    </>
  );
}
