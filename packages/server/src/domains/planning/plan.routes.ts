/** The production plan (Rencana Produksi): the plan of some days, and its lines turned into planned runs. */
import { text } from '../../lib/texts.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { stockContext, todayOf } from '../stock/materials.routes.js';
import { productionPlan } from './plan.js';
import { planRuns } from '../production/production.js';
import { planPurchaseOrders } from './planPurchases.js';

export const planHandlers: HandlerGroup<'planProduction' | 'planCreateRuns' | 'planCreatePurchaseOrders'> = {
  planProduction: async ({ db, body, config }) => ({
    datas: await productionPlan(db, todayOf(config), body),
  }),
  planCreateRuns: async ({ tx, caller, body, config }) => {
    const datas = await tx((t) => planRuns(t, stockContext(caller, config), body));
    return { message: text('done.plan.runsCreated', { count: datas.length }), datas };
  },
  planCreatePurchaseOrders: async ({ tx, caller, body, config }) => {
    const datas = await tx((t) => planPurchaseOrders(t, stockContext(caller, config), body));
    return { message: text('done.plan.purchaseOrdersCreated', { count: datas.orders.length }), datas };
  },
};
