/**
 * "Tarik Produk" (`stock/recall`, decision 055): the stock domain recalls the batch or lot; who received it is the
 * recall trace's, a report, so the operation's handler lives here, above both (decision 042's layers).
 */
import type { HandlerGroup } from '../../routes/handler.js';
import { text } from '../../lib/texts.js';
import { stockContext } from '../stock/materials.routes.js';
import { recallStock } from '../stock/recall.js';
import { recallCustomers } from './recallCustomers.js';

export const recallHandlers: HandlerGroup<'stockRecall'> = {
  stockRecall: async ({ tx, caller, body, config }) => {
    const answer = await tx(async (t) => {
      const recalled = await recallStock(t, stockContext(caller, config), body);
      // In the same transaction, under the recall's locks: an order that took the batch before is listed.
      return { ...recalled, customers: await recallCustomers(t, body) };
    });
    const message = text('done.stock.recalled', {
      batches: answer.batchIds.length,
      lots: answer.lotIds.length,
      customers: answer.customers.length,
    });
    return { message, ...answer };
  },
};
