/** The right "Tandai Status Pesanan" (mark paid, packed, delivered): an action menu under Data Transaksi. */
export const STATUS_RIGHT = '/transaction/status';

/** The right "Batalkan Pengiriman": an action menu under Data Transaksi (no screen of its own). */
export const UNDELIVER_RIGHT = '/transaction/undeliver';

/**
 * The right "Lihat HPP": an action menu under Data Transaksi (cost of goods and margins). Kept in `lib/rights.ts`:
 * the stock, production and product screens show the cost fields it owns too.
 */
export { COST_RIGHT } from '../../lib/rights';
