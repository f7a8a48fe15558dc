/** Stock at risk of expiring, "Stok berisiko" (decision 052, ./stockAtRisk.ts). */
import type { HandlerGroup } from '../../routes/handler.js';
import { todayOf } from '../stock/materials.routes.js';
import { stockAtRisk } from './stockAtRisk.js';

export const stockAtRiskHandlers: HandlerGroup<'reportStockAtRisk'> = {
  reportStockAtRisk: async ({ db, body, config }) => stockAtRisk(db, todayOf(config), body ?? {}),
};
