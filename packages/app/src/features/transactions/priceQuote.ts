import { callOperation, type Schemas } from '@pawon/api-client';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { api } from '../../lib/client';
import { todayIn } from '../../lib/format';
import { createLookupFamily } from '../../lib/lookups';
import { useClient } from '../../lib/query/queryClient';
import { copiedPrices, type OrderRecord, type OrderValues } from './order';
import { lineProductIds } from './stockHints';

/** How many products one `priceList/quote` may price (the contract's limit). */
export const QUOTE_IDS_PER_REQUEST = 200;

/** Whose prices, on which day, of which products (distinct, ascending: one key for the same set). */
export interface QuoteRequest {
  customerId: number;
  date: string;
  productIds: readonly number[];
}

export type Quote = Schemas['PriceListQuoteResponse']['datas'];

/**
 * A customer's price of each product at a date (their price list's, else the product's own): what the server prices
 * an order for them on that day at. One call for the form's products (more only past the contract's 200); stale after
 * a write to price lists, customers (their list) or products (their own price).
 */
export const priceQuote = createLookupFamily(
  ['priceList', 'customer', 'product'],
  'quote',
  async ({ customerId, date, productIds }: QuoteRequest): Promise<Quote> => {
    const chunks: number[][] = [];
    for (let i = 0; i < productIds.length; i += QUOTE_IDS_PER_REQUEST)
      chunks.push(productIds.slice(i, i + QUOTE_IDS_PER_REQUEST));
    const answers = await Promise.all(
      chunks.map((ids) =>
        callOperation(api, 'priceListQuote', { body: { customerId, date, productIds: ids } }),
      ),
    );
    return {
      priceList: answers[0]?.datas.priceList ?? null,
      prices: answers.flatMap((answer) => answer.datas.prices),
    };
  },
);

/** What the order form prices its new lines at, and by which list. */
export interface QuotedPrices {
  /** The customer's unit price of each product asked, for the current customer and date; empty until answered. */
  prices: ReadonlyMap<number, number>;
  /** The list that priced at least one line; null when none did (no list, no answer yet, or only copied prices). */
  priceList: Schemas['PriceListRef'] | null;
  /** The quote was asked and failed (offline): the estimate uses the products' own prices meanwhile. */
  failed: boolean;
}

const NONE = { queryKey: ['none', 'lookup'], queryFn: skipToken } as const;

/**
 * The order form's prices from `priceList/quote`: the customer's at the order's date, for the products on its lines
 * that the order does not already hold at a copied price (an edited order keeps those). Asked once a customer is
 * chosen and a product is on a line, again when the customer, the date or the set of products changes; the last
 * answer for the same customer and date stays meanwhile (a product just added waits at its own price).
 */
export function useQuotedPrices(control: Control<OrderValues>, record: OrderRecord | null): QuotedPrices {
  const [customerValue, dateValue, packs] = useWatch({ control, name: ['customerId', 'date', 'packs'] });
  const customerId = Number(customerValue) || 0;
  const date = dateValue || todayIn();
  const copied = useMemo(() => copiedPrices(record), [record]);
  const productIds = lineProductIds(packs).filter((id) => !copied.has(id));
  const request = customerId && productIds.length ? { customerId, date, productIds } : null;
  const answer = useQuery<Quote, Error, Quote, readonly unknown[]>(
    request
      ? {
          ...priceQuote(request),
          placeholderData: (previous, previousQuery) => {
            const asked = previousQuery?.queryKey[3] as QuoteRequest | undefined;
            return asked?.customerId === customerId && asked.date === date ? previous : undefined;
          },
        }
      : NONE,
    useClient(),
  );
  const data = request ? answer.data : undefined;
  const prices = useMemo(() => new Map(data?.prices.map((p) => [p.productId, p.price])), [data]);
  return {
    prices,
    priceList: data && data.prices.length > 0 ? data.priceList : null,
    failed: request !== null && answer.isError && !answer.data,
  };
}
