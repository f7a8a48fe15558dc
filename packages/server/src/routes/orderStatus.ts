/** "Tandai Status Pesanan": moving an order forward (paid, packed, delivered) on its own right, for the cashier. */
import { invalid } from '../lib/errors.js';
import { updateOrder } from '../services/sales.js';
import type { HandlerGroup } from './handler.js';
import { stockContext } from './materials.js';

export const orderStatusHandlers: HandlerGroup<'transactionStatus'> = {
  transactionStatus: async ({ tx, caller, body, config }) => {
    const { id, version, payment, packing, delivery } = body;
    if (!payment && !packing && !delivery)
      throw invalid('payment', 'Pilih status yang ditandai: lunas, dikemas atau dikirim.');
    // The same change as transaction/update with only the states: the same stock effects and delivered-is-final rules.
    const datas = await tx((t) =>
      updateOrder(t, stockContext(caller, config), {
        id,
        version,
        ...(payment ? { payment } : {}),
        ...(packing ? { packing } : {}),
        ...(delivery ? { delivery } : {}),
      }),
    );
    return { message: `Status transaksi ${datas.number} diperbarui.`, datas };
  },
};
