import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { invalid, kindName, notFound } from '../../lib/errors.js';
import { parseIndonesianNumber } from '../../lib/numbers.js';
import { categories, phoneValue, products } from './catalogue.js';
import { customers } from './customers.js';
import { districtsOf, findRegionCode, provinces, regenciesOf } from './regions.js';
import { crudHandlers } from '../../routes/crud.js';
import { imageFile, removeImage } from '../platform/images.js';
import {
  exportHandler,
  imageName,
  imageUploadHandler,
  importHandler,
  templateHandler,
  type ImportColumn,
} from '../../routes/files.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { findByKey } from '../platform/importer.js';
import { sheet } from '../../lib/texts.js';
import { int, row as rowShape } from '../../db/rowShape.js';

const yesNo = (value: boolean) => sheet(value ? 'yes' : 'no');

function money(field: string) {
  return (text: string) => {
    const n = parseIndonesianNumber(text);
    if (n === undefined || !Number.isInteger(n) || n < 0)
      throw invalid(field, 'import.invalidMoney', { text });
    return n;
  };
}

function quantity(field: string) {
  return (text: string) => {
    const n = parseIndonesianNumber(text);
    if (n === undefined || n < 0) throw invalid(field, 'import.invalidNumber', { text });
    return n;
  };
}

/** Whole days (a shelf life); the contract's bounds are checked with the row. */
function days(field: string) {
  return (text: string) => {
    const n = parseIndonesianNumber(text);
    if (n === undefined || !Number.isInteger(n) || n < 0)
      throw invalid(field, 'import.invalidNumber', { text });
    return n;
  };
}

function yes(field: string) {
  return (text: string) => {
    const t = text.trim().toLowerCase();
    if (['ya', 'y', 'aktif', 'true', '1'].includes(t)) return true;
    if (['tidak', 't', 'nonaktif', 'false', '0'].includes(t)) return false;
    throw invalid(field, 'import.invalidYesNo', { text });
  };
}

/** The record of an import's cell by its name (case-insensitive), or 422 on the field. */
const NAMED = {
  categories: { column: 'name', kind: 'category' },
  ongkir: { column: 'label', kind: 'ongkir' },
  price_lists: { column: 'name', kind: 'priceList' },
} as const;

async function idByName(tx: Tx, table: keyof typeof NAMED, text: string, field: string) {
  const { column, kind } = NAMED[table];
  const row = await one(
    tx,
    sql`select id from ${sql.identifier(table)} where lower(${sql.identifier(column)}) = lower(${text.trim()})`,
    rowShape({ id: int }),
  );
  if (!row) throw invalid(field, 'import.unknownName', { what: kindName(kind), kind, text });
  return row.id;
}

const PRODUCT_COLUMNS: ImportColumn[] = [
  { header: sheet('code'), field: 'code', required: true, example: 'BTY', parse: (t) => t.toUpperCase() },
  { header: sheet('name'), field: 'name', required: true, example: 'Baso Tahu' },
  {
    header: sheet('category'),
    field: 'categoryId',
    required: true,
    example: 'Baso Tahu & Siomay',
    parse: (t, tx) => idByName(tx, 'categories', t, 'categoryId'),
    byText: true,
  },
  { header: sheet('price'), field: 'price', required: true, example: '7500', parse: money('price') },
  { header: sheet('unit'), field: 'unit', required: true, example: 'pcs', parse: (t) => t.toLowerCase() },
  { header: sheet('minStock'), field: 'minStock', example: '50', parse: quantity('minStock') },
  { header: sheet('active'), field: 'active', example: 'Ya', parse: yes('active') },
  { header: sheet('notes'), field: 'description', example: 'Baso tahu isi ayam' },
];

const CUSTOMER_COLUMNS: ImportColumn[] = [
  { header: sheet('name'), field: 'name', required: true, example: 'Warung Bu Sari' },
  { header: sheet('phone'), field: 'phone', example: '0812-3456-7890', parse: (t) => phoneValue(t) },
  {
    header: sheet('category'),
    field: 'category',
    required: true,
    example: 'konsumen',
    parse: (t) => t.toLowerCase(),
  },
  {
    header: sheet('province'),
    field: 'provinceCode',
    example: 'Jawa Barat',
    parse: (t) => findRegionCode(t, null, 'provinceCode'),
  },
  {
    header: sheet('regency'),
    field: 'regencyCode',
    example: 'Kota Bandung',
    parse: (t, _tx, row) => findRegionCode(t, (row.provinceCode as string | undefined) ?? '', 'regencyCode'),
  },
  {
    header: sheet('district'),
    field: 'districtCode',
    example: 'Coblong',
    parse: (t, _tx, row) => findRegionCode(t, (row.regencyCode as string | undefined) ?? '', 'districtCode'),
  },
  { header: sheet('address'), field: 'address', example: 'Jl. Dago No. 10' },
  { header: sheet('landmark'), field: 'landmark', example: 'Depan masjid' },
  {
    header: sheet('ongkir'),
    field: 'ongkirId',
    example: '1 - 3 Km',
    parse: (t, tx) => idByName(tx, 'ongkir', t, 'ongkirId'),
    byText: true,
  },
  {
    header: sheet('priceList'),
    field: 'priceListId',
    example: 'Reseller',
    parse: (t, tx) => idByName(tx, 'price_lists', t, 'priceListId'),
    byText: true,
  },
  {
    header: sheet('minShelfLife'),
    field: 'minShelfLifeDays',
    example: '0',
    parse: days('minShelfLifeDays'),
  },
];

