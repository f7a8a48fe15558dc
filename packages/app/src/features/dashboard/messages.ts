import { formatClock } from '../../lib/format';
import idTexts from '../../i18n/catalogues/id/dashboard.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/dashboard.json). */
export const t = catalogueArea(idTexts);
export const dashboardMessages = {
  deliverOn: (date: string, time: string | null) =>
    time ? t('dashboard.deliverOnAt', { date, time: formatClock(time) }) : t('dashboard.deliverOn', { date }),
  daysLeft: (days: number) =>
    days < 1 ? t('dashboard.outToday') : t('dashboard.daysLeft', { days: Math.floor(days) }),
} as const;
