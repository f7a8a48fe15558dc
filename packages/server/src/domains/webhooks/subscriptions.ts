/**
 * Webhook subscriptions (issue 41, decision 065): an address, the event types it takes, its signing secret (shown in
 * full when made and when rotated), whether it is on. Pawon turns one off (`disabled`) after its deliveries failed for
 * 3 days; a person's `active: true` turns it on again and clears that.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import {
  bool as rowShapeBool,
  int,
  json,
  nullable,
  row as rowShape,
  stamp,
  text,
} from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { conflict, invalid, notFound, staleVersion } from '../../lib/errors.js';
import { audit, lastChange } from '../platform/audit.js';
import { defineList } from '../platform/crud.js';
import { checkUrl, UrlRefused, type AddressPolicy } from './addressPolicy.js';
import { subscriptionsChanged } from './outbox.js';

type Input = Schemas['WebhookInput'];
type Webhook = Schemas['Webhook'];
type Delivery = Schemas['WebhookDelivery'];

/** `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
const SHOWN = 'whsec_'.length + 4;

/** The URL as saved, or 422 `webhook.urlRefused` on `url` with why. */
export async function checkedUrl(policy: AddressPolicy, url: string): Promise<string> {
  try {
    return (await checkUrl(policy, url)).url.toString();
  } catch (err) {
    if (err instanceof UrlRefused) throw invalid('url', 'webhook.urlRefused', { reason: err.reason });
    throw err;
  }
}

const webhookColumns = sql`w.id, w.url, w.description, to_json(w.events) as events, w.active,
  case when w.active then 'active' when w.disabled_at is not null then 'disabled' else 'paused' end as state,
  to_json(w.disabled_at)#>>'{}' as "disabledAt", w.disabled_reason as "disabledReason",
  to_json(w.failing_since)#>>'{}' as "failingSince", left(w.secret, ${SHOWN}) as "secretPrefix",
  (select json_build_object('at', to_json(d.last_attempt_at)#>>'{}', 'status', d.status, 'responseCode', d.response_code)
     from webhook_deliveries d where d.webhook_id = w.id and d.last_attempt_at is not null
     order by d.last_attempt_at desc, d.id desc limit 1) as "lastDelivery",
  to_json(w.created_at)#>>'{}' as "createdAt",
  case when u.id is null then null else json_build_object('id', u.id, 'name', u.name, 'email', u.email) end as "createdBy",
  to_json(w.updated_at)#>>'{}' as "updatedAt", w.version`;
const webhookFrom = sql`webhooks w left join users u on u.id = w.created_by`;
/** A webhook's row as `webhookColumns` answer it (checked under PAWON_CHECK_ROWS, as every row shape). */
const WEBHOOK_ROW = rowShape({
  id: int,
  url: text,
  description: nullable(text),
  events: json<Webhook['events']>(),
  active: rowShapeBool,
  state: text<Webhook['state']>(),
  disabledAt: nullable(stamp),
  disabledReason: nullable(text),
  failingSince: nullable(stamp),
  secretPrefix: text,
  lastDelivery: nullable(json<NonNullable<Webhook['lastDelivery']>>()),
  createdAt: stamp,
  createdBy: nullable(json<NonNullable<Webhook['createdBy']>>()),
  updatedAt: stamp,
  version: int,
});

export interface WebhookQuery {
  page?: number;
  perPage?: number | 'all';
  search?: string;
  sortBy?: 'createdAt' | 'url';
  sortDir?: 'asc' | 'desc';
}

export async function listWebhooks(tx: Tx, query: WebhookQuery) {
  const list = defineList<Webhook, WebhookQuery>({
    columns: webhookColumns,
    from: webhookFrom,
    countFrom: sql`webhooks w`,
    key: sql`w.id`,
    search: [sql`w.url`, sql`w.description`],
    sort: { createdAt: sql`w.created_at`, url: sql`lower(w.url)` },
    defaultSort: 'createdAt',
  });
  return list.list(tx, { sortDir: 'desc', ...query });
}

