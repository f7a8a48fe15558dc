/**
 * Production runs (decision 008). A run, in one transaction, takes each raw-material input from the lots (a usage per
 * input, reason production) and makes a product batch holding its qty fresh. Editing keeps the run's id (and the
 * usage of each material that stays) and applies inputs and output again; deleting gives the inputs back to the same
 * lots and removes the batch, refused once any of it was sold. The batch's expiry is the earliest of the one given and
 * those of the lots its inputs took (issue 39, `expiryCap`).
 *
 * A run may also be `planned` (the production plan, decision 053): a row with no usage, no batch and no cost, which
 * no stock, book, report or trace reads. Starting it records it through the same steps as a new run (`recordRun`);
 * deleting it gives nothing back, as it took nothing.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { and, inList, one, rows } from '../../db/query.js';
import type { Schemas } from '../../lib/contract.js';
import { dateOrToday, expiryFrom } from '../../lib/dates.js';
import {
  conflict,
  invalid,
  missingReference,
  notFound,
  shortOfMany,
  staleVersion,
} from '../../lib/errors.js';
import {
  amountOf,
  fromMilli,
  MAX_MONEY,
  milliText,
  quantityOf,
  toMilli,
  type Milli,
} from '../../lib/quantity.js';
import { audit } from '../platform/audit.js';
import {
  changeBatch,
  createBatch,
  lockBatch,
  lockProducts,
  writeLedger,
  type LedgerEntry,
  type LockedProduct,
} from '../stock/batches.js';
import type { StockContext } from '../platform/context.js';
import { lockForCostChange, ordersOfBatches } from '../books/costs.js';
import { applySummaries, markOrders } from '../books/reportSummaries.js';
import { defineList, stampColumns } from '../platform/crud.js';
import {
  applyAllocations,
  insertUsages,
  lockMaterials,
  planAllocations,
  release,
  removeUsage,
  shortStock,
  type AllocationPlan,
  type LockedMaterial,
} from '../stock/lots.js';
import { capExpiry, FIRST_EXPIRING, type BatchExpiry } from '../stock/expiryCap.js';
import { bool, int, json, milli, num, row as rowShape, text } from '../../db/rowShape.js';
import { recipeInputs } from './recipes.js';
import {
  checkHalal,
  HALAL_OVERRIDE,
  storeOverride,
  type HalalPermit,
  type StoredOverride,
} from './halalCheck.js';
import { productionRecorded } from '../webhooks/events.js';
import { stockChanged } from '../webhooks/stockAlerts.js';

export type ProductionRun = Schemas['ProductionRun'];
type RunInput = Schemas['ProductionInput'];
type RunUpdate = Schemas['ProductionUpdate'];
type RunQuery = Schemas['ProductionListRequest'];
type RunStart = Schemas['ProductionStartRequest'];

// ---------- reading ----------

const RUN_FROM = sql`production_runs pr join products p on p.id = pr.product_id
  left join product_batches b on b.production_run_id = pr.id
  left join lateral (
    select sum(u.value) as cost,
      json_agg(json_build_object('usageId', u.id, 'materialId', m.id, 'name', m.name, 'unit', m.unit, 'qty', u.qty,
        'value', u.value) order by lower(m.name), m.id) as inputs
    from usages u join materials m on m.id = u.material_id
    where u.production_run_id = pr.id) i on true
  left join users cu on cu.id = pr.created_by
  left join restocks cr on cr.id = pr.expiry_capped_by_lot_id left join materials cm on cm.id = cr.material_id`;

/** What the run list's filters and search read: its count, value and quantities need no more (decision 035). */
const RUN_BASE = sql`production_runs pr join products p on p.id = pr.product_id`;

/** The lot that capped a run's expiry (`cr`, its material `cm`), as the contract's ExpiryCap, or null. */
export const EXPIRY_CAP = sql`case when cr.id is null then null else json_build_object('lotId', cr.id,
  'material', json_build_object('id', cm.id, 'name', cm.name, 'unit', cm.unit), 'batchCode', cr.batch_code,
  'expiryDate', cr.expiry_date::text) end`;

