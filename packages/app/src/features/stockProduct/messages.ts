import type { Schemas } from '@pawon/api-client';

/** The product stock screen's Indonesian text. */
export const m = {
  title: 'Stok Produk',
  description:
    'Stok produk segar dan beku per batch produksi: pindahkan antara segar dan beku, catat penyesuaian, lihat riwayatnya.',
  singular: 'batch',
  searchPlaceholder: 'Kode atau nama produk',
  emptyText: 'Belum ada batch dengan stok. Stok bertambah dari Produksi atau dari penyesuaian "Stok awal".',
  labels: {
    date: 'Tanggal batch',
    product: 'Produk',
    origin: 'Asal',
    expiryDate: 'Kedaluwarsa',
    fresh: 'Segar',
    frozen: 'Beku',
    total: 'Total',
  },
  origin: { production: 'Produksi', opening: 'Stok awal' } as Record<
    Schemas['ProductBatch']['origin'],
    string
  >,
  expired: 'Kedaluwarsa',
  expiresSoon: '≤ 7 hari',
  byProduct: 'Per produk',
  byBatch: 'Per batch',
  tabsLabel: 'Tampilan stok',
  productCaption: 'Stok tersedia per produk',
  productIntro: 'Yang dapat dijual hari ini (batch yang belum kedaluwarsa).',
  productEmpty: 'Belum ada produk aktif',
  batches: 'Batch',
  nextExpiry: 'Kedaluwarsa terdekat',
  price: 'Harga',
  value: 'Nilai stok',
  filterProduct: 'Produk',
  allProducts: 'Semua produk',
  filterBucket: 'Jenis stok',
  allBuckets: 'Segar dan beku',
  bucket: { fresh: 'Segar', frozen: 'Beku' } as Record<Schemas['StockBucket'], string>,
  includeEmpty: 'Tampilkan batch yang sudah habis',
  totalFresh: 'Total segar',
  totalFrozen: 'Total beku',
  adjust: 'Penyesuaian Stok',
  move: (name: string) => `Pindahkan stok ${name}`,
  count: (name: string) => `Hitung ulang ${name}`,
  history: (name: string) => `Riwayat ${name}`,
  // move
  moveTitle: 'Pindahkan Stok',
  moveTo: 'Arah',
  toFrozen: 'Segar → Beku (dibekukan)',
  toFresh: 'Beku → Segar (dicairkan)',
  moveQty: 'Jumlah dipindahkan',
  moveHint: (qty: string) => `Ada ${qty} di stok asal.`,
  moved: (qty: string, to: string) => `${qty} dipindahkan ke stok ${to}.`,
  moveTooMuch: (qty: string) => `Stok asal hanya ${qty}.`,
  // adjustment
  adjustTitle: 'Penyesuaian Stok',
  reason: 'Alasan',
  reasons: { opening: 'Stok awal', count: 'Koreksi hitung (opname)', waste: 'Terbuang / rusak' } as Record<
    'opening' | 'count' | 'waste',
    string
  >,
  reasonHints: {
    opening: 'Batch baru berisi stok yang sudah ada sebelum dicatat di Pawon.',
    count: 'Isi jumlah yang benar-benar ada; selisihnya dicatat.',
    waste: 'Dikurangi dari batch yang dipilih, atau dari batch tertua.',
  } as Record<'opening' | 'count' | 'waste', string>,
  batch: 'Batch',
  chooseBatch: 'Pilih batch',
  oldestFirst: 'Batch tertua dulu',
  qtyLabel: { opening: 'Jumlah stok awal', count: 'Jumlah terhitung', waste: 'Jumlah terbuang' } as Record<
    'opening' | 'count' | 'waste',
    string
  >,
  note: 'Catatan',
  adjustDate: 'Tanggal',
  variance: (system: string, variance: string, value: string) =>
    `Tercatat ${system}; selisih ${variance} (${value}).`,
  adjusted: (text: string) => `Penyesuaian tercatat: ${text}.`,
  noChange: 'Jumlah terhitung sama dengan yang tercatat: tidak ada yang berubah.',
  // ledger
  ledgerTitle: (name: string) => `Riwayat stok ${name}`,
  ledgerCaption: 'Riwayat perubahan stok produk',
  ledgerEmpty: 'Belum ada perubahan stok',
  ledger: {
    at: 'Waktu',
    batch: 'Batch',
    bucket: 'Stok',
    qty: 'Perubahan',
    reason: 'Alasan',
    note: 'Keterangan',
    user: 'Oleh',
  },
  reasonsLedger: {
    production: 'Produksi',
    opening: 'Stok awal',
    count: 'Koreksi hitung',
    waste: 'Terbuang',
    move: 'Pindah segar/beku',
    sale: 'Penjualan',
    return: 'Dikembalikan',
  } as Record<Schemas['LedgerReason'], string>,
} as const;
