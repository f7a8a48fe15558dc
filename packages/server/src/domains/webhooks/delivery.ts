/**
 * The delivery loop (decision 065), in every server process. It claims due deliveries with FOR UPDATE SKIP LOCKED and
 * a lease (their next attempt moved past the attempt's end), so each attempt is made by one process at a time; a
 * delivery waits while an earlier one of the same ordering key to the same webhook is still open, so each record's
 * events arrive in order. A process that dies mid-attempt leaves the lease to run out: the next claim takes it again
 * (at least once; receivers dedupe by `webhook-id`).
 */
import { sql } from 'drizzle-orm';
import { text as textOf } from '../../lib/texts.js';
import type { Db } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { int, json, nullable, row as rowShape, stamp, text, type RowOf } from '../../db/rowShape.js';
import { audit } from '../platform/audit.js';
import type { AddressPolicy } from './addressPolicy.js';
import { subscriptionsChanged } from './outbox.js';
import { attempt, ATTEMPT_TIMEOUT_MS, type Attempt } from './sender.js';

/** Waits after each failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (Standard Webhooks' schedule). */
export const BACKOFF_MS = [5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 36e6];
/** Retries end this long after the delivery was queued: it is abandoned. */
export const RETRY_WINDOW_MS = 24 * 3600e3;
/** A webhook whose attempts all failed this long is disabled. */
export const DISABLE_AFTER_MS = 3 * 24 * 3600e3;

