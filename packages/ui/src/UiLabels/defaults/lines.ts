import type { UiLabels } from '../UiLabels';

export const linesDefaults: UiLabels['lines'] = {
  add: 'Tambah baris',
  remove: (position) => `Hapus baris ${position}`,
  row: 'Baris',
};
