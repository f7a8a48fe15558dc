/**
 * Material lots (decision 008). A restock is one lot; a usage takes from the lots of its material first-expiring
 * first, then oldest first, all or nothing, and records what it took from each lot (`usage_lots`), so that deleting or
 * editing it gives exactly that back to the same lots.
 *
 * Locks: every change to a material's lots runs under the material's row lock (`for no key update`, taken in id order
 * by `lockMaterials`, so writers of several materials never deadlock and restocks can still be inserted meanwhile),
 * then under the locks of the lots themselves, taken in allocation order (`for update`). A usage never sees a lot
 * another transaction is changing, and two usages never take the same stock.
 *
 * Quantities here are thousandths (see lib/quantity.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { inList, one, rows } from '../../db/query.js';
import { AppError, missingReference, shortParams } from '../../lib/errors.js';
import { fromMilli, milliText, type Milli } from '../../lib/quantity.js';
import type { Actor } from '../platform/crud.js';
import type { Writer } from '../platform/context.js';
import { bool, int, milli, num, row, text } from '../../db/rowShape.js';
import { stockChanged } from '../webhooks/stockAlerts.js';

export type MaterialKind = 'raw' | 'packaging';
export type UsageReason = 'manual' | 'production' | 'order' | 'count' | 'waste';

/** A material as the stock services need it, its row locked. */
export interface LockedMaterial {
  id: number;
  kind: MaterialKind;
  name: string;
  unit: string;
  unitPrice: number;
  packagingType: 'consumable' | 'pack' | null;
  /** A pack's price (what an order's pack of it costs the customer), null when none is set. */
  packPrice: number | null;
}

/** What a usage took from one lot. */
export interface LotTake {
  restockId: number;
  qty: Milli;
}

/** Which lots a usage may take from. */
export interface LotWindow {
  /** The usage's date: lots restocked later are not there yet. */
  date: string;
  /** Waste and stock counts take expired lots too; other usages only lots not expired on `date`. */
  includeExpired: boolean;
  /** Waste and stock counts take recalled or QC-held lots too (decision 055); nothing else does. @default false */
  includeBlocked?: boolean;
}

/** A usage's allocation before it is written: the lots it would take, and what the lots hold. */
export interface AllocationPlan {
  materialId: number;
  qty: Milli;
  takes: LotTake[];
  /** What the lots the usage may take from hold. */
  available: Milli;
  /** What expired lots it may not take from hold (blocked ones not counted again). */
  expired: Milli;
  /** What recalled or QC-held lots it may not take from hold (decision 055). */
  blocked: Milli;
  enough: boolean;
  /** What the takes are worth in rupiah: Σ qty × the lot's unit price, rounded (the usage's `value`). */
  value: number;
}

/**
 * Σ qty × unit price of takes, rounded as PostgreSQL rounds numeric (half up: both are never negative), exact in
 * thousandths whatever the amounts (migration 0017 keeps the same sum on each usage).
 */
export function takesValue(takes: Array<{ qty: Milli; unitPrice: number }>): number {
  const thousandths = takes.reduce((sum, t) => sum + BigInt(t.qty) * BigInt(t.unitPrice), 0n);
  return Number((thousandths + 500n) / 1000n);
}

/** Reasons whose usages may take expired lots, and recalled or QC-held ones (decision 055). */
export const takesExpired = (reason: UsageReason) => reason === 'waste' || reason === 'count';

/**
 * Locks the materials (in id order) for a change to their stock and answers them by id; ids that do not exist are
 * left out (the caller answers 422 on its field).
 */
export async function lockMaterials(tx: Tx, ids: number[]): Promise<Map<number, LockedMaterial>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return new Map();
  const found = await rows(
    tx,
    sql`select id, kind, name, unit, unit_price as "unitPrice", packaging_type as "packagingType", pack_price as "packPrice"
        from materials where id in ${inList(sorted)} order by id for no key update`,
    row({
      id: int,
      kind: text<MaterialKind>(),
      name: text,
      unit: text,
      unitPrice: num,
      packagingType: text<'consumable' | 'pack'>().nullable,
      packPrice: num.nullable,
    }),
  );
  return new Map(found.map((m) => [m.id, m]));
}

