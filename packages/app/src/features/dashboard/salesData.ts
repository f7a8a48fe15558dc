import { callOperation } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookup } from '../../lib/lookups';

/**
 * The dashboard's figures, queries of the app's cache (`[resource, 'lookup', name]`), stale after a write to their
 * resource (an order saved on the transaction screen marks the sales figures stale, so coming back shows them up to
 * date) or after the resource's stale time.
 */
/** Rows an alert widget lists; the rest is counted ("and 12 more"). */
export const ALERT_ROWS = 8;

export const todaySummary = createLookup('transaction', 'today', () =>
  callOperation(api, 'transactionTodayList', {}),
);
export const weeklyItems = createLookup('transaction', 'weeklyItems', () =>
  callOperation(api, 'transactionWeeklySummary', {}),
);
export const weeklyIncome = createLookup('transaction', 'weeklyIncome', () =>
  callOperation(api, 'transactionWeeklyIncomeStats', {}),
);
export const pendingOrders = createLookup('transaction', 'pending', () =>
  callOperation(api, 'transactionPendingList', { body: { perPage: 5 } }),
);
/** The active products below their minimum, lowest stock first: a page of them and how many in all (decision 035). */
export const productStock = createLookup('product', 'stockFigures', () =>
  callOperation(api, 'productList', {
    body: { perPage: ALERT_ROWS, active: true, belowMinimum: true, sortBy: 'stock', sortDir: 'asc' },
  }),
);
export const rawToRestock = createLookup('bahanBaku', 'needRestock', () =>
  callOperation(api, 'bahanBakuNeedRestock', {}),
);
export const packagingToRestock = createLookup('bahanKemasan', 'needRestock', () =>
  callOperation(api, 'bahanKemasanNeedRestock', {}),
);

/** The menus whose rights allow each call (as `x-menus` in openapi.yaml). */
export const CALL_MENUS = {
  sales: ['/dashboard'],
  pending: ['/dashboard', '/transaction/data'],
  products: ['/items/produk', '/produksi', '/stock-product', '/transaction/data', '/report'],
  raw: ['/items/bahan-baku/stock', '/dashboard'],
  packaging: ['/items/bahan-kemasan/stock', '/packaging', '/dashboard'],
  margin: ['/report/margin'],
  aging: ['/report/aging'],
  halal: ['/report/halal'],
  storage: ['/dashboard', '/stock-location'],
} as const;
