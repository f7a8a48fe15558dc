import { describe, expect, it } from 'vitest';
import { untilThisWeek, weekOfMonth } from './weeks';

describe('the dashboard weeks', () => {
  it('counts weeks from the one holding the 1st, Monday to Sunday, as the server does', () => {
    // May 2027 starts on a Saturday: the 1st and 2nd are week 1, the 30th week 5, Monday the 31st week 6.
    expect(['2027-05-01', '2027-05-02', '2027-05-03', '2027-05-30', '2027-05-31'].map(weekOfMonth)).toEqual([
      1, 1, 2, 5, 6,
    ]);
    // March 2027 starts on a Monday: the 29th–31st are week 5.
    expect(['2027-03-01', '2027-03-07', '2027-03-08', '2027-03-29', '2027-03-31'].map(weekOfMonth)).toEqual([
      1, 1, 2, 5, 5,
    ]);
    // A leap February that starts on a Tuesday.
    expect(weekOfMonth('2028-02-29')).toBe(5);
  });

  it('leaves the weeks still to come as gaps, not zeros', () => {
    expect(untilThisWeek([10, 20, 30, 40, 50, 0], '2027-05-30')).toEqual([10, 20, 30, 40, 50, null]);
    expect(untilThisWeek([5, 0, 0, 0, 0], '2027-03-01')).toEqual([5, null, null, null, null]);
  });
});
