import { success } from '../../test/mockOperations';

/**
 * A recall's answer as stories and tests show it: one batch of Baso Tahu, taken by two orders of one shop and one of
 * a stall without a phone number.
 */
export const RECALL_ANSWER = success('stockRecall', {
  batchIds: [7],
  lotIds: [],
  customers: [
    {
      id: 3,
      name: 'Toko Sumber Rejeki',
      phone: '0812-3450-0001',
      orders: [
        {
          id: 41,
          number: 'TRX-20261120-0041',
          date: '2026-11-20',
          delivery: 'delivered',
          qty: 5,
          products: [{ id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' }],
        },
        {
          id: 52,
          number: 'TRX-20261121-0007',
          date: '2026-11-21',
          delivery: 'pending',
          qty: 12,
          products: [{ id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' }],
        },
      ],
    },
    {
      id: 9,
      name: 'Warung Bu Tini',
      phone: null,
      orders: [
        {
          id: 47,
          number: 'TRX-20261120-0047',
          date: '2026-11-20',
          delivery: 'delivered',
          qty: 2,
          products: [{ id: 1, code: 'BTY', name: 'Baso Tahu', unit: 'pcs' }],
        },
      ],
    },
  ],
});
