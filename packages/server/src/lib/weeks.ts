/**
 * Weeks of a month for the dashboard (domain.md, Dashboard): weeks start on Monday, week 1 is the week holding the
 * 1st, so a month has 4 to 6 weeks. Dates are business dates (`YYYY-MM-DD`), computed as calendar dates (no zone).
 */
import { addDays } from './dates.js';

/** Monday 0 … Sunday 6. */
export const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The last day of the month holding `date`. */
export function lastOfMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The first day of the month before the one holding `date`. */
export function previousMonth(date: string): string {
  return firstOfMonth(addDays(firstOfMonth(date), -1));
}

/** The week of its month a date falls in, from 1. */
export function weekOfMonth(date: string): number {
  const offset = weekday(firstOfMonth(date));
  return Math.floor((Number(date.slice(8, 10)) - 1 + offset) / 7) + 1;
}

/** How many weeks (Monday start) the month holding `date` spans: 4 to 6. */
export const weeksInMonth = (date: string) => weekOfMonth(lastOfMonth(date));

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string) => addDays(date, -weekday(date));

/**
 * The change from `base` to `value` in %, rounded to `decimals`: 100 when the base is 0 and the value is more (−100
 * when it is less), 0 when both are. Over |base|: returns can make a day's or a week's revenue negative, and the sign
 * must say whether the figure went up or down (from −67,500 to 10,000 is +114.81 %, not −114.81 %).
 */
export function percentChange(value: number, base: number, decimals: number): number {
  if (base === 0) return Math.sign(value) * 100;
  const factor = 10 ** decimals;
  const raw = ((value - base) / Math.abs(base)) * 100;
  return Math.sign(raw) * (Math.round(Math.abs(raw) * factor) / factor);
}

const monthName = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `November 2026`. */
export const monthLabel = (date: string) => monthName.format(new Date(`${firstOfMonth(date)}T00:00:00Z`));
