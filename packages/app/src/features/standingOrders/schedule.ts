import { addDays } from '../../lib/format';

/**
 * A standing order's delivery days (issue 39), as the server reads them: on ISO weekdays (1 = Senin … 7 = Minggu)
 * or every N days counted from the start date; from the start date, up to the end date if any, never on a day off.
 * The form previews from these rules the next delivery and the run that makes its order, before anything is saved.
 */
export interface Schedule {
  weekdays: readonly number[] | null;
  everyDays: number | null;
  startDate: string;
  endDate: string | null;
  skipDates: readonly string[];
}

/** When the daily run makes orders (the business profile's `standingOrderLeadDays` and `standingOrderTime`). */
export interface RunSettings {
  leadDays: number;
  /** `HH:MM`, business time zone. */
  time: string;
}

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

/** ISO weekday of a business date: 1 = Monday (Senin) … 7 = Sunday (Minggu). */
export const isoWeekday = (date: string): number => ((new Date(utc(date)).getUTCDay() + 6) % 7) + 1;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS);

/** Whether the schedule delivers on this day. */
export function isDeliveryDay(schedule: Schedule, date: string): boolean {
  if (date < schedule.startDate || (schedule.endDate !== null && date > schedule.endDate)) return false;
  if (schedule.skipDates.includes(date)) return false;
  if (schedule.weekdays) return schedule.weekdays.includes(isoWeekday(date));
  if (schedule.everyDays) return daysBetween(schedule.startDate, date) % schedule.everyDays === 0;
  return false;
}

/**
 * The first delivery day on or after `from` (today, or the day after the last order made), or null when none is
 * left (the end date passed, or every remaining day is off) or the schedule names no day.
 */
export function nextDelivery(schedule: Schedule, from: string): string | null {
  const { weekdays, everyDays, startDate, endDate, skipDates } = schedule;
  let day = from < startDate ? startDate : from;
  let step = 1;
  if (weekdays) {
    if (weekdays.length === 0) return null;
  } else if (everyDays && everyDays > 0) {
    // The first day of the rhythm on or after `day`, then one rhythm at a time.
    const late = daysBetween(startDate, day) % everyDays;
    if (late > 0) day = addDays(day, everyDays - late);
    step = everyDays;
  } else return null;
  // Each day off costs at most one more week (or one more step): a bounded search.
  const tries = (weekdays ? 7 : 1) * (skipDates.length + 1);
  for (let i = 0; i < tries; i++, day = addDays(day, step)) {
    if (endDate !== null && day > endDate) return null;
    if (isDeliveryDay(schedule, day)) return day;
  }
  return null;
}

/**
 * The daily run that makes the order of a delivery day: the first run on or after `leadDays` before it, and not
 * before now (`now`: the business date and time; today's run is gone once its time has passed). Null when that
 * run would come after the day itself: no run will make it (only "Buat pesanan sekarang" can).
 */
export function madeAt(
  delivery: string,
  settings: RunSettings,
  now: { date: string; time: string },
): string | null {
  const due = addDays(delivery, -settings.leadDays);
  const nextRun = now.time < settings.time ? now.date : addDays(now.date, 1);
  const run = due > nextRun ? due : nextRun;
  return run > delivery ? null : run;
}
