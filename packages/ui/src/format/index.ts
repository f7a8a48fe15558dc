export {
  formatNumber,
  formatRupiah,
  formatQuantity,
  formatPercent,
  formatSignedPercent,
  roundRupiah,
} from './number';
export type {
  NumericInput,
  FormatOptions,
  FormatNumberOptions,
  FormatRupiahOptions,
  FormatQuantityOptions,
  FormatPercentOptions,
} from './number';
export { parseMoneyInput, parseQuantityInput } from './parse';
export type { ParseQuantityOptions } from './parse';
export {
  DEFAULT_TIME_ZONE,
  MONTH_NAMES,
  MONTH_NAMES_SHORT,
  WEEKDAY_NAMES,
  formatMonth,
  monthName,
  isBusinessDate,
  formatDate,
  formatDateShort,
  formatClock,
  formatTime,
  formatDateTime,
  todayIn,
  addDays,
  startOfWeek,
  endOfWeek,
  startOfMonth,
  endOfMonth,
  startOfYear,
  endOfYear,
  toLocalDate,
  fromLocalDate,
  parseDateInput,
} from './date';
export type {
  BusinessDate,
  DateInput,
  FormatDateOptions,
  FormatTimeOptions,
  FormatDateTimeOptions,
} from './date';
export { setFormatLocale, currentFormatLocale, numberMarks, numberTag } from './locale';
export type { FormatLocale } from './locale';