/**
 * Plans taking amounts of several materials (each at most once, each locked already) in one query: per material its
 * lots dated on or before the usage (and not expired then, unless waste or a count), first-expiring first, then
 * oldest first, each lot locked in that order.
 */
export async function planAllocations(
  tx: Tx,
  requests: Array<{ materialId: number; qty: Milli }>,
  window: LotWindow,
): Promise<AllocationPlan[]> {
  if (!requests.length) return [];
  const ids = requests.map((r) => r.materialId);
  if (new Set(ids).size !== ids.length)
    throw new Error('planAllocations: a material may be asked for once only');
  const lots = await rows(
    tx,
    sql`select id, material_id as "materialId", (remaining * 1000)::bigint as remaining, unit_price as "unitPrice",
          coalesce(expiry_date < ${window.date}::date, false) as expired,
          (recalled_at is not null or held_at is not null) as blocked
        from restocks
        where material_id in ${inList(ids)} and remaining > 0 and date <= ${window.date}::date
        order by material_id, expiry_date asc nulls last, date asc, id asc
        for update`,
    row({ id: int, materialId: int, remaining: milli, expired: bool, blocked: bool, unitPrice: num }),
  );
  return requests.map(({ materialId, qty }) => {
    const own = lots.filter((l) => l.materialId === materialId);
    const allowed = own.filter((l) => window.includeBlocked || !l.blocked);
    const usable = allowed.filter((l) => window.includeExpired || !l.expired);
    const available = usable.reduce((sum, l) => sum + l.remaining, 0);
    const blocked = window.includeBlocked
      ? 0
      : own.reduce((sum, l) => sum + (l.blocked ? l.remaining : 0), 0);
    const expired = window.includeExpired
      ? 0
      : allowed.reduce((sum, l) => sum + (l.expired ? l.remaining : 0), 0);
    const takes: Array<LotTake & { unitPrice: number }> = [];
    let left = qty;
    for (const lot of usable) {
      if (left <= 0) break;
      const take = Math.min(lot.remaining, left);
      takes.push({ restockId: lot.id, qty: take, unitPrice: lot.unitPrice });
      left -= take;
    }
    return {
      materialId,
      qty,
      takes: takes.map(({ restockId, qty: taken }) => ({ restockId, qty: taken })),
      available,
      expired,
      blocked,
      enough: left <= 0,
      value: takesValue(takes),
    };
  });
}

/** Plans taking `qty` of one material (locked already); see `planAllocations`. */
export async function planAllocation(
  tx: Tx,
  materialId: number,
  qty: Milli,
  window: LotWindow,
): Promise<AllocationPlan> {
  return (await planAllocations(tx, [{ materialId, qty }], window))[0]!;
}

/**
 * Writes planned allocations: the lots give what they take, `usage_lots` records it and each usage's value follows
 * (two statements for all).
 */
