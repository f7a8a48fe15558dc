import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { one } from '../../db/query.js';
import { int, json, row as rowShape, stamp, text } from '../../db/rowShape.js';
import { notFound } from '../../lib/errors.js';
import type { AddressPolicy } from './addressPolicy.js';
import { deliver } from './delivery.js';
import { newEventId } from './outbox.js';
import { ATTEMPT_TIMEOUT_MS } from './sender.js';
import { deliveryById } from './subscriptions.js';

/**
 * "Kirim uji": a `webhook.test` event to one webhook, attempted now by this request (whatever the webhook's state),
 * never retried. Its delivery is written already claimed, so no delivery loop takes it meanwhile.
 */
export async function sendTest(db: Db, policy: AddressPolicy, webhookId: number, now: () => Date) {
  const claimed = await db.transaction(async (tx) => {
    const at = now();
    const lease = new Date(at.getTime() + ATTEMPT_TIMEOUT_MS * 3).toISOString();
    const eventId = newEventId();
    return one(
      tx,
      sql`with w as (select id, url, secret from webhooks where id = ${webhookId}),
           e as (insert into webhook_events (public_id, type, ordering_key, payload)
                 select ${eventId}, 'webhook.test', ${`test:${eventId}`},
                        jsonb_build_object('type', 'webhook.test', 'timestamp', ${at.toISOString()}::text,
                          'data', jsonb_build_object('webhookId', w.id, 'message', 'Uji kirim dari Pawon'))
                 from w returning id, public_id, payload),
           d as (insert into webhook_deliveries (event_id, webhook_id, ordering_key, attempts, next_attempt_at, created_at)
                 select e.id, ${webhookId}, ${`test:${eventId}`}, 1, ${lease}::timestamptz, ${at.toISOString()}::timestamptz
                 from e returning id, attempts, created_at)
         select d.id::int as id, w.id as "webhookId", d.attempts, to_json(d.created_at)#>>'{}' as "createdAt",
                w.url, w.secret, e.public_id as "eventId", e.payload
         from d, e, w`,
      rowShape({
        id: int,
        webhookId: int,
        attempts: int,
        createdAt: stamp,
        url: text,
        secret: text,
        eventId: text,
        payload: json<unknown>(),
      }),
    );
  });
  if (!claimed) throw notFound('webhook');
  await deliver({ db, policy, now }, claimed, true);
  return (await deliveryById(db, claimed.id))!;
}
