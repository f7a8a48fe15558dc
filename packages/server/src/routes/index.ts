import type { RouteHandlerMethod } from 'fastify';
import { plainResources } from '../services/catalogue.js';
import { positions } from '../services/positions.js';
import { authHandlers } from './auth.js';
import { backupHandlers } from './backups.js';
import { businessProfileHandlers } from './businessProfile.js';
import { catalogueHandlers } from './catalogue.js';
import { groupHandlers } from './groups.js';
import { historyHandlers } from './history.js';
import { toRouteHandler, type Handlers } from './handler.js';
import { bahanBakuHandlers, bahanKemasanHandlers, packagingHandlers } from './materials.js';
import { menuHandlers } from './menus.js';
import { orderStatusHandlers } from './orderStatus.js';
import { positionHandlers } from './positions.js';
import { productionHandlers } from './production.js';
import { reportHandlers } from './reports.js';
import { plainHandlers, resourceHandlers } from './resources.js';
import { salesHandlers } from './sales.js';
import { sessionHandlers } from './sessions.js';
import { stockHandlers } from './stock.js';
import { userHandlers } from './users.js';

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
  ...bahanBakuHandlers,
  ...bahanKemasanHandlers,
  ...packagingHandlers,
  ...productionHandlers,
  ...stockHandlers,
  ...salesHandlers,
  ...orderStatusHandlers,
  ...reportHandlers,
  ...businessProfileHandlers,
  ...historyHandlers,
  ...sessionHandlers,
  ...backupHandlers,
};

/** The same handlers as Fastify route handlers. */
export const handlers: Record<string, RouteHandlerMethod> = Object.fromEntries(
  Object.entries(typedHandlers).map(([id, handler]) => [id, toRouteHandler(handler as never)]),
);
