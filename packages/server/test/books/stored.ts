/**
 * The sequence's books two ways for the property test: as stored (its lots, usages with what they took from each
 * lot, batches with their ledger, runs, orders with their lines' batch takes and returns) and as the model has them,
 * in one shape, so that one comparison shows every difference.
 */
import { sql } from 'drizzle-orm';
import type { Json, TestContext } from '../helpers.js';
import { allocatedOf, balanceOf, flagOf, orderSums, paidOf, type Model } from './model.js';

const byKey = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The sequence's records as stored, in the shape `expectedBooks` gives the model. */
export async function storedBooks(t: TestContext, m: Model) {
  const materials = `{${m.materials.map((x) => x.id).join(',')}}`;
  const products = `{${m.products.map((x) => x.id).join(',')}}`;
  const customers = `{${m.customers.map((x) => x.id).join(',')}}`;
  const [doc] = await t.query<{
    lots: Json[];
    usages: Json[];
    batches: Json[];
    runs: Json[];
    orders: Json[];
    payments: Json[];
  }>(sql`
    select
      (select coalesce(json_agg(json_build_object('id', r.id, 'material', r.material_id, 'date', r.date::text,
          'expiry', r.expiry_date::text, 'qty', (r.qty * 1000)::int, 'remaining', (r.remaining * 1000)::int,
          'out', (coalesce((select sum(ul.qty) from usage_lots ul where ul.restock_id = r.id), 0) * 1000)::int,
          'vendor', r.vendor_id is not null) order by r.id), '[]')
        from restocks r where r.material_id = any(${materials}::int[])) as lots,
      (select coalesce(json_agg(json_build_object('id', u.id, 'material', u.material_id, 'date', u.date::text,
          'qty', (u.qty * 1000)::int, 'reason', u.reason,
          'takes', (select coalesce(json_agg(json_build_object('id', ul.restock_id, 'qty', (ul.qty * 1000)::int)
              order by ul.restock_id), '[]') from usage_lots ul where ul.usage_id = u.id)) order by u.id), '[]')
        from usages u where u.material_id = any(${materials}::int[])) as usages,
      (select coalesce(json_agg(json_build_object('id', b.id, 'product', b.product_id, 'date', b.date::text,
          'expiry', b.expiry_date::text, 'fresh', (b.fresh * 1000)::int, 'frozen', (b.frozen * 1000)::int,
          'run', b.production_run_id,
          'ledger', (select coalesce(json_agg(json_build_object('bucket', l.bucket, 'qty', (l.qty * 1000)::int,
              'reason', l.reason, 'date', l.date::text)), '[]') from product_ledger l where l.batch_id = b.id)) order by b.id), '[]')
        from product_batches b where b.product_id = any(${products}::int[])) as batches,
      (select coalesce(json_agg(json_build_object('id', pr.id, 'product', pr.product_id, 'date', pr.date::text,
          'qty', (pr.qty * 1000)::int, 'inputs', (select coalesce(json_agg(json_build_object('material', u.material_id,
            'usage', u.id) order by u.material_id), '[]') from usages u where u.production_run_id = pr.id)) order by pr.id), '[]')
        from production_runs pr where pr.product_id = any(${products}::int[])) as runs,
      (select coalesce(json_agg(json_build_object('id', o.id, 'customer', o.customer_id, 'date', o.date::text,
          'payment', o.payment, 'paid', o.paid_amount::float8, 'balance', o.balance::float8,
          'allocated', (select coalesce(sum(a.amount), 0)::float8 from payment_allocations a where a.transaction_id = o.id),
          'dueDate', o.due_date::text, 'hold', case when o.credit_hold is null then null
            else json_build_object('exposure', (o.credit_hold->>'exposure')::float8, 'released', o.hold_released_at is not null) end,
          'packing', o.packing, 'delivery', o.delivery, 'packedDate', o.packed_date::text, 'total', o.total::float8,
          'items', o.item_subtotal::float8, 'packaging', o.packaging_subtotal::float8, 'ongkir', o.ongkir::float8,
          'count', (o.item_count * 1000)::int,
          'lines', (select coalesce(json_agg(json_build_object('id', tl.id, 'product', tl.product_id, 'bucket', tl.bucket,
              'qtyPerPack', (tl.qty_per_pack * 1000)::int, 'count', tp.count, 'material', tp.material_id,
              'takes', (select coalesce(json_agg(json_build_object('id', tb.batch_id, 'qty', (tb.qty * 1000)::int)
                order by tb.batch_id), '[]') from transaction_batches tb where tb.line_id = tl.id))
              order by tp.position, tl.position), '[]')
            from transaction_lines tl join transaction_packs tp on tp.id = tl.pack_id where tp.transaction_id = o.id),
          'returns', (select coalesce(json_agg(json_build_object('id', r.id, 'date', r.date::text, 'value', r.value::float8,
              'lines', (select json_agg(json_build_object('line', rl.line_id, 'qty', (rl.qty * 1000)::int,
                  'destination', rl.destination, 'gives', (select coalesce(json_agg(json_build_object('id', rb.batch_id,
                    'qty', (rb.qty * 1000)::int) order by rb.batch_id), '[]') from transaction_return_batches rb
                    where rb.return_line_id = rl.id)) order by rl.id) from transaction_return_lines rl where rl.return_id = r.id))
              order by r.id), '[]') from transaction_returns r where r.transaction_id = o.id)) order by o.id), '[]')
        from transactions o where o.customer_id = any(${customers}::int[])) as orders,
      (select coalesce(json_agg(json_build_object('id', p.id, 'customer', p.customer_id, 'date', p.date::text,
          'amount', p.amount::float8, 'method', p.method, 'allocated', p.allocated::float8,
          'rows', (select coalesce(sum(a.amount), 0)::float8 from payment_allocations a where a.payment_id = p.id),
          'reversed', p.reversed_at is not null) order by p.id), '[]')
        from payments p where p.customer_id = any(${customers}::int[])) as payments`);
  const materialIndex = (id: number) => m.materials.findIndex((x) => x.id === id);
  const productIndex = (id: number) => m.products.findIndex((x) => x.id === id);
  const customerIndex = (id: number) => m.customers.findIndex((x) => x.id === id);
  return {
    lots: doc!.lots.map((l): Json => ({ ...l, material: materialIndex(l.material) })),
    usages: doc!.usages.map((u): Json => ({ ...u, material: materialIndex(u.material) })),
    batches: doc!.batches.map((b): Json => ({
      ...b,
      product: productIndex(b.product),
      ledger: byKey(b.ledger),
    })),
    runs: doc!.runs.map((r): Json => ({
      ...r,
      product: productIndex(r.product),
      inputs: r.inputs
        .map((i: Json) => ({ ...i, material: materialIndex(i.material) }))
        .sort((a: Json, b: Json) => a.material - b.material),
    })),
    orders: doc!.orders.map((o): Json => ({
      ...o,
      customer: customerIndex(o.customer),
      lines: o.lines.map((l: Json) => ({
        ...l,
        product: productIndex(l.product),
        material: materialIndex(l.material),
      })),
    })),
    payments: doc!.payments.map((p): Json => ({ ...p, customer: customerIndex(p.customer) })),
  };
}

