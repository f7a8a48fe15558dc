import { formatNumber } from '@pawon/ui';

/** Formatting for the whole app (id-ID, IDR without decimals, Asia/Jakarta) comes from the design system. */
export {
  addDays,
  formatDate,
  formatDateShort,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRupiah,
  formatTime,
  todayIn,
} from '@pawon/ui';

/**
 * A unit cost: rupiah with up to 2 decimals (a run's cost ÷ the qty made; per gram it is often under Rp 1, which
 * whole rupiah would show as "Rp 0"): `Rp 4.166,67`, `Rp 4.000`. A dash when the server left it out.
 */
export function formatUnitCost(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `Rp ${formatNumber(value, { maximumFractionDigits: 2 })}`
    : '–';
}
