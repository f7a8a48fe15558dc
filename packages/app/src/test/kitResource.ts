import { callOperation } from '@pawon/api-client';
import {
  CategoryInput,
  CategoryListRequest,
  CustomerInput,
  CustomerListRequest,
  PositionInput,
  PositionListRequest,
} from '@pawon/api-client/constraints';
import type { SelectOption } from '@pawon/ui';
import { api } from '../lib/client';
import { createLookup, createLookupFamily } from '../lib/lookups';
import { defineResource, type RecordOf } from '../lib/resource/defineResource';

const regions = (data: Array<{ code: string; name: string }>): SelectOption[] =>
  data.map((r) => ({ value: r.code, label: r.name }));
const kitProvinces = createLookup('kit-region', 'provinces', async () =>
  regions((await callOperation(api, 'customerProvinces', {})).data),
);
const kitRegencies = createLookupFamily('kit-region', 'regencies', async (codeProv: string) =>
  regions((await callOperation(api, 'customerRegencies', { path: { codeProv } })).data),
);

/** A resource declared on the kit for the kit's own tests (the position operations, so the contract types hold). */
export const kitResource = defineResource<RecordOf<'positionList'>>({
  key: 'kit',
  menu: '/position-management',
  operations: {
    list: 'positionList',
    add: 'positionAdd',
    update: 'positionUpdate',
    delete: 'positionDelete',
  },
  rules: { input: PositionInput, query: PositionListRequest },
  text: {
    title: 'Jabatan',
    singular: 'jabatan',
    searchPlaceholder: 'Kode atau nama',
    labels: { code: 'Kode', name: 'Nama jabatan', description: 'Keterangan', userCount: 'Pengguna' },
  },
  columns: ['code', 'name', { id: 'userCount', kind: 'count' }],
  fields: ['code', 'name', 'description'],
  describe: (p) => `${p.code} – ${p.name}`,
});

export const kitRow = (id: number, code: string, name: string): RecordOf<'positionList'> => ({
  id,
  code,
  name,
  description: null,
  userCount: 0,
  version: 1,
  createdAt: '2026-11-21T00:00:00Z',
  updatedAt: '2026-11-21T00:00:00Z',
});

/**
 * A resource with what the kit adds for bigger screens (the customer operations, so the contract types hold):
 * export and import, a province → regency cascade in the form and in the filters.
 */
export const kitCascade = defineResource<RecordOf<'customerList'>>({
  key: 'kitcascade',
  menu: '/data-customer',
  operations: {
    list: 'customerList',
    add: 'customerAdd',
    update: 'customerUpdate',
    export: 'customerExport',
    import: 'customerImport',
    importTemplate: 'customerImportTemplate',
  },
  rules: { input: CustomerInput, query: CustomerListRequest },
  text: {
    title: 'Pelanggan',
    singular: 'pelanggan',
    searchPlaceholder: 'Nama',
    importKey: 'nomor telepon',
    labels: {
      name: 'Nama',
      category: 'Kategori',
      provinceCode: 'Provinsi',
      regencyCode: 'Kabupaten/kota',
      phone: 'Telepon',
    },
  },
  columns: ['name'],
  fields: [
    'name',
    'category',
    {
      name: 'provinceCode',
      kind: 'combobox',
      options: kitProvinces,
      from: (c: RecordOf<'customerList'>) => c.province?.code ?? null,
    },
    {
      name: 'regencyCode',
      kind: 'combobox',
      dependsOn: 'provinceCode',
      options: (v) => (v.provinceCode ? kitRegencies(String(v.provinceCode)) : null),
      from: (c: RecordOf<'customerList'>) => c.regency?.code ?? null,
    },
  ],
  filters: [
    { name: 'provinceCode', label: 'Provinsi', allLabel: 'Semua provinsi', options: kitProvinces },
    {
      name: 'regencyCode',
      label: 'Kabupaten/kota',
      allLabel: 'Semua kabupaten/kota',
      dependsOn: 'provinceCode',
      options: (filter) => (filter('provinceCode') ? kitRegencies(filter('provinceCode')) : null),
    },
  ],
  describe: (c) => c.name,
});

export const kitCustomer = (id: number, name: string): RecordOf<'customerList'> => ({
  id,
  name,
  paymentTermDays: 0,
  minShelfLifeDays: 0,
  creditLimit: null,
  phone: null,
  category: 'konsumen',
  province: { code: '32', name: 'Jawa Barat' },
  regency: { code: '32.73', name: 'Kota Bandung' },
  district: null,
  address: null,
  landmark: null,
  ongkirId: null,
  ongkir: null,
  priceListId: null,
  priceList: null,
  version: 1,
  createdAt: '2026-11-21T00:00:00Z',
  updatedAt: '2026-11-21T00:00:00Z',
});

/** A resource with an image sent after the save (the category operations, so the contract types hold). */
export const kitImage = defineResource<RecordOf<'categoryList'>>({
  key: 'kitimage',
  menu: '/category-management',
  operations: {
    list: 'categoryList',
    add: 'categoryAdd',
    update: 'categoryUpdate',
    upload: 'categoryUpload',
  },
  rules: { input: CategoryInput, query: CategoryListRequest },
  text: {
    title: 'Kategori',
    singular: 'kategori',
    searchPlaceholder: 'Nama',
    labels: { name: 'Nama', description: 'Keterangan', image: 'Gambar' },
  },
  columns: ['name'],
  fields: ['name', 'description', { name: 'image', kind: 'image' }],
  describe: (c) => c.name,
});
