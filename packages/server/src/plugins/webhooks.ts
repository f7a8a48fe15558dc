import type { FastifyInstance } from 'fastify';
import { systemPolicy, type AddressPolicy } from '../domains/webhooks/addressPolicy.js';
import { startDeliveryLoop, type DeliveryLoop, type DeliveryOptions } from '../domains/webhooks/delivery.js';
import { onLocalWake, WAKE_CHANNEL } from '../domains/webhooks/outbox.js';

/** This process's webhooks (decision 065): the address policy and, once started, the delivery loop. */
export interface WebhookJob {
  policy: AddressPolicy;
  loop: DeliveryLoop | null;
  now: () => Date;
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
  });
  app.addHook('onClose', async () => stopWebhookDelivery(app));
}

let unlisten: (() => Promise<void>) | null = null;

/**
 * Starts this process's delivery loop, woken by a commit that emitted: LISTEN on PostgreSQL (a connection of its own),
 * PGlite's own listener otherwise. `overrides` are the tests' (a clock, a short lease, no timer).
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
  onLocalWake(() => loop.wake());
  const databaseUrl = app.config.databaseUrl;
  if (databaseUrl && overrides.autoStart !== false) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'pawon-webhooks' });
    client.on('error', () => undefined);
    client.on('notification', () => loop.wake());
    try {
      await client.connect();
      await client.query(`LISTEN ${WAKE_CHANNEL}`);
      unlisten = () => client.end().catch(() => undefined);
    } catch (err) {
      app.log.warn(
        { err: String((err as Error).message) },
        'webhooks: no LISTEN connection; the timer wakes delivery',
      );
      await client.end().catch(() => undefined);
    }
  } else if (!databaseUrl && overrides.autoStart !== false) {
    const client = (
      app.db as unknown as {
        $client?: { listen?: (c: string, f: () => void) => Promise<() => Promise<void>> };
      }
    ).$client;
    if (client?.listen) unlisten = await client.listen(WAKE_CHANNEL, () => loop.wake());
  }
  return loop;
}

export async function stopWebhookDelivery(app: FastifyInstance): Promise<void> {
  const loop = app.webhooks.loop;
  app.webhooks.loop = null;
  onLocalWake(null);
  await unlisten?.();
  unlisten = null;
  await loop?.stop();
}
