/**
 * The material operations of the books' property test (restocks, usages and waste, their edits and deletes, stock
 * counts): for each, the request and what the model says must happen (the status, and the change to a draft of the
 * model once the answer names new ids).
 */
import type { Json } from '../helpers.js';
import {
  applyLots,
  heldOn,
  planLots,
  releaseUsage,
  removeUsage,
  type Lot,
  type Model,
  type Usage,
} from './model.js';
import { recapRuns } from './production.js';
import { type OpOf, type Step, type World, pick, qtyOf, refusedAtOnce, versionOf } from './world.js';

const kindPath = (m: Model, material: number) =>
  m.materials[material]!.kind === 'raw' ? '/api/bahanBaku' : '/api/bahanKemasan';

export async function restock(w: World, m: Model, op: OpOf<'restock'>): Promise<Step> {
  const date = w.day(op.bad === 'future' ? 1 : op.day);
  const material = m.materials[op.material]!;
  const expiry = op.expiry === null ? null : w.dayAfter(date, op.expiry);
  const body: Json = {
    category: 'restock',
    materialId: material.id,
    qty: qtyOf(op.bad === 'negative' ? -op.qty : op.qty),
    unitPrice: op.price,
    date,
    ...(expiry ? { expiryDate: expiry } : {}),
    ...(op.vendor ? { vendorId: w.vendorId } : {}),
  };
  const req = { url: `${kindPath(m, op.material)}/restock/add`, body };
  if (refusedAtOnce(op.bad)) return { expected: refusedAtOnce(op.bad), req };
  const lot: Lot = {
    id: 0,
    material: op.material,
    date,
    expiry,
    qty: op.qty,
    remaining: op.qty,
    unitPrice: op.price,
    vendor: op.vendor,
  };
  m.lots.push(lot);
  return { expected: 200, req, learn: (json) => void (lot.id = json.datas.id as number) };
}

export async function restockEdit(w: World, m: Model, op: OpOf<'restockEdit'>): Promise<Step | null> {
  const lot = pick(m.lots, op.lot);
  if (!lot) return null;
  const version = await versionOf(w, 'restocks', lot.id, op.bad === 'stale');
  const date = w.day(op.bad === 'future' ? 1 : op.day);
  const expiry = op.expiry === null ? null : w.dayAfter(date, op.expiry);
  const req = {
    url: `${kindPath(m, lot.material)}/restock/update`,
    body: {
      id: lot.id,
      version,
      category: 'restock',
      materialId: m.materials[lot.material]!.id,
      qty: qtyOf(op.qty),
      unitPrice: op.price ?? lot.unitPrice,
      date,
      ...(expiry ? { expiryDate: expiry } : {}),
      ...(lot.vendor ? { vendorId: w.vendorId } : {}),
    },
  };
  if (op.bad === 'stale') return { expected: 409, req };
  // A lot received against a purchase order is the vendor's bill: it changes only through its receipt (decision 051).
  if (lot.received) return op.bad === 'future' ? null : { expected: 409, req };
  if (op.bad === 'future') return { expected: 422, req };
  const used = lot.qty - lot.remaining;
  const firstUse = m.usages
    .filter((u) => u.takes.some((t) => t.id === lot.id))
    .map((u) => u.date)
    .sort()[0];
  // Nor may it expire before a usage that took from it (but waste and counts, which may take expired lots).
  const lastUse = m.usages
    .filter((u) => u.reason !== 'waste' && u.reason !== 'count' && u.takes.some((t) => t.id === lot.id))
    .map((u) => u.date)
    .sort()
    .at(-1);
  if (op.qty < used || (firstUse !== undefined && date > firstUse)) return { expected: 422, req };
  if (expiry !== null && lastUse !== undefined && expiry < lastUse) return { expected: 422, req };
  Object.assign(lot, {
    qty: op.qty,
    remaining: op.qty - used,
    date,
    expiry,
    unitPrice: op.price ?? lot.unitPrice,
  });
  // The batches made from it expire no later than it: refused if one was sold from after its new expiry.
  if (!recapRuns(m, lot.id)) return { expected: 409, req };
  return { expected: 200, req };
}

