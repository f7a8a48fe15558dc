/**
 * Materials, both kinds from one function: `bahanBaku` (raw) and `bahanKemasan` (packaging) are the same handlers on
 * the same services, told apart only by kind; and the pack types (`packaging`).
 */
import type { Config } from '../../config.js';
import type { OperationId } from '../../lib/contract.js';
import { businessDate } from '../../lib/dates.js';
import { formatMoney, formatQty, toMilli } from '../../lib/quantity.js';
import { withDefaults } from '../../lib/validation.js';
import type { Caller } from '../../plugins/auth.js';
import type { StockContext } from '../platform/context.js';
import type { MaterialKind } from './lots.js';
import { kindName } from '../../lib/errors.js';
import {
  addLogEntry,
  deleteLogEntry,
  logPage,
  logTotals,
  updateLogEntry,
  type LogCategory,
  type LogQuery,
  type Restock,
  type Usage,
} from './materialLog.js';
import { materialsOf, packsOf } from './materials.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import { row, text as textKind } from '../../db/rowShape.js';
import { removeCertificate } from '../platform/images.js';

/** The materials of a kind, named as the catalogue names them (`Bahan baku`, `Bahan kemasan`). */
const KIND_LABEL: Record<MaterialKind, string> = {
  raw: kindName('material'),
  packaging: kindName('packaging'),
};
/** A log entry's note of success (`action`: added, updated, deleted). */
const logDone = (category: LogCategory, action: 'added' | 'updated' | 'deleted') =>
  text('done.log', { category, action });
import {
  countMaterial,
  lotDetail,
  lotPage,
  materialsRunningOut,
  materialsToRestock,
  materialStockPage,
} from './materialStock.js';
import { quantityTotals } from '../platform/spreadsheet.js';
import { actor } from '../../routes/crud.js';
import { exportHandler, sendLabels, type ExportSpec } from '../../routes/files.js';
import { lotLabel } from './labels.js';
import { familyHandlers, type Handler, type HandlerGroup } from '../../routes/handler.js';
import { sheet, text } from '../../lib/texts.js';

/** The business day in the company's time zone. */
export const todayOf = (config: Config) => businessDate(config.timeZone);

/** The stored name of a material's halal certificate file, or null. */
async function halalFileOf(db: Tx, id: number): Promise<string | null> {
  const found = await one(
    db,
    sql`select halal_file as file from materials where id = ${id}`,
    row({ file: textKind.nullable }),
  );
  return found?.file ?? null;
}

/** Who acts and on which business day. */
export const stockContext = (caller: Caller | null, config: Config): StockContext => ({
  userId: actor(caller).userId,
  today: todayOf(config),
});

const SUFFIXES = [
  'List',
  'Add',
  'Update',
  'Delete',
  'RestockList',
  'RestockAdd',
  'RestockUpdate',
  'RestockDelete',
  'RestockExport',
  'StockList',
  'GetStock',
  'NeedRestock',
  'StockAdvice',
  'StockCount',
  'StockLot',
  'LotLabel',
] as const;
type Suffix = (typeof SUFFIXES)[number];
type Ops<P extends string> = Extract<`${P}${Suffix}`, OperationId>;

