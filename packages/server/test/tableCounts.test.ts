/**
 * The totals of the long lists without search or filter come from `table_counts` (migration 0047, decision 066): the
 * count moves with every insert (one or many in a statement, COPY), delete and truncate, and a list answers the same
 * total as counting would, also when the row is missing (then it counts).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type Json } from './helpers.js';

describe('table counts', () => {
  const t = useTestApp();
  const counted = async (table: 'customers' | 'purchase_orders') => {
    const [row] = await t.query<{ n: number | null; want: number }>(
      sql`select (select n::int from table_counts where name = ${table}) as n,
                 (select count(*)::int from ${sql.identifier(table)}) as want`,
    );
    return row!;
  };
  const customerTotal = async (body: Json = {}) => (await t.ok('/api/customer/list', body)).total as number;

  it('keeps the customers counted through adds, a many-row insert and deletes', async () => {
    const start = await counted('customers');
    expect(start.n).toBe(start.want);
    expect(await customerTotal()).toBe(start.want);

    const added = (await t.ok('/api/customer/add', { name: 'Warung Hitung Satu', category: 'konsumen' }))
      .datas as Json;
    await t.query(
      sql`insert into customers (name, category) select 'Warung Hitung ' || g, 'konsumen' from generate_series(2, 6) g`,
    );
    expect(await counted('customers')).toEqual({ n: start.want + 6, want: start.want + 6 });
    expect(await customerTotal()).toBe(start.want + 6);

    expect((await t.call('admin', 'DELETE', `/api/customer/delete/${added.id}`)).statusCode).toBe(200);
    await t.query(sql`delete from customers where name in ('Warung Hitung 2', 'Warung Hitung 3')`);
    expect(await counted('customers')).toEqual({ n: start.want + 3, want: start.want + 3 });
    expect(await customerTotal()).toBe(start.want + 3);
  });

  it('answers a search or a filter by counting, and counts when the row is missing', async () => {
    const all = (await counted('customers')).want;
    const [hitung] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from customers where name ilike '%Warung Hitung%'`,
    );
    expect(await customerTotal({ search: 'Warung Hitung' })).toBe(hitung!.n);
    const [distributors] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from customers where category = 'distributor'`,
    );
    expect(await customerTotal({ category: 'distributor' })).toBe(distributors!.n);
    expect(distributors!.n).toBeLessThan(all);

    // A wrong count would show here: the list must answer from table_counts when it has the row.
    await t.query(sql`update table_counts set n = n + 1000 where name = 'customers'`);
    expect(await customerTotal()).toBe(all + 1000);
    await t.query(sql`select rebuild_table_counts()`);
    expect(await customerTotal()).toBe(all);

    await t.query(sql`delete from table_counts where name = 'customers'`);
    await t.ok('/api/customer/add', { name: 'Warung Hitung Tujuh', category: 'konsumen' });
    expect(await customerTotal()).toBe(all + 1);
    await t.query(sql`select rebuild_table_counts()`);
    expect(await counted('customers')).toEqual({ n: all + 1, want: all + 1 });
  });

  it('keeps the purchase orders counted, and the purchase list answers the same total', async () => {
    const start = await counted('purchase_orders');
    expect(start.n).toBe(start.want);
    const vendor = ((await t.ok('/api/vendor/list', { perPage: 1 })).datas as Json[])[0]!;
    const material = ((await t.ok('/api/bahanBaku/list', { perPage: 1 })).datas as Json[])[0]!;
    const po = await t.ok('/api/purchase/add', {
      vendorId: vendor.id,
      lines: [{ materialId: material.id, qty: 5, unitPrice: 1000 }],
    });
    expect((po.datas as Json).id).toBeTypeOf('number');
    expect(await counted('purchase_orders')).toEqual({ n: start.want + 1, want: start.want + 1 });
    expect((await t.ok('/api/purchase/list', {})).total).toBe(start.want + 1);
  });
});
