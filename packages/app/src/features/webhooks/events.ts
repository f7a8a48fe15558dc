import type { DeliveryStatus, WebhookDelivery, WebhookEventType } from './api';
import { t } from './messages';

/** The event types by what they are about, in the form's order (the contract's `WebhookEventType`). */
export const EVENT_GROUPS = [
  { group: 'order', events: ['order.created', 'order.updated', 'order.status_changed', 'order.deleted'] },
  { group: 'return', events: ['return.created'] },
  { group: 'customer', events: ['customer.created'] },
  { group: 'stock', events: ['stock.below_minimum'] },
  { group: 'lot', events: ['lot.expiring'] },
  { group: 'production', events: ['production.recorded'] },
  { group: 'payment', events: ['payment.received'] },
] as const satisfies ReadonlyArray<{ group: string; events: readonly WebhookEventType[] }>;

export const ALL_EVENTS: WebhookEventType[] = EVENT_GROUPS.flatMap(({ events }) => [...events]);

/** An event type in short words (`Pesanan dibuat`); a delivery's may be the test event. */
export const eventLabel = (type: WebhookDelivery['eventType']) => t(`webhooks.event.${type}`);

export const groupLabel = (group: (typeof EVENT_GROUPS)[number]['group']) => t(`webhooks.group.${group}`);

/** Every status of a delivery, in the log filter's order. */
export const DELIVERY_STATUSES: DeliveryStatus[] = ['pending', 'delivered', 'failed', 'abandoned'];
