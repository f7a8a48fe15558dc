import { callOperation } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookup } from '../../lib/lookups';

/**
 * The dashboard's figures, each loaded once and kept until a write to its resource makes it stale (an order saved on
 * the transaction screen marks the sales figures stale, so coming back shows them up to date).
 */
export const todaySummary = createLookup('transaction', () => callOperation(api, 'transactionTodayList', {}));
export const weeklyItems = createLookup('transaction', () =>
  callOperation(api, 'transactionWeeklySummary', {}),
);
export const weeklyIncome = createLookup('transaction', () =>
  callOperation(api, 'transactionWeeklyIncomeStats', {}),
);
export const pendingOrders = createLookup('transaction', () =>
  callOperation(api, 'transactionPendingList', { body: { perPage: 5 } }),
);
export const productStock = createLookup('product', () =>
  callOperation(api, 'productList', { body: { perPage: 'all', active: true } }),
);
export const rawToRestock = createLookup('bahanBaku', () => callOperation(api, 'bahanBakuNeedRestock', {}));
export const packagingToRestock = createLookup('bahanKemasan', () =>
  callOperation(api, 'bahanKemasanNeedRestock', {}),
);

/** The menus whose rights allow each call (as `x-menus` in openapi.yaml). */
export const CALL_MENUS = {
  sales: ['/dashboard'],
  pending: ['/dashboard', '/transaction/data'],
  products: ['/items/produk', '/produksi', '/stock-product', '/transaction/data', '/report'],
  raw: ['/items/bahan-baku/stock', '/dashboard'],
  packaging: ['/items/bahan-kemasan/stock', '/packaging', '/dashboard'],
} as const;
