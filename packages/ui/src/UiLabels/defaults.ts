import type { UiLabels } from './UiLabels';

/** Indonesian, the app's default language. */
export const defaultUiLabels: UiLabels = {
  pagination: {
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
  },
  dialog: { close: 'Tutup' },
  confirm: {
    title: 'Hapus data ini?',
    message: 'Data yang dihapus tidak dapat dikembalikan.',
    confirm: 'Hapus',
    cancel: 'Batal',
    failure: 'Gagal. Silakan coba lagi.',
    reason: 'Alasan',
    reasonPlaceholder: 'Tuliskan alasannya',
    reasonRequired: (label) => `${label} wajib diisi.`,
  },
  date: {
    invalid: 'Tanggal tidak dikenali. Contoh: 21 November 2026 atau 21/11/2026.',
    outOfRange: 'Tanggal di luar rentang yang diizinkan.',
    pick: 'Pilih tanggal',
    picked: (date) => `Pilih tanggal, terpilih ${date}`,
    calendar: 'Kalender',
    placeholder: 'contoh: 21 November 2026',
  },
  toast: { region: 'Notifikasi', close: 'Tutup notifikasi' },
};
