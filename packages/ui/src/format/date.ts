/**
 * Dates, written in the language of locale.ts (Indonesian by default). A business date is a `YYYY-MM-DD` string
 * with no time zone; it is formatted and computed on its own parts (or in UTC arithmetic), never through the local
 * zone, so `2026-11-21` is the 21st everywhere. Instants (ISO strings with a time, `Date`, epoch ms) are shown in `Asia/Jakarta` unless
 * another zone is given.
 */

import { currentFormatLocale, type FormatLocale } from './locale';

/** The zone business dates and times are read in. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/** `YYYY-MM-DD`. */
export type BusinessDate = string;

export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

export const MONTH_NAMES_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

export const WEEKDAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

interface CalendarNames {
  months: readonly string[];
  monthsShort: readonly string[];
  weekdays: readonly string[];
  /** Between hours and minutes: `10.04` in Indonesian, `10:04` in English. */
  timeSeparator: string;
}

/** A language's names of months and weekdays, from the platform (Intl), for languages other than Indonesian. */
function intlNames(locale: string): CalendarNames {
  const name = (options: Intl.DateTimeFormatOptions, date: number) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  const months = Array.from({ length: 12 }, (_, month) => Date.UTC(2000, month, 1));
  return {
    months: months.map((date) => name({ month: 'long' }, date)),
    monthsShort: months.map((date) => name({ month: 'short' }, date)),
    // 2 January 2000 was a Sunday.
    weekdays: Array.from({ length: 7 }, (_, day) => name({ weekday: 'long' }, Date.UTC(2000, 0, 2 + day))),
    timeSeparator: ':',
  };
}

const INDONESIAN: CalendarNames = {
  months: MONTH_NAMES,
  monthsShort: MONTH_NAMES_SHORT,
  weekdays: WEEKDAY_NAMES,
  timeSeparator: '.',
};
const calendars = new Map<FormatLocale, CalendarNames>([['id', INDONESIAN]]);

/** The names of the language dates are written in now (locale.ts, shared with numbers). */
function calendarNames(): CalendarNames {
  const locale = currentFormatLocale();
  let names = calendars.get(locale);
  if (!names) {
    names = intlNames(locale);
    calendars.set(locale, names);
  }
  return names;
}

/** A month's name (1–12) in the current language: `monthName(11)` → `November`, `monthName(8, 'short')` → `Agu`. */
export function monthName(month: number, length: 'long' | 'short' = 'long'): string {
  return (length === 'short' ? calendarNames().monthsShort : calendarNames().months)[month - 1] ?? '';
}

/** A month (`YYYY-MM`, or a date in it) with its year in the current language: `November 2026`. */
export const formatMonth = (value: string): string =>
  `${monthName(Number(value.slice(5, 7)))} ${value.slice(0, 4)}`;

interface DateParts {
  year: number;
  month: number; // 1–12
  day: number;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isValidParts({ year, month, day }: DateParts): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function toBusinessDate({ year, month, day }: DateParts): BusinessDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Parts of a `YYYY-MM-DD` string, or null when it is not a real calendar date. */
function businessDateParts(value: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidParts(parts) ? parts : null;
}

/** True for a real calendar date written `YYYY-MM-DD` (`2026-02-30` is false). */
export function isBusinessDate(value: unknown): value is BusinessDate {
  return typeof value === 'string' && businessDateParts(value) !== null;
}

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zonedFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zonedFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface ZonedParts extends DateParts {
  hour: number;
  minute: number;
  second: number;
}

function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const values: Record<string, number> = {};
  for (const part of zonedFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** What the date helpers accept: a business date, an ISO instant, a `Date` or epoch milliseconds. */
export type DateInput = string | Date | number | null | undefined;

function toInstant(value: string | Date | number): Date | null {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Calendar parts of any date input: business dates as written, instants in `timeZone`. */
function calendarParts(value: DateInput, timeZone: string): DateParts | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string') {
    const parts = businessDateParts(value);
    if (parts) return parts;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  }
  const instant = toInstant(value);
  return instant ? zonedParts(instant, timeZone) : null;
}

export interface FormatDateOptions {
  /** `long` → `21 November 2026`, `short` → `21 Nov 2026`. Default `long`. */
  month?: 'long' | 'short';
  /** Prefix the weekday: `Sabtu, 21 November 2026`. Default `false`. */
  weekday?: boolean;
  /** Zone for instants; business dates are never shifted. Default `Asia/Jakarta`. */
  timeZone?: string;
  /** Text for empty or invalid input. Default `''`. */
  fallback?: string;
}

function weekdayOf({ year, month, day }: DateParts): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** `formatDate('2026-11-21')` → `21 November 2026`. */
export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  const { month = 'long', weekday = false, timeZone = DEFAULT_TIME_ZONE, fallback = '' } = options;
  const parts = calendarParts(value, timeZone);
  if (!parts) return fallback;
  const text = `${parts.day} ${monthName(parts.month, month)} ${parts.year}`;
  return weekday ? `${calendarNames().weekdays[weekdayOf(parts)]}, ${text}` : text;
}

/** `formatDateShort('2026-11-21')` → `21 Nov 2026`. */
export function formatDateShort(value: DateInput, options: Omit<FormatDateOptions, 'month'> = {}): string {
  return formatDate(value, { ...options, month: 'short' });
}

export interface FormatTimeOptions {
  /** Zone the instant is shown in. Default `Asia/Jakarta`. */
  timeZone?: string;
  /** Show seconds. Default `false`. */
  seconds?: boolean;
  /** Text for empty or invalid input. Default `''`. */
  fallback?: string;
}

