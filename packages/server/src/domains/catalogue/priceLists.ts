/**
 * Price tiers, "Daftar Harga" (issue 39): the lists on the CRUD kit, and each list's prices by date. A price holds
 * from its `effective_from` until the list's next price of the product; prices before today are history and stay,
 * later ones are planned. Which price an order pays is pricing.ts's rule.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one, rows } from '../../db/query.js';
import { int, num, row as rowShape, stamp, text as textKind } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { invalid, missingReference, notFound } from '../../lib/errors.js';
import { sheet } from '../../lib/texts.js';
import { audit } from '../platform/audit.js';
import type { StockContext } from '../platform/context.js';
import { defineCrud, defineList, stampColumns, type Crud, type Page } from '../platform/crud.js';
import { pricesAt } from './pricing.js';

type PriceList = Schemas['PriceList'];
type PricesRequest = Schemas['PriceListPricesRequest'];
type PriceListProduct = Schemas['PriceListProduct'];

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * The price lists' CRUD service on a business day: their product count is the day's (products with a price in
 * effect on it), so the service is made per day (priceLists.routes.ts keeps the day's).
 */
export function priceListsOf(
  today: string,
): Crud<PriceList, Schemas['PriceListInput'], Schemas['PriceListListRequest']> {
  return defineCrud<PriceList, Schemas['PriceListInput'], Schemas['PriceListListRequest']>({
    entity: 'priceList',
    table: 'price_lists',
    alias: 'l',
    columns: sql`${stampColumns('l')}, l.name, l.description,
      (select count(*)::int from customers c where c.price_list_id = l.id) as "customerCount",
      (select count(distinct pp.product_id)::int from price_list_prices pp
        where pp.price_list_id = l.id and pp.effective_from <= ${today}::date) as "productCount"`,
    search: [sql`l.name`, sql`l.description`],
    sort: {
      name: sql`lower(l.name)`,
      customerCount: sql`"customerCount"`,
      productCount: sql`"productCount"`,
      updatedAt: sql`l.updated_at`,
    },
    defaultSort: 'name',
    unique: [{ field: 'name', column: 'name', index: 'price_lists_name', rule: 'priceList.name' }],
    values: (l) => ({ name: l.name.trim(), description: text(l.description) }),
    inUse: [
      {
        count: (id) => sql`select count(*)::int as n from customers where price_list_id = ${id}`,
        rule: 'priceList.customers',
        params: (l) => ({ name: l.name }),
      },
    ],
    file: {
      name: 'daftar-harga',
      title: sheet('title.priceLists'),
      columns: [
        { header: sheet('name'), value: (l) => l.name, width: 24 },
        { header: sheet('notes'), value: (l) => l.description, width: 40 },
        { header: sheet('customerCount'), value: (l) => l.customerCount, kind: 'number' },
        { header: sheet('productCount'), value: (l) => l.productCount, kind: 'number' },
      ],
    },
  });
}

/**
 * 404 unless the price list exists. `lock` takes its row lock for the rest of the transaction: two price changes of
 * one list queue; `no key update`, so that customers joining the list (their foreign key's check) do not wait.
 */
async function ensureList(tx: Tx, id: number, lock = false) {
  const found = await one(
    tx,
    sql`select id from price_lists where id = ${id} ${lock ? sql`for no key update` : sql``}`,
    rowShape({ id: int }),
  );
  if (!found) throw notFound('priceList');
}

// ---------- a list's prices ----------

/**
 * The list's price of product `p.id` in effect at the date (`field` of its row), or of the next one planned after it:
 * each one probe of the key (price_list_id, product_id, effective_from).
 */
const priceRow = (id: number, date: string, which: 'current' | 'next', field: SQL) =>
  sql`(select ${field} from price_list_prices pp
      where pp.price_list_id = ${id} and pp.product_id = p.id
        and ${which === 'current' ? sql`pp.effective_from <= ${date}::date` : sql`pp.effective_from > ${date}::date`}
      order by pp.effective_from ${which === 'current' ? sql`desc` : sql`asc`} limit 1)`;

/**
 * A page of the active products with their price on the list at `date` (today when left out), the date it took
 * effect, the next one planned and the product's own price. 404 when the list does not exist. The prices of a page
 * sorted by name or code are read for its rows only (subqueries PostgreSQL evaluates after the limit); a filter on
 * the price or a sort by it reads the price of every product (a lateral join), ≈ 10k probes at 10k products.
 */
export async function priceListPrices(
  tx: Tx,
  today: string,
  query: PricesRequest,
): Promise<Page<PriceListProduct>> {
  await ensureList(tx, query.id);
  const date = query.date ?? today;
  const byPrice = query.priced !== undefined || query.sortBy === 'price';
  const from = byPrice
    ? sql`products p left join lateral ${priceRow(query.id, date, 'current', sql`pp.price, pp.effective_from`)} cur on true`
    : sql`products p`;
  const current = byPrice
    ? sql`cur.price, cur.effective_from::text as since`
    : sql`${priceRow(query.id, date, 'current', sql`pp.price`)} as price,
        ${priceRow(query.id, date, 'current', sql`pp.effective_from::text`)} as since`;
  const next = priceRow(
    query.id,
    date,
    'next',
    sql`json_build_object('price', pp.price, 'effectiveFrom', pp.effective_from::text)`,
  );
  const list = defineList<PriceListProduct, PricesRequest>({
    columns: sql`p.id as "productId", p.code, p.name, p.unit, p.price as "basePrice", ${current}, ${next} as next`,
    from,
    key: sql`p.id`,
    scope: sql`p.active`,
    search: [sql`p.name`, sql`p.code`],
    sort: { name: sql`lower(p.name)`, code: sql`lower(p.code)`, price: sql`cur.price` },
    defaultSort: 'name',
    filters: { priced: (yes) => (yes ? sql`cur.price is not null` : sql`cur.price is null`) },
  });
  return list.list(tx, query);
}

