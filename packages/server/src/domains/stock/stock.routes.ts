/** Product stock: batches, adjustments, moves, what can be sold, the ledger. */
import { formatMoney, formatQty, toMilli } from '../../lib/quantity.js';
import { withDefaults } from '../../lib/validation.js';
import { BUCKET_LABEL } from './batches.js';
import { adjustStock, availableStock, batchPage, ledgerPage, moveStock } from './productStock.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { stockContext, todayOf } from './materials.routes.js';

export const stockHandlers: HandlerGroup<
  'stockList' | 'stockAdd' | 'stockUpdate' | 'stockAvailable' | 'stockLedger'
> = {
  stockList: async ({ db, body, config }) =>
    batchPage(db, todayOf(config), withDefaults('ProductBatchListRequest', body)),
  stockAdd: async ({ tx, caller, body, config }) => {
    const result = await tx((t) => adjustStock(t, stockContext(caller, config), body));
    const change = `${result.qty < 0 ? '-' : ''}${formatQty(toMilli(Math.abs(result.qty)), '').trim()} (${formatMoney(Math.abs(result.value))})`;
    const message = result.dryRun
      ? `Perubahan stok ${change}; belum dicatat.`
      : result.changes.length
        ? `Penyesuaian stok dicatat: ${change}.`
        : 'Stok sesuai hitungan; tidak ada perubahan.';
    return { message, ...result };
  },
  stockUpdate: async ({ tx, caller, body, config }) => ({
    message: `Stok berhasil dipindahkan ke ${BUCKET_LABEL[body.to]}.`,
    datas: await tx((t) => moveStock(t, stockContext(caller, config), body)),
  }),
  stockAvailable: async ({ db, params, body, config }) => {
    const bucket = params.category === 'Frozen' ? 'frozen' : 'fresh';
    const answer = await availableStock(db, todayOf(config), bucket, body ?? {});
    return { category: params.category, bucket, ...answer };
  },
  stockLedger: async ({ db, body }) => ledgerPage(db, withDefaults('StockLedgerRequest', body)),
};