/** The export file of restocks or usages, with a TOTAL row of every matching row. */
async function logExport(
  kind: MaterialKind,
  query: LogQuery,
  totals: Awaited<ReturnType<typeof logTotals>>,
): Promise<ExportSpec<Restock | Usage>> {
  const what = `${query.category === 'restock' ? 'restock' : 'penggunaan'}-${kind === 'raw' ? 'bahan-baku' : 'bahan-kemasan'}`;
  const title = text('sheet.title.log', { category: query.category, kind });
  if (query.category === 'restock') {
    const columns: ExportSpec<Restock>['columns'] = [
      { header: sheet('date'), value: (r) => r.date },
      { header: sheet('material'), value: (r) => r.material.name, width: 24 },
      { header: sheet('vendor'), value: (r) => r.vendor?.name, width: 24 },
      { header: sheet('qty'), value: (r) => r.qty, kind: 'number' },
      { header: sheet('unit'), value: (r) => r.material.unit },
      { header: sheet('unitPrice'), value: (r) => r.unitPrice, kind: 'money', field: 'unitPrice' },
      { header: sheet('total'), value: (r) => r.total, kind: 'money', field: 'total' },
      { header: sheet('batchCode'), value: (r) => r.batchCode },
      { header: sheet('expiry'), value: (r) => r.expiryDate },
      { header: sheet('remaining'), value: (r) => r.remaining, kind: 'number' },
      { header: sheet('notes'), value: (r) => r.note, width: 32 },
    ];
    return {
      name: what,
      title,
      columns: columns as ExportSpec<Restock | Usage>['columns'],
      totals: quantityTotals({
        width: columns.length,
        qtyAt: 3,
        unitAt: 4,
        quantities: totals.quantities,
        sums: { 6: totals.value ?? null },
      }),
    };
  }
  const columns: ExportSpec<Usage>['columns'] = [
    { header: sheet('date'), value: (u) => u.date },
    { header: sheet('material'), value: (u) => u.material.name, width: 24 },
    { header: sheet('qty'), value: (u) => u.qty, kind: 'number' },
    { header: sheet('unit'), value: (u) => u.material.unit },
    { header: sheet('reason'), value: (u) => u.reason },
    { header: sheet('source'), value: (u) => u.source, width: 32 },
    { header: sheet('value'), value: (u) => u.value, kind: 'money', field: 'value' },
    {
      header: sheet('lot'),
      value: (u) =>
        u.lots.map((l) => `${l.date}${l.batchCode ? ` ${l.batchCode}` : ''}: ${l.qty}`).join('; '),
      width: 40,
    },
    { header: sheet('notes'), value: (u) => u.note, width: 32 },
  ];
  return {
    name: what,
    title,
    columns: columns as ExportSpec<Restock | Usage>['columns'],
    totals: quantityTotals({
      width: columns.length,
      qtyAt: 2,
      unitAt: 3,
      quantities: totals.quantities,
      sums: { 6: totals.value ?? null },
    }),
  };
}

/**
 * Every handler of one kind of material, under the operation ids `<prefix><Suffix>`. They are typed against the
 * bahanBaku operations; the bahanKemasan ones are the same but for the packaging type and pack price their material
 * forms add, which the material service takes for both kinds.
 */
