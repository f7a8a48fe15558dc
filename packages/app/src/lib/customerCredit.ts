import { callOperation } from '@pawon/api-client';
import { api } from './client';
import { createLookupFamily } from './lookups';

/**
 * A customer's money position (open balance, deposit, limit, overdue, open orders), read by the payment dialog and
 * the order form: stale after any write to payments or orders. A module of its own, so that the order list's first
 * load does not carry the payment dialog's texts.
 */
export const customerCredit = createLookupFamily(
  ['payment', 'transaction'],
  'credit',
  async (customerId: number) => (await callOperation(api, 'paymentCredit', { body: { customerId } })).datas,
);
