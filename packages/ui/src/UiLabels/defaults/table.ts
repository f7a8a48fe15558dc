import type { UiLabels } from '../UiLabels';

export const tableDefaults: UiLabels['table'] = {
  empty: 'Belum ada data',
  loading: 'Memuat data',
  selectAll: 'Pilih semua baris di halaman ini',
  selectRow: (position) => `Pilih baris ${position}`,
  details: 'Rincian',
  detailsRow: (position) => `Rincian baris ${position}`,
  actions: 'Aksi',
};