const RUN_COLUMNS = sql`${stampColumns('pr')}, pr.state, pr.date::text as date, pr.product_id as "productId",
  json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'unit', p.unit) as product, pr.qty::float8 as qty, pr.unit,
  pr.value, coalesce(i.cost, 0)::float8 as cost, pr.overhead_cost as "overheadCost",
  round((pr.material_cost + pr.overhead_cost) / pr.qty, 2)::float8 as "unitCost", pr.expiry_date::text as "expiryDate",
  pr.expiry_given::text as "expiryGiven", ${EXPIRY_CAP} as "expiryCap", pr.note, coalesce(i.inputs, '[]'::json) as inputs,
  case when b.id is null then null else json_build_object('id', b.id, 'fresh', b.fresh, 'frozen', b.frozen,
    'out', greatest(pr.qty - b.fresh - b.frozen, 0)) end as batch,
  case when cu.id is null then null else json_build_object('id', cu.id, 'name', cu.name) end as "createdBy",
  ${HALAL_OVERRIDE} as "halalOverride"`;

const runList = defineList<ProductionRun, RunQuery>({
  columns: RUN_COLUMNS,
  from: RUN_FROM,
  countFrom: RUN_BASE,
  key: sql`pr.id`,
  search: [sql`p.name`, sql`p.code`, sql`pr.note`],
  sort: {
    date: sql`pr.date`,
    product: sql`lower(p.name)`,
    qty: sql`pr.qty`,
    value: sql`pr.value`,
    updatedAt: sql`pr.updated_at`,
  },
  defaultSort: 'date',
  filters: {
    productId: (id) => sql`pr.product_id = ${id}`,
    dateFrom: (d) => sql`pr.date >= ${d}::date`,
    dateTo: (d) => sql`pr.date <= ${d}::date`,
    // Recorded runs unless planned ones are asked for (the contract's default): totals and exports add up only what
    // was made.
    state: (state) => sql`pr.state = ${state}`,
  },
});

/** A page of runs, with the value, cost and quantity per unit of every matching run. */
export async function runPage(tx: Tx, request: RunQuery) {
  // Recorded runs unless planned ones are asked for, whoever calls (the contract's default fills it for requests).
  const query: RunQuery = { ...request, state: request.state ?? 'recorded' };
  const page = await runList.list(tx, query);
  const where = runList.where(query);
  // Set-based rather than through each run's lateral: a month is ≈ 12k runs at 1M orders. The cost is what each
  // run's inputs show, summed: the value kept on each usage (migration 0017).
  const sums = await one(
    tx,
    sql`select (select coalesce(sum(pr.value), 0)::float8 from ${RUN_BASE} where ${where}) as value,
          (select coalesce(sum(u.value), 0)::float8
            from ${RUN_BASE} join usages u on u.production_run_id = pr.id where ${where}) as cost`,
    rowShape({ value: num, cost: num }),
  );
  const quantities = await rows(
    tx,
    sql`select pr.unit, sum(pr.qty)::float8 as qty from ${RUN_BASE} where ${where} group by pr.unit order by pr.unit`,
    rowShape({ unit: text<Schemas['Unit']>(), qty: num }),
  );
  return { ...page, totals: { value: sums?.value ?? 0, cost: sums?.cost ?? 0, quantities } };
}

export async function getRun(tx: Tx, id: number): Promise<ProductionRun> {
  const run = await one<ProductionRun>(
    tx,
    sql`select ${RUN_COLUMNS} from ${RUN_FROM} where ${and(sql`pr.id = ${id}`)}`,
  );
  if (!run) throw notFound('production');
  return run;
}

// ---------- writing ----------

interface CheckedRun {
  date: string;
  expiryDate: string | null;
  qty: Milli;
  note: string | null;
  product: LockedProduct;
  inputs: Array<{ index: number; material: LockedMaterial; qty: Milli }>;
}

/** Each input's quantity, each material once (422 on `inputs.N.…`). */
function checkInputLines(lines: RunInput['inputs']) {
  const seen = new Map<number, number>();
  return lines.map((line, index) => {
    const first = seen.get(line.materialId);
    if (first !== undefined)
      throw invalid(`inputs.${index}.materialId`, 'production.duplicateMaterial', { line: first + 1 });
    seen.set(line.materialId, index);
    return {
      index,
      materialId: line.materialId,
      qty: quantityOf(`inputs.${index}.qty`, line.qty, { positive: true }),
    };
  });
}

