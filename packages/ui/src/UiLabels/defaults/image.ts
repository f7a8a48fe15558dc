import type { UiLabels } from '../UiLabels';

export const imageDefaults: UiLabels['image'] = {
  pick: 'Pilih gambar',
  remove: 'Hapus gambar',
  discard: 'Batalkan gambar baru',
  preview: (name) => `Pratinjau ${name}`,
  current: 'Gambar saat ini',
  pickDocument: 'Pilih file',
  discardDocument: 'Batalkan file baru',
  currentDocument: 'File tersimpan',
  view: 'Lihat file',
  hint: (types, size) => `${types}, maks. ${size}`,
  or: 'atau',
  wrongType: (types) => `Jenis berkas tidak didukung. Gunakan ${types}.`,
  tooLarge: (size, limit) => `Ukuran berkas ${size} melebihi batas ${limit}.`,
};
