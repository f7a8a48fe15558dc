/**
 * Parsers for numbers typed in Indonesian notation. `.` may only group thousands (in groups of three) and
 * `,` is the decimal separator, so `2.5` is rejected rather than silently read as 25 or 2,5. Spaces
 * (including no-break spaces), a leading or trailing `Rp`/`Rp.` and the customary `,-` ending of prices are
 * tolerated. Anything else returns `null`.
 */

const SPACES = /[\s\u00a0\u202f]+/g;
const MINUS = /[\u2212\u2012\u2013]/g;

interface ParsedParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

function splitNumber(text: string): ParsedParts | null {
  const match = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)?(?:,(\d*))?$/.exec(text);
  if (!match) return null;
  const [, minus, integerPart, fraction = ''] = match;
  if (integerPart === undefined && fraction === '') return null;
  return { negative: minus === '-', integer: (integerPart ?? '0').replace(/\./g, ''), fraction };
}

function normalise(input: string): string {
  return input.replace(SPACES, '').replace(MINUS, '-');
}

function toNumber({ negative, integer, fraction }: ParsedParts): number {
  const value = Number(`${integer}${fraction ? `.${fraction}` : ''}`);
  return negative && value !== 0 ? -value : value;
}

/**
 * Whole rupiah typed by a user: `'1.234.567'`, `'Rp 1.234.567'`, `'Rp1234567'`, `'Rp 15.000,-'`,
 * `'-Rp 1.234'` → numbers; `''`, `'abc'`, `'1.23.4'`, `'12,5'` (no half rupiah) → `null`.
 */
export function parseMoneyInput(input: string | null | undefined): number | null {
  if (input == null) return null;
  let text = normalise(input);
  if (text === '') return null;
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  text = text.replace(/^rp\.?/i, '');
  if (text.startsWith('-')) {
    if (negative) return null;
    negative = true;
    text = text.slice(1);
  }
  text = text.replace(/,-$/, '').replace(/,0+$/, '');
  if (!/^\d/.test(text)) return null;
  const parts = splitNumber(text);
  if (!parts || parts.fraction !== '') return null;
  const value = toNumber({ ...parts, negative });
  return Number.isSafeInteger(value) ? value : null;
}

export interface ParseQuantityOptions {
  /** Most decimals accepted; more is rejected. Default `3`. */
  maximumFractionDigits?: number;
}

/**
 * Quantities typed by a user: `'2,5'` → 2.5, `'1.250'` → 1250, `'1.250,75'` → 1250.75, `' 3 '` → 3,
 * `',5'` → 0.5; `'2.5'`, `'abc'`, `'1,2,3'`, `''` → `null`. More than three decimals are rejected.
 */
export function parseQuantityInput(
  input: string | null | undefined,
  options: ParseQuantityOptions = {},
): number | null {
  const { maximumFractionDigits = 3 } = options;
  if (input == null) return null;
  const text = normalise(input);
  if (text === '') return null;
  const parts = splitNumber(text.replace(/,$/, ''));
  if (!parts || parts.fraction.length > maximumFractionDigits) return null;
  const value = toNumber(parts);
  return Number.isFinite(value) ? value : null;
}
