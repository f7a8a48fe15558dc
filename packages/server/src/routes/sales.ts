/** Sales orders, the dashboard's sales figures, and the sales and expense reports. */
import { withDefaults } from '../lib/validation.js';
import { todaySummary, weeklyIncome, weeklySummary } from '../services/dashboard.js';
import { orderCosts } from '../services/costs.js';
import { marginReport } from '../services/margins.js';
import { stockValuation } from '../services/valuation.js';
import { expenseReport, salesReport } from '../services/reports.js';
import { trace, traceScopeOf, traceSearch } from '../services/trace.js';
import { createReturn, deleteReturn, returnPage, undeliverOrder } from '../services/returns.js';
import { orderPage, pendingPage } from '../services/orderList.js';
import { createOrder, deleteOrder, updateOrder } from '../services/sales.js';
import type { HandlerContext, HandlerGroup } from './handler.js';
import { orderExportHandlers } from './orderExport.js';
import { stockContext, todayOf } from './materials.js';

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
  | 'transactionTodayList'
  | 'transactionPendingList'
  | 'transactionWeeklySummary'
  | 'transactionWeeklyIncomeStats'
  | 'transactionCosts'
  | 'reportGetReport'
  | 'reportGetMargin'
  | 'reportGetValuation'
  | 'reportGetExpenses'
  | 'reportTrace'
  | 'reportTraceSearch'
> = {
  transactionList: async ({ db, body }) => orderPage(db, withDefaults('TransactionListRequest', body)),
  ...orderExportHandlers,
  transactionAdd: async ({ tx, caller, body, config }) => {
    const datas = await tx((t) => createOrder(t, stockContext(caller, config), body));
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
  transactionTodayList: async ({ db, config }) => ({ summary: await todaySummary(db, todayOf(config)) }),
  transactionPendingList: async ({ db, body }) => pendingPage(db, withDefaults('PendingListRequest', body)),
  transactionWeeklySummary: async ({ db, config }) => weeklySummary(db, todayOf(config)),
  transactionWeeklyIncomeStats: async ({ db, config }) => weeklyIncome(db, todayOf(config)),
  transactionCosts: async ({ db, body }) => ({ datas: await orderCosts(db, body.id) }),
  reportGetReport: async ({ db, body, config }) => salesReport(db, todayOf(config), body),
  reportGetMargin: async ({ db, body, config }) => marginReport(db, todayOf(config), body),
  reportGetValuation: async ({ db, body, config }) => stockValuation(db, todayOf(config), body ?? {}),
  reportGetExpenses: async ({ db, body, config }) => expenseReport(db, todayOf(config), body ?? {}),
  reportTrace: async ({ db, body, caller }) => trace(db, body, traceScopeOf(caller.rights)),
  reportTraceSearch: async ({ db, body }) => ({ datas: await traceSearch(db, body ?? {}) }),
};
