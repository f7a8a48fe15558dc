import { CustomerInput, CustomerListRequest } from '@pawon/api-client/constraints';
import { formatRupiah } from '../../lib/format';
import { districtOptions, ongkirOptions, provinceOptions, regencyOptions } from '../../lib/references';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';

type Customer = RecordOf<'customerList'>;

const CATEGORY = { konsumen: 'Konsumen', distributor: 'Distributor' } as const;

/** Where a customer lives, smallest first: `Coblong, Kota Bandung`. */
const placeOf = (c: Customer) => [c.district?.name, c.regency?.name].filter(Boolean).join(', ') || '–';

/**
 * Customers: konsumen or distributor, phone, the province → regency → district of their address (Kemendagri
 * codes stored, names shown), landmark and their ongkir bracket.
 */
export const customers = defineResource<Customer>({
  key: 'customer',
  rules: { input: CustomerInput, query: CustomerListRequest },
  text: {
    title: 'Data Customer',
    description: 'Pembeli dan distributor beserta alamat dan ongkos kirimnya.',
    singular: 'customer',
    searchPlaceholder: 'Nama, telepon, alamat atau wilayah',
    emptyText: 'Tambahkan customer satu per satu, atau impor dari berkas CSV atau XLSX.',
    importKey: 'nomor telepon',
    deleteText: (name) =>
      `Customer ${name} akan dihapus. Customer yang sudah punya transaksi tidak dapat dihapus.`,
    labels: {
      name: 'Nama',
      phone: 'Telepon',
      category: 'Kategori',
      provinceCode: 'Provinsi',
      regencyCode: 'Kabupaten/kota',
      districtCode: 'Kecamatan',
      regency: 'Wilayah',
      address: 'Alamat',
      landmark: 'Patokan',
      ongkirId: 'Ongkir',
      ongkir: 'Ongkir',
      updatedAt: 'Diubah',
    },
    hints: {
      phone:
        'Nomor HP atau telepon, misalnya 0812 3456 7890 atau +62 812 3456 7890; disimpan sebagai 0812-3456-7890.',
      landmark: 'Misalnya: depan masjid, sebelah warung.',
      regencyCode: 'Pilih provinsi dulu.',
      districtCode: 'Pilih kabupaten/kota dulu.',
    },
    patterns: { phone: 'Nomor telepon hanya boleh berisi angka, spasi, tanda + atau -.' },
    choices: { category: CATEGORY },
  },
  columns: [
    'name',
    { id: 'phone', value: (c) => c.phone ?? '–', nowrap: true },
    { id: 'category', value: (c) => CATEGORY[c.category], width: '8rem' },
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
      width: '11rem',
    },
  ],
  fields: [
    'name',
    { name: 'phone', kind: 'tel', autoComplete: 'off' },
    { name: 'category', placeholder: 'Pilih kategori' },
    {
      name: 'provinceCode',
      kind: 'combobox',
      options: provinceOptions,
      placeholder: 'Ketik nama provinsi',
      from: (c: Customer) => c.province?.code ?? null,
    },
    {
      name: 'regencyCode',
      kind: 'combobox',
      dependsOn: 'provinceCode',
      options: (v) => (v.provinceCode ? regencyOptions(String(v.provinceCode)) : null),
      placeholder: 'Ketik nama kabupaten/kota',
      from: (c: Customer) => c.regency?.code ?? null,
    },
    {
      name: 'districtCode',
      kind: 'combobox',
      dependsOn: 'regencyCode',
      options: (v) => (v.regencyCode ? districtOptions(String(v.regencyCode)) : null),
      placeholder: 'Ketik nama kecamatan',
      from: (c: Customer) => c.district?.code ?? null,
    },
    { name: 'address', kind: 'textarea' },
    'landmark',
    { name: 'ongkirId', kind: 'select', options: ongkirOptions, placeholder: 'Pilih ongkir' },
  ],
  filters: [
    {
      name: 'category',
      label: 'Kategori',
      allLabel: 'Semua kategori',
      options: Object.entries(CATEGORY).map(([value, label]) => ({ value, label })),
    },
    { name: 'provinceCode', label: 'Provinsi', allLabel: 'Semua provinsi', options: provinceOptions },
    {
      name: 'regencyCode',
      label: 'Kabupaten/kota',
      allLabel: 'Semua kabupaten/kota',
      dependsOn: 'provinceCode',
      options: (filter) => (filter('provinceCode') ? regencyOptions(filter('provinceCode')) : null),
    },
  ],
  extra: { formSize: 'lg' },
  describe: (c) => c.name,
});

export default customers.Screen;
