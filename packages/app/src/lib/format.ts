import { formatNumber } from '@pawon/ui';

/** Formatting for the whole app (id-ID, IDR without decimals, Asia/Jakarta) comes from the design system. */
export {
  addDays,
  formatClock,
  formatDate,
  formatDateShort,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRupiah,
  formatTime,
  startOfMonth,
  startOfWeek,
  todayIn,
} from '@pawon/ui';

/**
 * A unit cost: rupiah with up to 2 decimals (a run's cost ÷ the qty made; per gram it is often under Rp 1, which
 * whole rupiah would show as "Rp 0"): `Rp 4.166,67`, `Rp 4.000`. A dash when the server left it out. The sign goes
 * before `Rp` as in `formatRupiah` (`-Rp 10`): a valued remnant can be a few rupiah below 0 (decision 040).
 */
export function formatUnitCost(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '–';
  const digits = formatNumber(Math.abs(value), { maximumFractionDigits: 2 });
  // A value that rounds to 0 at 2 decimals shows no sign (formatNumber's own rule for "-0").
  return `${value < 0 && digits !== '0' ? '-' : ''}Rp ${digits}`;
}