/** Indonesian clock time with a period: `formatTime('2026-11-21T03:04:00Z')` → `10.04` (WIB). */
export function formatTime(value: DateInput, options: FormatTimeOptions = {}): string {
  const { timeZone = DEFAULT_TIME_ZONE, seconds = false, fallback = '' } = options;
  if (value == null || value === '' || isBusinessDate(value)) return fallback;
  const instant = toInstant(value);
  if (!instant) return fallback;
  const parts = zonedParts(instant, timeZone);
  const separator = calendarNames().timeSeparator;
  const time = `${pad(parts.hour)}${separator}${pad(parts.minute)}`;
  return seconds ? `${time}${separator}${pad(parts.second)}` : time;
}

/**
 * A clock time as stored (`HH:MM`: a delivery time, the backup hour) in the language's notation: `08.00` in
 * Indonesian, `08:00` in English. Anything else is shown as it is.
 */
export function formatClock(value: string | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return match ? `${match[1]}${calendarNames().timeSeparator}${match[2]}` : value;
}

export interface FormatDateTimeOptions extends FormatTimeOptions {
  /** Month name length. Default `long`. */
  month?: 'long' | 'short';
}

/** `formatDateTime('2026-11-21T03:04:00Z')` → `21 November 2026 10.04` (in Asia/Jakarta). */
export function formatDateTime(value: DateInput, options: FormatDateTimeOptions = {}): string {
  const { timeZone = DEFAULT_TIME_ZONE, month = 'long', seconds = false, fallback = '' } = options;
  const time = formatTime(value, { timeZone, seconds });
  if (!time) return fallback;
  return `${formatDate(value, { timeZone, month })} ${time}`;
}

/** Today's business date in a zone: `todayIn()` at 2026-11-21T18:00Z → `2026-11-22` (Jakarta is UTC+7). */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): BusinessDate {
  return toBusinessDate(zonedParts(now, timeZone));
}

function requireParts(value: BusinessDate): DateParts {
  const parts = businessDateParts(value);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  return parts;
}

function fromUtc(date: Date): BusinessDate {
  return toBusinessDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** `addDays('2026-12-31', 1)` → `2027-01-01`. */
export function addDays(value: BusinessDate, days: number): BusinessDate {
  const { year, month, day } = requireParts(value);
  return fromUtc(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Monday of the week containing the date (Indonesian weeks start on Monday). */
export function startOfWeek(value: BusinessDate): BusinessDate {
  const weekday = weekdayOf(requireParts(value));
  return addDays(value, -((weekday + 6) % 7));
}

/** Sunday closing the week that starts on Monday. */
export function endOfWeek(value: BusinessDate): BusinessDate {
  return addDays(startOfWeek(value), 6);
}

export function startOfMonth(value: BusinessDate): BusinessDate {
  const { year, month } = requireParts(value);
  return toBusinessDate({ year, month, day: 1 });
}

export function endOfMonth(value: BusinessDate): BusinessDate {
  const { year, month } = requireParts(value);
  return toBusinessDate({ year, month, day: daysInMonth(year, month) });
}

export function startOfYear(value: BusinessDate): BusinessDate {
  return toBusinessDate({ year: requireParts(value).year, month: 1, day: 1 });
}

export function endOfYear(value: BusinessDate): BusinessDate {
  return toBusinessDate({ year: requireParts(value).year, month: 12, day: 31 });
}

/**
 * A local `Date` at midnight of a business date, for calendar widgets that work in local time. Only use the
 * result's local getters; convert back with {@link fromLocalDate}.
 */
export function toLocalDate(value: BusinessDate): Date | undefined {
  const parts = businessDateParts(value);
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : undefined;
}

/** The business date a calendar widget's local `Date` stands for. */
export function fromLocalDate(date: Date): BusinessDate {
  return toBusinessDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

function monthFromName(name: string): number | null {
  const lower = name.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return null;
  const index = MONTH_NAMES.findIndex((month) => month.toLowerCase().startsWith(lower));
  if (index >= 0) return index + 1;
  // Common English or alternative abbreviations users type: "Aug", "Oct", "Dec", "Agt", "Nop".
  const aliases: Record<string, number> = { aug: 8, agt: 8, oct: 10, dec: 12, nop: 11, may: 5 };
  return aliases[lower.slice(0, 3)] ?? null;
}

function expandYear(year: string): number {
  const value = Number(year);
  return year.length === 2 ? 2000 + value : value;
}

/**
 * Reads a date typed by a user: `21 November 2026`, `21 nov 2026`, `21/11/2026`, `21-11-2026`, `21.11.26`,
 * `2026-11-21`. Returns `YYYY-MM-DD`, or null when it is not a real date.
 */
export function parseDateInput(input: string | null | undefined): BusinessDate | null {
  if (input == null) return null;
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  let parts: DateParts | null = null;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) {
    parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  } else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text))) {
    parts = { day: Number(match[1]), month: Number(match[2]), year: expandYear(match[3] ?? '') };
  } else if ((match = /^(?:[a-z]+,? )?(\d{1,2}) ([a-z]+\.?) (\d{4})$/i.exec(text))) {
    const month = monthFromName(match[2] ?? '');
    if (month) parts = { day: Number(match[1]), month, year: Number(match[3]) };
  }
  return parts && isValidParts(parts) ? toBusinessDate(parts) : null;
}
