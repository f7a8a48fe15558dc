import { ProductInput, ProductListRequest } from '@pawon/api-client/constraints';
import { formatQuantity, formatRupiah } from '../../lib/format';
import { categoryOptions } from '../../lib/references';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';

/** Products: code, name, category, price per unit, minimum stock, image, and the fresh and frozen stock on hand. */
export const products = defineResource<RecordOf<'productList'>>({
  key: 'product',
  rules: { input: ProductInput, query: ProductListRequest },
  text: {
    title: 'Produk',
    description: 'Produk yang dibuat dan dijual, dengan harga per satuan dan stok yang ada.',
    singular: 'produk',
    searchPlaceholder: 'Kode, nama atau kategori produk',
    emptyText: 'Tambahkan produk satu per satu, atau impor dari berkas CSV atau XLSX.',
    importKey: 'kode produk',
    deleteText: (name) =>
      `Produk ${name} akan dihapus beserta gambarnya. Produk yang sudah diproduksi atau dijual tidak dapat dihapus; nonaktifkan saja agar tidak dipilih lagi.`,
    labels: {
      imageThumb: 'Gambar',
      image: 'Gambar',
      code: 'Kode',
      name: 'Nama produk',
      category: 'Kategori',
      categoryId: 'Kategori',
      price: 'Harga/satuan',
      unit: 'Satuan',
      stock: 'Stok',
      minStock: 'Stok minimum',
      active: 'Aktif',
      description: 'Keterangan',
    },
    hints: {
      code: 'Huruf, angka, - atau _, misalnya BTY.',
      price: 'Harga jual per satuan.',
      minStock: 'Dasbor memberi tanda bila stok di bawah angka ini.',
      image: 'JPEG, PNG atau WebP, paling besar 2 MB.',
    },
    patterns: { code: 'Kode hanya boleh berisi huruf, angka, - atau _.' },
  },
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
          {formatQuantity(p.fresh)} segar
          <br />
          {formatQuantity(p.frozen)} beku
        </>
      ),
    },
    { id: 'active', kind: 'active', sortable: false },
  ],
  fields: [
    'code',
    'name',
    { name: 'categoryId', kind: 'select', options: categoryOptions, placeholder: 'Pilih kategori' },
    { name: 'price', kind: 'money' },
    { name: 'unit', placeholder: 'Pilih satuan' },
    { name: 'minStock', kind: 'quantity', unit: (values) => (values.unit as string | null) ?? undefined },
    'active',
    'description',
    { name: 'image', kind: 'image' },
  ],
  filters: [
    {
      name: 'categoryId',
      label: 'Kategori',
      allLabel: 'Semua kategori',
      options: categoryOptions,
      parse: Number,
    },
    {
      name: 'active',
      label: 'Status',
      allLabel: 'Semua status',
      options: [
        { value: 'true', label: 'Aktif' },
        { value: 'false', label: 'Nonaktif' },
      ],
      parse: (v) => v === 'true',
    },
  ],
  describe: (p) => `${p.code} – ${p.name}`,
});

export default products.Screen;
