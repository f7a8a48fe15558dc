/**
 * The outbox (decision 065): an event is written in the transaction of the change that makes it, with one pending
 * delivery per active webhook subscribed to its type. A change rolled back sends nothing; a change committed is
 * delivered, whatever happens to the process afterwards (the deliveries wait in the database).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query.js';
import { row as rowShape, text } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';

export type EventType = Schemas['WebhookEventType'];
export type DeliveryEventType = Schemas['WebhookDeliveryEventType'];

/** The notification channel a commit that emitted wakes the delivery loops on (PostgreSQL: every process). */
export const WAKE_CHANNEL = 'pawon_webhooks';

/**
 * The payload of a notification on WAKE_CHANNEL that says a webhook was made, changed, turned off or deleted: every
 * process forgets its subscribed types when it hears it (sent in the change's transaction: delivered on commit only).
 */
export const SUBSCRIPTIONS_CHANGED = 'subscriptions';

/**
 * How far this process may trust its cache of the subscribed types:
 * - `local`: PGlite, one process: a change here forgets it (`forgetSubscriptions`), nothing else changes webhooks;
 * - `listening`: PostgreSQL with this process's LISTEN connection up: every process's change is heard on commit;
 * - `none`: PostgreSQL without a listener (not started, or its connection lost): read in every emitting transaction.
 */
export type CacheTrust = 'local' | 'listening' | 'none';
let trust: CacheTrust = 'none';

/** The event types some active webhook takes; kept at most TTL (a notification lost is forgotten after that). */
const SUBSCRIBED_TTL_MS = 60_000;
let subscribed: { types: Set<string>; at: number } | null = null;
/** Bumped by every forget: a read that began before a forget is not kept (it may predate the change's commit). */
let generation = 0;
/** Wake this process's delivery loops (set by the loops; a commit's NOTIFY does it on PostgreSQL). */
const localWakes = new Set<() => void>();

/** Forgets the subscribed types (a webhook changed, here or, heard by the listener, in another process). */
export function forgetSubscriptions(): void {
  subscribed = null;
  generation++;
}

export function setCacheTrust(next: CacheTrust): void {
  if (next !== trust) forgetSubscriptions();
  trust = next;
}

export function cacheTrust(): CacheTrust {
  return trust;
}

/** Adds a waker of this process's delivery loop; answers its removal. */
export function onLocalWake(wake: () => void): () => void {
  localWakes.add(wake);
  return () => void localWakes.delete(wake);
}

async function subscribedTypes(tx: Tx, now: number): Promise<Set<string>> {
  if (trust !== 'none' && subscribed && now - subscribed.at < SUBSCRIBED_TTL_MS) return subscribed.types;
  const seen = generation;
  const found = await rows(
    tx,
    sql`select distinct unnest(events) as type from webhooks where active`,
    rowShape({ type: text }),
  );
  const types = new Set(found.map((r) => r.type));
  if (trust !== 'none' && seen === generation) subscribed = { types, at: now };
  return types;
}

/**
 * A webhook was made, changed (its events, on or off) or deleted in `tx`: every process forgets its subscribed types
 * when `tx` commits (the notification), this one at once too.
 */
export async function subscriptionsChanged(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${SUBSCRIPTIONS_CHANGED})`);
  forgetSubscriptions();
}

/** Whether some active webhook takes `type` (the cached read `emitEvent` makes). */
export async function isSubscribed(tx: Tx, type: EventType): Promise<boolean> {
  return (await subscribedTypes(tx, Date.now())).has(type);
}

/** A Standard Webhooks message id: `msg_` and 16 random bytes (base64url). */
export const newEventId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * Writes an event of `type` about the record `orderingKey` (`order:123`: events of one key reach a webhook in the
 * order written) and its deliveries, in `tx`. `data` is read only when some webhook takes the type: with none, the
 * cost is the cached read of the subscribed types (no query within its TTL).
 */
export async function emitEvent(
  tx: Tx,
  type: EventType,
  orderingKey: string,
  data: unknown | (() => Promise<unknown>),
): Promise<void> {
  if (!(await isSubscribed(tx, type))) return;
  const payloadData = typeof data === 'function' ? await (data as () => Promise<unknown>)() : data;
  const written = await rows(
    tx,
    sql`with w as (select id from webhooks where active and ${type} = any(events)),
         e as (insert into webhook_events (public_id, type, ordering_key, payload)
               select ${newEventId()}, ${type}, ${orderingKey},
                      jsonb_build_object('type', ${type}::text, 'timestamp', to_json(now())#>>'{}',
                                         'data', ${JSON.stringify(payloadData ?? null)}::jsonb)
               where exists (select 1 from w)
               returning id)
        insert into webhook_deliveries (event_id, webhook_id, ordering_key)
        select e.id, w.id, ${orderingKey} from e, w
        returning event_id::text as id`,
    rowShape({ id: text }),
  );
  if (written.length) await wakeOnCommit(tx);
}

/** NOTIFY in the transaction: PostgreSQL delivers it to every listening process when (and only if) it commits. */
export async function wakeOnCommit(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${WAKE_CHANNEL}, '')`);
  // PGlite (one process): its listener hears the notification too; this covers a loop started without one.
  for (const wake of localWakes) setTimeout(wake, 20).unref?.();
}

/** Emits `type` on a handle outside a transaction (the daily check): one statement, committed on its own. */
export async function emitNow(db: Db, type: EventType, orderingKey: string, data: unknown): Promise<void> {
  await db.transaction((tx) => emitEvent(tx, type, orderingKey, data));
}
