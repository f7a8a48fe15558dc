import { describe, expect, it } from 'vitest';
import { businessToday, formatDateRange, presetRange, stepPeriod } from './presets';

describe('presetRange', () => {
  // Saturday 21 November 2026.
  const today = '2026-11-21';

  it('covers today, the Monday-to-Sunday week, the month and the year', () => {
    expect(presetRange('today', today)).toEqual({ dateFrom: '2026-11-21', dateTo: '2026-11-21' });
    expect(presetRange('week', today)).toEqual({ dateFrom: '2026-11-16', dateTo: '2026-11-22' });
    expect(presetRange('month', today)).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-30' });
    expect(presetRange('year', today)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-12-31' });
    expect(presetRange('range', today)).toBeNull();
  });

  it('keeps Sunday in the week that started on Monday', () => {
    expect(presetRange('week', '2026-11-22')).toEqual({ dateFrom: '2026-11-16', dateTo: '2026-11-22' });
    expect(presetRange('week', '2026-11-23')).toEqual({ dateFrom: '2026-11-23', dateTo: '2026-11-29' });
  });

  it('handles February in leap years and weeks across the new year', () => {
    expect(presetRange('month', '2028-02-10')).toEqual({ dateFrom: '2028-02-01', dateTo: '2028-02-29' });
    expect(presetRange('week', '2027-01-01')).toEqual({ dateFrom: '2026-12-28', dateTo: '2027-01-03' });
  });

  it('decides "today" in Asia/Jakarta, not in UTC', () => {
    // 18:00 UTC on 31 December is already 1 January in Jakarta.
    const now = new Date('2026-12-31T18:00:00Z');
    expect(businessToday(undefined, now)).toBe('2027-01-01');
    expect(presetRange('year', businessToday(undefined, now))).toEqual({
      dateFrom: '2027-01-01',
      dateTo: '2027-12-31',
    });
    expect(businessToday('UTC', now)).toBe('2026-12-31');
  });
});

describe('formatDateRange', () => {
  it('writes ranges the short Indonesian way', () => {
    expect(formatDateRange({ dateFrom: '2026-11-21', dateTo: '2026-11-21' })).toBe('21 November 2026');
    expect(formatDateRange({ dateFrom: '2026-11-01', dateTo: '2026-11-30' })).toBe('1–30 November 2026');
    expect(formatDateRange({ dateFrom: '2026-11-16', dateTo: '2026-12-02' })).toBe(
      '16 November – 2 Desember 2026',
    );
    expect(formatDateRange({ dateFrom: '2026-12-28', dateTo: '2027-01-03' })).toBe(
      '28 Desember 2026 – 3 Januari 2027',
    );
  });
});

describe('stepPeriod', () => {
  it('steps a month by months, whatever its length, across the new year and a leap February', () => {
    const january = { dateFrom: '2027-01-01', dateTo: '2027-01-31' };
    expect(stepPeriod(january, -1)).toEqual({ dateFrom: '2026-12-01', dateTo: '2026-12-31' });
    expect(stepPeriod({ dateFrom: '2028-03-01', dateTo: '2028-03-31' }, -1)).toEqual({
      dateFrom: '2028-02-01',
      dateTo: '2028-02-29',
    });
    expect(stepPeriod({ dateFrom: '2028-02-01', dateTo: '2028-02-29' }, 1)).toEqual({
      dateFrom: '2028-03-01',
      dateTo: '2028-03-31',
    });
  });

  it('steps a year to the year before and a quarter by three months', () => {
    expect(stepPeriod({ dateFrom: '2027-01-01', dateTo: '2027-12-31' }, -1)).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
    });
    expect(stepPeriod({ dateFrom: '2026-10-01', dateTo: '2026-12-31' }, 1)).toEqual({
      dateFrom: '2027-01-01',
      dateTo: '2027-03-31',
    });
  });

  it('steps a day, a Monday-to-Sunday week and any other range by its days', () => {
    expect(stepPeriod({ dateFrom: '2027-01-01', dateTo: '2027-01-01' }, -1)).toEqual({
      dateFrom: '2026-12-31',
      dateTo: '2026-12-31',
    });
    expect(stepPeriod({ dateFrom: '2026-12-28', dateTo: '2027-01-03' }, 1)).toEqual({
      dateFrom: '2027-01-04',
      dateTo: '2027-01-10',
    });
    expect(stepPeriod({ dateFrom: '2026-11-05', dateTo: '2026-11-14' }, -1)).toEqual({
      dateFrom: '2026-10-26',
      dateTo: '2026-11-04',
    });
  });
});
