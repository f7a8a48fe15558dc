import { callOperation, type Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookupFamily } from '../../lib/lookups';

export type Webhook = Schemas['Webhook'];
export type WebhookInput = Schemas['WebhookInput'];
export type WebhookEventType = Schemas['WebhookEventType'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type DeliveryStatus = Schemas['WebhookDeliveryStatus'];

/** The add and edit form's values. */
export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
}

export const toFormValues = (record: Webhook | null): WebhookFormValues => ({
  url: record?.url ?? '',
  description: record?.description ?? '',
  events: record?.events ?? [],
  active: record?.active ?? true,
});

/** The add and update body (the kit adds `id` and `version` to an update). */
export const toInput = (values: WebhookFormValues): WebhookInput => ({
  url: values.url.trim(),
  description: values.description.trim() || null,
  events: values.events,
  active: values.active,
});

/** One page of a webhook's deliveries, newest first, of one status or all. */
export interface DeliveryQuery {
  webhookId: number;
  page: number;
  perPage: number;
  status?: DeliveryStatus | undefined;
}

/** A page of a webhook's delivery log: stale after any write to webhooks (a resend, a test). */
export const deliveryPage = createLookupFamily('webhook', 'deliveries', (query: DeliveryQuery) =>
  callOperation(api, 'webhookDeliveryList', {
    body: {
      webhookId: query.webhookId,
      page: query.page,
      perPage: query.perPage,
      ...(query.status ? { status: query.status } : {}),
    },
  }),
);

export const webhookApi = {
  /** Subscribes an address: the record, and its signing secret, answered this once. */
  add: (input: WebhookInput) => callOperation(api, 'webhookAdd', { body: input }),
  /** A new signing secret, answered this once, with the record (its new prefix). */
  rotateSecret: (id: number) => callOperation(api, 'webhookRotateSecret', { path: { id } }),
  /** One `webhook.test` attempt, answered after it (at most 10 seconds). */
  test: async (id: number) => (await callOperation(api, 'webhookTest', { path: { id } })).datas,
  /** Queues a delivery again (same `webhook-id`); its row as it now is. */
  resend: async (id: number) => (await callOperation(api, 'webhookDeliveryResend', { path: { id } })).datas,
};
