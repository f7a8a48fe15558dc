import { periodDefaults } from '../UiLabels/defaults/period';
import {
  addDays,
  endOfMonth,
  formatDate,
  monthName,
  endOfWeek,
  endOfYear,
  startOfMonth,
  startOfWeek,
  startOfYear,
  todayIn,
  type BusinessDate,
} from '../format';

/** Date presets of the FilterBar. */
export type DatePreset = 'today' | 'week' | 'month' | 'year' | 'range';

/** The presets' Indonesian names (the FilterBar shows them in the app's language: UiLabels `period`). */
export const PRESET_LABELS: Record<DatePreset, string> = periodDefaults;

export interface DateRange {
  dateFrom: BusinessDate;
  dateTo: BusinessDate;
}

/**
 * The dates a preset covers around `today` (a business date in the shop's zone): a whole week from Monday to
 * Sunday, a whole month, a whole year. `range` has no dates of its own and returns null.
 */
export function presetRange(preset: DatePreset, today: BusinessDate): DateRange | null {
  switch (preset) {
    case 'today':
      return { dateFrom: today, dateTo: today };
    case 'week':
      return { dateFrom: startOfWeek(today), dateTo: endOfWeek(today) };
    case 'month':
      return { dateFrom: startOfMonth(today), dateTo: endOfMonth(today) };
    case 'year':
      return { dateFrom: startOfYear(today), dateTo: endOfYear(today) };
    default:
      return null;
  }
}

/** `addMonths('2026-12-01', -1)` → `2026-11-01`: the first day of the month `months` away from a first day. */
function addMonths(first: BusinessDate, months: number): BusinessDate {
  const [year, month] = first.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Whole months from `dateFrom` to `dateTo`: 0 unless the range starts on a 1st and ends on a month's last day. */
function wholeMonths({ dateFrom, dateTo }: DateRange): number {
  if (dateFrom !== startOfMonth(dateFrom) || dateTo !== endOfMonth(dateTo)) return 0;
  const [y1, m1] = dateFrom.split('-').map(Number) as [number, number];
  const [y2, m2] = dateTo.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1) + 1;
}

/**
 * The period just before (`-1`) or after (`1`) a range, as long as it: a whole month, quarter or year steps by months
 * (December → November, 2027 → 2026), any other range (a day, a week, 10 days) by its number of days.
 */
export function stepPeriod(range: DateRange, direction: -1 | 1): DateRange {
  const months = wholeMonths(range);
  if (months) {
    const dateFrom = addMonths(range.dateFrom, direction * months);
    return { dateFrom, dateTo: endOfMonth(addMonths(dateFrom, months - 1)) };
  }
  const days =
    Math.round(
      (Date.parse(`${range.dateTo}T00:00:00Z`) - Date.parse(`${range.dateFrom}T00:00:00Z`)) / 86_400_000,
    ) + 1;
  return {
    dateFrom: addDays(range.dateFrom, direction * days),
    dateTo: addDays(range.dateTo, direction * days),
  };
}

/** Today in `timeZone` (default Asia/Jakarta) at `now`. */
export function businessToday(timeZone?: string, now?: Date): BusinessDate {
  return todayIn(timeZone, now);
}

/**
 * A range in words: `21 November 2026`, `1–30 November 2026`, `16 November – 2 Desember 2026`,
 * `29 Desember 2026 – 4 Januari 2027`.
 */
export function formatDateRange({ dateFrom, dateTo }: DateRange): string {
  const [y1, m1, d1] = dateFrom.split('-').map(Number);
  const [y2, m2, d2] = dateTo.split('-').map(Number);
  if (dateFrom === dateTo) return formatDate(dateFrom);
  if (y1 === y2 && m1 === m2) return `${d1}–${d2} ${monthName(m2 ?? 1)} ${y2}`;
  if (y1 === y2) return `${d1} ${monthName(m1 ?? 1)} – ${formatDate(dateTo)}`;
  return `${formatDate(dateFrom)} – ${formatDate(dateTo)}`;
}
