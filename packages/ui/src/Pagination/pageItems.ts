/** One slot in the page list: a page number or a gap. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * Page numbers to show around the current page: always the first and last, `siblings` on each side of the
 * current one, and a gap where pages are left out. The list length stays the same while paging (no jumping
 * buttons): `pageItems(5, 10)` → 1 … 4 5 6 … 10.
 */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  const page = (n: number): PageItem => ({ type: 'page', page: n });
  // Same arithmetic as MUI's usePagination with one boundary page: a gap never hides a single page.
  if (pageCount <= siblings * 2 + 5) return Array.from({ length: pageCount }, (_, index) => page(index + 1));
  const start = Math.max(Math.min(current - siblings, pageCount - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(current + siblings, siblings * 2 + 3), pageCount - 2);
  const items: PageItem[] = [page(1), start > 3 ? { type: 'gap', key: 'start' } : page(2)];
  for (let n = start; n <= end; n += 1) items.push(page(n));
  items.push(end < pageCount - 2 ? { type: 'gap', key: 'end' } : page(pageCount - 1), page(pageCount));
  return items;
}
