import { ProductInput, ProductListRequest } from '@pawon/api-client/constraints';
import { formatQuantity, formatRupiah } from '../../lib/format';
import { categoryOptions, stockLocationOptions } from '../../lib/references';
import { COST_RIGHT } from '../../lib/rights';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/products.json';
import { catalogueArea } from '../../i18n/area';
import { catalogueText } from '../../lib/resource/catalogueText';

const tr = catalogueArea(idTexts);

/**
 * Products: code, name, category, price per unit, minimum stock, batch size, what its label prints (permit, halal
 * number, net weight, storage), image, and the fresh and frozen stock on hand; with
 * "Lihat HPP", the labour and overhead added to each production run's cost.
 */
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
    },
    { name: 'price', kind: 'money' },
    {
      name: 'unit',
    },
    { name: 'minStock', kind: 'quantity', unit: (values) => (values.unit as string | null) ?? undefined },
    // Rencana Produksi rounds what to make up to it (decision 053); empty (null) is any qty.
    { name: 'batchSize', kind: 'quantity', unit: (values) => (values.unit as string | null) ?? undefined },
    // Labour and overhead in each run's cost: costs are "Lihat HPP"'s, shown and sent only with it (the server
    // refuses them from others; left out, an update keeps the stored rate, so the field is never empty for those
    // who have it: clearing it would keep the old rate, not set none).
    {
      name: 'overheadCost',
      kind: 'money',
      ownedBy: COST_RIGHT,
      defaultValue: () => 0,
      validate: (value) =>
        value === null || value === undefined ? tr('products.overheadCostMissing') : true,
    },
    {
      name: 'overheadPer',
      kind: 'select',
      ownedBy: COST_RIGHT,
      defaultValue: () => 'unit',
      validate: (value, values) =>
        !value && typeof values.overheadCost === 'number' && values.overheadCost > 0
          ? tr('products.overheadPerMissing')
          : true,
    },
    // Where its fresh and frozen stock go (decision 056); none: the first active chiller and freezer.
    { name: 'freshLocationId', kind: 'select', options: stockLocationOptions },
    { name: 'frozenLocationId', kind: 'select', options: stockLocationOptions },
    'active',
    'description',
    // What its label prints (decision 054): each pair both or neither, as the server checks.
    {
      name: 'permitKind',
      kind: 'select',
      validate: (value, values) => (!value && values.permitNumber ? tr('products.permitKindMissing') : true),
    },
    {
      name: 'permitNumber',
      validate: (value, values) => (values.permitKind && !value ? tr('products.permitNumberMissing') : true),
    },
    'halalNumber',
    {
      name: 'netWeight',
      kind: 'quantity',
      unit: (values) => (values.netWeightUnit as string | null) ?? undefined,
      validate: (value, values) =>
        values.netWeightUnit && (value === null || value === undefined)
          ? tr('products.netWeightMissing')
          : true,
    },
    {
      name: 'netWeightUnit',
      kind: 'select',
      validate: (value, values) =>
        !value && typeof values.netWeight === 'number' ? tr('products.netWeightUnitMissing') : true,
    },
    'storageInstruction',
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
