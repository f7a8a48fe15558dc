import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { IconButton } from '@pawon/ui';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { written, type ListSource } from '../../lib/query/lists';
import { ConfirmActionButton } from '../../lib/resource/ConfirmActionButton';
import { reasonUnless } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import { webhookApi, type Webhook } from './api';
import { codeText, durationText, statusText } from './columns';
import { deliveryLogAtom, issuedSecretAtom } from './issued';
import { t } from './messages';

/**
 * A webhook's own row actions beside Ubah and Hapus: "Kirim uji" (one test event now, its answer in a toast),
 * "Ganti secret" (asked first, the new secret shown once) and "Riwayat kirim" (the delivery log). The first two
 * need the update right, as on the server; without it they stay in view, disabled, saying so.
 */
export function WebhookActions({ webhook, list }: { webhook: Webhook; list: ListSource<Webhook> }) {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const showSecret = useSetAtom(issuedSecretAtom);
  const openLog = useSetAtom(deliveryLogAtom);
  const [testing, setTesting] = useState(false);
  const updateReason = reasonUnless(useRights(resourceMenus.webhook).update, 'update', t('webhooks.title'));

  const sendTest = async () => {
    setTesting(true);
    try {
      const delivery = await webhookApi.test(webhook.id);
      const answer = t('webhooks.test.answer', {
        status: statusText(delivery.status),
        code: delivery.responseCode === null ? t('webhooks.test.noAnswer') : codeText(delivery.responseCode),
        duration: durationText(delivery.durationMs),
      });
      const delivered = delivery.status === 'delivered';
      notify({
        status: delivered ? 'success' : 'error',
        title: delivered ? t('webhooks.test.delivered') : t('webhooks.test.failed'),
        text: delivery.error ? `${answer}. ${delivery.error}` : answer,
      });
      // The row's last delivery is the test's now.
      void written(store, list, null, { reload: true });
    } catch (error) {
      notify({ status: 'error', title: t('webhooks.test.failed'), text: errorMessage(error) });
    } finally {
      setTesting(false);
    }
  };

  const rotate = async () => {
    const { datas, secret } = await webhookApi.rotateSecret(webhook.id);
    void written(store, list, { updated: datas });
    showSecret({ name: datas.url, secret });
  };

  return (
    <>
      <IconButton
        icon="bx-send"
        label={t('webhooks.test.action', { name: webhook.url })}
        disabledReason={updateReason}
        loading={testing}
        onClick={() => void sendTest()}
      />
      <ConfirmActionButton
        icon="bx-key"
        label={t('webhooks.rotate.action', { name: webhook.url })}
        disabledReason={updateReason}
        title={t('webhooks.rotate.title')}
        message={t('webhooks.rotate.text', { name: webhook.url, prefix: webhook.secretPrefix })}
        confirmLabel={t('webhooks.rotate.confirm')}
        tone="primary"
        onConfirm={rotate}
      />
      <IconButton
        icon="bx-list-check"
        variant="text"
        label={t('webhooks.log.action', { name: webhook.url })}
        onClick={() => openLog(webhook)}
      />
    </>
  );
}
