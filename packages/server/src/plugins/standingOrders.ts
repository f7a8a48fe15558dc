import type { FastifyInstance } from 'fastify';
import { startSchedule, systemClock, type Clock, type Schedule } from '../lib/schedule.js';
import { serializeError } from '../lib/logging.js';
import { generateStandingOrders, standingOrderSettings } from '../domains/orders/standingOrders.js';

/** The daily making of standing orders' orders in this process (orders/standingOrders.ts). */
export interface StandingOrderJob {
  /** The daily timer, once started (main.ts); null where it is not (the tests' apps, unless a test starts it). */
  schedule: Schedule | null;
  /** Re-reads the business profile's time and re-aims the timer when it changed (after the profile is saved). */
  reschedule(): Promise<void>;
  /** Stops the timer and waits for a run under way (the app's close). */
  stop(): Promise<void>;
  /** Ends when what this process has started (a run, a re-aim) has ended. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    standingOrders: StandingOrderJob;
  }
}

/** Decorates the app with its standing-order job, idle until `startStandingOrderSchedule`, stopped on close. */
export function registerStandingOrders(app: FastifyInstance): void {
  app.decorate<StandingOrderJob>('standingOrders', {
    schedule: null,
    reschedule: async () => undefined,
    stop: async () => undefined,
    idle: async () => undefined,
  });
  app.addHook('onClose', async () => app.standingOrders.stop());
}

/**
 * Starts making standing orders' orders in this process (the server's start calls it, in every process: the days'
 * rows make each order once whichever process gets there first): once now, for the days missed while no server ran,
 * then every day at the business profile's `standingOrderTime` in the business time zone. Runs of this process follow
 * one another; a failed run is logged (its error, no data) and the next one runs as planned. The timer follows a
 * change of the profile's time at the next run, or at once in the process that saved the profile (`reschedule`).
 * Tests pass a clock of their own; the answer is the first run's end.
 */
export async function startStandingOrderSchedule(
  app: FastifyInstance,
  clock: Clock = systemClock,
): Promise<void> {
  const { timeZone } = app.config;
  const job = app.standingOrders;
  // Started again (a test's other clock): the timer before goes first.
  await job.stop();
  let time: string | null = null;
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();

  const generate = async () => {
    // A restore replaces the data meanwhile: the next run makes what is due then.
    if (stopped || app.backups.jobs.inMaintenance || app.backups.watch?.active) return;
    try {
      const result = await generateStandingOrders(app.db, { now: clock.now(), timeZone });
      if (result.created || result.failed) app.log.info({ result }, 'standing orders');
    } catch (err) {
      app.log.error({ err: serializeError(err) }, 'standing orders: the run failed');
    }
  };
  const aim = async () => {
    if (stopped) return;
    let wanted: string;
    try {
      wanted = (await standingOrderSettings(app.db)).time;
    } catch (err) {
      app.log.error({ err: serializeError(err) }, 'standing orders: the time could not be read');
      return;
    }
    if (stopped || wanted === time) return;
    job.schedule?.stop();
    time = wanted;
    job.schedule = startSchedule({ time, timeZone, clock, run: () => enqueue(generate, aim) });
  };
  const enqueue = (...steps: Array<() => Promise<void>>) => {
    for (const step of steps)
      queue = queue
        .then(step)
        .catch((err: unknown) =>
          app.log.error({ err: serializeError(err) }, 'standing orders: the timer failed'),
        );
    return queue;
  };

  job.reschedule = () => enqueue(aim);
  job.stop = async () => {
    stopped = true;
    job.schedule?.stop();
    await queue;
  };
  job.idle = () => queue;
  await enqueue(aim, generate);
}
