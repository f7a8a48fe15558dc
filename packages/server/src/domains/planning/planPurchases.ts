/**
 * "Buat PO" (issue 39): the plan's short materials as draft purchase orders, one per vendor. The drafts are ordinary
 * purchase orders (decision 051), made through `addPurchaseOrder`; as open orders they are the plan's `onOrder` next
 * time, so asking twice orders nothing more.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { rows } from '../../db/query.js';
import { int, num, row } from '../../db/rowShape.js';
import type { Schemas } from '../../lib/contract.js';
import { addPurchaseOrder, type PurchaseOrder } from '../purchasing/purchaseOrders.js';
import type { StockContext } from '../platform/context.js';
import { productionPlan } from './plan.js';

type Request = Schemas['PlanCreatePurchaseOrdersRequest'];
export type PlanPurchases = Schemas['PlanCreatePurchaseOrdersResponse']['datas'];

/**
 * For each material: its vendor (the preferred one, else the vendor of its latest lot bought from one) and the price
 * to order at (that vendor's latest lot's, else the material's own).
 */
async function suppliers(tx: Tx, materialIds: number[]) {
  const found = await rows(
    tx,
    sql`select m.id as "materialId", coalesce(m.preferred_vendor_id, last.vendor_id) as "vendorId",
          coalesce(priced.unit_price, m.unit_price)::float8 as "unitPrice"
        from materials m
        left join lateral (select r.vendor_id from restocks r where r.material_id = m.id and r.vendor_id is not null
                           order by r.date desc, r.id desc limit 1) last on true
        left join lateral (select r.unit_price from restocks r
                           where r.material_id = m.id and r.vendor_id = coalesce(m.preferred_vendor_id, last.vendor_id)
                           order by r.date desc, r.id desc limit 1) priced on true
        where m.id = any(${`{${materialIds.join(',')}}`}::int[])`,
    row({ materialId: int, vendorId: int.nullable, unitPrice: num }),
  );
  return new Map(found.map((s) => [s.materialId, s]));
}

/** Makes the drafts of the plan of `req.date` and `req.days` (only `req.materialIds` when given). */
export async function planPurchaseOrders(tx: Tx, ctx: StockContext, req: Request): Promise<PlanPurchases> {
  const plan = await productionPlan(tx, ctx.today, { date: req.date, days: req.days ?? 1 });
  const wanted = req.materialIds ? new Set(req.materialIds) : null;
  const short = plan.materials.filter((m) => m.short > 0 && (!wanted || wanted.has(m.material.id)));
  const found = short.length
    ? await suppliers(
        tx,
        short.map((m) => m.material.id),
      )
    : new Map();
  const byVendor = new Map<number, Schemas['PurchaseOrderLineInput'][]>();
  const skipped: PlanPurchases['skipped'] = [];
  for (const m of short) {
    const supplier = found.get(m.material.id);
    if (!supplier?.vendorId) {
      skipped.push({ material: m.material, short: m.short });
      continue;
    }
    const lines = byVendor.get(supplier.vendorId) ?? [];
    lines.push({
      materialId: m.material.id,
      qty: Math.max(m.short, m.minOrderQty ?? 0),
      unitPrice: Math.round(supplier.unitPrice),
      // The first day it is needed (the needs come in day order), never before the order's own day.
      expectedDate: [m.needs[0]?.date ?? plan.date, ctx.today].sort().at(-1)!,
    });
    byVendor.set(supplier.vendorId, lines);
  }
  const orders: PurchaseOrder[] = [];
  for (const [vendorId, lines] of byVendor) {
    orders.push(
      await addPurchaseOrder(tx, ctx, {
        vendorId,
        lines,
        note: `Rencana Produksi ${plan.date}${plan.days > 1 ? ` – ${plan.until}` : ''}`,
      }),
    );
  }
  return { orders, skipped };
}
