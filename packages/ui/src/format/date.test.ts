import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  endOfMonth,
  endOfWeek,
  endOfYear,
  formatDate,
  formatDateShort,
  formatClock,
  formatDateTime,
  formatTime,
  fromLocalDate,
  isBusinessDate,
  parseDateInput,
  startOfMonth,
  startOfWeek,
  startOfYear,
  toLocalDate,
  todayIn,
  formatMonth,
  monthName,
} from './date';
import { setFormatLocale } from './locale';

describe('formatDate', () => {
  it('formats business dates in Indonesian without shifting them', () => {
    expect(formatDate('2026-11-21')).toBe('21 November 2026');
    expect(formatDate('2026-01-01')).toBe('1 Januari 2026');
    expect(formatDate('2026-12-31')).toBe('31 Desember 2026');
    expect(formatDate('2026-08-17', { weekday: true })).toBe('Senin, 17 Agustus 2026');
  });

  it('has a short month form', () => {
    expect(formatDateShort('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDateShort('2026-08-05')).toBe('5 Agu 2026');
    expect(formatDate('2026-10-05', { month: 'short' })).toBe('5 Okt 2026');
  });

  it('shows instants on their Jakarta calendar day by default', () => {
    // 18:30 UTC on the 21st is 01:30 on the 22nd in Jakarta (UTC+7).
    expect(formatDate('2026-11-21T18:30:00Z')).toBe('22 November 2026');
    expect(formatDate(new Date('2026-11-21T18:30:00Z'), { timeZone: 'UTC' })).toBe('21 November 2026');
    expect(formatDate(Date.UTC(2026, 0, 1, 0, 0))).toBe('1 Januari 2026');
  });

  it('returns the fallback for empty or invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null, { fallback: '—' })).toBe('—');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('bukan tanggal')).toBe('');
  });
});

describe('formatTime and formatDateTime', () => {
  it('show times in Asia/Jakarta with an Indonesian period separator', () => {
    expect(formatTime('2026-11-21T03:04:05Z')).toBe('10.04');
    expect(formatTime('2026-11-21T03:04:05Z', { seconds: true })).toBe('10.04.05');
    expect(formatTime('2026-11-21T03:04:05Z', { timeZone: 'Asia/Makassar' })).toBe('11.04');
    expect(formatDateTime('2026-11-21T03:04:00Z')).toBe('21 November 2026 10.04');
    expect(formatDateTime('2026-11-21T20:00:00Z', { month: 'short' })).toBe('22 Nov 2026 03.00');
  });

  it('do not invent a time for a business date', () => {
    expect(formatTime('2026-11-21')).toBe('');
    expect(formatDateTime('2026-11-21', { fallback: '-' })).toBe('-');
    expect(formatDateTime('nonsense')).toBe('');
  });
});

describe('business date arithmetic', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('validates dates', () => {
    expect(isBusinessDate('2028-02-29')).toBe(true);
    expect(isBusinessDate('2026-02-29')).toBe(false);
    expect(isBusinessDate('2026-13-01')).toBe(false);
    expect(isBusinessDate('2026-1-01')).toBe(false);
    expect(isBusinessDate(20261121)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-11-21')).toBe('2026-11-16'); // Saturday → Monday
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // Sunday belongs to the week before
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
    expect(endOfWeek('2026-11-16')).toBe('2026-11-22');
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28');
  });

  it('finds month and year bounds', () => {
    expect(startOfMonth('2026-02-14')).toBe('2026-02-01');
    expect(endOfMonth('2026-02-14')).toBe('2026-02-28');
    expect(endOfMonth('2028-02-14')).toBe('2028-02-29');
    expect(startOfYear('2026-11-21')).toBe('2026-01-01');
    expect(endOfYear('2026-11-21')).toBe('2026-12-31');
  });

  it('reads today in Jakarta, not UTC or the machine zone', () => {
    expect(todayIn('Asia/Jakarta', new Date('2026-11-21T16:59:59Z'))).toBe('2026-11-21');
    expect(todayIn('Asia/Jakarta', new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('UTC', new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-21');
    vi.useFakeTimers({ now: new Date('2026-12-31T18:00:00Z') });
    expect(todayIn()).toBe('2027-01-01');
  });

  it('converts to and from local calendar dates without shifting', () => {
    const local = toLocalDate('2026-11-21');
    expect(local?.getDate()).toBe(21);
    expect(local?.getMonth()).toBe(10);
    expect(fromLocalDate(local as Date)).toBe('2026-11-21');
    expect(toLocalDate('2026-02-31')).toBeUndefined();
  });
});

describe('parseDateInput', () => {
  it.each([
    ['21 November 2026', '2026-11-21'],
    ['21 november 2026', '2026-11-21'],
    ['21 Nov 2026', '2026-11-21'],
    ['21 nov. 2026', '2026-11-21'],
    ['5 Agu 2026', '2026-08-05'],
    ['5 Agt 2026', '2026-08-05'],
    ['5 Aug 2026', '2026-08-05'],
    ['Sabtu, 21 November 2026', '2026-11-21'],
    ['21/11/2026', '2026-11-21'],
    ['21-11-2026', '2026-11-21'],
    ['21.11.26', '2026-11-21'],
    ['1/2/2026', '2026-02-01'],
    ['2026-11-21', '2026-11-21'],
    ['  21   November   2026 ', '2026-11-21'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseDateInput(input)).toBe(expected);
  });

  it.each([
    [''],
    ['kemarin'],
    ['31 Februari 2026'],
    ['2026-02-30'],
    ['21 Xyz 2026'],
    ['21/13/2026'],
    ['11/21'],
  ])('rejects %j', (input) => {
    expect(parseDateInput(input)).toBeNull();
  });
});

describe('dates in the language chosen (setFormatLocale)', () => {
  afterEach(() => setFormatLocale('id'));

  it('shows a stored clock time in the language\'s notation (issue 37: "pukul 02:00" beside "02.00")', () => {
    expect(formatClock('02:00')).toBe('02.00');
    expect(formatClock(null, '–')).toBe('–');
    expect(formatClock('kapan saja')).toBe('kapan saja');
    setFormatLocale('en');
    expect(formatClock('09:30')).toBe('09:30');
  });

  it('writes English month and weekday names and the time with a colon, then Indonesian again', () => {
    setFormatLocale('en');
    expect(formatDate('2026-11-21', { weekday: true })).toBe('Saturday, 21 November 2026');
    expect(formatDateShort('2026-08-03')).toBe('3 Aug 2026');
    expect(formatDateTime('2026-11-21T03:04:00Z', { month: 'short' })).toBe('21 Nov 2026 10:04');
    expect(monthName(5)).toBe('May');
    expect(formatMonth('2026-05')).toBe('May 2026');
    setFormatLocale('id');
    expect(formatDate('2026-11-21', { weekday: true })).toBe('Sabtu, 21 November 2026');
    expect(formatDateShort('2026-08-03')).toBe('3 Agu 2026');
    expect(formatDateTime('2026-11-21T03:04:00Z', { month: 'short' })).toBe('21 Nov 2026 10.04');
    expect(monthName(5)).toBe('Mei');
    expect(formatMonth('2026-05-31')).toBe('Mei 2026');
  });
});
