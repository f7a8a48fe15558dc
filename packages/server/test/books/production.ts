/**
 * The production operations of the books' property test: runs take their inputs from the lots (first-expiring
 * first) and make a batch holding their qty fresh; an edit gives the inputs back and takes them again, and the batch
 * follows; a delete is refused once anything of the batch was sold.
 */
import type { Json } from '../helpers.js';
import {
  applyLots,
  batchOf,
  changeBatch,
  firstMovement,
  planLots,
  RAW,
  releaseUsage,
  removeUsage,
  type Batch,
  type Model,
  type Run,
  type Usage,
} from './model.js';
import { type OpOf, type Step, type World, pick, qtyOf, refusedAtOnce, versionOf } from './world.js';

function runBody(w: World, m: Model, op: OpOf<'produce'> | OpOf<'produceEdit'>, date: string) {
  const expiry = op.expiry === null ? null : w.dayAfter(date, op.expiry);
  return {
    expiry,
    body: {
      productId: m.products[op.product]!.id,
      qty: qtyOf(op.bad === 'negative' ? -op.qty : op.qty),
      date,
      ...(expiry ? { expiryDate: expiry } : {}),
      inputs: op.inputs.map((i) => ({ materialId: m.materials[RAW[i.material]!]!.id, qty: qtyOf(i.qty) })),
    },
  };
}

/** Plans every input of a run (each material once), all or nothing; answers the new usages, or null when short. */
function takeInputs(m: Model, inputs: OpOf<'produce'>['inputs'], date: string): Usage[] | null {
  const plans = inputs.map((i) => planLots(m, RAW[i.material]!, i.qty, date, false));
  if (plans.some((p) => !p.enough)) return null;
  return inputs.map((i, n) => {
    applyLots(m, plans[n]!);
    return {
      id: 0,
      material: RAW[i.material]!,
      date,
      qty: i.qty,
      reason: 'production',
      takes: plans[n]!.takes,
    };
  });
}

/**
 * The batch's expiry (issue 39): the earliest of the one given and those of the lots the run's inputs took (a lot
 * without one caps nothing; with none given, a lot's alone sets it).
 */
function cappedExpiry(m: Model, given: string | null, usages: Usage[]): string | null {
  const lots = usages.flatMap((u) => u.takes.map((t) => m.lots.find((l) => l.id === t.id)!.expiry));
  return (
    [given, ...lots].filter((e): e is string => e !== null).sort((a, b) => a.localeCompare(b))[0] ?? null
  );
}

/** The last day a batch was sold from, if ever. */
const lastSaleOf = (batch: Batch) =>
  batch.ledger
    .filter((r) => r.reason === 'sale')
    .map((r) => r.date)
    .sort()
    .at(-1);

/**
 * After a lot's expiry was corrected (decision 050): each run that took it expires on the earliest of its date given
 * and its lots' again, and its batch with it. False (the correction refused, 409) when a batch would then have been
 * sold from after its expiry.
 */
export function recapRuns(m: Model, lotId: number): boolean {
  const changes: Array<[Run, string | null]> = [];
  for (const run of m.runs) {
    const usages = [...run.inputs.values()].map((id) => m.usages.find((u) => u.id === id)!);
    if (!usages.some((u) => u.takes.some((t) => t.id === lotId))) continue;
    const capped = cappedExpiry(m, run.given, usages);
    if (capped === run.expiry) continue;
    const sold = lastSaleOf(batchOf(m, run.batch));
    if (capped !== null && sold !== undefined && capped < sold) return false;
    changes.push([run, capped]);
  }
  for (const [run, capped] of changes) {
    run.expiry = capped;
    batchOf(m, run.batch).expiry = capped;
  }
  return true;
}

/** Learns the ids of a run's usages from its answer (`inputs`: usageId per materialId). */
function learnInputs(m: Model, run: Run, usages: Usage[], json: Json) {
  for (const input of json.datas.inputs as Json[]) {
    const material = m.materials.findIndex((x) => x.id === input.materialId);
    run.inputs.set(material, input.usageId as number);
    const usage = usages.find((u) => u.material === material);
    if (usage) usage.id = input.usageId as number;
  }
}

