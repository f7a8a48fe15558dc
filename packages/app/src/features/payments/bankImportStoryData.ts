/** A statement as the server reads it, for the bank import's stories and tests (story data: not product text). */
import type { Preview, PreviewLine } from './bankImport';

const order = (id: number, number: string, customer: { id: number; name: string }, balance: number) => ({
  id,
  number,
  customerId: customer.id,
  customer,
  date: '2026-11-20',
  dueDate: null,
  balance,
});

export const sari = { id: 7, name: 'Warung Bu Sari' };
export const berkahRef = { id: 2, name: 'Toko Frozen Berkah' };
const fp = (n: number) => n.toString(16).padStart(64, '0');

const line = (n: number, more: Partial<PreviewLine>): PreviewLine => ({
  row: n + 7,
  date: '2026-11-27',
  description: '',
  amount: 0,
  occurrence: 1,
  fingerprint: fp(n),
  status: 'unknown',
  matchedBy: null,
  reason: null,
  orders: [],
  customer: null,
  candidates: [],
  senderName: null,
  paymentId: null,
  ...more,
});

export const statementLines: PreviewLine[] = [
  line(1, {
    description: 'TRSF E-BANKING CR 2711/FTSCY/WS95031 150000.00BUDI SANTOSO TRX-20261120-0011',
    amount: 150_000,
    status: 'matched',
    matchedBy: 'number',
    orders: [order(11, 'TRX-20261120-0011', sari, 150_000)],
    customer: sari,
    senderName: 'BUDI SANTOSO',
  }),
  line(2, {
    description: 'TRSF E-BANKING CR 2711/FTSCY/WS95051 275500.00SETIAWAN',
    amount: 275_500,
    status: 'ambiguous',
    reason: 'manyAmounts',
    candidates: [
      order(14, 'TRX-20261125-0014', berkahRef, 275_500),
      order(15, 'TRX-20261125-0015', sari, 275_500),
    ],
    senderName: 'SETIAWAN',
  }),
  line(3, {
    description: 'TRANSFER DARI HENDRA GUNAWAN',
    amount: 480_000,
    senderName: 'HENDRA GUNAWAN',
  }),
  line(4, {
    description: 'TRSF E-BANKING CR 2611/FTSCY/WS95011 90000.00AGUS SALIM',
    amount: 90_000,
    status: 'duplicate',
    senderName: 'AGUS SALIM',
    paymentId: 41,
  }),
];

export const statement: Preview = {
  bank: 'bca',
  headerRow: 7,
  headers: ['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah', '', 'Saldo'],
  mapping: { date: 'Tanggal Transaksi', description: 'Keterangan', amount: 'Jumlah' },
  remembered: false,
  lines: statementLines,
  counts: { matched: 1, ambiguous: 1, unknown: 1, duplicate: 1, debits: 2 },
};

/** A file of a layout the server does not know: its header row, no lines. */
export const unknownLayout: Preview = {
  bank: null,
  headerRow: 1,
  headers: ['Tgl', 'Berita', 'Nominal', 'Arah'],
  mapping: null,
  remembered: false,
  lines: [],
  counts: { matched: 0, ambiguous: 0, unknown: 0, duplicate: 0, debits: 0 },
};
