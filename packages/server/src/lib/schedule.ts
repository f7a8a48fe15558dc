import { zonedParts } from './dates.js';

/**
 * A daily timer at a time of day in the business time zone: the automatic backup's (decision 031) and the standing
 * orders' (orders/standingOrders.ts). The clock is injected (`now`, `setTimer`, `clearTimer`) so that a test moves
 * time itself; the server passes the real one.
 */
export interface Clock {
  now(): Date;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer: (run, ms) => {
    const handle = setTimeout(run, ms);
    // The timer alone does not keep the process alive.
    handle.unref();
    return handle;
  },
  clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** `HH:MM` → minutes after midnight, or null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The zone's offset from UTC at an instant, in minutes (Asia/Jakarta: +420). */
function offsetMinutes(timeZone: string, at: Date): number {
  const p = Object.fromEntries(Object.entries(zonedParts(timeZone, at)).map(([k, v]) => [k, Number(v)]));
  const local = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The next instant after `now` whose time of day in `timeZone` is `time` (HH:MM). */
export function nextRunAfter(now: Date, time: string, timeZone: string): Date {
  const minutes = minutesOfDay(time);
  if (minutes === null) throw new Error(`not a time of day: ${time}`);
  const offset = offsetMinutes(timeZone, now);
  const local = new Date(now.getTime() + offset * 60_000);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  for (let d = 0; d <= 2; d++) {
    const wallUtc = day + d * 86_400_000 + minutes * 60_000;
    // The wall time in the zone, as an instant (the offset of that day: a zone with summer time moves it).
    const at = new Date(wallUtc - offsetMinutes(timeZone, new Date(wallUtc - offset * 60_000)) * 60_000);
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error('no next run');
}

export interface Schedule {
  /** When the next run starts (null once stopped). */
  next(): Date | null;
  stop(): void;
}

/**
 * Runs `run` every day at `time` in `timeZone`. A run that fails is the caller's to log; the next day's runs anyway.
 * Timers are set for at most `maxWaitMs` at once (a long wait is re-aimed at the next run when it ends), so a clock
 * that jumps, or a machine that slept, does not make a run late by more than that.
 */
export function startSchedule(opts: {
  time: string;
  timeZone: string;
  run: () => Promise<unknown>;
  clock?: Clock;
  maxWaitMs?: number;
}): Schedule {
  const clock = opts.clock ?? systemClock;
  const maxWait = opts.maxWaitMs ?? 15 * 60_000;
  let next: Date | null = nextRunAfter(clock.now(), opts.time, opts.timeZone);
  let handle: unknown;
  let stopped = false;
  const arm = () => {
    if (stopped || !next) return;
    const wait = next.getTime() - clock.now().getTime();
    if (wait > 0) {
      handle = clock.setTimer(arm, Math.min(wait, maxWait));
      return;
    }
    const due = next;
    next = nextRunAfter(new Date(Math.max(clock.now().getTime(), due.getTime())), opts.time, opts.timeZone);
    void opts
      .run()
      .catch(() => undefined)
      .finally(arm);
  };
  arm();
  return {
    next: () => (stopped ? null : next),
    stop() {
      stopped = true;
      next = null;
      clock.clearTimer(handle);
    },
  };
}
