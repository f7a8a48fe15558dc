/** Business dates: `YYYY-MM-DD` in the company's time zone (PAWON_TZ), never UTC. */
import { invalid } from './errors.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The business date of an instant (default: now) in `timeZone`. */
export function businessDate(timeZone: string, at: Date = new Date()): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f.format(at);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall-clock parts in `timeZone`, two digits each (the year four), hours 00–23. */
export function zonedParts(
  timeZone: string,
  at: Date,
): { year: string; month: string; day: string; hour: string; minute: string; second: string } {
  let f = clockFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, f);
  }
  const part = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  };
}

const longDay = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A business date written out in Indonesian, as a printed document says it: `2028-03-31` → "31 Maret 2028". */
export const indonesianDate = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

/** An instant written out in Indonesian in `timeZone`: "6 Desember 2026 pukul 18.39 WIB". */
export const indonesianDateTime = (timeZone: string, at: Date = new Date()) =>
  new Intl.DateTimeFormat('id-ID', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

/** A business date `days` days after (or before, when negative) another; calendar arithmetic, no time zone. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Business dates before this are refused (a typo, not a record). */
export const EARLIEST_DATE = '2000-01-01';

/**
 * A business date from a request: today when left out, never after today nor before 2000 (422 on the field).
 */
export function dateOrToday(field: string, value: string | null | undefined, today: string): string {
  const date = value ?? today;
  if (date > today) throw invalid(field, 'date.afterToday');
  if (date < EARLIEST_DATE) throw invalid(field, 'date.tooEarly');
  return date;
}

/** An expiry date from a request: none, or from `from` up to ten years after it (422 on the field). */
export function expiryFrom(field: string, value: string | null | undefined, from: string): string | null {
  if (value === null || value === undefined) return null;
  if (value < from) throw invalid(field, 'date.beforeStart', { start: from, rule: 'expiry' });
  if (value > addDays(from, 3650)) throw invalid(field, 'date.tooLate');
  return value;
}
