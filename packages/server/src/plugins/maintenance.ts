import type { FastifyInstance } from 'fastify';
import { serializeError } from '../lib/logging.js';
import { purgeExpired } from '../domains/access/maintenance.js';

export const PURGE_EVERY_MS = 15 * 60 * 1000;

/** Purges old sign-in attempts and ended sessions when the server starts, then every 15 minutes. */
export function registerMaintenance(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purgeExpired(app.db).catch((err: unknown) =>
      app.log.warn({ err: serializeError(err) }, 'purge of expired rows failed'),
    );
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