export async function produce(w: World, m: Model, op: OpOf<'produce'>): Promise<Step> {
  const date = w.day(op.bad === 'future' ? 1 : op.day);
  const { expiry, body } = runBody(w, m, op, date);
  const req = { url: '/api/produksi/add', body };
  if (refusedAtOnce(op.bad)) return { expected: refusedAtOnce(op.bad), req };
  const usages = takeInputs(m, op.inputs, date);
  if (!usages) return { expected: 409, req };
  m.usages.push(...usages);
  const capped = cappedExpiry(m, expiry, usages);
  const batch: Batch = {
    id: 0,
    product: op.product,
    date,
    expiry: capped,
    fresh: op.qty,
    frozen: 0,
    run: 0,
    ledger: [],
  };
  batch.ledger.push({ bucket: 'fresh', qty: op.qty, reason: 'production', date });
  m.batches.push(batch);
  const run: Run = {
    id: 0,
    product: op.product,
    date,
    given: expiry,
    expiry: capped,
    qty: op.qty,
    batch: 0,
    inputs: new Map(),
  };
  m.runs.push(run);
  return {
    expected: 200,
    req,
    learn: (json) => {
      run.id = batch.run = json.datas.id as number;
      run.batch = batch.id = json.datas.batch.id as number;
      learnInputs(m, run, usages, json);
    },
  };
}

export async function produceEdit(w: World, m: Model, op: OpOf<'produceEdit'>): Promise<Step | null> {
  const run = pick(m.runs, op.run);
  if (!run) return null;
  const date = w.day(op.day);
  const { expiry, body } = runBody(w, m, op, date);
  const req = {
    url: '/api/produksi/update',
    body: { id: run.id, version: await versionOf(w, 'production_runs', run.id, op.bad === 'stale'), ...body },
  };
  if (op.bad === 'stale') return { expected: 409, req };
  const batch = batchOf(m, run.batch);
  const moved = firstMovement(batch);
  const productChange = op.product !== run.product;
  if (moved && (productChange || date > moved)) return { expected: 409, req };
  const before = new Map(run.inputs);
  for (const id of before.values())
    releaseUsage(
      m,
      m.usages.find((u) => u.id === id)!,
    );
  const taken = takeInputs(m, op.inputs, date);
  if (!taken) return { expected: 409, req };
  // Nor may it expire before a sale from its batch: the expiry as capped by the lots now taken (a refused step's
  // draft of the model is dropped).
  const capped = cappedExpiry(m, expiry, taken);
  const lastSale = lastSaleOf(batch);
  if (capped !== null && lastSale !== undefined && capped < lastSale) return { expected: 409, req };
  const added: Usage[] = [];
  for (const usage of taken) {
    const kept = before.get(usage.material);
    if (kept === undefined) added.push(usage);
    else
      Object.assign(
        m.usages.find((u) => u.id === kept)!,
        { date, qty: usage.qty, takes: usage.takes },
      );
  }
  for (const [material, id] of before)
    if (!taken.some((u) => u.material === material)) m.usages = m.usages.filter((u) => u.id !== id);
  m.usages.push(...added);
  run.inputs = new Map([...before].filter(([material]) => taken.some((u) => u.material === material)));
  if (productChange) {
    // Its ledger is written anew: the new product's production, nothing else (it never moved).
    Object.assign(batch, { product: op.product, fresh: 0, frozen: 0, ledger: [] });
    changeBatch(m, batch.id, 'fresh', op.qty, 'production', date);
  } else {
    const delta = op.qty - run.qty;
    if (batch.fresh + batch.frozen + delta < 0) return { expected: 409, req };
    const fromFresh = Math.min(batch.fresh, Math.max(-delta, 0));
    if (delta > 0) changeBatch(m, batch.id, 'fresh', delta, 'production', date);
    else {
      changeBatch(m, batch.id, 'fresh', -fromFresh, 'production', date);
      changeBatch(m, batch.id, 'frozen', -(-delta - fromFresh), 'production', date);
    }
  }
  Object.assign(batch, { date, expiry: capped });
  Object.assign(run, { product: op.product, date, given: expiry, expiry: capped, qty: op.qty });
  return { expected: 200, req, learn: (json) => learnInputs(m, run, added, json) };
}

export async function produceDelete(_w: World, m: Model, op: OpOf<'produceDelete'>): Promise<Step | null> {
  const run = pick(m.runs, op.run);
  if (!run) return null;
  const req = { method: 'DELETE' as const, url: `/api/produksi/delete/${run.id}` };
  const batch = batchOf(m, run.batch);
  const sold = -batch.ledger
    .filter((r) => r.reason === 'sale' || r.reason === 'return')
    .reduce((s, r) => s + r.qty, 0);
  const inOrders = m.orders.some((o) =>
    o.packs.some((p) => p.lines.some((l) => l.takes.some((t) => t.id === batch.id))),
  );
  if (sold > 0 || inOrders) return { expected: 409, req };
  for (const id of run.inputs.values()) removeUsage(m, id);
  m.batches = m.batches.filter((b) => b !== batch);
  m.runs = m.runs.filter((r) => r !== run);
  return { expected: 200, req };
}
