import { callOperation, type BodyOf, type DatasOf, type Schemas } from '@pawon/api-client';
import type { ComboboxOption } from '@pawon/ui';
import { atom } from 'jotai';
import type { Control } from 'react-hook-form';
import { createContext, useCallback, useContext, useRef } from 'react';
import { api } from '../client';
import { formatNumber, formatRupiah } from '../format';
import { cachedRecords, searchWithCache } from '../offline/cachedSearch';
import { customerPage, PICKER_PAGE } from '../customerSearch';
import { createLookup } from '../lookups';
import type { RecordOf } from '../resource/defineResource';
import { appStore } from '../store';
import { t } from './pickerMessages';

type OrderRecord = RecordOf<'transactionList'>;

/**
 * What an order and a standing order share (issue 39): packs of a packaging material × count, each with lines of a
 * product, its stock bucket and a quantity per pack, and the pickers of their customer and products, which search on
 * the server (`customer/list`, `product/list`) and show the first page of matches: a form never loads a whole table,
 * however many customers and products there are. One module (one chunk, shared by Data Transaksi's list and the
 * forms): each chunk a route preloads is named in the entry, which the sign-in page loads (bench/bundle).
 */

export type Bucket = 'fresh' | 'frozen';

/** A pack in a form: pickers hold ids as text, numbers are null while empty. */
export interface PackValues {
  materialId: string;
  count: number | null;
  lines: Array<{ productId: string; bucket: Bucket; qtyPerPack: number | null }>;
}

/** The fields of a form the pickers and the pack editor read and write (an order's, a standing order's). */
export interface PacksFormValues {
  customerId: string;
  packs: PackValues[];
  /** An order's packing: a fresh line's stock hint says when its stock is taken. */
  packing?: 'packed' | 'unpacked';
}

/**
 * A form's control as the pickers and the pack editor see it: only its `customerId` and `packs`. react-hook-form's
 * Control is invariant in the form's values, so the two forms meet in this one cast.
 */
export const packsControl = <V extends PacksFormValues>(control: Control<V>) =>
  control as unknown as Control<PacksFormValues>;

export const emptyLine = (): PackValues['lines'][number] => ({
  productId: '',
  bucket: 'frozen',
  qtyPerPack: null,
});

export const emptyPack = (): PackValues => ({ materialId: '', count: 1, lines: [emptyLine()] });

/** The packs as the contract's bodies take them (`TransactionPacksInput`, an order's and a standing order's). */
export const packsBody = (packs: readonly PackValues[]): BodyOf<'transactionAdd'>['packs'] =>
  packs.map((p) => ({
    materialId: Number(p.materialId),
    count: p.count ?? 0,
    lines: p.lines.map((l) => ({
      productId: Number(l.productId),
      bucket: l.bucket,
      qtyPerPack: l.qtyPerPack ?? 0,
    })),
  }));

export type PackRow = DatasOf<'packagingList'> extends Array<infer R> ? R : never;

/**
 * The packagings a pack is made of (a handful of pack types), read whole; customers and products are searched on the
 * server as the user types (below).
 */
export const packChoices = createLookup(
  'packaging',
  'choices',
  async () => (await callOperation(api, 'packagingList', { body: { perPage: 'all' } })).datas,
);

/** What can be sold now of the form's products, per bucket, by product id (the order form's hints). */
export interface StockHints {
  fresh: ReadonlyMap<number, { qty: number }>;
  frozen: ReadonlyMap<number, { qty: number }>;
}

/** A customer as the form needs it: its name, how to tell it apart, and its ongkir for the estimate. */
export interface CustomerPick {
  id: number;
  name: string;
  phone: string | null;
  /** District and regency (a searched customer) or the address (the customer of an order being edited). */
  place: string | null;
  /** `null`: no bracket, or unknown (the order's own ongkir is used then). */
  ongkir: { label: string; price: number } | null;
  /** Their price list (Daftar Harga); `null`: none (the products' own prices), or unknown. */
  priceList: Schemas['PriceListRef'] | null;
  /**
   * The days of shelf life they ask to be left at delivery (0: none asked); left out when unknown (the customer of
   * an order being edited, whose answer does not carry it).
   */
  minShelfLifeDays?: number;
}

/** A product as an order line needs it. */
export interface ProductPick {
  id: number;
  /** `''` when not known here (a standing order names its products by name). */
  code: string;
  name: string;
  unit: string;
  /** `null` when not known here: a standing order's products are priced when each of its orders is made. */
  price: number | null;
}

/** The option of a first page that is not all of it: not choosable, it says how many more there are. */
const MORE = '__more';
const moreOption = (shown: number, total: number): ComboboxOption[] =>
  total > shown
    ? [
        {
          value: MORE,
          label: t('transactionsPicker.more', { n: formatNumber(total - shown) }),
          disabled: true,
        },
      ]
    : [];

export const customerPlace = (c: Pick<Schemas['Customer'], 'district' | 'regency'>) =>
  [c.district?.name, c.regency?.name].filter(Boolean).join(', ') || null;

export const customerPick = (c: Schemas['Customer']): CustomerPick => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  place: customerPlace(c),
  ongkir: c.ongkir ? { label: c.ongkir.label, price: c.ongkir.price } : null,
  priceList: c.priceList ? { id: c.priceList.id, name: c.priceList.name } : null,
  minShelfLifeDays: c.minShelfLifeDays,
});

/** `0812-3101-1037 · Coblong, Kota Bandung`: what tells two customers of one name apart. */
export const customerDetail = (c: Pick<CustomerPick, 'phone' | 'place'>) =>
  [c.phone, c.place].filter(Boolean).join(' · ') || undefined;