/**
 * Checks a run's input and locks what it changes, materials first (also `alsoMaterials`, a run's former inputs), then
 * the product(s).
 */
async function checkRun(
  tx: Tx,
  ctx: StockContext,
  input: RunInput,
  alsoMaterials: number[] = [],
  alsoProducts: number[] = [],
): Promise<CheckedRun> {
  const date = dateOrToday('date', input.date, ctx.today);
  const expiryDate = expiryFrom('expiryDate', input.expiryDate, date);
  const qty = quantityOf('qty', input.qty, { positive: true });
  const lines = checkInputLines(input.inputs);
  const materials = await lockMaterials(tx, [...lines.map((l) => l.materialId), ...alsoMaterials]);
  const products = await lockProducts(tx, [input.productId, ...alsoProducts]);
  const product = products.get(input.productId);
  if (!product) throw missingReference('productId', 'product');
  if (!product.active) throw invalid('productId', 'product.inactive', { name: product.name });
  const inputs = lines.map((l) => {
    const material = materials.get(l.materialId);
    if (!material || material.kind !== 'raw')
      throw missingReference(`inputs.${l.index}.materialId`, 'rawMaterial');
    return { index: l.index, material, qty: l.qty };
  });
  return { date, expiryDate, qty, note: input.note?.trim() || null, product, inputs };
}

/**
 * Plans every input (lots dated on or before the run, not expired then); any short input refuses the run with 409,
 * each short input named on its field, `available` that of the first.
 */
async function planInputs(tx: Tx, run: CheckedRun): Promise<AllocationPlan[]> {
  const plans = await planAllocations(
    tx,
    run.inputs.map((i) => ({ materialId: i.material.id, qty: i.qty })),
    { date: run.date, includeExpired: false },
  );
  const short = run.inputs.flatMap((input, i) =>
    plans[i]!.enough ? [] : [shortStock(`inputs.${input.index}.qty`, input.material, plans[i]!)],
  );
  if (short.length === 1) throw short[0]!;
  if (short.length > 1) {
    throw shortOfMany(short, 'material');
  }
  return plans;
}

/**
 * The batch's expiry (issue 39): the earliest of the expiry given and the expiry dates of the lots the inputs take; a
 * lot without an expiry caps nothing, and with none given a lot's alone sets it (a batch does not outlive what went
 * into it). Of lots expiring the same day the oldest, then the first recorded, is named; a lot expiring on the day
 * given leaves the date given standing. The plans' lots are locked already (planAllocations).
 */
async function expiryCap(tx: Tx, given: string | null, plans: AllocationPlan[]): Promise<BatchExpiry> {
  const lots = [...new Set(plans.flatMap((p) => p.takes.map((take) => take.restockId)))];
  const first = lots.length
    ? await one(
        tx,
        sql`select r.id, r.expiry_date::text as "expiryDate" from restocks r
            where r.id in ${inList(lots)} and ${FIRST_EXPIRING}`,
        rowShape({ id: int, expiryDate: text }),
      )
    : undefined;
  return capExpiry(given, first);
}

function runValue(run: Pick<CheckedRun, 'qty' | 'product'>, field = 'qty'): number {
  const value = amountOf(run.qty, run.product.price);
  if (value > MAX_MONEY) throw invalid(field, 'production.valueTooLarge');
  return value;
}

/** Labour and overhead: the product's rate × the qty made, or its amount per run (0 when the product has none). */
function runOverhead(run: CheckedRun): number {
  const { overheadCost, overheadPer } = run.product;
  const cost = overheadPer === 'run' ? overheadCost : amountOf(run.qty, overheadCost);
  if (cost > MAX_MONEY) throw invalid('qty', 'production.valueTooLarge', { rule: 'cost' });
  return cost;
}

const materialIdsOf = (run: CheckedRun) => run.inputs.map((i) => i.material.id);

