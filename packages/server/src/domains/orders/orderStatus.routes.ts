/** "Tandai Status Pesanan": moving an order forward (paid, packed, delivered) on its own right, for the cashier. */
import { invalid } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { moveOrdersInBulk } from './bulkStatus.js';
import { updateOrder } from './sales.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { stockContext } from '../stock/materials.routes.js';

export const orderStatusHandlers: HandlerGroup<'transactionStatus' | 'transactionStatusBulk'> = {
  transactionStatus: async ({ tx, caller, body, config }) => {
    const { id, version, payment, packing, delivery, method } = body;
    if (!payment && !packing && !delivery) throw invalid('payment', 'order.noStatus');
    // The same change as transaction/update with only the states: the same stock effects and delivered-is-final rules.
    const datas = await tx((t) =>
      updateOrder(
        t,
        stockContext(caller, config),
        {
          id,
          version,
          ...(payment ? { payment } : {}),
          ...(packing ? { packing } : {}),
          ...(delivery ? { delivery } : {}),
        },
        { method },
      ),
    );
    return { message: text('done.order.status', { number: datas.number }), datas };
  },
  /** Several orders at once, each in its own transaction (bulkStatus.ts); a dry run for the preview. */
  transactionStatusBulk: async ({ db, caller, body, config }) => {
    const answer = await moveOrdersInBulk(db, stockContext(caller, config), body);
    return {
      message: text('done.bulk.summary', {
        moved: answer.moved,
        skipped: answer.skipped,
        refused: answer.refused,
        dryRun: answer.dryRun ? 'yes' : 'no',
      }),
      ...answer,
    };
  },
};
