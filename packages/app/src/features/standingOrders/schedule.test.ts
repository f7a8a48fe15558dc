import { describe, expect, it } from 'vitest';
import { isoWeekday, madeAt, nextDelivery, type Schedule } from './schedule';

// 2026-11-30 is a Monday (Senin).
const weekly = (weekdays: number[], changes: Partial<Schedule> = {}): Schedule => ({
  weekdays,
  everyDays: null,
  startDate: '2026-11-01',
  endDate: null,
  skipDates: [],
  ...changes,
});
const every = (n: number, changes: Partial<Schedule> = {}): Schedule => ({
  weekdays: null,
  everyDays: n,
  startDate: '2026-11-02',
  endDate: null,
  skipDates: [],
  ...changes,
});

describe('the next delivery of a standing order (the form preview)', () => {
  it('reads ISO weekdays: 1 is Senin, 7 is Minggu', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(isoWeekday('2027-01-01')).toBe(5);
  });

  it('on weekdays: today when today is one, else the next chosen weekday', () => {
    // Senin, Rabu, Jumat.
    expect(nextDelivery(weekly([1, 3, 5]), '2026-11-30')).toBe('2026-11-30');
    expect(nextDelivery(weekly([1, 3, 5]), '2026-12-01')).toBe('2026-12-02');
    // Saturday: the next Monday, across the week's end.
    expect(nextDelivery(weekly([1, 3, 5]), '2026-12-05')).toBe('2026-12-07');
    // Minggu only, across the year's end.
    expect(nextDelivery(weekly([7]), '2026-12-28')).toBe('2027-01-03');
  });

  it('every N days counts from the start date, not from today', () => {
    // Started Monday 2 Nov, every 3 days: 2, 5, 8 … 29 Nov, 2 Dec.
    expect(nextDelivery(every(3), '2026-11-29')).toBe('2026-11-29');
    expect(nextDelivery(every(3), '2026-11-30')).toBe('2026-12-02');
    expect(nextDelivery(every(1), '2026-11-30')).toBe('2026-11-30');
    expect(nextDelivery(every(7), '2026-12-01')).toBe('2026-12-07');
  });

  it('starts no earlier than the start date', () => {
    expect(nextDelivery(weekly([1, 3, 5], { startDate: '2026-12-10' }), '2026-11-30')).toBe('2026-12-11');
    expect(nextDelivery(every(3, { startDate: '2026-12-10' }), '2026-11-30')).toBe('2026-12-10');
  });

  it('passes over days off, several in a row', () => {
    const skipDates = ['2026-11-30', '2026-12-02'];
    expect(nextDelivery(weekly([1, 3, 5], { skipDates }), '2026-11-30')).toBe('2026-12-04');
    // Every Monday off for three weeks: the fourth.
    const mondays = ['2026-11-30', '2026-12-07', '2026-12-14'];
    expect(nextDelivery(weekly([1], { skipDates: mondays }), '2026-11-29')).toBe('2026-12-21');
    expect(nextDelivery(every(3, { skipDates: ['2026-12-02', '2026-12-05'] }), '2026-11-30')).toBe(
      '2026-12-08',
    );
  });

  it('ends at the end date: that day still delivers, none after it', () => {
    expect(nextDelivery(weekly([1, 3, 5], { endDate: '2026-12-02' }), '2026-12-01')).toBe('2026-12-02');
    expect(nextDelivery(weekly([1, 3, 5], { endDate: '2026-12-03' }), '2026-12-03')).toBeNull();
    expect(nextDelivery(every(3, { endDate: '2026-12-01' }), '2026-11-30')).toBeNull();
    // The only days left are off.
    expect(
      nextDelivery(weekly([1], { endDate: '2026-12-08', skipDates: ['2026-12-07'] }), '2026-12-01'),
    ).toBeNull();
  });

  it('names no day without weekdays or a rhythm', () => {
    expect(nextDelivery(weekly([]), '2026-11-30')).toBeNull();
    expect(nextDelivery({ ...every(3), everyDays: null }, '2026-11-30')).toBeNull();
  });
});

describe('the run that makes a delivery day’s order', () => {
  const settings = { leadDays: 1, time: '18:00' };

  it('is the run `leadDays` before the day, at the profile’s time', () => {
    expect(madeAt('2026-12-04', settings, { date: '2026-11-30', time: '09:00' })).toBe('2026-12-03');
    expect(madeAt('2026-12-04', { leadDays: 3, time: '18:00' }, { date: '2026-11-30', time: '09:00' })).toBe(
      '2026-12-01',
    );
  });

  it('is today’s run when that is already due and its time has not passed, else tomorrow’s', () => {
    expect(madeAt('2026-12-01', settings, { date: '2026-11-30', time: '17:59' })).toBe('2026-11-30');
    expect(madeAt('2026-12-01', settings, { date: '2026-11-30', time: '18:00' })).toBe('2026-12-01');
    expect(madeAt('2026-12-02', { leadDays: 5, time: '06:30' }, { date: '2026-11-30', time: '07:00' })).toBe(
      '2026-12-01',
    );
  });

  it('is none when the day’s own run has passed', () => {
    expect(madeAt('2026-11-30', settings, { date: '2026-11-30', time: '19:00' })).toBeNull();
  });
});
