import type { UiLabels } from '../UiLabels';

export const stateDefaults: UiLabels['state'] = {
  emptyTitle: 'Belum ada data',
  errorTitle: 'Terjadi kesalahan',
  errorText: 'Data tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.',
  retry: 'Coba lagi',
};