const takesSorted = (takes: Array<{ id: number; qty: number }>) => {
  const sum = new Map<number, number>();
  for (const t of takes) sum.set(t.id, (sum.get(t.id) ?? 0) + t.qty);
  return [...sum].sort((a, b) => a[0] - b[0]).map(([id, qty]) => ({ id, qty }));
};

/** The model in the shape of `storedBooks`. */
export function expectedBooks(m: Model) {
  return {
    lots: m.lots
      .map((l) => ({
        id: l.id,
        material: l.material,
        date: l.date,
        expiry: l.expiry,
        qty: l.qty,
        remaining: l.remaining,
        out: l.qty - l.remaining,
        vendor: l.vendor,
      }))
      .sort((a, b) => a.id - b.id),
    usages: m.usages
      .map((u) => ({
        id: u.id,
        material: u.material,
        date: u.date,
        qty: u.qty,
        reason: u.reason,
        takes: takesSorted(u.takes),
      }))
      .sort((a, b) => a.id - b.id),
    batches: m.batches
      .map((b) => ({
        id: b.id,
        product: b.product,
        date: b.date,
        expiry: b.expiry,
        fresh: b.fresh,
        frozen: b.frozen,
        run: b.run,
        ledger: byKey(b.ledger),
      }))
      .sort((a, b) => a.id - b.id),
    runs: m.runs
      .map((r) => ({
        id: r.id,
        product: r.product,
        date: r.date,
        qty: r.qty,
        inputs: [...r.inputs]
          .map(([material, usage]) => ({ material, usage }))
          .sort((a, b) => a.material - b.material),
      }))
      .sort((a, b) => a.id - b.id),
    orders: m.orders
      .map((o) => {
        const sums = orderSums(m, o);
        return {
          id: o.id,
          customer: o.customer,
          date: o.date,
          payment: flagOf(m, o),
          // Its paid amount is Σ of its ledger rows (allocated) and never more than it owes (checks.ts).
          paid: paidOf(o),
          balance: balanceOf(m, o),
          allocated: paidOf(o),
          dueDate: o.dueDate,
          hold: o.hold,
          packing: o.packing,
          delivery: o.delivery,
          packedDate: o.packedDate,
          total: sums.total,
          items: sums.items,
          packaging: sums.packaging,
          ongkir: sums.ongkir,
          count: sums.count,
          lines: o.packs.flatMap((p) =>
            p.lines.map((l) => ({
              id: l.id,
              product: l.product,
              bucket: l.bucket,
              qtyPerPack: l.qtyPerPack,
              count: p.count,
              material: p.material,
              takes: takesSorted(l.takes),
            })),
          ),
          returns: o.returns.map((r) => ({
            id: r.id,
            date: r.date,
            value: r.value,
            lines: r.lines.map((l) => ({
              line: l.line,
              qty: l.qty,
              destination: l.destination,
              gives: takesSorted(l.gives),
            })),
          })),
        };
      })
      .sort((a, b) => a.id - b.id),
    payments: m.payments.map((p) => ({
      id: p.id,
      customer: p.customer,
      date: p.date,
      amount: p.amount,
      method: p.method,
      allocated: allocatedOf(m, p),
      rows: allocatedOf(m, p),
      reversed: p.reversed,
    })),
  };
}
