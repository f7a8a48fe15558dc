import { positionOptions, positions } from '../services/positions.js';
import type { HandlerGroup } from './handler.js';
import { resourceHandlers } from './resources.js';

export const positionHandlers: HandlerGroup<
  'positionList' | 'positionAdd' | 'positionUpdate' | 'positionDelete' | 'userPositions'
> = {
  ...resourceHandlers('position', positions),
  userPositions: async ({ db }) => ({ datas: await positionOptions(db) }),
};
