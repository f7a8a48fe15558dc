import { callOperation, type BodyOf, type Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { invalidateResource } from '../../lib/query/queryClient';
import type { AppStore } from '../../lib/store';
import { createLookupFamily } from '../../lib/lookups';

export type PricedProduct = Schemas['PriceListProduct'];

/**
 * A page of a list's products with their price at a date: queries of the app's cache, stale after a write to the
 * price lists or to products (their own price shows beside the list's: `resourceTable` DEPENDENTS).
 */
export const listPrices = createLookupFamily('priceList', 'prices', (body: BodyOf<'priceListPrices'>) =>
  callOperation(api, 'priceListPrices', { body }),
);

/** Every price a product has had and will have on a list, newest first. */
export const priceHistory = createLookupFamily('priceList', 'history', (body: BodyOf<'priceListHistory'>) =>
  callOperation(api, 'priceListHistory', { body }),
);

/**
 * Sets (or with `null`, takes back) products' prices on a list from a date; then every price list query is asked
 * again: the prices shown, the histories, the lists' counts and the order form's quotes.
 */
export async function setPrices(store: AppStore, body: BodyOf<'priceListSetPrices'>) {
  const answer = await callOperation(api, 'priceListSetPrices', { body });
  await invalidateResource(store, 'priceList', { lists: true });
  return answer.datas;
}
