/** Sales orders: list, writes, returns, costs (dashboard and report screens: reports/figures.routes.ts). */
import { withDefaults } from '../../lib/validation.js';
import { text } from '../../lib/texts.js';
import { orderCosts } from '../books/costs.js';
import { createReturn, deleteReturn, returnPage, undeliverOrder } from './returns.js';
import { orderPage, pendingPage } from './orderList.js';
import { createOrder, deleteOrder, updateOrder } from './sales.js';
import type { HandlerContext, HandlerGroup } from '../../routes/handler.js';
import { orderExportHandlers } from './orderExport.routes.js';
import { stockContext } from '../stock/materials.routes.js';

/** Deletes an order (DELETE and POST alike, as the spec allows both). */
const remove = async ({
  tx,
  caller,
  params,
  config,
}: Pick<HandlerContext<'transactionDelete'>, 'tx' | 'caller' | 'params' | 'config'>) => {
  const order = await tx((t) => deleteOrder(t, stockContext(caller, config), params.id));
  return { message: `Transaksi ${order.number} berhasil dihapus.`, id: params.id };
};

export const salesHandlers: HandlerGroup<
  | 'transactionList'
  | 'transactionExport'
  | 'transactionAdd'
  | 'transactionUpdate'
  | 'transactionDelete'
  | 'transactionDeletePost'
  | 'transactionUndeliver'
  | 'transactionReturnList'
  | 'transactionReturnAdd'
  | 'transactionReturnDelete'
  | 'transactionPendingList'
  | 'transactionCosts'
> = {
  transactionList: async ({ db, body, caller, config }) =>
    orderPage(db, {
      ...withDefaults('TransactionListRequest', body),
      today: stockContext(caller, config).today,
    }),
  ...orderExportHandlers,
  transactionAdd: async ({ tx, caller, body, config }) => {
    const datas = await tx((t) => createOrder(t, stockContext(caller, config), body));
    // Held for credit (issue 38): recorded, and the message says why it is not packed or delivered.
    if (datas.creditHold) return { message: text('done.order.held', { number: datas.number }), datas };
    return { message: `Transaksi ${datas.number} berhasil dicatat.`, datas };
  },
  transactionUpdate: async ({ tx, caller, body, config }) => {
    const datas = await tx((t) => updateOrder(t, stockContext(caller, config), body));
    return { message: `Transaksi ${datas.number} berhasil diperbarui.`, datas };
  },
  transactionDelete: remove,
  transactionDeletePost: remove,
  transactionUndeliver: async ({ tx, caller, body, config }) => {
    const datas = await tx((t) => undeliverOrder(t, stockContext(caller, config), body));
    return { message: `Pengiriman transaksi ${datas.number} dibatalkan.`, datas };
  },
  transactionReturnList: async ({ db, body }) =>
    returnPage(db, withDefaults('TransactionReturnListRequest', body ?? {})),
  transactionReturnAdd: async ({ tx, caller, body, config }) => {
    const datas = await tx((t) => createReturn(t, stockContext(caller, config), body));
    return { message: `Retur transaksi ${datas.number} berhasil dicatat.`, datas };
  },
  transactionReturnDelete: async ({ tx, caller, params, config }) => {
    const datas = await tx((t) => deleteReturn(t, stockContext(caller, config), params.id));
    return { message: `Retur transaksi ${datas.number} berhasil dihapus.`, datas };
  },
  transactionPendingList: async ({ db, body }) => pendingPage(db, withDefaults('PendingListRequest', body)),
  transactionCosts: async ({ db, body }) => ({ datas: await orderCosts(db, body.id) }),
};
