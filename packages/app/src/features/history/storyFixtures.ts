import type { HistoryEntry } from './format';

const admin = { id: 1, name: 'Admin Pawon' };
const owner = { id: 2, name: 'Pemilik Pawon' };

/** A page of the history as the server answers it: a price change, an order, a customer gone, a sign-in. */
export const HISTORY_ROWS: HistoryEntry[] = [
  {
    id: 120,
    at: '2026-11-21T03:04:00Z',
    action: 'update',
    entity: 'product',
    entityId: 12,
    user: owner,
    record: { label: 'BLK – Bolu Kukus Pandan', exists: true },
    changes: [
      { path: ['price'], kind: 'money', before: 10_000, after: 12_500 },
      {
        path: ['category'],
        kind: 'ref',
        before: { id: 1, name: 'Kue Basah' },
        after: { id: 2, name: 'Kue Kering' },
      },
    ],
    omitted: 0,
  },
  {
    id: 119,
    at: '2026-11-21T02:30:00Z',
    action: 'update',
    entity: 'transaction',
    entityId: 40,
    user: admin,
    record: { label: 'TRX-20261121-0003', exists: true },
    changes: [
      { path: ['payment'], kind: 'text', before: 'unpaid', after: 'paid' },
      { path: ['deliveryDate'], kind: 'date', before: '2026-11-22', after: '2026-11-24' },
      { path: ['packs', 1, 'lines', 1, 'qty'], kind: 'quantity', before: 2, after: 3.5 },
      { path: ['packs', 1, 'lines', 1, 'amount'], kind: 'money', before: 20_000, after: 35_000 },
      { path: ['total'], kind: 'money', before: 1_234_567, after: 1_249_567 },
      { path: ['note'], kind: 'text', before: null, after: 'Antar sebelum jam 10' },
    ],
    omitted: 0,
  },
  {
    id: 118,
    at: '2026-11-20T09:15:00Z',
    action: 'delete',
    entity: 'customer',
    entityId: 7,
    user: admin,
    record: { label: 'Warung Bu Tini', exists: false },
    changes: [
      { path: ['name'], kind: 'text', before: 'Warung Bu Tini', after: null },
      { path: ['category'], kind: 'text', before: 'konsumen', after: null },
    ],
    omitted: 0,
  },
  {
    id: 117,
    at: '2026-11-20T01:00:00Z',
    action: 'create',
    entity: 'category',
    entityId: 2,
    user: { id: 9, name: null },
    record: { label: 'Kue Kering', exists: true },
    changes: [
      { path: ['name'], kind: 'text', before: null, after: 'Kue Kering' },
      { path: ['active'], kind: 'boolean', before: null, after: true },
    ],
    omitted: 0,
  },
  {
    id: 116,
    at: '2026-11-20T00:59:00Z',
    action: 'login',
    entity: 'session',
    entityId: null,
    user: admin,
    record: { label: null, exists: false },
    changes: [],
    omitted: 0,
  },
  {
    // Made by another system with an integration token the admin made (issue 41).
    id: 115,
    at: '2026-11-19T23:00:00Z',
    action: 'create',
    entity: 'vendor',
    entityId: 5,
    user: admin,
    token: { id: 3, name: 'Sistem Gudang' },
    record: { label: 'CV Tepung Jaya', exists: true },
    changes: [{ path: ['name'], kind: 'text', before: null, after: 'CV Tepung Jaya' }],
    omitted: 0,
  },
];

/** An entry with long text and many changes (the row shows four; the rest open under it). */
export const LONG_ROW: HistoryEntry = {
  id: 200,
  at: '2026-11-21T05:00:00Z',
  action: 'update',
  entity: 'customer',
  entityId: 8,
  user: { id: 3, name: 'Nama Pengguna Yang Sangat Panjang Sekali Untuk Menguji Tabel Riwayat' },
  record: {
    label: 'Perusahaan Dagang Pelanggan Grosir Makanan Beku Wilayah Bandung Raya dan Sekitarnya',
    exists: true,
  },
  changes: [
    {
      path: ['address'],
      kind: 'text',
      before: 'Jl. Raya Soekarno-Hatta No. 1234, Kelurahan Babakan Ciparay, Kota Bandung',
      after: 'Jl. Terusan Buah Batu No. 77, Kelurahan Batununggal, Kecamatan Bandung Kidul, Kota Bandung',
    },
    { path: ['phone'], kind: 'text', before: '0812-2000-1001', after: '0813-2000-1002' },
    {
      path: ['regency'],
      kind: 'ref',
      before: { id: '32.73', name: 'Kota Bandung' },
      after: { id: '32.04', name: 'Kabupaten Bandung' },
    },
    { path: ['ongkir'], kind: 'ref', before: { id: 1, name: 'Zona 1' }, after: 4 },
    {
      path: ['landmark'],
      kind: 'text',
      before: null,
      after: 'Depan-masjid-tanpa-spasi-sampai-ujung-kolom-perubahan',
    },
    { path: ['category'], kind: 'text', before: 'konsumen', after: 'distributor' },
  ],
  omitted: 12,
};
