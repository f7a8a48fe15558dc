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
