import type { RouteHandlerMethod } from 'fastify';
import { authHandlers } from './auth.js';
import { groupHandlers } from './groups.js';
import { menuHandlers } from './menus.js';
import { positionHandlers } from './positions.js';
import { userHandlers } from './users.js';

/** Every handler by the operationId it serves in openapi.yaml. */
export const handlers: Record<string, RouteHandlerMethod> = {
  ...authHandlers,
  ...menuHandlers,
  ...groupHandlers,
  ...userHandlers,
  ...positionHandlers,
};
