import type { UiLabels } from '../UiLabels';

export const comboboxDefaults: UiLabels['combobox'] = {
  placeholder: 'Ketik untuk mencari…',
  empty: 'Tidak ada hasil',
  loading: 'Memuat…',
  failed: 'Gagal memuat pilihan',
  clear: 'Hapus pilihan',
  open: 'Buka pilihan',
  close: 'Tutup pilihan',
};
