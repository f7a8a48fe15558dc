import { PROFILE } from '../../test/businessProfile';
import type { BusinessProfile } from '../../lib/businessProfile';

/** A warung's printed static QRIS, its CRC valid (the server's qris.test.ts builds the same one). */
export const STATIC_QRIS =
  '00020101021126730021ID.CO.BANKMANDIRI.WWW011893600008000001234502150000000123456780303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10243123456780303UMI5204581253033605802ID5913PAWON BU SARI' +
  '6012KAB. BANDUNG61054021862070703A0163046C72';

/**
 * The profile of the stories and tests with its money settings (issue 38): a 14-day term, orders held after 30 days
 * overdue, a QRIS. Spread over the shared PROFILE so that it holds them whether or not that fixture does yet.
 */
export const MONEY_PROFILE: BusinessProfile = {
  ...PROFILE,
  defaultPaymentTermDays: 14,
  creditHoldOverdueDays: 30,
  qrisPayload: STATIC_QRIS,
};
