import { VendorInput, VendorListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';

/** Vendors (merk / pemasok) of raw and packaging materials. */
export const vendors = defineResource<RecordOf<'vendorList'>>({
  key: 'vendor',
  rules: { input: VendorInput, query: VendorListRequest },
  text: {
    title: 'Vendor',
    description: 'Pemasok bahan baku dan bahan kemasan.',
    singular: 'vendor',
    searchPlaceholder: 'Nama, telepon atau alamat vendor',
    emptyText: 'Tambahkan pemasok yang dipakai saat mencatat restok bahan.',
    deleteText: (name) =>
      `Vendor ${name} akan dihapus. Vendor yang sudah tercatat pada restok bahan tidak dapat dihapus.`,
    labels: {
      name: 'Nama vendor',
      description: 'Keterangan',
      phone: 'Telepon',
      address: 'Alamat',
      updatedAt: 'Diubah',
    },
    hints: { phone: 'Nomor HP atau telepon, misalnya 0812 3456 7890; disimpan sebagai 0812-3456-7890.' },
    patterns: { phone: 'Nomor telepon hanya boleh berisi angka, spasi, tanda + atau -.' },
  },
  columns: [
    'name',
    { id: 'phone', value: (v) => v.phone ?? '–', width: '11rem' },
    { id: 'address', value: (v) => v.address ?? '–' },
    { id: 'description', value: (v) => v.description ?? '–' },
  ],
  fields: [
    'name',
    { name: 'phone', kind: 'tel', autoComplete: 'off' },
    { name: 'address', kind: 'textarea' },
    'description',
  ],
  describe: (v) => v.name,
});

export default vendors.Screen;
