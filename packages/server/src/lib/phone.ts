import { errorText } from './texts.js';
/**
 * Indonesian phone numbers in one stored format (docs/decisions/007-phone-numbers.md), for users now and
 * customers and vendors later.
 *
 * - Mobile numbers (08…, 10–13 digits): `0812-3456-7890`: the 4-digit prefix, then the rest in two groups
 *   (`0812-345-678`, `0812-3456-789`, `0812-3456-7890`, `0812-3456-78901`).
 * - Fixed lines (0 + area code, 8–12 digits): `021-5550-1234`, `0274-512-345`: area code (2 digits for 021,
 *   022, 024, 031 and 061, else 3), then the subscriber number in two groups.
 * - `+62`, `0062` and `62` before the number become `0`; a mobile number typed without its 0 (`812…`) gets one.
 * - Other countries stay `+` and digits (`+6591234567`).
 * Spaces, dashes, dots and brackets in the input are ignored.
 */

/** Why a phone number is refused, for the error's code (`phone.invalid`, params: reason). */
export type PhoneProblem = 'characters' | 'prefix' | 'foreignLength' | 'mobileLength' | 'fixedLength';

export class PhoneError extends Error {
  constructor(public readonly reason: PhoneProblem) {
    super(errorText('phone.invalid', { reason }));
  }
}

const TWO_DIGIT_AREAS = new Set(['21', '22', '24', '31', '61']);

/** `12345678` → `1234-5678`; the first group is never the longer one. */
function halves(digits: string): string {
  if (digits.length <= 4) return digits;
  const first = Math.floor(digits.length / 2);
  return `${digits.slice(0, first)}-${digits.slice(first)}`;
}

function formatMobile(national: string): string {
  const rest = national.slice(4);
  const second = Math.min(4, Math.ceil(rest.length / 2));
  return `${national.slice(0, 4)}-${rest.slice(0, second)}-${rest.slice(second)}`;
}

function formatFixed(national: string): string {
  const areaLength = TWO_DIGIT_AREAS.has(national.slice(1, 3)) ? 2 : 3;
  return `${national.slice(0, 1 + areaLength)}-${halves(national.slice(1 + areaLength))}`;
}

/** The national number (`0…`) or a foreign one (`+…`) in the input's digits, or undefined when it is neither. */
function nationalOrForeign(input: string): { national: string } | { foreign: string } | undefined {
  const plus = input.startsWith('+');
  const digits = input.replace(/\D/g, '');
  if (plus) return digits.startsWith('62') ? { national: `0${digits.slice(2)}` } : { foreign: digits };
  if (digits.startsWith('0062')) return { national: `0${digits.slice(4)}` };
  if (digits.startsWith('00')) return { foreign: digits.slice(2) };
  if (digits.startsWith('62')) return { national: `0${digits.slice(2)}` };
  if (digits.startsWith('0')) return { national: digits };
  if (digits.startsWith('8') && digits.length >= 9 && digits.length <= 12) return { national: `0${digits}` };
  return undefined;
}

/** The stored form of a phone number; null for an empty one. Throws PhoneError (its reason) when it is not a number. */
export function normalizePhone(raw: string | null | undefined): string | null {
  const input = raw?.trim() ?? '';
  if (input === '') return null;
  if (!/^\+?[\d\s\-.()]+$/.test(input)) throw new PhoneError('characters');
  const number = nationalOrForeign(input);
  if (!number) throw new PhoneError('prefix');
  if ('foreign' in number) {
    if (number.foreign.length < 8 || number.foreign.length > 15) throw new PhoneError('foreignLength');
    return `+${number.foreign}`;
  }
  const { national } = number;
  if (national.startsWith('08')) {
    if (national.length < 10 || national.length > 13) throw new PhoneError('mobileLength');
    return formatMobile(national);
  }
  if (national.length < 8 || national.length > 12 || national[1] === '0') {
    throw new PhoneError('fixedLength');
  }
  return formatFixed(national);
}

/**
 * The digit strings a search for a phone number should look for, whatever spacing or prefix was typed
 * (`+62 812-34` → `081234` and `6281234`); empty when the search is not a phone number.
 */
export function phoneSearchDigits(search: string | undefined): string[] {
  const term = search?.trim() ?? '';
  if (!/^\+?[\d\s\-.()]+$/.test(term)) return [];
  const digits = term.replace(/\D/g, '');
  if (digits.length < 3) return [];
  const out = new Set([digits]);
  if (term.startsWith('+62') || digits.startsWith('628')) out.add(`0${digits.slice(2)}`);
  if (digits.startsWith('0062')) out.add(`0${digits.slice(4)}`);
  return [...out];
}
