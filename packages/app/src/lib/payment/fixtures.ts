/** Payments and a customer's position for the payment stories and tests (what the contract answers). */
import type { CustomerCredit, Payment } from './payment';

const stamp = { version: 1, createdAt: '2026-12-03T02:00:00Z', updatedAt: '2026-12-03T02:00:00Z' };
const admin = { id: 1, name: 'Admin Pawon' };

export const sari = { id: 1, name: 'Warung Bu Sari', phone: '0812-3101-1037' };
export const berkah = { id: 2, name: 'Toko Frozen Berkah', phone: '0812-3103-1111' };

/** A payment of `amount` by `customer`, paying `allocations` (the rest is deposit). */
export function paymentOf(
  id: number,
  customer: { id: number; name: string },
  amount: number,
  allocations: Array<[orderId: number, number: string, amount: number]>,
  more: Partial<Payment> = {},
): Payment {
  const allocated = allocations.reduce((sum, [, , a]) => sum + a, 0);
  return {
    id,
    ...stamp,
    customerId: customer.id,
    customer: { id: customer.id, name: customer.name },
    date: '2026-12-03',
    amount,
    method: 'transfer',
    reference: null,
    allocated,
    deposit: amount - allocated,
    allocations: allocations.map(([orderId, number, a]) => ({ orderId, number, amount: a })),
    createdBy: admin,
    reversedAt: null,
    reversedBy: null,
    reverseReason: null,
    ...more,
  };
}

export const paymentRows: Payment[] = [
  paymentOf(
    3,
    berkah,
    1_500_000,
    [
      [11, 'TRX-20261120-0011', 900_000],
      [14, 'TRX-20261125-0014', 400_000],
    ],
    { reference: 'BCA 0311 2233' },
  ),
  paymentOf(2, sari, 250_000, [[9, 'TRX-20261201-0009', 150_000]], { method: 'tunai' }),
  paymentOf(1, sari, 300_000, [], {
    date: '2026-12-01',
    method: 'qris',
    deposit: 0,
    reversedAt: '2026-12-02T04:15:00Z',
    reversedBy: admin,
    reverseReason: 'Salah catat, uang belum masuk',
  }),
];

/** Toko Frozen Berkah: two orders open (one overdue), a small deposit, a limit. */
export const berkahCredit: CustomerCredit = {
  customerId: berkah.id,
  paymentTermDays: 14,
  creditLimit: 5_000_000,
  open: 1_300_000,
  deposit: 100_000,
  exposure: 1_200_000,
  available: 3_800_000,
  overdueOrders: 1,
  overdueBalance: 900_000,
  overdueDays: 6,
  openOrders: [
    {
      id: 11,
      number: 'TRX-20261120-0011',
      date: '2026-11-13',
      dueDate: '2026-11-27',
      total: 900_000,
      paid: 0,
      balance: 900_000,
      delivered: true,
    },
    {
      id: 14,
      number: 'TRX-20261125-0014',
      date: '2026-11-25',
      dueDate: null,
      total: 400_000,
      paid: 0,
      balance: 400_000,
      delivered: false,
    },
  ],
};

/** What the server's plan would be for `amount` from Berkah: oldest due first, the rest deposit. */
export function berkahPlan(amount: number, orders = berkahCredit.openOrders): Payment {
  let left = amount;
  const allocations: Array<[number, string, number]> = [];
  for (const o of orders) {
    if (left <= 0) break;
    const paid = Math.min(o.balance, left);
    left -= paid;
    allocations.push([o.id, o.number, paid]);
  }
  return paymentOf(99, berkah, amount, allocations);
}

/** A customer as `customer/list` answers it (the dialog's picker reads its name and phone). */
export const customerRecord = (c: { id: number; name: string; phone: string }) => ({
  ...c,
  ...stamp,
  category: 'distributor' as const,
  province: null,
  regency: null,
  district: null,
  address: null,
  landmark: null,
  ongkirId: null,
  ongkir: null,
  paymentTermDays: 14,
  creditLimit: 5_000_000,
});
