import { callOperation } from '@pawon/api-client';
import { CustomerInput, CustomerListRequest } from '@pawon/api-client/constraints';
import type { SelectOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { createLookup } from '../../lib/lookups';
import { formatRupiah } from '../../lib/format';
import RecordPayment from '../../lib/payment/RecordPayment';
import * as S from './customers.styles';
import { districtOptions, ongkirOptions, provinceOptions, regencyOptions } from '../../lib/references';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/customers.json';
import { catalogueArea } from '../../i18n/area';
import { catalogueText } from '../../lib/resource/catalogueText';

const tr = catalogueArea(idTexts);
const texts = catalogueText(idTexts);

type Customer = RecordOf<'customerList'>;

/**
 * Every price list (Daftar Harga), by name: the choices of a customer's list, as the ongkir's are (only this form
 * picks one, so the lookup is the customers' own). Stale after a write to the price lists.
 */
export const priceListOptions = createLookup<SelectOption[]>('priceList', 'options', async () => {
  const page = await callOperation(api, 'priceListList', { body: { perPage: 'all', sortBy: 'name' } });
  return page.datas.map((p) => ({ value: String(p.id), label: p.name }));
});

/** A customer's category in the current language. */
const categoryName = (category: Customer['category']) => tr(`customers.choices.category.${category}`);

/** Where a customer lives, smallest first: `Coblong, Kota Bandung`. */
const placeOf = (c: Customer) => [c.district?.name, c.regency?.name].filter(Boolean).join(', ') || '–';

/**
 * How a customer pays, in a few words for the list: `Tempo 14 hari · Batas Rp 5.000.000`, `Tunai` (term 0, no
 * limit). The amount never breaks between `Rp` and its digits.
 */
export const creditTermsOf = (c: Pick<Customer, 'paymentTermDays' | 'creditLimit'>) =>
  [
    c.paymentTermDays > 0
      ? tr('customers.terms.days', { days: c.paymentTermDays })
      : tr('customers.terms.cash'),
    c.creditLimit != null
      ? tr('customers.terms.limit', { amount: formatRupiah(c.creditLimit).replace(' ', '\u00a0') })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Customers: konsumen or distributor, phone, the province → regency → district of their address (Kemendagri
 * codes stored, names shown), landmark and their ongkir bracket.
 */
export const customers = defineResource<Customer>({
  key: 'customer',
  rules: { input: CustomerInput, query: CustomerListRequest },
  text: texts,
  columns: [
    'name',
    { id: 'phone', value: (c) => c.phone ?? '–', nowrap: true },
    // The category with how the customer pays under it ("Tempo 14 hari · Batas Rp 5.000.000") and their price
    // list ("Harga: Reseller"): one column, so every column stays clear of the row's actions at 1366 px (a column
    // of its own for the list cut the names and addresses there).
    {
      id: 'category',
      value: (c) => categoryName(c.category),
      cell: (c) => (
        <S.CategoryCell>
          <span>{categoryName(c.category)}</span>
          <small>{creditTermsOf(c)}</small>
          {c.priceList ? <small>{tr('customers.terms.priceList', { name: c.priceList.name })}</small> : null}
          {c.minShelfLifeDays > 0 ? (
            <small>{tr('customers.terms.minShelfLife', { days: c.minShelfLifeDays })}</small>
          ) : null}
        </S.CategoryCell>
      ),
      width: '9rem',
    },
    { id: 'regency', value: placeOf },
    {
      id: 'address',
      value: (c) => [c.address, c.landmark && `(${c.landmark})`].filter(Boolean).join(' ') || '–',
      sortable: false,
    },
    {
      id: 'ongkir',
      // The amount never breaks between `Rp` and its digits.
      value: (c) =>
        c.ongkir ? `${c.ongkir.label} · ${formatRupiah(c.ongkir.price).replace(' ', '\u00a0')}` : '–',
      width: '8.5rem',
      truncate: false,
    },
  ],
  fields: [
    'name',
    { name: 'phone', kind: 'tel', autoComplete: 'off' },
    {
      name: 'category',
    },
    {
      name: 'provinceCode',
      kind: 'combobox',
      options: provinceOptions,
      from: (c: Customer) => c.province?.code ?? null,
    },
    {
      name: 'regencyCode',
      kind: 'combobox',
      dependsOn: 'provinceCode',
      options: (v) => (v.provinceCode ? regencyOptions(String(v.provinceCode)) : null),
      from: (c: Customer) => c.regency?.code ?? null,
    },
    {
      name: 'districtCode',
      kind: 'combobox',
      dependsOn: 'regencyCode',
      options: (v) => (v.regencyCode ? districtOptions(String(v.regencyCode)) : null),
      from: (c: Customer) => c.district?.code ?? null,
    },
    { name: 'address', kind: 'textarea' },
    'landmark',
    {
      name: 'ongkirId',
      kind: 'select',
      options: ongkirOptions,
    },
    // Empty: the products' own prices (no list), a choice of its own so that a list chosen can be taken back.
    {
      name: 'priceListId',
      kind: 'select',
      options: priceListOptions,
      none: () => tr('customers.priceListNone'),
    },
    {
      name: 'paymentTermDays',
      kind: 'quantity',
      unit: () => tr('customers.units.days'),
      validate: (value) =>
        value == null || Number.isInteger(value) || tr('customers.patterns.paymentTermDays'),
    },
    // Empty is no limit (null), as the contract has it.
    { name: 'creditLimit', kind: 'money' },
    // Shelf life (issue 39): the days a delivery must still keep; 0 asks for nothing.
    {
      name: 'minShelfLifeDays',
      kind: 'quantity',
      unit: () => tr('customers.units.days'),
      validate: (value) =>
        value == null || Number.isInteger(value) || tr('customers.patterns.minShelfLifeDays'),
    },
  ],
  filters: [
    {
      name: 'category',
      get label() {
        return tr('customers.filters.category');
      },
      get allLabel() {
        return tr('customers.filters.allCategories');
      },
      options: () =>
        (['konsumen', 'distributor'] as const).map((value) => ({ value, label: categoryName(value) })),
    },
    {
      name: 'provinceCode',
      get label() {
        return tr('customers.filters.province');
      },
      get allLabel() {
        return tr('customers.filters.allProvinces');
      },
      options: provinceOptions,
    },
    {
      name: 'regencyCode',
      get label() {
        return tr('customers.filters.regency');
      },
      get allLabel() {
        return tr('customers.filters.allRegencies');
      },
      dependsOn: 'provinceCode',
      options: (filter) => (filter('provinceCode') ? regencyOptions(filter('provinceCode')) : null),
    },
  ],
  extra: {
    formSize: 'lg',
    historyEntity: 'customer',
    // "Catat pembayaran" for this customer (issue 38): the payment dialog with them chosen.
    rowActions: ({ record }) => (
      <RecordPayment customer={{ id: record.id, name: record.name, phone: record.phone }} compact />
    ),
  },
  describe: (c) => c.name,
});

export default customers.Screen;
