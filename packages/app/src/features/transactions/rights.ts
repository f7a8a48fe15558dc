/** The right "Tandai Status Pesanan" (mark paid, packed, delivered): an action menu under Data Transaksi. */
export const STATUS_RIGHT = '/transaction/status';

/** The right "Batalkan Pengiriman": an action menu under Data Transaksi (no screen of its own). */
export const UNDELIVER_RIGHT = '/transaction/undeliver';