/** A run's override as kept (its user by id), or null. */
async function keptOverride(tx: Tx, id: number): Promise<StoredOverride | null> {
  const found = await one(
    tx,
    sql`select halal_override as o from production_runs where id = ${id}`,
    rowShape({ o: json<StoredOverride>().nullable }),
  );
  return found?.o ?? null;
}

const usageNote = (run: CheckedRun) => `Produksi ${run.product.code} ${run.date}`;

/**
 * Records a checked run: a usage per input taken from the lots, and a batch holding its qty fresh. A new run's row is
 * inserted; a planned run's (`plannedId`, locked) becomes recorded in place. Answers the run's id.
 */
async function recordRun(tx: Tx, ctx: StockContext, run: CheckedRun, plannedId?: number): Promise<number> {
  const plans = await planInputs(tx, run);
  const expiry = await expiryCap(tx, run.expiryDate, plans);
  const qty = milliText(run.qty);
  const row =
    plannedId === undefined
      ? await one(
          tx,
          sql`insert into production_runs (date, product_id, qty, unit, value, overhead_cost, expiry_date, expiry_given,
                expiry_capped_by_lot_id, note, created_by)
              values (${run.date}, ${run.product.id}, ${qty}::numeric, ${run.product.unit}, ${runValue(run)},
                      ${runOverhead(run)}, ${expiry.expiryDate}, ${run.expiryDate}, ${expiry.cappedBy}, ${run.note}, ${ctx.userId})
              returning id`,
          rowShape({ id: int }),
        )
      : await one(
          tx,
          sql`update production_runs set state = 'recorded', date = ${run.date}, qty = ${qty}::numeric,
                unit = ${run.product.unit}, value = ${runValue(run)}, overhead_cost = ${runOverhead(run)},
                expiry_date = ${expiry.expiryDate}, expiry_given = ${run.expiryDate},
                expiry_capped_by_lot_id = ${expiry.cappedBy}, note = ${run.note}, version = version + 1, updated_at = now()
              where id = ${plannedId} and state = 'planned'
              returning id`,
          rowShape({ id: int }),
        );
  const id = row!.id;
  const usageIds = await insertUsages(
    tx,
    ctx,
    run.inputs.map((input) => ({
      materialId: input.material.id,
      date: run.date,
      qty: input.qty,
      reason: 'production',
      note: usageNote(run),
      productionRunId: id,
    })),
  );
  await applyAllocations(
    tx,
    usageIds.map((usageId, i) => ({ usageId, plan: plans[i]! })),
  );
  await createBatch(
    tx,
    {
      productId: run.product.id,
      productionRunId: id,
      date: run.date,
      expiryDate: expiry.expiryDate,
      bucket: 'fresh',
      qty: run.qty,
    },
    { reason: 'production', date: run.date, productionRunId: id, userId: ctx.userId },
  );
  return id;
}

/** Records a run: a usage per input taken from the lots, and a batch holding its qty fresh. */
export async function createRun(
  tx: Tx,
  ctx: StockContext,
  input: RunInput,
  halal: HalalPermit = { mayOverride: false },
): Promise<ProductionRun> {
  const run = await checkRun(tx, ctx, input);
  const override = await checkHalal(tx, ctx.userId, materialIdsOf(run), run.date, {
    ...halal,
    override: input.halalOverride,
  });
  const id = await recordRun(tx, ctx, run);
  await storeOverride(tx, id, override);
  const after = await getRun(tx, id);
  await audit(tx, { userId: ctx.userId, action: 'create', entity: 'production', entityId: id, after });
  await productionRecorded(tx, after);
  return after;
}

/**
 * Starts a planned run: it is recorded as a new run would be (`recordRun`: inputs taken from the lots, a batch made),
 * with the date (today when left out), qty (the planned one) and inputs given, or its product's recipe for the qty
 * (`recipeInputs`). 409 when it is recorded already; 422 `production.noRecipe` without inputs nor recipe.
 */
