import { callOperation } from '@pawon/api-client';
import { api } from './client';
import { searchWithCache } from './offline/cachedSearch';

/** How many customers a picker shows at once (the rest is counted: "and 12 more"). */
export const PICKER_PAGE = 20;

/**
 * The first page of customers matching a name, phone or region, by name: the one search of the order form's and the
 * payment dialog's customer pickers. Offline, the customers this device has seen (decision 039).
 */
export function customerPage(query: string) {
  const search = query.trim();
  return searchWithCache(
    'customer',
    search,
    () =>
      callOperation(api, 'customerList', {
        body: { perPage: PICKER_PAGE, sortBy: 'name', ...(search ? { search } : {}) },
      }),
    (c) => [c.name, c.phone, c.district?.name, c.regency?.name].filter(Boolean).join(' '),
    PICKER_PAGE,
  );
}
