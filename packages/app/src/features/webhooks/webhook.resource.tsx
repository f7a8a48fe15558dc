import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { WebhookInput, WebhookListRequest } from '@pawon/api-client/constraints';
import idTexts from '../../i18n/catalogues/id/webhooks.json';
import { API_DOCS_URL } from '../../lib/apiDocs';
import { lazyDialog } from '../../lib/lazyDialog';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource } from '../../lib/resource/defineResource';
import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import { LazyShownOnceDialog } from '../../lib/shownOnce/lazyShownOnce';
import { appStore } from '../../lib/store';
import { toFormValues, toInput, webhookApi, type Webhook, type WebhookFormValues } from './api';
import { eventsCell, lastDeliveryCell, shortTime, stateCell, urlCell } from './columns';
import { DisabledNotice } from './DisabledNotice';
import { deliveryLogAtom, issuedSecretAtom } from './issued';
import { t } from './messages';
import { WebhookActions } from './WebhookActions';

/**
 * Webhooks (issue 41, decision 065): other systems' addresses Pawon sends its events to, signed. The secret is shown
 * once (after the add and each rotation); each row can send a test event and opens its delivery log.
 */
export const webhooks = defineResource<Webhook, WebhookFormValues>({
  key: 'webhook',
  rules: { input: WebhookInput, query: WebhookListRequest },
  text: catalogueText(idTexts),
  // The state and the last delivery beside the URL: what staff look for, seen on a laptop without scrolling (who
  // made a webhook is in its history).
  columns: [
    { id: 'url', cell: urlCell, truncate: false },
    { id: 'state', cell: stateCell, sortable: false },
    { id: 'lastDelivery', cell: lastDeliveryCell, sortable: false },
    { id: 'events', cell: eventsCell, sortable: false },
    { id: 'description' },
    { id: 'createdAt', cell: (webhook) => shortTime(webhook.createdAt), nowrap: true },
  ],
  defaultSort: { sortBy: 'createdAt', sortDir: 'desc' },
  describe: (webhook) => webhook.url,
  toBody: toInput,
  extra: {
    historyEntity: 'webhook',
    // Its own chunk, with react-hook-form and the events picker: the list shows without them.
    FormBody: lazyFormBody(() => import('./WebhookFormBody').then((module) => module.WebhookFormBody)),
    formSize: 'lg',
    toFormValues,
    // The answer holds the secret this once: its dialog shows it when the form has closed.
    create: async (values) => {
      const { datas, secret } = await webhookApi.add(toInput(values));
      appStore.set(issuedSecretAtom, { name: datas.url, secret });
      return datas;
    },
    rowActions: ({ record }) => <WebhookActions webhook={record} list={webhooks.descriptor.list} />,
    notice: (rows) => <DisabledNotice rows={rows} />,
    emptyAdds: true,
  },
});

// Its own chunk, fetched when the list is idle: only "Riwayat kirim" opens it.
const DeliveryLogDialog = lazyDialog(
  () => import('./DeliveryLogDialog').then((module) => module.DeliveryLogDialog),
  ({ webhook }: { webhook: Webhook | null; onClose: () => void }) => webhook !== null,
);

/** The list, the one-time dialog of a new or rotated secret, and the delivery log. */
export default function WebhooksScreen() {
  const [issued, setIssued] = useAtom(issuedSecretAtom);
  const [log, setLog] = useAtom(deliveryLogAtom);
  // Coming back to the screen starts with the list, not with the log left open.
  useEffect(() => () => setLog(null), [setLog]);
  return (
    <>
      <webhooks.Screen />
      <LazyShownOnceDialog
        value={issued?.secret ?? null}
        onForget={() => setIssued(null)}
        testId="issued-secret"
        text={{
          title: t('webhooks.secret.title', { name: issued?.name ?? '' }),
          description: t('webhooks.secret.text'),
          label: t('webhooks.secret.label'),
          copy: t('webhooks.secret.copy'),
          copied: t('webhooks.secret.copied'),
          copyFailed: t('webhooks.secret.copyFailed'),
          done: t('webhooks.secret.done'),
        }}
        usage={
          <>
            <span>{t('webhooks.secret.verify')}</span>
            <a href={`${API_DOCS_URL}#/webhook`} target="_blank" rel="noreferrer">
              {t('webhooks.secret.docs')}
            </a>
          </>
        }
      />
      <DeliveryLogDialog webhook={log} onClose={() => setLog(null)} />
    </>
  );
}