export async function startRun(
  tx: Tx,
  ctx: StockContext,
  input: RunStart,
  halal: HalalPermit = { mayOverride: false },
): Promise<ProductionRun> {
  const before = await lockRun(tx, input.id);
  if (before.version !== input.version) throw staleVersion();
  if (before.state !== 'planned') throw conflict('production.notPlanned', {});
  const qty = input.qty ?? before.qty;
  const inputs = input.inputs ?? (await recipeInputs(tx, before.productId, toMilli(qty)));
  if (!inputs.length) throw invalid('inputs', 'production.noRecipe', { name: before.product.name });
  const run = await checkRun(tx, ctx, {
    date: input.date,
    productId: before.productId,
    qty,
    expiryDate: input.expiryDate ?? null,
    note: input.note === undefined ? before.note : input.note,
    inputs,
  });
  const override = await checkHalal(tx, ctx.userId, materialIdsOf(run), run.date, {
    ...halal,
    override: input.halalOverride,
  });
  await recordRun(tx, ctx, run, before.id);
  await storeOverride(tx, before.id, override);
  const after = await getRun(tx, before.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'production',
    entityId: before.id,
    before,
    after,
  });
  await productionRecorded(tx, after);
  return after;
}

/**
 * Plans runs on `date` (today or later), one per line (a product once): rows in state `planned` with the qty, the
 * value at the product's price and nothing else: no usage, no batch, no overhead, no expiry (decision 053).
 */
export async function planRuns(
  tx: Tx,
  ctx: StockContext,
  input: { date: string; note?: string | null; lines: Array<{ productId: number; qty: number }> },
): Promise<ProductionRun[]> {
  if (input.date < ctx.today) throw invalid('date', 'plan.pastDate', { today: ctx.today });
  const seen = new Map<number, number>();
  const lines = input.lines.map((line, index) => {
    const first = seen.get(line.productId);
    if (first !== undefined)
      throw invalid(`lines.${index}.productId`, 'plan.duplicateProduct', { line: first + 1 });
    seen.set(line.productId, index);
    return {
      index,
      productId: line.productId,
      qty: quantityOf(`lines.${index}.qty`, line.qty, { positive: true }),
    };
  });
  const products = await lockProducts(
    tx,
    lines.map((l) => l.productId),
  );
  const note = input.note?.trim() || null;
  const values = lines.map((line) => {
    const product = products.get(line.productId);
    if (!product) throw missingReference(`lines.${line.index}.productId`, 'product');
    if (!product.active)
      throw invalid(`lines.${line.index}.productId`, 'product.inactive', { name: product.name });
    const value = runValue({ qty: line.qty, product }, `lines.${line.index}.qty`);
    return sql`(${input.date}::date, ${product.id}::int, ${milliText(line.qty)}::numeric, ${product.unit}::text,
      ${value}::bigint, ${note}::text, ${ctx.userId}::int)`;
  });
  const ids = await rows(
    tx,
    sql`insert into production_runs (state, date, product_id, qty, unit, value, note, created_by)
        select 'planned', v.* from (values ${sql.join(values, sql`, `)}) as v(date, product_id, qty, unit, value, note, created_by)
        returning id`,
    rowShape({ id: int }),
  );
  const runs: ProductionRun[] = [];
  for (const { id } of ids) {
    const after = await getRun(tx, id);
    await audit(tx, { userId: ctx.userId, action: 'create', entity: 'production', entityId: id, after });
    runs.push(after);
  }
  return runs.sort((a, b) => a.id - b.id);
}

/**
 * The first date the batch gave anything out (sale, move, waste, count), and the last date it was sold from (sales
 * take only batches not expired on their date), or null.
 */
async function movements(
  tx: Tx,
  batchId: number,
): Promise<{ first: string | null; lastSale: string | null }> {
  const row = await one(
    tx,
    sql`select min(date)::text as first, (max(date) filter (where reason = 'sale'))::text as "lastSale"
        from product_ledger where batch_id = ${batchId} and reason <> 'production'`,
    rowShape({ first: text.nullable, lastSale: text.nullable }),
  );
  return { first: row?.first ?? null, lastSale: row?.lastSale ?? null };
}

