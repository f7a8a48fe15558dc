import { callOperation } from '@pawon/api-client';
import { api } from '../../lib/client';
import { createLookupFamily } from '../../lib/lookups';
import { mergeAvailable } from './stock';

/** A page of the per-product view: active products by name, searched on the server. */
export interface AvailableQuery {
  page: number;
  perPage: number;
  search: string;
}

/**
 * Per product, what can be sold today from the fresh and frozen stock (two answers of `stock/available`), with
 * every matching product's worth when the user may see money; stale after any stock write.
 */
export const availableStock = createLookupFamily('stock', 'available', async (query: AvailableQuery) => {
  const body = {
    page: query.page,
    perPage: query.perPage,
    ...(query.search ? { search: query.search } : {}),
  };
  const [fresh, frozen] = await Promise.all([
    callOperation(api, 'stockAvailable', { path: { category: 'Fresh' }, body }),
    callOperation(api, 'stockAvailable', { path: { category: 'Frozen' }, body }),
  ]);
  return {
    rows: mergeAvailable(fresh.datas, frozen.datas),
    total: fresh.total,
    // Left out for those without Stok Produk's money.
    value: fresh.value !== undefined && frozen.value !== undefined ? fresh.value + frozen.value : undefined,
  };
});

/** A page of a product's or a batch's ledger, newest first. */
export const stockLedger = createLookupFamily(
  'stock',
  'ledger',
  (body: { page: number; perPage: number; productId?: number | undefined; batchId?: number | undefined }) =>
    callOperation(api, 'stockLedger', { body }),
);
