import { positionOptions } from './positions.js';
import type { HandlerGroup } from '../../routes/handler.js';

/** The positions a user form offers (the resource's own handlers are wired in routes/index.ts). */
export const positionHandlers: HandlerGroup<'userPositions'> = {
  userPositions: async ({ db }) => ({ datas: await positionOptions(db) }),
};
