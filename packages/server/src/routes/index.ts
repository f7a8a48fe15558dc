import type { RouteHandlerMethod } from 'fastify';
import { plainResources } from '../domains/catalogue/catalogue.js';
import { positions } from '../domains/access/positions.js';
import { authHandlers } from '../domains/access/auth.routes.js';
import { apiDocsHandlers } from '../domains/platform/apiDocs.routes.js';
import { backupHandlers } from '../domains/platform/backups.routes.js';
import { businessProfileHandlers } from '../domains/catalogue/businessProfile.routes.js';
import { catalogueHandlers } from '../domains/catalogue/catalogue.routes.js';
import { priceListHandlers } from '../domains/catalogue/priceLists.routes.js';
import { groupHandlers } from '../domains/access/groups.routes.js';
import { historyHandlers } from '../domains/platform/history.routes.js';
import { toRouteHandler, type Handlers } from './handler.js';
import {
  bahanBakuHandlers,
  bahanKemasanHandlers,
  packagingHandlers,
} from '../domains/stock/materials.routes.js';
import { menuHandlers } from '../domains/access/menus.routes.js';
import { moneyHandlers } from '../domains/money/money.routes.js';
import { vendorPaymentHandlers } from '../domains/money/vendorPayments.routes.js';
import { purchaseHandlers } from '../domains/purchasing/purchasing.routes.js';
import { bankImportHandlers } from '../domains/money/bankImport.routes.js';
import { orderStatusHandlers } from '../domains/orders/orderStatus.routes.js';
import { positionHandlers } from '../domains/access/positions.routes.js';
import { productionHandlers } from '../domains/production/production.routes.js';
import { halalFileHandlers } from '../domains/stock/halal.routes.js';
import { halalReportHandlers } from '../domains/reports/halalRegister.routes.js';
import { figureHandlers } from '../domains/reports/figures.routes.js';
import { reportHandlers } from '../domains/reports/reports.routes.js';
import { agingHandlers } from '../domains/reports/aging.routes.js';
import { stockAtRiskHandlers } from '../domains/reports/stockAtRisk.routes.js';
import { recallHandlers } from '../domains/reports/recall.routes.js';
import { plainHandlers, resourceHandlers } from './resources.js';
import { salesHandlers } from '../domains/orders/sales.routes.js';
import { standingOrderHandlers } from '../domains/orders/standingOrders.routes.js';
import { planHandlers } from '../domains/planning/plan.routes.js';
import { sessionHandlers } from '../domains/access/sessions.routes.js';
import { integrationTokenHandlers } from '../domains/access/integrationTokens.routes.js';
import { webhookHandlers } from '../domains/webhooks/webhooks.routes.js';
import { stockHandlers } from '../domains/stock/stock.routes.js';
import { stockLocationHandlers, storageHandlers } from '../domains/stock/storage.routes.js';
import { userHandlers } from '../domains/access/users.routes.js';

/**
 * One handler per operation of openapi.yaml, by operationId: a missing or misspelled one does not compile. A plain
 * resource is its CRUD service in a map by contract tag beside it (`plainResources`, decision 027).
 */
export const typedHandlers: Handlers = {
  ...resourceHandlers('position', positions),
  ...plainHandlers(plainResources),
  ...authHandlers,
  ...menuHandlers,
  ...groupHandlers,
  ...userHandlers,
  ...positionHandlers,
  ...catalogueHandlers,
  ...priceListHandlers,
  ...bahanBakuHandlers,
  ...bahanKemasanHandlers,
  ...halalFileHandlers,
  ...packagingHandlers,
  ...productionHandlers,
  ...halalReportHandlers,
  ...planHandlers,
  ...stockHandlers,
  ...stockLocationHandlers,
  ...storageHandlers,
  ...salesHandlers,
  ...standingOrderHandlers,
  ...orderStatusHandlers,
  ...moneyHandlers,
  ...purchaseHandlers,
  ...vendorPaymentHandlers,
  ...bankImportHandlers,
  ...figureHandlers,
  ...reportHandlers,
  ...agingHandlers,
  ...stockAtRiskHandlers,
  ...recallHandlers,
  ...businessProfileHandlers,
  ...historyHandlers,
  ...sessionHandlers,
  ...integrationTokenHandlers,
  ...webhookHandlers,
  ...backupHandlers,
  ...apiDocsHandlers,
};

/** The same handlers as Fastify route handlers. */
export const handlers: Record<string, RouteHandlerMethod> = Object.fromEntries(
  Object.entries(typedHandlers).map(([id, handler]) => [id, toRouteHandler(handler as never)]),
);