export async function webhookById(tx: Tx, id: number): Promise<Webhook | undefined> {
  return one(tx, sql`select ${webhookColumns} from ${webhookFrom} where w.id = ${id}`, WEBHOOK_ROW);
}

const auditView = (w: Webhook) => ({
  url: w.url,
  description: w.description,
  events: w.events,
  active: w.active,
});

export async function createWebhook(
  tx: Tx,
  userId: number,
  input: Input,
  policy: AddressPolicy,
): Promise<{ datas: Webhook; secret: string }> {
  const url = await checkedUrl(policy, input.url);
  const secret = newSecret();
  const made = await one(
    tx,
    sql`insert into webhooks (url, description, events, secret, active, created_by)
        values (${url}, ${input.description?.trim() || null},
                array(select jsonb_array_elements_text(${JSON.stringify(input.events)}::jsonb)),
                ${secret}, ${input.active ?? true}, ${userId})
        returning id`,
    rowShape({ id: int }),
  );
  const datas = (await webhookById(tx, made!.id))!;
  await audit(tx, {
    userId,
    action: 'create',
    entity: 'webhook',
    entityId: datas.id,
    after: auditView(datas),
  });
  await subscriptionsChanged(tx);
  return { datas, secret };
}

async function lockedWebhook(tx: Tx, id: number): Promise<Webhook> {
  const found = await one(
    tx,
    sql`select id from webhooks where id = ${id} for update`,
    rowShape({ id: int }),
  );
  if (!found) throw notFound('webhook');
  return (await webhookById(tx, id))!;
}

export async function updateWebhook(
  tx: Tx,
  userId: number,
  input: Input & { id: number; version: number },
  policy: AddressPolicy,
): Promise<Webhook> {
  const before = await lockedWebhook(tx, input.id);
  if (before.version !== input.version)
    throw staleVersion({
      version: before.version,
      record: before,
      ...(await lastChange(tx, 'webhook', before.id)),
    });
  const url = input.url === before.url ? before.url : await checkedUrl(policy, input.url);
  const active = input.active ?? true;
  await tx.execute(sql`update webhooks set url = ${url}, description = ${input.description?.trim() || null},
      events = array(select jsonb_array_elements_text(${JSON.stringify(input.events)}::jsonb)),
      active = ${active},
      -- Turned on by a person: Pawon's disabling and the failing state are cleared.
      disabled_at = case when ${active} then null else disabled_at end,
      disabled_reason = case when ${active} then null else disabled_reason end,
      failing_since = case when ${active} and not active then null else failing_since end,
      version = version + 1, updated_at = now()
    where id = ${input.id}`);
  const after = (await webhookById(tx, input.id))!;
  await audit(tx, {
    userId,
    action: 'update',
    entity: 'webhook',
    entityId: after.id,
    before: auditView(before),
    after: auditView(after),
  });
  await subscriptionsChanged(tx);
  return after;
}

export async function deleteWebhook(tx: Tx, userId: number, id: number): Promise<void> {
  const before = await lockedWebhook(tx, id);
  // Its deliveries go with it (on delete cascade): the pending ones are dropped.
  await tx.execute(sql`delete from webhooks where id = ${id}`);
  await audit(tx, { userId, action: 'delete', entity: 'webhook', entityId: id, before: auditView(before) });
  await subscriptionsChanged(tx);
}

export async function rotateSecret(
  tx: Tx,
  userId: number,
  id: number,
): Promise<{ datas: Webhook; secret: string }> {
  const before = await lockedWebhook(tx, id);
  const secret = newSecret();
  await tx.execute(
    sql`update webhooks set secret = ${secret}, version = version + 1, updated_at = now() where id = ${id}`,
  );
  const datas = (await webhookById(tx, id))!;
  await audit(tx, {
    userId,
    action: 'update',
    entity: 'webhook',
    entityId: id,
    before: { secretPrefix: before.secretPrefix },
    after: { secretPrefix: datas.secretPrefix },
  });
  return { datas, secret };
}