export async function applyAllocations(
  tx: Tx,
  items: Array<{ usageId: number; plan: AllocationPlan }>,
): Promise<void> {
  if (items.some((i) => !i.plan.enough)) throw new Error('applyAllocations: a plan is short of stock');
  const takes = items.flatMap(({ usageId, plan }) => plan.takes.map((t) => ({ usageId, ...t })));
  if (!takes.length) return;
  const values = sql.join(
    takes.map((t) => sql`(${t.usageId}::int, ${t.restockId}::int, ${milliText(t.qty)}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`
    update restocks r set remaining = r.remaining - v.qty
    from (select restock_id, sum(qty) as qty from (values ${values}) as t(usage_id, restock_id, qty) group by restock_id) v
    where r.id = v.restock_id`);
  // Every take from a material's lots passes here: a fall below its minimum is told (decision 065).
  await stockChanged(tx, 'material', { ids: items.map((i) => i.plan.materialId) });
  // The usages' value in the same statement (migration 0017).
  const worth = sql.join(
    items.map(({ usageId, plan }) => sql`(${usageId}::int, ${plan.value}::bigint)`),
    sql`, `,
  );
  await tx.execute(
    sql`with lots as (
          insert into usage_lots (usage_id, restock_id, qty) select * from (values ${values}) as t(usage_id, restock_id, qty)
        )
        update usages u set value = v.value from (values ${worth}) as v(id, value)
        where u.id = v.id and u.value <> v.value`,
  );
}

/** Writes one planned allocation; answers what it took from each lot. */
export async function applyAllocation(tx: Tx, usageId: number, plan: AllocationPlan): Promise<LotTake[]> {
  await applyAllocations(tx, [{ usageId, plan }]);
  return plan.takes;
}

/**
 * 409 for a usage larger than the stock: the message names the material and what is available, `errors[field]` says
 * it again and `available` carries the amount.
 */
export function shortStock(
  field: string,
  material: Pick<LockedMaterial, 'name' | 'unit'>,
  plan: AllocationPlan,
): AppError {
  return new AppError(409, 'stock.short', {
    params: shortParams(material.name, material.unit, plan),
    fields: [field],
    extra: { available: fromMilli(plan.available) },
  });
}

/** Takes `qty` for a usage from the lots, all or nothing (409 `shortStock` on `field`); the material must be locked. */
export async function allocate(
  tx: Tx,
  usageId: number,
  material: LockedMaterial,
  qty: Milli,
  window: LotWindow & { field: string },
): Promise<LotTake[]> {
  const plan = await planAllocation(tx, material.id, qty, window);
  if (!plan.enough) throw shortStock(window.field, material, plan);
  return applyAllocation(tx, usageId, plan);
}

/**
 * Gives usages' quantities back to the lots they took them from and forgets the allocations; answers what went back
 * (summed per lot). Locks the usages' materials first.
 */
export async function release(tx: Tx, usageIds: number | number[]): Promise<LotTake[]> {
  const ids = Array.isArray(usageIds) ? usageIds : [usageIds];
  if (!ids.length) return [];
  const materials = await rows(
    tx,
    sql`select distinct material_id as "materialId" from usages where id in ${inList(ids)}`,
    row({ materialId: int }),
  );
  await lockMaterials(
    tx,
    materials.map((m) => m.materialId),
  );
  const back = await rows(
    tx,
    sql`with taken as (
          delete from usage_lots where usage_id in ${inList(ids)} returning restock_id, qty
        ), worthless as (
          update usages set value = 0 where id in ${inList(ids)} and value <> 0
        ), back as (
          select restock_id, sum(qty) as qty from taken group by restock_id
        )
        update restocks r set remaining = r.remaining + b.qty from back b where r.id = b.restock_id
        returning r.id as "restockId", (b.qty * 1000)::bigint as qty`,
    row({ restockId: int, qty: milli }),
  );
  // Stock given back: an item back at its minimum is told again on its next fall (decision 065).
  await stockChanged(tx, 'material', { ids: materials.map((m) => m.materialId) });
  return back;
}

/** A usage to record: what, when, how much, why, and what caused it. */
export interface UsageRecord {
  materialId: number;
  date: string;
  qty: Milli;
  reason: UsageReason;
  note?: string | null;
  productionRunId?: number | null;
  transactionId?: number | null;
  /** The request field a short stock is reported on. @default 'qty' */
  field?: string;
}

async function lockedMaterial(tx: Tx, materialId: number): Promise<LockedMaterial> {
  const material = (await lockMaterials(tx, [materialId])).get(materialId);
  if (!material) throw missingReference('materialId', 'material');
  return material;
}

/**
 * Records a usage and takes it from the lots (409 when short); answers its id and what it took from each lot. Orders
 * call this with reason `order` and their transaction id. Several materials in one transaction: lock them all first
 * with `lockMaterials`.
 */
export async function recordUsage(
  tx: Tx,
  actor: Actor,
  usage: UsageRecord,
): Promise<{ usageId: number; takes: LotTake[] }> {
  const material = await lockedMaterial(tx, usage.materialId);
  const plan = await planAllocation(tx, material.id, usage.qty, {
    date: usage.date,
    includeExpired: takesExpired(usage.reason),
    includeBlocked: takesExpired(usage.reason),
  });
  if (!plan.enough) throw shortStock(usage.field ?? 'qty', material, plan);
  const usageId = await insertUsage(tx, actor, usage);
  return { usageId, takes: await applyAllocation(tx, usageId, plan) };
}

/**
 * Writes usage rows only (one statement), answering their ids in order; their allocations follow with
 * `applyAllocations` of plans made under the materials' locks (for callers that check several materials before
 * writing any, as a production run does).
 */
export async function insertUsages(tx: Tx, actor: Writer, usages: UsageRecord[]): Promise<number[]> {
  if (!usages.length) return [];
  const values = sql.join(
    usages.map(
      (
        u,
        i,
      ) => sql`(${i}::int, ${u.materialId}::int, ${u.date}::date, ${milliText(u.qty)}::numeric, ${u.note ?? null}::text,
        ${u.reason}::text, ${u.productionRunId ?? null}::int, ${u.transactionId ?? null}::int)`,
    ),
    sql`, `,
  );
  const inserted = await rows(
    tx,
    sql`with v(position, material_id, date, qty, note, reason, production_run_id, transaction_id) as (values ${values}),
          ins as (
            insert into usages (material_id, date, qty, note, reason, production_run_id, transaction_id, created_by)
            select material_id, date, qty, note, reason, production_run_id, transaction_id, ${actor.userId}::int from v order by position
            returning id
          )
        select id, (row_number() over (order by id) - 1)::int as position from ins`,
    row({ id: int, position: int }),
  );
  const byPosition = new Map(inserted.map((r) => [r.position, r.id]));
  return usages.map((_, i) => byPosition.get(i)!);
}

/** Writes one usage row only; see `insertUsages`. */
export async function insertUsage(tx: Tx, actor: Actor, usage: UsageRecord): Promise<number> {
  return (await insertUsages(tx, actor, [usage]))[0]!;
}

/**
 * Changes a usage in place (same id): what it took goes back to the same lots, then the new amount is taken again
 * (409 when short, and then nothing changes since the transaction is undone).
 */
export async function reapplyUsage(tx: Tx, usageId: number, usage: UsageRecord): Promise<LotTake[]> {
  const before = await one(
    tx,
    sql`select material_id as "materialId" from usages where id = ${usageId}`,
    row({ materialId: int }),
  );
  const locked = await lockMaterials(tx, [usage.materialId, ...(before ? [before.materialId] : [])]);
  const material = locked.get(usage.materialId);
  if (!material) throw missingReference('materialId', 'material');
  await release(tx, usageId);
  await tx.execute(sql`
    update usages set material_id = ${material.id}, date = ${usage.date}, qty = ${milliText(usage.qty)}::numeric,
      note = ${usage.note ?? null}, reason = ${usage.reason}, version = version + 1, updated_at = now()
    where id = ${usageId}`);
  return allocate(tx, usageId, material, usage.qty, {
    date: usage.date,
    includeExpired: takesExpired(usage.reason),
    includeBlocked: takesExpired(usage.reason),
    field: usage.field ?? 'qty',
  });
}

/** Deletes usages after giving what they took back to the same lots; answers what went back. */
export async function removeUsage(tx: Tx, usageIds: number | number[]): Promise<LotTake[]> {
  const ids = Array.isArray(usageIds) ? usageIds : [usageIds];
  if (!ids.length) return [];
  const back = await release(tx, ids);
  await tx.execute(sql`delete from usages where id in ${inList(ids)}`);
  return back;
}
