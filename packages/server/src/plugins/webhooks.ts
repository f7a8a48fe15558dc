import type { FastifyInstance } from 'fastify';
import type { Client as PgClient } from 'pg';
import { serializeError } from '../lib/logging.js';
import { startSchedule, systemClock, type Clock, type Schedule } from '../lib/schedule.js';
import { dailyCheck, setAlertTimeZone } from '../domains/webhooks/stockAlerts.js';
import { systemPolicy, type AddressPolicy } from '../domains/webhooks/addressPolicy.js';
import { startDeliveryLoop, type DeliveryLoop, type DeliveryOptions } from '../domains/webhooks/delivery.js';
import {
  forgetSubscriptions,
  onLocalWake,
  setCacheTrust,
  SUBSCRIPTIONS_CHANGED,
  WAKE_CHANNEL,
} from '../domains/webhooks/outbox.js';

/** This process's webhooks (decision 065): the address policy and, once started, the delivery loop. */
export interface WebhookJob {
  policy: AddressPolicy;
  loop: DeliveryLoop | null;
  now: () => Date;
  /** Ends what `startWebhookDelivery` started besides the loop (its listener); null when not started. */
  unlisten: (() => Promise<void>) | null;
  /** The daily check (expiring lots, a sweep of the minimums), once started (main.ts). */
  daily: Schedule | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookJob;
  }
}

/**
 * Decorates the app with its webhook job. `policy` is for tests only (buildApp's option, never a setting): the
 * receiver they run on this machine is reached through it.
 */
export function registerWebhooks(app: FastifyInstance, policy?: AddressPolicy): void {
  const ownPort = () => {
    const address = app.server.address();
    return address && typeof address === 'object' ? address.port : null;
  };
  app.decorate<WebhookJob>('webhooks', {
    policy: policy ?? systemPolicy(app.config.webhookPrivate, ownPort),
    loop: null,
    now: () => new Date(),
    unlisten: null,
    daily: null,
  });
  setAlertTimeZone(app.config.timeZone);
  // PGlite: this process is the only one, its own changes forget the cached subscribed types. PostgreSQL: only
  // while a listener hears the other processes' changes (below); until then every emitting transaction reads them.
  if (!app.config.databaseUrl) setCacheTrust('local');
  app.addHook('onClose', async () => {
    app.webhooks.daily?.stop();
    app.webhooks.daily = null;
    await stopWebhookDelivery(app);
  });
}

/** The daily check's time of day (business time zone): lots entering their expiry window are told in the morning. */
export const DAILY_CHECK_TIME = '06:00';

/**
 * Starts the daily check in this process (every process: the alert rows make each event once, whichever process gets
 * there first): once now (days missed while no server ran), then every day at DAILY_CHECK_TIME. A failed run is
 * logged (its error only); the next one runs as planned.
 */
export function startWebhookDailyCheck(app: FastifyInstance, clock: Clock = systemClock): Promise<void> {
  app.webhooks.daily?.stop();
  const run = async () => {
    if (app.backups.jobs.inMaintenance || app.backups.watch?.active) return;
    try {
      const result = await dailyCheck(app.db, clock.now());
      if (result.expiring || result.belowMinimum) app.log.info({ result }, 'webhooks: daily check');
    } catch (err) {
      app.log.error({ err: serializeError(err) }, 'webhooks: the daily check failed');
    }
  };
  app.webhooks.daily = startSchedule({ time: DAILY_CHECK_TIME, timeZone: app.config.timeZone, clock, run });
  return run();
}

/** The LISTEN connections of this process that are up (tests run two apps in one process). */
let listening = 0;

/**
 * LISTENs on WAKE_CHANNEL on a connection of its own (PostgreSQL): a commit that emitted wakes `wake`; one that changed a
 * webhook makes this process forget its subscribed types. While the connection is down (lost, not yet made) the
 * cache is not trusted (every emitting transaction reads the subscriptions) and it is made again every second.
 */
function listen(databaseUrl: string, wake: () => void, log: FastifyInstance['log']): () => Promise<void> {
  let stopped = false;
  let client: PgClient | null = null;
  let up = false;
  let retry: NodeJS.Timeout | undefined;
  const down = () => {
    if (up) {
      up = false;
      listening--;
      if (listening === 0) setCacheTrust('none');
    }
  };
  const connect = async () => {
    if (stopped) return;
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: databaseUrl, application_name: 'pawon-webhooks' });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      down();
      void c.end().catch(() => undefined);
      if (!stopped) {
        retry = setTimeout(() => void connect(), 1000);
        retry.unref();
      }
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.payload === SUBSCRIPTIONS_CHANGED) forgetSubscriptions();
      else wake();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${WAKE_CHANNEL}`);
      if (stopped || client !== c) return void c.end().catch(() => undefined);
      up = true;
      listening++;
      // Notifications sent while no connection listened are lost: what was cached before is forgotten.
      setCacheTrust('listening');
      forgetSubscriptions();
      wake();
    } catch (err) {
      log.warn({ err: String((err as Error).message) }, 'webhooks: no LISTEN connection; trying again');
      lost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    down();
    await c?.end().catch(() => undefined);
  };
}

/**
 * Starts this process's delivery loop, woken by a commit that emitted: LISTEN on PostgreSQL (a connection of its own,
 * which also tells of webhook changes), PGlite's own listener otherwise. `overrides` are the tests' (a clock, a short
 * lease, no timer).
 */
export async function startWebhookDelivery(
  app: FastifyInstance,
  overrides: Partial<DeliveryOptions> & { pollMs?: number; autoStart?: boolean } = {},
): Promise<DeliveryLoop> {
  await stopWebhookDelivery(app);
  const loop = startDeliveryLoop({
    db: app.db,
    policy: app.webhooks.policy,
    now: app.webhooks.now,
    log: app.log,
    ...overrides,
  });
  app.webhooks.loop = loop;
  const unwake = onLocalWake(() => loop.wake());
  const databaseUrl = app.config.databaseUrl;
  let unlisten: (() => Promise<void>) | null = null;
  if (databaseUrl) unlisten = listen(databaseUrl, () => loop.wake(), app.log);
  else if (overrides.autoStart !== false) {
    const client = (
      app.db as unknown as {
        $client?: { listen?: (c: string, f: () => void) => Promise<() => Promise<void>> };
      }
    ).$client;
    if (client?.listen) unlisten = await client.listen(WAKE_CHANNEL, () => loop.wake());
  }
  app.webhooks.unlisten = async () => {
    unwake();
    await unlisten?.();
  };
  return loop;
}

export async function stopWebhookDelivery(app: FastifyInstance): Promise<void> {
  const loop = app.webhooks.loop;
  const unlisten = app.webhooks.unlisten;
  app.webhooks.loop = null;
  app.webhooks.unlisten = null;
  await unlisten?.();
  await loop?.stop();
}
