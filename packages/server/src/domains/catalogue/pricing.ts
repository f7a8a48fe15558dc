/**
 * The one pricing rule of an order (issue 39): a customer on a price list pays, for each product, the list's latest
 * price whose `effective_from` is on or before the order's date; a customer on none, or a product the list has no
 * price for yet at that date, the product's own price. Orders (sales.ts `checkOrder`) and the order form's estimate
 * (`priceListQuote`) both read it here; an order then keeps the prices it was made at.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { preparedRows } from '../../db/query.js';
import { int, num, row as rowShape, text } from '../../db/rowShape.js';

/** A product's price for the customer at the date; `listed`: the price list's, else the product's own. */
export interface QuotedPrice {
  price: number;
  listed: boolean;
}

export interface CustomerPrices {
  /** The customer's price list; null: the products' own prices. */
  priceList: { id: number; name: string } | null;
  /** The rate of the customer's ongkir bracket (0 without one): an order reads it in the same statement. */
  ongkir: number;
  /** Each product asked for that exists, by id (an unknown id is left out). */
  prices: Map<number, QuotedPrice>;
}

const priced = rowShape({
  listId: int.nullable,
  listName: text.nullable,
  ongkir: num,
  productId: int.nullable,
  basePrice: num.nullable,
  listPrice: num.nullable,
});

/**
 * A customer's prices of `productIds` at `date` (a business date), in one statement whatever the number of products
 * (each list price one probe of the key (price_list_id, product_id, effective_from)); undefined when the customer
 * does not exist.
 */
export async function pricesAt(
  tx: Tx,
  customerId: number,
  date: string,
  productIds: readonly number[],
): Promise<CustomerPrices | undefined> {
  const ids = `{${[...new Set(productIds)].join(',')}}`;
  // One text whatever the products (an array parameter): prepared once per connection on the order path.
  const found = await preparedRows(
    tx,
    sql`select l.id as "listId", l.name as "listName", coalesce(o.price, 0) as ongkir,
          p.id as "productId", p.price as "basePrice", lp.price as "listPrice"
        from customers c
        left join ongkir o on o.id = c.ongkir_id
        left join price_lists l on l.id = c.price_list_id
        left join products p on p.id = any(${ids}::int[])
        left join lateral (
          select pp.price from price_list_prices pp
          where pp.price_list_id = c.price_list_id and pp.product_id = p.id and pp.effective_from <= ${date}::date
          order by pp.effective_from desc limit 1) lp on true
        where c.id = ${customerId}::int`,
    priced,
  );
  const first = found[0];
  if (!first) return undefined;
  const prices = new Map<number, QuotedPrice>();
  for (const r of found) {
    if (r.productId === null || r.basePrice === null) continue;
    prices.set(
      r.productId,
      r.listPrice === null ? { price: r.basePrice, listed: false } : { price: r.listPrice, listed: true },
    );
  }
  return {
    priceList: first.listId === null ? null : { id: first.listId, name: first.listName ?? '' },
    ongkir: first.ongkir,
    prices,
  };
}
