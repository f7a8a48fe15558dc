/**
 * Makes a recorded body or answer steady and short for openapi.yaml: a re-run of the recording on another day
 * writes the same text.
 */
import { addDays } from '../../src/lib/dates.js';

/** The day the examples read as "today". */
export const FIXED_DAY = '2026-12-06';
export const FIXED_TIME = '2026-12-06T08:15:00.000+00:00';

const MAX_TEXT = 160;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A day inside a number or a name: `PWN-20261206-0001`, `pawon-2026-12-06….tar.gz`. */
const INNER_DAY = /(?<!\d)(20\d{2})-?(\d{2})-?(\d{2})(?!\d)/g;

/** Random names (stored files, a batch's public code), a token's prefix, a backup's time: fixed stand-ins. */
const RANDOM_HEX = /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/g;
const TOKEN_PREFIX = /^pwn_[A-Za-z0-9_-]{6}$/;
const BACKUP_TIME = /^(pawon-\d{8})-\d{6}/;
const standIns = new Map<string, string>();
const standIn = (hex: string) => {
  if (!standIns.has(hex)) standIns.set(hex, `c0ffee${String(standIns.size + 1).padStart(26, '0')}`);
  return standIns.get(hex)!;
};

function shiftInner(text: string, days: number): string {
  if (days === 0) return text;
  return text.replace(INNER_DAY, (whole, y: string, m: string, d: string) => {
    if (Number.isNaN(Date.parse(`${y}-${m}-${d}`))) return whole; // digits that are no day
    const moved = addDays(`${y}-${m}-${d}`, days);
    return whole.includes('-') ? moved : moved.replaceAll('-', '');
  });
}

/**
 * Lists cut to `rows` rows, strings over 160 characters cut (base64 among them), timestamps set to one fixed
 * instant, dates moved by `days` (the recording day → FIXED_DAY).
 */
export function steady(value: unknown, days: number, rows = 2): unknown {
  if (Array.isArray(value)) return value.slice(0, rows).map((v) => steady(v, days, rows));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, steady(v, days, rows)]));
  if (typeof value !== 'string') return value;
  if (DATE.test(value)) return addDays(value, days);
  if (TIMESTAMP.test(value)) return FIXED_TIME;
  if (TOKEN_PREFIX.test(value)) return 'pwn_Bks7Fr';
  const text = shiftInner(value, days).replace(RANDOM_HEX, standIn).replace(BACKUP_TIME, '$1-081500');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
