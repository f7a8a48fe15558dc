import type { UiLabels } from '../UiLabels';

export const periodDefaults: UiLabels['period'] = {
  label: 'Periode',
  from: 'Dari tanggal',
  to: 'Sampai tanggal',
  today: 'Hari ini',
  week: 'Minggu ini',
  month: 'Bulan ini',
  year: 'Tahun ini',
  range: 'Rentang tanggal',
  previous: 'Periode sebelumnya',
  next: 'Periode berikutnya',
  inverted: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
};
