// The rows of the webhook stories and tests (named *StoryData: the text check skips fixtures, whose descriptions
// are data, not the app's words).
import type { MenuRight } from '../../lib/menus';
import type { Webhook, WebhookDelivery } from './api';

const owner = { id: 2, name: 'Owner Pawon', email: 'owner@pawon.test' };

/** Every right on Webhook. */
export const ownerRights: MenuRight[] = [
  { url: '/webhook', view: true, create: true, update: true, delete: true },
];

const stamp = { createdBy: owner, version: 1, updatedAt: '2026-12-01T03:15:00Z' };

export const webhookRows: Webhook[] = [
  {
    id: 3,
    url: 'https://toko.example.com/pawon/webhook/pesanan-masuk',
    description: 'Website toko',
    events: ['order.created', 'order.status_changed', 'payment.received'],
    active: true,
    state: 'active',
    disabledAt: null,
    disabledReason: null,
    failingSince: null,
    secretPrefix: 'whsec_AbC1',
    lastDelivery: { at: '2026-12-06T01:07:00Z', status: 'delivered', responseCode: 200 },
    createdAt: '2026-12-01T03:15:00Z',
    ...stamp,
  },
  {
    id: 2,
    url: 'https://akuntansi.example.co.id/hooks/pawon',
    description: 'Aplikasi akuntansi',
    events: ['payment.received'],
    active: false,
    state: 'paused',
    disabledAt: null,
    disabledReason: null,
    failingSince: null,
    secretPrefix: 'whsec_x9Yz',
    lastDelivery: null,
    createdAt: '2026-11-20T02:00:00Z',
    ...stamp,
  },
  {
    id: 1,
    url: 'https://gudang.example.net/stok',
    description: null,
    events: ['stock.below_minimum', 'lot.expiring'],
    active: false,
    state: 'disabled',
    disabledAt: '2026-12-04T02:00:00Z',
    disabledReason: 'Alamat menjawab 503 sejak 1 Des 2026.',
    failingSince: '2026-12-01T02:00:00Z',
    secretPrefix: 'whsec_OldO',
    lastDelivery: { at: '2026-12-04T01:00:00Z', status: 'abandoned', responseCode: 503 },
    createdAt: '2026-10-01T02:00:00Z',
    ...stamp,
  },
];

/** The rows without the one Pawon turned off: no notice. */
export const healthyRows = webhookRows.filter((webhook) => webhook.state !== 'disabled');

/** A secret the server made: `whsec_`, 43 base64 characters and `=`. */
export const newSecret = 'whsec_' + 'Q'.repeat(20) + 'w'.repeat(23) + '=';

const delivery = (id: number, fields: Partial<WebhookDelivery>): WebhookDelivery => ({
  id,
  webhookId: 3,
  eventId: `msg_2Yh${id}Kq8d`,
  eventType: 'order.created',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-12-06T01:07:00Z',
  lastAttemptAt: '2026-12-06T01:07:00Z',
  nextAttemptAt: null,
  responseCode: 200,
  responseBody: '{"ok":true}',
  error: null,
  durationMs: 182,
  ...fields,
});

/** One delivery of each status. */
export const deliveryRows: WebhookDelivery[] = [
  delivery(14, {
    status: 'pending',
    attempts: 0,
    lastAttemptAt: null,
    nextAttemptAt: '2026-12-06T01:09:00Z',
    responseCode: null,
    responseBody: null,
    durationMs: null,
  }),
  delivery(13, { eventType: 'payment.received' }),
  delivery(12, {
    eventType: 'order.status_changed',
    status: 'failed',
    attempts: 2,
    nextAttemptAt: '2026-12-06T01:40:00Z',
    responseCode: 500,
    responseBody: '<html><body><h1>500 Internal Server Error</h1><p>upstream timed out</p></body></html>',
    durationMs: 2310,
  }),
  delivery(11, {
    eventType: 'order.deleted',
    status: 'abandoned',
    attempts: 8,
    responseCode: null,
    responseBody: null,
    error: 'Waktu habis setelah 10 detik tanpa jawaban.',
    durationMs: 10000,
  }),
];
