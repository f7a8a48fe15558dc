import type { UiLabels } from '../UiLabels';

export const paginationDefaults: UiLabels['pagination'] = {
  nav: 'Navigasi halaman',
  empty: 'Tidak ada data',
  range: (from, to, total) => `Menampilkan ${from}–${to} dari ${total}`,
  compact: (page, count) => `Hal. ${page} / ${count}`,
  pageSize: 'Baris per halaman',
  first: 'Halaman pertama',
  previous: 'Halaman sebelumnya',
  next: 'Halaman berikutnya',
  last: 'Halaman terakhir',
  page: (page) => `Halaman ${page}`,
};
