import { callOperation } from '@pawon/api-client';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { api } from '../../lib/client';
import type { AvailableRow } from './lookups';
import type { OrderValues } from './order';

/** What can be sold today of the products asked, per bucket, by product id. */
export interface StockHints {
  fresh: ReadonlyMap<number, AvailableRow>;
  frozen: ReadonlyMap<number, AvailableRow>;
}

/** How many products one `stock/available` request may ask for (the contract's limit). */
export const STOCK_IDS_PER_REQUEST = 100;

const none: StockHints = { fresh: new Map(), frozen: new Map() };

/** The distinct products on an order's lines, in ascending id. */
export function lineProductIds(packs: OrderValues['packs'] | undefined): number[] {
  const ids = new Set<number>();
  for (const pack of packs ?? [])
    for (const line of pack?.lines ?? []) if (line?.productId) ids.add(Number(line.productId));
  return [...ids].sort((a, b) => a - b);
}

/**
 * The order form's stock hints: the Fresh and Frozen stock of the products on its lines only (never every product),
 * read when the form opens and for each product as it is picked, up to 100 products per request. Each opening of
 * the form reads afresh.
 */
export function useStockHints(control: Control<OrderValues>): StockHints {
  const packs = useWatch({ control, name: 'packs' });
  const ids = lineProductIds(packs);
  const key = ids.join(',');
  const [hints, setHints] = useState<StockHints>(none);
  // Asked or being asked: a product is read once per opening (again only after a failed read).
  const asked = useRef(new Set<number>());
  useEffect(() => {
    const missing = key ? key.split(',').map(Number) : [];
    const wanted = missing.filter((id) => !asked.current.has(id));
    for (let i = 0; i < wanted.length; i += STOCK_IDS_PER_REQUEST) {
      const productIds = wanted.slice(i, i + STOCK_IDS_PER_REQUEST);
      productIds.forEach((id) => asked.current.add(id));
      const read = (category: 'Fresh' | 'Frozen') =>
        callOperation(api, 'stockAvailable', { path: { category }, body: { productIds } });
      Promise.all([read('Fresh'), read('Frozen')]).then(
        ([fresh, frozen]) =>
          setHints((h) => ({
            fresh: new Map([...h.fresh, ...fresh.datas.map((r) => [r.productId, r] as const)]),
            frozen: new Map([...h.frozen, ...frozen.datas.map((r) => [r.productId, r] as const)]),
          })),
        () => productIds.forEach((id) => asked.current.delete(id)),
      );
    }
  }, [key]);
  return hints;
}