/** Changes a run in place: its inputs go back to their lots and are taken again, its batch follows the new qty. */
/** A run with its row locked (a concurrent edit or delete has finished, or waits for this one), or 404. */
async function lockRun(tx: Tx, id: number): Promise<ProductionRun> {
  await one(tx, sql`select id from production_runs where id = ${id} for update`);
  return getRun(tx, id);
}

export async function updateRun(
  tx: Tx,
  ctx: StockContext,
  input: RunUpdate,
  halal: HalalPermit = { mayOverride: false },
): Promise<ProductionRun> {
  // What was sold from its batch may cost something else after: the orders' cost is marked and applied (books/costs.ts).
  await lockForCostChange(tx);
  const before = await lockRun(tx, input.id);
  if (before.version !== input.version) throw staleVersion();
  if (before.state === 'planned') throw conflict('production.plannedLocked', {});
  const run = await checkRun(
    tx,
    ctx,
    input,
    before.inputs.map((i) => i.materialId),
    [before.productId],
  );
  // An edit keeps the run's override for the same materials; another uncertified material needs a new one.
  const override = await checkHalal(
    tx,
    ctx.userId,
    materialIdsOf(run),
    run.date,
    { ...halal, override: input.halalOverride },
    await keptOverride(tx, before.id),
  );
  const batch = before.batch ? await lockBatch(tx, before.batch.id) : undefined;
  if (!batch) throw new Error(`production run ${before.id} has no batch`);

  const { first: moved, lastSale } = await movements(tx, batch.id);
  if (run.product.id !== before.productId && moved) {
    throw conflict('production.movedProduct', { moved }, ['productId']);
  }
  if (moved && run.date > moved) {
    throw conflict('production.movedDate', { moved }, ['date']);
  }

  // Inputs: everything goes back to its lots first, then the new inputs are planned and taken (same usage per material).
  // The expiry is worked out again from the lots they take: given or capped, not before the last sale (a failed
  // check rolls the release back with the rest).
  const costs = await markOrders(tx, await ordersOfBatches(tx, [batch.id]));
  const usageOf = new Map(before.inputs.map((i) => [i.materialId, i.usageId]));
  await release(tx, [...usageOf.values()]);
  const plans = await planInputs(tx, run);
  const expiry = await expiryCap(tx, run.expiryDate, plans);
  if (lastSale && expiry.expiryDate && expiry.expiryDate < lastSale) {
    throw conflict('production.soldExpiry', { lastSale }, ['expiryDate']);
  }
  const kept = run.inputs.filter((line) => usageOf.has(line.material.id));
  const added = run.inputs.filter((line) => !usageOf.has(line.material.id));
  for (const line of kept) {
    await tx.execute(sql`
      update usages set date = ${run.date}, qty = ${milliText(line.qty)}::numeric, note = ${usageNote(run)},
        version = version + 1, updated_at = now()
      where id = ${usageOf.get(line.material.id)!}`);
  }
  const addedIds = await insertUsages(
    tx,
    ctx,
    added.map((line) => ({
      materialId: line.material.id,
      date: run.date,
      qty: line.qty,
      reason: 'production',
      note: usageNote(run),
      productionRunId: before.id,
    })),
  );
  const idOf = new Map([
    ...kept.map((l) => [l.material.id, usageOf.get(l.material.id)!] as const),
    ...added.map((l, i) => [l.material.id, addedIds[i]!] as const),
  ]);
  await applyAllocations(
    tx,
    run.inputs.map((line, i) => ({ usageId: idOf.get(line.material.id)!, plan: plans[i]! })),
  );
  const dropped = before.inputs.filter((i) => !idOf.has(i.materialId)).map((i) => i.usageId);
  await removeUsage(tx, dropped);

  // Output.
  const entry: LedgerEntry = {
    reason: 'production',
    date: run.date,
    productionRunId: before.id,
    userId: ctx.userId,
  };
  if (run.product.id !== before.productId) {
    // Nothing left the batch: its production entries are rewritten for the right product.
    await tx.execute(sql`delete from product_ledger where batch_id = ${batch.id}`);
    await tx.execute(sql`
      update product_batches set product_id = ${run.product.id}, fresh = ${milliText(run.qty)}::numeric, frozen = 0,
        version = version + 1, updated_at = now()
      where id = ${batch.id}`);
    await writeLedger(tx, [{ batchId: batch.id, bucket: 'fresh', qty: run.qty }], entry);
  } else {
    await applyOutput(tx, batch, run, toMilli(before.qty), entry);
  }
  await tx.execute(
    sql`update product_batches set date = ${run.date}, expiry_date = ${expiry.expiryDate} where id = ${batch.id}`,
  );

  const value =
    run.qty !== toMilli(before.qty) || run.product.id !== before.productId ? runValue(run) : before.value;
  await tx.execute(sql`
    update production_runs set date = ${run.date}, product_id = ${run.product.id}, qty = ${milliText(run.qty)}::numeric,
      unit = ${run.product.unit}, value = ${value}, overhead_cost = ${runOverhead(run)}, expiry_date = ${expiry.expiryDate},
      expiry_given = ${run.expiryDate}, expiry_capped_by_lot_id = ${expiry.cappedBy}, note = ${run.note}, version = version + 1, updated_at = now()
    where id = ${before.id}`);
  await storeOverride(tx, before.id, override);
  await applySummaries(tx, costs);
  const after = await getRun(tx, before.id);
  await audit(tx, {
    userId: ctx.userId,
    action: 'update',
    entity: 'production',
    entityId: before.id,
    before,
    after,
  });
  return after;
}

