import { callOperation } from '@pawon/api-client';
import type { ComboboxOption } from '@pawon/ui';
import { api } from './client';
import { formatNumber } from './format';
import { t } from './messages';

/** How many choices one search answers (the rest is counted: "and 12 more", found by typing more). */
export const SEARCH_PAGE = 20;

/** "N lainnya" after a page of choices when the server has more. */
export const moreOption = (more: number): ComboboxOption[] =>
  more > 0
    ? [{ value: '__more', label: t('common.moreMatches', { n: formatNumber(more) }), disabled: true }]
    : [];

/**
 * The first page of vendors whose name holds `query`, by name: the vendor pickers and filters of Pesanan Pembelian
 * and Hutang (the server searches; no screen loads every vendor).
 */
export async function searchVendors(query: string): Promise<ComboboxOption[]> {
  const search = query.trim();
  const page = await callOperation(api, 'vendorList', {
    body: { perPage: SEARCH_PAGE, sortBy: 'name', sortDir: 'asc', ...(search ? { search } : {}) },
  });
  return [
    ...page.datas.map((v) => ({ value: String(v.id), label: v.name })),
    ...moreOption(page.total - page.datas.length),
  ];
}