export const customerOption = (c: CustomerPick): ComboboxOption => ({
  value: String(c.id),
  label: c.name,
  // The bracket ("5 - 10 Km") never breaks inside on a narrow screen.
  description:
    [customerDetail(c), c.ongkir?.label.replace(/ /g, '\u00a0')].filter(Boolean).join(' · ') || undefined,
});

/** The first page of customers matching a name, phone or region, by name. */
export async function searchCustomers(
  query: string,
): Promise<{ picks: CustomerPick[]; options: ComboboxOption[] }> {
  const page = await customerPage(query);
  const picks = page.datas.map(customerPick);
  return { picks, options: [...picks.map(customerOption), ...moreOption(picks.length, page.total)] };
}

export const productPick = (
  r: Pick<Schemas['Product'], 'id' | 'code' | 'name' | 'unit' | 'price'>,
): ProductPick => ({ id: r.id, code: r.code, name: r.name, unit: r.unit, price: r.price });

export const productOption = (r: ProductPick): ComboboxOption => ({
  value: String(r.id),
  label: r.code ? `${r.code} – ${r.name}` : r.name,
  description: r.price === null ? r.unit : `${formatRupiah(r.price)}/${r.unit}`,
});

/** The first page of products matching a code or name, by name: active ones only unless `all` (a filter). */
export async function searchProducts(
  query: string,
  { all = false }: { all?: boolean } = {},
): Promise<{ picks: ProductPick[]; options: ComboboxOption[] }> {
  const search = query.trim();
  // Offline, the products this device has seen, with the prices it saw (decision 039).
  const page = await searchWithCache(
    'product',
    search,
    () =>
      callOperation(api, 'productList', {
        body: {
          perPage: PICKER_PAGE,
          sortBy: 'name',
          ...(all ? {} : { active: true }),
          ...(search ? { search } : {}),
        },
      }),
    (r) => `${r.code} ${r.name}`,
    PICKER_PAGE,
  );
  const picks = page.datas.map(productPick);
  return { picks, options: [...picks.map(productOption), ...moreOption(picks.length, page.total)] };
}

/**
 * What the pickers chose (or the order being edited named), by id: the estimate and the stock hints read the
 * price, unit and ongkir from here instead of from lists of every customer and product.
 */
export interface OrderPicks {
  customers: ReadonlyMap<number, CustomerPick>;
  products: ReadonlyMap<number, ProductPick>;
  rememberCustomer: (c: CustomerPick) => void;
  rememberProduct: (r: ProductPick) => void;
}

/**
 * The names of the customers and products the order form's pickers chose, kept for the app's life: a stale save's
 * notice names what the user typed even when neither version of the order holds it.
 */
export const pickedNamesAtom = atom<{
  customers: ReadonlyMap<number, string>;
  products: ReadonlyMap<number, { name: string; unit: string }>;
}>({ customers: new Map(), products: new Map() });

/** The picks an order being edited starts with: its customer and its lines' products at their copied prices. */
export function picksOf(record: OrderRecord | null) {
  const customers = new Map<number, CustomerPick>();
  const products = new Map<number, ProductPick>();
  if (record) {
    const c = record.customer;
    customers.set(c.id, {
      id: c.id,
      name: c.name,
      phone: c.phone,
      place: c.address,
      ongkir: null,
      priceList: null,
    });
    for (const line of record.packs.flatMap((pack) => pack.lines))
      products.set(line.productId, productPick({ ...line.product, price: line.unitPrice }));
  }
  return { customers, products };
}

/**
 * The picks of values opened without a record (a refused offline order to correct, decision 039): the customer
 * and products any cached answer holds (picker answers, list pages), else the customer's name the pickers chose.
 */
export function cachedPicksOf(values: Pick<PacksFormValues, 'customerId' | 'packs'>) {
  const customers = new Map<number, CustomerPick>();
  const products = new Map<number, ProductPick>();
  const customerId = Number(values.customerId);
  const productIds = new Set(
    (values.packs ?? [])
      .flatMap((pack) => (pack.lines ?? []).map((line) => Number(line.productId)))
      .filter(Boolean),
  );
  if (customerId) {
    const found = cachedRecords<Schemas['Customer']>('customer').find((c) => c.id === customerId);
    const name = appStore.get(pickedNamesAtom).customers.get(customerId);
    if (found) customers.set(customerId, customerPick(found));
    else if (name)
      customers.set(customerId, {
        id: customerId,
        name,
        phone: null,
        place: null,
        ongkir: null,
        priceList: null,
      });
  }
  if (productIds.size)
    for (const r of cachedRecords<Schemas['Product']>('product'))
      if (productIds.has(r.id)) products.set(r.id, productPick(r));
  return { customers, products };
}

export const OrderPicksContext = createContext<OrderPicks>({
  customers: new Map(),
  products: new Map(),
  rememberCustomer: () => undefined,
  rememberProduct: () => undefined,
});

export const useOrderPicks = () => useContext(OrderPicksContext);

/**
 * A picker's server search for the Combobox, keeping the records of its last answer so that the option chosen
 * gives back its record (`pickOf`).
 */
export function useSearchPicks<T extends { id: number }>(
  search: (query: string) => Promise<{ picks: T[]; options: ComboboxOption[] }>,
) {
  const found = useRef(new Map<number, T>());
  const load = useCallback(
    async (query: string) => {
      const answer = await search(query);
      found.current = new Map(answer.picks.map((pick) => [pick.id, pick]));
      return answer.options;
    },
    [search],
  );
  const pickOf = useCallback(
    (option: ComboboxOption | null) => (option ? found.current.get(Number(option.value)) : undefined),
    [],
  );
  return { load, pickOf };
}