type Product = Schemas['Product'];
type Customer = Schemas['Customer'];

export const catalogueHandlers: HandlerGroup<
  | 'categoryList'
  | 'categoryAdd'
  | 'categoryUpdate'
  | 'categoryDelete'
  | 'categoryExport'
  | 'productList'
  | 'productAdd'
  | 'productUpdate'
  | 'productDelete'
  | 'productExport'
  | 'productImport'
  | 'productImportTemplate'
  | 'customerList'
  | 'customerAdd'
  | 'customerUpdate'
  | 'customerDelete'
  | 'customerExport'
  | 'customerImport'
  | 'customerImportTemplate'
  | 'customerProvinces'
  | 'customerRegencies'
  | 'customerDistricts'
  | 'categoryUpload'
  | 'productUpload'
  | 'catalogueImage'
> = {
  ...crudHandlers(
    categories,
    { list: 'categoryList', add: 'categoryAdd', update: 'categoryUpdate', delete: 'categoryDelete' },
    (c, { config }) => removeImage(config.dataDir, 'categories', imageName(c.image)),
  ),
  categoryUpload: imageUploadHandler(categories, 'categories'),
  categoryExport: exportHandler(categories, {
    name: 'kategori',
    title: sheet('title.categories'),
    columns: [
      { header: sheet('name'), value: (c) => c.name, width: 28 },
      { header: sheet('notes'), value: (c) => c.description, width: 40 },
      { header: sheet('productCount'), value: (c) => c.productCount, kind: 'number' },
    ],
  }),

  ...crudHandlers(
    products,
    { list: 'productList', add: 'productAdd', update: 'productUpdate', delete: 'productDelete' },
    (p, { config }) => removeImage(config.dataDir, 'products', imageName(p.image)),
  ),
  productUpload: imageUploadHandler(products, 'products'),
  productExport: exportHandler(products, {
    name: 'produk',
    title: sheet('title.products'),
    columns: [
      { header: sheet('code'), value: (p: Product) => p.code },
      { header: sheet('name'), value: (p) => p.name, width: 28 },
      { header: sheet('category'), value: (p) => p.category.name, width: 24 },
      { header: sheet('price'), value: (p) => p.price, kind: 'money' },
      { header: sheet('unit'), value: (p) => p.unit },
      { header: sheet('minStock'), value: (p) => p.minStock, kind: 'number' },
      { header: sheet('freshStock'), value: (p) => p.fresh, kind: 'number' },
      { header: sheet('frozenStock'), value: (p) => p.frozen, kind: 'number' },
      { header: sheet('active'), value: (p) => yesNo(p.active) },
      { header: sheet('notes'), value: (p) => p.description, width: 40 },
    ],
  }),
  productImport: importHandler({
    crud: products,
    schema: 'ProductInput',
    columns: PRODUCT_COLUMNS,
    keyOf: (p) => (typeof p.code === 'string' ? p.code : null),
    nameOf: (p) => (typeof p.name === 'string' ? p.name : null),
    find: findByKey('products', 'code', (p) => p.code, { lower: true }),
  }),
  productImportTemplate: templateHandler('produk', PRODUCT_COLUMNS),

  ...crudHandlers(customers, {
    list: 'customerList',
    add: 'customerAdd',
    update: 'customerUpdate',
    delete: 'customerDelete',
  }),
  customerExport: exportHandler(customers, {
    name: 'customer',
    title: sheet('title.customers'),
    columns: [
      { header: sheet('name'), value: (c: Customer) => c.name, width: 28 },
      { header: sheet('phone'), value: (c) => c.phone, width: 16 },
      { header: sheet('category'), value: (c) => c.category },
      { header: sheet('province'), value: (c) => c.province?.name, width: 20 },
      { header: sheet('regency'), value: (c) => c.regency?.name, width: 24 },
      { header: sheet('district'), value: (c) => c.district?.name, width: 20 },
      { header: sheet('address'), value: (c) => c.address, width: 40 },
      { header: sheet('landmark'), value: (c) => c.landmark, width: 24 },
      { header: sheet('ongkir'), value: (c) => c.ongkir?.label },
      { header: sheet('ongkirPrice'), value: (c) => c.ongkir?.price, kind: 'money' },
      { header: sheet('priceList'), value: (c) => c.priceList?.name, width: 20 },
      { header: sheet('minShelfLife'), value: (c) => c.minShelfLifeDays, kind: 'number' },
    ],
  }),
  customerImport: importHandler({
    crud: customers,
    schema: 'CustomerInput',
    columns: CUSTOMER_COLUMNS,
    keyOf: (c) => (typeof c.phone === 'string' ? c.phone : null),
    nameOf: (c) => (typeof c.name === 'string' ? c.name : null),
    find: findByKey('customers', 'phone', (c) => c.phone),
  }),
  customerImportTemplate: templateHandler('customer', CUSTOMER_COLUMNS),

  catalogueImage: async ({ params, config, reply }) => {
    const image = imageFile(config.dataDir, params.kind, params.name);
    if (!image || !fs.existsSync(image.file)) throw notFound('image');
    return reply
      .type(image.type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(image.file));
  },

  customerProvinces: async () => ({ data: await provinces() }),
  customerRegencies: async ({ params }) => ({ data: await regenciesOf(params.codeProv) }),
  customerDistricts: async ({ params }) => ({ data: await districtsOf(params.codeKab) }),
};
