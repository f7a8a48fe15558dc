/** Standing orders ("Langganan", issue 39): the records, the days made or not, and a run made now. */
import { kindName } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { withDefaults } from '../../lib/validation.js';
import { actor } from '../../routes/crud.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { todayOf } from '../stock/materials.routes.js';
import { generateStandingOrders, runPage, standingOrders } from './standingOrders.js';

const what = kindName('standingOrder');

export const standingOrderHandlers: HandlerGroup<
  | 'standingOrderList'
  | 'standingOrderAdd'
  | 'standingOrderUpdate'
  | 'standingOrderDelete'
  | 'standingOrderRuns'
  | 'standingOrderGenerate'
> = {
  standingOrderList: async ({ db, body, config }) =>
    standingOrders(todayOf(config)).list(db, withDefaults('StandingOrderListRequest', body)),
  standingOrderAdd: async ({ tx, caller, body, config }) => ({
    message: text('done.added', { what }),
    datas: await tx((t) => standingOrders(todayOf(config)).create(t, actor(caller), body)),
  }),
  standingOrderUpdate: async ({ tx, caller, body, config }) => ({
    message: text('done.updated', { what }),
    datas: await tx((t) => standingOrders(todayOf(config)).update(t, actor(caller), body)),
  }),
  // The orders it made stay, no longer pointing at it; its days go with it.
  standingOrderDelete: async ({ tx, caller, params, config }) => {
    await tx((t) => standingOrders(todayOf(config)).remove(t, actor(caller), params.id));
    return { message: text('done.deleted', { what }), id: params.id };
  },
  standingOrderRuns: async ({ db, body }) => runPage(db, withDefaults('StandingOrderRunsRequest', body)),
  standingOrderGenerate: async ({ db, config }) => {
    const datas = await generateStandingOrders(db, { now: new Date(), timeZone: config.timeZone });
    return { message: text('done.standingOrders', { ...datas }), datas };
  },
};
