import { callOperation } from '@pawon/api-client';
import { useWatch, type Control } from 'react-hook-form';
import { api } from '../../lib/client';
import { createByIdReader, useByIds } from '../../lib/byId';
import type { AvailableRow } from './lookups';
import type { OrderValues } from './order';

/** What can be sold today of the products asked, per bucket, by product id. */
export interface StockHints {
  fresh: ReadonlyMap<number, AvailableRow>;
  frozen: ReadonlyMap<number, AvailableRow>;
}

/** How many products one `stock/available` request may ask for (the contract's limit). */
export const STOCK_IDS_PER_REQUEST = 100;

/** Each bucket's stock of a product by id, through the cache (`useByIds`), asked together per request. */
const availableIn = (category: 'Fresh' | 'Frozen') =>
  createByIdReader<AvailableRow>(
    'stock',
    `available${category}`,
    async (productIds) => {
      const answer = await callOperation(api, 'stockAvailable', { path: { category }, body: { productIds } });
      return new Map(answer.datas.map((r) => [r.productId, r]));
    },
    STOCK_IDS_PER_REQUEST,
  );
const fresh = availableIn('Fresh');
const frozen = availableIn('Frozen');

/** The distinct products on an order's lines, in ascending id. */
export function lineProductIds(packs: OrderValues['packs'] | undefined): number[] {
  const ids = new Set<number>();
  for (const pack of packs ?? [])
    for (const line of pack?.lines ?? []) if (line?.productId) ids.add(Number(line.productId));
  return [...ids].sort((a, b) => a - b);
}

/**
 * The order form's stock hints: the Fresh and Frozen stock of the products on its lines only (never every product),
 * each product a query of the cache read when the form opens and as it is picked (the products asked together go
 * in one request per bucket, up to 100). Each opening of the form reads afresh; an order saved makes them stale.
 */
export function useStockHints(control: Control<OrderValues>): StockHints {
  const ids = lineProductIds(useWatch({ control, name: 'packs' }));
  return { fresh: useByIds(fresh, ids).found, frozen: useByIds(frozen, ids).found };
}
