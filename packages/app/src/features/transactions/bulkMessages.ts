import type { BulkTarget } from './bulk';

const STATE: Record<BulkTarget, string> = { paid: 'lunas', packed: 'dikemas', delivered: 'terkirim' };

/** Text of the order list's bulk actions (Indonesian). */
export const bulkMessages = {
  bar: 'Tindakan untuk pesanan yang dipilih',
  chosen: (n: string) => `${n} pesanan dipilih`,
  allChosen: (n: string) => `Semua ${n} pesanan yang cocok dengan filter dipilih`,
  selectAll: (n: string) => `Pilih semua ${n} yang cocok dengan filter`,
  overCap: (cap: string) =>
    `Paling banyak ${cap} pesanan sekaligus: persempit filter untuk memilih semuanya.`,
  clear: 'Batal pilih',
  mark: { paid: 'Tandai lunas', packed: 'Tandai dikemas', delivered: 'Tandai terkirim' } as Record<
    BulkTarget,
    string
  >,
  print: 'Cetak semua',
  printOnlyChosen:
    'Cetak hanya untuk pesanan yang dicentang di layar (bukan semua yang cocok dengan filter).',
  export: 'Ekspor pilihan',
  exported: (name: string) => `File ${name} diunduh.`,
  previewTitle: (target: BulkTarget) => `Tandai ${STATE[target]}`,
  previewLoading: 'Memeriksa pesanan yang dipilih…',
  /** "12 pesanan akan ditandai dikemas; 3 sudah dikemas dilewati; 1 ditolak." */
  preview: (target: BulkTarget, moved: number, skipped: number, refused: number) =>
    [
      `${moved} pesanan akan ditandai ${STATE[target]}`,
      skipped ? `${skipped} sudah ${STATE[target]} dilewati` : '',
      refused ? `${refused} ditolak` : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
  packingTakesStock: 'Menandai dikemas mengambil stok segar produknya.',
  nothingToMove: (target: BulkTarget) => `Tidak ada pesanan yang bisa ditandai ${STATE[target]}.`,
  refusedTitle: 'Akan ditolak:',
  confirm: (target: BulkTarget, n: number) => `Tandai ${n} pesanan ${STATE[target]}`,
  cancel: 'Batal',
  /** The hold before a bulk move is sent: nothing has reached the server yet. */
  holding: (target: BulkTarget, n: number, seconds: number) =>
    `${n} pesanan akan ditandai ${STATE[target]} dalam ${seconds} detik.`,
  undo: 'Batalkan',
  undone: 'Dibatalkan; tidak ada pesanan yang diubah.',
  sending: (target: BulkTarget, n: number) => `Menandai ${n} pesanan ${STATE[target]}…`,
  resultsTitle: (target: BulkTarget) => `Hasil: tandai ${STATE[target]}`,
  resultsSummary: (target: BulkTarget, moved: number, skipped: number, refused: number) =>
    [
      `${moved} pesanan ditandai ${STATE[target]}`,
      skipped ? `${skipped} dilewati` : '',
      refused ? `${refused} ditolak` : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
  resultsTable: 'Hasil per pesanan',
  columns: { number: 'No. Transaksi', outcome: 'Hasil', message: 'Keterangan' },
  outcome: { moved: 'Berhasil', skipped: 'Dilewati', refused: 'Ditolak' },
  unknownOrder: (id: number) => `Pesanan #${id}`,
  close: 'Tutup',
};
