import type { UiLabels } from '../UiLabels';

export const imageDefaults: UiLabels['image'] = {
  pick: 'Pilih gambar',
  remove: 'Hapus gambar',
  discard: 'Batalkan gambar baru',
  preview: (name) => `Pratinjau ${name}`,
  current: 'Gambar saat ini',
};