function materialHandlers<P extends 'bahanBaku' | 'bahanKemasan'>(
  prefix: P,
  kind: MaterialKind,
): HandlerGroup<Ops<P>> {
  const label = KIND_LABEL[kind];
  const resource = (config: Config) => materialsOf(kind, todayOf(config));
  const handlers: { [S in Suffix]: Handler<Ops<'bahanBaku'> & `bahanBaku${S}`> } = {
    List: async ({ db, body, config }) => resource(config).list(db, body ?? {}),
    Add: async ({ tx, caller, body, config }) => ({
      message: text('done.added', { what: label }),
      datas: await tx((t) => resource(config).create(t, actor(caller), body)),
    }),
    Update: async ({ tx, caller, body, config, db }) => {
      const file = await halalFileOf(db, body.id);
      const datas = await tx((t) => resource(config).update(t, actor(caller), body));
      // A certificate's file goes with it once the material is no longer certified (halalValues).
      if (file && !datas.halalFile?.endsWith(file)) await removeCertificate(config.dataDir, file);
      return { message: text('done.updated', { what: label }), datas };
    },
    Delete: async ({ tx, caller, params, config, db }) => {
      const file = await halalFileOf(db, params.id);
      await tx((t) => resource(config).remove(t, actor(caller), params.id));
      await removeCertificate(config.dataDir, file);
      return { message: text('done.deleted', { what: label }), id: params.id };
    },

    RestockList: async ({ db, body }) =>
      logPage(db, kind, withDefaults<LogQuery>('MaterialLogListRequest', body)),
    RestockAdd: async ({ tx, caller, body, config }) => {
      const datas = await tx((t) => addLogEntry(t, stockContext(caller, config), kind, body));
      return {
        message: logDone(datas.category === 'restock' ? 'restock' : 'used', 'added'),
        datas,
      };
    },
    RestockUpdate: async ({ tx, caller, body, config }) => {
      const datas = await tx((t) => updateLogEntry(t, stockContext(caller, config), kind, body));
      return {
        message: logDone(datas.category === 'restock' ? 'restock' : 'used', 'updated'),
        datas,
      };
    },
    RestockDelete: async ({ tx, caller, params, config, req }) => {
      // The query is checked against the contract (LogCategoryQuery) before the handler runs.
      const { category } = req.query as { category: LogCategory };
      await tx((t) => deleteLogEntry(t, stockContext(caller, config), kind, category, params.id));
      return { message: logDone(category, 'deleted'), id: params.id };
    },
    RestockExport: exportHandler<'bahanBakuRestockExport', Restock | Usage, LogQuery>(
      { list: (tx, query) => logPage(tx, kind, query) },
      async (query, db) =>
        logExport(
          kind,
          query,
          await logTotals(db, kind, withDefaults<LogQuery>('MaterialLogListRequest', query)),
        ),
    ),

    StockList: async ({ db, body, config }) => materialStockPage(db, kind, todayOf(config), body ?? {}),
    GetStock: async ({ db, body, config }) =>
      lotPage(db, kind, todayOf(config), withDefaults('LotListRequest', body)),
    NeedRestock: async ({ db, config }) => {
      const datas = await materialsToRestock(db, kind, todayOf(config));
      return { datas, total: datas.length };
    },
    StockAdvice: async ({ db, body, config }) =>
      materialsRunningOut(db, kind, todayOf(config), body?.days ?? 7),
    StockCount: async ({ tx, caller, body, config }) => {
      const result = await tx((t) => countMaterial(t, stockContext(caller, config), kind, body));
      const variance = `${formatQty(toMilli(Math.abs(result.variance)), '').trim()} (${formatMoney(Math.abs(result.value))})`;
      const message = text('done.count', {
        state: result.dryRun ? 'dryRun' : result.datas ? 'recorded' : 'none',
        variance: `${result.variance < 0 ? '-' : ''}${variance}`,
      });
      return { message, ...result };
    },
    StockLot: async ({ db, params, config }) => lotDetail(db, kind, todayOf(config), params.id),
    LotLabel: async ({ db, params, body, reply }) =>
      sendLabels(reply, await lotLabel(db, kind, params.id), withDefaults('LabelRequest', body ?? {})),
  };
  return familyHandlers(SUFFIXES.map((s) => [`${prefix}${s}` as Ops<P>, handlers[s]] as const));
}

export const bahanBakuHandlers = materialHandlers('bahanBaku', 'raw');
export const bahanKemasanHandlers = materialHandlers('bahanKemasan', 'packaging');

export const packagingHandlers: HandlerGroup<
  'packagingList' | 'packagingAdd' | 'packagingUpdate' | 'packagingDelete'
> = {
  packagingList: async ({ db, body, config }) => packsOf(todayOf(config)).list(db, body ?? {}),
  packagingAdd: async ({ tx, caller, body, config }) => ({
    message: text('done.added', { what: kindName('pack') }),
    datas: await tx((t) => packsOf(todayOf(config)).create(t, actor(caller), body)),
  }),
  packagingUpdate: async ({ tx, caller, body, config }) => ({
    message: text('done.updated', { what: kindName('pack') }),
    datas: await tx((t) => packsOf(todayOf(config)).update(t, actor(caller), body)),
  }),
  packagingDelete: async ({ tx, caller, params, config }) => {
    await tx((t) => packsOf(todayOf(config)).remove(t, actor(caller), params.id));
    return { message: text('done.deleted', { what: kindName('pack') }), id: params.id };
  },
};
