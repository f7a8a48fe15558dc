import type { FastifyInstance } from 'fastify';
import { serializeError } from '../lib/logging.js';
import { checkGaps } from '../domains/stock/holds.js';

/** How often a process looks for locations gone too long without a temperature reading. */
export const GAP_CHECK_MS = 15 * 60_000;

/**
 * Looks for temperature gaps (domains/stock/holds.ts `checkGaps`) now and every 15 minutes in this process, as the
 * standing orders' job runs in every process: each gap opens one hold whichever process finds it first (the
 * location's lock and the hold's `last_reading_at`). Skipped while a restore replaces the data; stopped on close.
 */
export function startTemperatureGapCheck(app: FastifyInstance): void {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    if (app.backups.jobs.inMaintenance || app.backups.watch?.active) return;
    running = running
      .then(async () => {
        const opened = await checkGaps(app.db);
        if (opened) app.log.info({ opened }, 'temperature gaps: stock held');
      })
      .catch((err: unknown) =>
        app.log.error({ err: serializeError(err) }, 'temperature gaps: the check failed'),
      );
  };
  const timer = setInterval(run, GAP_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  run();
}
