/** The business identity and delivery lines of an invoice or receipt (issue 16). */
export const printMessages = {
  phone: 'Telp.',
  payTo: 'Pembayaran',
  deliveredAt: 'Terkirim',
  deliverySchedule: 'Jadwal kirim',
  logo: (name: string) => `Logo ${name}`,
} as const;
