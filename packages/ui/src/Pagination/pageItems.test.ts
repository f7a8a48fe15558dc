import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

const show = (current: number, count: number, siblings = 1) =>
  pageItems(current, count, siblings)
    .map((item) => (item.type === 'gap' ? '…' : String(item.page)))
    .join(' ');

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the first, last and neighbours of the current page with gaps between', () => {
    expect(show(1, 50)).toBe('1 2 3 4 5 … 50');
    expect(show(4, 50)).toBe('1 2 3 4 5 … 50');
    expect(show(5, 50)).toBe('1 … 4 5 6 … 50');
    expect(show(25, 50)).toBe('1 … 24 25 26 … 50');
    expect(show(47, 50)).toBe('1 … 46 47 48 49 50');
    expect(show(50, 50)).toBe('1 … 46 47 48 49 50');
  });

  it('always has the same number of slots so buttons do not jump', () => {
    for (let current = 1; current <= 30; current += 1) expect(pageItems(current, 30)).toHaveLength(7);
    for (let current = 1; current <= 30; current += 1) expect(pageItems(current, 30, 2)).toHaveLength(9);
  });

  it('never hides a single page behind a gap', () => {
    for (let current = 1; current <= 12; current += 1) {
      const pages = pageItems(current, 12);
      pages.forEach((item, index) => {
        if (item.type !== 'gap') return;
        const before = pages[index - 1];
        const after = pages[index + 1];
        if (before?.type === 'page' && after?.type === 'page')
          expect(after.page - before.page).toBeGreaterThan(2);
      });
    }
  });
});
