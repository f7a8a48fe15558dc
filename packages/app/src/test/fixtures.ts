import type { BodyOf, Schemas } from '@pawon/api-client';

/** A signed-in user without groups, for tests of the guard, the shell and sign-in. */
export const KASIR: Schemas['User'] = {
  id: 4,
  name: 'Kasir',
  email: 'kasir@pawon.test',
  phone: null,
  photo: null,
  active: true,
  position: null,
  groups: [],
  version: 1,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

/** The owner, signed in: for the screens only Super Admin and Owner hold (Token Integrasi, Webhook). */
export const OWNER: Schemas['User'] = {
  ...KASIR,
  id: 2,
  name: 'Owner Pawon',
  email: 'owner@pawon.test',
  groups: [{ id: 2, name: 'Owner' }],
  createdAt: '2026-11-21T00:00:00Z',
  updatedAt: '2026-11-21T00:00:00Z',
};

type MenuItem = { id: number; name: string; url: string; icon: string | null };

/** A menu tree of one "Dashboard" header holding `items` (screens without submenus). */
export const dashboardMenus = (...items: MenuItem[]) => [
  {
    id: 1,
    name: 'Dashboard',
    url: null,
    icon: null,
    level: 'header' as const,
    items: items.map((item) => ({ ...item, level: 'parent' as const, submenu: [] })),
  },
];

/** A new order's body as the form sends it (unpaid, unpacked, pending, dated 26 Nov 2026), with `changes` over it. */
export const orderBody = (changes: Partial<BodyOf<'transactionAdd'>> = {}): BodyOf<'transactionAdd'> => ({
  customerId: 3,
  date: '2026-11-26',
  deliveryDate: null,
  deliveryTime: null,
  payment: 'unpaid',
  packing: 'unpacked',
  delivery: 'pending',
  note: null,
  packs: [{ materialId: 1, count: 2, lines: [{ productId: 5, bucket: 'frozen', qtyPerPack: 1 }] }],
  ...changes,
});

/** What an order owes in a fixture (issue 38): paid in full, or nothing paid yet; not delivered, not held. */
export const moneyOf = (payment: 'paid' | 'unpaid', total: number) => ({
  paidAmount: payment === 'paid' ? total : 0,
  balance: payment === 'paid' ? 0 : total,
  paymentState: payment,
  dueDate: null,
  creditHold: null,
});