export interface DeliveryOptions {
  db: Db;
  policy: AddressPolicy;
  now?: () => Date;
  /** Deliveries attempted at once by this process. */
  concurrency?: number;
  /** How long a claimed attempt keeps others off it (more than the attempt's timeout). */
  leaseMs?: number;
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const CLAIMED = rowShape({
  id: int,
  webhookId: int,
  attempts: int,
  createdAt: stamp,
  url: text,
  secret: text,
  eventId: text,
  payload: json<unknown>(),
});
export type Claimed = RowOf<typeof CLAIMED>;

const iso = (d: Date) => d.toISOString();

/** Claims up to `limit` due deliveries, leased until `now + leaseMs`, their attempt counted. */
export async function claimDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<Claimed[]> {
  return db.transaction(async (tx) =>
    rows(
      tx,
      sql`with due as (
            select d.id from webhook_deliveries d join webhooks w on w.id = d.webhook_id and w.active
            where d.status in ('pending', 'failed') and d.next_attempt_at <= ${iso(now)}::timestamptz
              and not exists (select 1 from webhook_deliveries p
                              where p.webhook_id = d.webhook_id and p.ordering_key = d.ordering_key
                                and p.status in ('pending', 'failed') and p.id < d.id)
            order by d.next_attempt_at, d.id
            limit ${limit}
            for update of d skip locked)
          update webhook_deliveries d set attempts = d.attempts + 1,
                 next_attempt_at = ${iso(new Date(now.getTime() + leaseMs))}::timestamptz
          from due, webhooks w, webhook_events e
          where d.id = due.id and w.id = d.webhook_id and e.id = d.event_id
          returning d.id::int as id, d.webhook_id as "webhookId", d.attempts, to_json(d.created_at)#>>'{}' as "createdAt",
                    w.url, w.secret, e.public_id as "eventId", e.payload`,
      CLAIMED,
    ),
  );
}

/** Writes an attempt's outcome (unless another claim took the delivery meanwhile), with backoff and disabling. */
export async function recordOutcome(
  db: Db,
  claimed: Claimed,
  result: Attempt,
  now: Date,
  log?: DeliveryOptions['log'],
  opts: { noRetry?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const queued = new Date(claimed.createdAt).getTime();
    let status: 'delivered' | 'failed' | 'abandoned';
    let next: Date | null = null;
    if (result.ok) status = 'delivered';
    else {
      const wait = BACKOFF_MS[Math.min(claimed.attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS.at(-1)!;
      const end = queued + RETRY_WINDOW_MS;
      if (opts.noRetry || now.getTime() >= end) status = 'abandoned';
      else {
        status = 'failed';
        next = new Date(Math.min(now.getTime() + wait, end));
      }
    }
    const updated = await rows(
      tx,
      sql`update webhook_deliveries set status = ${status}, next_attempt_at = ${next ? iso(next) : null}::timestamptz,
            last_attempt_at = ${iso(now)}::timestamptz, response_code = ${result.responseCode},
            response_body = ${result.responseBody}, error = ${result.error}, duration_ms = ${result.durationMs}
          where id = ${claimed.id} and attempts = ${claimed.attempts} returning id`,
      rowShape({ id: int }),
    );
    if (!updated.length || opts.noRetry) return;
    if (result.ok) {
      await tx.execute(
        sql`update webhooks set failing_since = null where id = ${claimed.webhookId} and failing_since is not null`,
      );
      return;
    }
    const hook = await one(
      tx,
      sql`update webhooks set failing_since = coalesce(failing_since, ${iso(now)}::timestamptz)
          where id = ${claimed.webhookId} and active
          returning to_json(failing_since)#>>'{}' as "failingSince"`,
      rowShape({ failingSince: nullable(stamp) }),
    );
    if (!hook?.failingSince || now.getTime() - new Date(hook.failingSince).getTime() < DISABLE_AFTER_MS)
      return;
    const reason = textOf('webhook.disabledReason', { days: DISABLE_AFTER_MS / 86_400_000 });
    await tx.execute(sql`update webhooks set active = false, disabled_at = ${iso(now)}::timestamptz,
        disabled_reason = ${reason}, version = version + 1, updated_at = ${iso(now)}::timestamptz
      where id = ${claimed.webhookId}`);
    await subscriptionsChanged(tx);
    await audit(tx, {
      userId: null,
      action: 'update',
      entity: 'webhook',
      entityId: claimed.webhookId,
      before: { active: true },
      after: { active: false, disabledReason: reason },
    });
    // Never the secret, nor the URL's path or query (they may carry a key).
    let host = '';
    try {
      host = new URL(claimed.url).host;
    } catch {
      host = '?';
    }
    log?.warn(
      { webhookId: claimed.webhookId, host, failingSince: hook.failingSince },
      'webhook disabled: every delivery failed for 3 days',
    );
  });
}

/** Attempts one claimed delivery and records it. */
export async function deliver(opts: DeliveryOptions, claimed: Claimed, noRetry = false): Promise<Attempt> {
  const now = opts.now ?? (() => new Date());
  const result = await attempt({
    url: claimed.url,
    secret: claimed.secret,
    eventId: claimed.eventId,
    body: JSON.stringify(claimed.payload),
    policy: opts.policy,
    timestamp: Math.floor(now().getTime() / 1000),
    timeoutMs: opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS,
  });
  await recordOutcome(opts.db, claimed, result, now(), opts.log, { noRetry });
  return result;
}

export interface DeliveryLoop {
  /** Looks for due deliveries now. */
  wake(): void;
  /** Runs until nothing is due now (tests); answers how many attempts it made. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The loop: claims up to `concurrency`, sends them together, again while it finds some; otherwise sleeps until woken
 * (a commit that emitted) or `pollMs` (retries coming due, another process's events without a notification).
 */
export function startDeliveryLoop(
  opts: DeliveryOptions & { pollMs?: number; autoStart?: boolean },
): DeliveryLoop {
  const now = opts.now ?? (() => new Date());
  const concurrency = opts.concurrency ?? 4;
  const leaseMs = opts.leaseMs ?? ATTEMPT_TIMEOUT_MS * 3;
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const round = async (): Promise<number> => {
    let made = 0;
    for (;;) {
      again = false;
      const claimed = await claimDue(opts.db, now(), concurrency, leaseMs);
      if (!claimed.length) {
        if (again && !stopped) continue;
        return made;
      }
      made += claimed.length;
      await Promise.all(claimed.map((c) => deliver(opts, c)));
      if (stopped) return made;
    }
  };
  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((err: unknown) => {
        opts.log?.error({ err: String((err as Error)?.message ?? err) }, 'webhook delivery: a round failed');
        return 0;
      })
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  };
  const schedule = () => {
    if (stopped || opts.autoStart === false) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), opts.pollMs ?? 5000);
    timer.unref();
  };
  if (opts.autoStart !== false) void run();
  return {
    wake: () => {
      if (!stopped && opts.autoStart !== false) void run();
    },
    async drain() {
      let total = 0;
      for (;;) {
        if (running) await running;
        const n = await run();
        total += n;
        if (n === 0 && !running) return total;
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
