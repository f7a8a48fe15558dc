import type { UiLabels } from '../UiLabels';

export const dateDefaults: UiLabels['date'] = {
  invalid: 'Tanggal tidak dikenali. Contoh: 21 November 2026 atau 21/11/2026.',
  outOfRange: 'Tanggal di luar rentang yang diizinkan.',
  pick: 'Pilih tanggal',
  picked: (date) => `Pilih tanggal, terpilih ${date}`,
  calendar: 'Kalender',
  placeholder: 'contoh: 21 November 2026',
};
