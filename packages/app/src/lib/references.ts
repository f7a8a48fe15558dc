import { callOperation, type BodyOf, type Schemas } from '@pawon/api-client';
import type { SelectOption } from '@pawon/ui';
import { api } from './client';
import { formatNumber, formatRupiah } from './format';
import { t } from './messages';
import { createLookup, createLookupFamily } from './lookups';
import type { ResourceFilter } from './resource/types';

/**
 * Reference lists that several screens pick from (products pick a category; customers and, later, transactions
 * pick an ongkir bracket and a region): queries of `lib/lookups`, stale after a write to their resource.
 */

/** Every category, by name. */
export const categoryOptions = createLookup<SelectOption[]>('category', 'options', async () => {
  const page = await callOperation(api, 'categoryList', { body: { perPage: 'all', sortBy: 'name' } });
  return page.datas.map((c) => ({ value: String(c.id), label: c.name }));
});

/** The active storage locations (Lokasi Simpan), by name: where a product's or material's new stock goes. */
export const stockLocationOptions = createLookup<SelectOption[]>('stockLocation', 'options', async () => {
  const page = await callOperation(api, 'stockLocationList', {
    body: { perPage: 'all', sortBy: 'name', active: true },
  });
  return page.datas.map((l) => ({ value: String(l.id), label: l.name }));
});

/** Every shipping bracket, cheapest first, with its price. */
export const ongkirOptions = createLookup<SelectOption[]>('ongkir', 'options', async () => {
  const page = await callOperation(api, 'ongkirList', { body: { perPage: 'all', sortBy: 'price' } });
  return page.datas.map((o) => ({ value: String(o.id), label: `${o.label} (${formatRupiah(o.price)})` }));
});

const regionOptions = (data: Array<{ code: string; name: string }>): SelectOption[] =>
  data.map((r) => ({ value: r.code, label: r.name }));

/** The provinces (Kemendagri codes). Region data does not change while the app runs. */
export const provinceOptions = createLookup<SelectOption[]>('region', 'provinces', async () =>
  regionOptions((await callOperation(api, 'customerProvinces', {})).data),
);

/** The regencies and cities of a province. */
export const regencyOptions = createLookupFamily<string, SelectOption[]>(
  'region',
  'regencies',
  async (codeProv) =>
    regionOptions((await callOperation(api, 'customerRegencies', { path: { codeProv } })).data),
);

/** The districts of a regency or city. */
export const districtOptions = createLookupFamily<string, SelectOption[]>(
  'region',
  'districts',
  async (codeKab) =>
    regionOptions((await callOperation(api, 'customerDistricts', { path: { codeKab } })).data),
);

/** A product as the pickers need it. */
export type ProductChoice = Pick<Schemas['Product'], 'id' | 'code' | 'name' | 'unit' | 'price' | 'active'>;

/**
 * Every product for the pickers of production, product stock and orders (the product list is granted to those
 * screens), by name; stale after a write to products.
 */
export const productChoices = createLookup<ProductChoice[]>('product', 'choices', async () => {
  const answer = await callOperation(api, 'productList', { body: { perPage: 'all', sortBy: 'name' } });
  return answer.datas;
});

/** `BTY – Baso Tahu`. */
export const productLabel = (p: Pick<ProductChoice, 'code' | 'name'>) => `${p.code} – ${p.name}`;

/** How many products a search answers at most (the rest is found by typing more). */
export const PRODUCT_SEARCH_PAGE = 20;

/** The first page of products whose code or name holds `query`, by name (active ones only with `active`). */
export async function searchProductChoices(
  query: string,
  { active = false }: { active?: boolean } = {},
): Promise<{ products: ProductChoice[]; total: number }> {
  const search = query.trim();
  const page = await callOperation(api, 'productList', {
    body: {
      perPage: PRODUCT_SEARCH_PAGE,
      sortBy: 'name',
      ...(active ? { active: true } : {}),
      ...(search ? { search } : {}),
    },
  });
  return { products: page.datas, total: page.total };
}

/** A product search's choices, and a last one (not choosable) saying how many more match. */
export function productSearchOptions(answer: { products: readonly ProductChoice[]; total: number }) {
  const options: Array<{ value: string; label: string; disabled?: boolean }> = answer.products.map((p) => ({
    value: String(p.id),
    label: productLabel(p),
  }));
  const more = answer.total - answer.products.length;
  if (more > 0)
    options.push({
      value: '__more',
      label: t('common.moreMatches', { n: formatNumber(more) }),
      disabled: true,
    });
  return options;
}

/**
 * A list's filter by product (`productId`), searched on the server as the user types (every product, inactive
 * ones too: old batches and runs name them); the chosen product's label from the rows it filters.
 */
export const productSearchFilter = (
  /** The filter's words, read when shown (in the current language). */
  text: () => { filterProduct: string; allProducts: string },
  labelFrom: (value: string, rows: readonly unknown[]) => string | undefined,
): ResourceFilter => ({
  name: 'productId',
  get label() {
    return text().filterProduct;
  },
  get allLabel() {
    return text().allProducts;
  },
  options: [],
  search: { load: async (query) => productSearchOptions(await searchProductChoices(query)), labelFrom },
  parse: Number,
});

/** The label of the product a filter holds, from rows that carry their product (`{ product: { id, code, name } }`). */
export const productLabelFromRows = (value: string, rows: readonly unknown[]) => {
  const product = (rows as Array<{ product?: { id: number; code: string; name: string } }>).find(
    (r) => String(r.product?.id) === value,
  )?.product;
  return product ? productLabel(product) : undefined;
};

/**
 * Recall traces by request (`{ restockId: 12 }`), for the trace screen and an order's trace dialog; stale
 * after a write to orders, production runs or product stock (what links lots, batches and orders).
 */
export const traces = createLookupFamily(
  ['transaction', 'produksi', 'stock'],
  'trace',
  (body: BodyOf<'reportTrace'>) => callOperation(api, 'reportTrace', { body }),
);
