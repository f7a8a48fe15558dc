/** Production runs, their export and recipes. */
import type { Schemas } from '../../lib/contract.js';
import { formatQty, toMilli } from '../../lib/quantity.js';
import { withDefaults } from '../../lib/validation.js';
import { createRun, deleteRun, runPage, startRun, updateRun, type ProductionRun } from './production.js';
import { listRecipes, saveRecipe } from './recipes.js';
import { quantityTotals } from '../platform/spreadsheet.js';
import { exportHandler } from '../../routes/files.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { stockContext, todayOf } from '../stock/materials.routes.js';
import { sheet, text } from '../../lib/texts.js';
import { kindName } from '../../lib/errors.js';
import type { Caller } from '../../plugins/auth.js';
import { allows } from '../platform/access.js';
import { HALAL_OVERRIDE_MENU } from './halalCheck.js';

type RunQuery = Schemas['ProductionListRequest'];

/** Whether the caller holds the action "Override Halal" (the request's override is read by the service). */
const halalPermit = (caller: Caller | null) => ({
  mayOverride: !!caller && allows(caller.rights, [HALAL_OVERRIDE_MENU], 'view'),
});
const query = (body: RunQuery | undefined) => withDefaults<RunQuery>('ProductionListRequest', body);

export const productionHandlers: HandlerGroup<
  | 'produksiList'
  | 'produksiAdd'
  | 'produksiUpdate'
  | 'produksiDelete'
  | 'produksiStart'
  | 'produksiExport'
  | 'produksiRecipeList'
  | 'produksiRecipeSave'
> = {
  produksiList: async ({ db, body }) => runPage(db, query(body)),
  produksiAdd: async ({ tx, caller, body, config }) => ({
    message: text('done.production.added'),
    datas: await tx((t) => createRun(t, stockContext(caller, config), body, halalPermit(caller))),
  }),
  produksiUpdate: async ({ tx, caller, body, config }) => ({
    message: text('done.updated', { what: kindName('production') }),
    datas: await tx((t) => updateRun(t, stockContext(caller, config), body, halalPermit(caller))),
  }),
  produksiStart: async ({ tx, caller, body, config }) => ({
    message: text('done.production.started'),
    datas: await tx((t) => startRun(t, stockContext(caller, config), body, halalPermit(caller))),
  }),
  produksiDelete: async ({ tx, caller, params, config }) => {
    await tx((t) => deleteRun(t, stockContext(caller, config), params.id));
    return { message: text('done.deleted', { what: kindName('production') }), id: params.id };
  },
  produksiExport: exportHandler<'produksiExport', ProductionRun, RunQuery>(
    { list: runPage },
    async (q, db) => {
      const { totals } = await runPage(db, { ...query(q), perPage: 1 });
      return {
        name: 'produksi',
        title: sheet('title.production'),
        columns: [
          { header: sheet('date'), value: (r) => r.date },
          { header: sheet('code'), value: (r) => r.product.code },
          { header: sheet('product'), value: (r) => r.product.name, width: 24 },
          { header: sheet('qty'), value: (r) => r.qty, kind: 'number' },
          { header: sheet('unit'), value: (r) => r.unit },
          { header: sheet('value'), value: (r) => r.value, kind: 'money' },
          { header: sheet('materialCost'), value: (r) => r.cost, kind: 'money', field: 'cost' },
          {
            header: sheet('material'),
            value: (r) => r.inputs.map((i) => `${i.name} ${formatQty(toMilli(i.qty), i.unit)}`).join('; '),
            width: 48,
          },
          { header: sheet('expiry'), value: (r) => r.expiryDate },
          { header: sheet('notes'), value: (r) => r.note, width: 32 },
        ],
        totals: quantityTotals({
          width: 10,
          qtyAt: 3,
          unitAt: 4,
          quantities: totals.quantities,
          sums: { 5: totals.value, 6: totals.cost },
        }),
      };
    },
  ),
  produksiRecipeList: async ({ db, body, config }) => listRecipes(db, todayOf(config), body ?? {}),
  produksiRecipeSave: async ({ tx, caller, body, config }) => ({
    message: text('done.recipe.saved'),
    datas: await tx((t) => saveRecipe(t, stockContext(caller, config), body)),
  }),
};
