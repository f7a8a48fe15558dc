import { positionOptions, positions } from '../services/positions.js';
import { crudHandlers } from './crud.js';
import type { HandlerGroup } from './handler.js';

export const positionHandlers: HandlerGroup<
  'positionList' | 'positionAdd' | 'positionUpdate' | 'positionDelete' | 'userPositions'
> = {
  ...crudHandlers(positions, {
    list: 'positionList',
    add: 'positionAdd',
    update: 'positionUpdate',
    delete: 'positionDelete',
  }),
  userPositions: async ({ db }) => ({ datas: await positionOptions(db) }),
};
