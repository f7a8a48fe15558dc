/** The dashboard's sales figures and the sales, expense, margin, valuation and trace report screens. */
import { todaySummary, weeklyIncome, weeklySummary } from './dashboard.js';
import { marginReport } from './margins.js';
import { moneyFigures } from './money.js';
import { stockValuation } from './valuation.js';
import { expenseReport, salesReport } from './reports.js';
import { trace, traceScopeOf, traceSearch } from './trace.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { todayOf } from '../stock/materials.routes.js';

export const figureHandlers: HandlerGroup<
  | 'transactionTodayList'
  | 'reportMoney'
  | 'transactionWeeklySummary'
  | 'transactionWeeklyIncomeStats'
  | 'reportGetReport'
  | 'reportGetMargin'
  | 'reportGetValuation'
  | 'reportGetExpenses'
  | 'reportTrace'
  | 'reportTraceSearch'
> = {
  transactionTodayList: async ({ db, config }) => ({ summary: await todaySummary(db, todayOf(config)) }),
  reportMoney: async ({ db, config }) => moneyFigures(db, todayOf(config)),
  transactionWeeklySummary: async ({ db, config }) => weeklySummary(db, todayOf(config)),
  transactionWeeklyIncomeStats: async ({ db, config }) => weeklyIncome(db, todayOf(config)),
  reportGetReport: async ({ db, body, config }) => salesReport(db, todayOf(config), body),
  reportGetMargin: async ({ db, body, config }) => marginReport(db, todayOf(config), body),
  reportGetValuation: async ({ db, body, config }) => stockValuation(db, todayOf(config), body ?? {}),
  reportGetExpenses: async ({ db, body, config }) => expenseReport(db, todayOf(config), body ?? {}),
  reportTrace: async ({ db, body, caller }) => trace(db, body, traceScopeOf(caller.rights)),
  reportTraceSearch: async ({ db, body }) => ({ datas: await traceSearch(db, body ?? {}) }),
};
