import { positionOptions } from '../services/positions.js';
import type { HandlerGroup } from './handler.js';

/** The positions a user form offers (the resource's own handlers are wired in index.ts). */
export const positionHandlers: HandlerGroup<'userPositions'> = {
  userPositions: async ({ db }) => ({ datas: await positionOptions(db) }),
};
