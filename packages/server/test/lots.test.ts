/**
 * The two stock services the sales issue reuses, called directly: lot allocation (lots.ts) and product batches
 * (batches.ts). Each test builds its own material or product so the seeded data does not matter.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/index.js';
import { rows } from '../src/db/query.js';
import { businessDate, addDays } from '../src/lib/dates.js';
import { AppError } from '../src/lib/errors.js';
import { amountOf, formatQty, milliText, quantityOf } from '../src/lib/quantity.js';
import {
  give,
  lockBatch,
  lockProducts,
  changeBatch,
  createBatch,
  take,
} from '../src/domains/stock/batches.js';
import { addLogEntry } from '../src/domains/stock/materialLog.js';
import { materialsOf } from '../src/domains/stock/materials.js';
import { lockMaterials, recordUsage, release, removeUsage, reapplyUsage } from '../src/domains/stock/lots.js';
import { useTestApp } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const ctx = { userId: 1, today };
const day = (n: number) => addDays(today, n);

/** Runs `work` in a transaction and answers its result, or the AppError it threw (the transaction then undone). */
async function inTx<T>(work: (tx: Tx) => Promise<T>): Promise<T | AppError> {
  try {
    return await t.database.db.transaction(work);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

let seq = 0;
async function material(lots: Array<{ qty: number; date: number; expiry?: number | null; price?: number }>) {
  seq += 1;
  return t.database.db.transaction(async (tx) => {
    const m = await materialsOf('raw', today).create(tx, ctx, {
      name: `Uji Lot ${seq}`,
      unit: 'kg',
      unitPrice: 10_000,
      minStock: 0,
    });
    const ids: number[] = [];
    for (const l of lots) {
      const r = await addLogEntry(tx, ctx, 'raw', {
        category: 'restock',
        materialId: m.id,
        qty: l.qty,
        date: day(l.date),
        expiryDate: l.expiry === undefined || l.expiry === null ? null : day(l.expiry),
        unitPrice: l.price ?? 10_000,
      });
      ids.push(r.id);
    }
    return { id: m.id, name: m.name, lots: ids };
  });
}

const remaining = async (ids: number[]) =>
  (
    await t.query<{ id: number; remaining: number }>(
      sql`select id, remaining::float8 as remaining from restocks where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
    )
  ).map((r) => r.remaining);

describe('quantities', () => {
  it('are exact in thousandths: 0.1 + 0.2 is 0.3, amounts round half away from zero, 4 decimals are refused', () => {
    expect(quantityOf('qty', 0.1) + quantityOf('qty', 0.2)).toBe(quantityOf('qty', 0.3));
    expect(milliText(2500)).toBe('2.500');
    expect(milliText(-7)).toBe('-0.007');
    expect(amountOf(333, 16_200)).toBe(5395); // 0.333 kg × 16.200 = 5.394,6
    expect(amountOf(-333, 16_200)).toBe(-5395);
    // 0.285 × 100 is 28.499999999999996 in floating point; exactly it is 28.5, rounded to 29.
    expect(Math.round(0.285 * 100)).toBe(28);
    expect(amountOf(285, 100)).toBe(29);
    expect(amountOf(99_999_999_999_999, 10)).toBe(1_000_000_000_000);
    expect(() => quantityOf('qty', 1.0005)).toThrow(/3 angka di belakang koma/);
    expect(() => quantityOf('qty', 0, { positive: true })).toThrow(/lebih dari 0/);
    expect(formatQty(2500, 'kg')).toBe('2,5 kg');
    expect(formatQty(1_234_500, 'pcs')).toBe('1.234,5 pcs');
  });
});

describe('lot allocation (lots.ts)', () => {
  it('takes first-expiring first, then oldest first, lots without expiry last, and records what it took from each lot', async () => {
    // Lot 0: oldest, no expiry; lot 1: expires in 30 days; lot 2: expires in 10 days; lot 3: same expiry, restocked later.
    const m = await material([
      { qty: 5, date: -20 },
      { qty: 3, date: -15, expiry: 30 },
      { qty: 2, date: -10, expiry: 10 },
      { qty: 4, date: -5, expiry: 10 },
    ]);
    const result = await inTx((tx) =>
      recordUsage(tx, ctx, { materialId: m.id, date: today, qty: 7_500, reason: 'manual' }),
    );
    expect(result).not.toBeInstanceOf(AppError);
    const { usageId, takes } = result as Exclude<typeof result, AppError>;
    expect(takes).toEqual([
      { restockId: m.lots[2], qty: 2_000 },
      { restockId: m.lots[3], qty: 4_000 },
      { restockId: m.lots[1], qty: 1_500 },
    ]);
    const recorded = await t.query<{ restockId: number; qty: number }>(
      sql`select restock_id as "restockId", qty::float8 as qty from usage_lots where usage_id = ${usageId} order by restock_id`,
    );
    expect(recorded).toEqual([
      { restockId: m.lots[1], qty: 1.5 },
      { restockId: m.lots[2], qty: 2 },
      { restockId: m.lots[3], qty: 4 },
    ]);
    expect(await remaining(m.lots)).toEqual([5, 1.5, 0, 0]);
  });

  it('refuses more than the lots hold, all or nothing, with 409 naming the material and what is available', async () => {
    const m = await material([
      { qty: 1.25, date: -3 },
      { qty: 1, date: -2 },
    ]);
    const before = await t.digest();
    const err = await inTx((tx) =>
      recordUsage(tx, ctx, {
        materialId: m.id,
        date: today,
        qty: 2_251,
        reason: 'manual',
        field: 'inputs.2.qty',
      }),
    );
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    expect(e.statusCode).toBe(409);
    expect(e.message).toBe(`Stok ${m.name} tidak cukup: tersedia 2,25 kg, diminta 2,251 kg.`);
    expect(e.errors).toEqual({ 'inputs.2.qty': [`Stok ${m.name} tersedia 2,25 kg.`] });
    expect(e.extra).toEqual({ available: 2.25 });
    expect(await t.digest()).toBe(before);
    // Exactly what is there is fine.
    expect(
      await inTx((tx) =>
        recordUsage(tx, ctx, { materialId: m.id, date: today, qty: 2_250, reason: 'manual' }),
      ),
    ).not.toBeInstanceOf(AppError);
    expect(await remaining(m.lots)).toEqual([0, 0]);
  });

  it('takes only lots dated on or before the usage, and expired lots only for waste and counts', async () => {
    const m = await material([
      { qty: 2, date: -10, expiry: -1 },
      { qty: 3, date: -1 },
    ]);
    const early = await inTx((tx) =>
      recordUsage(tx, ctx, { materialId: m.id, date: day(-5), qty: 2_500, reason: 'manual' }),
    );
    // On day -5 only the first lot is there (and not expired yet).
    expect((early as AppError).extra).toEqual({ available: 2 });
    const late = await inTx((tx) =>
      recordUsage(tx, ctx, { materialId: m.id, date: today, qty: 4_000, reason: 'manual' }),
    );
    expect((late as AppError).message).toBe(
      `Stok ${m.name} tidak cukup: tersedia 3 kg (2 kg lainnya sudah kedaluwarsa), diminta 4 kg.`,
    );
    const waste = await inTx((tx) =>
      recordUsage(tx, ctx, { materialId: m.id, date: today, qty: 2_000, reason: 'waste' }),
    );
    expect((waste as { takes: unknown }).takes).toEqual([{ restockId: m.lots[0], qty: 2_000 }]);
    expect(await remaining(m.lots)).toEqual([0, 3]);
  });

  it('gives a usage back to exactly the lots it took from, and an edit takes again under the same id', async () => {
    const m = await material([
      { qty: 1, date: -3, expiry: 5 },
      { qty: 4, date: -2, expiry: 20 },
      { qty: 4, date: -1, expiry: 40 },
    ]);
    const used = (await inTx((tx) =>
      recordUsage(tx, ctx, { materialId: m.id, date: today, qty: 3_000, reason: 'manual' }),
    )) as { usageId: number };
    expect(await remaining(m.lots)).toEqual([0, 2, 4]);
    // Meanwhile another usage takes the rest of lot 1.
    await inTx((tx) => recordUsage(tx, ctx, { materialId: m.id, date: today, qty: 2_000, reason: 'manual' }));
    expect(await remaining(m.lots)).toEqual([0, 0, 4]);
    const back = await inTx((tx) => release(tx, used.usageId));
    expect(back).toEqual(
      expect.arrayContaining([
        { restockId: m.lots[0], qty: 1_000 },
        { restockId: m.lots[1], qty: 2_000 },
      ]),
    );
    expect(await remaining(m.lots)).toEqual([1, 2, 4]);
    await inTx((tx) =>
      reapplyUsage(tx, used.usageId, { materialId: m.id, date: today, qty: 3_500, reason: 'manual' }),
    );
    expect(await remaining(m.lots)).toEqual([0, 0, 3.5]);
    const usage = await t.query<{ qty: number; version: number }>(
      sql`select qty::float8 as qty, version from usages where id = ${used.usageId}`,
    );
    expect(usage).toEqual([{ qty: 3.5, version: 2 }]);
    await inTx((tx) => removeUsage(tx, used.usageId));
    expect(await remaining(m.lots)).toEqual([1, 2, 4]);
    expect(await t.query(sql`select 1 from usages where id = ${used.usageId}`)).toEqual([]);
  });

  it('locks materials in id order and leaves out ids that do not exist', async () => {
    const a = await material([]);
    const b = await material([]);
    const locked = await inTx((tx) => lockMaterials(tx, [b.id, 999_999, a.id, b.id]));
    expect([...(locked as Map<number, unknown>).keys()]).toEqual([a.id, b.id]);
  });
});

describe('product batches (batches.ts)', () => {
  async function product(batches: Array<{ date: number; fresh?: number; frozen?: number; expiry?: number }>) {
    seq += 1;
    return t.database.db.transaction(async (tx) => {
      const [p] = await rows<{ id: number }>(
        tx,
        sql`insert into products (code, name, category_id, price, unit) values (${`UJI${seq}`}, ${`Produk Uji ${seq}`}, 1, 2000, 'pcs') returning id`,
      );
      const ids: number[] = [];
      for (const b of batches) {
        const entry = { reason: 'opening' as const, date: day(b.date), userId: 1 };
        const id = await createBatch(
          tx,
          {
            productId: p!.id,
            productionRunId: null,
            date: day(b.date),
            expiryDate: b.expiry === undefined ? null : day(b.expiry),
            bucket: 'fresh',
            qty: (b.fresh ?? 0) * 1000,
          },
          entry,
        );
        if (b.frozen) {
          const locked = (await lockBatch(tx, id))!;
          await changeBatch(
            tx,
            locked,
            { name: 'x', unit: 'pcs' },
            [{ bucket: 'frozen', qty: b.frozen * 1000 }],
            { ...entry, field: 'qty' },
          );
        }
        ids.push(id);
      }
      return { id: p!.id, name: `Produk Uji ${seq}`, batches: ids };
    });
  }
  const stock = async (ids: number[]) =>
    t.query<{ fresh: number; frozen: number }>(
      sql`select fresh::float8 as fresh, frozen::float8 as frozen from product_batches where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
    );

  it('takes from one bucket oldest batch first, all or nothing, with a ledger row per batch, and gives exactly that back', async () => {
    const p = await product([
      { date: -3, fresh: 5, frozen: 10 },
      { date: -2, fresh: 4 },
      { date: -1, fresh: 10 },
    ]);
    const takes = await inTx((tx) =>
      take(tx, p.id, 'fresh', 7_000, { reason: 'sale', date: today, userId: 1, field: 'qty' }),
    );
    expect(takes).toEqual([
      { batchId: p.batches[0], bucket: 'fresh', qty: 5_000 },
      { batchId: p.batches[1], bucket: 'fresh', qty: 2_000 },
    ]);
    expect(await stock(p.batches)).toEqual([
      { fresh: 0, frozen: 10 },
      { fresh: 2, frozen: 0 },
      { fresh: 10, frozen: 0 },
    ]);
    const ledger = await t.query<{ batchId: number; qty: number }>(
      sql`select batch_id as "batchId", qty::float8 as qty from product_ledger where product_id = ${p.id} and reason = 'sale' order by batch_id`,
    );
    expect(ledger).toEqual([
      { batchId: p.batches[0], qty: -5 },
      { batchId: p.batches[1], qty: -2 },
    ]);

    const before = await t.digest();
    const short = await inTx((tx) =>
      take(tx, p.id, 'frozen', 10_500, {
        reason: 'sale',
        date: today,
        userId: 1,
        field: 'packs.0.lines.1.qty',
      }),
    );
    expect(short).toBeInstanceOf(AppError);
    expect((short as AppError).statusCode).toBe(409);
    expect((short as AppError).errors).toEqual({
      'packs.0.lines.1.qty': [`Stok ${p.name} beku tersedia 10 pcs.`],
    });
    expect((short as AppError).extra).toEqual({ available: 10 });
    expect(await t.digest()).toBe(before);

    await inTx((tx) => give(tx, takes as never, { reason: 'return', date: today, userId: 1 }));
    expect(await stock(p.batches)).toEqual([
      { fresh: 5, frozen: 10 },
      { fresh: 4, frozen: 0 },
      { fresh: 10, frozen: 0 },
    ]);
    const net = await t.query<{ n: number }>(
      sql`select sum(qty)::float8 as n from product_ledger where product_id = ${p.id} and reason in ('sale', 'return')`,
    );
    expect(net[0]!.n).toBe(0);
  });

  it('does not sell expired batches or batches made after the sale date', async () => {
    const p = await product([
      { date: -10, fresh: 3, expiry: -1 },
      { date: -5, fresh: 2 },
      { date: 0, fresh: 6 },
    ]);
    const old = await inTx((tx) =>
      take(tx, p.id, 'fresh', 3_000, { reason: 'sale', date: day(-2), userId: 1, field: 'qty' }),
    );
    // On day -2: batch 0 (not expired yet) and batch 1; batch 2 does not exist yet.
    expect(old).toEqual([{ batchId: p.batches[0], bucket: 'fresh', qty: 3_000 }]);
    const now = await inTx((tx) =>
      take(tx, p.id, 'fresh', 9_000, { reason: 'sale', date: today, userId: 1, field: 'qty' }),
    );
    expect((now as AppError).extra).toEqual({ available: 8 });
  });

  it('never leaves a bucket below zero and locks products in id order', async () => {
    const p = await product([{ date: -1, fresh: 2 }]);
    const err = await inTx(async (tx) => {
      const batch = (await lockBatch(tx, p.batches[0]!))!;
      await changeBatch(tx, batch, { name: p.name, unit: 'pcs' }, [{ bucket: 'fresh', qty: -2_001 }], {
        reason: 'waste',
        date: today,
        userId: 1,
        field: 'qty',
      });
    });
    expect((err as AppError).statusCode).toBe(409);
    expect((err as AppError).extra).toEqual({ available: 2 });
    const q = await product([]);
    const locked = await inTx((tx) => lockProducts(tx, [q.id, p.id]));
    expect([...(locked as Map<number, unknown>).keys()]).toEqual([p.id, q.id]);
  });
});
