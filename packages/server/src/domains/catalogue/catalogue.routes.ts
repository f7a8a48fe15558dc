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

const yesNo = (value: boolean) => (value ? 'Ya' : 'Tidak');

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

function yes(field: string) {
  return (text: string) => {
    const t = text.trim().toLowerCase();
    if (['ya', 'y', 'aktif', 'true', '1'].includes(t)) return true;
    if (['tidak', 't', 'nonaktif', 'false', '0'].includes(t)) return false;
    throw invalid(field, 'import.invalidYesNo', { text });
  };
}

async function idByName(
  tx: Tx,
  table: 'categories' | 'ongkir',
  column: 'name' | 'label',
  text: string,
  field: string,
) {
  const row = await one<{ id: number }>(
    tx,
    sql`select id from ${sql.identifier(table)} where lower(${sql.identifier(column)}) = lower(${text.trim()})`,
  );
  const kind = table === 'categories' ? 'category' : 'ongkir';
  if (!row) throw invalid(field, 'import.unknownName', { what: kindName(kind), kind, text });
  return row.id;
}

const PRODUCT_COLUMNS: ImportColumn[] = [
  { header: 'Kode', field: 'code', required: true, example: 'BTY', parse: (t) => t.toUpperCase() },
  { header: 'Nama', field: 'name', required: true, example: 'Baso Tahu' },
  {
    header: 'Kategori',
    field: 'categoryId',
    required: true,
    example: 'Baso Tahu & Siomay',
    parse: (t, tx) => idByName(tx, 'categories', 'name', t, 'categoryId'),
  },
  { header: 'Harga', field: 'price', required: true, example: '7500', parse: money('price') },
  { header: 'Satuan', field: 'unit', required: true, example: 'pcs', parse: (t) => t.toLowerCase() },
  { header: 'Stok Minimum', field: 'minStock', example: '50', parse: quantity('minStock') },
  { header: 'Aktif', field: 'active', example: 'Ya', parse: yes('active') },
  { header: 'Keterangan', field: 'description', example: 'Baso tahu isi ayam' },
];

const CUSTOMER_COLUMNS: ImportColumn[] = [
  { header: 'Nama', field: 'name', required: true, example: 'Warung Bu Sari' },
  { header: 'Telepon', field: 'phone', example: '0812-3456-7890', parse: (t) => phoneValue(t) },
  {
    header: 'Kategori',
    field: 'category',
    required: true,
    example: 'konsumen',
    parse: (t) => t.toLowerCase(),
  },
  {
    header: 'Provinsi',
    field: 'provinceCode',
    example: 'Jawa Barat',
    parse: (t) => findRegionCode(t, null, 'provinceCode'),
  },
  {
    header: 'Kabupaten/Kota',
    field: 'regencyCode',
    example: 'Kota Bandung',
    parse: (t, _tx, row) => findRegionCode(t, (row.provinceCode as string | undefined) ?? '', 'regencyCode'),
  },
  {
    header: 'Kecamatan',
    field: 'districtCode',
    example: 'Coblong',
    parse: (t, _tx, row) => findRegionCode(t, (row.regencyCode as string | undefined) ?? '', 'districtCode'),
  },
  { header: 'Alamat', field: 'address', example: 'Jl. Dago No. 10' },
  { header: 'Patokan', field: 'landmark', example: 'Depan masjid' },
  {
    header: 'Ongkir',
    field: 'ongkirId',
    example: '1 - 3 Km',
    parse: (t, tx) => idByName(tx, 'ongkir', 'label', t, 'ongkirId'),
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
    title: 'Kategori',
    columns: [
      { header: 'Nama', value: (c) => c.name, width: 28 },
      { header: 'Keterangan', value: (c) => c.description, width: 40 },
      { header: 'Jumlah Produk', value: (c) => c.productCount, kind: 'number' },
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
    title: 'Produk',
    columns: [
      { header: 'Kode', value: (p: Product) => p.code },
      { header: 'Nama', value: (p) => p.name, width: 28 },
      { header: 'Kategori', value: (p) => p.category.name, width: 24 },
      { header: 'Harga', value: (p) => p.price, kind: 'money' },
      { header: 'Satuan', value: (p) => p.unit },
      { header: 'Stok Minimum', value: (p) => p.minStock, kind: 'number' },
      { header: 'Stok Segar', value: (p) => p.fresh, kind: 'number' },
      { header: 'Stok Beku', value: (p) => p.frozen, kind: 'number' },
      { header: 'Aktif', value: (p) => yesNo(p.active) },
      { header: 'Keterangan', value: (p) => p.description, width: 40 },
    ],
  }),
  productImport: importHandler({
    crud: products,
    schema: 'ProductInput',
    columns: PRODUCT_COLUMNS,
    keyOf: (p) => (typeof p.code === 'string' ? p.code : null),
    nameOf: (p) => (typeof p.name === 'string' ? p.name : null),
    find: (tx, p) => one(tx, sql`select id, version from products where lower(code) = lower(${p.code})`),
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
    title: 'Customer',
    columns: [
      { header: 'Nama', value: (c: Customer) => c.name, width: 28 },
      { header: 'Telepon', value: (c) => c.phone, width: 16 },
      { header: 'Kategori', value: (c) => c.category },
      { header: 'Provinsi', value: (c) => c.province?.name, width: 20 },
      { header: 'Kabupaten/Kota', value: (c) => c.regency?.name, width: 24 },
      { header: 'Kecamatan', value: (c) => c.district?.name, width: 20 },
      { header: 'Alamat', value: (c) => c.address, width: 40 },
      { header: 'Patokan', value: (c) => c.landmark, width: 24 },
      { header: 'Ongkir', value: (c) => c.ongkir?.label },
      { header: 'Tarif Ongkir', value: (c) => c.ongkir?.price, kind: 'money' },
    ],
  }),
  customerImport: importHandler({
    crud: customers,
    schema: 'CustomerInput',
    columns: CUSTOMER_COLUMNS,
    keyOf: (c) => (typeof c.phone === 'string' ? c.phone : null),
    nameOf: (c) => (typeof c.name === 'string' ? c.name : null),
    find: async (tx, c) =>
      c.phone ? one(tx, sql`select id, version from customers where phone = ${c.phone}`) : undefined,
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
