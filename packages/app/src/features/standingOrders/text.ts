import { currentFormatLocale } from '@pawon/ui';
import { formatQuantity } from '../../lib/format';
import type { StandingOrderRecord } from './form';
import { t } from './messages';

/** The seven ISO weekdays, Senin (1) first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A weekday's name in the language dates are written in (the platform's calendar names, as `formatDate` uses):
 * `short` → `Sen`/`Mon`, `long` → `Senin`/`Monday`. ISO: 1 = Monday.
 */
export function weekdayName(iso: number, style: 'short' | 'long'): string {
  // 3 January 2000 was a Monday.
  return new Intl.DateTimeFormat(currentFormatLocale(), { weekday: style, timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 2 + iso),
  );
}

/** The schedule in words: `Sen, Rab, Jum`, `Setiap hari`, `Tiap 3 hari`. */
export function scheduleText(s: Pick<StandingOrderRecord, 'weekdays' | 'everyDays'>): string {
  if (s.everyDays !== null) return t('standingOrders.everyDays', { n: s.everyDays });
  const days = [...(s.weekdays ?? [])].sort((a, b) => a - b);
  return days.length === 7
    ? t('standingOrders.everyWeekday')
    : days.map((day) => weekdayName(day, 'short')).join(', ');
}

/** The packs in one line: `2 × Kerdus (Risol Mayo 10 pcs, Baso Tahu 5 pcs); 1 × Mika (…)`. */
export const packsText = (packs: StandingOrderRecord['packs']): string =>
  packs
    .map(
      (p) =>
        `${t('standingOrders.packCount', { count: p.count, material: p.materialName })} (${p.lines
          .map((l) => `${l.productName} ${formatQuantity(l.qtyPerPack, l.unit)}`)
          .join(', ')})`,
    )
    .join('; ');

export type StandingOrderStatus = 'active' | 'paused' | 'ended';

/** Dijeda while paused; Berakhir once no delivery day is left (its end date passed); else Aktif. */
export function statusOf(
  record: Pick<StandingOrderRecord, 'paused' | 'endDate' | 'nextDate'>,
  today: string,
): StandingOrderStatus {
  if (record.paused) return 'paused';
  if ((record.endDate !== null && record.endDate < today) || record.nextDate === null) return 'ended';
  return 'active';
}
