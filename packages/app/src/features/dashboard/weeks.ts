import { startOfMonth, startOfWeek } from '../../lib/format';

const WEEK_MS = 7 * 86_400_000;

/**
 * The week of its month a business day falls in, as the server counts the dashboard's weeks (domain.md: week 1 holds
 * the 1st, weeks start on Monday, so the 29th–31st may be in week 5 or 6).
 */
export function weekOfMonth(day: string): number {
  const firstMonday = startOfWeek(startOfMonth(day));
  return Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${firstMonday}T00:00:00Z`)) / WEEK_MS) + 1;
}

/**
 * This month's figures per week up to this week; the weeks still to come are gaps, not zeros (a line falling to Rp 0
 * at "Minggu 6" on the 30th read as a week without sales).
 */
export function untilThisWeek(data: readonly number[], today: string): Array<number | null> {
  const week = weekOfMonth(today);
  return data.map((value, index) => (index < week ? value : null));
}
