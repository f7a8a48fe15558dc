import { periodDefaults } from '../UiLabels/defaults/period';
import {
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