export async function restockDelete(_w: World, m: Model, op: OpOf<'restockDelete'>): Promise<Step | null> {
  const lot = pick(m.lots, op.lot);
  if (!lot) return null;
  const req = {
    method: 'DELETE' as const,
    url: `${kindPath(m, lot.material)}/restock/delete/${lot.id}?category=restock`,
  };
  if (lot.remaining < lot.qty || lot.received) return { expected: 409, req };
  m.lots.splice(m.lots.indexOf(lot), 1);
  return { expected: 200, req };
}

/** A manual usage, or waste (which may take expired lots). */
export async function use(w: World, m: Model, op: OpOf<'use'>): Promise<Step> {
  const date = w.day(op.bad === 'future' ? 1 : op.day);
  const req = {
    url: `${kindPath(m, op.material)}/restock/add`,
    body: {
      category: 'used',
      materialId: m.materials[op.material]!.id,
      qty: qtyOf(op.bad === 'negative' ? -op.qty : op.qty),
      date,
      ...(op.waste ? { reason: 'waste' } : {}),
    },
  };
  if (refusedAtOnce(op.bad)) return { expected: refusedAtOnce(op.bad), req };
  const plan = planLots(m, op.material, op.qty, date, op.waste);
  if (!plan.enough) return { expected: 409, req };
  applyLots(m, plan);
  const usage: Usage = {
    id: 0,
    material: op.material,
    date,
    qty: op.qty,
    reason: op.waste ? 'waste' : 'manual',
    takes: plan.takes,
  };
  m.usages.push(usage);
  return { expected: 200, req, learn: (json) => void (usage.id = json.datas.id as number) };
}

const recordedElsewhere = (u: Usage) => u.reason === 'production' || u.reason === 'order';

export async function useEdit(w: World, m: Model, op: OpOf<'useEdit'>): Promise<Step | null> {
  const usage = pick(m.usages, op.usage);
  if (!usage) return null;
  const date = w.day(op.day);
  const req = {
    url: `${kindPath(m, usage.material)}/restock/update`,
    body: {
      id: usage.id,
      version: await versionOf(w, 'usages', usage.id, op.bad === 'stale'),
      category: 'used',
      materialId: m.materials[usage.material]!.id,
      qty: qtyOf(op.qty),
      date,
    },
  };
  if (op.bad === 'stale' || recordedElsewhere(usage)) return { expected: 409, req };
  releaseUsage(m, usage);
  const plan = planLots(m, usage.material, op.qty, date, usage.reason !== 'manual');
  if (!plan.enough) return { expected: 409, req };
  applyLots(m, plan);
  Object.assign(usage, { qty: op.qty, date, takes: plan.takes });
  return { expected: 200, req };
}

export async function useDelete(_w: World, m: Model, op: OpOf<'useDelete'>): Promise<Step | null> {
  const usage = pick(m.usages, op.usage);
  if (!usage) return null;
  const req = {
    method: 'DELETE' as const,
    url: `${kindPath(m, usage.material)}/restock/delete/${usage.id}?category=used`,
  };
  if (recordedElsewhere(usage)) return { expected: 409, req };
  removeUsage(m, usage.id);
  return { expected: 200, req };
}

/** A stock count (opname): less than the system stock is a usage (reason count), more a lot without a vendor. */
export async function count(w: World, m: Model, op: OpOf<'count'>): Promise<Step> {
  const date = w.day(op.bad === 'future' ? 1 : op.day);
  const material = m.materials[op.material]!;
  const held = heldOn(m, op.material, date);
  const counted = Math.max(0, held + op.delta);
  const req = {
    url: `${kindPath(m, op.material)}/stock/count`,
    body: { materialId: material.id, counted: qtyOf(counted), date },
  };
  if (op.bad === 'future') return { expected: 422, req };
  const variance = counted - held;
  if (variance < 0) {
    const plan = planLots(m, op.material, -variance, date, true);
    applyLots(m, plan);
    const usage: Usage = {
      id: 0,
      material: op.material,
      date,
      qty: -variance,
      reason: 'count',
      takes: plan.takes,
    };
    m.usages.push(usage);
    return { expected: 200, req, learn: (json) => void (usage.id = json.datas.id as number) };
  }
  if (variance > 0) {
    const lot: Lot = {
      id: 0,
      material: op.material,
      date,
      expiry: null,
      qty: variance,
      remaining: variance,
      unitPrice: material.unitPrice,
      vendor: false,
    };
    m.lots.push(lot);
    return { expected: 200, req, learn: (json) => void (lot.id = json.datas.id as number) };
  }
  return { expected: 200, req };
}
