import { describe, expect, it } from 'vitest';
import { partOfDay } from './greeting';

describe('partOfDay', () => {
  it('uses Jakarta time, not UTC', () => {
    expect(partOfDay(new Date('2026-11-21T00:30:00Z'))).toBe('pagi'); // 07:30 WIB
    expect(partOfDay(new Date('2026-11-21T05:00:00Z'))).toBe('siang'); // 12:00
    expect(partOfDay(new Date('2026-11-21T09:00:00Z'))).toBe('sore'); // 16:00
    expect(partOfDay(new Date('2026-11-21T14:00:00Z'))).toBe('malam'); // 21:00
    expect(partOfDay(new Date('2026-11-20T20:30:00Z'))).toBe('malam'); // 03:30 WIB
  });
});
