import { MaterialListRequest, PackInput } from '@pawon/api-client/constraints';
import { StatusBadge } from '@pawon/ui';
import { formatQuantity } from '../../lib/format';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import { LotsButton } from './LotsButton';

type Pack = RecordOf<'packagingList'>;

const UNITS = ['pcs', 'kg', 'gram', 'liter', 'ml', 'box', 'dus', 'pack', 'sak'] as const;

/** Pack types (Stok Packaging): the boxes and trays an order is sold in, their pack price and their stock. */
export const packaging = defineResource<Pack>({
  key: 'packaging',
  rules: { input: PackInput, query: MaterialListRequest },
  text: {
    title: 'Stok Packaging',
    description:
      'Jenis kemasan jual (kerdus, mika) dengan harga per paket yang ditagihkan ke pelanggan, dan stoknya.',
    singular: 'kemasan jual',
    addLabel: 'Tambah Kemasan Jual',
    addTitle: 'Tambah Kemasan Jual',
    editTitle: 'Ubah Kemasan Jual',
    searchPlaceholder: 'Nama kemasan',
    emptyText:
      'Tambahkan kemasan jual seperti Kerdus atau Mika; stoknya bertambah lewat Restock Bahan Kemasan.',
    deleteText: (name) =>
      `Kemasan ${name} akan dihapus. Kemasan yang sudah pernah di-restock, dipakai atau dijual tidak dapat dihapus.`,
    labels: {
      name: 'Nama kemasan',
      unit: 'Satuan',
      packPrice: 'Harga per paket',
      unitPrice: 'Harga beli',
      minStock: 'Stok minimum',
      remaining: 'Stok',
      status: 'Status',
      description: 'Keterangan',
    },
    hints: {
      packPrice: 'Ditagihkan ke pelanggan untuk setiap paket dalam pesanan.',
      unitPrice: 'Harga acuan pembelian per satuan.',
      minStock: 'Di bawah jumlah ini kemasan ditandai perlu restock.',
    },
    choices: { unit: Object.fromEntries(UNITS.map((u) => [u, u])) },
  },
  columns: [
    'name',
    { id: 'unit', width: '6rem' },
    { id: 'packPrice', kind: 'money' },
    { id: 'unitPrice', kind: 'money' },
    { id: 'minStock', kind: 'quantity', cell: (p) => formatQuantity(p.minStock, p.unit), width: '9rem' },
    { id: 'remaining', kind: 'quantity', cell: (p) => formatQuantity(p.available, p.unit), width: '9rem' },
    {
      id: 'status',
      sortable: false,
      width: '9rem',
      cell: (p) =>
        p.needRestock ? (
          <StatusBadge tone="warning">Perlu restock</StatusBadge>
        ) : (
          <StatusBadge tone="success">Cukup</StatusBadge>
        ),
    },
  ],
  fields: [
    'name',
    'unit',
    { name: 'packPrice', kind: 'money' },
    { name: 'unitPrice', kind: 'money' },
    { name: 'minStock', kind: 'quantity', unit: (values) => (values['unit'] as string | null) ?? undefined },
    { name: 'description', kind: 'textarea' },
  ],
  filters: [
    {
      name: 'needRestock',
      label: 'Status stok',
      allLabel: 'Semua status',
      options: [
        { value: 'true', label: 'Perlu restock' },
        { value: 'false', label: 'Cukup' },
      ],
      parse: (value) => value === 'true',
    },
  ],
  describe: (p) => p.name,
  extra: { rowActions: ({ record }) => <LotsButton pack={record} /> },
});

export default packaging.Screen;
