import type { UiLabels } from './UiLabels';

/**
 * ui's built-in words in Indonesian, the app's default language: one export per group, so that a component carries
 * only its own group's words (useUiLabelGroup), and a route without that component none of them.
 */
export const paginationDefaults: UiLabels['pagination'] = {
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
};
export const dialogDefaults: UiLabels['dialog'] = { close: 'Tutup' };
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
export const dateDefaults: UiLabels['date'] = {
  invalid: 'Tanggal tidak dikenali. Contoh: 21 November 2026 atau 21/11/2026.',
  outOfRange: 'Tanggal di luar rentang yang diizinkan.',
  pick: 'Pilih tanggal',
  picked: (date) => `Pilih tanggal, terpilih ${date}`,
  calendar: 'Kalender',
  placeholder: 'contoh: 21 November 2026',
};
export const toastDefaults: UiLabels['toast'] = { region: 'Notifikasi', close: 'Tutup notifikasi' };
export const comboboxDefaults: UiLabels['combobox'] = {
  placeholder: 'Ketik untuk mencari…',
  empty: 'Tidak ada hasil',
  loading: 'Memuat…',
  failed: 'Gagal memuat pilihan',
  clear: 'Hapus pilihan',
  open: 'Buka pilihan',
  close: 'Tutup pilihan',
};
export const selectDefaults: UiLabels['select'] = { placeholder: 'Pilih…' };
export const tableDefaults: UiLabels['table'] = {
  empty: 'Belum ada data',
  loading: 'Memuat data',
  selectAll: 'Pilih semua baris di halaman ini',
  selectRow: (position) => `Pilih baris ${position}`,
  details: 'Rincian',
  detailsRow: (position) => `Rincian baris ${position}`,
  actions: 'Aksi',
};
export const stateDefaults: UiLabels['state'] = {
  emptyTitle: 'Belum ada data',
  errorTitle: 'Terjadi kesalahan',
  errorText: 'Data tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.',
  retry: 'Coba lagi',
};
export const periodDefaults: UiLabels['period'] = {
  label: 'Periode',
  from: 'Dari tanggal',
  to: 'Sampai tanggal',
  today: 'Hari ini',
  week: 'Minggu ini',
  month: 'Bulan ini',
  year: 'Tahun ini',
  range: 'Rentang tanggal',
};
export const imageDefaults: UiLabels['image'] = {
  pick: 'Pilih gambar',
  remove: 'Hapus gambar',
  discard: 'Batalkan gambar baru',
  preview: (name) => `Pratinjau ${name}`,
  current: 'Gambar saat ini',
};
export const linesDefaults: UiLabels['lines'] = {
  add: 'Tambah baris',
  remove: (position) => `Hapus baris ${position}`,
};
export const progressDefaults: UiLabels['progress'] = {
  loading: 'Memuat',
  app: 'Memuat aplikasi',
  standBy: 'Please stand by',
};
export const pageDefaults: UiLabels['page'] = { breadcrumb: 'Lokasi halaman' };
export const passwordDefaults: UiLabels['password'] = {
  show: 'Tampilkan kata sandi',
  hide: 'Sembunyikan kata sandi',
};
export const navDefaults: UiLabels['nav'] = { main: 'Menu utama', open: 'Buka menu', close: 'Tutup menu' };
export const timeDefaults: UiLabels['time'] = {
  invalid: 'Jam tidak valid. Gunakan 00:00–23:59.',
  placeholder: 'JJ:MM',
};
export const chartDefaults: UiLabels['chart'] = { category: 'Kategori' };
export const requiredDefaults: UiLabels['required'] = { required: '(wajib)', optional: '(opsional)' };

/** Every group's Indonesian words. */
export const defaultUiLabels: UiLabels = {
  pagination: paginationDefaults,
  dialog: dialogDefaults,
  confirm: confirmDefaults,
  date: dateDefaults,
  toast: toastDefaults,
  combobox: comboboxDefaults,
  select: selectDefaults,
  table: tableDefaults,
  state: stateDefaults,
  period: periodDefaults,
  image: imageDefaults,
  lines: linesDefaults,
  progress: progressDefaults,
  page: pageDefaults,
  password: passwordDefaults,
  nav: navDefaults,
  time: timeDefaults,
  chart: chartDefaults,
  required: requiredDefaults,
};
