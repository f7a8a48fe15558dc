import { useRights } from '../../lib/rights';
import { t } from './messages';
import type { OrderRecord } from './order';

/** The right "Tandai Status Pesanan" (mark paid, packed, delivered): an action menu under Data Transaksi. */
export const STATUS_RIGHT = '/transaction/status';

/** The right "Batalkan Pengiriman": an action menu under Data Transaksi (no screen of its own). */
export const UNDELIVER_RIGHT = '/transaction/undeliver';

/**
 * Why a delivered order's delivery cannot be undone by this user now (its right is missing, or returns must be
 * deleted first), or null. One rule for the order detail and the row menu, which both offer it.
 */
export function useUndeliverBlocked(order: Pick<OrderRecord, 'returns'>): string | null {
  const mayUndeliver = useRights(UNDELIVER_RIGHT).view;
  if (!mayUndeliver) return t('transactions.needsUndeliverRight');
  return order.returns?.length ? t('transactions.undeliverHasReturns') : null;
}

/** The right "Lepas Tahanan Kredit": an action menu under Data Transaksi (release an order held by the credit check). */
export const RELEASE_HOLD_RIGHT = '/transaction/release-hold';

/** Why this user cannot release a held order (the right is missing), or null. */
export function useReleaseHoldBlocked(): string | null {
  return useRights(RELEASE_HOLD_RIGHT).view ? null : t('transactions.money.needsReleaseRight');
}

/**
 * The right "Lihat HPP": an action menu under Data Transaksi (cost of goods and margins). Kept in `lib/rights.ts`:
 * the stock, production and product screens show the cost fields it owns too.
 */
export { COST_RIGHT } from '../../lib/rights';