// ---------- deliveries ----------

const deliveryColumns = sql`d.id::int as id, d.webhook_id as "webhookId", e.public_id as "eventId", e.type as "eventType",
  d.status, d.attempts, to_json(d.created_at)#>>'{}' as "createdAt",
  to_json(d.last_attempt_at)#>>'{}' as "lastAttemptAt",
  case when d.status in ('pending', 'failed') then to_json(d.next_attempt_at)#>>'{}' end as "nextAttemptAt",
  d.response_code as "responseCode", d.response_body as "responseBody", d.error, d.duration_ms as "durationMs"`;
const deliveryFrom = sql`webhook_deliveries d join webhook_events e on e.id = d.event_id`;
/** A delivery's row as `deliveryColumns` answer it. */
const DELIVERY_ROW = rowShape({
  id: int,
  webhookId: int,
  eventId: text,
  eventType: text<Delivery['eventType']>(),
  status: text<Delivery['status']>(),
  attempts: int,
  createdAt: stamp,
  lastAttemptAt: nullable(stamp),
  nextAttemptAt: nullable(stamp),
  responseCode: nullable(int),
  responseBody: nullable(text),
  error: nullable(text),
  durationMs: nullable(int),
});

export interface DeliveryQuery {
  page?: number;
  perPage?: number | 'all';
  search?: string;
  sortDir?: 'asc' | 'desc';
  webhookId: number;
  status?: Delivery['status'];
}

export async function listDeliveries(tx: Tx, query: DeliveryQuery) {
  if (!(await one(tx, sql`select 1 as one from webhooks where id = ${query.webhookId}`)))
    throw notFound('webhook');
  const list = defineList<Delivery, DeliveryQuery>({
    columns: deliveryColumns,
    from: deliveryFrom,
    countFrom: sql`webhook_deliveries d join webhook_events e on e.id = d.event_id`,
    key: sql`d.id`,
    scope: sql`d.webhook_id = ${query.webhookId}`,
    search: [sql`e.public_id`, sql`e.type`],
    sort: { id: sql`d.id` },
    defaultSort: 'id',
    filters: { status: (s) => sql`d.status = ${s}` },
  });
  return list.list(tx, { sortDir: 'desc', ...query });
}

export async function deliveryById(tx: Tx, id: number): Promise<Delivery | undefined> {
  return one(tx, sql`select ${deliveryColumns} from ${deliveryFrom} where d.id = ${id}`, DELIVERY_ROW);
}

/**
 * Queues a delivery's event to its webhook again, at once, with the same event (and `webhook-id`): a delivery still
 * open is moved to now, a finished one opens again with its attempts from 0.
 */
export async function resendDelivery(tx: Tx, userId: number, id: number, now: Date): Promise<Delivery> {
  const found = await one(
    tx,
    sql`select d.webhook_id as "webhookId", w.active from webhook_deliveries d join webhooks w on w.id = d.webhook_id
        where d.id = ${id} for update of d`,
    rowShape({ webhookId: int, active: rowShapeBool }),
  );
  if (!found) throw notFound('webhookDelivery');
  if (!found.active) throw conflict('webhook.inactive');
  await tx.execute(sql`update webhook_deliveries set status = 'pending', attempts = 0,
      next_attempt_at = ${now.toISOString()}::timestamptz, created_at = ${now.toISOString()}::timestamptz
    where id = ${id}`);
  await audit(tx, {
    userId,
    action: 'update',
    entity: 'webhook',
    entityId: found.webhookId,
    after: { resent: id },
  });
  return (await deliveryById(tx, id))!;
}

export async function deliveriesOf(tx: Tx, webhookId: number) {
  return rows(
    tx,
    sql`select ${deliveryColumns} from ${deliveryFrom} where d.webhook_id = ${webhookId} order by d.id`,
    DELIVERY_ROW,
  );
}
