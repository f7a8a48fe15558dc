import type { UiLabels } from '../UiLabels';

export const confirmDefaults: UiLabels['confirm'] = {
  title: 'Hapus data ini?',
  message: 'Data yang dihapus tidak dapat dikembalikan.',
  confirm: 'Hapus',
  cancel: 'Batal',
  failure: 'Gagal. Silakan coba lagi.',
  reason: 'Alasan',
  reasonPlaceholder: 'Tuliskan alasannya',
  reasonRequired: (label) => `${label} wajib diisi.`,
};
