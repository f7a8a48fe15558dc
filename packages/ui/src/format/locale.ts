/**
 * The one language setting of ui's formatting: dates (month and weekday names, the time's separator) and numbers
 * (which mark groups thousands and which starts decimals, the short rupiah of chart axes) are written in it. The app
 * sets it when the user's language changes, then renders anew; a business date or zone is never affected.
 */

/** The languages dates and numbers are written in: Indonesian (the default), or English. */
export type FormatLocale = 'id' | 'en';

let formatLocale: FormatLocale = 'id';

/** Writes dates and numbers in `locale` from now on. */
export function setFormatLocale(locale: FormatLocale): void {
  formatLocale = locale;
}

/** The language dates and numbers are written in now. */
export const currentFormatLocale = (): FormatLocale => formatLocale;

/**
 * The Intl tag of a language's numbers: `1.234.567,5` in Indonesian, `1,234,567.5` in English (`en-ID` would
 * keep the Indonesian marks, which an English reader takes for the other way round).
 */
export const numberTag = (locale: FormatLocale): string => (locale === 'id' ? 'id-ID' : 'en-US');

/** The marks of numbers in the current language: `.` and `,` in Indonesian, `,` and `.` in English. */
export function numberMarks(): { group: string; decimal: string } {
  return formatLocale === 'id' ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' };
}
