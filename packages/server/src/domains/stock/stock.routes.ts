/** Product stock: batches, adjustments, moves, what can be sold, the ledger. */
import { formatMoney, formatQty, toMilli } from '../../lib/quantity.js';
import { withDefaults } from '../../lib/validation.js';
import { adjustStock, availableStock, batchPage, ledgerPage, moveStock } from './productStock.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { stockContext, todayOf } from './materials.routes.js';
import { text } from '../../lib/texts.js';

export const stockHandlers: HandlerGroup<
  'stockList' | 'stockAdd' | 'stockUpdate' | 'stockAvailable' | 'stockLedger'
> = {
  stockList: async ({ db, body, config }) =>
    batchPage(db, todayOf(config), withDefaults('ProductBatchListRequest', body)),
  stockAdd: async ({ tx, caller, body, config }) => {
    const result = await tx((t) => adjustStock(t, stockContext(caller, config), body));
    const change = `${result.qty < 0 ? '-' : ''}${formatQty(toMilli(Math.abs(result.qty)), '').trim()} (${formatMoney(Math.abs(result.value))})`;
    const message = text('done.adjust', {
      state: result.dryRun ? 'dryRun' : result.changes.length ? 'recorded' : 'none',
      change,
    });
    return { message, ...result };
  },
  stockUpdate: async ({ tx, caller, body, config }) => ({
    message: text('done.moved', { bucket: body.to }),
    datas: await tx((t) => moveStock(t, stockContext(caller, config), body)),
  }),
  stockAvailable: async ({ db, params, body, config }) => {
    const bucket = params.category === 'Frozen' ? 'frozen' : 'fresh';
    const answer = await availableStock(db, todayOf(config), bucket, body ?? {});
    return { category: params.category, bucket, ...answer };
  },
  stockLedger: async ({ db, body }) => ledgerPage(db, withDefaults('StockLedgerRequest', body)),
};
