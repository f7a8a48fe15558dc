import type { BusinessProfile } from '../lib/businessProfile';

/** A small logo drawn inline (stories and tests run without a server to serve uploads). */
export const LOGO_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64"><rect width="160" height="64" rx="10" fill="#b4441c"/><text x="80" y="42" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">PAWON</text></svg>',
)}`;

/** The profile as an owner fills it in. */
export const PROFILE: BusinessProfile = {
  id: 1,
  version: 3,
  name: 'Pawon Bu Sari',
  address: 'Jl. Kopo No. 12, Margahayu, Kab. Bandung',
  phone: '0812-3456-7890',
  logo: LOGO_URL,
  logoThumb: LOGO_URL,
  paymentInfo: 'BCA 123-456-7890 a.n. Sari Wulandari · QRIS: PAWON BU SARI',
  invoiceFooter: 'Terima kasih atas pesanan Anda. Barang yang sudah dibeli tidak dapat dikembalikan.',
  defaultPaymentTermDays: 0,
  creditHoldOverdueDays: 30,
  qrisPayload: null,
  standingOrderLeadDays: 1,
  standingOrderTime: '18:00',
  createdAt: '2026-11-01T02:00:00Z',
  updatedAt: '2026-11-20T03:30:00Z',
};
