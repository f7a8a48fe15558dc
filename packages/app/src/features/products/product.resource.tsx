import { ProductInput, ProductListRequest } from '@pawon/api-client/constraints';
import { formatQuantity, formatRupiah } from '../../lib/format';
import { categoryOptions } from '../../lib/references';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/products.json';
import { catalogueArea } from '../../i18n/area';
import { catalogueText } from '../../lib/resource/catalogueText';

const tr = catalogueArea(idTexts);

/** Products: code, name, category, price per unit, minimum stock, image, and the fresh and frozen stock on hand. */
export const products = defineResource<RecordOf<'productList'>>({
  key: 'product',
  rules: { input: ProductInput, query: ProductListRequest },
  text: catalogueText(idTexts),
  columns: [
    { id: 'imageThumb', kind: 'image' },
    { id: 'code', width: '6rem' },
    'name',
    { id: 'category', value: (p) => p.category.name },
    { id: 'price', value: (p) => `${formatRupiah(p.price)}/${p.unit}`, nowrap: true },
    {
      id: 'stock',
      value: (p) => p.fresh + p.frozen,
      nowrap: true,
      cell: (p) => (
        <>
          {tr('products.freshQty', { qty: formatQuantity(p.fresh) })}
          <br />
          {tr('products.frozenQty', { qty: formatQuantity(p.frozen) })}
        </>
      ),
    },
    { id: 'active', kind: 'active', sortable: false },
  ],
  fields: [
    'code',
    'name',
    {
      name: 'categoryId',
      kind: 'select',
      options: categoryOptions,
      get placeholder() {
        return tr('products.placeholders.category');
      },
    },
    { name: 'price', kind: 'money' },
    {
      name: 'unit',
      get placeholder() {
        return tr('products.placeholders.unit');
      },
    },
    { name: 'minStock', kind: 'quantity', unit: (values) => (values.unit as string | null) ?? undefined },
    'active',
    'description',
    { name: 'image', kind: 'image' },
  ],
  filters: [
    {
      name: 'categoryId',
      get label() {
        return tr('products.filters.category');
      },
      get allLabel() {
        return tr('products.filters.allCategories');
      },
      options: categoryOptions,
      parse: Number,
    },
    {
      name: 'active',
      get label() {
        return tr('products.filters.status');
      },
      get allLabel() {
        return tr('products.filters.allStatuses');
      },
      options: [
        {
          value: 'true',
          get label() {
            return tr('products.filters.active');
          },
        },
        {
          value: 'false',
          get label() {
            return tr('products.filters.inactive');
          },
        },
      ],
      parse: (v) => v === 'true',
    },
  ],
  extra: { historyEntity: 'product' },
  describe: (p) => `${p.code} – ${p.name}`,
});

export default products.Screen;