/**
 * A new qty for a run's batch: more goes to fresh; less comes out of fresh, then frozen. What has already left the
 * batch (sold, wasted) cannot be undone: a qty below it is refused (409 on qty).
 */
async function applyOutput(
  tx: Tx,
  batch: NonNullable<Awaited<ReturnType<typeof lockBatch>>>,
  run: CheckedRun,
  before: Milli,
  entry: LedgerEntry,
) {
  const delta = run.qty - before;
  if (delta === 0) return;
  if (delta > 0) {
    await changeBatch(tx, batch, run.product, [{ bucket: 'fresh', qty: delta }], { ...entry, field: 'qty' });
    return;
  }
  const held = batch.fresh + batch.frozen;
  if (held + delta < 0) {
    const out = before - held;
    throw conflict('production.qtyBelowOut', { out: fromMilli(out), unit: run.product.unit }, ['qty']);
  }
  const fromFresh = Math.min(batch.fresh, -delta);
  await changeBatch(
    tx,
    batch,
    run.product,
    [
      { bucket: 'fresh', qty: -fromFresh },
      { bucket: 'frozen', qty: -(-delta - fromFresh) },
    ],
    { ...entry, field: 'qty' },
  );
}

/**
 * Deletes a run: its inputs go back to the same lots and its batch is removed; refused (409) once any of it was sold. A
 * planned run has neither: its row goes.
 */
export async function deleteRun(tx: Tx, ctx: StockContext, id: number): Promise<ProductionRun> {
  const before = await lockRun(tx, id);
  await lockMaterials(
    tx,
    before.inputs.map((i) => i.materialId),
  );
  if (before.batch) {
    const batch = await lockBatch(tx, before.batch.id);
    const sold = await one(
      tx,
      sql`select (coalesce(-sum(qty) filter (where reason in ('sale', 'return')), 0) * 1000)::bigint as qty,
            exists (select 1 from transaction_batches where batch_id = ${batch!.id}) as "inOrders"
          from product_ledger where batch_id = ${batch!.id}`,
      rowShape({ qty: milli, inOrders: bool }),
    );
    if (sold && (sold.qty > 0 || sold.inOrders)) {
      throw conflict('production.soldUndeletable', { sold: fromMilli(Number(sold.qty)), unit: before.unit });
    }
  }
  await removeUsage(
    tx,
    before.inputs.map((i) => i.usageId),
  );
  if (before.batch) await tx.execute(sql`delete from product_batches where id = ${before.batch.id}`);
  // The batch's stock went without a ledger row: a fall below the minimum is told (decision 065).
  if (before.batch) await stockChanged(tx, 'product', { ids: [before.productId] });
  await tx.execute(sql`delete from production_runs where id = ${id}`);
  await audit(tx, { userId: ctx.userId, action: 'delete', entity: 'production', entityId: id, before });
  return before;
}
