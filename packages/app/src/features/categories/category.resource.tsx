import { CategoryInput, CategoryListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';

/** Product categories: name, description, image, and how many products use each. */
export const categories = defineResource<RecordOf<'categoryList'>>({
  key: 'category',
  rules: { input: CategoryInput, query: CategoryListRequest },
  text: {
    title: 'Kategori',
    description: 'Kelompok produk, misalnya Baso Tahu & Siomay atau Pempek.',
    singular: 'kategori',
    searchPlaceholder: 'Nama atau keterangan kategori',
    emptyText: 'Tambahkan kategori dulu, lalu pilih kategorinya saat menambah produk.',
    deleteText: (name) =>
      `Kategori ${name} akan dihapus beserta gambarnya. Kategori yang masih dipakai produk tidak dapat dihapus; pindahkan dulu produknya ke kategori lain.`,
    labels: {
      imageThumb: 'Gambar',
      image: 'Gambar',
      name: 'Nama kategori',
      description: 'Keterangan',
      productCount: 'Produk',
      updatedAt: 'Diubah',
    },
    hints: { image: 'JPEG, PNG atau WebP, paling besar 2 MB.' },
  },
  columns: [
    { id: 'imageThumb', kind: 'image' },
    'name',
    { id: 'description', value: (c) => c.description ?? '–' },
    { id: 'productCount', kind: 'count' },
  ],
  fields: ['name', 'description', { name: 'image', kind: 'image' }],
  describe: (c) => c.name,
});

export default categories.Screen;