/** Every price of a product on the list, the latest `effective_from` first. 404 for an unknown list or product. */
export async function priceListHistory(tx: Tx, query: Schemas['PriceListHistoryRequest']) {
  await ensureList(tx, query.id);
  const product = await one(
    tx,
    sql`select id from products where id = ${query.productId}`,
    rowShape({ id: int }),
  );
  if (!product) throw notFound('product');
  return rows(
    tx,
    sql`select effective_from::text as "effectiveFrom", price, to_json(updated_at)#>>'{}' as "updatedAt"
        from price_list_prices where price_list_id = ${query.id} and product_id = ${query.productId}
        order by effective_from desc`,
    rowShape({ effectiveFrom: stamp, price: num, updatedAt: stamp }),
  );
}

/**
 * Sets products' prices on the list from `effectiveFrom` (today or later): a price replaces the one planned for that
 * date, `null` takes it back. The list's row is locked and its version bumped; one audit row holds the prices at that
 * date before and after. Answers how many prices changed (a price set again to what it was is not a change).
 */
export async function setPrices(
  tx: Tx,
  ctx: StockContext,
  input: Schemas['PriceListSetPricesRequest'],
): Promise<{ changed: number }> {
  const date = input.effectiveFrom;
  if (date < ctx.today)
    throw invalid('effectiveFrom', 'date.beforeStart', { start: ctx.today, rule: 'priceFrom' });
  const lines = new Map<number, number>();
  input.prices.forEach((p, i) => {
    const first = lines.get(p.productId);
    if (first !== undefined)
      throw invalid(`prices.${i}.productId`, 'validation.duplicateItems', {
        rule: 'priceProduct',
        line: first + 1,
      });
    lines.set(p.productId, i);
  });
  await ensureList(tx, input.id, true);
  const ids = `{${[...lines.keys()].join(',')}}`;
  const known = await rows(
    tx,
    sql`select p.id, p.code, pp.price from products p
        left join price_list_prices pp
          on pp.price_list_id = ${input.id} and pp.product_id = p.id and pp.effective_from = ${date}::date
        where p.id = any(${ids}::int[])`,
    rowShape({ id: int, code: textKind, price: num.nullable }),
  );
  const byId = new Map(known.map((k) => [k.id, k]));
  input.prices.forEach((p, i) => {
    if (!byId.has(p.productId)) throw missingReference(`prices.${i}.productId`, 'product');
  });

  const set = input.prices.filter((p) => p.price !== null);
  const takenBack = input.prices.filter((p) => p.price === null).map((p) => p.productId);
  const upserted = set.length
    ? await rows(
        tx,
        sql`insert into price_list_prices (price_list_id, product_id, effective_from, price)
            select ${input.id}::int, v.product_id, ${date}::date, v.price
            from unnest(${`{${set.map((p) => p.productId).join(',')}}`}::int[], ${`{${set.map((p) => p.price).join(',')}}`}::bigint[])
              as v(product_id, price)
            on conflict (price_list_id, product_id, effective_from)
              do update set price = excluded.price, updated_at = now()
              where price_list_prices.price is distinct from excluded.price
            returning product_id as id`,
        rowShape({ id: int }),
      )
    : [];
  const deleted = takenBack.length
    ? await rows(
        tx,
        sql`delete from price_list_prices
            where price_list_id = ${input.id} and effective_from = ${date}::date
              and product_id = any(${`{${takenBack.join(',')}}`}::int[])
            returning product_id as id`,
        rowShape({ id: int }),
      )
    : [];
  const changed = new Set([...upserted, ...deleted].map((r) => r.id));
  if (!changed.size) return { changed: 0 };
  const given = new Map(input.prices.map((p) => [p.productId, p.price]));

  await tx.execute(
    sql`update price_lists set version = version + 1, updated_at = now() where id = ${input.id}`,
  );
  const snapshot = (price: (p: { productId: number }) => number | null) => ({
    effectiveFrom: date,
    prices: input.prices
      .filter((p) => changed.has(p.productId))
      .map((p) => ({ productId: p.productId, code: byId.get(p.productId)!.code, price: price(p) })),
  });
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'priceList',
    entityId: input.id,
    before: snapshot((p) => byId.get(p.productId)!.price),
    after: snapshot((p) => given.get(p.productId) ?? null),
  });
  return { changed: changed.size };
}

/**
 * A customer's price of each product at `date` (today when left out), by the rule orders are priced by: 422 on
 * `customerId` or on `productIds.N` for what does not exist.
 */
export async function quote(
  tx: Tx,
  today: string,
  input: Schemas['PriceListQuoteRequest'],
): Promise<Schemas['PriceListQuoteResponse']['datas']> {
  const found = await pricesAt(tx, input.customerId, input.date ?? today, input.productIds);
  if (!found) throw missingReference('customerId', 'customer');
  const prices = input.productIds.map((productId, i) => {
    const price = found.prices.get(productId);
    if (!price) throw missingReference(`productIds.${i}`, 'product');
    return { productId, ...price };
  });
  return { priceList: found.priceList, prices };
}
