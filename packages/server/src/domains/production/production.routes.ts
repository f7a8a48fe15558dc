/** Production runs, their export and recipes. */
import type { Schemas } from '../../lib/contract.js';
import { formatQty, toMilli } from '../../lib/quantity.js';
import { withDefaults } from '../../lib/validation.js';
import { createRun, deleteRun, runPage, updateRun, type ProductionRun } from './production.js';
import { listRecipes, saveRecipe } from './recipes.js';
import { quantityTotals } from '../platform/spreadsheet.js';
import { exportHandler } from '../../routes/files.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { stockContext, todayOf } from '../stock/materials.routes.js';

type RunQuery = Schemas['ProductionListRequest'];
const query = (body: RunQuery | undefined) => withDefaults<RunQuery>('ProductionListRequest', body);

export const productionHandlers: HandlerGroup<
  | 'produksiList'
  | 'produksiAdd'
  | 'produksiUpdate'
  | 'produksiDelete'
  | 'produksiExport'
  | 'produksiRecipeList'
  | 'produksiRecipeSave'
> = {
  produksiList: async ({ db, body }) => runPage(db, query(body)),
  produksiAdd: async ({ tx, caller, body, config }) => ({
    message: 'Produksi berhasil dicatat.',
    datas: await tx((t) => createRun(t, stockContext(caller, config), body)),
  }),
  produksiUpdate: async ({ tx, caller, body, config }) => ({
    message: 'Produksi berhasil diperbarui.',
    datas: await tx((t) => updateRun(t, stockContext(caller, config), body)),
  }),
  produksiDelete: async ({ tx, caller, params, config }) => {
    await tx((t) => deleteRun(t, stockContext(caller, config), params.id));
    return { message: 'Produksi berhasil dihapus.', id: params.id };
  },
  produksiExport: exportHandler<'produksiExport', ProductionRun, RunQuery>(
    { list: runPage },
    async (q, db) => {
      const { totals } = await runPage(db, { ...query(q), perPage: 1 });
      return {
        name: 'produksi',
        title: 'Produksi',
        columns: [
          { header: 'Tanggal', value: (r) => r.date },
          { header: 'Kode', value: (r) => r.product.code },
          { header: 'Produk', value: (r) => r.product.name, width: 24 },
          { header: 'Jumlah', value: (r) => r.qty, kind: 'number' },
          { header: 'Satuan', value: (r) => r.unit },
          { header: 'Nilai', value: (r) => r.value, kind: 'money' },
          { header: 'Biaya Bahan', value: (r) => r.cost, kind: 'money', field: 'cost' },
          {
            header: 'Bahan',
            value: (r) => r.inputs.map((i) => `${i.name} ${formatQty(toMilli(i.qty), i.unit)}`).join('; '),
            width: 48,
          },
          { header: 'Kedaluwarsa', value: (r) => r.expiryDate },
          { header: 'Keterangan', value: (r) => r.note, width: 32 },
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
    message: 'Resep berhasil disimpan.',
    datas: await tx((t) => saveRecipe(t, stockContext(caller, config), body)),
  }),
};
